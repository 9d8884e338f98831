"""No answer the facts schema offers always leads to a refusal (issue 12 item 13): for every
rule, each offered value of a yes/no or choice fact, put into the rule's example, is either
scored or refused for a reason other than that very answer."""

from __future__ import annotations

import pytest

import app.penalties  # noqa: F401 - registers every rule
from app.engine import InvalidDeal
from app.penalties.api import example_facts, example_state, fact_specs, validate_facts
from app.penalties.catalogue import REGISTRY
from app.penalties.facts import FactKind

PLAYERS = ("Anna", "Boris", "Vera")

# Refusals that mean "this answer is not allowed here" (as opposed to a missing dependent fact).
ANSWER_REFUSED = {"rule_condition", "change_not_allowed", "fact_invalid", "fact_range"}

CASES = [
    (rule.id, spec.name, value)
    for rule in REGISTRY.values()
    for spec in fact_specs(rule)
    if spec.kind in (FactKind.BOOL, FactKind.CHOICE) and spec.game is None
    for value in spec.allowed()
]


@pytest.mark.parametrize(
    ("rule_id", "fact", "value"), CASES, ids=[f"{r}.{f}={v}" for r, f, v in CASES]
)
def test_offered_answer_is_not_always_refused(rule_id: str, fact: str, value: object) -> None:
    state = example_state(rule_id, PLAYERS, PLAYERS[0])
    facts = dict(example_facts(rule_id, state))
    if fact not in facts and value is not None:
        facts[fact] = value
    facts[fact] = value
    try:
        validate_facts(rule_id, facts, state)
    except InvalidDeal as error:
        assert not (error.code in ANSWER_REFUSED and error.params.get("fact") == fact), (
            f"{rule_id}: the offered answer {fact}={value!r} is refused ({error.code})"
        )
