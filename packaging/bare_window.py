"""The benchmark baseline: a bare PySide6 QApplication with an empty QMainWindow.

Frozen by ``packaging/build.py --target bare`` with the same trimming as Pulka. It shows the
window and quits from a zero-timer, i.e. as soon as the event loop runs with the window up.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


def main() -> int:
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.resize(800, 600)
    window.show()
    QTimer.singleShot(0, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
