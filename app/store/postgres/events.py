"""The club server's :class:`~app.store.event_protocol.EventStore`: evenings and tournaments in
the tables of migration ``m002_club_events`` (:mod:`app.store.postgres.event_schema`), written
in the game store's own transaction (starting a round creates each table's game and links it in
one COMMIT).

Only a club admin may write here; the server refuses anyone else (a
:class:`~app.store.postgres.errors.ServerRefused` ``not_allowed``, kind ``read_only``). Two
admins starting the same round at once: the round's row is locked (``FOR UPDATE``) before it is
checked, so the second waits, then finds it started and is refused.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import Any, cast

from app.store.errors import StoreError, one_line
from app.store.event_protocol import EventId, EventKind, EventRow, RoundRow
from app.store.postgres.store import PostgresStore
from app.store.protocol import GameId

_EVENT_COLUMNS = "id, name, kind, date, players, settings, created_at"


class PostgresEventStore:
    """Events on a club server, through a :class:`PostgresStore`'s connection.

    It uses the store's private connection helpers on purpose: one connection, one transaction
    for games and events (the same package owns both)."""

    def __init__(self, store: PostgresStore) -> None:
        self._store = store

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
        with self._store.transaction():
            row = (
                self._store._connection()
                .execute(
                    "INSERT INTO pulka.club_events (name, kind, date, players, settings,"
                    " created_at) VALUES (%s, %s, %s, %s::jsonb, %s::jsonb, %s) RETURNING id",
                    [
                        name,
                        kind,
                        date,
                        json.dumps(list(players), ensure_ascii=False),
                        json.dumps(dict(settings), ensure_ascii=False, sort_keys=True),
                        now,
                    ],
                )
                .fetchone()
            )
            assert row is not None
            return int(row[0])

    def event(self, event_id: EventId) -> EventRow | None:
        row = self._store._read(
            lambda c: c.execute(
                f"SELECT {_EVENT_COLUMNS} FROM pulka.club_events WHERE id = %s", [event_id]
            ).fetchone()
        )
        return None if row is None else _event_row(row)

    def list_events(self) -> list[EventRow]:
        rows = self._store._read(
            lambda c: c.execute(
                f"SELECT {_EVENT_COLUMNS} FROM pulka.club_events ORDER BY date DESC, id DESC"
            ).fetchall()
        )
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
        with self._store.transaction():
            conn = self._store._connection()
            if (
                conn.execute("SELECT 1 FROM pulka.club_events WHERE id = %s", [event_id]).fetchone()
                is None
            ):
                raise StoreError("failed", f"event {event_id} does not exist")
            found = conn.execute(
                "SELECT started_at FROM pulka.club_rounds WHERE event_id = %s AND number = %s"
                " FOR UPDATE",
                [event_id, number],
            ).fetchone()
            if found is not None and found[0] is not None:
                raise StoreError("failed", f"event {event_id}: round {number} has started")
            conn.execute(
                "INSERT INTO pulka.club_rounds (event_id, number, seating, saved_at)"
                " VALUES (%s, %s, %s::jsonb, %s) ON CONFLICT (event_id, number)"
                " DO UPDATE SET seating = excluded.seating, saved_at = excluded.saved_at",
                [event_id, number, seating, now],
            )

    def start_round(
        self, event_id: EventId, number: int, games: Sequence[GameId], now: str
    ) -> None:
        with self._store.transaction():
            conn = self._store._connection()
            found = conn.execute(
                "SELECT seating, started_at FROM pulka.club_rounds"
                " WHERE event_id = %s AND number = %s FOR UPDATE",
                [event_id, number],
            ).fetchone()
            if found is None:
                raise StoreError("failed", f"event {event_id}: no round {number}")
            if found[1] is not None:
                raise StoreError("failed", f"event {event_id}: round {number} has started")
            tables = _seating(found[0], f"event {event_id} round {number}")[0]
            if len(games) != len(tables):
                raise StoreError(
                    "failed", f"round {number} has {len(tables)} tables, {len(games)} games given"
                )
            with conn.cursor() as cursor:
                cursor.executemany(
                    "INSERT INTO pulka.club_tables (event_id, round, table_number, game_id)"
                    " VALUES (%s, %s, %s, %s)",
                    [
                        [event_id, number, table_number, game_id]
                        for table_number, game_id in enumerate(games, start=1)
                    ],
                )
            conn.execute(
                "UPDATE pulka.club_rounds SET started_at = %s WHERE event_id = %s AND number = %s",
                [now, event_id, number],
            )

    def rounds(self, event_id: EventId) -> list[RoundRow]:
        def query(conn: Any) -> tuple[list[Any], list[Any]]:
            # One snapshot for both: a round started between two reads would show no games.
            # (Inside the caller's write transaction its own view is already consistent.)
            inside = self._store._in_transaction
            with nullcontext() if inside else conn.transaction():
                if not inside:
                    conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                rows = conn.execute(
                    "SELECT number, seating, saved_at, started_at FROM pulka.club_rounds"
                    " WHERE event_id = %s ORDER BY number",
                    [event_id],
                ).fetchall()
                links = conn.execute(
                    "SELECT round, game_id FROM pulka.club_tables WHERE event_id = %s"
                    " ORDER BY round, table_number",
                    [event_id],
                ).fetchall()
            return rows, links

        rows, links = self._store._read(query)
        games: dict[int, list[GameId]] = {}
        for round_number, game_id in links:
            games.setdefault(int(round_number), []).append(int(game_id))
        out = []
        for number, seating, saved_at, started_at in rows:
            tables, byes = _seating(seating, f"event {event_id} round {number}")
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
        row = self._store._read(
            lambda c: c.execute(
                "SELECT event_id, round FROM pulka.club_tables WHERE game_id = %s", [game_id]
            ).fetchone()
        )
        return None if row is None else (int(row[0]), int(row[1]))


def _seating(value: Any, what: str) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """A round's stored seating as tables of names and the byes."""
    try:
        tables = tuple(tuple(str(n) for n in table) for table in value["tables"])
        byes = tuple(str(n) for n in value["byes"])
    except (KeyError, TypeError) as error:
        raise StoreError("damaged", f"{what}: {one_line(error)}") from None
    return tables, byes


def _event_row(row: tuple[Any, ...]) -> EventRow:
    event_id, name, kind, date, players, settings, created_at = row
    if not isinstance(players, list) or not isinstance(settings, dict):
        raise StoreError("damaged", f"event {event_id}: players or settings unreadable")
    return EventRow(
        int(event_id),
        str(name),
        cast(EventKind, kind),
        str(date),
        tuple(str(n) for n in players),
        settings,
        str(created_at),
    )
