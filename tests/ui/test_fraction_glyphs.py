"""One way to write an exact amount everywhere a player reads it: «−5¼», never «−5 1/4»
(issue 14: the start page's results column wrote quarters as "−5 1/4" while the sheet wrote
halves as "6½"). A 4-player game, Anna's 6♠ made with Boris whisting and then half a point of
pool for Anna, settles at Anna +10¾, Boris +1¾, Vera and Gleb −6¼ (scoring-conventions E.4: each
pays a quarter of the differences in a 4-player pool)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine import SOCHI, Call, Contract, Deal, ManualEntry
from app.services.stats import StatsService
from ui import i18n
from ui.dialogs.settlement import SettlementDialog
from ui.paper.header import result_text
from ui.roster.players_window import RESULT, PlayersWindow
from ui.sheet.numbers import sheet_number
from ui.start_page import RESULT as START_RESULT

P4 = ("Anna", "Boris", "Vera", "Gleb")
ANNA_6S = Deal(
    "Anna",
    Contract.parse("6s"),
    {"Boris": Call.WHIST, "Vera": Call.PASS},
    {"Anna": 6, "Boris": 3, "Vera": 1},
)
HALF_POOL = ManualEntry("Anna", pool=Fraction(1, 2), note="half a point carried over")


@pytest.mark.parametrize(
    ("value", "signed", "text"),
    [
        (12, False, "12"),
        (-3, False, "−3"),
        (12, True, "+12"),
        (0, True, "0"),
        (Fraction(13, 2), False, "6½"),
        (Fraction(-1, 2), False, "−½"),
        (Fraction(-21, 4), False, "−5¼"),
        (Fraction(15, 4), True, "+3¾"),
        (Fraction(22, 3), False, "7⅓"),
        (Fraction(-2, 3), False, "−⅔"),
        (Fraction(124, 3), False, "41⅓"),
        (Fraction(7, 8), False, "⅞"),
        (Fraction(31, 12), False, "2⁷⁄₁₂"),  # no single glyph: a small fraction all the same
        (Fraction(10, 1), False, "10"),
    ],
)
def test_one_formatter_writes_halves_thirds_and_quarters_as_glyphs(value, signed, text):
    assert sheet_number(value, signed=signed) == text
    assert i18n.number_text(value, signed=signed) == text


@given(st.integers(), st.booleans())
def test_a_whole_amount_reads_the_same_as_an_int_and_as_a_fraction(number, signed):
    """The formatter's shortcut for ``int`` (most amounts on a sheet) writes what the
    general path writes for the same amount as a Fraction."""
    assert sheet_number(number, signed=signed) == sheet_number(Fraction(number), signed=signed)


@pytest.fixture
def quarters_game(service):
    game = service.create_game(P4, "Gleb", SOCHI)
    service.record(game, ANNA_6S, 0)
    service.record(game, HALF_POOL, 1)
    service.finish_game(game, 2)
    assert service.settlement(game).result == {
        "Anna": Fraction(43, 4),
        "Boris": Fraction(7, 4),
        "Vera": Fraction(-25, 4),
        "Gleb": Fraction(-25, 4),
    }
    return game


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_screen_writes_quarters_as_the_sheet_does(
    window, service, quarters_game, qtbot, language
):
    i18n.install(language)
    try:
        # the start page's results column (the defect: "Boris −1 1/4")
        window.refresh_start()
        result = window.start.games.topLevelItem(0).text(START_RESULT)
        assert result == "Anna +10¾, Boris +1¾, Vera −6¼, Gleb −6¼"
        assert "/" not in result
        # the settlement dialog, the printed/shared result text
        view = service.game(quarters_game)
        dialog = SettlementDialog(view.settlement, window)
        qtbot.addWidget(dialog)
        table = dialog.results
        cells = [
            table.item(r, c).text()
            for r in range(table.rowCount())
            for c in range(table.columnCount())
            if table.item(r, c) is not None
        ]
        assert "10¾" in cells and "−6¼" in cells
        assert not any("/" in cell for cell in cells)
        shared = result_text(view)
        assert "10¾" in shared and "−6¼" in shared and "/" not in shared
        # the players window's result column
        players = PlayersWindow(service.roster, StatsService(service.backend))
        qtbot.addWidget(players)
        players.load()
        column = {
            players.table.topLevelItem(i).text(0): players.table.topLevelItem(i).text(RESULT)
            for i in range(players.table.topLevelItemCount())
        }
        assert column == {"Anna": "+10¾", "Boris": "+1¾", "Vera": "−6¼", "Gleb": "−6¼"}
    finally:
        i18n.install("en")
