"""The per-game summary: what one game contributes to every figure (docs/statistics.md).

A summary is derived data, never edited: :func:`app.stats.summarize.summarize` builds it from
the folded game, and it records the ``last_seq`` and :data:`SUMMARY_VERSION` it was built from
so a stale one is rebuilt (docs/statistics.md, "Summaries").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from app.engine.entries import Amount
from app.stats.days import utc_moment

SUMMARY_VERSION = 3
"""Bumped whenever what a summary holds or how it is counted changes: every stored summary
of another version is rebuilt on the next request. 2: money exact (result × whist price, not
the settlement's kopecks), and the start kept as a UTC time for local-day filters. 3: the
resting dealer's whists (consolation, talon whists) counted apart from the defence's
(``resting_whists``, issue 31)."""

LEVELS = (6, 7, 8, 9, 10)
"""Contract levels of the declarer figures (misère has its own counters)."""

_PER_LEVEL = ("declared", "made", "made_played", "overtricks", "failed", "undertricks")

COUNTERS: tuple[str, ...] = (
    "games",
    "wins",
    "deals",
    *(f"{name}_{level}" for level in LEVELS for name in _PER_LEVEL),
    "misere_played",
    "misere_made",
    "misere_caught",
    "misere_caught_tricks",
    "whist_calls",
    "pass_calls",
    "half_calls",
    "whists_won",
    "whists_lost",
    "raspasy_played",
    "raspasy_tricks",
    "raspasy_zero",
    "penalties",
)
"""Whole-number counters of one player in one game, summed over games (docs/statistics.md)."""

AMOUNTS: tuple[str, ...] = (
    "result",
    "money",
    "whists_written",
    "responsibility",
    "resting_whists",
)
"""Exact amounts of one player in one game (whists, money), summed exactly over games. Each is
a column of both stores' ``stats_lines`` (a new one needs a club-server migration, as
``resting_whists`` had: ``m006_resting_whists``)."""


@dataclass(frozen=True, slots=True)
class PenaltyLine:
    """Penalties of one rule recorded against one player in one game."""

    rule: str
    count: int
    points: Amount
    """Mountain the rule wrote on him (pool taken off counts as mountain)."""


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One player's counters and amounts in one game."""

    player: str
    seat: int
    counters: Mapping[str, int]
    amounts: Mapping[str, Amount]
    penalties: tuple[PenaltyLine, ...] = ()


@dataclass(frozen=True, slots=True)
class GameSummary:
    """What one game contributes to the statistics, and what it was built from."""

    game_id: int
    last_seq: int
    version: int
    players_text: str
    """The game row's stored players as SQLite's ``hex()`` of them, what it was built from (a
    rename rebuilds it; hex, so that even bytes that are not text compare)."""
    created_at: str
    preset: str
    deals: int
    finished: bool
    lines: tuple[PlayerLine, ...] = ()
    damaged: bool = False
    """The game cannot be read or folded: it counts nowhere until its log changes."""

    @property
    def day(self) -> str:
        """When the game was started, as UTC text in time order (app/stats/days.py): what date
        filters compare, with local days turned into UTC bounds. (The column keeps its name,
        ``day``, from the first layout of the summary tables.)"""
        return utc_moment(self.created_at)

    @property
    def seats(self) -> int:
        return len(self.lines)
