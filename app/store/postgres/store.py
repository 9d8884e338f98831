"""The PostgreSQL backend of :class:`~app.store.protocol.GameStore`: games on a club server.

Public API (everything else here is private):

- :func:`open_postgres_store` ``(url) -> PostgresStore`` connects, checks the schema
  (:func:`app.store.postgres.server.check_schema`) and reads what the role may do (the app opens
  a server through :func:`app.store.postgres.backend.open_postgres`, which bundles it with its
  events and statistics' tables);
- :meth:`PostgresStore.capabilities` -> :class:`Capabilities`, a frozen value the app uses to
  disable actions the connected role may not take (a viewer's store is also ``read_only``);
- :class:`~app.store.postgres.errors.ServerUnavailable` (retry later; the store reconnects by
  itself on the next call) and :class:`~app.store.postgres.errors.ServerRefused`, both
  :class:`~app.store.errors.StoreError` subclasses, so the services need nothing new.

Writes: one ``READ COMMITTED`` transaction. The stale-view check is the game row's lock:
:meth:`PostgresStore.append` updates the row ``WHERE last_seq = expected`` first, which locks it
until COMMIT; a second writer of the same game waits for that COMMIT, re-reads the committed
row and matches nothing, and is refused with :class:`~app.store.errors.StaleWrite` (why a row
lock rather than SERIALIZABLE and retries: docs/decisions/0005-club-server.md). An event is
acknowledged only when COMMIT has returned: a COMMIT that fails raises, never returns.

Reads run outside transactions (autocommit); a read that finds the connection lost reconnects
and is tried once more. A write is never retried here: a connection lost mid-write raises
:class:`ServerUnavailable` and the caller decides (re-read, then write again).
"""

from __future__ import annotations

import contextlib
import functools
import json
import urllib.parse
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypeVar

import psycopg
from psycopg import sql

from app.engine.history import LogRecord
from app.store.codec import decode, encode
from app.store.connection_security import ConnectionSecurity
from app.store.errors import StaleWrite, StoredDataDamaged, StoreError, StoreWarning
from app.store.game_header import check_header, header_digest
from app.store.postgres.errors import ServerRefused, ServerUnavailable, translate
from app.store.postgres.schema import ADMIN, SCORER, VIEWER
from app.store.postgres.server import check_schema, connect, connection_security, is_server_url
from app.store.protocol import (
    GameId,
    GameListing,
    GameRow,
    GameStamp,
    GameStatus,
    StoredRecord,
)

if TYPE_CHECKING:
    from app.store.postgres.listen import PostgresListen

R = TypeVar("R")
Role = Literal["admin", "scorer", "viewer", "none"]


@dataclass(frozen=True, slots=True)
class Capabilities:
    """What the connected role may do; the server enforces the same (schema module).

    ``role``: the highest Pulka role it holds (a superuser counts as ``admin``).
    """

    role: Role
    read: bool
    create_games: bool
    """Start a game (or import one)."""
    record: bool
    """Record, undo, redo and correct in a game that is not finished; finish it."""
    reopen: bool
    """Reopen a finished game (or write into one)."""
    delete_games: bool
    manage: bool
    """Upgrade the schema (``pulka server init``) and manage roles."""

    @classmethod
    def of(cls, role: Role) -> Capabilities:
        rank = {"none": 0, "viewer": 1, "scorer": 2, "admin": 3}[role]
        return cls(role, rank >= 1, rank >= 2, rank >= 2, rank >= 3, rank >= 3, rank >= 3)


def open_postgres_store(url: str) -> PostgresStore:
    """Connect to a club server; raises :class:`ServerUnavailable` or :class:`ServerRefused`
    (``not_initialised``, ``newer_schema``, ``outdated``, ``auth_failed``, …)."""
    conn = connect(url)
    try:
        conn.autocommit = True
        check_schema(conn)
        return PostgresStore(url, conn)
    except BaseException:
        conn.close()
        raise


