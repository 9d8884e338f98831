"""Work left until a window's first frame is on screen: called once that frame is painted.

What the first frame does not show and the first key cannot need — the wheel guard, the day's
backup — is done just after it (issue 30: the window appears that much sooner). A zero timer
queued from inside the window's first paint event runs once the whole frame is painted and
flushed, and before any input that arrives after it is handled.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _AfterFirstPaint(QObject):
    """On one window: at its first paint, queues what waits for it."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.waiting: list[Callable[[], object]] = []
        self.painted = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self.painted = True
            waiting, self.waiting = self.waiting, []
            for action in waiting:
                QTimer.singleShot(0, action)  # after the whole frame
        return False


def after_first_paint(window: QWidget, action: Callable[[], object]) -> None:
    """Call ``action`` once ``window`` has painted its first frame (queued at once when it has
    been painted before)."""
    watcher: _AfterFirstPaint | None = getattr(window, "_after_first_paint", None)
    if watcher is None:
        watcher = _AfterFirstPaint(window)
        window._after_first_paint = watcher  # type: ignore[attr-defined]
        window.installEventFilter(watcher)
    if watcher.painted:
        QTimer.singleShot(0, action)
    else:
        watcher.waiting.append(action)
