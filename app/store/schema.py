"""What start-up needs to know about the schema without importing sqlite-utils (ADR 0002).

``MIGRATION_NAMES`` repeats, in order, the names registered in :data:`app.store.migrations.
MIGRATIONS`; ``tests/store/test_db.py`` asserts the two are equal, so they cannot drift. Opening
a database compares it with ``_sqlite_migrations`` and imports sqlite-utils only when a
migration is pending (a new or older database).
"""

from __future__ import annotations

import sqlite3

MIGRATION_SET = "pulka"
APPLICATION_ID = 0x50756C6B
"""``PRAGMA application_id`` of a Pulka database ("Pulk"): recognisable from the file header."""

MIGRATION_NAMES: tuple[str, ...] = (
    "m001_create_players_games_events",
    "m002_index_games_by_update",
    "m003_game_uuid",
    "m004_club_events_rounds_tables",
    "m005_roster_log",
)


def applied_migrations(conn: sqlite3.Connection) -> list[str]:
    """Names of the Pulka migrations a database records, in the order they were applied."""
    return [
        row[0]
        for row in conn.execute(
            "SELECT name FROM _sqlite_migrations WHERE migration_set = ? ORDER BY rowid",
            [MIGRATION_SET],
        )
    ]
