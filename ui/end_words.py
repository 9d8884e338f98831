"""How the end of a game is announced, by what ended it (docs/rules.md, "End of the game"): «Пуля
закрыта» when the pools close, «Сыграно 4 раздачи: тур окончен» when an evening's round reaches
its deal limit, «Время вышло: тур окончен» at its time limit (issue 28: a round ended by deals
announced «Пуля закрыта» with pools of 10, 0 and 0). Outside an evening: «игра окончена»."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.engine.rules import Rules
from ui.i18n import plural_form


def end_headline(rules: Rules, deals: int, *, round_table: bool) -> str:
    """The announcement of a finished game: by the pool, by ``deals`` played, or by time;
    ``round_table``: the game is a table of an evening's round."""
    if rules.game_end == "deals":
        form = plural_form(deals)
        if round_table:
            if form == "one":
                text = QCoreApplication.translate("EndWords", "{n} deal played: the round is over")
            elif form == "few":
                text = QCoreApplication.translate(
                    "EndWords",
                    "{n} deals played: the round is over",
                    "2, 3, 4, 22… (Russian: Сыграно … раздачи)",
                )
            else:
                text = QCoreApplication.translate(
                    "EndWords",
                    "{n} deals played: the round is over",
                    "0, 5…20, 25… (Russian: Сыграно … раздач)",
                )
        elif form == "one":
            text = QCoreApplication.translate("EndWords", "{n} deal played: the game is over")
        elif form == "few":
            text = QCoreApplication.translate(
                "EndWords",
                "{n} deals played: the game is over",
                "2, 3, 4, 22… (Russian: Сыграно … раздачи)",
            )
        else:
            text = QCoreApplication.translate(
                "EndWords",
                "{n} deals played: the game is over",
                "0, 5…20, 25… (Russian: Сыграно … раздач)",
            )
        return text.format(n=deals)
    if rules.game_end == "time":
        if round_table:
            return QCoreApplication.translate("EndWords", "Time is up: the round is over")
        return QCoreApplication.translate("EndWords", "Time is up: the game is over")
    return QCoreApplication.translate("EndWords", "The pool is closed")


def ended_by_pool(rules: Rules) -> bool:
    """Whether the game ends when its pools close (not by deals or by the clock)."""
    return rules.game_end not in ("deals", "time")
