"""The correction of a four-player manual entry with halves stays usable on a 1024×700 screen
(issue 11, item 1): Qt opened it at two thirds of the screen (469 px) and the layout squashed
the whist boxes to 13 px, because the three-line halves note is not in the layout's minimum.
Now the fields scroll and every box keeps its full height."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtWidgets import QSpinBox

from app.engine import ManualEntry
from ui import i18n
from ui.dialogs.manual_entry import ManualEntryDialog

PLAYERS = ("Аня", "Борис", "Вика", "Глеб")
WITH_HALVES = ManualEntry(
    "Борис",
    pool=Fraction(3, 2),
    mountain=2,
    whists={"Аня": Fraction(5, 2), "Вика": 1, "Глеб": Fraction(1, 2)},
    note="с бумаги",
)
OPENED_AT_700 = 469
"""The height the dialog got in a real X server at 1024×700 (openbox), measured."""


@pytest.fixture
def dialog(qtbot, qapp):
    i18n.install("ru")
    shown = ManualEntryDialog(
        PLAYERS,
        None,
        lambda _entry: None,
        initial=WITH_HALVES,
        title="Исправить ручную запись для игрока Борис",
    )
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    assert not shown.halves_note.isHidden()
    yield shown
    i18n.install("en")


def boxes(dialog: ManualEntryDialog) -> list[QSpinBox]:
    return [dialog.pool, dialog.mountain, *dialog.whists]


@pytest.mark.parametrize("height", [OPENED_AT_700, 360])
def test_every_box_keeps_its_height_and_can_be_scrolled_to(dialog, qtbot, height) -> None:
    dialog.resize(dialog.width(), height)
    qtbot.wait(20)
    for box in boxes(dialog):
        assert box.height() >= box.sizeHint().height(), (height, box.height())
    area = dialog.fields_area
    assert area.verticalScrollBar().isVisible()
    for box in boxes(dialog):
        area.ensureWidgetVisible(box)
        top = box.mapTo(area.viewport(), box.rect().topLeft()).y()
        assert top >= 0 and top + box.height() <= area.viewport().height()
    assert dialog.ok.isVisible() and dialog.ok.geometry().bottom() < dialog.height()


def test_with_room_it_opens_whole_without_a_scroll_bar(dialog) -> None:
    room = dialog.screen().availableGeometry()
    assert dialog.frameGeometry().height() <= room.height()
    if dialog.sizeHint().height() + 40 < room.height():
        assert not dialog.fields_area.verticalScrollBar().isVisible()
    for box in boxes(dialog):
        assert box.height() >= box.sizeHint().height()
