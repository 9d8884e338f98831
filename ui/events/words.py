"""Words and numbers the event screens share: exact points as a player writes them, and the
unit of a round's length with the count's plural form."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from app.services.event_settings import EventSettings
from app.services.event_values import scheme_of
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


def tie_break_text(tie_break: str) -> str:
    """A tie-break's name (docs/events.md §Tie-breaks)."""
    table = {
        "whists": QCoreApplication.translate("Events", "more whists"),
        "firsts": QCoreApplication.translate("Events", "more first places at a table"),
        "head_to_head": QCoreApplication.translate("Events", "head-to-head among the tied"),
        "opponents": QCoreApplication.translate("Events", "opponents' points"),
        "byes": QCoreApplication.translate("Events", "fewer byes"),
    }
    return table.get(tie_break, tie_break)


def status_text(status: object) -> str:
    """A player's note in the standings (``Status`` of the field, docs/events.md §The field
    changes): «поздний вход: тур 2», «выход: тур 4», «снятие: тур 3», «финал», «замена»."""
    kind = getattr(status, "kind", "playing")
    number = getattr(status, "round", 0)
    table = {
        "playing": "",
        "entered": QCoreApplication.translate("Events", "late entry: round {round}"),
        "withdrawn": QCoreApplication.translate("Events", "withdrawn: round {round}"),
        "removed": QCoreApplication.translate("Events", "removed: round {round}"),
        "cut": QCoreApplication.translate("Events", "not in the final"),
        "finalist": QCoreApplication.translate("Events", "final"),
        "substitute": QCoreApplication.translate("Events", "substitute"),
    }
    return table.get(kind, kind).format(round=number)


def settings_lines(settings: EventSettings) -> list[str]:
    """Every choice the director made, in words, as the printed standings list them."""
    formula = settings.formula
    lines = []
    scheme = formula_text(scheme_of(formula))
    if formula.cap is not None:
        scheme = QCoreApplication.translate("Events", "{scheme}, capped at ±{cap}").format(
            scheme=scheme, cap=points_text(formula.cap)
        )
    lines.append(QCoreApplication.translate("Events", "Points: {scheme}.").format(scheme=scheme))
    if formula.kind == "places":
        four = ", ".join(points_text(p) for p in formula.table_of(4))
        if formula.equal_tables:
            lines.append(
                QCoreApplication.translate(
                    "Events", "A table of four pays {places}: equal to a table of three."
                ).format(places=four)
            )
        else:
            lines.append(
                QCoreApplication.translate("Events", "A table of four pays {places}.").format(
                    places=four
                )
            )
    if formula.timeout:
        lines.append(
            QCoreApplication.translate(
                "Events", "A pool stopped by the clock gains nothing (the time-out rule)."
            )
        )
    if settings.bye_points is None:
        lines.append(
            QCoreApplication.translate(
                "Events", "A bye scores the round's average seat: a rest neither helps nor hurts."
            )
        )
    else:
        lines.append(
            QCoreApplication.translate("Events", "A bye scores {points}.").format(
                points=points_text(settings.bye_points)
            )
        )
    ties = [tie_break_text(t) for t in settings.tie_breaks]
    lines.append(
        QCoreApplication.translate(
            "Events", "Equal points: {order}; then equal places, listed by name."
        ).format(
            order=", ".join(ties) if ties else QCoreApplication.translate("Events", "no tie-break")
        )
    )
    if settings.removal_threshold is None:
        lines.append(QCoreApplication.translate("Events", "No removal by a threshold."))
    else:
        lines.append(
            QCoreApplication.translate(
                "Events", "A round of {threshold} whists or worse removes the player."
            ).format(threshold=signed_text(settings.removal_threshold))
        )
    lines.append(
        QCoreApplication.translate(
            "Events", "Only finished tables count; a table still playing is shown apart."
        )
    )
    seeding = {
        "random": QCoreApplication.translate("Events", "First round: at random."),
        "rating": QCoreApplication.translate(
            "Events", "First round: seeded by rating (μ − 3σ), snake order."
        ),
        "typed": QCoreApplication.translate(
            "Events", "First round: seeded in the order typed, snake order."
        ),
    }
    lines.append(seeding.get(settings.first_round, settings.first_round))
    return lines


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
