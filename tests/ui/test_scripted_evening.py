"""A club evening through the real window, keys only (issue 11, "Done when", second item).

A three-player and a four-player game of more than forty deals each, every deal typed into the
deal dialog opened with Insert (contract typed, declarer and calls chosen with Home/Down, tricks
typed, Enter); two corrections from the history's context menu (one real, one confirmed with no
change), one incident through the wizard, undo and redo, the window closed and the database
reopened, played until the pool closes. The final sheet must equal ``pulka score`` of the
exported game and the sheet worked out by hand below from the rules (docs/rules.md, Sochi).

The evening is built from three kinds of "round" in which every player is first speaker once
(the deal passes clockwise after every deal and every raspasy, docs/rules.md "The table"), and
the first speaker always declares, so the next player clockwise whists and the one after passes
(with four players the fourth, the dealer, rests):

* REMIZ: 7♥ one down, the declarer 6 tricks, the whister 3, the passer 1 (A.6, A.7 Sochi):
  declarer's mountain + 1 × 4; the lone whister writes (3 + 1) × 4 + 4 consolation = 20 on him
  (greedy whist: he keeps the passer's trick, A.5); the passer and the resting dealer write the
  consolation 4 each.
* SIX: 6♠ made, the whister takes his obligation, 4 tricks, the passer none (A.4, A.5): the
  declarer's pool + 2; the whister writes 4 × 2 = 8 on him.
* MIXED: a raspasy, then one SIX by each player (N + 1 deals, so the raspasy's first speaker
  moves on one seat each time; N of them put each player first on one raspasy). Raspasy
  tricks: first speaker 4, second 3, third 3, each at the streak's first price 1 (A.13: a
  contract came before each): over the N raspasy every player takes 4 + 3 + 3 = 10 tricks
  into his mountain (with four, he rests in the fourth).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QWidget, QWizard

from app.cli import main as pulka
from app.engine import Call
from app.services import GameService
from tests.ui.conftest import type_text
from tests.ui.drive import open_correction, stop_polling, when_modal
from tests.ui.test_game_3p import start_game
from ui.dialogs.deal_entry import DealDialog
from ui.main_window import MainWindow
from ui.wizard.wizard import IncidentWizard

A, B, V, G = "Анна", "Борис", "Вера", "Глеб"


@pytest.fixture(autouse=True)
def no_polling_left():
    """No queued step of a test may act on a window of the next one."""
    yield
    stop_polling()


# -- the script of the evening ---------------------------------------------------------------


@dataclass(frozen=True)
class Typed:
    """One deal as the keys enter it: the contract's words, the declarer (None on raspasy),
    the two defenders' calls in turn and the trick counts typed row by row (the dialog
    completes the last row to ten)."""

    contract: str
    declarer: str | None
    calls: tuple[Call, Call] = (Call.WHIST, Call.PASS)
    tricks: tuple[int, ...] = ()


def six(declarer: str) -> Typed:
    # the dialog's defaults for a 6 are 6 / 4 / 0: nothing to type for the tricks
    return Typed("6s", declarer)


def remiz(declarer: str) -> Typed:
    return Typed("7ч", declarer, tricks=(6, 3))


def raspasy() -> Typed:
    return Typed("распасы", None, tricks=(4, 3))


@dataclass
class Evening:
    players: tuple[str, ...]
    deals: list[Typed] = field(default_factory=list)

    def first_speaker(self, number: int) -> str:
        """Deal 1 is dealt by the last player, so the first player speaks first."""
        return self.players[(number - 1) % len(self.players)]

    def remiz_round(self) -> None:
        for _ in self.players:
            self.deals.append(remiz(self.first_speaker(len(self.deals) + 1)))

    def six_round(self) -> None:
        for _ in self.players:
            self.deals.append(six(self.first_speaker(len(self.deals) + 1)))

    def mixed_round(self) -> None:
        self.deals.append(raspasy())
        for _ in self.players:
            self.deals.append(six(self.first_speaker(len(self.deals) + 1)))


def evening(players: tuple[str, ...], remiz_rounds: int, six_rounds: int) -> list[Typed]:
    plan = Evening(players)
    for _ in range(remiz_rounds):
        plan.remiz_round()
    for _ in players:
        plan.mixed_round()
    for _ in range(six_rounds):
        plan.six_round()
    return plan.deals


# -- keys --------------------------------------------------------------------------------------


def activate(qtbot: Any, window: QWidget) -> None:
    """The offscreen platform does not hand activation back when a dialog closes; a shortcut
    acts only in the active window."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def tab_to(dialog: QWidget, target: QWidget) -> None:
    """Tab until ``target`` has the focus (it must be reachable in a few Tabs)."""
    for _ in range(10):
        if dialog.focusWidget() is target:
            return
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {target!r}; focus on {dialog.focusWidget()!r}")