class PostgresStore:
    """Games on a PostgreSQL server through one connection (not shared between threads)."""

    def __init__(self, url: str, conn: psycopg.Connection[tuple[Any, ...]]) -> None:
        self._url = url
        self._conn: psycopg.Connection[tuple[Any, ...]] | None = conn
        self._in_transaction = False
        self._capabilities = self._read_capabilities()
        self._security = connection_security(conn)

    # -- what the app shows ---------------------------------------------------------------

    def capabilities(self) -> Capabilities:
        """What the connected role may do (read once, at connection)."""
        return self._capabilities

    def security(self) -> ConnectionSecurity:
        """Whether the connection is encrypted and the server verified (issue 29, D4), as libpq
        reports it for the connection in use (a reconnection with ``prefer`` may differ)."""
        if self._conn is not None and not self._conn.closed:
            self._security = connection_security(self._conn)
        return self._security

    @property
    def read_only(self) -> bool:
        return not self._capabilities.record

    @property
    def warnings(self) -> Sequence[StoreWarning]:
        return ()

    @property
    def location(self) -> str:
        """``postgresql://user@host:port/database``: the URL without its password, with its
        TLS settings (``?sslmode=verify-full&sslrootcert=…``) when it has them, so the address
        remembered from it connects as securely again."""
        info = psycopg.conninfo.conninfo_to_dict(self._url)
        host = info.get("host") or "localhost"
        port = f":{info['port']}" if info.get("port") else ""
        user = f"{info['user']}@" if info.get("user") else ""
        tls = {k: str(info[k]) for k in ("sslmode", "sslrootcert") if info.get(k)}
        query = f"?{urllib.parse.urlencode(tls, safe='/:')}" if tls else ""
        return f"postgresql://{user}{host}{port}/{info.get('dbname') or ''}{query}"

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def change_source(self) -> PostgresListen:
        """``LISTEN`` on a connection of its own, with this store's login
        (:mod:`app.store.postgres.listen`)."""
        from app.store.postgres.listen import PostgresListen

        return PostgresListen(self._url)

    def reopener(self) -> Callable[[], PostgresStore]:
        """The same server and login on a connection of its own."""
        return functools.partial(open_postgres_store, self._url)

    # -- writes ---------------------------------------------------------------------------

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """``BEGIN`` … ``COMMIT``; any exception rolls back. Raises
        :class:`ServerUnavailable` when the server is lost before or during COMMIT."""
        if self._in_transaction:
            yield
            return
        conn = self._connection()
        self._in_transaction = True
        try:
            with conn.transaction():
                yield
        except psycopg.Error as error:
            self._forget_if_broken()
            raise translate(error) from None
        finally:
            self._in_transaction = False

    def create_game(
        self,
        players: Sequence[str],
        rules: Mapping[str, Any],
        first_dealer: str,
        now: str,
        game_uuid: str | None = None,
    ) -> GameId:
        """A new open game; ``game_uuid`` keeps a game's identity from another database
        (else the server draws a random one)."""
        with self.transaction():
            conn = self._connection()
            row = conn.execute(
                "INSERT INTO pulka.games (players, rules, first_dealer, status, created_at,"
                " updated_at, uuid, header_digest) VALUES (%s::jsonb, %s::jsonb, %s, 'open',"
                " %s, %s, coalesce(%s::uuid, gen_random_uuid()), %s) RETURNING id",
                [
                    json.dumps(list(players), ensure_ascii=False),
                    json.dumps(dict(rules), ensure_ascii=False),
                    first_dealer,
                    now,
                    now,
                    game_uuid,
                    header_digest(players, rules, first_dealer),
                ],
            ).fetchone()
            assert row is not None
            game_id = int(row[0])
            for seat, name in enumerate(players):
                conn.execute(
                    "INSERT INTO pulka.players (name, created_at) VALUES (%s, %s)"
                    " ON CONFLICT (name) DO NOTHING",
                    [name, now],
                )
                conn.execute(
                    "INSERT INTO pulka.game_players (game_id, seat, player_id)"
                    " SELECT %s, %s, id FROM pulka.players WHERE name = %s",
                    [game_id, seat, name],
                )
            return game_id

    def append(
        self,
        game_id: GameId,
        expected_last_seq: int,
        records: Sequence[LogRecord],
        now: str,
        written: Sequence[str] | None = None,
    ) -> None:
        seqs = [record.seq for record in records]
        # A record copied from another store keeps the time it was first written (push/pull).
        times = list(written) if written is not None else [now] * len(records)
        if len(times) != len(records):
            raise StoreError("failed", f"game {game_id}: {len(times)} times for {len(records)}")
        if seqs != list(range(expected_last_seq + 1, expected_last_seq + 1 + len(records))):
            raise StoreError(
                "failed", f"game {game_id}: seqs {seqs} do not follow {expected_last_seq}"
            )
        with self.transaction():
            conn = self._connection()
            # Locks the game's row until COMMIT; a concurrent writer waits here, then
            # re-reads the committed row and matches nothing (module docstring).
            updated = conn.execute(
                "UPDATE pulka.games SET last_seq = %s, updated_at = %s"
                " WHERE id = %s AND last_seq = %s",
                [expected_last_seq + len(records), now, game_id, expected_last_seq],
            ).rowcount
            if updated != 1:
                found = conn.execute(
                    "SELECT last_seq FROM pulka.games WHERE id = %s", [game_id]
                ).fetchone()
                if found is None:
                    raise StoreError("failed", f"game {game_id} does not exist")
                raise StaleWrite(game_id, expected_last_seq, int(found[0]))
            if records:
                with conn.cursor() as cursor:
                    cursor.executemany(
                        "INSERT INTO pulka.events (game_id, seq, kind, payload,"
                        " payload_version, created_at) VALUES (%s, %s, %s, %s::jsonb, %s, %s)",
                        [
                            [game_id, r.seq, *encode(r), time]
                            for r, time in zip(records, times, strict=True)
                        ],
                    )

    def set_status(self, game_id: GameId, status: GameStatus, now: str) -> None:
        with self.transaction():
            self._connection().execute(
                "UPDATE pulka.games SET status = %s, finished_at = %s WHERE id = %s",
                [status, now if status == "finished" else None, game_id],
            )

    # -- reads ----------------------------------------------------------------------------

    def game(self, game_id: GameId) -> GameRow | None:
        values = self._read(
            lambda c: c.execute(
                "SELECT id, players, rules, first_dealer, status, created_at, finished_at,"
                " updated_at, last_seq, header_digest FROM pulka.games WHERE id = %s",
                [game_id],
            ).fetchone()
        )
        if values is None:
            return None
        gid, players, rules, dealer, status, created, finished, updated, last_seq, digest = values
        names = _names(players, gid)
        check_header(gid, names, rules, dealer, digest)  # a changed rule is damage, said so
        return GameRow(
            gid,
            names,
            rules,
            dealer,
            status,
            created,
            finished,
            updated,
            last_seq,
        )

    def stamp(self, game_id: GameId) -> GameStamp | None:
        values = self._read(
            lambda c: c.execute(
                "SELECT last_seq, status, finished_at, updated_at FROM pulka.games WHERE id = %s",
                [game_id],
            ).fetchone()
        )
        return GameStamp(*values) if values is not None else None

    def game_players(self, game_id: GameId) -> tuple[str, ...]:
        values = self._read(
            lambda c: c.execute(
                "SELECT players FROM pulka.games WHERE id = %s", [game_id]
            ).fetchone()
        )
        return _names(values[0] if values else None, game_id)

    def game_uuid(self, game_id: GameId) -> str | None:
        """The game's UUID (text, lower case); ``None`` when there is no such game."""
        values = self._read(
            lambda c: c.execute(
                "SELECT uuid::text FROM pulka.games WHERE id = %s", [game_id]
            ).fetchone()
        )
        return None if values is None else str(values[0])

    def find_by_uuid(self, game_uuid: str) -> GameId | None:
        """The number of the game with this UUID here, ``None`` when there is none."""
        values = self._read(
            lambda c: c.execute(
                "SELECT id FROM pulka.games WHERE uuid = %s::uuid", [game_uuid]
            ).fetchone()
        )
        return None if values is None else int(values[0])

    def list_games(self) -> list[GameListing]:
        rows = self._read(
            lambda c: c.execute(
                "SELECT id, players, status, created_at, finished_at, updated_at, last_seq,"
                " coalesce(rules->>'preset', ''), rules::text FROM pulka.games"
                " ORDER BY updated_at DESC, id DESC"
            ).fetchall()
        )
        out = []
        for gid, players, status, created, finished, updated, last_seq, preset, rules in rows:
            try:
                names, damaged = _names(players, gid), False
            except StoredDataDamaged:
                names, damaged = (), True
            out.append(
                GameListing(
                    gid,
                    names,
                    status,
                    created,
                    finished,
                    updated,
                    last_seq,
                    preset,
                    rules,
                    damaged,
                )
            )
        return out

    def list_players(self) -> list[str]:
        rows = self._read(
            lambda c: c.execute(
                # By code point, as SQLite sorts (not the server's locale).
                'SELECT name FROM pulka.players ORDER BY name COLLATE "C"'
            ).fetchall()
        )
        return [str(name) for (name,) in rows]

    def load(self, game_id: GameId, upto: int) -> list[StoredRecord]:
        rows = self._read(
            lambda c: c.execute(
                "SELECT seq, kind, payload, payload_version, created_at FROM pulka.events"
                " WHERE game_id = %s AND seq <= %s ORDER BY seq",
                [game_id, upto],
            ).fetchall()
        )
        return [
            StoredRecord(decode(seq, kind, payload, version), created)
            for seq, kind, payload, version, created in rows
        ]

    # -- the connection -------------------------------------------------------------------

    def _connection(self) -> psycopg.Connection[tuple[Any, ...]]:
        """The open connection, reconnecting first when it was lost."""
        if self._conn is not None and self._conn.broken:
            self._forget_if_broken()
        if self._conn is None:
            conn = connect(self._url)
            conn.autocommit = True
            self._conn = conn
        return self._conn

    def _forget_if_broken(self) -> None:
        if self._conn is not None and (self._conn.broken or self._conn.closed):
            with contextlib.suppress(psycopg.Error):
                self._conn.close()
            self._conn = None

    def _read(self, query: Callable[[psycopg.Connection[tuple[Any, ...]]], R]) -> R:
        """A read; outside a transaction, tried once more on a new connection if lost."""
        for attempt in (1, 2):
            try:
                return query(self._connection())
            except psycopg.OperationalError as error:
                self._forget_if_broken()
                if self._in_transaction or attempt == 2 or self._conn is not None:
                    raise translate(error) from None
            except psycopg.Error as error:
                raise translate(error) from None
        raise AssertionError("unreachable")

    def _read_capabilities(self) -> Capabilities:
        held = self._read(
            lambda c: c.execute(
                sql.SQL(
                    "SELECT pg_has_role(current_user, {}, 'MEMBER'),"
                    " pg_has_role(current_user, {}, 'MEMBER'),"
                    " pg_has_role(current_user, {}, 'MEMBER')"
                ).format(sql.Literal(ADMIN), sql.Literal(SCORER), sql.Literal(VIEWER))
            ).fetchone()
        )
        assert held is not None
        role: Role = (
            "admin" if held[0] else "scorer" if held[1] else "viewer" if held[2] else "none"
        )
        return Capabilities.of(role)


def _names(value: Any, game_id: int) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(n, str) for n in value):
        raise StoredDataDamaged(game_id, "players is not a list of names")
    return tuple(value)


__all__ = [
    "Capabilities",
    "PostgresStore",
    "ServerRefused",
    "ServerUnavailable",
    "is_server_url",
    "open_postgres_store",
]
