"""Checking an incident's facts against the game, filling what the game knows, and scoring it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.engine.errors import EngineError, InvalidDeal
from app.engine.events import Incident
from app.engine.gamefile import parse_event
from app.engine.model import Column
from app.engine.next_deal import check_next_deal
from app.engine.rules import SOCHI, Rules
from app.engine.sheet import apply_event
from app.engine.state import EventOutcome, GameState
from app.penalties.catalogue import REGISTRY, Ctx, PenaltyRule, scratch_state
from app.penalties.facts import FactKind, FactSpec, GameFill, applies, normalize
from app.penalties.next_deal import next_deal_limits
from app.penalties.units import raspasy_level
from app.texts import QT_TRANSLATE_NOOP

# PRIKUP-0 (preamble of the club's talon list): a modifier answer on every PRIKUP item.
DEALER_PROVOKED = FactSpec(
    "dealer_provoked",
    FactKind.BOOL,
    QT_TRANSLATE_NOOP(
        "Penalties", "Did the dealer provoke it (PRIKUP-0: he then gets the same penalty)?"
    ),
    required=False,
    default=False,
)


def get_rule(rule_id: str) -> PenaltyRule:
    """The catalogue entry of ``rule_id``; ``incident_rule_unknown`` if there is none."""
    try:
        return REGISTRY[rule_id]
    except KeyError:
        raise InvalidDeal("incident_rule_unknown", rule=rule_id) from None


def fact_specs(rule: PenaltyRule) -> tuple[FactSpec, ...]:
    """The rule's schema, with the PRIKUP-0 modifier on talon items: every item with a
    violator, including the third player of PRIKUP-6.1/6.2 whom the game names."""
    if rule.section == "prikup" and any(
        f.name == "violator" and f.game in (None, GameFill.THIRD_SPEAKER) for f in rule.facts
    ):
        return (*rule.facts, DEALER_PROVOKED)
    return rule.facts


def _game_value(
    rule: PenaltyRule, spec: FactSpec, state: GameState, facts: Mapping[str, Any]
) -> Any:
    table = state.table
    if spec.game is GameFill.DEALER:
        return table.dealer
    if spec.game is GameFill.RASPASY_LEVEL:
        return raspasy_level(state)
    if spec.game is GameFill.THIRD_SPEAKER:
        return table.active[2]
    if spec.game is GameFill.OFFENCES:
        violator = facts.get("violator")
        if violator is None:
            return None
        return state.offences.get((rule.offence_key or rule.id, violator), 0)
    return None


def default_facts(
    rule_id: str, state: GameState, facts: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """What the game fills in (dealer, raspasy level R, third speaker, repeat offences) and the
    defaults of optional answers, given the answers so far. Never raises for missing answers."""
    rule = get_rule(rule_id)
    given = dict(facts or {})
    out: dict[str, Any] = {}
    for spec in fact_specs(rule):
        merged = {**out, **given}
        if not applies(spec, merged):
            continue
        if spec.game is not None:
            value = _game_value(rule, spec, state, merged)
            if value is not None:
                out[spec.name] = value
        elif not spec.required and spec.default is not None:
            out[spec.name] = spec.default
    return out


def check_schema(rule: PenaltyRule, raw: Mapping[str, Any], state: GameState) -> dict[str, Any]:
    """Types, ranges, conditions and game-known facts; returns the complete canonical facts."""
    specs = fact_specs(rule)
    names = {spec.name for spec in specs}
    for name in raw:
        if name not in names:
            raise InvalidDeal("fact_unknown", rule=rule.id, fact=name)
    if rule.gate is not None:
        option = rule.gate(state.rules)
        if option is not None:
            raise InvalidDeal("rule_requires_option", rule=rule.id, option=option)
    facts: dict[str, Any] = {}
    for spec in specs:
        given = raw.get(spec.name)
        if not applies(spec, facts):
            if given is not None:
                raise InvalidDeal(
                    "fact_not_applicable",
                    rule=rule.id,
                    fact=spec.name,
                    depends_on={k: list(v) for k, v in spec.depends_on.items()},
                )
            continue
        expected = _game_value(rule, spec, state, facts) if spec.game else None
        if given is not None:
            try:
                value = normalize(spec, given, state.players)
            except EngineError as error:  # every refusal names the rule
                raise InvalidDeal(error.code, **{"rule": rule.id, **error.params}) from None
            if expected is not None and value != expected:
                raise InvalidDeal(
                    "fact_contradicts_game",
                    rule=rule.id,
                    fact=spec.name,
                    value=value,
                    expected=expected,
                )
        elif expected is not None:
            value = expected
        elif not spec.required:
            if spec.default is None:
                continue
            value = spec.default
        else:
            raise InvalidDeal("fact_missing", rule=rule.id, fact=spec.name)
        facts[spec.name] = value
    return facts


def validate_facts(rule_id: str, facts: Mapping[str, Any], state: GameState) -> dict[str, Any]:
    """Refuse facts that are malformed or contradict the game; return the complete facts.

    Besides the schema, the rule runs on a scratch copy of the state, so every refusal the
    scoring would raise (a deal that cannot have happened, a condition the rule needs) is
    raised here, before anything is written.
    """
    rule = get_rule(rule_id)
    checked = check_schema(rule, facts, state)
    _run(scratch_state(state), rule, checked, event_id=0)
    return checked


def example_facts(rule_id: str, state: GameState) -> dict[str, Any]:
    """Facts that make a valid incident of ``rule_id`` on a state built from the rule's
    ``example_events`` and ``example_options`` (what the wizard preview and the docs show)."""
    return get_rule(rule_id).example(state)


def example_state(
    rule_id: str,
    players: tuple[str, ...],
    first_dealer: str,
    rules: Rules | None = None,
) -> GameState:
    """A fresh game with the rule's ``example_options`` and ``example_setup`` events applied,
    on which :func:`example_facts` is a valid incident."""
    rule = get_rule(rule_id)
    base = rules if rules is not None else SOCHI
    options = base.with_options(dict(rule.example_options))
    state = GameState.start(options, players, first_dealer, apply_incident)
    for index, raw in enumerate(rule.example_setup(state), start=1):
        apply_event(state, index, parse_event(raw))
    return state


def apply_incident(state: GameState, incident: Incident, event_id: int) -> EventOutcome:
    """Score an incident event: the rule's entries, consequences and explanation."""
    rule = get_rule(incident.rule)
    facts = check_schema(rule, incident.facts, state)
    return _run(state, rule, facts, event_id)


