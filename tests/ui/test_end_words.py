"""How a finished game is announced (ui/end_words.py, issue 28): an evening's round ended by its
deal limit says «Сыграно 4 раздачи: тур окончен», not «Пуля закрыта» with pools of 10, 0, 0;
the count takes its Russian form; time and the pool say so in their own words."""

from __future__ import annotations

import pytest

from app.engine import SOCHI
from ui import i18n
from ui.end_words import end_headline


@pytest.fixture
def russian(qapp):
    i18n.install("ru")
    yield
    i18n.install("en")


DEALS = SOCHI.with_options({"game_end": "deals", "deal_limit": 4})
CLOCK = SOCHI.with_options({"game_end": "time", "time_limit_minutes": 90})


@pytest.mark.parametrize(
    ("rules", "deals", "round_table", "text"),
    [
        (DEALS, 4, True, "Сыграно 4 раздачи: тур окончен"),
        (DEALS, 1, True, "Сыграна 1 раздача: тур окончен"),
        (DEALS, 12, True, "Сыграно 12 раздач: тур окончен"),
        (DEALS, 21, True, "Сыграна 21 раздача: тур окончен"),
        (DEALS, 22, False, "Сыграно 22 раздачи: игра окончена"),
        (CLOCK, 7, True, "Время вышло: тур окончен"),
        (CLOCK, 7, False, "Время вышло: игра окончена"),
        (SOCHI, 30, True, "Пуля закрыта"),
    ],
)
def test_the_end_is_said_by_what_ended_it(russian, rules, deals, round_table, text) -> None:
    assert end_headline(rules, deals, round_table=round_table) == text


def test_in_english(qapp) -> None:
    i18n.install("en")
    assert end_headline(DEALS, 4, round_table=True) == "4 deals played: the round is over"
    assert end_headline(DEALS, 1, round_table=False) == "1 deal played: the game is over"
