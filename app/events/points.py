"""Tournament points: a table's whist results converted by a formula (docs/events.md §Points).

Three formulas: the raw whist result (optionally capped); place points at the table (ties share
the places' points; a four-handed table's places scaled to a three-handed table's range, so both
pay the same on average); and whists scaled above thresholds with an optional cap, as online
Preferans tournaments do — the two published schemes are :data:`TENTH_ABOVE_200` and
:data:`HALF_ABOVE_50_TENTH_ABOVE_100`. The time-out rule gives no positive points to a pool
stopped by the clock. Exact: ``Fraction``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from app.engine.entries import Amount

FormulaKind = Literal["whists", "places", "scaled"]


@dataclass(frozen=True, slots=True)
class Band:
    """Above ``threshold`` whists (in absolute value) each whist counts ``factor``."""

    threshold: Fraction
    factor: Fraction


@dataclass(frozen=True, slots=True)
class Formula:
    """How a table's whist results become tournament points.

    ``places[k]`` are the points for place k+1 at a table of three (``places4`` at a table of
    four); with ``equal_tables`` a table of four pays ``places4`` scaled onto the range of
    ``places`` (3, 2, 1, 0 → 2, 1⅓, ⅔, 0), so that a seat at either table is worth 1 on average.
    ``bands`` ascend by threshold; ``cap`` bounds the absolute value of whists after scaling.
    ``timeout``: a table whose pool was stopped by the clock pays no positive points.
    """

    kind: FormulaKind = "whists"
    places: tuple[Fraction, ...] = (Fraction(2), Fraction(1), Fraction(0))
    places4: tuple[Fraction, ...] = (Fraction(3), Fraction(2), Fraction(1), Fraction(0))
    bands: tuple[Band, ...] = ()
    cap: Fraction | None = None
    equal_tables: bool = True
    timeout: bool = False

    def __post_init__(self) -> None:
        thresholds = [band.threshold for band in self.bands]
        if thresholds != sorted(thresholds) or any(t < 0 for t in thresholds):
            raise ValueError("bands must ascend from a non-negative threshold")
        if any(band.factor < 0 for band in self.bands):
            raise ValueError("a band's factor cannot be negative")
        if self.cap is not None and self.cap <= 0:
            raise ValueError("the cap must be positive")
        if len(self.places) != 3 or len(self.places4) != 4:
            raise ValueError("place points need three values (four at a four-handed table)")
        if self.kind == "places" and (self.timeout or self.cap is not None or self.bands):
            raise ValueError("the time-out rule, bands and a cap apply to whists, not places")

    def table_of(self, seats: int) -> tuple[Fraction, ...]:
        """The place points at a table of ``seats`` players (docs/events.md §Equal tables)."""
        if seats != 4:
            return self.places
        if not self.equal_tables:
            return self.places4
        high, low = max(self.places), min(self.places)
        high4, low4 = max(self.places4), min(self.places4)
        if high4 == low4:
            return self.places4
        return tuple(low + (p - low4) * (high - low) / (high4 - low4) for p in self.places4)


#: docs/events.md §Points, scheme 1 of [online-swiss] ("200 = 1; above 200: 10 to 1; from
#: 650: 0"): whists in full up to 200, one in ten from 200 to 650, none above (so ±245 at most).
TENTH_ABOVE_200 = Formula(
    kind="scaled",
    bands=(Band(Fraction(200), Fraction(1, 10)), Band(Fraction(650), Fraction(0))),
)

#: docs/events.md §Points, scheme 2 of [online-swiss]: in full up to 50, half from 50 to 100,
#: a tenth above 100.
HALF_ABOVE_50_TENTH_ABOVE_100 = Formula(
    kind="scaled",
    bands=(Band(Fraction(50), Fraction(1, 2)), Band(Fraction(100), Fraction(1, 10))),
)


def table_points(
    results: Mapping[str, Amount], formula: Formula, *, stopped_by_time: bool = False
) -> dict[str, Fraction]:
    """Tournament points of each player at one table from their results in whists.

    ``stopped_by_time``: the table's pool was stopped by the clock before it closed; under the
    time-out rule (``formula.timeout``) nobody there gains points (a loss still counts).
    """
    if formula.kind == "places":
        return place_points(results, formula.table_of(len(results)))
    points = {name: scaled(Fraction(result), formula) for name, result in results.items()}
    if formula.timeout and stopped_by_time:
        points = {name: min(value, Fraction(0)) for name, value in points.items()}
    return points


def scaled(result: Fraction, formula: Formula) -> Fraction:
    """A whist result scaled band by band above each threshold, then capped (symmetric in sign)."""
    magnitude = abs(result)
    points, lower, factor = Fraction(0), Fraction(0), Fraction(1)
    for band in formula.bands:
        if magnitude <= band.threshold:
            break
        points += (band.threshold - lower) * factor
        lower, factor = band.threshold, band.factor
    points += (magnitude - lower) * factor if magnitude > lower else 0
    if formula.cap is not None:
        points = min(points, formula.cap)
    return points if result >= 0 else -points


def place_points(results: Mapping[str, Amount], table: Sequence[Fraction]) -> dict[str, Fraction]:
    """Points by place at the table; players with equal results share their places' points."""
    if len(results) != len(table):
        raise ValueError(f"{len(results)} players but {len(table)} place values")
    ordered = sorted(results, key=lambda name: -Fraction(results[name]))
    points: dict[str, Fraction] = {}
    start = 0
    while start < len(ordered):
        end = start
        while end + 1 < len(ordered) and results[ordered[end + 1]] == results[ordered[start]]:
            end += 1
        share = sum(table[start : end + 1], Fraction(0)) / (end - start + 1)
        for name in ordered[start : end + 1]:
            points[name] = share
        start = end + 1
    return points


def places(results: Mapping[str, Amount]) -> dict[str, int]:
    """Each player's place at the table (1 = best); equal results share the better place."""
    ordered = sorted((Fraction(r) for r in results.values()), reverse=True)
    return {name: ordered.index(Fraction(r)) + 1 for name, r in results.items()}
