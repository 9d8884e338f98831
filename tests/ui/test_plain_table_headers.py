"""The plain table's column titles are read whole at 1024×700 (seen in a real X server: the
Russian «Висты → Борис» was cut to «исты → Бори»): a whist column is titled on two lines."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics

from app.engine import SOCHI
from ui import i18n
from ui.sheet.sheet_widget import SheetTable

SHEET_PANE = 432
"""The plain table's width in the main window at 1024×700 (measured: 487 px less the names)."""


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("players", [("Аня", "Борис", "Вика"), ("Аня", "Борис", "Вика", "Глеб")])
def test_every_column_title_fits_its_column(qtbot, service, lang, players) -> None:
    game = service.create_game(players, players[0], SOCHI)
    i18n.install(lang)
    try:
        table = SheetTable()
        qtbot.addWidget(table)
        table.resize(SHEET_PANE + table.verticalHeader().sizeHint().width(), 300)
        table.show()
        table.set_sheet(service.game(game).sheet)
        qtbot.wait(10)
        header = table.horizontalHeader()
        metrics = QFontMetrics(header.font())
        for column in range(table.columnCount()):
            title = table.horizontalHeaderItem(column).text()
            widest = max(metrics.horizontalAdvance(line) for line in title.split("\n"))
            assert widest + 6 <= header.sectionSize(column), (title, header.sectionSize(column))
    finally:
        i18n.install("en")
