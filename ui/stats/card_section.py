"""One block of the player's card: a titled box of rows, a name on the left and figures on
the right, each figure kept by a key so the card can be read back (tests, screenshots)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class Section(QGroupBox):
    """A titled grid: a header row of column names (optional), then named rows of figures."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(3)
        self.grid.setColumnStretch(0, 1)
        self.values: dict[str, QLabel] = {}
        self.names: dict[str, QLabel] = {}
        self.headers: list[QLabel] = []
        self._rows = 0

    def header(self, count: int) -> None:
        """Room for ``count`` column names over the figures (set by :meth:`set_headers`)."""
        for column in range(count):
            label = QLabel()
            label.setAlignment(RIGHT)
            label.setStyleSheet("color: palette(mid);")
            self.grid.addWidget(label, self._rows, column + 1)
            self.headers.append(label)
        self._rows += 1

    def set_headers(self, texts: list[str]) -> None:
        for label, text in zip(self.headers, texts, strict=True):
            label.setText(text)

    def row(self, key: str, keys: list[str]) -> None:
        """A row named by ``key`` with a figure under each of ``keys``."""
        name = QLabel()
        self.names[key] = name
        self.grid.addWidget(name, self._rows, 0)
        for column, value_key in enumerate(keys, start=1):
            value = QLabel()
            value.setAlignment(RIGHT)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.values[value_key] = value
            self.grid.addWidget(value, self._rows, column)
        self._rows += 1

    def clear_rows(self) -> None:
        """Every row gone (penalties: one row per rule, rebuilt for each player)."""
        for label in (*self.names.values(), *self.values.values()):
            self.grid.removeWidget(label)
            label.deleteLater()
        self.names.clear()
        self.values.clear()
        self._rows = len(self.headers) and 1

    def name(self, key: str, text: str) -> None:
        self.names[key].setText(text)

    def put(self, key: str, text: str, tip: str = "") -> None:
        self.values[key].setText(text)
        self.values[key].setToolTip(tip)
