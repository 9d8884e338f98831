"""Success rate by contract level: a bar per level 6–10 and misère, its height the share made,
with "made/declared" over it (docs/statistics.md, "As declarer", "Misère")."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QWidget

from ui import i18n
from ui.stats.chart_base import Chart, Hit
from ui.stats.chart_data import Bar
from ui.stats.figure_texts import percent

BAR_SHARE = 0.6
"""Width of a bar in its slot."""


class LevelChart(Chart):
    """Bars from 0 to 100 %; a level never declared has no bar, only a dash."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[Bar] = []

    def set_bars(self, bars: list[Bar]) -> None:
        self.bars = list(bars)
        self.update()

    def title(self) -> str:
        return self.tr("Contracts made, by level")

    def x_title(self) -> str:
        return self.tr("Contract")

    def y_title(self) -> str:
        return self.tr("Made, %")

    def empty_text(self) -> str:
        return self.tr("No contracts declared yet")

    def is_empty(self) -> bool:
        return not any(bar.declared for bar in self.bars)

    def y_range(self) -> tuple[float, float, float]:
        return 0.0, 1.0, 0.25

    def y_label(self, value: float) -> str:
        return i18n.percent_text(round(value * 100))

    def slot(self, index: int, plot: QRectF) -> QRectF:
        width = plot.width() / len(self.bars)
        return QRectF(plot.left() + index * width, plot.top(), width, plot.height())

    def bar_rect(self, index: int, plot: QRectF) -> QRectF | None:
        """The bar of ``bars[index]`` inside ``plot``: its height is the rate made."""
        rate = self.bars[index].rate
        if rate is None:
            return None
        slot = self.slot(index, plot)
        width = slot.width() * BAR_SHARE
        height = float(rate) * plot.height()
        return QRectF(slot.center().x() - width / 2, plot.bottom() - height, width, height)

    def draw(self, painter: QPainter, plot: QRectF, hits: list[Hit]) -> None:
        metrics = QFontMetricsF(painter.font())
        for index, bar in enumerate(self.bars):
            slot = self.slot(index, plot)
            rect = self.bar_rect(index, plot)
            if rect is not None:
                painter.fillRect(rect, self.ink.line)
                painter.setPen(self.ink.text)
                count = QRectF(
                    slot.left(), rect.top() - metrics.height() - 2, slot.width(), metrics.height()
                )
                painter.drawText(count, Qt.AlignmentFlag.AlignCenter, f"{bar.made}/{bar.declared}")
                text = self.tr("{label}: made {made} of {declared} ({rate})").format(
                    label=bar.label, made=bar.made, declared=bar.declared, rate=percent(bar.rate)
                )
            else:
                painter.setPen(self.ink.muted)
                painter.drawText(
                    QRectF(
                        slot.left(),
                        plot.bottom() - metrics.height() - 2,
                        slot.width(),
                        metrics.height(),
                    ),
                    Qt.AlignmentFlag.AlignCenter,
                    "—",
                )
                text = self.tr("{label}: never declared").format(label=bar.label)
            painter.setPen(self.ink.text)
            painter.drawText(
                QRectF(slot.left(), plot.bottom() + 5, slot.width(), metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                bar.label,
            )
            hits.append(Hit(slot, text))
