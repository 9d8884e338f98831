"""The benchmark baseline: a bare PySide6 QApplication with an empty QMainWindow.

Frozen by ``packaging/build.py --target bare`` with the same trimming as Pulka. It shows the
window and quits at its first paint, like ``pulka --self-test --startup``. With
``--reference`` the window is the least a real one is: a menu bar with five menus and a line
of text painted from Python (the font database, PySide6's ``Qt`` namespace enums) — not a
target, the floor that any real window pays above the bare one (docs/benchmarks.md).
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget


class FirstPaint(QObject):
    """Ends the event loop when the watched window first paints."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            QApplication.exit(0)
        return False


class Text(QWidget):
    """One line of text painted from Python."""

    def __init__(self) -> None:
        super().__init__()
        self.pen = QPen(QColor("black"))  # as any Python painting: builds the Qt namespace

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.pen)
        painter.drawText(20, 20, "Pulka")
        painter.end()


def main() -> int:
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1024, 720)
    if "--reference" in sys.argv:
        for title in ("&Game", "&Edit", "&View", "&Language", "&Help"):
            window.menuBar().addMenu(title)
        window.setCentralWidget(Text())
    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
