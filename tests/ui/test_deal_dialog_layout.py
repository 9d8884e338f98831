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


def test_contract_field_and_rows_keep_their_place_in_russian(qtbot, english) -> None:
    """Typing «р» (raspasy) once moved the contract field left (the emptied declarer label
    shrank the label column) and the two-line Russian hint pushed the preview down."""
    from ui import i18n
    from ui.dialogs.deal_entry import DealDialog

    i18n.install("ru")
    dialog = DealDialog(("Аня", "Борис", "Вика"), None, lambda event: None, resting="Глеб")
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    edit = dialog.contract.lineEdit()
    places = []
    for text in ("", "7ч", "", "р", "", "мизер", "", "6бк"):
        edit.clear()
        if text:
            type_text(edit, text)
        QApplication.processEvents()
        places.append(
            (
                text,
                dialog.contract.geometry().getRect(),
                dialog.tricks_box.y(),
                dialog.message.geometry().getRect(),
                dialog.buttons.y(),
                dialog.height(),
            )
        )
    assert len({place[1:] for place in places}) == 1, places
    edit.clear()
    type_text(edit, "р")
    assert dialog.declarer.isHidden() and not dialog.declarer_label.text()
