"""New-game dialog as a newcomer meets it (issue 14, "Layout"): the cursor waits in the first
seat, a refusal goes away once the names are typed, the collapsed advanced panel leaves no empty
box, and the whist price takes only a number."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QValidator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGroupBox

from app.engine.names import check_names
from tests.ui.conftest import type_text
from ui.dialogs.new_game import NewGameDialog


def _create(players, dealer, rules):
    """As the service does: names are checked first (a blank one is refused)."""
    check_names(players)
    return players, dealer, rules


def _shown(qtbot) -> NewGameDialog:
    dialog = NewGameDialog([], _create)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_cursor_starts_in_the_first_seat(qtbot, english) -> None:
    dialog = _shown(qtbot)
    qtbot.waitUntil(lambda: dialog.focusWidget() is not None)
    assert dialog.focusWidget() in (dialog.names[0], dialog.names[0].lineEdit())
    type_text(dialog.focusWidget(), "Анна")
    assert dialog.names[0].currentText() == "Анна"


def test_the_missing_name_message_goes_once_the_names_are_typed(qtbot, english) -> None:
    dialog = _shown(qtbot)
    QTest.keyClick(dialog, Qt.Key.Key_Return)  # OK with no names: refused, the dialog stays
    assert dialog.isVisible() and dialog.message.text()
    for combo, name in zip(dialog.names, ("Анна", "Борис", "Вера"), strict=False):
        type_text(combo.lineEdit(), name)
    assert dialog.message.text() == ""


def test_the_collapsed_advanced_panel_leaves_no_empty_box(qtbot, english) -> None:
    dialog = _shown(qtbot)
    assert not dialog.advanced.isChecked()
    boxes = [b for b in dialog.findChildren(QGroupBox) if b.isVisible()]
    assert [b.title() for b in boxes] == [dialog.tr("Players in seating order (clockwise)")]
    dialog.advanced.setChecked(True)
    assert dialog.option_area.isVisible()
    dialog.advanced.setChecked(False)
    assert not any(b.isVisible() and not b.title() for b in dialog.findChildren(QGroupBox))


def test_the_whist_price_takes_only_a_number(qtbot, english) -> None:
    dialog = _shown(qtbot)
    validator = dialog.whist_price.validator()
    assert validator is not None
    for good in ("1", "0.5", "0,25", "1/3", "10"):
        assert validator.validate(good, 0)[0] is QValidator.State.Acceptable, good
    for bad in ("abc", "1e9", "-1", "1..2"):
        assert validator.validate(bad, 0)[0] is QValidator.State.Invalid, bad
    dialog.whist_price.clear()
    QTest.keyClicks(dialog.whist_price, "x2,5y")
    assert dialog.whist_price.text() == "2,5"


def test_opening_the_options_keeps_ok_on_the_screen(qtbot, english) -> None:
    """Seen at 1024×700: the opened options pushed OK below the screen's bottom edge."""
    dialog = _shown(qtbot)
    room = dialog.screen().availableGeometry()
    dialog.move(dialog.x(), room.bottom() - dialog.frameGeometry().height() - 5)
    dialog.advanced.setChecked(True)
    frame = dialog.frameGeometry()
    assert frame.top() >= room.top()
    assert frame.bottom() <= room.bottom() or frame.top() == room.top()
