"""Screenshots of the event screens (``make screenshots``): the event window, the big screen,
seating cards and the round sheet, in Russian and English, into ``docs/screenshots/``."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QApplication

from app.services import GameService
from ui import i18n
from ui.events.big_screen import BigScreen
from ui.events.demo import demo_evening, demo_field_of_30
from ui.events.event_window import EventWindow
from ui.events.printing import document

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def paper_image(html_doc: QTextDocument, width: int = 820) -> QImage:
    """A printed page as an image: the document drawn on white, as the PDF would show it."""
    html_doc.setTextWidth(width)
    size = html_doc.size().toSize()
    height = min(size.height() + 40, 1400)
    image = QImage(QSize(width + 40, height), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.translate(20, 20)
    html_doc.drawContents(painter)
    painter.end()
    return image


def shoot(out: Path) -> list[Path]:
    written = []
    for lang in ("ru", "en"):
        i18n.install(lang)
        with (
            tempfile.TemporaryDirectory() as folder,
            GameService(Path(folder) / "club.sqlite3", backups=0) as games,
        ):
            event = demo_evening(games, lang)
            window = EventWindow(games, lambda _game: None)
            window.resize(1180, 620)
            window.show()
            QApplication.processEvents()
            path = out / f"event-window-{lang}.png"
            window.grab().save(str(path))
            written.append(path)
            big = BigScreen(games, event)
            big.resize(1920, 1080)  # a wall screen: the type scaled to it (issue 32)
            big.show()
            QApplication.processEvents()
            path = out / f"event-big-screen-{lang}.png"
            big.grab().save(str(path))
            written.append(path)
            big.close()
            view = window.view
            assert view is not None and view.current_round is not None
            for what, name in (("cards", "event-cards"), ("sheet", "event-round-sheet")):
                doc = document(view, view.current_round, window.tables_view, what)
                path = out / f"{name}-{lang}.png"
                paper_image(doc).save(str(path))
                written.append(path)
            window.close()
        with (
            tempfile.TemporaryDirectory() as folder,
            GameService(Path(folder) / "field.sqlite3", backups=0) as games,
        ):
            # A club night of 30 on a 1920×1080 wall (issue 17): everyone on the screen.
            big = BigScreen(games, demo_field_of_30(games, lang))
            big.resize(1920, 1080)
            big.show()
            QApplication.processEvents()
            path = out / f"event-big-screen-30-{lang}.png"
            big.grab().save(str(path))
            written.append(path)
            big.close()
    return written


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    for path in shoot(OUT):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
