"""A chart with its two buttons under it: print (with a preview) and save as a picture."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ui.stats.chart_base import Chart
from ui.stats.chart_output import ask_png, print_preview
from ui.widgets import accessible


class ChartPanel(QWidget):
    """``chart`` over a row of "Print…" and "Save as picture…"; ``file_stem`` names the PNG."""

    def __init__(self, chart: Chart, file_stem: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart = chart
        self.file_stem = file_stem
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(chart, 1)
        row = QHBoxLayout()
        row.addStretch()
        self.print_button = QPushButton()
        self.png_button = QPushButton()
        self.print_button.clicked.connect(lambda: print_preview(self.chart, self))
        self.png_button.clicked.connect(self._ask_png)
        row.addWidget(self.print_button)
        row.addWidget(self.png_button)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.print_button.setText(self.tr("Print…"))
        self.png_button.setText(self.tr("Save as picture…"))
        accessible.describe(self.print_button, self.tr("Print this chart."))
        accessible.describe(self.png_button, self.tr("Save this chart as a PNG picture."))

    def _ask_png(self) -> None:
        """Named after the chart and whose it is: «result over time — Anna.png»."""
        name = f"{self.file_stem} — {self.chart.caption}" if self.chart.caption else self.file_stem
        ask_png(self.chart, self, name)

    def update_buttons(self) -> None:
        empty = self.chart.is_empty()
        self.print_button.setEnabled(not empty)
        self.png_button.setEnabled(not empty)
