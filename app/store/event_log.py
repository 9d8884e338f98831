"""A game's event log in SQLite: INSERT-only rows ``(game_id, seq, kind, payload,
payload_version, time)``.

:class:`app.store.sqlite_store.SqliteStore` calls these inside a write transaction; ``append``
never chooses the seq: the store has checked it follows ``games.last_seq`` (a stale writer is
refused there).
"""

from __future__ import annotations

import sqlite3

from app.engine.history import LogRecord
from app.store.codec import decode, encode
from app.store.games import json_value, text, whole
from app.store.protocol import StoredRecord

__all__ = ["StoredRecord", "append", "load"]


def append(db: sqlite3.Connection, game_id: int, record: LogRecord, created_at: str) -> None:
    """Insert one record (the primary key ``(game_id, seq)`` refuses a duplicate seq)."""
    kind, payload, version = encode(record)
    db.execute(
        "INSERT INTO events (game_id, seq, kind, payload, payload_version, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        [game_id, record.seq, kind, payload, version, created_at],
    )


def load(db: sqlite3.Connection, game_id: int, upto: int) -> list[StoredRecord]:
    """The game's records with seq <= ``upto``, in seq order.

    Raises :class:`app.store.errors.StoredDataDamaged` for a row that cannot be read (not
    UTF-8, not JSON, an unknown kind) and the engine's ``InvalidGame`` for a payload that does
    not describe an event.
    """
    rows = db.execute(
        "SELECT seq, CAST(kind AS BLOB), CAST(payload AS BLOB), payload_version,"
        " CAST(created_at AS BLOB) FROM events WHERE game_id = ? AND seq <= ? ORDER BY seq",
        [game_id, upto],
    ).fetchall()
    out = []
    for seq, kind, payload, version, at in rows:
        where = f"event {seq}"
        record = decode(
            whole(seq, game_id, "seq"),
            text(kind, game_id, f"{where}: kind"),
            json_value(payload, game_id, f"{where}: payload"),
            whole(version, game_id, f"{where}: payload_version"),
        )
        out.append(StoredRecord(record, text(at, game_id, f"{where}: created_at")))
    return out
