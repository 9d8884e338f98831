"""The incident wizard's answers → an engine ``Incident``: pure, no Qt (docs/architecture.md).

The wizard's pages only collect raw answers in one field dict: ``"rule"`` (the catalogue id) and
one entry per fact name, as the widgets hold them (``None`` or ``""`` for "not answered", spin
and line-edit texts, combo data). Everything about *which* facts are asked and how an answer
becomes a fact lives here, driven by the rule's facts schema, so a new catalogue rule needs no
new UI code.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from app.engine import Incident
from app.services import GameService
from app.services.penalty_catalogue import (
    CATALOGUE,
    FactKind,
    FactSpec,
    PenaltyRule,
    applies,
    fact_specs,
    get_rule,
)
from app.services.penalty_catalogue import (
    SECTIONS as CATALOGUE_SECTIONS,
)

# Catalogue sections in the order the wizard lists them (app/penalties/sections.py).
SECTIONS: tuple[str, ...] = tuple(section.id for section in CATALOGUE_SECTIONS)


@dataclass(frozen=True)
class Missing:
    """A required answer that is still empty: the fact and the question to show."""

    name: str
    question: str


def rules_by_section() -> list[tuple[str, list[PenaltyRule]]]:
    """Every catalogue rule grouped by section, sections in :data:`SECTIONS` order."""
    groups: dict[str, list[PenaltyRule]] = {}
    for rule in CATALOGUE.values():
        groups.setdefault(rule.section, []).append(rule)
    order = [s for s in SECTIONS if s in groups] + sorted(set(groups) - set(SECTIONS))
    return [(section, groups[section]) for section in order]


def matches(words: Iterable[str], query: str) -> bool:
    """Whether every word of ``query`` occurs in one of ``words`` (case-insensitive, ё = е)."""

    def norm(text: str) -> str:
        return text.casefold().replace("ё", "е")

    haystack = " ".join(norm(w) for w in words)
    return all(token in haystack for token in norm(query).split())


def relevant_specs(rule_id: str, answers: Mapping[str, Any]) -> list[FactSpec]:
    """The facts the wizard asks for, given the answers so far: a fact whose ``depends_on``
    condition fails on the earlier (relevant, cleaned) answers is left out."""
    asked: list[FactSpec] = []
    seen: dict[str, Any] = {}
    for spec in fact_specs(get_rule(rule_id)):
        if not applies(spec, seen):
            continue
        asked.append(spec)
        value = clean(spec, answers.get(spec.name))
        if value is not None:
            seen[spec.name] = value
    return asked


def clean(spec: FactSpec, raw: Any) -> Any:
    """One raw widget answer as a fact value, or None when it is not answered.

    Integers may come as text from a line edit; a text that is not a number is returned as is
    so that the engine names it (``fact_invalid``) rather than it silently disappearing.
    """
    if raw is None:
        return None
    if isinstance(raw, str):
        raw = raw.strip()
        if raw == "" and spec.kind is not FactKind.TEXT:
            return None
    kind = spec.kind
    if kind in (FactKind.INT, FactKind.RASPASY_LEVEL) and isinstance(raw, str):
        text = raw.replace("−", "-")
        return int(text) if text.lstrip("-").isdigit() else raw
    if kind is FactKind.LEVEL and isinstance(raw, str) and raw.isdigit():
        return int(raw)
    if kind is FactKind.PLAYERS:
        players = list(raw)
        return players or None
    if kind is FactKind.TEXT and raw == "":
        return None
    return raw


def facts_of(fields: Mapping[str, Any]) -> dict[str, Any]:
    """The facts of a field dict: relevant answers only, cleaned, unanswered ones left out."""
    rule_id = str(fields["rule"])
    facts: dict[str, Any] = {}
    for spec in relevant_specs(rule_id, fields):
        value = clean(spec, fields.get(spec.name))
        if value is not None:
            facts[spec.name] = value
    return facts


def build(fields: Mapping[str, Any]) -> Incident:
    """The incident the answers describe. Raises ``KeyError`` without a rule and the engine's
    ``incident_rule_unknown`` for an unknown one; the facts are checked by the engine's fold."""
    get_rule(str(fields["rule"]))
    return Incident(str(fields["rule"]), facts_of(fields))


def missing(fields: Mapping[str, Any]) -> list[Missing]:
    """Required relevant facts still unanswered (checked before the wizard moves on)."""
    rule_id = str(fields["rule"])
    out = []
    for spec in relevant_specs(rule_id, fields):
        # Facts the sheet fills (dealer, R, repeat offences) are filled by the engine if empty.
        if spec.required and spec.game is None and clean(spec, fields.get(spec.name)) is None:
            out.append(Missing(spec.name, spec.question))
    return out


def remedy_specs(rule_id: str, fields: Mapping[str, Any]) -> list[FactSpec]:
    """Choices the preview page offers to switch at once (e.g. KARTY-2.3's remedy): relevant
    CHOICE facts on which no other fact depends, so switching never asks a new question."""
    specs = fact_specs(get_rule(rule_id))
    depended = {name for spec in specs for name in spec.depends_on}
    return [
        spec
        for spec in relevant_specs(rule_id, fields)
        if spec.kind is FactKind.CHOICE and spec.name not in depended
    ]


def prefill(
    service: GameService, game_id: int, rule_id: str, fields: Mapping[str, Any]
) -> dict[str, Any]:
    """Answers the game knows and the defaults of optional facts, given the answers so far."""
    answers = {k: v for k, v in facts_of({**fields, "rule": rule_id}).items()}
    return service.incident_defaults(game_id, rule_id, answers)
