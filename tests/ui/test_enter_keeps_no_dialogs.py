"""A deal dialog is deleted once closed (issue 11 item 8): kept, each one stayed a hidden child
of the main window, and the closed dialogs of an evening made every full garbage collection
slower — one of them landing on an Enter missed a frame (docs/benchmarks.md)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from app.engine import SOCHI
from tests.ui.drive import when_modal
from ui.dialogs.deal_entry import DealDialog

P3 = ("Anna", "Boris", "Vera")


def _type_six_spades(dialog: DealDialog) -> None:
    dialog.contract.setEditText("6s")
    dialog.declarer.setCurrentText(dialog.active[0])
    QTest.keyClick(dialog, Qt.Key.Key_Return)


def test_closed_deal_dialogs_do_not_stay_in_the_window(qtbot, window, service):
    game = service.create_game(P3, "Vera", SOCHI)
    window.open_game(game)
    for number in range(1, 4):
        when_modal(DealDialog, _type_six_spades)
        window.enter_deal()
        assert window.view.sheet.table.deals_played == number  # the deal was written
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.findChildren(QDialog) == []
