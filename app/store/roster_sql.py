"""The roster log, once for every backend: :class:`SqlRosterStore`, the
:class:`~app.store.protocol.RosterStore` over a backend's SQL runner (app/sql.py).

An append-only log (docs/roster.md) in ``roster_log``: read back in seq order, appended after
the newest seq a caller saw (else :class:`~app.store.errors.StaleWrite`), and every game whose
players' names or counting it changes gets its seq as ``roster_stamp`` — all in the game store's
transaction. On a club server the append holds a transaction-scoped lock first, so two tables
appending at once are serialised (the second sees the first's record and is refused as stale,
never given the same seq); who may append what is the server's business (its
``roster_log_guard`` trigger, app/store/postgres/roster_stats_schema.py). A file's write
transaction already holds the whole database.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from app.roster.actions import RosterRecord
from app.sql import Sql, SqlWriter
from app.store.errors import StaleWrite, StoredDataDamaged
from app.store.protocol import GameId

ROSTER_LOG_ID = 0
"""The "game" a stale roster write names in :class:`StaleWrite` (the roster log is one)."""

ROSTER_LOCK = 0x526F7374
"""The lock a roster writer holds where the backend has one ("Rost": a server's advisory lock)."""


class SqlRosterStore:
    """The roster log in the tables of the backend ``sql`` runs on."""

    def __init__(self, sql: Sql) -> None:
        self._sql = sql
        d = sql.dialect
        self._m = d.mark
        self._log = d.table("roster_log")
        self._games = d.table("games")
        self._players = d.table("players")
        self._seats = d.table("game_players")

    def roster_log(self) -> list[RosterRecord]:
        """Every roster record in seq order; raises ``StoredDataDamaged`` for one unreadable."""
        read = self._sql.dialect.as_text.format
        rows = self._sql.rows(
            f"SELECT seq, {read('kind')}, {read('payload')}, {read('created_at')}"
            f" FROM {self._log} ORDER BY seq"
        )
        out = []
        for seq, kind, payload, created in rows:
            value = self._json(payload)
            if not isinstance(value, dict):
                raise StoredDataDamaged(None, "a roster payload is not an object")
            if type(seq) is not int:
                raise StoredDataDamaged(None, "roster seq is not a whole number")
            out.append(
                RosterRecord(seq, _text(kind, "roster kind"), value, _text(created, "roster time"))
            )
        return out

    def append_roster(
        self,
        expected_last_seq: int,
        kind: str,
        payload: Mapping[str, Any],
        now: str,
        *,
        touched_players: Sequence[str] = (),
        touched_games: Sequence[GameId] = (),
    ) -> int:
        m = self._m
        with self._sql.writing(lock=ROSTER_LOCK) as writer:
            found = writer.execute(f"SELECT coalesce(max(seq), 0) FROM {self._log}")
            newest = int(found[0][0]) if found else 0
            if newest != expected_last_seq:
                raise StaleWrite(ROSTER_LOG_ID, expected_last_seq, newest)
            seq = expected_last_seq + 1
            writer.execute(
                f"INSERT INTO {self._log} (seq, kind, payload, created_at)"
                f" VALUES ({m}, {m}, {self._sql.dialect.json.format(m)}, {m})",
                [seq, kind, json.dumps(dict(payload), ensure_ascii=False), now],
            )
            stamped = sorted(set(touched_games) | set(self._games_of(writer, touched_players)))
            if stamped:
                chosen, params = self._sql.dialect.one_of("id", stamped)
                writer.execute(
                    f"UPDATE {self._games} SET roster_stamp = {m} WHERE {chosen}", [seq, *params]
                )
            return seq

    def roster_stamps(self) -> dict[GameId, int]:
        rows = self._sql.rows(f"SELECT id, roster_stamp FROM {self._games} WHERE roster_stamp <> 0")
        return {int(game): int(stamp) for game, stamp in rows}

    def _games_of(self, writer: SqlWriter, stored_names: Sequence[str]) -> list[int]:
        """Games any of ``stored_names`` played in (as the games store them)."""
        if not stored_names:
            return []
        chosen, params = self._sql.dialect.one_of("p.name", list(stored_names))
        rows = writer.execute(
            f"SELECT DISTINCT gp.game_id FROM {self._seats} gp"
            f" JOIN {self._players} p ON p.id = gp.player_id WHERE {chosen} ORDER BY gp.game_id",
            params,
        )
        return [int(row[0]) for row in rows]

    def _json(self, value: Any) -> Any:
        """A stored payload (a file keeps it as text, the server as parsed values)."""
        if not self._sql.dialect.json_as_text:
            return value
        try:
            return json.loads(_text(value, "roster payload"))
        except (ValueError, RecursionError):
            raise StoredDataDamaged(None, "roster payload is not valid JSON") from None


def _text(value: Any, what: str) -> str:
    """A text column read as stored (bytes from a file that may hold bad UTF-8)."""
    if isinstance(value, str):
        return value
    if not isinstance(value, bytes):
        raise StoredDataDamaged(None, f"{what} is not text")
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        raise StoredDataDamaged(None, f"{what} is not UTF-8") from None
