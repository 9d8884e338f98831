"""The whole game as the paper form: header, the drawn sheet, the settlement, on one page.

The sheet is painted by :func:`ui.sheet.sheet_widget.paint_layout`, the screen's own painter, so
the page shows exactly what the window shows, as vectors. The page is portrait A4 or Letter
(Letter where the system measures in inches). A long game keeps one page: the running values
are written smaller (never below :data:`SMALLEST_VALUE_SIZE`) before older values give way to
"…", as on the screen (docs/paper-sheet.md §2).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPen

from app.engine import Settlement, Sheet
from app.engine.names import visible
from app.services import GameView, HistoryItem
from ui.paper import header as texts
from ui.paper.notes import sheet_notes
from ui.sheet.layout import VALUE_SIZE, CorrectedCells, SheetLayout, layout_sheet
from ui.sheet.sheet_widget import INK, paint_layout
from ui.theme import PRINT

MARGIN_MM = 12.0
VALUE_SIZES = (VALUE_SIZE, 3.0, 2.6, 2.3)
"""Value sizes tried for print, largest first: the first that shows every value is used."""
SMALLEST_VALUE_SIZE = VALUE_SIZES[-1]
"""On a 186 mm wide A4 sheet 2.3 units are about 4.3 mm of type (12 pt): still legible."""


@dataclasses.dataclass(frozen=True)
class PaperForm:
    """What one printed page holds: header lines, the sheet, and under it a status line with
    the results and payments tables (header row first; empty rows on a blank form)."""

    title: str
    lines: tuple[str, ...]
    layout: SheetLayout
    status: str = ""
    results: tuple[tuple[str, ...], ...] = ()
    payments: tuple[tuple[str, ...], ...] = ()
    settlement: Settlement | None = None
    notes: tuple[str, ...] = ()
    """The footnotes under the sheet, each starting with its mark (``¹ …``)."""


def settlement_tables(
    settlement: Settlement,
) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]:
    results = tuple(tuple(row) for row in texts.result_rows(settlement))
    payments = tuple(tuple(row) for row in texts.payment_rows(settlement))
    return results, payments


def print_layout(
    sheet: Sheet, corrected: CorrectedCells | None = None, marks: dict[int, str] | None = None
) -> SheetLayout:
    """The sheet laid out for paper: the largest value size at which no cell has to drop its
    oldest values, else the smallest legible one; ``marks`` are the notes' (by event)."""
    layout = None
    for size in VALUE_SIZES:
        layout = layout_sheet(sheet, value_size=size, corrected=corrected, notes=marks)
        if not any(t.kind == "ellipsis" for t in layout.texts):
            return layout
    assert layout is not None
    return layout


def game_form(
    view: GameView,
    corrected: CorrectedCells | None = None,
    history: Sequence[HistoryItem] = (),
) -> PaperForm:
    """The form of a game as it stands: final or provisional settlement included; with its
    ``history``, the corrections and incidents as numbered notes (:mod:`ui.paper.notes`)."""
    head = texts.game_header(view)
    results, payments = settlement_tables(view.settlement)
    notes = sheet_notes(view.sheet, history, corrected)
    return PaperForm(
        head.title,
        head.lines,
        print_layout(view.sheet, corrected, notes.marks),
        texts.settlement_status(view.settlement, view.finished),
        results,
        payments,
        view.settlement,
        notes.lines,
    )


def default_page_size() -> QPageSize:
    """Letter where the system measures in inches (US), A4 elsewhere."""
    if QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return QPageSize(QPageSize.PageSizeId.Letter)
    return QPageSize(QPageSize.PageSizeId.A4)


def page_layout(size: QPageSize | None = None) -> QPageLayout:
    return QPageLayout(
        size or default_page_size(),
        QPageLayout.Orientation.Portrait,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def _font(size_px: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(size_px)))
    font.setBold(bold)
    return font


