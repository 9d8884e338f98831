"""Penalty units of penalty-catalogue §2: L, R, T, half_podsad, comp_whists, factor."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from app.engine.model import MISERE_WORDS, Contract, bid_rank
from app.engine.state import GameState

Level = int | str
"""A bid level as facts carry it: 6–10, or ``"misere"``."""

LEVELS: tuple[Level, ...] = (6, 7, 8, 9, 10, "misere")


def level_number(level: Level) -> int | None:
    """The contract level of a bid level (None for misère)."""
    return None if level == "misere" else int(level)


def level_of(contract: Contract) -> Level:
    """The bid level of a contract as facts carry it: 6–10, or ``"misere"``."""
    return "misere" if contract.level is None else contract.level


def level_rank(level: Level) -> Fraction:
    """Height in the bidding of a bid level (``"misere"`` ranks 8½, scoring-conventions A.1)."""
    return bid_rank(None if level == "misere" else int(level))


def factor(state: GameState) -> int:
    """A20: penalties follow Leningrad's doubling only when the option says so (default 1)."""
    return state.rules.remiz_factor if state.rules.penalties_follow_convention_factor else 1


def cost_level(state: GameState, level: Level) -> int:
    """L(level), §2 / A1: the game's cost of a bid level; misère costs its game cost (10)."""
    return state.rules.cost(level_number(level)) * factor(state)


def raspasy_level(state: GameState) -> int:
    """R, §2 / A2: the raspasy per-trick price used by penalties.

    Recommended reading ``next``: the price a raspasy would have if the current deal were passed
    out (2 with no streak, 4 after one, 6 after two or more). ``last``: the price of the last
    raspasy played (the first level when there was none). Levels are ``penalty_raspasy_levels``
    (2, 4, 6), or the pool's own ``raspasy_prices`` when that option is empty.
    """
    rules = state.rules
    streak = state.raspasy_streak
    if rules.penalty_raspasy_reading == "last":
        streak = max(streak - 1, 0)
    levels = rules.penalty_raspasy_levels
    price = levels[min(streak, len(levels) - 1)] if levels else rules.raspasy_price(streak)
    return price * factor(state)


def half_podsad(state: GameState, level: Level) -> int:
    """half_podsad(c), §2 / A4: half the mountain cost of one undertrick, L(c) / 2."""
    return cost_level(state, level) // 2


def comp_whists(state: GameState, level: Level) -> int:
    """comp_whists(c), §2 / A6: 5 × L(c) whists for a made contract (10 … 50; misère 50)."""
    return 5 * cost_level(state, level)


def minimum_bid(state: GameState) -> Level:
    """The minimum bid (A10): 6, or 7 right after raspasy where the club rule applies."""
    if state.raspasy_streak > 0:
        return state.rules.min_contract_after_raspasy
    return 6


def parse_level(value: Any) -> Level | None:
    """A level from JSON (6–10 or ``"misere"``/``"мизер"``), or None if it is not one."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int) and 6 <= value <= 10:
        return value
    if isinstance(value, str):
        text = value.strip().lower()
        if text in MISERE_WORDS:
            return "misere"
        if text in ("6", "7", "8", "9", "10"):  # not isdigit(): "⁷" and 5,000 digits are text
            return int(text)
    return None
