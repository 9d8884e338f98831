"""The pinned PySide6 must not leak references to None (docs/decisions/0001)."""

from __future__ import annotations

import sys

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QWidget


def test_void_methods_keep_none_alive(qtbot: object) -> None:
    widget = QWidget()
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(5_000):
        widget.update()
        painter.save()
        painter.translate(1, 1)
        painter.restore()
    after = sys.getrefcount(None)
    painter.end()
    # A few references may come and go with the interpreter's own work; a leak loses 20,000.
    assert abs(after - before) < 100
