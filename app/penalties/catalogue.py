"""The penalty rule type, the registry of every rule, and the context a rule's function gets."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from app.engine.entries import Amount
from app.engine.errors import InvalidDeal
from app.engine.events import Deal, Raspasy
from app.engine.gamefile import parse_event
from app.engine.model import Call, Column, Contract
from app.engine.pool import add_to_pool
from app.engine.raspasy import contract_ends_streak, play_raspasy
from app.engine.rules import Rules
from app.engine.scoring import CheckedDeal, check_deal, score_deal
from app.engine.state import GameState
from app.penalties.facts import FactSpec
from app.penalties.outcomes import Consequence
from app.penalties.sections import SECTION_BY_ID
from app.penalties.units import (
    Level,
    comp_whists,
    cost_level,
    half_podsad,
    level_of,
    level_rank,
    raspasy_level,
)

# Deal-scoring codes that write a made game into the pool, with its overflow and help (A.12,
# D.4): what "the made contract is not written to the pool" removes.
POOL_CODES = frozenset(
    {
        "game_made",
        "game_unplayed",
        "misere_made",
        "help_pool",
        "help_whists",
        "overflow_remainder",
        "mountain_first",
    }
)
# Result codes of a deal whose amount a rule changes: relabelled with the rule id so the sheet
# shows why the mountain and the consolation are what they are.
RESULT_CODES = frozenset({"remiz", "consolation", "misere_failed"})


@dataclass(frozen=True)
class Citation:
    """Where a rule is stated: a seed file and its item numbers, or a public source."""

    source: str
    items: tuple[str, ...] = ()
    note: str = ""

    def __str__(self) -> str:
        items = ", ".join(self.items)
        text = f"{self.source} {items}".strip() if items else self.source
        return f"{text} ({self.note})" if self.note else text


@dataclass(frozen=True)
class PenaltyRule:
    """One catalogue item: identity, English text, citation, facts schema and its function.

    ``formula`` and ``consequences`` are the documented penalty and the consequences the
    function may report; ``gate`` names a rules option that must be on (house rules and the
    catalogue's options); ``example`` builds facts valid on the events ``example_setup`` returns,
    folded with ``example_options`` (the wizard preview and the docs use them).
    """

    id: str
    section: str
    title: str
    description: str
    citation: Citation
    facts: tuple[FactSpec, ...]
    apply: Callable[[Ctx], None]
    formula: str
    consequences: tuple[Consequence, ...] = ()
    gate: Callable[[Rules], str | None] | None = None
    example: Callable[[GameState], dict[str, Any]] = lambda state: {}
    example_options: Mapping[str, Any] = field(default_factory=dict)
    example_setup: Callable[[GameState], list[dict[str, Any]]] = lambda state: []
    offence_key: str | None = None
    carries_deal: bool = False
    choices: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The ``pulka rules --json`` entry."""
        return {
            "id": self.id,
            "section": self.section,
            "title": self.title,
            "description": self.description,
            "citation": {
                "source": self.citation.source,
                "items": list(self.citation.items),
                "note": self.citation.note,
            },
            "formula": self.formula,
            "consequences": [c.value for c in self.consequences],
            "carries_deal": self.carries_deal,
            "interpretations": list(self.choices),
            "facts": [f.to_dict() for f in self.facts],
        }


REGISTRY: dict[str, PenaltyRule] = {}


def register(*rules: PenaltyRule) -> None:
    for rule in rules:
        assert rule.id not in REGISTRY, rule.id
        # every section is listed once, with its title and heading (app/penalties/sections.py)
        assert rule.section in SECTION_BY_ID, (rule.id, rule.section)
        REGISTRY[rule.id] = rule


def scratch_state(state: GameState) -> GameState:
    """A copy of the totals and table with no entries: to score a deal and look at the result."""
    return GameState(
        rules=state.rules,
        players=state.players,
        dealer_index=state.dealer_index,
        pool=dict(state.pool),
        mountain=dict(state.mountain),
        whists={p: dict(row) for p, row in state.whists.items()},
        raspasy_streak=state.raspasy_streak,
        deals_played=state.deals_played,
        last_contract=state.last_contract,
        offences=dict(state.offences),
        incidents=state.incidents,
    )


@dataclass(frozen=True)
class Played:
    """What an embedded deal turned out to be."""

    checked: CheckedDeal | None
    made: bool

    @property
    def declarer(self) -> str | None:
        return self.checked.declarer if self.checked else None


def made_of(deal: CheckedDeal) -> bool:
    """Whether the (possibly adjusted) deal counts as made (A.3, A.4, A.11)."""
    if deal.contract.is_misere:
        return deal.tricks.get(deal.declarer, 0) == 0
    if deal.conceded:
        return False
    if not deal.played:
        return True
    level = deal.contract.level
    assert level is not None
    return deal.tricks[deal.declarer] >= level


class Ctx:
    """What a rule's function works with: the state, the checked facts, and the outcome so far."""

    def __init__(
        self, state: GameState, rule: PenaltyRule, facts: dict[str, Any], event: int
    ) -> None:
        self.state = state
        self.rule = rule
        self.facts = facts
        self.event = event
        self.consequences: list[Consequence] = []
        self.explanation: tuple[str, dict[str, Any]] | None = None
        self.deal_number: int | None = None

    # -- facts and units ----------------------------------------------------------------

    def __getitem__(self, name: str) -> Any:
        return self.facts[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.facts.get(name, default)

    def need(self, name: str) -> Any:
        """An optional fact that this reading (a rules option, an amount) needs after all."""
        value = self.facts.get(name)
        if value is None:
            raise self.refuse("fact_missing", fact=name)
        return value

    def L(self, level: Level) -> int:
        return cost_level(self.state, level)

    @property
    def R(self) -> int:
        return raspasy_level(self.state)

    def half_podsad(self, level: Level) -> int:
        return half_podsad(self.state, level)

    def comp_whists(self, level: Level) -> int:
        return comp_whists(self.state, level)

    def refuse(self, code: str, **params: Any) -> InvalidDeal:
        return InvalidDeal(code, rule=self.rule.id, **params)

    def require_active(self, player: str, fact: str = "violator") -> None:
        """Bidding and play offences need a player holding cards, not the resting dealer."""
        if player == self.state.table.resting:
            raise self.refuse("player_resting", fact=fact, player=player)

    # -- writing ------------------------------------------------------------------------

    def mountain(self, player: str, amount: Amount, rule: str | None = None) -> None:
        self.state.write(player, Column.MOUNTAIN, amount, self.event, rule or self.rule.id)

    def whists(self, writer: str, on: str, amount: Amount) -> None:
        """``writer`` writes ``amount`` whists on ``on`` (``on`` owes them)."""
        self.state.write(writer, Column.WHISTS, amount, self.event, self.rule.id, on=on)

    def pool(self, player: str, amount: Amount) -> None:
        add_to_pool(self.state, player, amount, self.event, self.rule.id)

    def add(self, *consequences: Consequence) -> None:
        for consequence in consequences:
            if consequence not in self.consequences:
                self.consequences.append(consequence)

    def explain(self, code: str, **params: Any) -> None:
        self.explanation = (code, params)

    def count_offence(self, player: str) -> None:
        key = (self.rule.offence_key or self.rule.id, player)
        self.state.offences[key] = self.state.offences.get(key, 0) + 1

    def compensate(self, violator: str, played: Played, level: Level | None = None) -> int:
        """comp_whists for a made contract, written against the violator (A6).

        Recommended reading: the declarer writes them on the violator; option ``each_other``:
        every other active player does. Nothing when the violator is the declarer himself and
        the recipient is the declarer, or when the deal was not a made contract.
        """
        checked = played.checked
        if checked is None or not played.made:
            return 0
        amount = self.comp_whists(level if level is not None else level_of(checked.contract))
        if self.state.rules.penalty_comp_whists_recipient == "declarer":
            receivers = [checked.declarer]
        else:
            receivers = [p for p in self.state.table.active if p != violator]
        written = 0
        for receiver in receivers:
            if receiver != violator:
                self.whists(receiver, violator, amount)
                written += amount
        return written

    # -- embedded deals -----------------------------------------------------------------

    def play(
        self,
        fact: str = "deal",
        *,
        modify: Callable[[CheckedDeal], CheckedDeal] | None = None,
        drop_pool: bool = False,
        relabel: bool = False,
        redirect_whists_to: str | None = None,
        keep_streak: bool = False,
        split_misere_with: str | None = None,
    ) -> Played:
        """Score the deal the incident carries, as the fold scores a deal, with the rule's change.

        ``modify`` adjusts the checked deal (penalty tricks, forced remiz); ``drop_pool`` leaves
        a made contract out of the pool; ``relabel`` gives remiz/consolation entries the rule's
        id; ``redirect_whists_to`` charges the defenders' whists to the violator instead of the
        declarer (PRIKUP-3.2.1, A7); ``split_misere_with`` halves a failed misère's mountain with
        that player (PRIKUP-8.2, A9). The dealer then moves on and the raspasy streak follows the
        deal (unless ``keep_streak``), exactly as for a recorded deal.
        """
        state = self.state
        event = self.deal_event(fact)
        if isinstance(event, Raspasy):
            # No rule changes a raspasy's scoring: it is written as the fold writes it.
            play_raspasy(state, event, self.event)
            self.add(Consequence.DEAL_SCORED)
            self.deal_number = state.deals_played
            return Played(None, False)
        state.set_dealer(event.dealer)
        checked = check_deal(state, event)
        scored = modify(checked) if modify else checked
        made = made_of(scored)
        scratch = scratch_state(state)
        score_deal(scratch, scored, self.event)
        first_entry = len(state.entries)
        self._replay(
            scratch,
            drop_pool=drop_pool and made,
            relabel=relabel,
            redirect=redirect_whists_to,
            declarer=checked.declarer,
            split=split_misere_with,
        )
        self.finish_deal(checked, keep_streak=keep_streak, first_entry=first_entry)
        return Played(checked, made)

    def deal_event(self, fact: str = "deal") -> Deal | Raspasy:
        """The embedded deal of ``fact`` (already checked by the schema)."""
        event = parse_event(self.facts[fact], where=fact)
        assert isinstance(event, Deal | Raspasy)
        return event

    def played_contract(self) -> Deal:
        """The embedded contract of a rule about play (Кодекс 3.4.9, club ZAKAZ 1.1, 5.1): a
        misère, or a contract somebody whisted (A.3). Two passes or a half-whist mean no trick
        was played, so the incident cannot have happened; so does a game given up three down.
        A half-whist played under ``half_whist_played`` has its tricks, so it was played."""
        event = self.deal_event()
        assert isinstance(event, Deal)  # the schema admits contracts only
        played = (
            event.contract.is_misere
            or Call.WHIST in event.calls.values()
            or any(event.tricks.values())
        )
        if event.conceded or not played:
            raise self.refuse("deal_not_played")
        return event

    def require_at_least(self, contract: Contract, bid: Level) -> None:
        """The contract ordered after the bidding is not below its last bid (club PRIKUP 3.2:
        the talon is taken «на старшую заявку»)."""
        if contract.bid_rank < level_rank(bid):
            raise self.refuse("contract_below_bid", contract=contract.code, bid=bid)

    def finish_deal(
        self, checked: CheckedDeal, *, keep_streak: bool = False, first_entry: int | None = None
    ) -> None:
        """After an embedded contract: streak (unless kept or not ended by this kind of
        contract, ``raspasy_streak_end``), last contract, next dealer. ``first_entry``: where
        the deal's own entries begin (for the shortfall test of that option)."""
        start = len(self.state.entries) if first_entry is None else first_entry
        ends = contract_ends_streak(self.state, checked, start)
        self.state.finish_contract(checked.contract, keep_streak=keep_streak, ends_streak=ends)
        self.deal_number = self.state.deals_played
        self.add(Consequence.DEAL_SCORED)

    def _replay(
        self,
        scratch: GameState,
        *,
        drop_pool: bool,
        relabel: bool,
        redirect: str | None,
        declarer: str,
        split: str | None,
    ) -> None:
        for entry in scratch.entries:
            if split is not None and entry.rule == "misere_failed":
                # Misère prices are multiples of 10, so the halves are whole.
                half = entry.amount // 2
                self.state.write(
                    entry.player, entry.column, entry.amount - half, self.event, entry.rule
                )
                self.mountain(split, half)
                continue
            if drop_pool and entry.rule in POOL_CODES:
                continue
            rule = self.rule.id if relabel and entry.rule in RESULT_CODES else entry.rule
            on = entry.on
            if (
                redirect is not None
                and entry.column is Column.WHISTS
                and on == declarer
                and entry.rule in ("whists_for_tricks", "consolation")
            ):
                if entry.player == redirect:
                    continue  # he cannot owe whists to himself
                on, rule = redirect, self.rule.id
            self.state.write(entry.player, entry.column, entry.amount, self.event, rule, on=on)


def penalty_tricks(count: int) -> Callable[[CheckedDeal], CheckedDeal]:
    """A modifier taking ``count`` tricks off the declarer's count for pass/fail only (A15)."""

    def modify(deal: CheckedDeal) -> CheckedDeal:
        tricks = dict(deal.tricks)
        tricks[deal.declarer] = tricks[deal.declarer] - count
        return replace(deal, tricks=tricks)

    return modify


def forced_remiz(undertricks: int, *, played: bool = True) -> Callable[[CheckedDeal], CheckedDeal]:
    """A modifier scoring the deal as failed by ``undertricks`` (Кодекс 3.4.6 «без 2 + p»,
    house-undercall «без одной»); whists for tricks come from the actual play (A21), none when
    the deal was not played (nobody whisted, or ``played`` is false: whisted, then stopped)."""

    def modify(deal: CheckedDeal) -> CheckedDeal:
        tricks = dict(deal.tricks)
        if deal.contract.is_misere:
            tricks[deal.declarer] = undertricks
            return replace(deal, tricks=tricks)
        level = deal.contract.level
        assert level is not None
        if not deal.played or not played:
            # Not played: no whists for tricks; score the remiz as if both defenders whisted
            # and took nothing, so only the mountain and the consolation are written.
            calls = {d: Call.WHIST for d in deal.defenders}
            tricks = {deal.declarer: level - undertricks, **{d: 0 for d in deal.defenders}}
            return replace(deal, calls=calls, tricks=tricks)
        tricks[deal.declarer] = level - undertricks
        return replace(deal, tricks=tricks)

    return modify
