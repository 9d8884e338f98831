"""The sheet as a fold over a game's events: replaying the facts with the game's rules.

``fold`` is deterministic and pure: the same rules, players and events always give the same
sheet. Each event is identified by an integer id (its sequence number in the store, or its
1-based position in a ``pulka-game`` file) that every entry it produces carries.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from app.engine.entries import MAX_AMOUNT
from app.engine.errors import InvalidDeal, InvalidGame
from app.engine.events import Deal, GameEvent, Incident, ManualEntry, Raspasy, event_kind
from app.engine.model import Column
from app.engine.next_deal import check_next_deal
from app.engine.raspasy import contract_ends_streak, play_raspasy
from app.engine.rules import Rules
from app.engine.scoring import check_deal, score_deal
from app.engine.state import EventOutcome, GameState, IncidentHandler, Sheet


def fold(
    rules: Rules,
    players: Sequence[str],
    first_dealer: str,
    events: Iterable[tuple[int, GameEvent]],
    incidents: IncidentHandler | None = None,
) -> Sheet:
    """The sheet after ``events`` (pairs of event id and event), in order.

    ``incidents`` scores Incident events (the penalty catalogue's ``apply_incident``); a game
    with an incident and no handler is refused.
    """
    return fold_state(rules, players, first_dealer, events, incidents).freeze()


def fold_state(
    rules: Rules,
    players: Sequence[str],
    first_dealer: str,
    events: Iterable[tuple[int, GameEvent]],
    incidents: IncidentHandler | None = None,
    points: list[FoldPoint] | None = None,
) -> GameState:
    """The fold's state after ``events``, still open to more (the services extend it).

    With ``points``, a :class:`FoldPoint` is appended every :data:`POINT_EVERY` events: where
    a later fold of mostly the same events can start (:func:`fold_onto`).
    """
    state = GameState.start(rules, players, first_dealer, incidents)
    return fold_onto(state, events, 0, points)


def fold_onto(
    state: GameState,
    events: Iterable[tuple[int, GameEvent]],
    done: int = 0,
    points: list[FoldPoint] | None = None,
) -> GameState:
    """``state`` (the fold of ``done`` events) extended with ``events``; with ``points``, a
    :class:`FoldPoint` appended at every multiple of :data:`POINT_EVERY` events reached."""
    for event_id, event in events:
        apply_event(state, event_id, event)
        done += 1
        if points is not None and done % POINT_EVERY == 0:
            points.append(FoldPoint(state, done))
    return state


POINT_EVERY = 64
"""Events between two :class:`FoldPoint`: an undo of the last deal of a 5,000-deal game then
refolds at most 64 deals, not 5,000 (issue 30); a point is a few dozen numbers."""


class FoldPoint:
    """The fold as it stood after its first ``done`` events, kept to start from again.

    The fold only ever appends to its entries, outcomes and cells' running values, so a later
    state of the same fold holds this one's as prefixes: a point keeps their lengths, and copies
    of what the fold overwrites (totals, table, offences, the next deal's limits).
    :meth:`restore` makes the state as it was, from any later state of the same fold — the same
    values, in the same order, as folding those ``done`` events again
    (tests/services/test_refold.py).
    """

    __slots__ = (
        "cells",
        "dealer_index",
        "deals_played",
        "done",
        "entries",
        "last_contract",
        "mountain",
        "next_deal_limits",
        "offences",
        "outcomes",
        "pool",
        "raspasy_streak",
        "whists",
    )

    def __init__(self, state: GameState, done: int) -> None:
        self.done = done
        self.entries = len(state.entries)
        self.outcomes = len(state.outcomes)
        self.cells = {key: len(values) for key, values in state.cells.items()}
        self.pool = dict(state.pool)
        self.mountain = dict(state.mountain)
        self.whists = {player: dict(row) for player, row in state.whists.items()}
        self.offences = dict(state.offences)
        self.next_deal_limits = list(state.next_deal_limits)
        self.dealer_index = state.dealer_index
        self.raspasy_streak = state.raspasy_streak
        self.deals_played = state.deals_played
        self.last_contract = state.last_contract

    def restore(self, later: GameState) -> GameState:
        """A new state, this point's, from ``later`` (the same fold, at or after this point)."""
        return GameState(
            rules=later.rules,
            players=later.players,
            dealer_index=self.dealer_index,
            pool=dict(self.pool),
            mountain=dict(self.mountain),
            whists={player: dict(row) for player, row in self.whists.items()},
            entries=later.entries[: self.entries],
            cells={key: later.cells[key][:n] for key, n in self.cells.items()},
            outcomes=later.outcomes[: self.outcomes],
            raspasy_streak=self.raspasy_streak,
            deals_played=self.deals_played,
            last_contract=self.last_contract,
            time_up=False,  # the fold's own value: the services say when time is up
            offences=dict(self.offences),
            next_deal_limits=list(self.next_deal_limits),
            incidents=later.incidents,
        )


def apply_event(state: GameState, event_id: int, event: GameEvent) -> EventOutcome:
    """Apply one event to the fold's state and record what it wrote.

    Raises :class:`InvalidDeal` (with the event id among its parameters) when the event cannot
    have happened; the state is then unusable, so callers fold a fresh state to preview.
    """
    first_entry = len(state.entries)
    try:
        outcome = _apply(state, event_id, event)
    except InvalidDeal as error:
        raise InvalidDeal(error.code, event=event_id, **error.params) from None
    if outcome is None:
        outcome = EventOutcome(
            event_id,
            event_kind(event),
            tuple(state.entries[first_entry:]),
            deal_number=state.deals_played if isinstance(event, _DEALS) else None,
        )
    state.outcomes.append(outcome)
    return outcome


_DEALS = (Deal, Raspasy)


def _apply(state: GameState, event_id: int, event: GameEvent) -> EventOutcome | None:
    if state.next_deal_limits and isinstance(event, _DEALS):
        # An incident's consequences for this deal (forced pass, raspasy), then consumed.
        check_next_deal(state.next_deal_limits, event)
        state.next_deal_limits.clear()
    if isinstance(event, Deal):
        if event.dealer is not None:  # an explicit dealer overrides the rotation
            state.set_dealer(event.dealer)
        checked = check_deal(state, event)
        first_entry = len(state.entries)
        score_deal(state, checked, event_id)
        state.finish_contract(
            checked.contract, ends_streak=contract_ends_streak(state, checked, first_entry)
        )
        return None
    if isinstance(event, Raspasy):
        play_raspasy(state, event, event_id)
        return None
    if isinstance(event, ManualEntry):
        apply_manual_entry(state, event, event_id)
        return None
    if isinstance(event, Incident) and state.incidents is not None:
        # The penalty rules live above the engine: the fold was handed their handler.
        return state.incidents(state, event, event_id)
    raise InvalidGame("event_unknown", event=event_id)


def check_entry_amount(amount: object, player: str) -> None:
    """Refuse what no game file or store could hold back (docs/formats.md: whole amounts and
    exact halves, ZAKAZ-7.2, at most ``MAX_AMOUNT``): written once, it would make the game
    unreadable at the next start."""
    if isinstance(amount, bool) or not isinstance(amount, int | Fraction):
        raise InvalidDeal("amount_not_integer", player=player)
    if isinstance(amount, Fraction) and amount.denominator > 2:
        raise InvalidDeal("amount_not_half", player=player, value=str(amount))
    if not -MAX_AMOUNT <= amount <= MAX_AMOUNT:
        raise InvalidDeal("entry_too_large", player=player, limit=MAX_AMOUNT)


def apply_manual_entry(state: GameState, entry: ManualEntry, event_id: int) -> None:
    """Write the typed amounts as they are: no overflow, no help (a copy of a paper sheet)."""
    state.require_player(entry.player, "player")
    amounts = [entry.pool, entry.mountain, *entry.whists.values()]
    for amount in amounts:
        check_entry_amount(amount, entry.player)
    if not any(amounts):
        raise InvalidDeal("entry_empty", player=entry.player)
    state.write(entry.player, Column.POOL, entry.pool, event_id, "manual")
    state.write(entry.player, Column.MOUNTAIN, entry.mountain, event_id, "manual")
    for other, amount in entry.whists.items():
        state.require_player(other, "whists")
        if other == entry.player:
            raise InvalidDeal("whists_on_self", player=other)
        state.write(entry.player, Column.WHISTS, amount, event_id, "manual", on=other)
