"""Every listed game shows its result (issue 16: "the game list shows each game's date, players,
convention, state and result"): on a club database the column was blank after the first
thirty rows. The first rows are folded before the list appears; the others in idle time, a
slice per turn of the event loop, the rows in view first; results are kept across rebuilds by
game and ``last_seq``, so only a changed game is folded again."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from app.engine import SOCHI, Call, Contract, Deal
from app.services import GameService
from app.services.results import ServiceError
from tests.ui.conftest import type_text
from ui import i18n
from ui.start_page import RESULT

THREE = ("Анна", "Борис", "Вера")
FOUR = ("Анна", "Борис", "Вера", "Глеб")
GAMES = 40


class Folds:
    """``service.settlement`` counted (and slowed down when asked), game by game."""

    def __init__(self, service: GameService) -> None:
        self.real = service.settlement
        self.games: list[int] = []
        self.delay = 0.0
        self.first: list[str] = []
        """The results the list showed as it appeared (before the event loop ran)."""

    def __call__(self, game_id: int) -> Any:
        self.games.append(game_id)
        if self.delay:
            time.sleep(self.delay)
        return self.real(game_id)


@pytest.fixture
def club(qtbot, service, settings, messages, english, monkeypatch) -> Iterator[tuple]:  # type: ignore[no-untyped-def]
    """Forty games, every fourth four-handed, each with a deal of its own result; the list
    folds two at once (as a club's first thirty), in a window that shows about ten rows."""
    from ui import start_page
    from ui.main_window import MainWindow

    monkeypatch.setattr(start_page, "RESULTS_SHOWN", 2)
    for n in range(GAMES):
        players = FOUR if n % 4 == 0 else THREE
        game = service.create_game(players, players[-1], SOCHI)
        declarer, second, third = players[n % 3], players[(n + 1) % 3], players[(n + 2) % 3]
        contract = Contract.parse(("6s", "7h", "8d")[n % 3])
        if n % 2:
            deal = Deal(declarer, contract, {second: Call.PASS, third: Call.PASS}, {})
        else:  # whisted, one trick short: the declarer's result below zero
            tricks = contract.level - 1
            deal = Deal(
                declarer,
                contract,
                {second: Call.WHIST, third: Call.PASS},
                {declarer: tricks, second: 10 - tricks, third: 0},
            )
        service.record(game, deal, 0)
    folds = Folds(service)
    monkeypatch.setattr(service, "settlement", folds)
    window = MainWindow(service, settings)
    qtbot.addWidget(window)
    window.resize(900, 500)
    window.show()
    window.show_start()
    folds.first = results(window)
    yield window, service, folds


def results(window) -> list[str]:  # type: ignore[no-untyped-def]
    games = window.start.games
    return [games.topLevelItem(i).text(RESULT) for i in range(games.topLevelItemCount())]


def settled(service: GameService, game_id: int) -> str:
    """The result as the settlement gives it, in the list's words (not counted as a fold)."""
    found = service.settlement.real(game_id).result  # type: ignore[attr-defined]
    players = service.game(game_id).players
    return ", ".join(f"{p} {i18n.number_text(found[p], signed=True)}" for p in players)


def all_filled(window) -> bool:  # type: ignore[no-untyped-def]
    return all(results(window))


def test_every_row_gets_the_result_of_its_settlement(club, qtbot) -> None:  # type: ignore[no-untyped-def]
    window, service, folds = club
    start = window.start
    assert start.games.topLevelItemCount() == GAMES
    assert all(folds.first[:2]) and not any(folds.first[2:]), "two at once, the others later"
    qtbot.waitUntil(lambda: all_filled(window), timeout=10_000)
    games = start.shown_games()
    assert results(window) == [settled(service, g) for g in games]
    four = [g for g in games if len(service.game(g).players) == 4]
    assert four and all(results(window)[games.index(g)].count(",") == 3 for g in four)
    assert sorted(folds.games) == sorted(games), "each game folded once"


def test_a_filter_change_keeps_the_results_and_folds_nothing_known(club, qtbot) -> None:  # type: ignore[no-untyped-def]
    window, service, folds = club
    qtbot.waitUntil(lambda: all_filled(window), timeout=10_000)
    before = len(folds.games)
    start = window.start
    start.filters.player_filter.setFocus()
    type_text(start.filters.player_filter, "Глеб")
    assert start.games.topLevelItemCount() == GAMES // 4
    assert all(results(window)[:2]), "the first rows at once"
    qtbot.waitUntil(lambda: all_filled(window), timeout=2_000)
    assert results(window) == [settled(service, g) for g in start.shown_games()]
    start.filters.player_filter.clear()
    qtbot.waitUntil(lambda: all_filled(window), timeout=2_000)
    assert len(folds.games) == before


def test_typing_is_not_held_up_by_folding(club, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A typed letter folds no game; a turn of the event loop folds one slow game, not more."""
    window, _, folds = club
    folds.delay = 0.02  # a large game on a slow laptop
    start = window.start
    count = len(folds.games)
    type_text(start.filters.player_filter, "А")
    assert len(folds.games) == count, "the filter lists, it does not fold"
    assert start.fill_some_results() == 1
    assert len(folds.games) == count + 1
    folds.delay = 0.0
    assert 1 <= start.fill_some_results() <= GAMES, "fast folds: several in a slice"


def test_the_rows_in_view_come_first_after_a_scroll(club, qtbot) -> None:  # type: ignore[no-untyped-def]
    window, _, folds = club
    start = window.start
    games = start.games
    bar = games.verticalScrollBar()
    assert bar.maximum() > 0, "the list is longer than the window"
    bar.setValue(bar.maximum())
    folds.delay = 0.01  # one game a slice
    start.fill_some_results()
    in_view = [
        int(games.topLevelItem(r).data(0, 0x0100))
        for r in range(GAMES)
        if games.viewport().rect().intersects(games.visualItemRect(games.topLevelItem(r)))
    ]
    assert folds.games[-1] in in_view, "the bottom rows, now in view, first"
    assert folds.games[-1] not in window.start.shown_games()[:20]
    qtbot.waitUntil(lambda: bool(games.topLevelItem(GAMES - 1).text(RESULT)), timeout=5_000)
    in_view = [
        r
        for r in range(GAMES)
        if games.viewport().rect().intersects(games.visualItemRect(games.topLevelItem(r)))
    ]
    assert in_view and all(results(window)[r] for r in in_view)


def test_results_are_kept_across_rebuilds_and_a_changed_game_is_folded_again(club, qtbot) -> None:  # type: ignore[no-untyped-def]
    window, service, folds = club
    qtbot.waitUntil(lambda: all_filled(window), timeout=10_000)
    before = len(folds.games)
    window.set_language("ru")  # the list is rebuilt (twice) in Russian
    qtbot.waitUntil(lambda: all_filled(window), timeout=2_000)
    assert len(folds.games) == before
    window.set_language("en")
    changed = window.start.shown_games()[5]
    players = service.game(changed).players
    deal = Deal(
        players[0], Contract.parse("6s"), {players[1]: Call.PASS, players[2]: Call.PASS}, {}
    )
    service.record(changed, deal, service.last_seq(changed))
    window.refresh_start()
    QApplication.processEvents()
    qtbot.waitUntil(lambda: all_filled(window), timeout=5_000)
    assert folds.games[before:] == [changed]
    assert results(window) == [settled(service, g) for g in window.start.shown_games()]


def test_a_renamed_player_is_renamed_in_the_results_without_a_fold(club, qtbot) -> None:  # type: ignore[no-untyped-def]
    window, service, folds = club
    qtbot.waitUntil(lambda: all_filled(window), timeout=10_000)
    before = len(folds.games)
    service.roster.rename_player("Анна", "Аня")
    window.refresh_start()
    qtbot.waitUntil(lambda: all_filled(window), timeout=2_000)
    assert len(folds.games) == before
    shown = results(window)
    assert all("Аня " in text and "Анна" not in text for text in shown)


def test_nothing_is_folded_behind_an_open_game(club, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Filling the list behind a game would take its turns and push its fold out of the cache."""
    window, _, folds = club
    window.open_game(window.start.shown_games()[-1])
    before = len(folds.games)
    for _ in range(20):
        QApplication.processEvents()
    assert len(folds.games) == before
    window.show_start()
    qtbot.waitUntil(lambda: all_filled(window), timeout=10_000)


def test_a_damaged_game_stays_blank_and_a_server_away_is_asked_again(
    club, qtbot, monkeypatch, messages
) -> None:  # type: ignore[no-untyped-def]
    window, _, folds = club
    games = [g for g in window.start.shown_games() if g not in folds.games]
    damaged, away = games[-2:]  # not folded yet
    real = folds.real

    def failing(game_id: int) -> Any:
        if game_id == damaged:
            raise ServiceError("game_damaged", game_id=game_id, players="", detail="")
        if game_id == away:
            raise ServiceError("server_unavailable")
        return real(game_id)

    folds.real = failing
    window.refresh_start()
    qtbot.waitUntil(lambda: len([t for t in results(window) if not t]) == 2, timeout=10_000)
    qtbot.wait(50)
    shown = dict(zip(window.start.shown_games(), results(window), strict=True))
    assert shown[damaged] == "" and shown[away] == ""
    assert messages == [], "the list tells nothing in a box: opening the game does"
    asked = len(folds.games)
    folds.real = real
    window.refresh_start()
    qtbot.waitUntil(
        lambda: all(
            t
            for g, t in zip(window.start.shown_games(), results(window), strict=True)
            if g != damaged
        ),
        timeout=5_000,
    )
    assert folds.games[asked:] == [away], "the damaged one is not folded again"
