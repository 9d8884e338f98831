"""What start-up needs to know about the schema without importing sqlite-utils (ADR 0002).

``MIGRATION_NAMES`` repeats, in order, the names registered in :data:`app.store.migrations.
MIGRATIONS`; ``tests/store/test_db.py`` asserts the two are equal, so they cannot drift. Opening
a database compares it with ``_sqlite_migrations`` and imports sqlite-utils only when a
migration is pending (a new or older database).
"""

from __future__ import annotations

import sqlite3

from app.store.digest import sha256

MIGRATION_SET = "pulka"
APPLICATION_ID = 0x50756C6B
"""``PRAGMA application_id`` of a Pulka database ("Pulk"): recognisable from the file header."""

MIGRATION_NAMES: tuple[str, ...] = (
    "m001_create_players_games_events",
    "m002_index_games_by_update",
    "m003_game_uuid",
    "m004_club_events_rounds_tables",
    "m005_roster_log",
    "m006_game_header_digest",
    "m007_club_event_changes",
)


SCHEMA_DIGESTS: dict[str, str] = {
    "club_event_changes": "fde04d36a83f223d",
    "club_event_changes_no_delete": "d5c0aee2b992bdf5",
    "club_event_changes_no_update": "469fb1ac0faed6bb",
    "club_events": "a0132d6c7adca0c5",
    "club_rounds": "6256a3dd5363a8a0",
    "club_tables": "fc979d8ea3ebc09c",
    "events": "24675fc2929adff0",
    "events_no_delete": "23ff2e084d3486dc",
    "events_no_update": "da0ba8b91e308b52",
    "game_players": "833e1b9fbd1ac7a0",
    "game_players_by_player": "5da51f9ac0bae702",
    "games": "2f8701f5ac4ca4a5",
    "games_by_update": "b92e7069e3918e04",
    "games_by_uuid": "49ab0cd4b7911a4e",
    "players": "b29018a12dffc9df",
    "roster_log": "dc2079312c93de32",
    "roster_log_no_delete": "e90ed8534f2a0164",
    "roster_log_no_update": "ba62ac108ac61442",
}
"""Every table, index and trigger the migrations make, by name: the digest of its stored text
(:func:`schema_digests`). SQLite keeps a schema's text as it was written (an ``ALTER TABLE ADD
COLUMN`` splices its column in), so a file with every migration applied holds exactly these;
``tests/store/test_schema_digests.py`` rebuilds them from the migrations and from older files,
so a new migration fails it until this table is brought up to date."""


def schema_digests(conn: sqlite3.Connection) -> dict[str, str]:
    """The digest of each object's stored text (type, name, table and SQL), by name: the
    objects the migrations make, without sqlite-utils' own record of them (its text is
    sqlite-utils' to word) and the statistics' cache (rebuilt whenever it does not fit)."""
    rows = conn.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL"
        " AND tbl_name <> '_sqlite_migrations' AND tbl_name NOT LIKE 'stats\\_%' ESCAPE '\\'"
    )
    return {
        str(name): sha256("\0".join((kind, name, table, sql)).encode()).hexdigest()[:16]
        for kind, name, table, sql in rows
    }


def schema_damage(conn: sqlite3.Connection) -> str | None:
    """What of the schema differs from what the migrations wrote (``None``: nothing), for a
    database with every migration applied: a changed byte in a table's text (``created_at``
    read ``createdPat``) is damage, said as such, not a failed change at the first query
    (issue 29, D7)."""
    found = schema_digests(conn)
    for name, digest in SCHEMA_DIGESTS.items():
        if found.get(name) != digest:
            return f"schema of {name} changed" if name in found else f"schema: {name} missing"
    return None


def applied_migrations(conn: sqlite3.Connection) -> list[str]:
    """Names of the Pulka migrations a database records, in the order they were applied."""
    return [
        row[0]
        for row in conn.execute(
            "SELECT name FROM _sqlite_migrations WHERE migration_set = ? ORDER BY rowid",
            [MIGRATION_SET],
        )
    ]
