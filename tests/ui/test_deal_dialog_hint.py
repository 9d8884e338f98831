"""A deal dialog just opened is not in error: «Type the contract» is a neutral hint until the
player types into the contract box or presses Enter on it empty; then, and for every real
refusal, the message is red (read from the colour the label is painted in). The manual-entry
dialog's «Запись пустая» does the same."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from tests.ui.conftest import type_number, type_text
from ui import i18n
from ui.dialogs.deal_entry import DealDialog

RED = QColor("#b00020")
HINT = {
    "en": "Type the contract: 7h, 7ч, 7♥, 6nt, мизер or распасы.",
    "ru": "Введите контракт: 6п, 7т (или 7к), 8б, 7ч, 6бк, мизер или р (распасы).",
}
PLAYERS = {"en": ("Ann", "Bob", "Kate"), "ru": ("Аня", "Боря", "Вика")}


@pytest.fixture(params=["ru", "en"])
def lang(request, qapp):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def painted(label: QLabel) -> QColor:
    """The colour the label's text is drawn in (its style sheet applied)."""
    label.ensurePolished()
    return label.palette().color(QPalette.ColorRole.WindowText)


def is_red(label: QLabel) -> bool:
    return painted(label) == RED and label.font().bold()


def opened(qtbot, lang: str) -> DealDialog:
    dialog = DealDialog(PLAYERS[lang], None, lambda _event: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_an_empty_dialog_shows_a_neutral_hint(qtbot, lang) -> None:
    for _ in range(2):  # the first deal, and the dialog opened again
        dialog = opened(qtbot, lang)
        assert dialog.message.text() == HINT[lang]
        assert not is_red(dialog.message)
        assert painted(dialog.message) == dialog.palette().color(QPalette.ColorRole.WindowText)
        assert not dialog.ok.isEnabled()
        dialog.reject()


def test_enter_on_an_empty_contract_makes_the_hint_a_refusal(qtbot, lang) -> None:
    dialog = opened(qtbot, lang)
    edit = dialog.contract.lineEdit()
    edit.setFocus()
    QTest.keyClick(edit, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert dialog.isVisible()
    assert dialog.message.text() == HINT[lang] and is_red(dialog.message)


def test_a_contract_typed_and_erased_is_a_refusal(qtbot, lang) -> None:
    dialog = opened(qtbot, lang)
    edit = dialog.contract.lineEdit()
    edit.setFocus()
    type_text(edit, "7")
    assert dialog.message.text() != HINT[lang] and is_red(dialog.message)  # «7»: no suit
    QTest.keyClick(edit, Qt.Key.Key_Backspace)
    QApplication.processEvents()
    assert edit.text() == "" and dialog.message.text() == HINT[lang]
    assert is_red(dialog.message)


def test_a_good_contract_clears_the_message(qtbot, lang) -> None:
    dialog = opened(qtbot, lang)
    type_text(dialog.contract.lineEdit(), "7h")
    assert dialog.message.text() == "" and dialog.ok.isEnabled()


EMPTY_ENTRY = {"en": "The entry writes nothing.", "ru": "Запись пустая."}


def test_an_empty_manual_entry_is_a_hint_until_a_number_is_typed(qtbot, lang) -> None:
    from ui.dialogs.manual_entry import ManualEntryDialog

    dialog = ManualEntryDialog(PLAYERS[lang], None, lambda _entry: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.message.text() == EMPTY_ENTRY[lang] and not is_red(dialog.message)
    assert not dialog.ok.isEnabled()
    type_number(dialog.pool, 4)
    assert dialog.message.text() == "" and dialog.ok.isEnabled()
    type_number(dialog.pool, 0)  # typed and taken back: now it is a refusal
    assert dialog.message.text() == EMPTY_ENTRY[lang] and is_red(dialog.message)

    fresh = ManualEntryDialog(PLAYERS[lang], None, lambda _entry: None)
    qtbot.addWidget(fresh)
    fresh.show()
    qtbot.waitExposed(fresh)
    QTest.keyClick(fresh.pool, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert fresh.isVisible() and is_red(fresh.message)
