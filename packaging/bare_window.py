"""The benchmark baseline: a bare PySide6 QApplication with an empty QMainWindow.

Frozen by ``packaging/build.py --target bare`` with the same trimming as Pulka. It shows the
window and quits at its first paint, like ``pulka --self-test --startup``.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow


class FirstPaint(QObject):
    """Ends the event loop when the watched window first paints."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            QApplication.exit(0)
        return False


def main() -> int:
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1024, 720)
    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
