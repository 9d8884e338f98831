"""The SQLite backend of :class:`~app.store.event_protocol.EventStore`: three tables of the
same database file as the games (migration ``m004_club_events_rounds_tables``)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from typing import Any, cast

from app.store.errors import StoreError, one_line
from app.store.event_protocol import EventId, EventKind, EventRow, RoundRow
from app.store.protocol import GameId
from app.store.sqlite_errors import classify
from app.store.sqlite_store import SqliteStore


@contextmanager
def _translated() -> Iterator[None]:
    try:
        yield
    except sqlite3.Error as error:
        raise StoreError(classify(error), one_line(error)) from None
    except UnicodeDecodeError as error:
        raise StoreError("damaged", one_line(error)) from None


def _json(text: Any, what: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError) as error:
        raise StoreError("damaged", f"{what}: {one_line(error)}") from None


class SqliteEventStore:
    """Events kept in a :class:`SqliteStore`'s connection, sharing its transactions."""

    def __init__(self, store: SqliteStore) -> None:
        self._store = store
        self._conn = store.conn

    def transaction(self) -> AbstractContextManager[None]:
        return self._store.transaction()

    def create_event(
        self,
        name: str,
        kind: EventKind,
        date: str,
        players: Sequence[str],
        settings: Mapping[str, Any],
        now: str,
    ) -> EventId:
        with _translated(), self._inside():
            cursor = self._conn.execute(
                "INSERT INTO club_events (name, kind, date, players, settings, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [
                    name,
                    kind,
                    date,
                    json.dumps(list(players), ensure_ascii=False),
                    json.dumps(dict(settings), ensure_ascii=False, sort_keys=True),
                    now,
                ],
            )
            assert cursor.lastrowid is not None
            return cursor.lastrowid

    def event(self, event_id: EventId) -> EventRow | None:
        with _translated():
            row = self._conn.execute(
                "SELECT id, name, kind, date, players, settings, created_at FROM club_events"
                " WHERE id = ?",
                [event_id],
            ).fetchone()
        return None if row is None else _event_row(row)

    def list_events(self) -> list[EventRow]:
        with _translated():
            rows = self._conn.execute(
                "SELECT id, name, kind, date, players, settings, created_at FROM club_events"
                " ORDER BY date DESC, id DESC"
            ).fetchall()
        return [_event_row(row) for row in rows]

    def save_round(
        self,
        event_id: EventId,
        number: int,
        tables: Sequence[Sequence[str]],
        byes: Sequence[str],
        now: str,
    ) -> None:
        seating = json.dumps(
            {"tables": [list(t) for t in tables], "byes": list(byes)}, ensure_ascii=False
        )
        with _translated(), self._inside():
            self._require_event(event_id)
            found = self._conn.execute(
                "SELECT started_at FROM club_rounds WHERE event_id = ? AND number = ?",
                [event_id, number],
            ).fetchone()
            if found is not None and found[0] is not None:
                raise StoreError("failed", f"event {event_id}: round {number} has started")
            self._conn.execute(
                "INSERT INTO club_rounds (event_id, number, seating, saved_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (event_id, number) DO UPDATE SET seating = excluded.seating,"
                " saved_at = excluded.saved_at",
                [event_id, number, seating, now],
            )

    def start_round(
        self, event_id: EventId, number: int, games: Sequence[GameId], now: str
    ) -> None:
        with _translated(), self._inside():
            found = self._conn.execute(
                "SELECT seating, started_at FROM club_rounds WHERE event_id = ? AND number = ?",
                [event_id, number],
            ).fetchone()
            if found is None:
                raise StoreError("failed", f"event {event_id}: no round {number}")
            if found[1] is not None:
                raise StoreError("failed", f"event {event_id}: round {number} has started")
            tables = _json(found[0], f"event {event_id} round {number}")["tables"]
            if len(games) != len(tables):
                raise StoreError(
                    "failed", f"round {number} has {len(tables)} tables, {len(games)} games given"
                )
            for table_number, game_id in enumerate(games, start=1):
                self._conn.execute(
                    "INSERT INTO club_tables (event_id, round, table_number, game_id)"
                    " VALUES (?, ?, ?, ?)",
                    [event_id, number, table_number, game_id],
                )
            self._conn.execute(
                "UPDATE club_rounds SET started_at = ? WHERE event_id = ? AND number = ?",
                [now, event_id, number],
            )

    def rounds(self, event_id: EventId) -> list[RoundRow]:
        with _translated():
            rows = self._conn.execute(
                "SELECT number, seating, saved_at, started_at FROM club_rounds"
                " WHERE event_id = ? ORDER BY number",
                [event_id],
            ).fetchall()
            links = self._conn.execute(
                "SELECT round, game_id FROM club_tables WHERE event_id = ?"
                " ORDER BY round, table_number",
                [event_id],
            ).fetchall()
        games: dict[int, list[GameId]] = {}
        for round_number, game_id in links:
            games.setdefault(round_number, []).append(game_id)
        out = []
        for number, seating_text, saved_at, started_at in rows:
            seating = _json(seating_text, f"event {event_id} round {number}")
            try:
                tables = tuple(tuple(str(n) for n in table) for table in seating["tables"])
                byes = tuple(str(n) for n in seating["byes"])
            except (KeyError, TypeError) as error:
                detail = f"event {event_id} round {number}: {one_line(error)}"
                raise StoreError("damaged", detail) from None
            out.append(
                RoundRow(
                    event_id,
                    number,
                    tables,
                    byes,
                    saved_at,
                    started_at,
                    tuple(games.get(number, ())),
                )
            )
        return out

    def round_of(self, game_id: GameId) -> tuple[EventId, int] | None:
        with _translated():
            row = self._conn.execute(
                "SELECT event_id, round FROM club_tables WHERE game_id = ?", [game_id]
            ).fetchone()
        return None if row is None else (int(row[0]), int(row[1]))

    def _require_event(self, event_id: EventId) -> None:
        if self._conn.execute("SELECT 1 FROM club_events WHERE id = ?", [event_id]).fetchone():
            return
        raise StoreError("failed", f"event {event_id} does not exist")

    @contextmanager
    def _inside(self) -> Iterator[None]:
        """The caller's transaction, or one of its own."""
        if self._conn.in_transaction:
            yield
        else:
            with self._store.transaction():
                yield


def _event_row(row: tuple[Any, ...]) -> EventRow:
    event_id, name, kind, date, players, settings, created_at = row
    names = _json(players, f"event {event_id} players")
    values = _json(settings, f"event {event_id} settings")
    if not isinstance(names, list) or not isinstance(values, dict):
        raise StoreError("damaged", f"event {event_id}: players or settings unreadable")
    return EventRow(
        event_id,
        str(name),
        cast(EventKind, kind),
        str(date),
        tuple(str(n) for n in names),
        values,
        str(created_at),
    )
