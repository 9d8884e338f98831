"""Words and numbers the event screens share: exact points as a player writes them, and the
unit of a round's length with the count's plural form."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from ui.i18n import plural_form
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


def formula_text(scheme: str) -> str:
    """A points scheme's name (``scheme``: a key of ``event_values.FORMULAS``)."""
    table = {
        "whists": QCoreApplication.translate("Events", "whists as they are"),
        "places": QCoreApplication.translate("Events", "points for places at the table"),
        "tenth-above-200": QCoreApplication.translate(
            "Events", "whists: in full up to 200, a tenth up to 650, nothing above"
        ),
        "half-above-50": QCoreApplication.translate(
            "Events", "whists: in full up to 50, half up to 100, a tenth above"
        ),
        "custom": QCoreApplication.translate("Events", "whists scaled by the event's own bands"),
    }
    return table.get(scheme, scheme)


def length_words(ending: str, n: int) -> tuple[str, str]:
    """The words before and after the number of a round's length of ``n`` deals (``ending``
    ``"deals"``) or minutes, the noun in the count's form: ``("", " раздач")`` for «12 раздач»;
    «1 раздача», «3 раздачи», «21 минута», «90 минут»."""
    form = plural_form(n)
    if ending == "deals":
        if form == "one":
            text = QCoreApplication.translate("Events", "{n} deal")
        elif form == "few":
            text = QCoreApplication.translate(
                "Events", "{n} deals", "2, 3, 4, 22… (Russian: раздачи)"
            )
        else:
            text = QCoreApplication.translate(
                "Events", "{n} deals", "0, 5…20, 25… (Russian: раздач)"
            )
    elif form == "one":
        text = QCoreApplication.translate("Events", "{n} minute")
    elif form == "few":
        text = QCoreApplication.translate("Events", "{n} minutes", "2, 3, 4, 22… (Russian: минуты)")
    else:
        text = QCoreApplication.translate("Events", "{n} minutes", "0, 5…20, 25… (Russian: минут)")
    before, _, after = text.partition("{n}")
    return before, after