def _run(state: GameState, rule: PenaltyRule, facts: dict[str, Any], event_id: int) -> EventOutcome:
    first = len(state.entries)
    dealer = state.table.dealer
    ctx = Ctx(state, rule, facts, event_id)
    if rule.carries_deal and isinstance(facts.get("deal"), Mapping):
        # The deal this incident carries is the next deal: an earlier incident's limits apply.
        check_next_deal(state.next_deal_limits, ctx.deal_event())
        state.next_deal_limits.clear()
    try:
        rule.apply(ctx)
    except EngineError as error:
        # Every refusal while scoring an incident names the rule (unless it already does).
        raise InvalidDeal(error.code, **{"rule": rule.id, **error.params}) from None
    if facts.get("dealer_provoked"):
        _dealer_provoked(ctx, dealer, first)
    if rule.id == "custom":
        state.next_deal_limits.clear()  # the table agreed otherwise: the override
    elif not rule.carries_deal:
        state.next_deal_limits.extend(next_deal_limits(rule.id, facts, ctx.consequences))
    if ctx.explanation is None:
        ctx.explain(rule.id)
    return EventOutcome(
        event_id,
        "incident",
        tuple(state.entries[first:]),
        tuple(c.value for c in ctx.consequences),
        ctx.explanation,
        deal_number=ctx.deal_number,
    )


def _dealer_provoked(ctx: Ctx, dealer: str, first: int) -> None:
    """PRIKUP-0: the dealer who provoked it writes the violator's mountain penalty too."""
    violator = ctx.facts.get("violator")
    if violator == dealer:
        raise InvalidDeal("dealer_provoked_himself", rule=ctx.rule.id, player=dealer)
    fines = [
        e.amount
        for e in ctx.state.entries[first:]
        if e.rule == ctx.rule.id and e.player == violator and e.column is Column.MOUNTAIN
    ]
    for amount in fines:
        ctx.mountain(dealer, amount, rule="prikup-0")
