"""Driving modal menus and dialogs as a person would: context menus, keys, modal windows.

A context menu and a dialog opened with ``exec()`` block the test until they close, so the steps
inside them are queued first (:func:`when_modal`, :func:`when_popup`) and run by their event loop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget

POLL_MS = 10
TRIES = 300
_RUNNING: set[QTimer] = set()
"""Polling timers still running (kept alive here: the steps do not hold them)."""


def stop_polling() -> None:
    """Stop every polling timer still running (a window that never opened): call it when a
    test ends, so that no step of it acts on another test's window."""
    for timer in list(_RUNNING):
        timer.stop()
    _RUNNING.clear()


def when_modal(kind: type, step: Callable[[Any], None], *, required: bool = True) -> QTimer:
    """Run ``step(widget)`` once a modal window of ``kind`` is shown (polls its event loop).

    ``required=False``: the window may never open (then nothing runs); stop the returned timer
    when the test is over so it cannot act in another test.
    """
    return _poll(lambda: QApplication.activeModalWidget(), kind, step, required)


def when_popup(step: Callable[[QMenu], None]) -> QTimer:
    """Run ``step(menu)`` once a popup menu is shown."""
    return _poll(lambda: QApplication.activePopupWidget(), QMenu, step, True)


def _poll(
    find: Callable[[], Any], kind: type, step: Callable[[Any], None], required: bool
) -> QTimer:
    timer = QTimer()
    timer.setInterval(POLL_MS)
    tries = [TRIES]

    def poll() -> None:
        widget = find()
        if isinstance(widget, kind) and widget.isVisible():
            timer.stop()
            _RUNNING.discard(timer)
            close = widget.close if isinstance(widget, QMenu) else widget.reject
            try:
                step(widget)
            except BaseException:
                # A failed step must not leave a modal window open: the test would hang.
                close()
                raise
            if widget.isVisible() and not isinstance(widget, QMenu):
                close()
                raise AssertionError(f"{widget.windowTitle()!r} stayed open after the last key")
            return
        tries[0] -= 1
        if tries[0] <= 0:
            timer.stop()
            _RUNNING.discard(timer)
            if required:
                raise AssertionError(f"no {kind.__name__} was shown")

    timer.timeout.connect(poll)
    timer.start()
    _RUNNING.add(timer)
    return timer


def choose(menu: QMenu, text: str) -> None:
    """Walk the menu with the Down key to the action whose words start with ``text``; Enter."""
    for _ in range(len(menu.actions()) + 1):
        active = menu.activeAction()
        if active is not None and active.text().replace("&", "").startswith(text):
            QTest.keyClick(menu, Qt.Key.Key_Return)
            return
        QTest.keyClick(menu, Qt.Key.Key_Down)
    raise AssertionError(f"no enabled menu item {text!r} in {[a.text() for a in menu.actions()]}")


def history_row(window: Any, seq: int) -> int:
    """The row of the history list that shows the logged event ``seq`` (a corrected fact's
    line stands for its correction: its ``target`` is ``seq``)."""
    rows = window.history.items_by_row
    return next(
        r
        for r, item in enumerate(rows)
        if item.seq == seq or (item.kind == "corrected" and item.target == seq)
    )


def right_click_history(window: Any, seq: int) -> None:
    """Click the history row of ``seq`` and ask for its context menu, as a right click does."""
    view = window.history
    index = view.model().index(history_row(window, seq), 0)
    view.scrollTo(index)
    centre: QPoint = view.visualRect(index).center()
    viewport: QWidget = view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, centre, viewport.mapToGlobal(centre))
    QApplication.sendEvent(viewport, event)


def open_correction(
    window: Any, seq: int, step: Callable[[Any], None], kind: type, *, required: bool = True
) -> None:
    """History → context menu → "Correct…" on row ``seq``; ``step(dialog)`` runs inside it
    (``required=False``: the dialog may not open at all)."""
    when_popup(lambda menu: (when_modal(kind, step, required=required), choose(menu, "Correct")))
    right_click_history(window, seq)
