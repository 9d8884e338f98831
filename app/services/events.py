"""Club evenings and tournaments: events, their rounds' seating, each table's game and the
standings (docs/events.md). The interface and the command line call only this.

An event keeps its players and settings; each round's seating is proposed by
:func:`app.events.seating.seat_round` (new opponents, Swiss-like by the standings so far), may be
edited by hand, and becomes final when the round starts: then every table gets an ordinary game
with the event's rules (first dealer: the first seat), linked to the event and round in the same
transaction. Standings read each table's settlement — provisional while the game is unfinished.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import ParamSpec, Protocol, TypeVar

from app.engine.entries import Amount
from app.engine.names import normalize_name
from app.events.seating import Seating, meetings, seat_round
from app.events.standings import Standing, TableResult, standings
from app.services.entered_names import refuse_entered
from app.services.event_settings import EventSettings
from app.services.permissions import Permissions
from app.services.publishing import Publisher
from app.services.refusals import server_refusal
from app.services.results import Changes, GameMark, GameView, RoundMark, ServiceError, store_code
from app.services.seating_check import seating_problem
from app.services.writing import Clock, stamp, write_transaction
from app.store.backend import Backend
from app.store.errors import StoreError
from app.store.event_protocol import EventId, EventKind, EventRow, EventStore, RoundRow
from app.store.protocol import GameId

P = ParamSpec("P")
R = TypeVar("R")


def _guarded(method: Callable[P, R]) -> Callable[P, R]:
    """A store failure becomes a coded ``ServiceError``, as in :class:`GameService`."""

    @functools.wraps(method)
    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        service = args[0]
        assert isinstance(service, EventService)
        service.games.wait_for_commit()  # the connection is the COMMIT in flight's until it ends
        try:
            return method(*args, **kwargs)
        except StoreError as error:
            if error.code is not None:
                # A club server's failure: unreachable (worth retrying) or refused.
                raise server_refusal(error, service.games.on_server_lost) from None
            code = store_code(error.kind)
            raise ServiceError(code, detail=error.detail) from None

    return call


class TableGames(Protocol):
    """What the events need of the game service whose backend keeps them (a
    :class:`~app.services.GameService`: a table's game is played there)."""

    clock: Clock
    on_server_lost: Callable[[], None] | None
    publisher: Publisher

    @property
    def backend(self) -> Backend: ...

    def permissions(self) -> Permissions: ...

    def game(self, game_id: GameId) -> GameView: ...

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
    """Each player's settlement result in whists so far (empty before the round starts)."""


class EventService:
    """Events of one database, beside the games of ``games`` (sharing its backend):
    ``service.events`` of a :class:`~app.services.GameService`."""

    def __init__(self, games: TableGames) -> None:
        backend = games.backend
        events = backend.events
        if events is None:
            raise ServiceError("events_unsupported", location=backend.location)
        self._games = games
        self._events: EventStore = events

    @property
    def games(self) -> TableGames:
        """The game service whose backend keeps the events (a table's game is played there)."""
        return self._games

    def _writing(self) -> AbstractContextManager[None]:
        """The games' write transaction (refused at once when they take no writes)."""
        return write_transaction(self._games.backend.games, self._games.permissions().refusal)

    @property
    def may_organise(self) -> bool:
        """Whether this user may create events, seat and start rounds (a club server's admin,
        or a writable file); the server refuses anyone else whatever the app does."""
        return self._games.permissions().organise_events

    def require_organiser(self) -> None:
        """Refuse (``events_organiser_only``) a club server's scorer or viewer before an
        organiser's action; a read-only file is refused by its store in its own words."""
        permissions = self._games.permissions()
        if permissions.role != "file" and not permissions.organise_events:
            raise ServiceError("events_organiser_only")

    # -- events ---------------------------------------------------------------------------

    @_guarded
    def create_event(
        self,
        name: str,
        kind: EventKind,
        date: str,
        players: Sequence[str],
        settings: EventSettings,
    ) -> EventId:
        """A new event. Refuses a blank name, a repeated player and fewer than three players."""
        self.require_organiser()
        names = [normalize_name(p) for p in players]
        if not name.strip():
            raise ServiceError("event_name_empty")
        refuse_entered(name.strip(), *names)
        if kind not in ("evening", "tournament"):
            raise ServiceError("event_kind", kind=kind)
        problem = seating_problem(names, four_handed=settings.four_handed)
        if problem is not None:
            raise problem
        with self._writing():
            event_id = self._events.create_event(
                name.strip(), kind, date, names, settings.to_dict(), stamp(self._games.clock)
            )
        self._games.publisher.publish(Changes(rounds=(RoundMark(event_id),)))
        return event_id

    @_guarded
    def list_events(self) -> list[EventRow]:
        return self._events.list_events()

    @_guarded
    def event(self, event_id: EventId) -> EventView:
        row = self._events.event(event_id)
        if row is None:
            raise ServiceError("club_event_unknown", event_id=event_id)
        return EventView(
            row.id,
            row.name,
            row.kind,
            row.date,
            row.players,
            EventSettings.from_dict(row.settings),
            tuple(self._events.rounds(event_id)),
        )

    # -- seating --------------------------------------------------------------------------

    @_guarded
    def propose_seating(self, event_id: EventId) -> Seating:
        """The next round's seating: new opponents first, then players of similar standing
        together (docs/events.md §Seating). Refused while the newest round has not started."""
        view = self.event(event_id)
        if view.rounds and not view.rounds[-1].started:
            raise ServiceError("round_not_started", round=view.rounds[-1].number)
        earlier = [Seating(r.tables, r.byes) for r in view.rounds]
        order = [line.player for line in self.standings(event_id)] if earlier else None
        return seat_round(
            view.players,
            earlier,
            seed=view.settings.seed,
            first_round=view.settings.first_round,
            ratings=view.settings.ratings,
            standings=order,
            four_handed=view.settings.four_handed,
        )

    @_guarded
    def save_seating(self, event_id: EventId, number: int, seating: Seating) -> None:
        """Record round ``number``'s seating (proposed, or edited by hand) before it starts."""
        self.require_organiser()
        view = self.event(event_id)
        started = [r.number for r in view.rounds if r.started]
        if number != len(started) + 1:
            raise ServiceError("round_number", round=number, next_round=len(started) + 1)
        _check_seating(view.players, seating)
        now = stamp(self._games.clock)
        with self._writing():
            self._events.save_round(event_id, number, seating.tables, seating.byes, now)
        self._games.publisher.publish(Changes(rounds=(RoundMark(event_id, number, now),)))

    @_guarded
    def seating(self, event_id: EventId, number: int) -> Seating:
        return Seating(*_round(self.event(event_id), number)[1:3])

    @_guarded
    def repeats(self, event_id: EventId) -> dict[frozenset[str], int]:
        """Pairs who met more than once over the event's rounds, and how often they met."""
        view = self.event(event_id)
        met = meetings([Seating(r.tables, r.byes) for r in view.rounds])
        return {pair: count for pair, count in met.items() if count > 1}

    # -- rounds ---------------------------------------------------------------------------

    @_guarded
    def start_round(self, event_id: EventId, number: int) -> tuple[GameId, ...]:
        """Create every table's game with the event's rules and link them; all or nothing."""
        self.require_organiser()
        view = self.event(event_id)
        row = _round(view, number)[0]
        if row.started:
            raise ServiceError("round_started", round=number)
        rules = view.settings.rules
        now = stamp(self._games.clock)
        store = self._games.backend.games
        with self._writing():
            games = tuple(
                store.create_game(table, rules.to_dict(), table[0], now) for table in row.tables
            )
            self._events.start_round(event_id, number, games, now)
        publisher = self._games.publisher
        for game_id in games:
            publisher.learn_round(game_id, event_id, number)
        started = RoundMark(event_id, number, row.saved_at, now)
        publisher.publish(
            Changes(
                game_list=True,
                summaries=True,
                games=tuple(GameMark(game_id, 0, "open") for game_id in games),
                rounds=(started,),
            )
        )
        return games

    @_guarded
    def tables(self, event_id: EventId, number: int) -> tuple[TableView, ...]:
        """Round ``number``'s tables with each game's deals and provisional result."""
        row = _round(self.event(event_id), number)[0]
        out = []
        for index, table in enumerate(row.tables):
            if not row.started:
                out.append(TableView(index + 1, table, None, 0, False, {}))
                continue
            game_id = row.games[index]
            game = self._games.game(game_id)
            out.append(
                TableView(
                    index + 1,
                    table,
                    game_id,
                    game.sheet.table.deals_played,
                    game.sheet.finished,
                    dict(game.settlement.result),
                )
            )
        return tuple(out)

    @_guarded
    def standings(self, event_id: EventId, upto: int | None = None) -> tuple[Standing, ...]:
        """The standings over the started rounds (up to round ``upto``), unfinished tables
        counted at their last complete deal (docs/events.md §Standings)."""
        view = self.event(event_id)
        rounds = [r for r in view.rounds if r.started and (upto is None or r.number <= upto)]
        results = [
            TableResult(
                r.number,
                table.result,
                table=table.number,
                deals=table.deals_played,
                finished=table.finished,
            )
            for r in rounds
            for table in self.tables(event_id, r.number)
        ]
        settings = view.settings
        return standings(
            view.players,
            results,
            settings.formula,
            rounds=max((r.number for r in rounds), default=0),
            byes={r.number: r.byes for r in rounds},
            bye_points=settings.bye_points,
            tie_breaks=settings.tie_breaks,
            count_open=True,
        )


def _round(
    view: EventView, number: int
) -> tuple[RoundRow, tuple[tuple[str, ...], ...], tuple[str, ...]]:
    for row in view.rounds:
        if row.number == number:
            return row, row.tables, row.byes
    raise ServiceError("round_unknown", event_id=view.id, round=number)


def _check_seating(players: Sequence[str], seating: Seating) -> None:
    """Every player of the event seated or resting exactly once, tables of three or four."""
    if not seating.tables:
        raise ServiceError("seating_no_tables")
    for table in seating.tables:
        if len(table) not in (3, 4):
            raise ServiceError("seating_table_size", size=len(table), names=", ".join(table))
    everyone = Counter(seating.players())
    twice = sorted(name for name, count in everyone.items() if count > 1)
    strangers = sorted(set(everyone) - set(players))
    missing = sorted(set(players) - set(everyone))
    for code, names in (
        ("seating_twice", twice),
        ("seating_stranger", strangers),
        ("seating_missing", missing),
    ):
        if names:
            raise ServiceError(code, names=", ".join(names))
