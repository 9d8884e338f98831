"""The new-game dialog opens with the cursor in the first seat: a player types names at once."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.ui.conftest import type_text


def test_new_game_opens_ready_for_the_first_name(qtbot, english) -> None:
    from ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(["Anna", "Boris", "Vera"], lambda *args: args)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    focused = QApplication.focusWidget()
    assert focused is not None
    type_text(focused, "Dima")
    assert dialog.names[0].currentText() == "Dima"
