"""A whole three-player game played through the UI with the keyboard, Cyrillic included."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import Call, Column
from tests.ui.conftest import type_number, type_text

A, B, V = "Анна", "Борис", "Вера"


def start_game(qtbot, window, names, dealer, pool_size):
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    if len(names) == 4:
        dialog.four.setChecked(True)
    for combo, name in zip(dialog.names, names, strict=False):
        type_text(combo.lineEdit(), name)
    dialog.dealer.setCurrentText(dealer)
    dialog.pool_size.setValue(pool_size)
    dialog.show()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.result_value is not None, dialog.message.text()
    window.open_game(dialog.result_value)
    return dialog.result_value


def enter(qtbot, window, contract, declarer=None, calls=None, tricks=None, commit=True):
    dialog = window.deal_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    type_text(dialog.contract.lineEdit(), contract)
    if declarer is not None:
        dialog.declarer.setCurrentIndex(dialog.declarer.findText(declarer))
    for player, call in (calls or {}).items():
        combo = dialog.call_for(player)
        combo.setCurrentIndex(combo.findData(call))
    for player, count in (tricks or {}).items():
        type_number(dialog.tricks_for(player), count)
    if commit:
        QTest.keyClick(dialog, Qt.Key.Key_Return)
        assert not dialog.isVisible(), dialog.message.text()
    return dialog


def cell(window, player, column, on=None):
    return window.view.sheet.running(column, player, on)


def test_whole_three_player_game(qtbot, window, service, messages):
    game = start_game(qtbot, window, (A, B, V), V, 10)
    assert window.view.players == (A, B, V)
    assert window.card_table.seats[V].role.text() == "deals"
    assert window.card_table.seats[A].role.text() == "speaks first"

    # 1. 7♥ typed in Russian: A.4 pool 4; lone whister counts the passer: 3 × 4 = 12 (A.5)
    enter(qtbot, window, "7ч", A, {B: Call.WHIST, V: Call.PASS}, {A: 7, B: 2, V: 1})
    assert cell(window, A, Column.POOL) == (4,)
    assert cell(window, B, Column.WHISTS, A) == (12,)
    # 2. raspasy (A.13, first in a streak: 1 per trick into the mountain)
    enter(qtbot, window, "распасы", tricks={B: 3, V: 5, A: 2})
    assert [window.view.sheet.mountain[p] for p in (A, B, V)] == [2, 3, 5]
    assert "Raspasy in a row: 1" in window.card_table.centre.text()
    assert "Raspasy price: 2" in window.card_table.centre.text()
    # 3. misère made: cost 10 into the pool (A.11) — closes Вера's pool of 10
    enter(qtbot, window, "мизер", V, tricks={V: 0})
    assert cell(window, V, Column.POOL) == (10,)
    # 4. 8♠ down one: remiz 6 (A.6); whists for tricks 12 and 6 plus consolation 6 each (A.7)
    enter(qtbot, window, "8s", B, {V: Call.WHIST, A: Call.WHIST}, {B: 7, V: 2, A: 1})
    assert cell(window, B, Column.MOUNTAIN) == (3, 9)
    assert window.view.sheet.whists[V][B] == 18
    assert window.view.sheet.whists[A][B] == 12
    # 5. 6♠ both pass: made without play, cost 2 (A.3)
    enter(qtbot, window, "6♠", A, {B: Call.PASS, V: Call.PASS})
    assert cell(window, A, Column.POOL) == (4, 6)
    # 6. 7♦ half-whisted after a pass: cost 4 to the pool, half-whist writes 4 (A.10)
    enter(qtbot, window, "7d", B, {V: Call.PASS, A: Call.HALF})
    assert cell(window, B, Column.POOL) == (4,)
    assert cell(window, A, Column.WHISTS, B) == (6, 12, 16)

    # undo and redo the half-whist, with labelled actions
    assert window.undo_action.text() == "&Undo deal 6: Борис 7♦"
    window.undo_action.trigger()
    assert cell(window, B, Column.POOL) == ()
    assert window.redo_action.text() == "&Redo deal 6: Борис 7♦"
    rows = window.history.items_by_row
    row = next(
        r for r, i in enumerate(rows) if i.label.code == "deal" and i.label.params["number"] == 6
    )
    assert rows[row].undone and window.history.item(row).font().strikeOut()
    # No «Undo: …» line (issue 32): the deal's own line is struck through.
    assert window.history.item(0).text() == "Deal 6: Борис — 7♦, half-whisted, not played"
    assert window.history.item(0).font().strikeOut()
    window.redo_action.trigger()
    assert cell(window, B, Column.POOL) == (4,)

    # correct deal 1 from its history entry: Анна took 8, so Борис has 2 tricks' whists = 8
    item = next(i for i in window.history.items_by_row if i.seq == 1)
    assert window.can_correct(item)
    dialog = window.correction_dialog(item)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.kind().code == "7h" and dialog.declarer.currentText() == A
    combo = dialog.call_for(B)
    combo.setCurrentIndex(combo.findData(Call.WHIST))
    for player, count in ((A, 8), (B, 1), (V, 1)):
        type_number(dialog.tricks_for(player), count)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    assert window.view.sheet.whists[B][A] == 8
    # Deal 1's one line now stands for its correction, and says what changed.
    (line,) = [r for r, i in enumerate(window.history.items_by_row) if 1 in (i.seq, i.target)]
    assert window.history.items_by_row[line].kind == "corrected"
    assert window.history.item(line).text().startswith("Deal 1 corrected: was Анна — 7♥")

    # 7. 7БК both pass closes Анна (6 + 4); 8. 8♠ both pass closes Борис (4 + 6)
    enter(qtbot, window, "7бк", A, {B: Call.PASS, V: Call.PASS})
    enter(qtbot, window, "8s", B, {V: Call.PASS, A: Call.PASS})
    sheet = window.view.sheet
    assert dict(sheet.pool) == {A: 10, B: 10, V: 10}
    assert sheet.finished
    assert "The pool is closed" in window.card_table.centre.text()

    # the database agrees with the screen
    stored = service.sheet(game)
    assert dict(stored.pool) == dict(sheet.pool)
    assert dict(stored.mountain) == {A: 2, B: 9, V: 5}
    assert stored.whists[A][B] == 16 and stored.whists[V][B] == 18 and stored.whists[B][A] == 8

    # settlement (E.4 per_player_N, E.5 pairwise): Анна = 46 − (8 + 20/3) + (50/3 − 20/3)
    settlement = service.settlement(game)
    assert settlement.result[A] == Fraction(124, 3)
    assert sum(settlement.result.values()) == 0
    from ui.dialogs.settlement import SettlementDialog

    dialog = SettlementDialog(settlement, window)
    qtbot.addWidget(dialog)
    assert dialog.status.text().startswith("Final settlement")
    assert dialog.results.item(0, 1).text() == "2"  # the mountain as on the sheet
    assert dialog.results.item(0, 3).text() == "41⅓"  # result, whists
    assert not messages
