"""The schema of a Pulka database as named, append-only ``sqlite-utils`` migrations.

Never edit or reorder a migration once released: databases in the wild have recorded its name
in ``_sqlite_migrations`` (docs/architecture.md). A database that names a migration this list does
not know comes from a newer Pulka and is refused (:mod:`app.store.db`). A new migration's name
is also appended to :data:`app.store.schema.MIGRATION_NAMES`, which start-up checks without
importing this module (sqlite-utils costs ~100 ms to import; ADR 0002).
"""

from __future__ import annotations

import json
import sqlite3
import uuid

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from app.store.game_header import header_digest
from app.store.schema import APPLICATION_ID, MIGRATION_SET

__all__ = ["APPLICATION_ID", "MIGRATIONS", "MIGRATION_SET", "apply_pending", "known_migrations"]

MIGRATIONS = Migrations(MIGRATION_SET)

M001_SQL = """
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    players TEXT NOT NULL,              -- JSON list of names in seating order
    rules TEXT NOT NULL,                -- JSON: Rules.to_dict(), the full value, never a preset
    first_dealer TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'finished')),
    created_at TEXT NOT NULL,
    finished_at TEXT,
    updated_at TEXT NOT NULL,
    last_seq INTEGER NOT NULL DEFAULT 0 -- bookkeeping: the seq of the game's newest event
);
CREATE TABLE game_players (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX game_players_by_player ON game_players(player_id);
CREATE TABLE events (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL CHECK (seq >= 1),
    kind TEXT NOT NULL CHECK (kind IN ('deal', 'raspasy', 'entry', 'incident',
                                       'undone', 'redone', 'corrected', 'finished', 'reopened')),
    payload TEXT NOT NULL CHECK (json_valid(payload)),
    payload_version INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN
    SELECT RAISE(ABORT, 'pulka: events are append-only');
END;
CREATE TRIGGER events_no_delete BEFORE DELETE ON events
BEGIN
    SELECT RAISE(ABORT, 'pulka: events are append-only');
END;
"""


@MIGRATIONS(name="m001_create_players_games_events")
def m001_create_players_games_events(db: Database) -> None:
    """Players registry, games, and the INSERT-only event log."""
    for statement in _statements(M001_SQL):
        db.execute(statement)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")


@MIGRATIONS(name="m002_index_games_by_update")
def m002_index_games_by_update(db: Database) -> None:
    """The game list shows the most recently played games first."""
    db.execute("CREATE INDEX games_by_update ON games(updated_at DESC, id DESC)")


@MIGRATIONS(name="m003_game_uuid")
def m003_game_uuid(db: Database) -> None:
    """Every game gets a stable UUID (issue 15): how a game is recognised in another database
    (``pulka push``/``pull``, export and import). Existing games get a random one now; SQLite
    cannot add a UNIQUE column, so a unique index stands for it."""
    db.execute("ALTER TABLE games ADD COLUMN uuid TEXT")
    for (game_id,) in db.execute("SELECT id FROM games WHERE uuid IS NULL").fetchall():
        db.execute("UPDATE games SET uuid = ? WHERE id = ?", [str(uuid.uuid4()), game_id])
    db.execute("CREATE UNIQUE INDEX games_by_uuid ON games(uuid)")


M004_SQL = """
CREATE TABLE club_events (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('evening', 'tournament')),
    date TEXT NOT NULL,                 -- the day it is held, YYYY-MM-DD
    players TEXT NOT NULL CHECK (json_valid(players)),   -- JSON list of names
    settings TEXT NOT NULL CHECK (json_valid(settings)), -- JSON: table policy, rules, points
    created_at TEXT NOT NULL
);
CREATE TABLE club_rounds (
    event_id INTEGER NOT NULL REFERENCES club_events(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    seating TEXT NOT NULL CHECK (json_valid(seating)),   -- JSON {"tables": [[...]], "byes": [...]}
    saved_at TEXT NOT NULL,
    started_at TEXT,                    -- set once its games exist: the seating is then final
    PRIMARY KEY (event_id, number)
) WITHOUT ROWID;
CREATE TABLE club_tables (
    event_id INTEGER NOT NULL,
    round INTEGER NOT NULL,
    table_number INTEGER NOT NULL CHECK (table_number >= 1),
    game_id INTEGER NOT NULL UNIQUE REFERENCES games(id),
    PRIMARY KEY (event_id, round, table_number),
    FOREIGN KEY (event_id, round) REFERENCES club_rounds(event_id, number)
) WITHOUT ROWID;
"""


