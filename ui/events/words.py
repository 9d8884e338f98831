"""Words and numbers the event screens share: exact points as a player writes them."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from ui.sheet.numbers import sheet_number


def points_text(value: int | Fraction) -> str:
    """``12``, ``−3``, ``1½``, ``7⅓`` — exact, never rounded."""
    return sheet_number(value)


def signed_text(value: int | Fraction) -> str:
    """A result in whists with its sign: ``+12``, ``-20``, ``0``."""
    return sheet_number(value, signed=value != 0)


def table_title(number: int) -> str:
    return QCoreApplication.translate("Events", "Table {number}").format(number=number)


def round_title(number: int) -> str:
    return QCoreApplication.translate("Events", "Round {number}").format(number=number)


def formula_text(kind: str) -> str:
    table = {
        "whists": QCoreApplication.translate("Events", "whists as they are"),
        "places": QCoreApplication.translate("Events", "points for places at the table"),
        "scaled": QCoreApplication.translate(
            "Events", "whists: in full up to 50, half up to 100, a tenth above"
        ),
    }
    return table.get(kind, kind)
