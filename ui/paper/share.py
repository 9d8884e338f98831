"""Share a game in a group chat: the sheet as a PNG picture and the result as text, through the
clipboard."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QMimeData, QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from app.services import GameView
from ui.paper.header import result_text
from ui.sheet.layout import SheetLayout
from ui.sheet.sheet_widget import PAPER, paint_layout
from ui.theme import PRINT

PICTURE_WIDTH = 1200  # pixels: sharp on a phone, small enough for a chat


def sheet_picture(layout: SheetLayout, width: int = PICTURE_WIDTH) -> QImage:
    """The sheet as an image ``width`` pixels wide, painted by the screen's painter."""
    height = round(width * layout.height / layout.width)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(PAPER)
    painter = QPainter(image)
    try:
        paint_layout(painter, layout, QRectF(0, 0, width, height), colours=PRINT, line_px=2.0)
    finally:
        painter.end()
    return image


def copy_sheet_picture(layout: SheetLayout) -> QImage:
    """Put the sheet on the clipboard as a PNG picture; returns the image."""
    image = sheet_picture(layout)
    data = QMimeData()
    data.setImageData(image)  # image/png (and the platform's bitmap formats) for any chat
    QGuiApplication.clipboard().setMimeData(data)
    return image


def copy_result_text(view: GameView, notes: Sequence[str] = ()) -> str:
    """Put the players, results, payments and the sheet's notes on the clipboard as text."""
    text = result_text(view, notes)
    QGuiApplication.clipboard().setText(text)
    return text


__all__ = ["copy_result_text", "copy_sheet_picture", "sheet_picture"]