@MIGRATIONS(name="m004_club_events_rounds_tables")
def m004_club_events_rounds_tables(db: Database) -> None:
    """Club evenings and tournaments: events, their rounds' seating, each table's game."""
    for statement in _statements(M004_SQL):
        db.execute(statement)


M005_SQL = """
CREATE TABLE roster_log (
    seq INTEGER PRIMARY KEY CHECK (seq >= 1),
    kind TEXT NOT NULL,
    payload TEXT NOT NULL CHECK (json_valid(payload)),
    created_at TEXT NOT NULL
);
CREATE TRIGGER roster_log_no_update BEFORE UPDATE ON roster_log
BEGIN
    SELECT RAISE(ABORT, 'pulka: the roster log is append-only');
END;
CREATE TRIGGER roster_log_no_delete BEFORE DELETE ON roster_log
BEGIN
    SELECT RAISE(ABORT, 'pulka: the roster log is append-only');
END;
ALTER TABLE games ADD COLUMN roster_stamp INTEGER NOT NULL DEFAULT 0;
"""


@MIGRATIONS(name="m005_roster_log")
def m005_roster_log(db: Database) -> None:
    """Renames, merges, hidden players, archived and deleted games as an append-only log
    (app/roster/actions.py); ``games.roster_stamp`` is the newest roster action that changed
    what the game's players are called, so its statistics summary is rebuilt."""
    for statement in _statements(M005_SQL):
        db.execute(statement)


@MIGRATIONS(name="m006_game_header_digest")
def m006_game_header_digest(db: Database) -> None:
    """Each game's header (players, rules, first dealer) with its SHA-256 (issue 29, D6:
    app/store/game_header.py), so a changed byte that still reads as valid rules is found when
    the game is opened. Games written before get theirs now, from what they hold; a row that
    cannot be read keeps none and stays damaged."""
    db.execute("ALTER TABLE games ADD COLUMN header_digest TEXT")
    # As BLOBs: one text that is not UTF-8 would make sqlite3 refuse the whole query.
    rows = db.execute(
        "SELECT id, CAST(players AS BLOB), CAST(rules AS BLOB), CAST(first_dealer AS BLOB)"
        " FROM games"
    ).fetchall()
    for game_id, players, rules, first_dealer in rows:
        try:
            digest = header_digest(json.loads(players), json.loads(rules), first_dealer.decode())
        except (TypeError, ValueError, RecursionError, AttributeError):
            continue  # UnicodeDecodeError is a ValueError
        db.execute("UPDATE games SET header_digest = ? WHERE id = ?", [digest, game_id])


def apply_pending(conn: sqlite3.Connection) -> None:
    """Apply every pending migration in one ``BEGIN IMMEDIATE`` transaction.

    Two instances starting on a new file at once must not both create the tables: the second
    waits for the write lock, then finds nothing pending (each migration nests as a savepoint).
    """
    db = Database(conn, execute_plugins=False)
    conn.execute("BEGIN IMMEDIATE")
    try:
        with db.atomic():  # a savepoint: keeps sqlite-utils' own nesting rules
            MIGRATIONS.apply(db)
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def known_migrations() -> list[str]:
    """Names of every migration this version knows, in order."""
    return [m.name for m in MIGRATIONS.pending(Database(memory=True, execute_plugins=False))]


def _statements(script: str) -> list[str]:
    """Split a script at statement ends (triggers hold ``;`` inside ``BEGIN … END``)."""
    out: list[str] = []
    current: list[str] = []
    for line in script.strip().splitlines():
        current.append(line)
        text = "\n".join(current).strip()
        inside_trigger = text.upper().startswith("CREATE TRIGGER") and not text.endswith("END;")
        if text.endswith(";") and not inside_trigger:
            out.append(text)
            current = []
    return out
