"""The paper sheet painted with QPainter, with zoom, hover provenance and a plain table view.

The widget only paints what :func:`ui.sheet.layout.layout_sheet` returns; every text is drawn
as a vector glyph run under the painter's transform, so it stays crisp at any zoom and DPI.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QGlyphRun,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPaintEngine,
    QPainter,
    QPen,
    QPolygonF,
    QTextLayout,
    QWheelEvent,
)
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

from app.engine import Column, Entry, Sheet
from ui import i18n
from ui.sheet.layout import (
    VALUE_SIZE,
    CorrectedCells,
    SheetLayout,
    Text,
    layout_sheet,
    paper_values,
)
from ui.sheet.numbers import sheet_number
from ui.theme import PRINT, Scheme, current, qcolor

PAPER = qcolor(PRINT.paper)
"""The printed sheet's and the shared picture's paper; the screen's is the colour scheme's
(ui/theme.py: paper, ink, faint, corrected — a corrected value's underline, ink of another
colour as on paper — and the hover's highlight)."""
INK = qcolor(PRINT.ink)
"""The printed page's ink: dark on white, whatever the screen shows."""
MARGIN_PX = 6  # room around the painted sheet
_KEPT_PIXELS = 4_000_000  # up to this size the painted sheet is kept (16 MB an image)
_REF_PX = 100.0  # fonts are set at 100 px and scaled to the text's size in sheet units


def _font(bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(int(_REF_PX))
    font.setBold(bold)
    return font


_FONTS: tuple[QFont, QFont, float] | None = None


def _fonts() -> tuple[QFont, QFont, float]:
    """The plain and the bold font of every text, and the plain one's cap height (made once:
    resolving a font and its metrics cost ~0.3 M instructions a paint)."""
    global _FONTS
    if _FONTS is None:
        plain = _font(False)
        _FONTS = (plain, _font(True), QFontMetricsF(plain).capHeight())
    return _FONTS


_SHAPED: OrderedDict[tuple[str, bool], tuple[list[QGlyphRun], float]] = OrderedDict()
"""Shaped texts (:func:`_glyph_runs`), the latest used last."""
_SHAPED_LIMIT = 4096
"""Texts kept shaped: a sheet shows a few hundred, and an evening of games writes new numbers
all night, so past this the ones used longest ago are forgotten (shaped again if drawn again).
The fonts never change (one reference size, scaled by the painter: no DPI in the runs), so
nothing else empties it."""


def _strong(text: Text) -> bool:
    """Bold: a cell's current total, a name, the pool size."""
    return text.current or text.kind in ("name", "pool_size")


def shape_texts(texts: Sequence[Text]) -> None:
    """Shape, once, every text a later paint may draw again (see :func:`_glyph_runs`)."""
    for text in texts:
        _glyph_runs(text.text, _strong(text))


def _glyph_runs(text: str, bold: bool) -> tuple[list[QGlyphRun], float]:
    """A text's glyphs in the reference font, shaped once, and the line's ascent: drawn at
    (x, baseline − ascent) they are the very pixels ``drawText`` paints at (x, baseline)
    (``tests/ui/test_sheet_glyph_runs.py``), without shaping the text again on every paint
    (half of ``drawText``'s cost; a sheet shows the same few hundred numbers). Shaping costs
    more than one ``drawText``: a full paint draws what is not shaped yet as text (the first
    paint of a game stays as quick as it was), and the widget shapes its texts when idle."""
    key = (text, bold)
    hit = _SHAPED.get(key)
    if hit is not None:
        _SHAPED.move_to_end(key)
        return hit
    plain, strong, _ = _fonts()
    layout = QTextLayout(text, strong if bold else plain)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    hit = _SHAPED[key] = (layout.glyphRuns(), line.ascent())
    if len(_SHAPED) > _SHAPED_LIMIT:
        _SHAPED.popitem(last=False)
    return hit


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


Extent = tuple[float, float, float, float]
"""A rectangle in sheet units: left, top, right, bottom."""


def _text_key(text: Text) -> tuple[object, ...]:
    """What decides a text's pixels (its entry and parts only feed the hover)."""
    return (
        text.x,
        text.y,
        text.text,
        text.size,
        text.rotation,
        text.kind,
        text.anchor,
        text.width,
        text.current,
        text.was is not None,
    )


def _extent(text: Text) -> Extent:
    """A rectangle in sheet units (left, top, right, bottom) that holds everything painted for
    ``text`` — glyphs, underline, hover highlight — however it is rotated, with room to spare."""
    left = -text.width / 2 if text.anchor == "center" else 0.0
    u0, u1 = left - 0.3 * text.size, left + text.width + 0.3 * text.size
    v = text.size  # the glyphs reach 0.6 of the size above and below the middle
    x, y, rotation = text.x, text.y, text.rotation
    # The sheet's four directions without trigonometry (a deal measures a hundred texts).
    if rotation == 0:
        return x + u0, y - v, x + u1, y + v
    if rotation == 90:
        return x - v, y + u0, x + v, y + u1
    if rotation == -90:
        return x - v, y - u1, x + v, y - u0
    if rotation == 180:
        return x - u1, y - v, x - u0, y + v
    a = math.radians(rotation)
    cos, sin = math.cos(a), math.sin(a)
    xs = [text.x + u * cos - w * sin for u in (u0, u1) for w in (-v, v)]
    ys = [text.y + u * sin + w * cos for u in (u0, u1) for w in (-v, v)]
    return min(xs), min(ys), max(xs), max(ys)


_GroupExtent = tuple[tuple[Text, ...], Extent, list[Extent]]
"""A group of texts (kept alive with its id), the union of their extents, and each one's."""


def _group_extent(group: tuple[Text, ...]) -> _GroupExtent:
    each = [_extent(t) for t in group]
    if not each:
        return group, (math.inf, math.inf, -math.inf, -math.inf), each
    whole = (
        min(e[0] for e in each),
        min(e[1] for e in each),
        max(e[2] for e in each),
        max(e[3] for e in each),
    )
    return group, whole, each


def _changed(
    before: SheetLayout | None,
    after: SheetLayout,
    kept: dict[int, _GroupExtent],
    extents: dict[int, _GroupExtent],
) -> list[tuple[Text, Extent]]:
    """The texts one layout paints and the other does not (those of the groups that are not
    the very same tuple, compared by what decides their pixels), each with its extent, taken
    from the groups' measured extents (``kept`` for ``before``'s groups, ``extents`` for
    ``after``'s) where they are known."""

    def measured(group: tuple[Text, ...], known: dict[int, _GroupExtent]) -> list[Extent]:
        hit = known.get(id(group))
        return hit[2] if hit is not None and hit[0] is group else [_extent(t) for t in group]

    if before is None:
        return [
            (text, extent)
            for group in after.groups
            for text, extent in zip(group, measured(group, extents), strict=True)
        ]
    if len(before.groups) == len(after.groups):
        pairs = [(b, a) for b, a in zip(before.groups, after.groups, strict=True) if b is not a]
    else:  # another seating or number of players: every text
        pairs = [(before.texts, after.texts)]
    changed: list[tuple[Text, Extent]] = []
    for then, now in pairs:
        old = {_text_key(t): (t, e) for t, e in zip(then, measured(then, kept), strict=True)}
        new = {_text_key(t): (t, e) for t, e in zip(now, measured(now, extents), strict=True)}
        changed += [pair for k, pair in old.items() if k not in new]
        changed += [pair for k, pair in new.items() if k not in old]
    return changed


Box = tuple[int, int, int, int]
"""A rectangle in pixels: left, top, right, bottom (the right and bottom edges excluded)."""


def _overlap(a: Box, b: Box) -> bool:
    """Whether two boxes share a pixel (as ``QRect.intersects``)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _union(a: Box, b: Box) -> Box:
    return min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])


def _qrect(box: Box) -> QRect:
    return QRect(box[0], box[1], box[2] - box[0], box[3] - box[1])


def _whole(bounds: QRect, marked: list[QRect]) -> QRect:
    """``bounds`` grown over every underlined text it touches: an underline (a line) crossing
    the clip's edge would be rasterised a shade differently from a full paint."""
    grown = True
    while grown:
        grown = False
        for mark in marked:
            if mark.intersects(bounds) and not bounds.contains(mark):
                bounds = bounds.united(mark)
                grown = True
    return bounds


def paint_layout(
    painter: QPainter,
    layout: SheetLayout,
    target: QRectF,
    hovered: Text | None = None,
    *,
    paper: QColor | None = None,
    colours: Scheme | None = None,
    line_px: float = 1.3,
    ink: bool = True,
    texts: bool = True,
    subset: Sequence[Text] | None = None,
    shaped: bool | None = None,
) -> float:
    """Paint a layout scaled to fit ``target``; returns the scale (pixels per sheet unit).

    The screen, the printed form and the copied picture all paint through here, in ``colours``
    (the screen's scheme by default; print and the picture pass ``theme.PRINT``): print passes
    white ``paper`` and a line width in its own device pixels (``line_px``). ``ink`` (paper,
    lines, circle) and ``texts`` paint those parts only, in this order; ``subset`` (in the
    layout's order) replaces the texts: the caller has clipped the painter to where they reach.
    ``shaped`` draws each text's glyph runs, shaped once (:func:`_glyph_runs`), instead of
    ``drawText``: by default where the painter paints pixels (the screen, an image), not on a
    printer; a full paint uses the runs of texts already shaped.
    """
    scheme = colours or current()
    ink_colour, faint = qcolor(scheme.ink), qcolor(scheme.faint)
    paper = paper if paper is not None else qcolor(scheme.paper)
    scale, ox, oy = placement(layout, target)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.translate(ox, oy)
    painter.scale(scale, scale)
    if ink:
        painter.fillRect(QRectF(0, 0, layout.width, layout.height), paper)
        pen = QPen(ink_colour)
        pen.setCosmetic(True)
        pen.setWidthF(line_px)
        painter.setPen(pen)
        for line in layout.lines:
            painter.drawLine(QPointF(line.x1, line.y1), QPointF(line.x2, line.y2))
        c = layout.circle
        painter.setBrush(paper)
        painter.drawEllipse(QPointF(c.cx, c.cy), c.r, c.r)
        if c.double:
            painter.drawEllipse(QPointF(c.cx, c.cy), c.r - 0.8, c.r - 0.8)
    if not texts:
        painter.restore()
        return scale
    painter.setBrush(Qt.BrushStyle.NoBrush)
    plain, bold, cap = _fonts()
    if shaped is None:
        engine = painter.paintEngine()  # None when the painter could not begin (a refused file)
        shaped = engine is not None and engine.type() == QPaintEngine.Type.Raster
    # The painter's methods looked up once: a deal repaints 100-170 texts, and each lookup on
    # a Qt object costs more than on a Python one.
    save, restore, translate, rotate, zoom = (
        painter.save,
        painter.restore,
        painter.translate,
        painter.rotate,
        painter.scale,
    )
    set_pen, draw_run = painter.setPen, painter.drawGlyphRun
    for text in layout.texts if subset is None else subset:
        strong = _strong(text)
        save()
        translate(text.x, text.y)
        rotate(text.rotation)
        k = text.size / _REF_PX
        zoom(k, k)
        width = text.width / k
        left = -width / 2 if text.anchor == "center" else 0.0
        if hovered is not None and text is hovered:
            painter.fillRect(QRectF(left - 20, -cap, width + 40, cap * 2), qcolor(scheme.hover))
        set_pen(faint if text.kind in ("separator", "ellipsis", "whist_price") else ink_colour)
        # A partial paint (after a deal) shapes its few new numbers; a full one draws what
        # is not shaped yet as text (the same pixels), and a printer always does.
        if shaped and (subset is not None or (text.text, strong) in _SHAPED):
            runs, ascent = _glyph_runs(text.text, strong)
            origin = QPointF(left, cap / 2 - ascent)
            for run in runs:
                draw_run(origin, run)
        else:
            painter.setFont(bold if strong else plain)
            painter.drawText(QPointF(left, cap / 2), text.text)
        if text.was is not None:
            # A corrected value is underlined in red (the hover tells what it was): paper
            # keeps a wrong number visible too (docs/paper-sheet.md §2).
            mark = QPen(qcolor(scheme.corrected))
            mark.setCosmetic(True)
            mark.setWidthF(line_px * 1.6)
            painter.setPen(mark)
            y = cap / 2 + cap * 0.22
            painter.drawLine(QPointF(left, y), QPointF(left + width, y))
        restore()
    painter.restore()
    return scale


def _rule_line(entry: Entry) -> str:
    """The rule's name in plain words: a section code such as "A.10" told a player nothing
    (issue 32); docs/rules.md keeps the sections for whoever looks them up."""
    return i18n.rule_text(entry.rule)


def provenance_html(text: Text, describe_event: Callable[[int], str] = lambda seq: "") -> str:
    """The hover of a running value: the event that wrote it, its parts when one deal wrote the
    cell more than once, the rule of each, and the original value when a correction changed it."""
    import html  # when first hovered: the package loads its entity table (~10 M instructions)

    entry = text.entry
    assert entry is not None
    parts = text.parts or (entry,)
    lines = [f"<b>{html.escape(text.text)}</b>"]
    event = describe_event(entry.event)
    if event:
        lines[0] += f" — {html.escape(event)}"
    for part in parts:
        lines.append(html.escape(i18n.entry_text(part)))
        rule = QCoreApplication.translate("SheetWidget", "Rule: {rule}").format(
            rule=_rule_line(part)
        )
        lines.append(f"&nbsp;&nbsp;{html.escape(rule)}")
    if len(parts) > 1:
        total = sum(p.amount for p in parts)
        lines.append(
            QCoreApplication.translate(
                "SheetWidget", "This deal wrote {total} here in all."
            ).format(total=i18n.number_text(total))
        )
    if text.was is not None:
        lines.append(
            QCoreApplication.translate(
                "SheetWidget",
                "Corrected: as first entered it read {was} here; after the correction {now}.",
            ).format(was=sheet_number(text.was), now=text.text)
        )
    return "<br>".join(lines)


class SheetWidget(QWidget):
    """The paper sheet. Hover shows where a number came from; a click emits ``entry_clicked``.

    The keyboard walks its cells (issue 32, item 5): Left and Right move to the previous and
    next player (seating order), Up and Down through his pool, mountain and whists, Home and End
    to the first and last cell; Enter or Space tells where the cell's last value came from. A
    screen reader reads the cells through :mod:`ui.sheet.sheet_access`."""

    entry_clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.current_cell: int | None = None
        """The cell the keyboard is on (an index of ``sheet_access.cell_keys``)."""
        self.setMinimumSize(240, 260)
        # Every paint covers the whole widget (the kept image, or the window colour and the
        # sheet): Qt need not paint the window, splitter and scroll area beneath it first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._sheet: Sheet | None = None
        self._layout: SheetLayout | None = None
        self._measure = _Metrics()
        self._cells: dict[object, object] = {}  # layout_sheet's per-cell cache
        self._hovered: Text | None = None
        self._corrected: CorrectedCells | None = None
        # The paper and lines at the widget's size, and the whole sheet as last painted.
        self._base: tuple[object, QImage] | None = None
        # The extents of the last repainted layout's text groups, by the group's id.
        self._extents: dict[int, _GroupExtent] = {}
        self._painted: tuple[SheetLayout | None, Text | None, QImage] | None = None
        self.zoom = 1.0
        self.describe_event: Callable[[int], str] = lambda seq: ""

    # -- data --------------------------------------------------------------------------------

    def set_sheet(self, sheet: Sheet | None, corrected: CorrectedCells | None = None) -> None:
        """Show ``sheet``; ``corrected`` (from ``GameService.corrected_cells``) marks the
        values a correction changed."""
        if sheet is self._sheet and corrected == self._corrected and self._layout is not None:
            return  # the same frozen sheet (a status change): the layout stands
        self._sheet = sheet
        self._corrected = corrected
        self._relayout()

    @property
    def layout_(self) -> SheetLayout | None:
        """What is painted now (tests and print read it)."""
        return self._layout

    @property
    def sheet(self) -> Sheet | None:
        return self._sheet

    @property
    def corrected(self) -> CorrectedCells | None:
        return self._corrected

    # -- the keyboard's cell -------------------------------------------------------------------

    def _keys(self) -> list[tuple[Column, str, str | None]]:
        from ui.sheet.sheet_access import cell_keys  # with the keyboard or a screen reader

        return cell_keys(self._sheet) if self._sheet is not None else []

    def keyPressEvent(self, event: QKeyEvent) -> None:
        keys = self._keys()
        key = event.key()
        moves = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
        if not keys or key not in (
            *moves,
            Qt.Key.Key_Home,
            Qt.Key.Key_End,
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
            Qt.Key.Key_Space,
        ):
            super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.tell_current()
            event.accept()
            return
        players = len(self._sheet.players) if self._sheet is not None else 3
        per_player = len(keys) // players
        at = self.current_cell if self.current_cell is not None else -1
        if at < 0 or key == Qt.Key.Key_Home:
            target = 0
        elif key == Qt.Key.Key_End:
            target = len(keys) - 1
        else:
            player, section = divmod(at, per_player)
            if key == Qt.Key.Key_Left:
                player = (player - 1) % players
            elif key == Qt.Key.Key_Right:
                player = (player + 1) % players
            elif key == Qt.Key.Key_Up:
                section = (section - 1) % per_player
            else:
                section = (section + 1) % per_player
            target = player * per_player + section
        self.set_current_cell(target)
        event.accept()

    def set_current_cell(self, index: int | None) -> None:
        """Put the keyboard on a cell, show it, and tell a screen reader."""
        self.current_cell = index
        self.update()
        if index is not None and QAccessible.isActive():
            for kind in (QAccessible.Event.Focus, QAccessible.Event.Selection):
                announce = QAccessibleEvent(self, kind)
                announce.setChild(index)
                QAccessible.updateAccessibility(announce)

    def tell_current(self) -> None:
        """Where the current cell's last value came from, as the hover says it."""
        keys = self._keys()
        if self.current_cell is None or self._layout is None or self.current_cell >= len(keys):
            return
        column, player, on = keys[self.current_cell]
        written = [
            t
            for t in self._layout.texts
            if t.entry is not None and t.player == player and t.column is column and t.on == on
        ]
        box = self.cell_rect(keys[self.current_cell])
        if written:
            QToolTip.showText(self.mapToGlobal(box.center()), self.provenance(written[-1]), self)

    def cell_polygon(self, key: tuple[Column, str, str | None]) -> QPolygonF:
        """The cell's outline in widget pixels (empty without a layout)."""
        if self._layout is None:
            return QPolygonF()
        column, player, on = key
        scale, ox, oy = placement(self._layout, self._target())
        for region in self._layout.regions:
            if (region.column, region.player, region.on) == (column, player, on):
                return QPolygonF(
                    [QPointF(ox + x * scale, oy + y * scale) for x, y in region.polygon]
                )
        return QPolygonF()

    def cell_rect(self, key: tuple[Column, str, str | None]) -> QRect:
        return self.cell_polygon(key).boundingRect().toAlignedRect()

    def cell_at(self, pos: QPoint) -> int | None:
        """The index of the cell under a point of the widget, or None."""
        point = self.to_sheet(QPointF(pos))
        if point is None or self._layout is None:
            return None
        region = self._layout.region_at(*point)
        if region is None:
            return None
        keys = self._keys()
        key = (region.column, region.player, region.on)
        return keys.index(key) if key in keys else None

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if self.current_cell is None and self._sheet is not None:
            self.set_current_cell(0)
        else:
            self.set_current_cell(self.current_cell)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def _relayout(self) -> None:
        self._hovered = None
        if self._sheet is None:
            self._layout = None
        else:
            self._layout = layout_sheet(
                self._sheet, measure=self._measure, cache=self._cells, corrected=self._corrected
            )
        self.update()

    # -- zoom ----------------------------------------------------------------------------------

    def set_zoom(self, zoom: float) -> None:
        self.zoom = max(1.0, min(4.0, zoom))
        base = parent.size() if (parent := self.parentWidget()) is not None else self.size()
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
        return QRectF(self.rect()).adjusted(MARGIN_PX, MARGIN_PX, -MARGIN_PX, -MARGIN_PX)

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        ratio = self.devicePixelRatioF()
        if self.width() * self.height() * ratio * ratio > _KEPT_PIXELS:
            # Zoomed far in: two kept images would cost tens of MB; paint as it comes.
            self._base = self._painted = None
            painter.fillRect(self.rect(), self.palette().window())
            if self._layout is not None:
                paint_layout(painter, self._layout, self._target(), self._hovered)
        else:
            painter.drawImage(0, 0, self._picture())
        keys = self._keys() if self.hasFocus() and self.current_cell is not None else []
        if self.current_cell is not None and self.current_cell < len(keys):
            # The keyboard's cell, outlined over the kept image (never painted into it).
            pen = QPen(self.palette().highlight().color())
            pen.setWidthF(3.0)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(self.cell_polygon(keys[self.current_cell]))
        painter.end()

    def _picture(self) -> QImage:
        """The sheet as painted at this size, kept between paints. After a deal only the texts
        that changed are painted again, clipped to a rectangle around them, over the paper and
        lines kept apart (a clipped line is rasterised a shade differently, a clipped text is
        not): the same pixels as a full paint. A full paint of 400-500 texts took most of
        Enter → repainted sheet (issue 11 item 8; docs/benchmarks.md)."""
        ratio = self.devicePixelRatioF()
        layout = self._layout
        frame = (
            self.size() * ratio,
            ratio,
            self.palette().window().color().rgba(),
            current().key,  # the colour scheme's paper and ink
            None if layout is None else (layout.width, layout.height, layout.lines, layout.circle),
        )
        if self._base is None or self._base[0] != frame:
            base = self._image()
            painter = QPainter(base)
            painter.fillRect(self.rect(), self.palette().window())
            if layout is not None:
                paint_layout(painter, layout, self._target(), texts=False)
            painter.end()
            self._base = (frame, base)
            self._painted = None
        base = self._base[1]
        old = self._painted
        if old is not None and old[0] is layout and old[1] is self._hovered:
            return old[2]
        if old is None or old[1] is not self._hovered or layout is None:
            image = base.copy()
            image.setDevicePixelRatio(ratio)
            if layout is not None:
                painter = QPainter(image)
                paint_layout(painter, layout, self._target(), self._hovered, ink=False)
                painter.end()
                # Measure the texts now, while nobody waits, not on the next Enter (the first
                # Enter of a session measured all 400-500 of them: the slowest deal of a run).
                QTimer.singleShot(0, self._measure_groups)
        else:
            image = old[2]
            self._repaint_texts(image, base, old[0], layout)
        self._painted = (layout, self._hovered, image)
        return image

    def _image(self) -> QImage:
        ratio = self.devicePixelRatioF()
        image = QImage(self.size() * ratio, QImage.Format.Format_RGB32)
        image.setDevicePixelRatio(ratio)
        return image

    def _measure_groups(self) -> None:
        """The extents of every text group of the layout on screen (see ``_repaint_texts``),
        and its texts shaped (:func:`shape_texts`): the next deal's partial paint needs both."""
        if self._layout is not None:
            shape_texts(self._layout.texts)
            kept = self._extents
            self._extents = {
                id(g): kept.get(id(g)) or _group_extent(g) for g in self._layout.groups
            }

    def _repaint_texts(
        self, image: QImage, base: QImage, before: SheetLayout | None, after: SheetLayout
    ) -> None:
        """Paint again, in ``image``, the rectangle around the texts one layout has and the
        other has not."""
        # Each group's texts' extents and their union, kept while the group is on the sheet: a
        # deal makes new groups only for the few cells it wrote (issue 11 item 8: comparing
        # and measuring all 400-500 texts took half of the repaint).
        kept = self._extents
        extents = {id(g): kept.get(id(g)) or _group_extent(g) for g in after.groups}
        self._extents = extents
        changed = _changed(before, after, kept, extents)
        if not changed:
            return
        scale, ox, oy = placement(after, self._target())

        def box(extent: Extent) -> Box:
            x0, y0, x1, y1 = extent
            return (
                int(ox + x0 * scale) - 2,
                int(oy + y0 * scale) - 2,
                int(ox + x1 * scale) + 3,
                int(oy + y1 * scale) + 3,
            )

        # One rectangle per group of changed texts that touch (a deal changes a few cells
        # far apart; one rectangle around all of them would be most of the sheet). Plain
        # numbers, not QRects: a hundred texts' boxes are merged on every deal.
        boxes: list[Box] = []
        for _, extent in changed:
            rect = box(extent)
            for other in [b for b in boxes if _overlap(b, rect)]:
                boxes.remove(other)
                rect = _union(rect, other)
            boxes.append(rect)
        marked = [
            _qrect(box(e))
            for g in after.groups
            for t, e in zip(g, extents[id(g)][2], strict=True)
            if t.was is not None
        ]
        painter = QPainter(image)
        for bounds in boxes:
            whole = _whole(_qrect(bounds), marked)
            self._repaint_rect(painter, base, after, whole, (scale, ox, oy), extents)
        painter.end()

    def _repaint_rect(
        self,
        painter: QPainter,
        base: QImage,
        layout: SheetLayout,
        bounds: QRect,
        fit: tuple[float, float, float],
        extents: dict[int, _GroupExtent],
    ) -> None:
        """Paper, lines and every text that reaches ``bounds``, painted inside it only."""
        scale, ox, oy = fit
        bounds = bounds.intersected(QRect(0, 0, self.width(), self.height()))
        x0, y0 = (bounds.left() - ox) / scale, (bounds.top() - oy) / scale
        x1, y1 = (bounds.right() + 1 - ox) / scale, (bounds.bottom() + 1 - oy) / scale

        near: list[Text] = []
        for group in layout.groups:
            _, whole, each = extents[id(group)]
            if whole[2] < x0 or whole[0] > x1 or whole[3] < y0 or whole[1] > y1:
                continue  # no text of this cell reaches the rectangle
            near.extend(
                text
                for text, e in zip(group, each, strict=True)
                if e[2] >= x0 and e[0] <= x1 and e[3] >= y0 and e[1] <= y1
            )

        painter.setClipRect(bounds)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        painter.drawImage(0, 0, base)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        paint_layout(painter, layout, self._target(), self._hovered, ink=False, subset=near)

    def smallest_digit_px(self) -> float:
        """The height in pixels of the smallest digit painted now (issue 14: the sheet must
        read from across a table): a running value's size × the scale × the digit height."""
        if self._layout is None:
            return 0.0
        scale = placement(self._layout, self._target())[0]
        digit = QFontMetricsF(_font(False)).tightBoundingRect("0123456789").height() / _REF_PX
        sizes = [t.size for t in self._layout.texts if t.kind == "value"]
        return min(sizes, default=VALUE_SIZE) * scale * digit

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
        """Where a number came from: the event, each entry it sums with its rule (and
        reference), and what a correction changed."""
        return provenance_html(text, self.describe_event)

    def leaveEvent(self, event: QEvent) -> None:
        """The pointer left the sheet: the highlight goes with it."""
        if self._hovered is not None:
            self._hovered = None
            self.update()
        QToolTip.hideText()
        super().leaveEvent(event)

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


def _accessible_sheet(key: str, obj: QObject) -> QAccessibleInterface | None:
    """The accessibility factory of the drawn sheet: its cells as a list (ui.sheet.sheet_access,
    imported when a screen reader or a test first asks)."""
    if isinstance(obj, SheetWidget):
        from ui.sheet.sheet_access import SheetAccessible

        return SheetAccessible(obj, obj)
    return None


QAccessible.installFactory(_accessible_sheet)


class SheetTable(QTableWidget):
    """The same data as a plain table: one row per player, running values per cell."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._sheet: Sheet | None = None
        self._corrected: CorrectedCells | None = None

    def set_sheet(self, sheet: Sheet | None, corrected: CorrectedCells | None = None) -> None:
        self._sheet = sheet
        self._corrected = corrected
        self.clear()
        if sheet is None:
            self.setRowCount(0)
            return
        players = sheet.players
        # Two lines: one line per whist column was cut to «Висты → Бори» at 1024×700.
        headers = [self.tr("Pool"), self.tr("Mountain")] + [
            self.tr("Whists\non {player}").format(player=p) for p in players
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
                    item.setForeground(qcolor(current().note))
                else:
                    key = (column, player, on)
                    values = paper_values(sheet.cells.get(key, ()), key, self._corrected)
                    # A corrected value carries a star, as the sheet underlines it.
                    marked = [
                        sheet_number(v.total) + ("*" if v.was is not None else "") for v in values
                    ]
                    item = QTableWidgetItem(".".join(marked))
                    if values:
                        import html  # the plain table is filled when shown, not at start-up

                        # <qt> makes the tooltip rich text, so an escaped name shows as typed.
                        parts = "<br>".join(
                            html.escape(i18n.entry_text(e)) for e in values[-1].parts
                        )
                        item.setToolTip(f"<qt>{parts}</qt>")
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
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(self.sheet_widget)
        holder = QWidget()
        box = QVBoxLayout(holder)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.scroll_area)
        self.addWidget(holder)
        self._table: SheetTable | None = None
        self._sheet: Sheet | None = None
        self._corrected: CorrectedCells | None = None

    def width_for(self, height: int, aspect: float) -> int:
        """The width at which a sheet of ``aspect`` (width / height) painted ``height`` pixels
        tall fills this view (its margins and the scroll area's frame included)."""
        frame = 2 * self.scroll_area.frameWidth()
        margin = 2 * MARGIN_PX
        return round(max(0, height - frame - margin) * aspect) + frame + margin

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

    def set_sheet(self, sheet: Sheet | None, corrected: CorrectedCells | None = None) -> None:
        self.sheet_widget.set_sheet(sheet, corrected)
        self._sheet = sheet
        self._corrected = corrected
        if self.table_shown:  # the hidden table is filled when it is shown
            self.table.set_sheet(sheet, corrected)

    def paint_now(self) -> None:
        """Put the sheet on screen now, when it is shown: a write's new values are painted and
        flushed before the rest of the window (card table, history, actions) is brought up to
        date, instead of in one paint with all of it after the deal dialog has closed (issue 11
        item 8: Enter → repainted sheet within a frame; docs/benchmarks.md)."""
        if not self.table_shown:
            self.sheet_widget.repaint()  # nothing when the window or the widget is hidden

    def show_table(self, table: bool) -> None:
        if table:
            self.table.set_sheet(self._sheet, self._corrected)
        self.setCurrentIndex(1 if table else 0)

    @property
    def table_shown(self) -> bool:
        return self.currentIndex() == 1
