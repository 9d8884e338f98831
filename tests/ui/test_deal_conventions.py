"""The deal dialog's optional convention fields (issue 18 items 8–12) through the main window:
each appears only when the game's rules use it, and what is typed reaches the sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import FSPR, LENINGRAD, SOCHI, Call, Contract, Deal
from tests.ui.conftest import type_number
from tests.ui.test_game_3p import enter

A, B, V, G = "Анна", "Борис", "Вера", "Глеб"


def open_game(window, service, players, dealer, rules):
    game = service.create_game(players, dealer, rules)
    window.open_game(game)
    return game


def test_fields_are_hidden_without_the_options(qtbot, window, service):
    open_game(window, service, (A, B, V, G), G, LENINGRAD)
    dialog = enter(qtbot, window, "6s", A, commit=False)
    conventions = dialog.conventions
    assert conventions.conceded is None and conventions.dealer_call is None
    assert conventions.talon is None and conventions.dealer_tricks is None


def test_conceded_three_down(qtbot, window, service):
    """«Уход без трёх»: the box hides the tricks; 7♥ in Leningrad costs 3 × 8 = 24."""
    open_game(window, service, (A, B, V), V, LENINGRAD.with_options({"concede_three_down": True}))
    dialog = enter(qtbot, window, "7h", A, {B: Call.WHIST, V: Call.PASS}, commit=False)
    assert dialog.tricks_box.isVisible()
    dialog.conventions.conceded.setChecked(True)
    assert not dialog.tricks_box.isVisible()
    assert "Анна: mountain +24 (game given up three down)" in dialog.preview_label.text()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    sheet = window.view.sheet
    assert sheet.mountain[A] == 24 and sheet.whists[B][A] == 0
    event = window.service.last_event(window.game_id)
    assert isinstance(event, Deal) and event.conceded


def test_resting_dealer_whists_after_pass_half_whist(qtbot, window, service):
    """FSPR 6.6 ([refinishru]): Глеб deals and whists; 6 down one: 5 tricks × 4 + the
    consolation at the Leningrad whist price, 4 — «20 за взятки + консоляция 4»."""
    rules = LENINGRAD.with_options({"resting_dealer_may_whist": True})
    open_game(window, service, (A, B, V, G), G, rules)
    dialog = enter(qtbot, window, "6s", A, {B: Call.WHIST, V: Call.HALF}, commit=False)
    dealer_call = dialog.conventions.dealer_call
    # only after pass and half-whist
    assert not dealer_call.isVisible()
    dialog.call_for(B).setCurrentIndex(dialog.call_for(B).findData(Call.PASS))
    assert dealer_call.isVisible() and not dialog.tricks_box.isVisible()
    dealer_call.setCurrentIndex(dealer_call.findData(Call.WHIST))
    assert dialog.tricks_box.isVisible()
    for player, count in ((A, 5), (B, 3), (V, 2)):
        type_number(dialog.tricks_for(player), count)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    sheet = window.view.sheet
    assert sheet.whists[G][A] == 20 + 4
    assert sheet.whists[B][A] == 0 and sheet.whists[V][A] == 0
    assert sheet.mountain[A] == 4


def test_resting_dealer_whists_after_two_passes(qtbot, window, service):
    """Issue 31 item 2, [refinishru]'s engine (``resting_dealer_whist_after = pass_pass``): on
    an 8 after pass – pass the dealer may whist; «за недобор взяток в гору не платит» — the
    declarer takes all ten, 6 into his pool, no mountain for Глеб."""
    rules = FSPR.with_options({"resting_dealer_whist_after": "pass_pass"})
    open_game(window, service, (A, B, V, G), G, rules)
    dialog = enter(qtbot, window, "8s", A, {B: Call.WHIST, V: Call.PASS}, commit=False)
    dealer_call = dialog.conventions.dealer_call
    assert not dealer_call.isVisible()
    dialog.call_for(B).setCurrentIndex(dialog.call_for(B).findData(Call.PASS))
    assert dealer_call.isVisible() and not dialog.tricks_box.isVisible()
    dealer_call.setCurrentIndex(dealer_call.findData(Call.WHIST))
    assert dialog.tricks_box.isVisible()
    for player, count in ((A, 10), (B, 0), (V, 0)):
        type_number(dialog.tricks_for(player), count)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    sheet = window.view.sheet
    assert sheet.pool[A] == 6 and sheet.mountain[G] == 0
    event = window.service.last_event(window.game_id)
    assert isinstance(event, Deal) and event.calls[G] is Call.WHIST


def test_the_sport_rules_offer_no_dealer_whist_after_two_passes(qtbot, window, service):
    """The fspr preset as the federation's text reads: «пас — полвиста — пас» only."""
    open_game(window, service, (A, B, V, G), G, FSPR)
    dialog = enter(qtbot, window, "8s", A, {B: Call.PASS, V: Call.PASS}, commit=False)
    assert not dialog.conventions.dealer_call.isVisible()


