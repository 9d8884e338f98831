"""The deal dialog keeps still while the contract is typed and shows no declarer for raspasy
(issue 14, layout)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.ui.conftest import type_text


def test_deal_dialog_does_not_jump_and_hides_the_declarer_for_raspasy(qtbot, english) -> None:
    from ui.dialogs.deal_entry import DealDialog

    dialog = DealDialog(("Anna", "Boris", "Vera"), None, lambda event: None)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    edit = dialog.contract.lineEdit()
    positions = []
    for text in ("7", "h", "", "misère", "", "raspasy"):
        if text:
            type_text(edit, text)
        else:
            edit.clear()
        QApplication.processEvents()
        positions.append((dialog.height(), dialog.message.y(), dialog.buttons.y()))
    assert len(set(positions)) == 1, positions
    assert dialog.declarer.isHidden() and not dialog.declarer_label.text()
    edit.clear()
    type_text(edit, "6s")
    assert not dialog.declarer.isHidden()
