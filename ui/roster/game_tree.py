"""The games list's table, its columns fitted to its width: the result comes first.

Every column is as wide as its widest text while that fits. When the window is too narrow for
all of them (1024 px and a game with changed rules), the columns a player can read from their
tooltip — the players and the rules — give up width (each in proportion to what it has
above a floor, never below it), so that the date, the state and the result stay whole; their
texts are then elided (“Александра, Бори…”)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QWidget

SQUEEZED_FLOOR = 90
"""The narrowest a squeezed column gets (px): still a few letters of a name or a preset."""


class GameTree(QTreeWidget):
    """A tree of games whose ``squeezable`` columns shrink first when the width runs out."""

    def __init__(self, squeezable: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.squeezable = tuple(squeezable)
        self.header().setStretchLastSection(True)

    def fit_columns(self) -> None:
        """Each column to its contents; the squeezable ones narrowed until the rest fits."""
        header = self.header()
        count = self.columnCount()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        wanted = [max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(count)]
        excess = sum(wanted) - self.viewport().width()
        slack = {c: max(wanted[c] - SQUEEZED_FLOOR, 0) for c in self.squeezable}
        spare = sum(slack.values())
        if excess > 0 and spare:
            # Each gives in proportion to what it has above the floor; never below it.
            for column, room in slack.items():
                wanted[column] -= min(room, -(-excess * room // spare))
        for column in range(count - 1):  # the last one stretches over what is left
            header.resizeSection(column, wanted[column])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()
