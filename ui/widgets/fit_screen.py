"""Keep a top-level window, its title bar and borders included, inside the screen's free area.

On a 1024×700 club laptop the first window was as wide as the screen without its borders, so
the right edge (and the history's scroll bar) fell off the screen; a size restored from a
larger screen did the same. The window manager's frame is known only once the window is shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME = QSize(16, 40)
"""Room left for a window manager's borders and title bar before it has framed a window
(openbox: 2 and 25 px; other managers draw thicker ones)."""


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


def free_area(window: QWidget) -> QRect:
    """The free area (the screen less its taskbars) of the screen ``window`` opens on."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 728)


def opening_size(wanted: QSize, free: QSize) -> QSize:
    """``wanted``, or the free area less a frame where that is smaller."""
    return QSize(
        min(wanted.width(), free.width() - FRAME.width()),
        min(wanted.height(), free.height() - FRAME.height()),
    )


def restored_size(saved: QSize, first: QSize) -> QSize:
    """A restored window's size on the screen it opens on: never smaller than the first start's
    there (a window kept from a 1024×700 screen came back at 768×520 on a 1920×1080 one, the
    sheet 240 px wide; issue 32)."""
    return saved.expandedTo(first)


def first_pane_width(total: int, wanted: int, second_minimum: int) -> int:
    """How wide the first of two side-by-side panes is: what it can use (``wanted``), as far as
    the second keeps ``second_minimum`` (never below nothing)."""
    return max(0, min(wanted, total - second_minimum))


class OnResize(QObject):
    """Calls ``then`` after every resize of ``widget`` (its own size is final by then, unlike
    in its window's resize event, which comes before the layouts have sized its children)."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._then()
        return False


def show_fitted(window: QWidget, wanted: QSize) -> None:
    """Show ``window`` at ``wanted``, or smaller on a small screen, its frame included: a
    statistics window as tall as a 1366×768 laptop's free area had its Close button under
    the screen's edge (the title bar pushed it down, and the frame is known only later). Once
    the window manager has framed it, it is pulled whole onto the screen (again after 300 ms:
    a slow window manager)."""
    window.resize(opening_size(wanted, free_area(window).size()))
    window.show()
    if QGuiApplication.platformName() != "offscreen":  # tests: no real screen to fit
        # The window as the timers' context: a window closed (and deleted) by then is skipped.
        QTimer.singleShot(0, window, lambda: keep_on_screen(window))
        QTimer.singleShot(300, window, lambda: keep_on_screen(window))
