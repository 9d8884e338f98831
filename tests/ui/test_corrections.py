"""Correcting a past deal from the history (issue 11, items 1 and 6): the dialog opens with the
deal exactly as recorded, previews every changed cell before → after, writes nothing when
nothing changed, and numbers and seats the deal as the fold does."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import SOCHI, Call, Contract, Deal, Incident, ManualEntry, Raspasy
from tests.ui.conftest import type_number
from tests.ui.drive import open_correction, stop_polling
from tests.ui.test_game_3p import enter, start_game
from ui import i18n
from ui.dialogs.deal_entry import DealDialog
from ui.dialogs.manual_entry import ManualEntryDialog

A, B, V, G = "Анна", "Борис", "Вера", "Глеб"


@pytest.fixture(autouse=True)
def no_polling_left():
    """No queued step of a test may act on a window of the next one."""
    yield
    stop_polling()


# Every kind of deal a club records, as the deal dialog records it (3 players, Вера deals
# first, so Анна, Борис, Вера, Анна… declare in turn).
RECORDED = (
    # 7♥ one down, Борис whists alone, Вера passes
    ("7h", A, {B: Call.WHIST, V: Call.PASS}, {A: 6, B: 3, V: 1}),
    # a failed misère: Борис took 3
    ("misere", B, {}, {B: 3}),
    # 6♠ half-whisted: Анна passes, Борис half-whists
    ("6s", V, {A: Call.PASS, B: Call.HALF}, {}),
    # raspasy
    ("raspasy", None, {}, {A: 2, B: 5, V: 3}),
    # 8♦ both whist, made
    ("8d", B, {V: Call.WHIST, A: Call.WHIST}, {B: 8, V: 1, A: 1}),
    # 6♣ both pass: made unplayed
    ("6c", V, {A: Call.PASS, B: Call.PASS}, {}),
)


def typed(code: str) -> str:
    return {"misere": "мизер", "raspasy": "распасы"}.get(code, code)


def shown(dialog: DealDialog) -> dict[str, Any]:
    """What the dialog shows: contract, declarer, each visible call and trick count."""
    order = dialog.order()
    return {
        "kind": dialog.kind(),
        "declarer": dialog.declarer.currentText() if dialog.declarer.isEnabled() else None,
        "calls": {
            p: dialog.call_for(p).currentData() for p in order[1:] if dialog.calls_box.isVisible()
        },
        "tricks": {
            p: dialog.tricks_for(p).value()
            for p in order
            if dialog.tricks_box.isVisible() and dialog.tricks_for(p).isVisible()
        },
    }


def test_correction_opens_with_the_deal_as_recorded_and_ok_writes_nothing(
    qtbot, window, service, messages
):
    game = start_game(qtbot, window, (A, B, V), V, 50)
    for code, declarer, calls, tricks in RECORDED:
        enter(qtbot, window, typed(code), declarer, calls, tricks)
    events = [event for _seq, event in service._cache.load(game).history.effective]
    last_seq = service.last_seq(game)
    sheet = service.sheet(game)

    for seq, event in enumerate(events, start=1):
        seen: dict[str, Any] = {}

        def look_and_press_ok(dialog: DealDialog, seen: dict[str, Any] = seen) -> None:
            seen.update(shown(dialog), event=dialog.build(), title=dialog.windowTitle())
            QTest.keyClick(dialog, Qt.Key.Key_Return)
            seen["closed"] = not dialog.isVisible()

        open_correction(window, seq, look_and_press_ok, DealDialog)
        assert seen["event"] == event, seen
        if isinstance(event, Raspasy):
            assert seen["kind"] == "raspasy" and seen["tricks"] == dict(event.tricks)
        else:
            assert seen["kind"] == event.contract and seen["declarer"] == event.declarer
            played = event.contract.is_misere or Call.WHIST in event.calls.values()
            assert seen["tricks"] == (dict(event.tricks) if played else {})
            assert seen["calls"] == ({} if event.contract.is_misere else dict(event.calls))
        assert f"deal {seq}" in seen["title"]
        # OK with nothing changed: the dialog closes and nothing is written
        assert seen["closed"]
        assert service.last_seq(game) == last_seq
        assert service.sheet(game).entries == sheet.entries
    assert not messages


def test_correction_previews_every_changed_cell_before_and_after(qtbot, window, service, messages):
    game = start_game(qtbot, window, (A, B, V), V, 50)
    # 1. 7♥ one down (A.6, A.7 Sochi): Анна mountain 4; Борис whists (3 + 1) × 4 + 4 = 20,
    #    Вера consolation 4
    enter(qtbot, window, "7ч", A, {B: Call.WHIST, V: Call.PASS}, {A: 6, B: 3, V: 1})
    # 2. 6♠ both pass: Борис pool 2
    enter(qtbot, window, "6s", B, {V: Call.PASS, A: Call.PASS})
    seen: dict[str, Any] = {}

    def correct_to_made(dialog: DealDialog) -> None:
        seen["before_edit"] = dialog.changes_text()
        # Анна took 7, Борис 2, Вера 1: made; Борис writes 3 × 4 = 12 (A.4, A.5)
        type_number(dialog.tricks_for(A), 7)
        type_number(dialog.tricks_for(B), 2)
        seen["preview"] = dialog.preview_label.text()
        seen["changes"] = dialog.changes_text()
        QTest.keyClick(dialog, Qt.Key.Key_Return)
        seen["closed"] = not dialog.isVisible()

    open_correction(window, 1, correct_to_made, DealDialog)
    assert seen["before_edit"] == []
    assert seen["changes"] == [
        f"{A}: pool 0 → 4",
        f"{A}: mountain 4 → 0",
        f"{B}: whists on {A} 20 → 12",
        f"{V}: whists on {A} 4 → 0",
    ]
    assert "Анна: pool +4 (game made)" in seen["preview"]
    assert seen["closed"]
    sheet = service.sheet(game)
    assert (sheet.pool[A], sheet.mountain[A], sheet.whists[B][A], sheet.whists[V][A]) == (
        4,
        0,
        12,
        0,
    )
    assert sheet.pool[B] == 2
    assert service.last_seq(game) == 3
    assert not messages


def test_cancel_writes_nothing_and_a_manual_entry_is_corrected_in_its_own_dialog(
    qtbot, window, service, messages
):
    game = start_game(qtbot, window, (A, B, V), V, 50)
    entry = ManualEntry(B, pool=6, mountain=14, whists={A: 30}, note="с бумаги")
    service.record(game, entry, 0)
    window.refresh()
    seen: dict[str, Any] = {}

    def look_and_cancel(dialog: ManualEntryDialog) -> None:
        seen["event"] = dialog.build()
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    open_correction(window, 1, look_and_cancel, ManualEntryDialog)
    assert seen["event"] == entry
    assert service.last_seq(game) == 1

    def lower_the_mountain(dialog: ManualEntryDialog) -> None:
        type_number(dialog.mountain, 10)
        seen["changes"] = dialog.changes_text()
        QTest.keyClick(dialog, Qt.Key.Key_Return)

    open_correction(window, 1, lower_the_mountain, ManualEntryDialog)
    assert seen["changes"] == [f"{B}: mountain 14 → 10"]
    assert service.sheet(game).mountain[B] == 10 and service.last_seq(game) == 2
    assert not messages


# -- deal numbers and seats: one definition, the fold's (item 6) ------------------------------


def carried_6s(declarer: str, defenders: dict[str, str]) -> Incident:
    """Кодекс 3.4.6: a contract ordered with a wrong card count; the incident carries the deal."""
    deal = {"type": "deal", "declarer": declarer, "contract": "6s", "defenders": defenders}
    return Incident("kodeks-3.4.6", {"deal": deal, "proven_undertricks": 0})


def test_a_deal_carried_by_an_incident_counts_everywhere(qtbot, window, service, messages):
    # Глеб deals deal 1 and rests; Анна orders 6♠ holding eleven cards: the incident carries it
    game = start_game(qtbot, window, (A, B, V, G), G, 20)
    service.record(game, carried_6s(A, {B: "pass", V: "pass"}), 0)
    window.refresh()
    # deal 2: Анна deals and rests; Борис 6♠, both pass
    enter(qtbot, window, "6s", B, {V: Call.PASS, G: Call.PASS})
    rows = {
        item.seq: window.history.item(r).text()
        for r, item in enumerate(window.history.items_by_row)
    }
    assert "Deal 1" in rows[1]
    assert "Deal 2: Борис — 6♠, not whisted" in rows[2]
    assert window.undo_action.text() == "&Undo deal 2: Борис 6♠"
    assert window.card_table.centre.text().startswith("Deal 3")
    seen: dict[str, Any] = {}

    def look(dialog: DealDialog) -> None:
        seen["title"] = dialog.windowTitle()
        seen["declarers"] = [dialog.declarer.itemText(i) for i in range(dialog.declarer.count())]
        seen["event"] = dialog.build()
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    open_correction(window, 2, look, DealDialog)
    # the seats of deal 2: Анна dealt and rested (scoring-conventions §1)
    assert seen["declarers"] == [B, V, G]
    assert "deal 2" in seen["title"]
    assert seen["event"] == Deal(B, Contract.parse("6s"), {V: Call.PASS, G: Call.PASS})
    window.undo_action.trigger()
    assert window.redo_action.text() == "&Redo deal 2: Борис 6♠"
    assert not messages


@pytest.mark.parametrize("dealer", [B, V])
def test_correction_seats_the_players_of_a_deal_with_its_own_dealer(
    qtbot, window, service, messages, dealer
):
    # an imported game whose first deal was dealt by someone out of turn (a dealer override)
    players = (A, B, V, G)
    deal = Deal(A if dealer != A else B, Contract.parse("6h"), {}, {}, dealer=dealer)
    active = [p for p in players[players.index(dealer) + 1 :] + players[: players.index(dealer)]]
    calls = {p: Call.PASS for p in active if p != deal.declarer}
    deal = Deal(deal.declarer, deal.contract, calls, {}, dealer=dealer)
    game = service.import_game(
        {
            "format": "pulka-game",
            "version": 1,
            "players": list(players),
            "first_dealer": G,
            "rules": SOCHI.to_dict(),
            "events": [
                {
                    "type": "deal",
                    "declarer": deal.declarer,
                    "contract": "6h",
                    "defenders": {p: "pass" for p in calls},
                    "dealer": dealer,
                }
            ],
        }
    )
    window.open_game(game)
    seen: dict[str, Any] = {}

    def look(dialog: DealDialog) -> None:
        seen["declarers"] = [dialog.declarer.itemText(i) for i in range(dialog.declarer.count())]
        seen["event"] = dialog.build()
        QTest.keyClick(dialog, Qt.Key.Key_Return)

    open_correction(window, 1, look, DealDialog)
    assert seen["declarers"] == active
    assert seen["event"] == deal
    assert service.last_seq(game) == 1
    assert not messages


def test_russian_words_for_numbered_incidents_and_corrections(qapp):
    i18n.install("ru")
    try:
        incident = i18n.label_text("incident", {"rule": "kodeks-3.4.6", "number": 1})
        assert incident.startswith("раздача 1, нарушение: ")
        correction = i18n.label_text("correction", {"target_code": "entry", "player": "Анна"})
        assert correction == "исправление ручной записи для игрока Анна"
        assert i18n.error_text("stale").startswith("Пулю изменили в другом окне")
    finally:
        i18n.install("en")


def test_a_raspasy_dealt_out_of_turn_keeps_its_dealer(qtbot, window, service, messages):
    # Вера dealt the raspasy out of turn (Глеб's turn): Глеб, Анна, Борис played it
    game = service.import_game(
        {
            "players": [A, B, V, G],
            "first_dealer": G,
            "rules": SOCHI.to_dict(),
            "events": [{"type": "raspasy", "tricks": {G: 4, A: 3, B: 3}, "dealer": V}],
        }
    )
    window.open_game(game)
    seen: dict[str, Any] = {}

    def look(dialog: DealDialog) -> None:
        seen["rows"] = [label.text() for label in dialog.trick_labels]
        seen["event"] = dialog.build()
        QTest.keyClick(dialog, Qt.Key.Key_Return)

    open_correction(window, 1, look, DealDialog)
    assert seen["rows"] == [G, A, B]
    assert seen["event"] == Raspasy({G: 4, A: 3, B: 3}, dealer=V)
    assert service.last_seq(game) == 1
    assert not messages
