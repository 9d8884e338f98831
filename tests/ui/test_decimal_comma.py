"""Money and prices with the interface language's decimal mark (issue 14 review, item 1):
«1,00», «−191,34» in Russian; “1.00” in English; the CSV keeps the point (a machine format)."""

from __future__ import annotations

import csv
import re
from fractions import Fraction

import pytest

from app.engine import SOCHI, settle
from app.services.stats import money_cents
from tests.ui.test_paper import P3, pdf, three_player_game
from ui import i18n
from ui.paper import game_form
from ui.paper.game_form import write_pdf
from ui.paper.header import result_text

POINT_DECIMAL = re.compile(r"(?<![\d.])\d+\.\d+(?![\d.])")
"""A number with a decimal point — not the dots of a Russian date (01.12.2026)."""


@pytest.fixture
def russian(qapp):
    i18n.install("ru")
    yield
    i18n.install("en")


@pytest.mark.parametrize(
    ("value", "ru", "en"),
    [
        (1, "1,00", "1.00"),
        (Fraction(-19134, 100), "−191,34", "−191.34"),
        (Fraction(1, 3), "0,33", "0.33"),
        (Fraction(-2, 3), "−0,67", "−0.67"),
        (0, "0,00", "0.00"),
    ],
)
def test_money_text(qapp, value, ru, en) -> None:
    i18n.install("ru")
    try:
        assert i18n.money_text(value) == ru
    finally:
        i18n.install("en")
    assert i18n.money_text(value) == en


@pytest.mark.parametrize(
    ("value", "en"),
    [
        (Fraction(1, 200), "0.01"),
        (Fraction(-1, 200), "−0.01"),
        (Fraction(5, 200), "0.03"),
        (Fraction(-5, 200), "−0.03"),
        (Fraction(-25049, 200), "−125.25"),
    ],
)
def test_money_text_rounds_half_away_from_zero_as_the_statistics(qapp, value, en) -> None:
    """A settlement amount exactly on half a kopeck shows the kopecks the statistics show for
    it (app/stats/amounts.money_cents: half away from zero, scoring-conventions E.8), not
    Python's half-to-even (0,005 → 0,00 but 0,015 → 0,02)."""
    assert i18n.money_text(value) == en
    assert int(en.replace("−", "-").replace(".", "")) == money_cents(value)


@pytest.mark.parametrize(
    ("value", "ru", "en"),
    [
        (1, "1", "1"),
        (Fraction(1, 2), "0,5", "0.5"),
        (Fraction(5, 4), "1,25", "1.25"),
        (Fraction(3, 40), "0,075", "0.075"),
        (Fraction(1, 3), "1/3", "1/3"),
        (Fraction(10), "10", "10"),
    ],
)
def test_price_text_is_exact(qapp, value, ru, en) -> None:
    i18n.install("ru")
    try:
        assert i18n.price_text(value) == ru
    finally:
        i18n.install("en")
    assert i18n.price_text(value) == en


def _settlement():
    # A third of a unit per whist: the money has cents (Сочи, 3 players).
    rules = SOCHI.with_options({"whist_price": "1/3"})
    return settle(
        rules,
        P3,
        pool={"Anna": 10, "Boris": 0, "Vera": 3},
        mountain={"Anna": 0, "Boris": 7, "Vera": 2},
        whists={p: {} for p in P3},
    )


def test_russian_settlement_shows_commas_and_its_csv_keeps_points(qtbot, russian, tmp_path):
    from ui.dialogs.settlement import SettlementDialog

    dialog = SettlementDialog(_settlement())
    qtbot.addWidget(dialog)
    shown = [
        table.item(row, col).text()
        for table in (dialog.results, dialog.payments)
        for row in range(table.rowCount())
        for col in range(table.columnCount())
        if table.item(row, col) is not None
    ]
    money = [cell for cell in shown if "," in cell]
    assert money, shown
    assert not [cell for cell in shown if POINT_DECIMAL.search(cell)], shown
    path = tmp_path / "расчёт.csv"
    dialog.write_csv(path)
    with open(path, encoding="utf-8", newline="") as f:
        cells = [c for row in csv.reader(f) for c in row]
    # The CSV is for a spreadsheet: its numbers keep the decimal point, never a comma.
    numbers = [c for c in cells if re.fullmatch(r"-?\d+(\.\d+)?", c)]
    assert any("." in c for c in numbers), cells
    assert not [c for c in cells if re.fullmatch(r"-?\d+,\d+", c)], cells


def test_printed_game_and_shared_text_use_the_comma_in_russian(service, tmp_path, russian):
    game = three_player_game(service)
    view = service.game(game)
    text = result_text(view)
    assert "," in text and not POINT_DECIMAL.search(text), text
    path = tmp_path / "пуля.pdf"
    write_pdf(game_form.game_form(view), path)
    _, printed = pdf(path)
    assert "цена виста 1" in printed and not POINT_DECIMAL.search(printed), printed


def test_english_keeps_the_point(service, english):
    game = three_player_game(service)
    text = result_text(service.game(game))
    assert POINT_DECIMAL.search(text) and not re.search(r"\d,\d", text), text