def paint_form(painter: QPainter, page: QRectF, form: PaperForm, dots_per_mm: float) -> None:
    """Paint the form into ``page`` (device pixels; ``dots_per_mm`` converts millimetres)."""
    mm = dots_per_mm
    painter.save()
    painter.setPen(INK)
    y = page.top()
    title_font = _font(5.5 * mm, bold=True)
    painter.setFont(title_font)
    # Every text painted on paper shows a control character escaped (D9): a name kept with one.
    painter.drawText(QRectF(page.left(), y, page.width(), 8 * mm), visible(form.title))
    y += QFontMetricsF(title_font).height() + 1.5 * mm
    body = _font(3.4 * mm)
    painter.setFont(body)
    metrics = QFontMetricsF(body)
    flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)
    for line in map(visible, form.lines):
        box = metrics.boundingRect(QRectF(page.left(), y, page.width(), page.height()), flags, line)
        painter.drawText(box, flags, line)
        y += box.height() + 0.8 * mm
    y += 2 * mm
    bottom = page.bottom()
    if form.results:
        bottom -= _tables_height(form, mm) + 4 * mm
    notes_font, notes = _fit_notes(form.notes, page.width(), (bottom - y) * NOTES_SHARE, mm)
    notes_height = _notes_height(notes, notes_font, page.width(), mm)
    bottom -= notes_height
    # The sheet as large as fits, right under the header; its notes, then the settlement.
    layout = form.layout
    scale = min(page.width() / layout.width, (bottom - y) / layout.height)
    sheet_box = QRectF(page.left(), y, page.width(), layout.height * scale)
    painter.restore()
    # Dark on white, whatever the screen's colours (ui/theme.py, PRINT).
    paint_layout(painter, layout, sheet_box, paper=QColor("white"), colours=PRINT, line_px=0.3 * mm)
    y = sheet_box.bottom()
    if notes:
        _paint_notes(
            painter, QRectF(page.left(), y, page.width(), notes_height), notes, notes_font, mm
        )
        y += notes_height
    if form.results:
        _paint_settlement(painter, page, y + 4 * mm, form, mm)


ROW_MM = 6.0
NOTES_SHARE = 0.35
"""At most this share of the room under the header goes to the notes; the sheet keeps the rest."""
NOTE_SIZES_MM = (3.0, 2.6, 2.3)
"""Type sizes tried for the notes, largest first (2.3 mm: still read at arm's length)."""
_NOTE_FLAGS = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)


def _notes_height(notes: Sequence[str], font: QFont, width: float, mm: float) -> float:
    if not notes:
        return 0.0
    metrics = QFontMetricsF(font)
    box = QRectF(0, 0, width, 1e9)
    return 2 * mm + sum(
        metrics.boundingRect(box, _NOTE_FLAGS, note).height() + 0.6 * mm for note in notes
    )


def _fit_notes(
    notes: Sequence[str], width: float, room: float, mm: float
) -> tuple[QFont, tuple[str, ...]]:
    """The largest note size at which every note fits in ``room``; at the smallest, as many
    as fit and a last line saying how many more the game's history holds."""
    font = _font(NOTE_SIZES_MM[0] * mm)
    for size in NOTE_SIZES_MM:
        font = _font(size * mm)
        if _notes_height(notes, font, width, mm) <= room:
            return font, tuple(notes)
    kept = list(notes)
    while kept:
        kept.pop()
        more = QCoreApplication.translate(
            "GameForm", "… {count} more in the game's history"
        ).format(count=len(notes) - len(kept))
        if _notes_height([*kept, more], font, width, mm) <= room:
            return font, (*kept, more)
    return font, ()


