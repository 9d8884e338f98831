"""What every chart shares: a white card with a title, "no games yet" when there is nothing,
exact numbers on hover, and painting onto any device (screen, PNG image, printer).

A chart paints from plain data (ui/stats/chart_data.py) in *logical pixels*: fonts are sized in
pixels and every length is computed from the rectangle it is given, so the same code draws the
widget, a PNG of any size and a printed page (the printer's painter is scaled to logical pixels,
ui/stats/chart_output.py). Colours are fixed, not the desktop's: a chart reads the same on a
dark desktop, on paper and in a saved picture.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QImage,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from app.engine.names import visible
from ui.stats.axes import nice_range, ticks
from ui.theme import PRINT, Scheme, current, qcolor


@dataclass(frozen=True, slots=True)
class ChartInk:
    """A chart's colours in one colour scheme (ui/theme.py): on the screen the scheme's, on
    paper and in a saved picture always the light one (dark on white)."""

    background: QColor
    text: QColor
    axis: QColor
    grid: QColor
    line: QColor
    gain: QColor
    loss: QColor
    muted: QColor


def chart_ink(scheme: Scheme) -> ChartInk:
    c = qcolor
    return ChartInk(
        background=c(scheme.base),
        text=c(scheme.text),
        axis=c(scheme.note),
        grid=c(scheme.chart_grid),
        line=c(scheme.chart_line),
        gain=c(scheme.chart_gain),
        loss=c(scheme.chart_loss),
        muted=c(scheme.note),
    )


ON_PAPER = chart_ink(PRINT)
"""A printed or saved chart's colours (and the light screen's): dark on white."""
BACKGROUND, AXIS, LINE, GAIN, LOSS = (
    ON_PAPER.background,
    ON_PAPER.axis,
    ON_PAPER.line,
    ON_PAPER.gain,
    ON_PAPER.loss,
)


TEXT_PX = 13
TITLE_PX = 15
PAD = 10.0


@dataclass(frozen=True, slots=True)
class Hit:
    """A region of the drawn chart and the exact numbers its tooltip gives."""

    rect: QRectF
    text: str


def font(pixels: int, bold: bool = False) -> QFont:
    """The interface's family at a size in pixels (scales with the painter, unlike points)."""
    chosen = QFont()
    chosen.setPixelSize(pixels)
    chosen.setBold(bold)
    return chosen


def axis_number(value: float) -> str:
    """A tick label: whole numbers as they are, others to one decimal; a real minus sign."""
    from ui import i18n

    text = f"{value:.0f}" if abs(value - round(value)) < 1e-9 else f"{value:.1f}"
    text = text.replace(".", i18n.decimal_separator())
    return text.replace("-", "−") if text not in ("-0", "-0.0") else "0"


