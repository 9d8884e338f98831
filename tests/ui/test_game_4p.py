"""A four-player game through the UI: resting dealer, validation, undo/redo, correction."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import Call, Column
from tests.ui.conftest import type_number
from tests.ui.test_game_3p import cell, enter, start_game

A, B, V, G = "Анна", "Борис", "Вера", "Глеб"


def test_four_player_game(qtbot, window, service, messages):
    game = start_game(qtbot, window, (A, B, V, G), G, 20)
    assert window.card_table.seats[G].role.text() == "deals, rests"
    assert set(window.card_table.seats) == {A, B, V, G}

    # the resting dealer is not offered as declarer; tricks must add up to ten
    dialog = enter(
        qtbot, window, "6s", A, {B: Call.WHIST, V: Call.WHIST}, {A: 6, B: 2, V: 1}, commit=False
    )
    assert [dialog.declarer.itemText(i) for i in range(3)] == [A, B, V]
    assert dialog.message.text() == "The tricks add up to 9; they must add up to 10."
    assert not dialog.ok.isEnabled()
    type_number(dialog.tricks_for(V), 2)
    assert dialog.message.text() == ""
    assert "Анна: pool +2 (game made)" in dialog.preview_label.text()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    # 1. A.4, A.5: 6♠ made, each whister 2 tricks × 2
    assert window.view.sheet.whists[B][A] == 4 and window.view.sheet.whists[V][A] == 4

    # 2. raspasy, Анна rests: 1 per trick (A.13); Вера took none: one trick's price to the pool
    enter(qtbot, window, "распасы", tricks={B: 4, V: 0, G: 6})
    assert cell(window, G, Column.MOUNTAIN) == (6,)
    assert cell(window, V, Column.POOL) == (1,)
    # 3. misère with one trick: 10 per trick into the mountain (A.11)
    enter(qtbot, window, "мизер", V, tricks={V: 1})
    assert cell(window, V, Column.MOUNTAIN) == (10,)
    # 4. 7БК down one: remiz 4; the lone whister writes 4 tricks × 4 + consolation 4; the
    # passer and the resting dealer Вера write consolation 4 each (A.6, A.7, [Кодекс] 3.8.1.2)
    enter(qtbot, window, "7nt", G, {A: Call.WHIST, B: Call.PASS}, {G: 6, A: 3, B: 1})
    sheet = window.view.sheet
    assert sheet.mountain[G] == 10
    assert (sheet.whists[A][G], sheet.whists[B][G], sheet.whists[V][G]) == (20, 4, 4)

    window.undo_action.trigger()
    assert window.view.sheet.mountain[G] == 6
    window.redo_action.trigger()
    assert window.view.sheet.mountain[G] == 10

    # a corrected deal is played by its own three: the dealer rests, the deal passes clockwise
    # (scoring-conventions §1); Глеб dealt first
    assert [service.correctable(game, seq).seating.active for seq in (1, 2, 3, 4)] == [
        (A, B, V),
        (B, V, G),
        (V, G, A),
        (G, A, B),
    ]

    # correction of deal 1: Анна took 7, Вера only 1 → Вера's whists on Анна 2
    item = next(i for i in window.history.items_by_row if i.seq == 1)
    dialog = window.correction_dialog(item)
    qtbot.addWidget(dialog)
    dialog.show()
    for player, call in ((B, Call.WHIST), (V, Call.WHIST)):
        combo = dialog.call_for(player)
        combo.setCurrentIndex(combo.findData(call))
    for player, count in ((A, 7), (B, 2), (V, 1)):
        type_number(dialog.tricks_for(player), count)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    stored = service.sheet(game)
    assert stored.whists[V][A] == 2 and stored.whists[B][A] == 4
    assert stored.mountain[G] == 10

    # the plain table shows the same running values
    window.toggle_table()
    assert window.sheet_view.table_shown
    assert window.sheet_view.table.cell_text(G, Column.MOUNTAIN) == "6.10"

    from ui.dialogs.settlement import SettlementDialog

    settlement = service.settlement(game)
    dialog = SettlementDialog(settlement, window)
    qtbot.addWidget(dialog)
    assert dialog.status.text().startswith("Provisional")
    assert sum(settlement.result.values()) == 0
    assert not messages
