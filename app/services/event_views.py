"""The values the event services hand out and what their own modules need of each other
(docs/events.md): an event as the window shows it, a table of a round, an evening's table as a
game is titled; the game service the events play their tables in, and the event service as
its parts (app/services/event_field.py, event_record.py, event_rounds.py) see it."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from app.engine.entries import Amount
from app.engine.events import GameEvent
from app.events.credit import RoundOutcome
from app.events.field import Field
from app.events.standings import Standing
from app.services.event_settings import EventSettings
from app.services.permissions import Permissions
from app.services.publishing import Publisher
from app.services.results import GameView, OpResult
from app.services.writing import Clock
from app.store.backend import Backend
from app.store.event_protocol import EventId, EventKind, EventStore, RoundRow
from app.store.protocol import GameId

if TYPE_CHECKING:
    from app.services.stats import StatsService


class TableGames(Protocol):
    """What the events need of the game service whose backend keeps them (a
    :class:`~app.services.GameService`: a table's game is played there)."""

    clock: Clock
    on_server_lost: Callable[[], None] | None
    publisher: Publisher

    @property
    def backend(self) -> Backend: ...

    def permissions(self) -> Permissions: ...

    @property
    def stats(self) -> StatsService: ...

    def game(self, game_id: GameId) -> GameView: ...

    def export_game(self, game_id: GameId) -> dict[str, Any]: ...

    def record(self, game_id: GameId, event: GameEvent, expected_seq: int) -> OpResult: ...

    def wait_for_commit(self) -> None: ...


@dataclass(frozen=True, slots=True)
class EventView:
    """An event as the event window shows it."""

    id: EventId
    name: str
    kind: EventKind
    date: str
    players: tuple[str, ...]
    settings: EventSettings
    rounds: tuple[RoundRow, ...]

    @property
    def current_round(self) -> RoundRow | None:
        """The newest round (seated or started), ``None`` before the first."""
        return self.rounds[-1] if self.rounds else None


@dataclass(frozen=True, slots=True)
class TableView:
    """One table of a round: who sits where, its game and its provisional result."""

    number: int
    players: tuple[str, ...]
    game_id: GameId | None
    deals_played: int
    finished: bool
    result: dict[str, Amount]
    """Each seat's settlement result in whists so far (empty before the round starts), by
    the name the seat's game knows it by (its first player)."""
    stopped_by_time: bool = False
    """The clock ended the game before its pools closed (docs/events.md §The time-out rule)."""
    holders: tuple[str, ...] = ()
    """Who sits in each seat now, after the round's substitutes (``players`` when none)."""


@dataclass(frozen=True, slots=True)
class TableName:
    """An evening's table as a game is titled: «Пятница, тур 1, стол 2»."""

    event_id: EventId
    event: str
    round: int
    table: int


class EventsAt(Protocol):
    """The event service as its own modules use it."""

    @property
    def games(self) -> TableGames: ...

    @property
    def store(self) -> EventStore: ...

    def event(self, event_id: EventId) -> EventView: ...

    def tables(self, event_id: EventId, number: int) -> tuple[TableView, ...]: ...

    def standings(
        self, event_id: EventId, upto: int | None = None, *, count_open: bool = False
    ) -> tuple[Standing, ...]: ...

    def require_organiser(self) -> None: ...

    def writing(self) -> AbstractContextManager[None]: ...

    def outcomes(self, view: EventView, field: Field) -> list[RoundOutcome]: ...

    def field_of(self, view: EventView) -> Field: ...
