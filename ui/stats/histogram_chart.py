"""Distribution of results: how many of his games ended in each band of whists; bands below
zero in red, from zero up in green."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ui.stats.axes import integer_step
from ui.stats.chart_base import Chart, Hit, axis_number
from ui.stats.chart_data import Bin


class HistogramChart(Chart):
    """Adjacent bars, one per band of equal width; the value axis counts games."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bins: list[Bin] = []

    def set_bins(self, bins: list[Bin]) -> None:
        self.bins = list(bins)
        self.update()

    def title(self) -> str:
        return self.tr("Results of games")

    def x_title(self) -> str:
        return self.tr("Result of a game, whists")

    def y_title(self) -> str:
        return self.tr("Games")

    def is_empty(self) -> bool:
        return not any(b.count for b in self.bins)

    def y_range(self) -> tuple[float, float, float]:
        most = max((b.count for b in self.bins), default=1)
        step = integer_step(most)
        top = -(-most // step) * step
        return 0.0, float(top), float(step)

    def bin_rect(self, index: int, plot: QRectF) -> QRectF:
        """The bar of ``bins[index]``: its height is the games in the band."""
        width = plot.width() / len(self.bins)
        top = self.y_of(float(self.bins[index].count), plot)
        return QRectF(plot.left() + index * width, top, width, plot.bottom() - top)

    def draw(self, painter: QPainter, plot: QRectF, hits: list[Hit]) -> None:
        metrics = QFontMetricsF(painter.font())
        width = plot.width() / len(self.bins)
        for index, band in enumerate(self.bins):
            rect = self.bin_rect(index, plot)
            if band.count:
                painter.fillRect(rect, self.ink.gain if band.low >= 0 else self.ink.loss)
                painter.setPen(QPen(self.ink.background, 1))  # a hairline between neighbours
                painter.drawLine(rect.topLeft(), rect.bottomLeft())
            slot = QRectF(plot.left() + index * width, plot.top(), width, plot.height())
            text = self.tr("From {low} to {high} whists: games {count}").format(
                low=axis_number(band.low), high=axis_number(band.high), count=band.count
            )
            hits.append(Hit(slot, text))
        # The bands' edges under the axis, as many as fit.
        label_width = (
            max(
                metrics.horizontalAdvance(axis_number(b))
                for b in (self.bins[0].low, self.bins[-1].high)
            )
            + 10
        )
        every = max(1, int(-(-(label_width * len(self.bins)) // plot.width())))
        for index in range(0, len(self.bins) + 1, every):
            edge = self.bins[0].low + index * (self.bins[0].high - self.bins[0].low)
            x = plot.left() + index * width
            painter.setPen(QPen(self.ink.axis, 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            painter.setPen(self.ink.text)
            painter.drawText(
                QRectF(x - label_width / 2, plot.bottom() + 5, label_width, metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                axis_number(edge),
            )
