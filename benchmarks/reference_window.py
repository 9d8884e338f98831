"""The reference window of the start-up figures: a bare window with a menu bar and one word.

Not a target: the least any desktop program with a menu and painted text pays above an empty
frame (Qt's font database; PySide6 building the ``Qt`` namespace's 93 Python enums, which any
``QPainter.setPen`` call triggers; docs/decisions/0003-start-up-targets.md). Pulka's start is
measured against it in the same run (benchmarks/start.py, benchmarks/first_frame.py).
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget


class Word(QWidget):
    """One word painted from Python."""

    def __init__(self) -> None:
        super().__init__()
        self.pen = QPen(QColor("black"))  # builds the Qt namespace, as any real window does

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.pen)
        painter.drawText(20, 20, "Pulka")
        painter.end()


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1280, 800)
    for title in ("&Game", "&Edit", "&View", "&Language", "&Help"):
        window.menuBar().addMenu(title)
    window.setCentralWidget(Word())
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