def test_dealer_plays_the_talon_on_raspasy(qtbot, window, service):
    """FSPR 6.5 ([refinishru]): the dealer's 2 talon tricks at 2 each; no bonus for him."""
    rules = LENINGRAD.with_options({"raspasy_resting_dealer_plays_talon": True})
    open_game(window, service, (A, B, V, G), G, rules)
    dialog = enter(qtbot, window, "распасы", tricks={A: 4, B: 4, V: 2}, commit=False)
    spin = dialog.conventions.dealer_tricks
    assert spin.isVisible() and dialog.message.text() == ""
    type_number(spin, 2)
    # all four players' tricks make the ten
    assert dialog.message.text() == "The tricks add up to 12; they must add up to 10."
    assert not dialog.ok.isEnabled()
    type_number(dialog.tricks_for(V), 0)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    sheet = window.view.sheet
    assert (sheet.mountain[A], sheet.mountain[B], sheet.mountain[G]) == (8, 8, 4)
    assert sheet.pool[V] == 2 and sheet.pool[G] == 0


def test_talon_whists_with_three_players(qtbot, window, service):
    """FSPR 6.4 ([refinishru]): 3 talon tricks on a 6 in Leningrad, 6 from each defender."""
    rules = LENINGRAD.with_options({"talon_whists": True, "talon_whists_three_handed": True})
    open_game(window, service, (A, B, V), V, rules)
    dialog = enter(
        qtbot, window, "6s", A, {B: Call.WHIST, V: Call.WHIST}, {A: 6, B: 2}, commit=False
    )
    type_number(dialog.conventions.talon, 3)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    sheet = window.view.sheet
    assert sheet.whists[B][A] == 8 + 6 and sheet.whists[V][A] == 8 + 6


def test_played_half_whist_asks_for_tricks(qtbot, window, service):
    """[rostiktc2] §10: a played half-whist needs the tricks; side 1 → 2 whists, 2 mountain."""
    open_game(window, service, (A, B, V), V, SOCHI.with_options({"half_whist_played": True}))
    dialog = enter(qtbot, window, "6s", A, {B: Call.PASS, V: Call.HALF}, commit=False)
    assert dialog.tricks_box.isVisible()
    for player, count in ((A, 9), (B, 0)):
        type_number(dialog.tricks_for(player), count)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    sheet = window.view.sheet
    assert sheet.whists[V][A] == 2 and sheet.mountain[V] == 2


def test_last_deal_line_for_the_new_kinds(qtbot, window, service):
    """The table's last-deal line: a conceded game is not «took 0: down 7», and a played
    half-whist shows its tricks instead of «not whisted»."""
    rules = SOCHI.with_options({"concede_three_down": True, "half_whist_played": True})
    open_game(window, service, (A, B, V), V, rules)
    describe = window.card_table.describe
    assert describe(Deal(A, Contract.parse("7h"), {}, conceded=True)) == (
        "Last deal: Анна 7♥, given up three down."
    )
    half = Deal(A, Contract.parse("6s"), {B: Call.PASS, V: Call.HALF}, {A: 9, B: 0, V: 1})
    assert describe(half) == "Last deal: Анна 6♠ (Борис — pass, Вера — half-whist), took 9: made."
    unplayed = Deal(A, Contract.parse("6s"), {B: Call.PASS, V: Call.HALF})
    assert "half-whisted, not played" in describe(unplayed)  # issue 32: a half-whist is a call


def test_correcting_a_deal_offers_the_same_fields(qtbot, window, service):
    """The correction dialog of a four-player deal knows its resting dealer and the rules."""
    rules = LENINGRAD.with_options({"resting_dealer_may_whist": True, "concede_three_down": True})
    open_game(window, service, (A, B, V, G), G, rules)
    enter(qtbot, window, "6s", A, {B: Call.WHIST, V: Call.PASS}, {A: 6, B: 4})
    item = next(i for i in window.history.items_by_row if i.seq == 1)
    dialog = window.correction_dialog(item)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.conventions.resting == G
    dialog.conventions.conceded.setChecked(True)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    assert service.sheet(window.game_id).mountain[A] == 12
