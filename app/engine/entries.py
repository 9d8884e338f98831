"""Score entries with provenance: who writes what, where, because of which event and rule."""

from __future__ import annotations

from fractions import Fraction
from typing import TypeAlias

from app.engine.model import Column
from app.engine.value import value

Amount: TypeAlias = int | Fraction
"""An amount on the sheet: whole, except where a rule writes an exact half (ZAKAZ-7.2's mean
of two results; a manual entry of ``"3/2"``). Whole amounts stay ``int``."""

MAX_AMOUNT = 10**9
"""The largest amount one column takes, in a game file and in a manual entry (docs/formats.md)."""

# Provenance codes of deal scoring and where each rule is stated (scoring-conventions.md).
RULE_REFERENCES: dict[str, str] = {
    "game_made": "A.4",
    "game_unplayed": "A.3",
    "half_whist": "A.10",
    "whists_for_tricks": "A.5",
    "remiz": "A.6",
    "consolation": "A.7",
    "whist_shortfall": "A.8",
    "misere_made": "A.11",
    "misere_failed": "A.11",
    "raspasy_tricks": "A.13",
    "raspasy_zero_bonus": "A.13",
    "raspasy_rostov_whists": "D.2",
    "raspasy_resting_dealer": "D.3",
    "talon_whists": "A.14",
    "help_pool": "A.12",
    "help_whists": "A.12",
    "overflow_remainder": "A.12",
    "mountain_first": "D.4",
    "manual": "manual entry",
    "conceded_three_down": "rules.md: conceding three down",
    "totus_bonus": "rules.md: totus bonus",
}


@value
class Entry:
    """One amount written on the sheet.

    ``column`` is pool, mountain or whists; for whists ``on`` is the player written on (he owes
    them to ``player``). ``event`` is the id of the event that produced the entry and ``rule``
    the provenance code (a key of :data:`RULE_REFERENCES` or a penalty-catalogue id).
    """

    player: str
    column: Column
    amount: Amount
    event: int
    rule: str
    on: str | None = None


@value
class RunningValue:
    """A value as the paper writes it: the new total of a cell after one entry."""

    value: Amount
    entry: Entry
