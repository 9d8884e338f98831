"""The roster log on a club server: read it back, append to it, and stamp the games it renames.

The same log as SQLite's (app/store/roster_log.py, docs/roster.md) in ``pulka.roster_log``.
Appends take a transaction-scoped advisory lock first, so two tables appending at once are
serialised: the second sees the first's record and is refused as stale, never given the same
seq. Who may append what is the server's business (the ``roster_log_guard`` trigger:
app/store/postgres/roster_stats_schema.py); these functions run inside the caller's
transaction and leave psycopg errors to it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

import psycopg

from app.roster.actions import RosterRecord
from app.store.errors import StaleWrite, StoredDataDamaged

ROSTER_LOG_ID = 0
"""The "game" a stale roster write names in :class:`StaleWrite` (as on SQLite)."""

ROSTER_LOCK = 0x526F7374  # pg_advisory_xact_lock key ("Rost"): one roster writer at a time

Connection = psycopg.Connection[tuple[Any, ...]]


def load(conn: Connection) -> list[RosterRecord]:
    """Every roster record in seq order; raises ``StoredDataDamaged`` for one unreadable."""
    rows = conn.execute(
        "SELECT seq, kind, payload, created_at FROM pulka.roster_log ORDER BY seq"
    ).fetchall()
    out = []
    for seq, kind, payload, created in rows:
        if not isinstance(payload, dict):
            raise StoredDataDamaged(None, "a roster payload is not an object")
        out.append(RosterRecord(int(seq), str(kind), payload, str(created)))
    return out


def append(
    conn: Connection,
    expected_last_seq: int,
    kind: str,
    payload: Mapping[str, Any],
    now: str,
    touched_players: Sequence[str],
    touched_games: Sequence[int],
) -> int:
    """Append one record after ``expected_last_seq`` (else :class:`StaleWrite`) and stamp the
    touched games, and every game a touched name played in, with its seq."""
    conn.execute("SELECT pg_advisory_xact_lock(%s)", [ROSTER_LOCK])
    found = conn.execute("SELECT coalesce(max(seq), 0) FROM pulka.roster_log").fetchone()
    newest = int(found[0]) if found else 0
    if newest != expected_last_seq:
        raise StaleWrite(ROSTER_LOG_ID, expected_last_seq, newest)
    seq = expected_last_seq + 1
    conn.execute(
        "INSERT INTO pulka.roster_log (seq, kind, payload, created_at)"
        " VALUES (%s, %s, %s::jsonb, %s)",
        [seq, kind, json.dumps(dict(payload), ensure_ascii=False), now],
    )
    stamped = set(touched_games) | set(games_of(conn, touched_players))
    if stamped:
        conn.execute(
            "UPDATE pulka.games SET roster_stamp = %s WHERE id = ANY(%s)",
            [seq, sorted(stamped)],
        )
    return seq


def games_of(conn: Connection, stored_names: Sequence[str]) -> list[int]:
    """Games any of ``stored_names`` played in (as the games store them)."""
    if not stored_names:
        return []
    rows = conn.execute(
        "SELECT DISTINCT gp.game_id FROM pulka.game_players gp"
        " JOIN pulka.players p ON p.id = gp.player_id WHERE p.name = ANY(%s) ORDER BY 1",
        [list(stored_names)],
    ).fetchall()
    return [int(row[0]) for row in rows]


def stamps(conn: Connection) -> dict[int, int]:
    """Each game's ``roster_stamp`` that is not 0."""
    rows = conn.execute(
        "SELECT id, roster_stamp FROM pulka.games WHERE roster_stamp <> 0"
    ).fetchall()
    return {int(gid): int(stamp) for gid, stamp in rows}
