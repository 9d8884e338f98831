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
) -> GameState:
    """The fold's state after ``events``, still open to more (the services extend it)."""
    state = GameState.start(rules, players, first_dealer, incidents)
    for event_id, event in events:
        apply_event(state, event_id, event)
    return state


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
            deal_number=state.deals_played if isinstance(event, Deal | Raspasy) else None,
        )
    state.outcomes.append(outcome)
    return outcome


def _apply(state: GameState, event_id: int, event: GameEvent) -> EventOutcome | None:
    if isinstance(event, Deal | Raspasy):
        # An incident's consequences for this deal (forced pass, raspasy), then consumed.
        check_next_deal(state.next_deal_limits, event)
        state.next_deal_limits.clear()
    if isinstance(event, Deal):
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
