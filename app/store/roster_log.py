"""The roster log in SQLite: read it back, append to it, and mark the games it renames."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from app.roster.actions import RosterRecord
from app.store.errors import StaleWrite, StoredDataDamaged
from app.store.games import json_value, text, whole

ROSTER_LOG_ID = 0
"""The "game" a stale roster write names in :class:`StaleWrite` (the roster log is one)."""


def load(db: sqlite3.Connection) -> list[RosterRecord]:
    """Every roster record in seq order; raises ``StoredDataDamaged`` for one unreadable."""
    out = []
    rows = db.execute(
        "SELECT seq, CAST(kind AS BLOB), CAST(payload AS BLOB), CAST(created_at AS BLOB)"
        " FROM roster_log ORDER BY seq"
    )
    for seq, kind, payload, created in rows:
        value = json_value(payload, None, "roster payload")
        if not isinstance(value, dict):
            raise StoredDataDamaged(None, "a roster payload is not an object")
        out.append(
            RosterRecord(
                whole(seq, None, "roster seq"),
                text(kind, None, "roster kind"),
                value,
                text(created, None, "roster time"),
            )
        )
    return out


def append(
    db: sqlite3.Connection,
    expected_last_seq: int,
    kind: str,
    payload: Mapping[str, Any],
    now: str,
    touched_games: Sequence[int],
) -> int:
    """Append one record after ``expected_last_seq`` (else :class:`StaleWrite`) and stamp
    ``touched_games`` with its seq; the caller holds the write transaction."""
    found = db.execute("SELECT coalesce(max(seq), 0) FROM roster_log").fetchone()[0]
    if found != expected_last_seq:
        raise StaleWrite(ROSTER_LOG_ID, expected_last_seq, found)
    seq = expected_last_seq + 1
    db.execute(
        "INSERT INTO roster_log (seq, kind, payload, created_at) VALUES (?, ?, ?, ?)",
        [seq, kind, json.dumps(dict(payload), ensure_ascii=False), now],
    )
    db.executemany(
        "UPDATE games SET roster_stamp = ? WHERE id = ?", [(seq, gid) for gid in touched_games]
    )
    return seq


def games_of(db: sqlite3.Connection, stored_names: Sequence[str]) -> list[int]:
    """Games any of ``stored_names`` played in (as the games store them)."""
    if not stored_names:
        return []
    marks = ", ".join("?" * len(stored_names))
    rows = db.execute(
        "SELECT DISTINCT gp.game_id FROM game_players gp JOIN players p ON p.id = gp.player_id"
        f" WHERE p.name IN ({marks}) ORDER BY gp.game_id",
        list(stored_names),
    )
    return [row[0] for row in rows]
