"""The charts' plain data, built from what StatsService gives (no Qt here: testable alone).

* result over time: one point per game the player sat in, in the order played, with the running
  total (docs/statistics.md, "result");
* success rate by level: declared and made per level 6–10 and misère ("As declarer", "Misère");
* distribution of results: games per band of results, bands of a round width.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from app.services.stats import GameResult, PlayerFigures
from app.services.stats_days import local_day
from ui.stats.axes import nice_step

Number = Fraction | int


@dataclass(frozen=True, slots=True)
class Point:
    """One game on the result-over-time chart."""

    day: str
    """The day the game was started (``2026-11-30``)."""
    game_id: int
    result: Number
    """His result in that game, whists."""
    total: Number
    """His running total after it."""


@dataclass(frozen=True, slots=True)
class Bar:
    """Contracts of one kind (a level, or misère) he declared, and how many he made."""

    label: str
    declared: int
    made: int

    @property
    def rate(self) -> Fraction | None:
        """made / declared; ``None`` when none was declared (no bar at all)."""
        return Fraction(self.made, self.declared) if self.declared else None


@dataclass(frozen=True, slots=True)
class Bin:
    """Games whose result is in ``[low, high)``."""

    low: int
    high: int
    count: int


def result_series(results: Iterable[GameResult], player: str) -> list[Point]:
    """His games in the order played, each with its result and the running total."""
    points: list[Point] = []
    total: Number = 0
    for game in results:
        if player not in game.players:
            continue
        result = game.result(player)
        total += result
        points.append(Point(local_day(game.created_at), game.game_id, result, total))
    return points


def level_bars(figures: PlayerFigures | None, misere_label: str) -> list[Bar]:
    """Levels 6–10 and misère (made = played without a trick), in that order."""
    if figures is None:
        return []
    bars = [Bar(str(c.level), c.declared, c.made) for c in figures.contracts]
    bars.append(Bar(misere_label, figures.misere.played, figures.misere.made))
    return bars


def histogram(values: Sequence[Number], most_bins: int = 12, least_bins: int = 6) -> list[Bin]:
    """Results in bands of a round width (1, 2, 5, 10, 20 … whists), every band between the
    lowest and the highest shown, empty ones too (a gap is part of the picture); at least
    ``least_bins`` bands, empty ones added on both sides, so that two equal results do not
    fill the whole chart as one block."""
    if not values:
        return []
    low, high = math.floor(min(values)), math.floor(max(values))
    width = max(1, int(nice_step(float(high - low + 1), most_bins)))
    first = (low // width) * width
    last = (high // width) * width
    counts = dict.fromkeys(range(first, last + width, width), 0)
    for value in values:
        counts[(math.floor(value) // width) * width] += 1
    bins = [Bin(start, start + width, count) for start, count in counts.items()]
    while len(bins) < least_bins:
        if len(bins) % 2:
            bins.append(Bin(bins[-1].high, bins[-1].high + width, 0))
        else:
            bins.insert(0, Bin(bins[0].low - width, bins[0].low, 0))
    return bins
