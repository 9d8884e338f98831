"""The season table on paper: PDF and print (its CSV is app/stats/season.py's, shared with
``pulka stats --csv``: UTF-8 with a byte-order mark for Excel, a point and an ASCII minus in
every language, names that cannot start a formula).

Paper: the table under a header (the club or season as the user names it, the dates, the
measure, the rules), on A4 or Letter portrait, 6 mm a row — thirty players and more on one
page; a longer table goes on over further pages with the column titles repeated.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPagedPaintDevice, QPageSize, QPainter, QPen

from ui.paper.game_form import page_layout
from ui.sheet.sheet_widget import INK

ROW_MM = 6.0
"""Height of one table row on paper: 30 players and the title row take 186 mm of A4's 273."""


@dataclass(frozen=True, slots=True)
class SeasonPaper:
    """What the printed season table holds: a title, header lines, and the table's rows as
    text (the column titles first)."""

    title: str
    lines: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


# -- paper ----------------------------------------------------------------------------------


def _font(size_px: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(size_px)))
    font.setBold(bold)
    return font


def _column_widths(rows: Sequence[Sequence[str]], width: float, mm: float) -> list[float]:
    """Columns as wide as their widest text; the player column takes what is left."""
    pad = 1.5 * mm
    need = [0.0] * len(rows[0])
    for r, row in enumerate(rows):
        metrics = QFontMetricsF(_font(3.2 * mm, bold=r == 0))
        for c, cell in enumerate(row):
            need[c] = max(need[c], metrics.horizontalAdvance(cell) + 2 * pad)
    spare = width - sum(need)
    if spare > 0:
        need[1] += spare
    else:  # very long names: everything shrinks alike (the text is elided, never overlaps)
        need = [w * width / sum(need) for w in need]
    return need


def rows_per_page(page_height: float, head_height: float, mm: float) -> int:
    """How many player rows fit under the header (and the column titles) on a page."""
    return max(1, int((page_height - head_height) // (ROW_MM * mm)) - 1)


def paint_pages(device: QPagedPaintDevice, paper: SeasonPaper) -> int:
    """Paint the season table on ``device`` (a ``QPdfWriter`` or ``QPrinter`` already set up),
    page after page; returns the number of pages."""
    painter = QPainter(device)
    try:
        mm = device.logicalDpiY() / 25.4
        page = QRectF(0, 0, device.width(), device.height())
        widths = _column_widths(paper.rows, page.width(), mm)
        head, body = paper.rows[0], list(paper.rows[1:])
        pages = 0
        first = True
        while first or body:
            if not first:
                device.newPage()
            top = _paint_header(painter, page, paper, mm) if first else page.top()
            fit = rows_per_page(page.bottom() - top, 0, mm)
            chunk, body = body[:fit], body[fit:]
            _paint_rows(painter, page.left(), top, widths, [head, *chunk], mm)
            first = False
            pages += 1
        return pages
    finally:
        painter.end()


def _paint_header(painter: QPainter, page: QRectF, paper: SeasonPaper, mm: float) -> float:
    """Title and header lines; returns where the table starts."""
    painter.setPen(INK)
    title = _font(5.5 * mm, bold=True)
    painter.setFont(title)
    flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)
    box = QFontMetricsF(title).boundingRect(page, flags, paper.title)
    painter.drawText(box, flags, paper.title)
    y = box.bottom() + 2 * mm
    body = _font(3.4 * mm)
    painter.setFont(body)
    for line in paper.lines:
        area = QRectF(page.left(), y, page.width(), page.bottom() - y)
        box = QFontMetricsF(body).boundingRect(area, flags, line)
        painter.drawText(box, flags, line)
        y = box.bottom() + 0.8 * mm
    return y + 3 * mm


def _paint_rows(
    painter: QPainter,
    left: float,
    top: float,
    widths: Sequence[float],
    rows: Sequence[Sequence[str]],
    mm: float,
) -> None:
    """A ruled table: the title row bold; the player column left-aligned, numbers right."""
    pen = QPen(INK)
    pen.setWidthF(0.25 * mm)
    pad = 1.5 * mm
    row_h = ROW_MM * mm
    for r, row in enumerate(rows):
        font = _font(3.2 * mm, bold=r == 0)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        x = left
        y = top + r * row_h
        for c, cell in enumerate(row):
            cell_box = QRectF(x, y, widths[c], row_h)
            painter.setPen(pen)
            painter.drawRect(cell_box)
            inner = cell_box.adjusted(pad, 0, -pad, 0)
            text = metrics.elidedText(cell, Qt.TextElideMode.ElideRight, inner.width())
            left_aligned = c == 1 or r == 0
            align = Qt.AlignmentFlag.AlignVCenter | (
                Qt.AlignmentFlag.AlignLeft if left_aligned else Qt.AlignmentFlag.AlignRight
            )
            painter.drawText(inner, int(align), text)
            x += widths[c]


def write_pdf(paper: SeasonPaper, path: str | Path, size: QPageSize | None = None) -> int:
    """Write the season table as a PDF (vector, portrait); returns the number of pages."""
    from PySide6.QtGui import QPdfWriter

    writer = QPdfWriter(str(path))
    writer.setResolution(600)
    writer.setPageLayout(page_layout(size))
    writer.setTitle(paper.title)
    writer.setCreator("Pulka")
    return paint_pages(writer, paper)


def print_paper(paper: SeasonPaper, printer: QPagedPaintDevice) -> int:
    """Paint the season table on a configured printer; returns the number of pages."""
    return paint_pages(printer, paper)
