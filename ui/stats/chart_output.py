"""A chart on paper or in a file: print (with a preview) and save as a PNG picture."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QSize, QStandardPaths
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from ui import i18n
from ui.stats.chart_base import Chart
from ui.theme import PRINT
from ui.widgets.file_dialog import ask_file_name
from ui.widgets.message import warn

PNG_SIZE = QSize(1200, 720)
"""A saved picture: sharp on a screen and in a message, whatever the window's size."""
PNG_SCALE = 1.5
"""Text and lines of a saved picture 1.5 times the screen's: it is often seen smaller."""
PRINT_WIDTH = 1000.0
"""Logical pixels across the printed page: text and lines keep the screen's proportions."""


def save_png(chart: Chart, path: str | Path, size: QSize = PNG_SIZE) -> bool:
    """Write the chart as a PNG file; False when the file could not be written."""
    # PySide6 takes the format as text at run time, though its stubs say bytes.
    image = chart.render_image(size, PNG_SCALE)
    return bool(image.save(str(path), "PNG"))  # type: ignore[call-overload]


def ask_png(chart: Chart, parent: QWidget, name: str) -> None:
    """Ask where, then save; a refused file is a message, never a traceback."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.PicturesLocation)
    start = str(Path(folder) / f"{name}.png") if folder else f"{name}.png"
    path = ask_file_name(
        parent,
        QCoreApplication.translate("ChartOutput", "Save the chart as a picture"),
        start,
        QCoreApplication.translate("ChartOutput", "PNG picture (*.png)"),
        save=True,
    )
    if not path:
        return
    if not path.lower().endswith(".png"):
        path += ".png"
    if not save_png(chart, path):
        warn(
            parent,
            QCoreApplication.translate("ChartOutput", "Save the chart as a picture"),
            i18n.error_text("file_unwritable", {"path": path}),
        )


def paint_page(chart: Chart, painter: QPainter, page: QRectF) -> None:
    """The chart across the page's width at the screen's proportions (scaled logical pixels)."""
    scale = page.width() / PRINT_WIDTH
    height = min(page.height() / scale, PRINT_WIDTH * 0.6)
    painter.save()
    painter.translate(page.topLeft())
    painter.scale(scale, scale)
    chart.paint_on(painter, QRectF(0, 0, PRINT_WIDTH, height), PRINT)  # dark on white
    painter.restore()


def print_preview(chart: Chart, parent: QWidget) -> None:
    """Qt's print preview of the chart; printing (or to PDF) from there."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(chart.title())
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(chart.title())

    def paint(target: QPrinter) -> None:
        painter = QPainter(target)
        page = target.pageRect(QPrinter.Unit.DevicePixel)  # the painter starts at its corner
        paint_page(chart, painter, QRectF(0, 0, page.width(), page.height()))
        painter.end()

    dialog.paintRequested.connect(paint)
    dialog.resize(900, 700)
    dialog.exec()
