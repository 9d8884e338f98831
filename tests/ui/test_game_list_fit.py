"""The games list at 1024 px (a club laptop): the result and the date stay whole with a long
modified-rules game listed, its rules shortened to the preset and a mark (the whole in a
tooltip); and every filter box is wide enough for its longest item, in Russian and in English
(seen: the rules column pushed the result off the screen; «любы» for «любые»)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QDateEdit, QWidget

from app.engine import SOCHI, Call, Contract, Deal
from ui import i18n
from ui.widgets.date_edit import DateEdit

NAMES = ("Александра", "Борислав", "Владимир", "Глеб")


@pytest.fixture
def long_games(service):  # type: ignore[no-untyped-def]
    """A game of changed rules (ends after 6 deals) with a result, and a four-player one."""
    rules = dataclasses.replace(SOCHI, game_end="deals", deal_limit=6)
    a, b, v, _ = NAMES
    game = service.create_game(NAMES[:3], v, rules)
    deal = Deal(a, Contract.parse("6s"), {b: Call.WHIST, v: Call.PASS}, {a: 6, b: 4, v: 0})
    service.record(game, deal, 0)
    four = service.create_game(NAMES, v, SOCHI)
    return game, four


@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_result_is_whole_at_1024(qtbot, window, long_games, language) -> None:  # type: ignore[no-untyped-def]
    from ui.start_page import DATE, RESULT, RULES, STATE

    game, _ = long_games
    window.set_language(language)
    window.resize(1024, 700)
    window.show_start()
    QApplication.processEvents()
    games = window.start.games
    assert games.viewport().width() <= 1024
    metrics = games.fontMetrics()
    for row in range(games.topLevelItemCount()):
        item = games.topLevelItem(row)
        for column in (DATE, STATE, RESULT):
            text = item.text(column)
            assert metrics.horizontalAdvance(text) <= games.columnWidth(column), (column, text)
        if int(item.data(0, 0x0100)) == game:  # Qt.UserRole: the modified-rules game
            assert item.text(RESULT), "the result of the game is listed"
            full = item.toolTip(RULES)
            assert len(item.text(RULES)) < len(full), "the rules shortened in the list"
            assert item.text(RULES).startswith(i18n.preset_text("sochi"))
            assert "6" in full, "the whole rules in the tooltip"


def _reference(box: QWidget) -> int:
    """The width a fresh box of the same items (format) asks for."""
    if isinstance(box, QComboBox):
        fresh = QComboBox()
        fresh.addItems([box.itemText(i) for i in range(box.count())])
    else:
        assert isinstance(box, QDateEdit)
        fresh = DateEdit()
        fresh.setDisplayFormat(box.displayFormat())
        fresh.setDate(box.date())
    fresh.setFont(box.font())
    return fresh.sizeHint().width()


@pytest.mark.parametrize("language", ["ru", "en"])
def test_every_filter_box_fits_its_longest_item(qtbot, window, long_games, language) -> None:  # type: ignore[no-untyped-def]
    # Shown first in the other language, then switched: a box must follow its new items.
    window.set_language("en" if language == "ru" else "ru")
    window.resize(1024, 700)
    window.show_start()
    QApplication.processEvents()
    window.set_language(language)
    QApplication.processEvents()
    bar = window.start.filters
    boxes = [*bar.findChildren(QComboBox), *bar.findChildren(QDateEdit)]
    assert bar.rules_filter in boxes
    for box in boxes:
        longest = max(
            (box.itemText(i) for i in range(box.count()))
            if isinstance(box, QComboBox)
            else [box.text()],
            key=box.fontMetrics().horizontalAdvance,
        )
        assert box.width() >= _reference(box), (language, longest, box.width())
        assert box.width() > box.fontMetrics().horizontalAdvance(longest), longest
