"""Penalty engine: the violation catalogue and how an incident changes the sheet."""

# Every item of penalty-catalogue.md is a PenaltyRule in CATALOGUE (registered by the section
# modules), with its facts schema and a function that writes the penalty through the engine's
# state, with provenance rule=<rule id>.

from __future__ import annotations

from app.penalties import cards, custom, house, kodeks, prikup, procedure, zakaz  # noqa: F401
from app.penalties.api import (
    apply_incident,
    default_facts,
    example_facts,
    example_state,
    fact_specs,
    get_rule,
    validate_facts,
)
from app.penalties.catalogue import REGISTRY as CATALOGUE
from app.penalties.catalogue import PenaltyRule
from app.penalties.outcomes import Consequence

__all__ = [
    "CATALOGUE",
    "Consequence",
    "PenaltyRule",
    "apply_incident",
    "default_facts",
    "example_facts",
    "example_state",
    "fact_specs",
    "get_rule",
    "validate_facts",
]
