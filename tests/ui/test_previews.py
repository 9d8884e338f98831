"""Previews show every line (issue 11, item 3): what will be written is never cut off."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QWidget

from app.engine import Call
from tests.ui.conftest import type_number
from tests.ui.test_game_3p import enter, start_game

A, B, V, G = "Анна", "Борис", "Вера", "Глеб"


def scroll_area_of(widget: QWidget) -> QScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def every_line_can_be_read(label: QLabel) -> bool:
    """The label is as tall as its text needs, and its last line can be brought into view."""
    QApplication.processEvents()  # the pending relayout, as the user's screen gets it
    needed = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
    if label.height() < needed:
        return False  # the layout squeezed it: the last lines are cut off
    area = scroll_area_of(label)
    if area is not None:
        area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())
    visible = label.visibleRegion().boundingRect()
    return visible.bottom() >= label.height() - 1


def test_a_four_player_failed_contract_with_two_whisters_shows_every_line(qtbot, window):
    start_game(qtbot, window, (A, B, V, G), G, 20)
    # 7♥ two down (A.6, A.7): Анна's remiz; Борис and Вера write their tricks and the
    # consolation; Глеб, the resting dealer, writes the consolation too ([Кодекс] 3.8.1.2)
    dialog = enter(
        qtbot, window, "7ч", A, {B: Call.WHIST, V: Call.WHIST}, {A: 5, B: 3, V: 2}, commit=False
    )
    lines = dialog.preview_label.text().splitlines()
    assert len(lines) == 6, lines
    assert lines[-1] == "Глеб: whists on Анна +8 (consolation)"
    assert every_line_can_be_read(dialog.preview_label)


def test_the_manual_entry_preview_shows_every_line(qtbot, window):
    start_game(qtbot, window, (A, B, V, G), G, 20)
    dialog = window.manual_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    type_number(dialog.pool, 2)
    type_number(dialog.mountain, 4)
    for other in dialog.opponents():
        type_number(dialog.whists_for(other), 12345)
    assert len(dialog.preview_label.text().splitlines()) == 5
    assert every_line_can_be_read(dialog.preview_label)