class Chart(QWidget):
    """A chart widget; subclasses give the title, the axes' names, emptiness and the drawing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setMinimumSize(300, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.hits: list[Hit] = []
        self.ink = chart_ink(current())
        """The colours of the paint in progress (:meth:`paint_on`)."""
        self.caption = ""
        """Whose figures (the player's name): beside the title, so a printed or saved chart
        says whose it is."""

    def set_caption(self, caption: str) -> None:
        self.caption = caption
        self.update()

    # -- what a subclass gives ------------------------------------------------------------

    def title(self) -> str:
        raise NotImplementedError

    def x_title(self) -> str:
        return ""

    def y_title(self) -> str:
        return ""

    def empty_text(self) -> str:
        return self.tr("No games yet")

    def is_empty(self) -> bool:
        raise NotImplementedError

    def y_range(self) -> tuple[float, float, float]:
        """(bottom, top, step) of the value axis."""
        raise NotImplementedError

    def y_label(self, value: float) -> str:
        return axis_number(value)

    def draw(self, painter: QPainter, plot: QRectF, hits: list[Hit]) -> None:
        """Draw the data inside ``plot`` (axes and grid are drawn already)."""
        raise NotImplementedError

    # -- geometry -------------------------------------------------------------------------

    def plot_rect(self, rect: QRectF) -> QRectF:
        """Where the data goes inside ``rect``: room for the title, tick labels and axis names."""
        text = QFontMetricsF(font(TEXT_PX))
        title = QFontMetricsF(font(TITLE_PX, bold=True))
        left = PAD + text.height() + 6  # the rotated name of the value axis
        if not self.is_empty():
            bottom, top, step = self.y_range()
            widest = max(text.horizontalAdvance(self.y_label(v)) for v in ticks(bottom, top, step))
            left += widest + 8
        top_margin = PAD + title.height() + 8 + text.height()  # title, room for labels on bars
        bottom_margin = PAD + 2 * text.height() + 10  # tick labels, axis name
        return QRectF(
            rect.left() + left,
            rect.top() + top_margin,
            max(rect.width() - left - PAD - 20, 10.0),  # the last edge's label fits
            max(rect.height() - top_margin - bottom_margin, 10.0),
        )

    def y_of(self, value: float, plot: QRectF) -> float:
        bottom, top, _step = self.y_range()
        return plot.bottom() - (value - bottom) / (top - bottom) * plot.height()

    # -- painting -------------------------------------------------------------------------

    def paint_on(self, painter: QPainter, rect: QRectF, scheme: Scheme | None = None) -> list[Hit]:
        """The whole chart inside ``rect`` in ``scheme``'s colours (the screen's by default);
        returns the tooltip regions."""
        self.ink = chart_ink(scheme or current())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(rect, self.ink.background)
        painter.setPen(self.ink.text)
        painter.setFont(font(TITLE_PX, bold=True))
        title_height = QFontMetricsF(painter.font()).height()
        painter.drawText(
            QRectF(rect.left() + PAD, rect.top() + PAD, rect.width() - 2 * PAD, title_height),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            visible(f"{self.title()} — {self.caption}" if self.caption else self.title()),
        )
        hits: list[Hit] = []
        painter.setFont(font(TEXT_PX))
        if self.is_empty():
            painter.setPen(self.ink.muted)
            painter.setFont(font(TITLE_PX))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.empty_text())
        else:
            plot = self.plot_rect(rect)
            self._axes(painter, plot, rect)
            self.draw(painter, plot, hits)
        painter.restore()
        return hits

    def _axes(self, painter: QPainter, plot: QRectF, rect: QRectF) -> None:
        """Grid lines with their values, the frame's two axes and the axes' names."""
        metrics = QFontMetricsF(painter.font())
        bottom, top, step = self.y_range()
        for value in ticks(bottom, top, step):
            y = self.y_of(value, plot)
            painter.setPen(QPen(self.ink.axis if abs(value) < 1e-12 else self.ink.grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(self.ink.text)
            label = self.y_label(value)
            width = metrics.horizontalAdvance(label)
            painter.drawText(
                QRectF(plot.left() - width - 6, y - metrics.height() / 2, width, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        painter.setPen(QPen(self.ink.axis, 1))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.setPen(self.ink.text)
        name_y = plot.bottom() + metrics.height() + 8
        painter.drawText(
            QRectF(plot.left(), name_y, plot.width(), metrics.height()),
            Qt.AlignmentFlag.AlignCenter,
            self.x_title(),
        )
        # The value axis's name, read bottom to top along the left edge.
        painter.save()
        painter.translate(rect.left() + PAD, plot.center().y())
        painter.rotate(-90)
        name = metrics.elidedText(self.y_title(), Qt.TextElideMode.ElideRight, plot.height())
        painter.drawText(
            QRectF(-plot.height() / 2, 0, plot.height(), metrics.height()),
            Qt.AlignmentFlag.AlignCenter,
            name,
        )
        painter.restore()

    def render_image(self, size: QSize, scale: float = 1.0) -> QImage:
        """The chart as a picture of ``size`` pixels (PNG export, tests); ``scale`` enlarges
        text and lines with it (the chart is laid out in ``size / scale`` logical pixels)."""
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(qcolor(PRINT.base))
        painter = QPainter(image)
        painter.scale(scale, scale)
        # A saved picture is dark on white, as a printed one (shared, printed, put in a file).
        self.paint_on(painter, QRectF(0, 0, size.width() / scale, size.height() / scale), PRINT)
        painter.end()
        return image

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.hits = self.paint_on(painter, QRectF(self.rect()))
        painter.end()

    def tip_at(self, pos: QPointF) -> str | None:
        """The exact numbers under ``pos`` (as last painted), or ``None``."""
        for hit in self.hits:
            if hit.rect.contains(pos):
                return hit.text
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self.tip_at(QPointF(event.pos()))
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def sizeHint(self) -> QSize:
        return QSize(460, 300)


def value_range(values: list[float], most: int = 6) -> tuple[float, float, float]:
    """A value axis holding ``values`` and zero."""
    return nice_range(min(values, default=0.0), max(values, default=0.0), most)
