"""Issue 11 item 7: the settlement's «Гора» is the mountain on the sheet; the settled figure
(pool shortfall added, the smallest subtracted: scoring-conventions E.2, E.3) has its own name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import SOCHI, Call, Contract, Deal, Raspasy
from ui import i18n
from ui.dialogs import settlement as settlement_module

A, B, V = "Анна", "Борис", "Вера"


@pytest.fixture
def shown(monkeypatch):
    dialogs = []
    dialog_class = settlement_module.SettlementDialog
    monkeypatch.setattr(dialog_class, "exec", lambda self: dialogs.append(self))
    return dialogs


def play(service, window):
    game = service.create_game((A, B, V), V, SOCHI)
    # Raspasy at 1 a trick: mountains 2 / 3 / 5; then Анна's 6♠ unwhisted: her pool 2.
    service.record(game, Raspasy({A: 2, B: 3, V: 5}), 0)
    service.record(game, Deal(B, Contract.parse("6s"), {V: Call.PASS, A: Call.PASS}, {}), 1)
    window.open_game(game)
    return game


def column(dialog, header):
    table = dialog.results
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    col = headers.index(header)
    return [table.item(r, col).text() for r in range(table.rowCount())]


@pytest.mark.parametrize(
    ("lang", "pool", "mountain", "settled"),
    [("en", "Pool", "Mountain", "Mountain to settle"), ("ru", "Пуля", "Гора", "Гора к расчёту")],
)
def test_mountain_column_is_the_sheets(
    qtbot, window, service, shown, lang, pool, mountain, settled
):
    i18n.install(lang)
    play(service, window)
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    dialog = shown[-1]
    qtbot.addWidget(dialog)
    sheet = window.view.sheet
    assert [sheet.mountain[p] for p in (A, B, V)] == [2, 3, 5]
    assert column(dialog, mountain) == ["2", "3", "5"]  # as on the sheet
    assert column(dialog, pool) == ["0", "2", "0"]
    # E.2: + (2 − pool) → 4, 3, 7; E.3: − 3 → 1, 0, 4
    assert column(dialog, settled) == ["1", "0", "4"]
    assert settled in dialog.note.text()
    rows = dialog.rows()
    assert rows[0][1:4] == [pool, mountain, settled]
    assert rows[1][:4] == [A, "0", "2", "1"]


@pytest.mark.parametrize(
    ("lang", "settled"), [("en", "Mountain to settle"), ("ru", "Гора к расчёту")]
)
def test_paper_form_names_the_settled_mountain(qtbot, window, service, lang, settled):
    """The printed and PDF game carry the settled figure under its own name too (it read «Гора»
    beside 34 where the sheet and the settlement window say 42)."""
    from ui.paper.game_form import settlement_tables

    i18n.install(lang)
    try:
        game = play(service, window)
        results, _payments = settlement_tables(service.settlement(game))
    finally:
        i18n.install("en")
    assert results[0][1] == settled
    assert [row[1] for row in results[1:]] == ["1", "0", "4"]
