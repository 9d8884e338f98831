"""Result over time: his running total in whists after each game, dates along the bottom."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

from ui import i18n
from ui.stats.chart_base import Chart, Hit, value_range
from ui.stats.chart_data import Point
from ui.stats.figure_texts import signed

DOTS_UP_TO = 80
"""Dots on every game while they stay apart; beyond that the line alone."""


class ResultChart(Chart):
    """One point per game, in the order played; the line is the running total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[Point] = []

    def set_points(self, points: list[Point]) -> None:
        self.points = list(points)
        self.update()

    def title(self) -> str:
        return self.tr("Result over time")

    def x_title(self) -> str:
        return self.tr("Date of the game")

    def y_title(self) -> str:
        return self.tr("Whists, running total")

    def is_empty(self) -> bool:
        return not self.points

    def y_range(self) -> tuple[float, float, float]:
        return value_range([float(p.total) for p in self.points])

    def x_of(self, index: int, plot: QRectF) -> float:
        """Games evenly spaced, each in the middle of its own slot."""
        return plot.left() + (index + 0.5) * plot.width() / len(self.points)

    def point_at(self, index: int, plot: QRectF) -> QPointF:
        return QPointF(self.x_of(index, plot), self.y_of(float(self.points[index].total), plot))

    def draw(self, painter: QPainter, plot: QRectF, hits: list[Hit]) -> None:
        count = len(self.points)
        self._dates(painter, plot)  # first: the games' dots lie over the ticks
        path = QPainterPath(self.point_at(0, plot))
        for index in range(1, count):
            path.lineTo(self.point_at(index, plot))
        painter.setPen(QPen(self.ink.line, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        if count <= DOTS_UP_TO:
            painter.setBrush(self.ink.line)
            for index in range(count):
                painter.drawEllipse(self.point_at(index, plot), 3.0, 3.0)
        slot = plot.width() / count
        for index, point in enumerate(self.points):
            strip = QRectF(self.x_of(index, plot) - slot / 2, plot.top(), slot, plot.height())
            text = self.tr("{day}, game {game}: {result}\nRunning total: {total}").format(
                day=i18n.day_text(point.day),
                game=point.game_id,
                result=signed(point.result),
                total=signed(point.total),
            )
            hits.append(Hit(strip, text))

    def _dates(self, painter: QPainter, plot: QRectF) -> None:
        """Dates under the games, as many as fit without touching (first and last kept)."""
        metrics = QFontMetricsF(painter.font())
        width = metrics.horizontalAdvance(i18n.day_text("2026-11-30")) + 12
        count = len(self.points)
        every = max(1, math.ceil(count * width / plot.width()))
        shown = list(range(0, count, every))
        if shown[-1] != count - 1:
            if count - 1 - shown[-1] < every and len(shown) > 1:
                shown.pop()
            shown.append(count - 1)
        painter.setPen(QPen(self.ink.axis, 1))
        for index in shown:
            x = self.x_of(index, plot)
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
        painter.setPen(self.ink.text)
        for index in shown:
            # Kept inside the chart: the first and last date may not stick out of it.
            left = min(
                max(self.x_of(index, plot) - width / 2, plot.left() - 24), plot.right() - width + 6
            )
            painter.drawText(
                QRectF(left, plot.bottom() + 5, width, metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                i18n.day_text(self.points[index].day),
            )
