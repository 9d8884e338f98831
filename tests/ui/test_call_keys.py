"""`п`, `в` and `пв` (and `p`, `w`, `h`) mean pass, whist and half-whist in every defender's
call box, in both languages (issue 32, item 4): a plain combo box searched by first letter, so
`п` on «пас» moved on to «полвиста», and in English the Russian letters did nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox

from app.engine import Call
from tests.ui.conftest import type_text
from ui import i18n
from ui.widgets.call_box import read_call

KEYS = [
    ("п", Call.PASS),
    ("в", Call.WHIST),
    ("пв", Call.HALF),
    ("пас", Call.PASS),
    ("вист", Call.WHIST),
    ("по", Call.HALF),
    ("p", Call.PASS),
    ("w", Call.WHIST),
    ("h", Call.HALF),
]


@pytest.mark.parametrize(("typed", "call"), KEYS)
def test_the_words_are_read_as_the_engine_reads_a_call(typed, call) -> None:
    assert read_call(typed) is call


def call_of(combo: QComboBox) -> Call:
    data = combo.currentData()
    return data if isinstance(data, Call) else Call(data)


def type_into(combo: QComboBox, typed: str) -> Call:
    combo.setFocus()
    type_text(combo, typed)
    return call_of(combo)


def deal_boxes(qtbot) -> list[QComboBox]:
    from ui.dialogs.deal_entry import DealDialog

    dialog = DealDialog(("Аня", "Боря", "Вика"), None, lambda event: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.contract.setEditText("7h")
    return list(dialog.calls)


def wizard_boxes(qtbot) -> list[QComboBox]:
    from ui.wizard.fields import DealField

    field = DealField(("Аня", "Боря", "Вика"))
    qtbot.addWidget(field)
    field.show()
    qtbot.waitExposed(field)
    return list(field.calls)


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("boxes", [deal_boxes, wizard_boxes], ids=["deal", "incident"])
@pytest.mark.parametrize(("typed", "call"), [k for k in KEYS if k[0] in ("п", "в", "пв")])
def test_every_call_box_takes_the_russian_letters(qtbot, language, boxes, typed, call) -> None:
    i18n.install(language)
    try:
        for start in (Call.WHIST, Call.PASS, Call.HALF):  # from whatever the box shows
            for box in boxes(qtbot):
                box.choose(start)
                assert type_into(box, typed) is call, (start, typed)
    finally:
        i18n.install("en")


def test_p_on_pass_stays_on_pass_and_letters_typed_later_start_anew(qtbot, english) -> None:
    box = deal_boxes(qtbot)[1]
    box.choose(Call.PASS)
    assert type_into(box, "п") is Call.PASS
    QTest.qWait(QApplication.keyboardInputInterval() + 50)
    assert type_into(box, "в") is Call.WHIST  # after a pause «в» alone, not «пв»
    before = box.currentIndex()
    QTest.keyClick(box, Qt.Key.Key_Down)  # the arrows still walk the list
    assert box.currentIndex() == before + 1
