"""Closing the deal dialog repaints only what the deal changed (issue 30: in a real X server the
window's reactivation repainted every history row once more after the new row's own repaint;
benchmarks/enter_x.py measures it there)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from app.engine import SOCHI
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY


class Paints(QObject):
    """Counts the paint events of the widgets it is installed on, and the pixels they paint."""

    def __init__(self, *widgets: QWidget) -> None:
        super().__init__()
        self.count = 0
        self.pixels = 0
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
            self.pixels += sum(r.width() * r.height() for r in event.region())  # type: ignore[attr-defined]
        return False


def a_game_on_screen(qtbot, window, service):  # type: ignore[no-untyped-def]
    game = service.create_game(PLAYERS, "Anna", SOCHI)
    for seq in range(6):
        service.record(game, ANNA_7H if seq % 2 else RASPASY, seq)
    window.open_game(game)
    window.resize(1100, 700)
    qtbot.waitExposed(window)
    for _ in range(3):
        QApplication.processEvents()


def test_a_window_activation_repaints_no_history_row(qtbot, window, service):
    a_game_on_screen(qtbot, window, service)
    rows = Paints(window.history.viewport())
    for kind in (QEvent.Type.WindowDeactivate, QEvent.Type.WindowActivate):
        QCoreApplication.sendEvent(window, QEvent(kind))
        QApplication.processEvents()
    assert rows.count == 0


def test_where_the_colours_differ_the_rows_follow_the_activation(qtbot, window, service):
    a_game_on_screen(qtbot, window, service)
    palette = window.history.palette()
    palette.setColor(QPalette.ColorGroup.Inactive, QPalette.ColorRole.Highlight, QColor("gray"))
    window.history.setPalette(palette)
    QApplication.processEvents()
    rows = Paints(window.history.viewport())
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))
    QApplication.processEvents()
    assert rows.count >= 1  # the selection's inactive colour is shown
