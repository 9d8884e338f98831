"""Figures as a player reads them: signed whists, money, percentages and averages.

Totals stay exact (``+104 2/3``, as the sheet and the settlement show them); a rate or an
average is rounded for reading (``71 %``, in English ``71%``; ``1,3``) and its exact value goes
in the tooltip (:func:`exact`). Nothing counted is a dash, never 0 (docs/statistics.md: a rate
over nothing is *none*).
"""

from __future__ import annotations

from fractions import Fraction

from app.services.stats import money_cents
from ui import i18n

DASH = "—"

Number = Fraction | int


def signed(value: Number) -> str:
    """Whists with their sign: ``+12``, ``−3 1/3``, ``0``."""
    text = i18n.number_text(value)
    return text if text.startswith("−") or value == 0 else "+" + text


def signed_money(value: Number) -> str:
    """Money as every statistics view shows it: ``+104,67``, ``−6,67``, ``0,00`` — exact
    until here, rounded once to kopecks, half away from zero (app/stats/amounts.py)."""
    return ("+" if money_cents(value) > 0 else "") + i18n.money_text(value)


def decimal(value: Number | None, digits: int = 1) -> str:
    """An average rounded for reading, in the interface's decimal mark; a dash for none."""
    if value is None:
        return DASH
    rounded = round(Fraction(value), digits)
    text = f"{float(rounded):.{digits}f}".replace("-", "−")
    if text.strip("−0.") == "":
        text = text.lstrip("−")
    return text.replace(".", i18n.decimal_separator())


def signed_decimal(value: Number | None, digits: int = 1) -> str:
    text = decimal(value, digits)
    if value is None or text.startswith("−") or Fraction(value) == 0 or text.strip("0,.") == "":
        return text
    return "+" + text


def percent(value: Number | None) -> str:
    """A rate as a whole percentage as the language writes it (``71 %``, ``71%``:
    :func:`ui.i18n.percent_text`); a dash when nothing was counted."""
    if value is None:
        return DASH
    return i18n.percent_text(round(Fraction(value) * 100))


def exact(value: Number | None) -> str:
    """The exact value behind a rounded one (for the tooltip)."""
    return DASH if value is None else i18n.number_text(value)


def count(value: int) -> str:
    return str(value)


def day(stamp: str) -> str:
    """The local date of a stored time as the language writes it: «30.11.2026», “2026-11-30”."""
    return i18n.local_day_text(stamp) if stamp else DASH