def pick(combo: QComboBox, index: int) -> None:
    """Home, then Down to the item."""
    assert index >= 0
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(index):
        QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentIndex() == index


def type_count(dialog: QWidget, spin: Any, count: int) -> None:
    tab_to(dialog, spin)
    QTest.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(spin, str(count))
    assert spin.value() == count


def fill(dialog: DealDialog, deal: Typed) -> None:
    """Type a deal into an open deal dialog and press Enter on the field last typed."""
    type_text(dialog.focusWidget(), deal.contract)
    if deal.declarer is not None:
        tab_to(dialog, dialog.declarer)
        pick(dialog.declarer, dialog.declarer.findText(deal.declarer))
        for combo, call in zip(dialog.calls, deal.calls, strict=True):
            tab_to(dialog, combo)
            pick(combo, combo.findData(call))
    for spin, count in zip(dialog.tricks, deal.tricks, strict=False):
        type_count(dialog, spin, count)
    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()


def insert(qtbot: Any, window: MainWindow, step: Callable[[DealDialog], None]) -> None:
    """Insert in the main window; ``step`` runs in the deal dialog it opens."""
    activate(qtbot, window)
    when_modal(DealDialog, step)
    QTest.keyClick(window, Qt.Key.Key_Insert)


def enter_deal(qtbot: Any, window: MainWindow, deal: Typed, number: int, first: str) -> None:
    """Deal ``number`` typed in; ``first`` must be its first speaker (the first row of the
    dialog: the deal passed clockwise, the incident did not move it)."""
    seen: dict[str, Any] = {}

    def step(dialog: DealDialog) -> None:
        seen["first"] = dialog.active[0]
        fill(dialog, deal)

    before = window.view.last_seq
    insert(qtbot, window, step)
    assert window.view.last_seq == before + 1, f"deal {number} was not written"
    assert seen["first"] == first, (number, seen)
    assert deal.declarer in (None, first)  # the first speaker declares (the script's plan)


def shortcut(qtbot: Any, window: MainWindow, key: Qt.Key, modifiers: Any) -> None:
    activate(qtbot, window)
    QTest.keyClick(window, key, modifiers)


def record_talon_incident(qtbot: Any, window: MainWindow) -> str:
    """Ctrl+I; search the catalogue, Enter takes the rule; the bid level by keys; Enter, Enter.

    Club rules «The talon» 1.1 (seed 004; app/penalties/prikup.py, docs/penalties.md units):
    the dealer looked at the talon during the bidding; he writes L(current bid) — the cost of
    a 7, 4 — into his mountain, and the deal goes on (it is then entered as usual, by the
    same seats). Returns the dealer the wizard named."""
    seen: dict[str, Any] = {}

    def step(wizard: IncidentWizard) -> None:
        search = wizard.rule_page.search
        type_text(search, "during the bidding")
        assert wizard.rule_page.catalogue.first_shown() == "prikup-1.1"
        QTest.keyClick(search, Qt.Key.Key_Return)
        assert wizard.currentId() == 1, "Enter in the search did not take the rule"
        level = wizard.facts_page.editors["bid_level"].widget
        tab_to(wizard, level)
        pick(level, level.findData(7))
        seen["dealer"] = wizard.facts_page.editors["dealer"].value()
        QTest.keyClick(wizard.focusWidget(), Qt.Key.Key_Return)
        assert wizard.currentId() == 2, wizard.facts_page.message.text()
        seen["changed"] = set(wizard.preview_page.changed_cells)
        QTest.keyClick(wizard.focusWidget(), Qt.Key.Key_Return)
        assert wizard.result() == QWizard.DialogCode.Accepted

    activate(qtbot, window)
    when_modal(IncidentWizard, step)
    QTest.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert seen["changed"] == {("mountain", seen["dealer"], None)}
    return str(seen["dealer"])


def totals(sheet: Any) -> dict[str, Any]:
    players = list(sheet.pool)
    return {
        "pool": {p: sheet.pool[p] for p in players},
        "mountain": {p: sheet.mountain[p] for p in players},
        "whists": {p: {q: sheet.whists[p][q] for q in players if q != p} for p in players},
    }


