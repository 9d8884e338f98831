"""The event window opens inside the screen: 1100 px wide, it ran off a 1024×700 laptop and its
«Новый вечер…» and Close buttons could not be reached (seen in a real X server, issue 14)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize

from app.services.game_service import GameService
from ui import i18n
from ui.events.demo import demo_evening, demo_field_of_30
from ui.events.event_window import EventWindow, opening_size


def test_the_event_window_fits_the_screen_whole(qtbot, tmp_path: Path) -> None:
    i18n.install("ru")
    try:
        with GameService(tmp_path / "club.sqlite3", backups=0) as games:
            window = EventWindow(games, lambda _id: None)
            qtbot.addWidget(window)
            window.show()
            qtbot.waitExposed(window)
            least = window.minimumSizeHint()
            laptop = opening_size(QSize(1024, 700))
            assert laptop.width() <= 1024 - 2 and laptop.height() <= 700 - 26  # openbox's frame
            assert laptop.width() >= least.width() and laptop.height() >= least.height()
            room = window.screen().availableGeometry()  # offscreen: 800×800
            assert window.width() <= max(room.width(), least.width())
            for button in (window.seat_button, window.big_button):  # left and right edges
                right = button.mapTo(window, button.rect().topRight()).x()
                assert right <= window.width()
            # No evening yet: the empty standings are headed in words, not «1 2 3 4».
            standings = window.standings
            heads = [standings.horizontalHeaderItem(c).text() for c in range(4)]
            assert heads == ["Место", "Игрок", "Очки", "Висты"]
            window.close()
    finally:
        i18n.install("en")


def rows_fit(table) -> bool:
    """Every row of the round's list is as tall as its wrapped text needs: nothing cut off."""
    return all(table.rowHeight(r) >= table.sizeHintForRow(r) for r in range(table.rowCount()))


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize(("demo", "tables_count"), [(demo_evening, 4), (demo_field_of_30, 10)])
def test_a_round_shows_every_table_whole_at_1024(qtbot, tmp_path, lang, demo, tables_count):
    """A club evening on a 1024×700 laptop: the table and its deals fit their column, each
    table's players and result are shown whole (a long one wraps, its row grows again when the
    window narrows, and its tooltip has it all; main cut a 30-player field's results with “…”),
    the result keeps the larger part of the width, and the standings show every round's column
    (the Russian buttons' row pushed the last one behind a scroll bar)."""
    i18n.install(lang)
    try:
        with GameService(tmp_path / "club.sqlite3", backups=0) as games:
            demo(games, lang)
            window = EventWindow(games, lambda _id: None)
            qtbot.addWidget(window)
            window.resize(opening_size(QSize(1024, 700)))
            window.show()
            qtbot.waitExposed(window)
            tables = window.tables
            assert tables.rowCount() == tables_count
            for narrower in (0, 120):
                window.resize(window.width() - narrower, window.height())
                # Fitted once the window has settled: rows whole, all four columns in view.
                qtbot.waitUntil(
                    lambda: rows_fit(tables) and tables.horizontalScrollBar().maximum() == 0,
                    timeout=2000,
                )
                assert tables.columnWidth(3) >= tables.columnWidth(1)
                for row in range(tables_count):
                    for column in (1, 3):
                        item = tables.item(row, column)
                        assert item.text() and item.toolTip() == item.text()
                    for column in (0, 2):  # “Table 10”, “7”: never wrapped or cut
                        text = tables.item(row, column).text()
                        width = tables.fontMetrics().horizontalAdvance(text)
                        assert width < tables.columnWidth(column), text
            standings = window.standings
            window.resize(opening_size(QSize(1024, 700)))
            if tables_count > 4:  # 30 players' long names in the standings: they scroll
                return
            qtbot.waitUntil(
                lambda: standings.horizontalHeader().length() <= standings.viewport().width(),
                timeout=2000,
            )
            window.close()
    finally:
        i18n.install("en")
