"""Keep a top-level window, its title bar and borders included, inside the screen's free area.

On a 1024×700 club laptop the first window was as wide as the screen without its borders, so
the right edge (and the history's scroll bar) fell off the screen; a size restored from a
larger screen did the same. The window manager's frame is known only once the window is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def fitted(inner: QRect, frame: QRect, free: QRect) -> QRect:
    """The window's new client geometry so that its frame lies inside ``free``: shrunk by what
    overflows (never below nothing), then moved in (left/top edges win on a tiny screen)."""
    left = inner.left() - frame.left()
    top = inner.top() - frame.top()
    extra_w = frame.width() - inner.width()
    extra_h = frame.height() - inner.height()
    width = max(1, min(inner.width(), free.width() - extra_w))
    height = max(1, min(inner.height(), free.height() - extra_h))
    x = min(frame.left(), free.left() + free.width() - (width + extra_w))
    y = min(frame.top(), free.top() + free.height() - (height + extra_h))
    x, y = max(x, free.left()), max(y, free.top())
    return QRect(x + left, y + top, width, height)


def keep_on_screen(window: QWidget) -> None:
    """Shrink and move ``window`` so that all of it, frame included, is on its screen."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    target = fitted(window.geometry(), window.frameGeometry(), screen.availableGeometry())
    if target.size() != window.size():
        window.resize(target.size())
    if target.topLeft() != window.geometry().topLeft():
        window.move(target.topLeft() - (window.geometry().topLeft() - window.pos()))
