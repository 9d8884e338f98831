"""A game's event log: INSERT-only rows ``(game_id, seq, kind, payload, payload_version, time)``.

Callers run these inside the service's write transaction; ``append`` never chooses the seq, the
caller passes the one it checked against ``games.last_seq`` (stale writers are refused there).
"""

from __future__ import annotations

import sqlite3

from app.engine.history import LogRecord
from app.engine.value import value
from app.store.codec import decode, encode


@value
class StoredRecord:
    """A log record with the time it was written (ISO 8601, UTC)."""

    record: LogRecord
    created_at: str


def append(db: sqlite3.Connection, game_id: int, record: LogRecord, created_at: str) -> None:
    """Insert one record (the primary key ``(game_id, seq)`` refuses a duplicate seq)."""
    kind, payload, version = encode(record)
    db.execute(
        "INSERT INTO events (game_id, seq, kind, payload, payload_version, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        [game_id, record.seq, kind, payload, version, created_at],
    )


def load(db: sqlite3.Connection, game_id: int, upto: int) -> list[StoredRecord]:
    """The game's records with seq <= ``upto``, in seq order."""
    rows = db.execute(
        "SELECT seq, kind, payload, payload_version, created_at FROM events"
        " WHERE game_id = ? AND seq <= ? ORDER BY seq",
        [game_id, upto],
    ).fetchall()
    return [StoredRecord(decode(seq, kind, payload, v), at) for seq, kind, payload, v, at in rows]
