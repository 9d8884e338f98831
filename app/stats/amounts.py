"""Exact amounts in summaries: text for storage, scaled whole numbers for SQL sums.

Results are exact fractions (a settled result is often a third: scoring-conventions E.4), but
SQLite sums only numbers. Every amount is stored twice: exactly as text (``"94/3"``) and, when
it is a whole multiple of ``1/SCALE``, as that multiple (``SCALE`` holds the denominators a
sheet produces: thirds, quarters, halves, eighths, and money in hundredths), so a sum over ten
thousand games runs in SQL. An amount that is not such a multiple (a hand-typed ``1/7``) stores
``NULL`` there and is added exactly in Python (app/stats/summary_sql.py).
"""

from __future__ import annotations

from fractions import Fraction

from app.engine.entries import Amount
from app.engine.settlement import round_half_away

SCALE = 2520 * 100
"""lcm(1..10) × 100: thirds, quarters, sixths, eighths, ninths and hundredths are all whole."""


def amount_text(value: Amount) -> str:
    """``"7"``, ``"-94/3"``: the exact text a summary stores."""
    return str(Fraction(value))


def parse_amount(text: str) -> Amount:
    """The exact value of :func:`amount_text` (whole values as ``int``)."""
    value = Fraction(text)
    return value.numerator if value.denominator == 1 else value


def scaled(value: Amount) -> int | None:
    """``value × SCALE`` when whole, else ``None`` (then the exact text is summed instead)."""
    product = Fraction(value) * SCALE
    return product.numerator if product.denominator == 1 else None


def unscale(total: Amount) -> Amount:
    """A (sum of) scaled value(s) back to an exact amount."""
    if isinstance(total, int) and total % SCALE == 0:
        return total // SCALE  # the common case, without building a fraction
    return normal(Fraction(total) / SCALE)


def normal(value: Amount) -> Amount:
    """A whole fraction as ``int`` (JSON and the sheet show ``7``, not ``7/1``)."""
    if isinstance(value, Fraction) and value.denominator == 1:
        return value.numerator
    return value


def money_cents(value: Amount) -> int:
    """Exact money as the whole kopecks (cents) shown: rounded once, half away from zero, as the
    settlement rounds (scoring-conventions E.8) — the only rounding money gets in the
    statistics (docs/statistics.md, "Money"); equal amounts always show equal."""
    return round_half_away(Fraction(value) * 100)
