"""The paper sheet painted with QPainter, with zoom, hover provenance and a plain table view.

The widget only paints what :func:`ui.sheet.layout.layout_sheet` returns; every text is drawn
as a vector glyph run under the painter's transform, so it stays crisp at any zoom and DPI.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPen, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QScrollArea,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.engine import RULE_REFERENCES, Column, Entry, Sheet
from ui import i18n
from ui.sheet.layout import SheetLayout, Text, layout_sheet
from ui.sheet.numbers import sheet_number

PAPER = QColor("#fbf8ef")
INK = QColor("#1f2a44")
FAINT = QColor("#7a8294")
HOVER = QColor(255, 214, 102, 150)
_REF_PX = 100.0  # fonts are set at 100 px and scaled to the text's size in sheet units


def _font(bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(int(_REF_PX))
    font.setBold(bold)
    return font


class _Metrics:
    """Text widths in sheet units from real font metrics (passed to the layout)."""

    def __init__(self) -> None:
        self._plain = QFontMetricsF(_font(False))
        self._bold = QFontMetricsF(_font(True))
        # A sheet shows the same few hundred numbers on every relayout: remember their widths
        # (a font query per value cost more than the rest of the layout).
        self._widths: dict[tuple[str, bool], float] = {}

    def __call__(self, text: str, size: float, bold: bool = False) -> float:
        key = (text, bold)
        width = self._widths.get(key)
        if width is None:
            fm = self._bold if bold else self._plain
            width = self._widths[key] = fm.horizontalAdvance(text)
        return width * size / _REF_PX


def placement(layout: SheetLayout, target: QRectF) -> tuple[float, float, float]:
    """Scale and top-left offset of a layout fitted and centred in ``target`` (the painting
    and the hit-testing of the mouse must agree on it)."""
    scale = min(target.width() / layout.width, target.height() / layout.height)
    ox = target.x() + (target.width() - layout.width * scale) / 2
    oy = target.y() + (target.height() - layout.height * scale) / 2
    return scale, ox, oy


def paint_layout(
    painter: QPainter, layout: SheetLayout, target: QRectF, hovered: Text | None = None
) -> float:
    """Paint a layout scaled to fit ``target``; returns the scale (pixels per sheet unit)."""
    scale, ox, oy = placement(layout, target)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.translate(ox, oy)
    painter.scale(scale, scale)
    painter.fillRect(QRectF(0, 0, layout.width, layout.height), PAPER)
    pen = QPen(INK)
    pen.setCosmetic(True)
    pen.setWidthF(1.3)
    painter.setPen(pen)
    for line in layout.lines:
        painter.drawLine(QPointF(line.x1, line.y1), QPointF(line.x2, line.y2))
    c = layout.circle
    painter.setBrush(PAPER)
    painter.drawEllipse(QPointF(c.cx, c.cy), c.r, c.r)
    if c.double:
        painter.drawEllipse(QPointF(c.cx, c.cy), c.r - 0.8, c.r - 0.8)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    plain, bold = _font(False), _font(True)
    cap = QFontMetricsF(plain).capHeight()
    for text in layout.texts:
        strong = text.current or text.kind in ("name", "pool_size")
        painter.save()
        painter.translate(text.x, text.y)
        painter.rotate(text.rotation)
        k = text.size / _REF_PX
        painter.scale(k, k)
        width = text.width / k
        left = -width / 2 if text.anchor == "center" else 0.0
        if hovered is not None and text is hovered:
            painter.fillRect(QRectF(left - 20, -cap, width + 40, cap * 2), HOVER)
        painter.setFont(bold if strong else plain)
        painter.setPen(FAINT if text.kind in ("separator", "ellipsis", "whist_price") else INK)
        painter.drawText(QPointF(left, cap / 2), text.text)
        painter.restore()
    painter.restore()
    return scale


class SheetWidget(QWidget):
    """The paper sheet. Hover shows where a number came from; a click emits ``entry_clicked``."""

    entry_clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setMinimumSize(240, 260)
        self._sheet: Sheet | None = None
        self._layout: SheetLayout | None = None
        self._measure = _Metrics()
        self._cells: dict[object, object] = {}  # layout_sheet's per-cell cache
        self._hovered: Text | None = None
        self._upright = False
        self.zoom = 1.0
        self.describe_event: Callable[[int], str] = lambda seq: ""

    # -- data --------------------------------------------------------------------------------

    def set_sheet(self, sheet: Sheet | None) -> None:
        if sheet is self._sheet and self._layout is not None:
            return  # the same frozen sheet (a status change): the layout stands
        self._sheet = sheet
        self._relayout()

    def set_upright(self, upright: bool) -> None:
        self._upright = upright
        self._relayout()

    def _relayout(self) -> None:
        self._hovered = None
        if self._sheet is None:
            self._layout = None
        else:
            self._layout = layout_sheet(
                self._sheet, measure=self._measure, upright=self._upright, cache=self._cells
            )
        self.update()

    # -- zoom ----------------------------------------------------------------------------------

    def set_zoom(self, zoom: float) -> None:
        self.zoom = max(1.0, min(4.0, zoom))
        base = self.parentWidget().size() if self.parentWidget() else self.size()
        if self.zoom == 1.0:
            self.setMinimumSize(240, 260)
        else:
            self.setMinimumSize(
                QSize(int(base.width() * self.zoom), int(base.height() * self.zoom))
            )
        self.update()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            step = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
            self.set_zoom(self.zoom * step)
            event.accept()
        else:
            super().wheelEvent(event)

    # -- painting ------------------------------------------------------------------------------

    def _target(self) -> QRectF:
        return QRectF(self.rect()).adjusted(6, 6, -6, -6)

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().window())
        if self._layout is not None:
            paint_layout(painter, self._layout, self._target(), self._hovered)
        painter.end()

    def to_sheet(self, pos: QPointF) -> tuple[float, float] | None:
        """Widget pixels → sheet units."""
        if self._layout is None:
            return None
        scale, ox, oy = placement(self._layout, self._target())
        return (pos.x() - ox) / scale, (pos.y() - oy) / scale

    def text_at(self, pos: QPointF) -> Text | None:
        point = self.to_sheet(pos)
        if point is None or self._layout is None:
            return None
        return self._layout.text_at(*point)

    def provenance(self, text: Text) -> str:
        """Where a number came from: the entry, the event and the rule (with its reference)."""
        entry = text.entry
        assert entry is not None
        # Rich text for the bold figure; everything else (names, notes) is escaped.
        lines = [f"<b>{html.escape(text.text)}</b> — {html.escape(i18n.entry_text(entry))}"]
        event = self.describe_event(entry.event)
        if event:
            lines.append(html.escape(event))
        ref = RULE_REFERENCES.get(entry.rule)
        rule = i18n.rule_text(entry.rule)
        if ref:
            rule += f" (scoring-conventions {ref})"
        lines.append(html.escape(self.tr("Rule: {rule}").format(rule=rule)))
        return "<br>".join(lines)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        hit = self.text_at(event.position())
        if hit is not self._hovered:
            self._hovered = hit
            self.update()
            if hit is not None:
                QToolTip.showText(event.globalPosition().toPoint(), self.provenance(hit), self)
            else:
                QToolTip.hideText()
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hit = self.text_at(event.position())
        if hit is not None and hit.entry is not None:
            QToolTip.showText(event.globalPosition().toPoint(), self.provenance(hit), self)
            self.entry_clicked.emit(hit.entry)
        super().mousePressEvent(event)


class SheetTable(QTableWidget):
    """The same data as a plain table: one row per player, running values per cell."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._sheet: Sheet | None = None

    def set_sheet(self, sheet: Sheet | None) -> None:
        self._sheet = sheet
        self.clear()
        if sheet is None:
            self.setRowCount(0)
            return
        players = sheet.players
        headers = [self.tr("Pool"), self.tr("Mountain")] + [
            self.tr("Whists on {player}").format(player=p) for p in players
        ]
        self.setColumnCount(len(headers))
        self.setRowCount(len(players))
        self.setHorizontalHeaderLabels(headers)
        self.setVerticalHeaderLabels(list(players))
        for row, player in enumerate(players):
            cells: list[tuple[Column, str | None]] = [(Column.POOL, None), (Column.MOUNTAIN, None)]
            cells += [(Column.WHISTS, q) for q in players]
            for col, (column, on) in enumerate(cells):
                if on == player:
                    item = QTableWidgetItem("—")
                    item.setForeground(FAINT)
                else:
                    values = sheet.running(column, player, on)
                    item = QTableWidgetItem(".".join(sheet_number(v) for v in values))
                    entries: list[Entry] = [
                        rv.entry for rv in sheet.cells.get((column, player, on), ())
                    ]
                    if entries:
                        # <qt> makes the tooltip rich text, so the escaped name shows as typed.
                        item.setToolTip(f"<qt>{html.escape(i18n.entry_text(entries[-1]))}</qt>")
                self.setItem(row, col, item)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

    def cell_text(self, player: str, column: Column, on: str | None = None) -> str:
        assert self._sheet is not None
        row = self._sheet.players.index(player)
        col = {Column.POOL: 0, Column.MOUNTAIN: 1}.get(column)
        if col is None:
            col = 2 + self._sheet.players.index(on or "")
        item = self.item(row, col)
        return item.text() if item is not None else ""


