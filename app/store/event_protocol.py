"""The storage seam for club evenings and tournaments (docs/events.md, "How an event is kept").

:class:`EventStore` sits beside :class:`~app.store.protocol.GameStore` and shares its
transaction: starting a round creates each table's game and links it in one write. An event's
settings travel as one JSON-ready mapping (the services give it meaning); a round's seating is
the tables (names in seat order) and the byes, as recorded — edited by hand until it starts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Literal, Protocol, TypeAlias

from app.store.protocol import GameId

EventId: TypeAlias = int
EventKind: TypeAlias = Literal["evening", "tournament"]


@dataclass(frozen=True, slots=True)
class EventRow:
    """One evening or tournament as stored."""

    id: EventId
    name: str
    kind: EventKind
    date: str
    players: tuple[str, ...]
    settings: Mapping[str, Any]
    created_at: str


@dataclass(frozen=True, slots=True)
class RoundRow:
    """One round: its seating and, once started, each table's game (in table order)."""

    event_id: EventId
    number: int
    tables: tuple[tuple[str, ...], ...]
    byes: tuple[str, ...]
    saved_at: str
    started_at: str | None
    games: tuple[GameId, ...]

    @property
    def started(self) -> bool:
        return self.started_at is not None


class EventStore(Protocol):
    """Events, their rounds and the games played at their tables.

    Writes happen inside :meth:`transaction` (the game store's own). A write the store refuses
    (an unknown event, a round already started, a game already at another table) raises
    :class:`~app.store.errors.StoreError` of kind ``failed``; any other failure of the backend
    is a ``StoreError`` too.
    """

    def transaction(self) -> AbstractContextManager[None]:
        """The write transaction shared with the game store."""
        ...

    def create_event(
        self,
        name: str,
        kind: EventKind,
        date: str,
        players: Sequence[str],
        settings: Mapping[str, Any],
        now: str,
    ) -> EventId:
        """A new event with no rounds."""
        ...

    def event(self, event_id: EventId) -> EventRow | None:
        """The event (``None``: no such event)."""
        ...

    def list_events(self) -> list[EventRow]:
        """Every event, the newest date first (then the newest id first)."""
        ...

    def save_round(
        self,
        event_id: EventId,
        number: int,
        tables: Sequence[Sequence[str]],
        byes: Sequence[str],
        now: str,
    ) -> None:
        """Record (or replace) a round's seating; refused once the round has started."""
        ...

    def start_round(
        self, event_id: EventId, number: int, games: Sequence[GameId], now: str
    ) -> None:
        """Link one game to each table of a saved round, in table order; the seating is final."""
        ...

    def rounds(self, event_id: EventId) -> list[RoundRow]:
        """The event's rounds in order."""
        ...

    def round_of(self, game_id: GameId) -> tuple[EventId, int] | None:
        """The event and round whose table plays ``game_id`` (``None``: an ordinary game). A
        game is linked when its round starts, in the transaction that creates it, and stays
        linked: the answer never changes."""
        ...
