"""One game folded into its summary: every counter of docs/statistics.md, per player.

Pure: a game's rules, seating and effective events in, a :class:`GameSummary` out. Only what is
in effect now counts — :func:`app.engine.history.replay` has already dropped undone actions and
put each correction in its target's place — and an incident that carries a deal counts as that
deal, as played at the table (docs/statistics.md, "What counts").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from app.engine.entries import Amount, Entry
from app.engine.events import Deal, GameEvent, Incident, Raspasy
from app.engine.gamefile import parse_event
from app.engine.model import Call, Column
from app.engine.rules import Rules
from app.engine.settlement import settle_sheet
from app.engine.sheet import apply_event
from app.engine.state import EventOutcome, GameState, active_players
from app.stats.summary import (
    AMOUNTS,
    COUNTERS,
    SUMMARY_VERSION,
    GameSummary,
    PenaltyLine,
    PlayerLine,
)

RESPONSIBILITY_RULES = frozenset({"whist_shortfall"})
"""Provenance codes of whister responsibility (scoring-conventions A.8, app/engine/scoring.py)."""

_DEAL_CODES = frozenset(
    {
        "game_made",
        "game_unplayed",
        "half_whist",
        "whists_for_tricks",
        "remiz",
        "consolation",
        "whist_shortfall",
        "misere_made",
        "misere_failed",
        "raspasy_tricks",
        "raspasy_zero_bonus",
        "raspasy_rostov_whists",
        "raspasy_resting_dealer",
        "talon_whists",
        "help_pool",
        "help_whists",
        "overflow_remainder",
        "mountain_first",
        "conceded_three_down",
        "totus_bonus",
        "manual",
    }
)
"""Entry codes of ordinary scoring: an incident's entry with any other code is its penalty."""


@dataclass(frozen=True, slots=True)
class GameSource:
    """What a summary is built from: the game row's facts and its effective events."""

    game_id: int
    last_seq: int
    players_text: str
    created_at: str
    finished: bool
    rules: Rules
    players: tuple[str, ...]
    first_dealer: str
    effective: Sequence[tuple[int, GameEvent]]


class _Tally:
    """Counters, amounts and penalties of every player while one game is walked."""

    def __init__(self, players: Sequence[str]) -> None:
        self.counters: dict[str, Counter[str]] = {p: Counter() for p in players}
        self.amounts: dict[str, dict[str, Amount]] = {p: {} for p in players}
        self.penalties: dict[str, dict[str, list[Amount]]] = {p: {} for p in players}

    def count(self, player: str, name: str, by: int = 1) -> None:
        self.counters[player][name] += by

    def add(self, player: str, name: str, amount: Amount) -> None:
        amounts = self.amounts[player]
        amounts[name] = amounts.get(name, 0) + amount


def summarize(source: GameSource) -> GameSummary:
    """Fold the game event by event and count what each effective event did.

    Raises the engine's errors for a game that cannot be folded (the caller records it as
    damaged).
    """
    players = source.players
    state = GameState.start(source.rules, players, source.first_dealer, _score_incident)
    tally = _Tally(players)
    for seq, event in source.effective:
        dealer = state.table.dealer
        outcome = apply_event(state, seq, event)
        entries = outcome.entries
        if isinstance(event, Deal):
            _count_deal(tally, event, entries, _active(players, event.dealer or dealer))
        elif isinstance(event, Raspasy):
            _count_raspasy(tally, event, _active(players, event.dealer or dealer))
        elif isinstance(event, Incident):
            _count_incident(tally, event, _active_for(players, dealer, event), entries)
    sheet = state.freeze()
    deals = state.deals_played
    settlement = settle_sheet(sheet)
    lines = []
    for seat, player in enumerate(players):
        result = settlement.result[player]
        tally.count(player, "games")
        tally.count(player, "deals", deals)
        if result > 0:
            tally.count(player, "wins")
        tally.add(player, "result", result)
        # Money exact (result × whist price), not the settlement's kopecks: rounding each
        # game gives one of two equal results the odd kopeck (E.8), and sums of rounded
        # games drift; figures round once, when shown (docs/statistics.md, "Money").
        tally.add(player, "money", Fraction(result) * source.rules.whist_price)
        counters = tally.counters[player]
        amounts = tally.amounts[player]
        lines.append(
            PlayerLine(
                player,
                seat,
                {name: counters[name] for name in COUNTERS},
                {name: _normal(amounts.get(name, 0)) for name in AMOUNTS},
                tuple(
                    PenaltyLine(rule, len(points), _normal(sum(points, start=Fraction(0))))
                    for rule, points in sorted(tally.penalties[player].items())
                ),
            )
        )
    return GameSummary(
        game_id=source.game_id,
        last_seq=source.last_seq,
        version=SUMMARY_VERSION,
        players_text=source.players_text,
        created_at=source.created_at,
        preset=source.rules.preset,
        deals=deals,
        finished=source.finished,
        lines=tuple(lines),
    )


def _active(players: tuple[str, ...], dealer: str) -> tuple[str, ...]:
    return active_players(players, dealer)


