"""Connecting to a club server, setting it up (``pulka server init``) and checking its schema.

:func:`connect` opens one autocommit-off psycopg connection (short connect timeout, UTC);
:func:`init_server` creates the three roles and the schema, or upgrades it, and is what an
admin runs once per database; :func:`check_schema` is what every other connection does: refuse
a server set up by a newer Pulka, one never set up, or one an admin must upgrade first.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import psycopg
from psycopg import sql

from app.store.connection_security import ConnectionSecurity, security
from app.store.game_header import header_digest
from app.store.location import scrubbed
from app.store.postgres.errors import ServerRefused, ServerUnavailable, translate
from app.store.postgres.schema import (
    ADMIN,
    BOOTSTRAP_SQL,
    MIGRATION_NAMES,
    MIGRATIONS,
    ROLES,
    SCHEMA,
)

CONNECT_TIMEOUT_S = 5
MIGRATION_LOCK = 0x50756C6B  # pg_advisory_xact_lock key ("Pulk"): one migrator at a time
URL_SCHEMES = ("postgresql://", "postgres://")


def is_server_url(location: str) -> bool:
    """Whether ``location`` names a PostgreSQL server (a libpq URL) rather than a file."""
    return location.startswith(URL_SCHEMES)


def connect(url: str) -> psycopg.Connection[tuple[object, ...]]:
    """A new connection; raises :class:`ServerUnavailable` or :class:`ServerRefused`."""
    try:
        return psycopg.connect(
            url,
            connect_timeout=CONNECT_TIMEOUT_S,
            application_name="pulka",
            options="-c TimeZone=UTC",
        )
    except psycopg.Error as error:
        raise _scrubbed(translate(error), url) from None


def connection_security(conn: psycopg.Connection[tuple[object, ...]]) -> ConnectionSecurity:
    """Whether ``conn`` is encrypted, and how far libpq verified the server (issue 29, D4):
    the ``sslmode`` it connected with (``prefer`` unless the address or ``PGSSLMODE`` said
    otherwise) and whether TLS is in use, from libpq itself."""
    options = {o.keyword: o.val for o in conn.pgconn.info}
    sslmode = (options.get(b"sslmode") or b"prefer").decode(errors="replace")
    return security(bool(conn.pgconn.ssl_in_use), sslmode, str(conn.info.host or ""))


def _scrubbed(
    error: ServerUnavailable | ServerRefused, url: str
) -> ServerUnavailable | ServerRefused:
    """The error without the URL's password, should libpq's or the server's text have quoted
    it (app/store/location.py ``scrubbed``; issue 29, D5)."""
    error.detail = scrubbed(error.detail, url)
    error.args = tuple(scrubbed(a, url) if isinstance(a, str) else a for a in error.args)
    return error


@contextlib.contextmanager
def transaction(conn: psycopg.Connection[tuple[object, ...]]) -> Iterator[None]:
    """A transaction that COMMITs at the end (rolled back on any exception); psycopg errors
    become the store's own."""
    try:
        with conn.transaction():
            yield
    except psycopg.Error as error:
        raise translate(error) from None


def applied_migrations(conn: psycopg.Connection[tuple[object, ...]]) -> list[str] | None:
    """Names recorded in ``pulka.schema_migrations``; ``None`` when Pulka was never set up."""
    found = conn.execute("SELECT to_regclass('pulka.schema_migrations') IS NOT NULL").fetchone()
    if not found or not found[0]:
        return None
    rows = conn.execute("SELECT name FROM pulka.schema_migrations ORDER BY name").fetchall()
    return [str(name) for (name,) in rows]


def check_schema(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    """Refuse a server this Pulka cannot use as it is (:class:`ServerRefused`)."""
    with transaction(conn):
        applied = applied_migrations(conn)
    if applied is None:
        raise ServerRefused("not_initialised")
    unknown = sorted(set(applied) - set(MIGRATION_NAMES))
    if unknown:
        raise ServerRefused("newer_schema", ", ".join(unknown))
    if set(MIGRATION_NAMES) - set(applied):
        raise ServerRefused("outdated")


def init_server(url: str) -> list[str]:
    """Create the roles and the schema, or apply pending migrations; the names applied.

    Run by a superuser (or a role with CREATEROLE that owns the database). The connected role
    becomes a member of ``pulka_admin``. Safe to run again: nothing done twice; two at once
    serialise on an advisory lock. Refuses a schema from a newer Pulka.
    """
    conn = connect(url)
    try:
        with transaction(conn):
            conn.execute("SELECT pg_advisory_xact_lock(%s)", [MIGRATION_LOCK])
            _create_roles(conn)
            conn.execute(
                sql.SQL("CREATE SCHEMA IF NOT EXISTS {} AUTHORIZATION {}").format(
                    sql.Identifier(SCHEMA), sql.Identifier(ADMIN)
                )
            )
            # Every object is created as pulka_admin, so it owns them and any admin may
            # migrate later.
            conn.execute(sql.SQL("SET LOCAL ROLE {}").format(sql.Identifier(ADMIN)))
            for statement in _statements(BOOTSTRAP_SQL):
                conn.execute(statement)
            applied = applied_migrations(conn) or []
            unknown = sorted(set(applied) - set(MIGRATION_NAMES))
            if unknown:
                raise ServerRefused("newer_schema", ", ".join(unknown))
            done = []
            for name, script in MIGRATIONS:
                if name in applied:
                    continue
                conn.execute(script)
                if name in AFTER_MIGRATION:
                    AFTER_MIGRATION[name](conn)
                conn.execute("INSERT INTO pulka.schema_migrations (name) VALUES (%s)", [name])
                done.append(name)
        return done
    finally:
        conn.close()


def _fill_header_digests(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    """``m007_game_header_digest``: the digest of every game already on the server, from what
    it holds now (app/store/game_header.py)."""
    rows = conn.execute("SELECT id, players, rules, first_dealer FROM pulka.games").fetchall()
    for game_id, players, rules, first_dealer in rows:
        if not isinstance(players, list) or not isinstance(rules, dict):
            continue  # not a header that could be read: no digest, the game stays damaged
        digest = header_digest(players, rules, str(first_dealer))
        conn.execute("UPDATE pulka.games SET header_digest = %s WHERE id = %s", [digest, game_id])


AFTER_MIGRATION = {"m007_game_header_digest": _fill_header_digests}
"""What a migration needs done in Python, in its transaction, right after its SQL."""


def _create_roles(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    """The three group roles (if missing), each a member of the previous, the caller an admin."""
    previous: str | None = None
    for role in ROLES:
        exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", [role]).fetchone()
        if not exists:
            conn.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(sql.Identifier(role)))
        if previous is not None:
            conn.execute(
                sql.SQL("GRANT {} TO {}").format(sql.Identifier(previous), sql.Identifier(role))
            )
        previous = role
    is_member = conn.execute("SELECT pg_has_role(current_user, %s, 'MEMBER')", [ADMIN]).fetchone()
    if not (is_member and is_member[0]):
        conn.execute(sql.SQL("GRANT {} TO CURRENT_USER").format(sql.Identifier(ADMIN)))
    database = sql.Identifier(str(conn.info.dbname))
    conn.execute(sql.SQL("REVOKE CREATE ON SCHEMA public FROM PUBLIC"))
    conn.execute(sql.SQL("REVOKE CREATE ON DATABASE {} FROM PUBLIC").format(database))
    for role in ROLES:
        conn.execute(
            sql.SQL("GRANT CONNECT, TEMPORARY ON DATABASE {} TO {}").format(
                database, sql.Identifier(role)
            )
        )


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]
