"""Enter in the contract box records the deal at once: a short form such as «р» or «м» is not
completed in place (the completion would take the Enter, leave the dialog open and make the next
deal's keys land in this box, e.g. «распасы6п»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import type_text
from ui import i18n


@pytest.fixture
def russian(qapp):
    i18n.install("ru")
    yield
    i18n.install("en")


@pytest.mark.parametrize(("typed", "recorded"), [("р", "raspasy"), ("м", "misère")])
def test_enter_after_a_short_form_commits_the_deal(qtbot, russian, typed, recorded) -> None:
    from ui.dialogs.deal_entry import DealDialog

    committed = []
    dialog = DealDialog(("Аня", "Боря", "Вика"), None, committed.append)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    edit = dialog.contract.lineEdit()
    edit.setFocus()
    type_text(edit, typed)
    QApplication.processEvents()
    # What the player typed stays as typed: nothing is added to it and selected.
    assert edit.text() == typed and not edit.hasSelectedText()
    QTest.keyClick(edit, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert dialog.result() == dialog.DialogCode.Accepted and not dialog.isVisible()
    assert len(committed) == 1
    assert str(getattr(committed[0], "contract", "raspasy")) == recorded


def test_a_lone_level_is_not_read_as_spades(qtbot, russian) -> None:
    from ui.dialogs.deal_entry import DealDialog

    committed = []
    dialog = DealDialog(("Аня", "Боря", "Вика"), None, committed.append)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    edit = dialog.contract.lineEdit()
    edit.setFocus()
    type_text(edit, "6")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    QApplication.processEvents()
    # «6» names no suit: nothing is recorded and the box still says what was typed.
    assert committed == [] and dialog.isVisible()
    assert edit.text() == "6"
