"""Which consequences of a penalty limit the next deal, and how (app/engine/next_deal.py).

Seed 004 (club PRIKUP list): item 2 — a bidder who looked at the talon "may not bid any more"
(``forced_pass``); item 6.1 — the third player who turned one talon card silently is deemed to
have passed, so after the two passes before him the deal is a raspasy (``deemed_pass``); items
9.2 and 9.3 — the talon seen while a raspasy is played: the deal stays a raspasy. Items 7 (from
the table) and 9.1 report ``forced_pass`` too: the violator cannot be the declarer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.engine.next_deal import NOT_DECLARER, RASPASY_ONLY, NextDealLimit
from app.penalties.outcomes import Consequence

RASPASY_RULES = frozenset({"prikup-6.1", "prikup-9.2", "prikup-9.3"})
"""Items after which the deal is (or stays) a raspasy."""


def next_deal_limits(
    rule: str, facts: Mapping[str, Any], consequences: Sequence[Consequence]
) -> list[NextDealLimit]:
    """The limits the incident of ``rule`` puts on the next deal."""
    limits = []
    violator = facts.get("violator")
    if rule in RASPASY_RULES:
        limits.append(NextDealLimit(RASPASY_ONLY, rule))
    if isinstance(violator, str) and (
        Consequence.FORCED_PASS in consequences or Consequence.DEEMED_PASS in consequences
    ):
        limits.append(NextDealLimit(NOT_DECLARER, rule, violator))
    return limits