def pulka_score(service: GameService, game: int, tmp_path: Path, capsys: Any) -> dict[str, Any]:
    """The game exported through the service, scored by the command line in-process."""
    path = tmp_path / f"game-{game}.json"
    path.write_text(json.dumps(service.export_game(game), ensure_ascii=False), encoding="utf-8")
    capsys.readouterr()
    assert pulka(["score", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def reopen(qtbot: Any, window: MainWindow, service: GameService, path: Path, settings: QSettings):
    """Close the window and the database; a new service and window on the same file; the game
    opened from the games list with Down and Enter."""
    game, shown = window.game_id, totals(window.view.sheet)
    window.close()
    service.close()
    service = GameService(path)
    window = MainWindow(service, settings)
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    games = window.start.games
    games.setFocus()
    QTest.keyClick(games, Qt.Key.Key_Home)
    for _ in range(games.topLevelItemCount()):
        if window.start.selected_game() == game:
            break
        QTest.keyClick(games, Qt.Key.Key_Down)
    QTest.keyClick(games, Qt.Key.Key_Return)
    assert window.game_shown() and window.game_id == game
    assert totals(window.view.sheet) == shown  # nothing lost with the window
    return window, service


# -- the evening -------------------------------------------------------------------------------


def play_evening(
    qtbot: Any,
    window: MainWindow,
    service: GameService,
    settings: QSettings,
    tmp_path: Path,
    players: tuple[str, ...],
    pool_size: int,
    deals: list[Typed],
) -> tuple[MainWindow, GameService, int, str | None]:
    """Play ``deals``: (window, service, game, the incident's dealer) once the last pool
    closed and was announced."""
    game = start_game(qtbot, window, players, players[-1], pool_size)
    slipped = 3  # deal 3, a remiz, is first typed as made: corrected from the history later
    reopen_after = len(deals) // 2
    incident_dealer = None
    for number, deal in enumerate(deals, start=1):
        typed = deal
        if number == slipped:
            # 7♥ "made": 7 / 2 / 1 (a slip: the declarer took 6)
            typed = Typed(deal.contract, deal.declarer, deal.calls, (7, 2))
        if number == 5:
            incident_dealer = record_talon_incident(qtbot, window)
        enter_deal(qtbot, window, typed, number, players[(number - 1) % len(players)])
        if number == slipped:
            assert window.view.sheet.pool[deal.declarer] == 4  # the slip: made 7, cost 4
        if number == 6:
            correct_the_slip(qtbot, window, service, game, slipped, deals[slipped - 1])
            confirm_unchanged(qtbot, window, service, game)
            undo_and_redo(qtbot, window, service, game)
        if number == reopen_after:
            window, service = reopen(qtbot, window, service, service_path(tmp_path), settings)
        if number < len(deals):
            assert window.end_dialog is None, f"the end announced after deal {number}"
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert "the game is over" in window.end_dialog.status.text()
    assert window.card_table.centre.text().startswith("The pool is closed")
    QTest.keyClick(window.end_dialog, Qt.Key.Key_Return)  # Enter keeps the game open
    return window, service, game, incident_dealer


def service_path(tmp_path: Path) -> Path:
    return tmp_path / "pulka.sqlite3"  # the conftest's service fixture file


def correct_the_slip(
    qtbot: Any, window: MainWindow, service: GameService, game: int, seq: int, deal: Typed
) -> None:
    """History → context menu → Correct: the tricks typed again, 6 / 3 (one down), Enter."""
    before = service.last_seq(game)
    seen: dict[str, Any] = {}

    def step(dialog: DealDialog) -> None:
        type_count(dialog, dialog.tricks_for(deal.declarer), 6)
        type_count(dialog, dialog.tricks[1], 3)
        seen["changes"] = dialog.changes_text()
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
        assert not dialog.isVisible(), dialog.message.text()

    open_correction(window, seq, step, DealDialog)
    assert service.last_seq(game) == before + 1
    assert f"{deal.declarer}: pool 4 → 0" in seen["changes"], seen["changes"]
    assert window.view.sheet.pool[deal.declarer] == 0


def confirm_unchanged(qtbot: Any, window: MainWindow, service: GameService, game: int) -> None:
    """Deal 1 opened for correction and confirmed with Enter: nothing is written."""
    before, sheet = service.last_seq(game), service.sheet(game)
    seen: dict[str, Any] = {}

    def step(dialog: DealDialog) -> None:
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
        seen["unchanged"] = dialog.unchanged

    open_correction(window, 1, step, DealDialog)
    assert service.last_seq(game) == before
    assert seen["unchanged"]
    assert service.sheet(game).entries == sheet.entries
    assert totals(window.view.sheet) == totals(sheet)


def undo_and_redo(qtbot: Any, window: MainWindow, service: GameService, game: int) -> None:
    """Ctrl+Z takes the last deal off the sheet, Ctrl+Y puts it back exactly."""
    sheet = totals(service.sheet(game))
    count = len(service.sheet(game).entries)
    shortcut(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(service.sheet(game).entries) < count
    assert totals(window.view.sheet) != sheet
    shortcut(qtbot, window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert totals(window.view.sheet) == sheet == totals(service.sheet(game))


def check_final(
    window: MainWindow,
    service: GameService,
    game: int,
    tmp_path: Path,
    capsys: Any,
    expected: dict[str, Any],
    result: dict[str, Fraction],
    messages: list[str],
) -> None:
    on_screen = totals(window.view.sheet)
    stored = totals(service.sheet(game))
    score = pulka_score(service, game, tmp_path, capsys)
    assert on_screen == stored == expected
    assert score["sheet"] == expected
    settlement = service.settlement(game)
    assert dict(settlement.result) == result
    assert {p: Fraction(v) for p, v in score["result"].items()} == result
    assert not messages, messages  # no warning on the way


# -- the two games -----------------------------------------------------------------------------


def test_three_player_evening(qtbot, window, service, settings, messages, tmp_path, capsys):
    # 3 rounds of REMIZ (9 deals), 3 MIXED (12), 7 of SIX (21): 42 deals.
    deals = evening((A, B, V), remiz_rounds=3, six_rounds=7)
    assert len(deals) == 42
    # Each player: sixes 3 (mixed) + 7 = 10, pool 10 × 2 = 20 — the pool closes on the last
    # deal (Вера's six; Анна and Борис reached 20 on the two before).
    window, service, game, fined = play_evening(
        qtbot, window, service, settings, tmp_path, (A, B, V), 20, deals
    )
    # The incident came before deal 5, dealt by Анна (deal k is dealt by the player before
    # the first speaker: deal 5's first speaker is Борис).
    assert fined == A
    x1 = {A: B, B: V, V: A}  # the whister: the declarer's left
    x2 = {A: V, B: A, V: B}  # the passer
    expected_whists: dict[str, dict[str, int]] = {p: {} for p in (A, B, V)}
    for declarer in (A, B, V):
        # whister: 10 sixes × 8 + 3 remizes × 20 = 140; passer: 3 remizes × 4 = 12
        expected_whists[x1[declarer]][declarer] = 10 * 8 + 3 * 20
        expected_whists[x2[declarer]][declarer] = 3 * 4
    expected = {
        "pool": {A: 20, B: 20, V: 20},
        # 3 remizes × 4 + raspasy 10, and Анна's 4 for the incident: 26, 22, 22
        "mountain": {A: 3 * 4 + 10 + 4, B: 3 * 4 + 10, V: 3 * 4 + 10},
        "whists": {p: {q: expected_whists[p][q] for q in (A, B, V) if q != p} for p in (A, B, V)},
    }
    # Settlement (docs/rules.md §E): pools equal; amnesty −22 → 4, 0, 0; mountain part
    # 10 × (4/3 − M'): Анна −80/3, the others +40/3; whists balance (each writes 140 + 12 and
    # receives 140 + 12).
    result = {A: Fraction(-80, 3), B: Fraction(40, 3), V: Fraction(40, 3)}
    check_final(window, service, game, tmp_path, capsys, expected, result, messages)
    service.close()


def test_four_player_evening(qtbot, window, service, settings, messages, tmp_path, capsys):
    # 2 rounds of REMIZ (8 deals), 4 MIXED (20), 4 of SIX (16): 44 deals.
    players = (A, B, V, G)
    deals = evening(players, remiz_rounds=2, six_rounds=4)
    assert len(deals) == 44
    # Each player: sixes 4 (mixed) + 4 = 8, pool 8 × 2 = 16: Глеб's six, the last deal,
    # closes the last pool.
    window, service, game, fined = play_evening(
        qtbot, window, service, settings, tmp_path, players, 16, deals
    )
    # The incident came before deal 5, whose first speaker is Анна: Глеб dealt (and rested).
    assert fined == G
    # With four the declarer X's left whists, the next passes, and X's right — the dealer —
    # rests; the same seats every time X declares.
    seat = {p: i for i, p in enumerate(players)}

    def at(player: str, k: int) -> str:
        return players[(seat[player] + k) % 4]

    whists: dict[str, dict[str, int]] = {p: {q: 0 for q in players if q != p} for p in players}
    for x in players:
        # whister: 8 sixes × 8 + 2 remizes × 20 = 104; passer and resting dealer: the
        # consolation of 2 remizes, 2 × 4 = 8 each (A.7: defenders and the resting dealer)
        whists[at(x, 1)][x] = 8 * 8 + 2 * 20
        whists[at(x, 2)][x] = 2 * 4
        whists[at(x, 3)][x] = 2 * 4
    expected = {
        "pool": {p: 16 for p in players},
        # 2 remizes × 4 + raspasy 10 = 18; Глеб + 4 for the incident
        "mountain": {A: 18, B: 18, V: 18, G: 18 + 4},
        "whists": whists,
    }
    # Settlement: amnesty −18 → 0, 0, 0, 4; average 1; mountain part 10 × (1 − M'):
    # Глеб −30, the others +10; whists balance (each writes and receives 104 + 8 + 8).
    result = {A: Fraction(10), B: Fraction(10), V: Fraction(10), G: Fraction(-30)}
    check_final(window, service, game, tmp_path, capsys, expected, result, messages)
    service.close()
