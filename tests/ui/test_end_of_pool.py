"""Issue 11 item 4: when the pool closes Pulka says so at once (card table, final settlement
offering to finish); a deal after that needs a Yes; “Finish game” asks, then shows the final
settlement."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from app.engine import Call
from tests.ui.test_game_3p import enter, start_game
from ui.dialogs import deal_entry, settlement

A, B, V = "Анна", "Борис", "Вера"


@pytest.fixture
def recorded(monkeypatch):
    """Deal and settlement dialogs that would block the test with ``exec`` are recorded."""
    shown: list = []
    monkeypatch.setattr(deal_entry.DealDialog, "exec", lambda self: shown.append(self))
    monkeypatch.setattr(settlement.SettlementDialog, "exec", lambda self: shown.append(self))
    return shown


def answer(window, button: QMessageBox.StandardButton) -> None:
    """Click ``button`` of the question box once it is on screen (it runs its own loop)."""

    def click() -> None:
        box = window.question_box
        assert box is not None and box.isVisible()
        QTest.mouseClick(box.button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click)


def activate(qtbot, window) -> None:
    """The offscreen platform does not hand activation back when a dialog closes."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def close_the_pool(qtbot, window):
    start_game(qtbot, window, (A, B, V), V, 2)
    # Each 6♠ unwhisted writes its cost, 2, to the declarer's pool of 2 (A.3).
    for declarer, others in ((A, (B, V)), (B, (V, A))):
        enter(qtbot, window, "6♠", declarer, {p: Call.PASS for p in others})
        QApplication.processEvents()
        assert window.end_dialog is None
        assert "Deal" in window.card_table.centre.text()
    enter(qtbot, window, "6♠", V, {A: Call.PASS, B: Call.PASS})


def test_closing_the_pool_is_announced_at_once(qtbot, window, recorded):
    close_the_pool(qtbot, window)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert "the game is over" in dialog.status.text()
    assert dialog.settlement.finished
    assert window.card_table.centre.text().startswith("The pool is closed")
    assert "Deal 4" not in window.card_table.centre.text()
    assert all(seat.role.text().strip() == "" for seat in window.card_table.seats.values())
    # Enter (the default) keeps the game open: nothing is finished by a stray key
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible() and not window.view.finished
    activate(qtbot, window)

    # A deal after the end: No → no deal dialog; Yes → the deal dialog opens
    answer(window, QMessageBox.StandardButton.No)
    QTest.keyClick(window, Qt.Key.Key_Insert)
    assert "closed" in window.question_box.text()
    assert not [d for d in recorded if isinstance(d, deal_entry.DealDialog)]
    activate(qtbot, window)
    answer(window, QMessageBox.StandardButton.Yes)
    QTest.keyClick(window, Qt.Key.Key_Insert)
    assert [d for d in recorded if isinstance(d, deal_entry.DealDialog)]


def test_finish_from_the_announcement(qtbot, window, recorded):
    close_the_pool(qtbot, window)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    QTest.mouseClick(window.end_dialog.finish_button, Qt.MouseButton.LeftButton)
    assert window.view.finished
    assert window.windowTitle().startswith(f"Pulka — {A}, {B}, {V} (finished)")
    # Finished: the table no longer asks to settle up (it did: «пора расписать пулю (Ctrl+R)»).
    centre = window.card_table.centre.text()
    assert centre.startswith("The game is finished") and "time to settle" not in centre


def test_finish_game_asks_then_shows_the_final_settlement(qtbot, window, recorded):
    start_game(qtbot, window, (A, B, V), V, 10)
    enter(qtbot, window, "6♠", A, {B: Call.PASS, V: Call.PASS})
    answer(window, QMessageBox.StandardButton.No)
    window.finish_action.trigger()
    assert "not closed yet" in window.question_box.text()
    assert not window.view.finished and recorded == [d for d in recorded if d is None]
    answer(window, QMessageBox.StandardButton.Yes)
    window.finish_action.trigger()
    assert window.view.finished
    shown = [d for d in recorded if isinstance(d, settlement.SettlementDialog)]
    assert len(shown) == 1 and shown[0].settlement.players == (A, B, V)
    # Finished before the pool closed: the settlement is final, not «figures will change».
    assert shown[0].status.text() == (
        "Final settlement: the game was finished before the pool closed."
    )
    # Nor does the table name a next deal; nobody deals or speaks first.
    assert window.card_table.centre.text().startswith("The game is finished")
    assert all(seat.role.text().strip() == "" for seat in window.card_table.seats.values())
