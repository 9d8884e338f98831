"""Club evenings and tournaments, once for every backend: :class:`SqlEventStore`, the
:class:`~app.store.event_protocol.EventStore` over a backend's SQL runner (app/sql.py).

Three tables beside the games — ``club_events``, ``club_rounds`` (a round's seating as JSON, its
start) and ``club_tables`` (the game each table plays) — made by each backend's schema (SQLite's
migration ``m004_club_events_rounds_tables``, the server's ``m002_club_events``). Writes run in
the game store's own transaction, so starting a round creates each table's game and links it in
one COMMIT. On a club server only a club admin may write here (its grants refuse anyone else:
a ``ServerRefused`` ``not_allowed``); two admins starting one round at once: the round's row is
locked (``FOR UPDATE``) before it is checked, so the second waits, then finds it started and is
refused. A file's write transaction already holds the whole database.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, cast

from app.sql import Row, Sql
from app.store.errors import StoreError, one_line
from app.store.event_protocol import EventId, EventKind, EventRow, RoundRow
from app.store.protocol import GameId

_EVENT_COLUMNS = "id, name, kind, date, players, settings, created_at"


class SqlEventStore:
    """Events in the tables of the backend ``sql`` runs on, sharing its game store's
    transactions."""

    def __init__(self, sql: Sql) -> None:
        self._sql = sql
        d = sql.dialect
        self._m = d.mark
        self._json = d.json.format(d.mark)
        self._for_update = d.for_update
        self._events = d.table("club_events")
        self._rounds = d.table("club_rounds")
        self._tables = d.table("club_tables")

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        with self._sql.writing():
            yield

    def create_event(
        self,
        name: str,
        kind: EventKind,
        date: str,
        players: Sequence[str],
        settings: Mapping[str, Any],
        now: str,
    ) -> EventId:
        m, j = self._m, self._json
        with self._sql.writing() as writer:
            return writer.insert_id(
                f"INSERT INTO {self._events} (name, kind, date, players, settings, created_at)"
                f" VALUES ({m}, {m}, {m}, {j}, {j}, {m})",
                [
                    name,
                    kind,
                    date,
                    json.dumps(list(players), ensure_ascii=False),
                    json.dumps(dict(settings), ensure_ascii=False, sort_keys=True),
                    now,
                ],
            )

    def event(self, event_id: EventId) -> EventRow | None:
        rows = self._sql.rows(
            f"SELECT {_EVENT_COLUMNS} FROM {self._events} WHERE id = {self._m}", [event_id]
        )
        return None if not rows else self._event_row(rows[0])

    def list_events(self) -> list[EventRow]:
        rows = self._sql.rows(
            f"SELECT {_EVENT_COLUMNS} FROM {self._events} ORDER BY date DESC, id DESC"
        )
        return [self._event_row(row) for row in rows]

    def save_round(
        self,
        event_id: EventId,
        number: int,
        tables: Sequence[Sequence[str]],
        byes: Sequence[str],
        now: str,
    ) -> None:
        m = self._m
        seating = json.dumps(
            {"tables": [list(t) for t in tables], "byes": list(byes)}, ensure_ascii=False
        )
        with self._sql.writing() as writer:
            if not writer.execute(f"SELECT 1 FROM {self._events} WHERE id = {m}", [event_id]):
                raise StoreError("failed", f"event {event_id} does not exist")
            found = writer.execute(
                f"SELECT started_at FROM {self._rounds} WHERE event_id = {m} AND number = {m}"
                + self._for_update,
                [event_id, number],
            )
            if found and found[0][0] is not None:
                raise StoreError("failed", f"event {event_id}: round {number} has started")
            writer.execute(
                f"INSERT INTO {self._rounds} (event_id, number, seating, saved_at)"
                f" VALUES ({m}, {m}, {self._json}, {m}) ON CONFLICT (event_id, number)"
                " DO UPDATE SET seating = excluded.seating, saved_at = excluded.saved_at",
                [event_id, number, seating, now],
            )

    def start_round(
        self, event_id: EventId, number: int, games: Sequence[GameId], now: str
    ) -> None:
        m = self._m
        with self._sql.writing() as writer:
            found = writer.execute(
                f"SELECT seating, started_at FROM {self._rounds}"
                f" WHERE event_id = {m} AND number = {m}" + self._for_update,
                [event_id, number],
            )
            if not found:
                raise StoreError("failed", f"event {event_id}: no round {number}")
            if found[0][1] is not None:
                raise StoreError("failed", f"event {event_id}: round {number} has started")
            tables = self._seating(found[0][0], f"event {event_id} round {number}")[0]
            if len(games) != len(tables):
                raise StoreError(
                    "failed", f"round {number} has {len(tables)} tables, {len(games)} games given"
                )
            writer.insert(
                self._tables,
                ("event_id", "round", "table_number", "game_id"),
                [(event_id, number, table, game) for table, game in enumerate(games, start=1)],
            )
            writer.execute(
                f"UPDATE {self._rounds} SET started_at = {m} WHERE event_id = {m} AND number = {m}",
                [now, event_id, number],
            )

    def rounds(self, event_id: EventId) -> list[RoundRow]:
        m = self._m
        # One snapshot for both: a round started between two reads would show no games.
        rows, links = self._sql.rows_together(
            [
                (
                    f"SELECT number, seating, saved_at, started_at FROM {self._rounds}"
                    f" WHERE event_id = {m} ORDER BY number",
                    [event_id],
                ),
                (
                    f"SELECT round, game_id FROM {self._tables} WHERE event_id = {m}"
                    " ORDER BY round, table_number",
                    [event_id],
                ),
            ]
        )
        games: dict[int, list[GameId]] = {}
        for round_number, game_id in links:
            games.setdefault(int(round_number), []).append(int(game_id))
        out = []
        for number, seating, saved_at, started_at in rows:
            tables, byes = self._seating(seating, f"event {event_id} round {number}")
            out.append(
                RoundRow(
                    event_id,
                    int(number),
                    tables,
                    byes,
                    str(saved_at),
                    None if started_at is None else str(started_at),
                    tuple(games.get(int(number), ())),
                )
            )
        return out

    def round_of(self, game_id: GameId) -> tuple[EventId, int] | None:
        rows = self._sql.rows(
            f"SELECT event_id, round FROM {self._tables} WHERE game_id = {self._m}", [game_id]
        )
        return None if not rows else (int(rows[0][0]), int(rows[0][1]))

    # -- reading what is stored -------------------------------------------------------------

    def _parsed(self, value: Any, what: str) -> Any:
        """A JSON column's value (a file keeps it as text, the server as parsed values)."""
        if not self._sql.dialect.json_as_text:
            return value
        try:
            return json.loads(value)
        except (TypeError, ValueError) as error:
            raise StoreError("damaged", f"{what}: {one_line(error)}") from None

    def _seating(
        self, value: Any, what: str
    ) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
        """A round's stored seating as tables of names and the byes."""
        seating = self._parsed(value, what)
        try:
            tables = tuple(tuple(str(n) for n in table) for table in seating["tables"])
            byes = tuple(str(n) for n in seating["byes"])
        except (KeyError, TypeError) as error:
            raise StoreError("damaged", f"{what}: {one_line(error)}") from None
        return tables, byes

    def _event_row(self, row: Row) -> EventRow:
        event_id, name, kind, date, players, settings, created_at = row
        names = self._parsed(players, f"event {event_id} players")
        values = self._parsed(settings, f"event {event_id} settings")
        if not isinstance(names, list) or not isinstance(values, dict):
            raise StoreError("damaged", f"event {event_id}: players or settings unreadable")
        return EventRow(
            int(event_id),
            str(name),
            cast(EventKind, kind),
            str(date),
            tuple(str(n) for n in names),
            values,
            str(created_at),
        )
