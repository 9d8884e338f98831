"""The round's list of tables in the event window: each column as wide as its text where the
window allows, the result (the longest cell) taking what is left, and every row as tall as its
wrapped text, so that nothing is cut off with “…” at 1024 px (the whole text is a tooltip too)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QWidget

TABLE, PLAYERS, DEALS, RESULT = range(4)
PLAYERS_SHARE = 0.4
"""The most of the free width the players take when they and the result do not both fit on
one line: long names wrap, and the result keeps the larger part."""


class RoundTable(QTableWidget):
    """Table, players in seat order, deals played, result so far: one row a table."""

    def __init__(self, headers: list[str], parent: QWidget | None = None) -> None:
        super().__init__(0, len(headers), parent)
        self.setHorizontalHeaderLabels(headers)
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(True)
        self._fit_pending = False

    def fit(self) -> None:
        """Share the width out and make each row as tall as its wrapped text."""
        self._fit_pending = False
        header = self.horizontalHeader()
        wanted = [
            max(self.sizeHintForColumn(c), header.sectionSizeHint(c))
            for c in range(self.columnCount())
        ]
        free = self.viewport().width() - wanted[TABLE] - wanted[DEALS]
        players = wanted[PLAYERS]
        if players + wanted[RESULT] > free:
            players = min(players, max(int(free * PLAYERS_SHARE), header.sectionSizeHint(PLAYERS)))
        result = max(free - players, header.sectionSizeHint(RESULT))
        for column, width in ((TABLE, wanted[TABLE]), (PLAYERS, players), (DEALS, wanted[DEALS])):
            self.setColumnWidth(column, width)
        self.setColumnWidth(RESULT, result)
        self.resizeRowsToContents()

    def viewportEvent(self, event: QEvent) -> bool:
        # The viewport changes width with the window, the splitter and the vertical scroll bar
        # (which a taller row may bring): fit again once the layout has settled.
        if event.type() == QEvent.Type.Resize and not self._fit_pending:
            self._fit_pending = True
            QTimer.singleShot(0, self.fit)
        return super().viewportEvent(event)
