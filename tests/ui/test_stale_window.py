"""One database open in two windows (issue 11, item 5): every write from the window that did not
see the other's change reloads it and says so in the same words, and writes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWizard

from app.engine import Call, Raspasy
from app.services import GameService
from tests.ui.conftest import type_number, type_text
from tests.ui.drive import open_correction, stop_polling, when_modal
from tests.ui.test_game_3p import enter, start_game
from ui import i18n
from ui.dialogs.deal_entry import DealDialog
from ui.dialogs.manual_entry import ManualEntryDialog
from ui.main_window import MainWindow
from ui.wizard.wizard import IncidentWizard

A, B, V, G = "Анна", "Борис", "Вера", "Глеб"
RASPASY_3 = Raspasy({A: 0, B: 6, V: 4})


@pytest.fixture(autouse=True)
def no_polling_left():
    """No queued step of a test may act on a window of the next one."""
    yield
    stop_polling()


def type_deal(dialog: DealDialog) -> None:
    """Вера's 6♠, Глеб and Борис pass: right for the stale window, where Анна deals and rests;
    in the game as it is now Борис deals and rests."""
    type_text(dialog.contract.lineEdit(), "6s")
    dialog.declarer.setFocus()
    for _ in range(3):
        if dialog.declarer.currentText() == V:
            break
        QTest.keyClick(dialog.declarer, Qt.Key.Key_Down)
    for player in dialog.order()[1:]:
        combo = dialog.call_for(player)
        combo.setFocus()
        while combo.currentData() is not Call.PASS:
            QTest.keyClick(combo, Qt.Key.Key_Down)
    QTest.keyClick(dialog, Qt.Key.Key_Return)


def type_entry(dialog: ManualEntryDialog) -> None:
    type_number(dialog.pool, 2)
    QTest.keyClick(dialog, Qt.Key.Key_Return)


def record_incident(wizard: IncidentWizard) -> None:
    wizard.rule_page.select("prikup-1.1")
    wizard.next()
    combo = wizard.facts_page.editors["bid_level"].widget
    combo.setCurrentIndex(combo.findData(9))
    wizard.next()
    wizard.button(QWizard.WizardButton.FinishButton).click()


def correct_first_deal(dialog: DealDialog) -> None:
    combo = dialog.call_for(B)
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)  # pass → half-whist
    QTest.keyClick(dialog, Qt.Key.Key_Return)


ACTIONS = ("deal", "manual", "incident", "correction", "undo", "redo", "finish")


@pytest.mark.parametrize("action", ACTIONS)
def test_a_write_from_a_stale_window_reloads_it_and_says_so(
    qtbot, window, service, settings, messages, monkeypatch, tmp_path, action
):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    game = start_game(qtbot, window, (A, B, V, G), G, 20)
    # deal 1: Анна 6♠, both pass; deal 2 (Борис) recorded and undone: Анна deals and rests
    enter(qtbot, window, "6s", A, {B: Call.PASS, V: Call.PASS})
    enter(qtbot, window, "6s", B, {V: Call.PASS, G: Call.PASS})
    window.undo_action.trigger()

    # the same database in a second window (another instance of the app)
    other_service = GameService(tmp_path / "pulka.sqlite3")
    other = MainWindow(other_service, settings)
    qtbot.addWidget(other)
    other.show()
    assert other.open_game(game)
    assert other.undo_action.isEnabled() and other.redo_action.isEnabled()

    # the first window records a deal: Вера 6♠, both pass; Борис deals the next one and rests
    enter(qtbot, window, "6s", V, {G: Call.PASS, B: Call.PASS})
    assert window.settle_writes()  # the other window sees it once its COMMIT returned
    seq = service.last_seq(game)
    assert seq == 4 and other.view.last_seq == 3

    steps = {"deal": type_deal, "manual": type_entry, "incident": record_incident}
    kinds = {"deal": DealDialog, "manual": ManualEntryDialog, "incident": IncidentWizard}
    timers: list[Any] = []
    left_open: list[str] = []

    def then_close(step: Any) -> Any:
        """The step, then Escape if the dialog is still open (it must have closed itself)."""

        def run(dialog: Any) -> None:
            step(dialog)
            if dialog.isVisible():
                left_open.append(dialog.windowTitle())
                dialog.reject()

        return run

    if action in steps:
        timers.append(when_modal(kinds[action], then_close(steps[action]), required=False))
        {"deal": other.deal_action, "manual": other.manual_action}.get(
            action, other.incident_action
        ).trigger()
    elif action == "correction":
        open_correction(other, 1, then_close(correct_first_deal), DealDialog, required=False)
    else:
        {"undo": other.undo_action, "redo": other.redo_action, "finish": other.finish_action}[
            action
        ].trigger()
    for timer in timers:
        timer.stop()

    stale = i18n.error_text("stale")
    assert not left_open
    assert messages == [stale]
    assert "another window" in stale
    # nothing was written and the stale window now shows the game as it is
    assert service.last_seq(game) == seq
    assert other.view.last_seq == seq
    assert dict(other.view.sheet.pool) == dict(service.sheet(game).pool)
    assert not other.view.finished
    assert not other.redo_action.isEnabled()
    assert not [
        w
        for w in (other.findChildren(DealDialog) + other.findChildren(ManualEntryDialog))
        if w.isVisible()
    ]
    other_service.close()


def test_a_wizard_that_goes_stale_while_open_closes_once_and_says_so(
    qtbot, window, service, settings, messages, tmp_path, capfd
):
    """Another window writes while the incident wizard is open: its Next finds the view stale.
    QWizard.done() validates the page again before closing, which found it stale again and
    closed again — a recursion and a traceback, until the stale close skipped that check."""
    game = start_game(qtbot, window, (A, B, V), A, 20)
    enter(qtbot, window, "6s", A, {B: Call.PASS, V: Call.PASS})
    assert window.settle_writes()
    seen: list[bool] = []

    def meanwhile(wizard: IncidentWizard) -> None:
        with GameService(tmp_path / "pulka.sqlite3") as other:  # another window writes now
            other.record(game, RASPASY_3, 1)
        wizard.rule_page.select("prikup-1.1")
        wizard.next()
        combo = wizard.facts_page.editors["bid_level"].widget
        combo.setCurrentIndex(combo.findData(9))
        wizard.next()  # the preview finds the view stale: the wizard closes
        seen.append(wizard.isVisible())
        if wizard.isVisible():
            wizard.reject()

    timer = when_modal(IncidentWizard, meanwhile)
    window.incident_action.trigger()
    timer.stop()
    assert seen == [False]
    assert messages == [i18n.error_text("stale")]
    assert window.view.last_seq == 2 == service.last_seq(game)  # reloaded
    assert "Traceback" not in capfd.readouterr().err
