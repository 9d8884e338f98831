"""The penalty catalogue as the UI sees it: rules, their facts schemas and the level list.

A read-only facade over :mod:`app.penalties`, so that ``ui/`` talks to ``app.services`` only.
Kept out of ``app.services/__init__`` on purpose: the catalogue is loaded when an incident is
first shown, not at start-up (``tests/test_startup_imports.py``).
"""

from __future__ import annotations

from app.penalties import CATALOGUE, PenaltyRule, fact_specs, get_rule
from app.penalties.facts import FactKind, FactSpec, applies
from app.penalties.messages import MESSAGES as PENALTY_MESSAGES
from app.penalties.sections import SECTION_BY_ID, SECTIONS, Section
from app.penalties.sources import BOOKS, HEADINGS, book_reference
from app.penalties.units import LEVELS

__all__ = [
    "BOOKS",
    "CATALOGUE",
    "HEADINGS",
    "LEVELS",
    "PENALTY_MESSAGES",
    "SECTIONS",
    "SECTION_BY_ID",
    "FactKind",
    "FactSpec",
    "PenaltyRule",
    "Section",
    "applies",
    "book_reference",
    "fact_specs",
    "get_rule",
]