def _active_for(players: tuple[str, ...], dealer: str, incident: Incident) -> tuple[str, ...]:
    carried = _carried(incident)
    if carried is not None and carried.dealer is not None:
        dealer = carried.dealer
    return active_players(players, dealer)


def _carried(incident: Incident) -> Deal | Raspasy | None:
    """The deal an incident carries (its ``deal`` fact), or ``None``."""
    raw = incident.facts.get("deal")
    if not isinstance(raw, Mapping):
        return None
    event = parse_event(raw, where="deal")
    return event if isinstance(event, Deal | Raspasy) else None


def _count_deal(
    tally: _Tally, deal: Deal, entries: Iterable[Entry], active: tuple[str, ...]
) -> None:
    """Declarer and defender counters of one ordered contract (docs/statistics.md); ``active``
    are the three who were dealt cards (all three players, or all but the resting dealer)."""
    declarer = deal.declarer
    contract = deal.contract
    taken = deal.tricks.get(declarer)
    entries = tuple(entries)
    if contract.level is None:  # misère: always played (A.11)
        tally.count(declarer, "misere_played")
        if not taken:
            tally.count(declarer, "misere_made")
        else:
            tally.count(declarer, "misere_caught")
            tally.count(declarer, "misere_caught_tricks", taken)
    else:
        level = contract.level
        tally.count(declarer, f"declared_{level}")
        if deal.conceded:
            tally.count(declarer, f"failed_{level}")
            tally.count(declarer, f"undertricks_{level}", 3)
        elif taken is None:  # nobody whisted, or a half-whist stood: made without play (A.3)
            tally.count(declarer, f"made_{level}")
        elif taken >= level:
            tally.count(declarer, f"made_{level}")
            tally.count(declarer, f"made_played_{level}")
            tally.count(declarer, f"overtricks_{level}", taken - level)
        else:
            tally.count(declarer, f"failed_{level}")
            tally.count(declarer, f"undertricks_{level}", level - taken)
        made = not deal.conceded and (taken is None or taken >= level)
        for defender, call in deal.calls.items():
            if defender not in tally.counters or defender == declarer:
                continue
            tally.count(defender, _CALL_COUNTERS[call])
            if call is Call.WHIST and taken is not None and not deal.conceded:
                tally.count(defender, "whists_lost" if made else "whists_won")
    for entry in entries:
        if entry.player == declarer:
            continue
        if entry.column is Column.WHISTS and entry.on == declarer:
            # Whists written defending: by a defender, or by a resting dealer who whisted
            # (resting_dealer_may_whist). A resting dealer who did not whist defended nothing:
            # his consolation and talon whists (A.7, A.14) are a figure of their own.
            defended = entry.player in active or deal.calls.get(entry.player) is Call.WHIST
            figure = "whists_written" if defended else "resting_whists"
            tally.add(entry.player, figure, entry.amount)
        elif entry.column is Column.MOUNTAIN and entry.rule in RESPONSIBILITY_RULES:
            tally.add(entry.player, "responsibility", entry.amount)


_CALL_COUNTERS = {Call.WHIST: "whist_calls", Call.PASS: "pass_calls", Call.HALF: "half_calls"}


def _count_raspasy(tally: _Tally, raspasy: Raspasy, active: tuple[str, ...]) -> None:
    """Raspasy counters of the three who played it (a resting dealer's talon is not his)."""
    for player in active:
        tricks = raspasy.tricks.get(player, 0)
        tally.count(player, "raspasy_played")
        tally.count(player, "raspasy_tricks", tricks)
        if tricks == 0:
            tally.count(player, "raspasy_zero")


def _count_incident(
    tally: _Tally, incident: Incident, active: tuple[str, ...], entries: tuple[Entry, ...]
) -> None:
    """A carried deal counts as that deal; the penalty counts against whom it is written."""
    carried = _carried(incident)
    if isinstance(carried, Deal):
        _count_deal(tally, carried, entries, active)
    elif isinstance(carried, Raspasy):
        _count_raspasy(tally, carried, active)
    points: dict[str, Amount] = {}
    for entry in entries:
        if entry.rule in _DEAL_CODES:
            continue
        if entry.column is Column.MOUNTAIN:
            points[entry.player] = points.get(entry.player, 0) + entry.amount
        elif entry.column is Column.POOL and entry.amount < 0:
            points[entry.player] = points.get(entry.player, 0) - entry.amount
    violator = incident.facts.get("violator")
    if isinstance(violator, str) and violator in tally.counters:
        points.setdefault(violator, 0)
    for player, amount in points.items():
        if player not in tally.counters:
            continue
        tally.penalties[player].setdefault(incident.rule, []).append(amount)
        tally.count(player, "penalties")


def _normal(value: Amount) -> Amount:
    if isinstance(value, Fraction) and value.denominator == 1:
        return value.numerator
    return value


def _score_incident(state: GameState, incident: Incident, event_id: int) -> EventOutcome:
    """The fold's incident handler: the penalty catalogue, imported at the first incident."""
    from app.penalties import apply_incident

    return apply_incident(state, incident, event_id)
