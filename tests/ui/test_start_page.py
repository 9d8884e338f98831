"""Issue 11 item 9: the games list's shortcuts act on what is on screen, and the card table
names the last event when it was not a deal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import SOCHI, Call, Contract, Deal, Incident, ManualEntry
from ui import i18n
from ui.dialogs import deal_entry

A, B, V = "Анна", "Борис", "Вера"


def test_games_list_shortcuts_do_not_touch_the_hidden_game(qtbot, window, service, monkeypatch):
    opened = []
    monkeypatch.setattr(deal_entry.DealDialog, "exec", lambda self: opened.append(self))
    game = service.create_game((A, B, V), V, SOCHI)
    service.record(game, Deal(A, Contract.parse("6s"), {B: Call.PASS, V: Call.PASS}, {}), 0)
    window.open_game(game)
    assert window.undo_action.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)  # the games list
    assert window.pages.currentIndex() == 0
    QTest.keyClick(window, Qt.Key.Key_Insert)
    assert opened == [], "Insert opened a deal for the hidden game"
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert service.game(game).last_seq == 1, "Undo acted on the hidden game"
    for action in (
        window.deal_action,
        window.incident_action,
        window.manual_action,
        window.undo_action,
        window.settlement_action,
        window.finish_action,
        window.export_action,
    ):
        assert not action.isEnabled(), action.text()
    assert window.windowTitle() == "Pulka — pulka.sqlite3"  # no game: the database only
    # Enter on the list opens the game again: the actions act on it
    window.start.games.setFocus()
    QTest.keyClick(window.start.games, Qt.Key.Key_Return)
    assert window.pages.currentIndex() == 1
    assert window.undo_action.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Insert)
    assert len(opened) == 1


def reopen_from_list(window):
    """Back to the games list and into the game again, by keyboard (the window reloads)."""
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    window.start.games.setFocus()
    QTest.keyClick(window.start.games, Qt.Key.Key_Return)


def test_status_line_names_an_incident_and_a_manual_entry(qtbot, window, service):
    game = service.create_game((A, B, V), V, SOCHI)
    window.open_game(game)
    service.record(game, ManualEntry(B, mountain=4), 0)
    reopen_from_list(window)
    assert window.card_table.last_deal.text() == f"Last event: a manual entry for {B}."
    facts = {
        "deal": {
            "type": "deal",
            "declarer": B,
            "contract": "6s",
            "defenders": {V: "whist", A: "pass"},
            "tricks": {B: 6, V: 4, A: 0},
        }
    }
    service.record(game, Incident("kodeks-3.4.9", facts), 1)
    reopen_from_list(window)
    title = "Declarer looked at his discard after the first lead"
    assert window.card_table.last_deal.text() == f"Last event: an incident — {title}."
    i18n.install("ru")
    reopen_from_list(window)
    assert window.card_table.last_deal.text() == (
        "Последнее событие: нарушение — Разыгрывающий посмотрел снос после первого хода."
    )


def test_language_switch_on_the_games_list_retranslates_it(qtbot, window, service):
    game = service.create_game((A, B, V), V, SOCHI)
    window.open_game(game)
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    window.lang_actions["ru"].trigger()
    try:
        assert window.windowTitle() == "Пулька — pulka.sqlite3"  # translated too (issue 14)
        assert window.start.recent.text() == "Недавние пули:"
        assert "Сочи" in window.start.games.topLevelItem(0).text(2)  # the rules column
        assert not window.deal_action.isEnabled()
    finally:
        window.lang_actions["en"].trigger()
