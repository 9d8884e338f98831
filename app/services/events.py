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
from typing import TYPE_CHECKING, ParamSpec, TypeVar

import app.services.event_field as event_field
import app.services.event_record as event_record
import app.services.event_rounds as event_rounds
from app.engine.names import normalize_name
from app.events.credit import RoundOutcome
from app.events.field import Field, seat_holders
from app.events.seating import Seating, SeatingError, meetings, seat_round
from app.events.standings import Standing
from app.services.entered_names import refuse_entered
from app.services.event_field import ChangeView, FieldView
from app.services.event_rounds import Seeding
from app.services.event_settings import EventSettings
from app.services.event_standings import outcomes, standings_of, stopped_by_time
from app.services.event_views import EventView, TableGames, TableName, TableView
from app.services.refusals import server_refusal
from app.services.results import (
    Changes,
    GameMark,
    RoundMark,
    ServiceError,
    store_code,
)
from app.services.seating_check import seating_problem
from app.services.writing import stamp, write_transaction
from app.store.errors import StoreError
from app.store.event_protocol import EventId, EventKind, EventRow, EventStore, RoundRow
from app.store.protocol import GameId

if TYPE_CHECKING:
    pass

__all__ = [
    "ChangeView",
    "EventService",
    "EventView",
    "FieldView",
    "Seeding",
    "TableName",
    "TableView",
]

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
        members = self.members(view)
        order = [line.player for line in self.standings(event_id)] if earlier else None
        ratings = view.settings.ratings
        if not earlier and view.settings.first_round == "rating" and not ratings:
            ratings = self.seeding(event_id).ratings
        try:
            return seat_round(
                members,
                earlier,
                seed=view.settings.seed,
                first_round=view.settings.first_round,
                ratings=ratings,
                standings=order,
                four_handed=view.settings.four_handed,
            )
        except SeatingError as error:
            raise ServiceError("seating_invalid", reason=error.code, detail=str(error)) from None

    def field_of(self, view: EventView) -> Field:
        """The event's field: its players and every change recorded."""
        return event_field.field_of(self, view)

    def members(self, view: EventView) -> tuple[str, ...]:
        """The players of the next round: the event's field (docs/events.md §The field)."""
        field = event_field.field_of(self, view)
        return field.members(len([r for r in view.rounds if r.started]) + 1, self.removed(view))

    def removed(self, view: EventView) -> dict[str, int]:
        return event_field.removed_of(self, view, event_field.field_of(self, view))

    @_guarded
    def save_seating(self, event_id: EventId, number: int, seating: Seating) -> None:
        """Record round ``number``'s seating (proposed, or edited by hand) before it starts."""
        self.require_organiser()
        view = self.event(event_id)
        started = [r.number for r in view.rounds if r.started]
        if number != len(started) + 1:
            raise ServiceError("round_number", round=number, next_round=len(started) + 1)
        _check_seating(self.members(view), seating)
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
        view = self.event(event_id)
        row = _round(view, number)[0]
        field = event_field.field_of(self, view)
        seats = seat_holders(row.tables, field.substitutions(number))
        out = []
        for index, table in enumerate(row.tables):
            if not row.started:
                out.append(TableView(index + 1, table, None, 0, False, {}, holders=table))
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
                    stopped_by_time(game.sheet),
                    tuple(seats[index]),
                )
            )
        return tuple(out)

    @_guarded
    def standings(
        self, event_id: EventId, upto: int | None = None, *, count_open: bool = False
    ) -> tuple[Standing, ...]:
        """The standings over the started rounds (up to round ``upto``): finished tables
        counted, those still playing apart unless ``count_open`` (docs/events.md
        §Standings)."""
        view = self.event(event_id)
        field = event_field.field_of(self, view)
        removed = event_field.removed_of(self, view, field)
        return standings_of(self, view, field, removed, upto=upto, count_open=count_open)

    def outcomes(self, view: EventView, field: Field) -> list[RoundOutcome]:
        """Each started round as the standings count it."""
        return outcomes(self, view, field)

    # -- the field changing during the event (app/services/event_field.py) ------------------

    @property
    def store(self) -> EventStore:
        """The backend's event store (for the services' own modules)."""
        return self._events

    def writing(self) -> AbstractContextManager[None]:
        """The games' write transaction, which the events share."""
        return self._writing()

    @_guarded
    def field(self, event_id: EventId) -> FieldView:
        """Who plays the next round, everyone's standing in the field, every change."""
        return event_field.field_view(self, event_id)

    @_guarded
    def enter(self, event_id: EventId, name: str) -> int:
        """A late entry from the next round; the change's number."""
        return event_field.enter(self, event_id, name)

    @_guarded
    def withdraw(self, event_id: EventId, name: str) -> int:
        """A withdrawal from the next round; the change's number."""
        return event_field.withdraw(self, event_id, name)

    @_guarded
    def reinstate(self, event_id: EventId, name: str) -> int:
        """A player removed by the threshold plays again from the next round."""
        return event_field.reinstate(self, event_id, name)

    @_guarded
    def substitute(
        self,
        event_id: EventId,
        table: int,
        leaving: str,
        incoming: str,
        after_deals: int | None = None,
    ) -> int:
        """A substitute takes a seat of the round being played (docs/events.md
        §Substitutes)."""
        return event_field.substitute(self, event_id, table, leaving, incoming, after_deals)

    @_guarded
    def holders(self, event_id: EventId) -> list[list[str]]:
        """Who sits in each seat of the round being played, now."""
        return event_field.holders(self, event_id)

    @_guarded
    def cut(self, event_id: EventId, keep: int, carry: bool = True) -> int:
        """Keep the top ``keep`` for a final from the next round."""
        return event_field.cut(self, event_id, keep, carry)

    @_guarded
    def undo_change(self, event_id: EventId, seq: int) -> int:
        """Take back the change ``seq``; the undo's own number."""
        return event_field.undo(self, event_id, seq)

    # -- cancelling a round, titles, seeding ------------------------------------------------

    @_guarded
    def cancel_round(self, event_id: EventId, number: int) -> None:
        """A seated round forgotten, or a round started by mistake undone while nothing is
        played at any table: its games are deleted (docs/events.md §Cancelling a round)."""
        event_rounds.cancel(self, event_id, number)

    @_guarded
    def table_name(self, game_id: GameId) -> TableName | None:
        """The evening, round and table ``game_id`` is played at (``None``: an ordinary
        game): «Пятница, тур 1, стол 2»."""
        found = self._events.round_of(game_id)
        if found is None:
            return None
        event_id, number = found
        view = self.event(event_id)
        row = _round(view, number)[0]
        return TableName(event_id, view.name, number, row.games.index(game_id) + 1)

    @_guarded
    def table_names(self) -> dict[GameId, TableName]:
        """Every evening's game with its event, round and table (the game list's titles)."""
        out: dict[GameId, TableName] = {}
        for event in self._events.list_events():
            for row in self._events.rounds(event.id):
                for index, game_id in enumerate(row.games, start=1):
                    out[game_id] = TableName(event.id, event.name, row.number, index)
        return out

    @_guarded
    def seeding(self, event_id: EventId) -> Seeding:
        """The ratings a first round seeded by rating uses, and which figure they are
        (docs/events.md §Seeding)."""
        return event_rounds.seeding(self, self.event(event_id))

    # -- results recorded into a table's game (app/services/event_record.py) -----------------

    @_guarded
    def record_game(self, event_id: EventId, number: int, table: int, data: object) -> int:
        """A table's game recorded from a ``pulka-game`` document; the deals written."""
        return event_record.record_game(self, event_id, number, table, data)

    @_guarded
    def record_deals(
        self, event_id: EventId, number: int, table: int, events: Sequence[object]
    ) -> int:
        """Deals recorded at a table, one by one, as the ``events`` of a game file."""
        return event_record.record_deals(self, event_id, number, table, events)


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