def _paint_notes(
    painter: QPainter, box: QRectF, notes: Sequence[str], font: QFont, mm: float
) -> None:
    """The footnotes under the sheet, each starting with its mark, wrapped to the page."""
    painter.save()
    painter.setPen(INK)
    painter.setFont(font)
    metrics = QFontMetricsF(font)
    y = box.top() + 2 * mm
    for note in map(visible, notes):
        line = metrics.boundingRect(QRectF(box.left(), y, box.width(), 1e9), _NOTE_FLAGS, note)
        painter.drawText(line, _NOTE_FLAGS, note)
        y += line.height() + 0.6 * mm
    painter.restore()


def _tables_height(form: PaperForm, mm: float) -> float:
    rows = max(len(form.results), len(form.payments))
    return (7 + rows * ROW_MM) * mm


def _paint_settlement(
    painter: QPainter, page: QRectF, top: float, form: PaperForm, mm: float
) -> None:
    """Status line, then the results (left) and the payments (right) as ruled tables."""
    painter.save()
    painter.setPen(INK)
    painter.setFont(_font(3.4 * mm, bold=True))
    painter.drawText(QRectF(page.left(), top, page.width(), 6 * mm), visible(form.status))
    top += 7 * mm
    gap = 6 * mm
    half = (page.width() - gap) / 2
    _paint_table(painter, QRectF(page.left(), top, half, 0), form.results, mm, names=1)
    if form.payments:
        box = QRectF(page.left() + half + gap, top, half, 0)
        _paint_table(painter, box, form.payments, mm, names=2)
    painter.restore()


def _paint_table(
    painter: QPainter, box: QRectF, rows: Sequence[Sequence[str]], mm: float, names: int
) -> None:
    """A ruled table: the header row bold; the first ``names`` columns left-aligned, numbers
    right-aligned; columns as wide as their widest text, stretched to the box."""
    pen = QPen(INK)
    pen.setWidthF(0.25 * mm)
    pad = 1.2 * mm
    fonts = (_font(3.0 * mm, bold=True), _font(3.0 * mm))
    rows = [[visible(cell) for cell in row] for row in rows]
    need = [0.0] * len(rows[0])
    for r, row in enumerate(rows):
        metrics = QFontMetricsF(fonts[0 if r == 0 else 1])
        for c, cell in enumerate(row):
            need[c] = max(need[c], metrics.horizontalAdvance(cell) + 2 * pad)
    stretch = box.width() / sum(need)
    widths = [w * stretch for w in need]
    row_h = ROW_MM * mm
    for r, row in enumerate(rows):
        painter.setFont(fonts[0 if r == 0 else 1])
        x = box.left()
        y = box.top() + r * row_h
        for c, cell in enumerate(row):
            cell_box = QRectF(x, y, widths[c], row_h)
            painter.setPen(pen)
            painter.drawRect(cell_box)
            left = c < names or r == 0
            align = Qt.AlignmentFlag.AlignVCenter | (
                Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
            )
            painter.drawText(cell_box.adjusted(pad, 0, -pad, 0), int(align), cell)
            x += widths[c]


def write_pdf(form: PaperForm, path: str | Path, size: QPageSize | None = None) -> None:
    """Write the form as a one-page PDF (vector)."""
    from PySide6.QtGui import QPdfWriter

    writer = QPdfWriter(str(path))
    writer.setResolution(600)
    writer.setPageLayout(page_layout(size))
    writer.setTitle(form.title)
    writer.setCreator("Pulka")
    painter = QPainter(writer)
    try:
        page = QRectF(0, 0, writer.width(), writer.height())
        paint_form(painter, page, form, writer.resolution() / 25.4)
    finally:
        painter.end()


def print_form(form: PaperForm, printer: object) -> None:
    """Paint the form on a configured ``QPrinter``."""
    from PySide6.QtPrintSupport import QPrinter

    assert isinstance(printer, QPrinter)
    painter = QPainter(printer)
    try:
        page = QRectF(0, 0, printer.width(), printer.height())
        paint_form(painter, page, form, printer.resolution() / 25.4)
    finally:
        painter.end()
