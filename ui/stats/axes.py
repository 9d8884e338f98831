"""Round tick values for a chart's axis: 0, 10, 20 … rather than 0, 13.7, 27.4."""

from __future__ import annotations

import math

NICE_STEPS = (1.0, 2.0, 2.5, 5.0, 10.0)
"""Step mantissas an axis may use (× a power of ten)."""


def nice_step(span: float, most: int = 6) -> float:
    """The smallest round step that splits ``span`` into at most ``most`` intervals."""
    if span <= 0:
        return 1.0
    raw = span / max(most, 1)
    power = 10.0 ** math.floor(math.log10(raw))
    for mantissa in NICE_STEPS:
        if mantissa * power >= raw - 1e-12:
            return mantissa * power
    return 10.0 * power


def nice_range(low: float, high: float, most: int = 6) -> tuple[float, float, float]:
    """(bottom, top, step): ``[low, high]`` widened to whole steps; zero always inside, so a
    result chart's zero line is always drawn."""
    low, high = min(low, 0.0), max(high, 0.0)
    if high - low < 1e-12:
        high = low + 1.0
    step = nice_step(high - low, most)
    bottom = math.floor(low / step + 1e-9) * step
    top = math.ceil(high / step - 1e-9) * step
    return bottom, top, step


def ticks(bottom: float, top: float, step: float) -> list[float]:
    """Every tick from ``bottom`` to ``top`` inclusive."""
    count = round((top - bottom) / step)
    return [bottom + i * step for i in range(count + 1)]


def integer_step(most_value: int, most: int = 5) -> int:
    """A whole step for a count axis (games): 1, 2, 5, 10 …"""
    return max(1, int(nice_step(float(most_value), most)))
