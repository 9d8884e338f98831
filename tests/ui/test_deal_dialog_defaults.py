"""The deal dialog's trick defaults follow the contract: switching «7ч» to «р» starts raspasy
from no tricks, as a fresh «р» does (it kept 7/3/0), and a contract again gets its own."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from app.engine import Raspasy
from tests.ui.conftest import type_number, type_text
from ui import i18n
from ui.dialogs.deal_entry import DealDialog

PLAYERS = ("Аня", "Боря", "Вика")


@pytest.fixture
def russian(qapp):
    i18n.install("ru")
    yield
    i18n.install("en")


def _dialog(qtbot, initial=None) -> DealDialog:
    dialog = DealDialog(PLAYERS, None, lambda _event: None, initial=initial)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _contract(dialog: DealDialog, text: str) -> None:
    """Select what the contract box holds and type over it, as a player does."""
    edit = dialog.contract.lineEdit()
    edit.setFocus()
    edit.selectAll()
    type_text(edit, text)
    QApplication.processEvents()


def _tricks(dialog: DealDialog) -> list[int]:
    return [spin.value() for spin in dialog.tricks]


def test_raspasy_after_a_contract_start_as_a_fresh_raspasy(qtbot, russian) -> None:
    fresh = _dialog(qtbot)
    _contract(fresh, "р")
    raspasy_defaults = _tricks(fresh)
    assert raspasy_defaults == [0, 0, 0]

    dialog = _dialog(qtbot)
    _contract(dialog, "7ч")
    assert _tricks(dialog) == [7, 3, 0]
    _contract(dialog, "р")
    assert _tricks(dialog) == raspasy_defaults, "the contract's 7/3/0 stayed as raspasy tricks"
    # Raspasy tricks as typed: the third completes the ten; back to a contract, its defaults.
    type_number(dialog.tricks[0], 4)
    type_number(dialog.tricks[1], 5)
    assert _tricks(dialog) == [4, 5, 1]
    _contract(dialog, "6п")
    assert _tricks(dialog) == [6, 4, 0]
    _contract(dialog, "м")
    assert dialog.tricks[0].value() == 0
    _contract(dialog, "р")
    assert _tricks(dialog) == raspasy_defaults


def test_typing_on_within_raspasy_keeps_the_tricks(qtbot, russian) -> None:
    dialog = _dialog(qtbot)
    _contract(dialog, "р")
    type_number(dialog.tricks[0], 4)
    type_number(dialog.tricks[1], 3)
    edit = dialog.contract.lineEdit()
    edit.setFocus()
    edit.end(False)
    type_text(edit, "аспасы")
    QApplication.processEvents()
    assert edit.text() == "распасы"
    assert _tricks(dialog) == [4, 3, 3]


def test_a_corrected_raspasy_opens_with_its_tricks(qtbot, russian) -> None:
    dialog = _dialog(qtbot, Raspasy({"Аня": 2, "Боря": 5, "Вика": 3}))
    assert {p: dialog.tricks_for(p).value() for p in PLAYERS} == {"Аня": 2, "Боря": 5, "Вика": 3}
    _contract(dialog, "р")  # the same kind typed shorter: nothing to reset
    assert {p: dialog.tricks_for(p).value() for p in PLAYERS} == {"Аня": 2, "Боря": 5, "Вика": 3}


def test_the_incident_wizards_deal_resets_raspasy_tricks_too(qtbot, russian) -> None:
    from ui.wizard.fields import DealField

    deal = DealField(PLAYERS)
    qtbot.addWidget(deal)
    deal.contract.setCurrentIndex(deal.contract.findData("7h"))
    deal.declarer.setCurrentIndex(deal.declarer.findData("Боря"))
    assert {p: deal.tricks[i].value() for i, p in enumerate(PLAYERS)} == {
        "Боря": 7,
        "Вика": 3,
        "Аня": 0,
    }
    deal.contract.setCurrentIndex(deal.contract.findData("raspasy"))
    assert [spin.value() for spin in deal.tricks] == [0, 0, 0]
    assert deal.value()["tricks"] == {"Аня": 0, "Боря": 0, "Вика": 0}