class SheetView(QStackedWidget):
    """The painted sheet (in a scroll area, for zoom) and the plain table, one toggle apart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet_widget = SheetWidget()
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(self.sheet_widget)
        holder = QWidget()
        box = QVBoxLayout(holder)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.scroll)
        self.addWidget(holder)
        self._table: SheetTable | None = None
        self._sheet: Sheet | None = None

    def sizeHint(self) -> QSize:
        """At least what the plain table (a scroll area: 256×192) asks for, as when it was built
        up front: the splitter divides the window by these hints, so the sheet keeps its width."""
        return super().sizeHint().expandedTo(QSize(256, 192))

    @property
    def table(self) -> SheetTable:
        """The plain table, created when first needed: a start never shows it (~7 ms saved)."""
        if self._table is None:
            self._table = SheetTable()
            self.addWidget(self._table)
        return self._table

    def set_sheet(self, sheet: Sheet | None) -> None:
        self.sheet_widget.set_sheet(sheet)
        self._sheet = sheet
        if self.table_shown:  # the hidden table is filled when it is shown
            self.table.set_sheet(sheet)

    def show_table(self, table: bool) -> None:
        if table:
            self.table.set_sheet(self._sheet)
        self.setCurrentIndex(1 if table else 0)

    @property
    def table_shown(self) -> bool:
        return self.currentIndex() == 1
