"""The game list on the start page (issue 16): each game's date, players, rules (with what was
changed), state and result; filtered by player, dates and rules; archived games on request;
usable from the keyboard; the wheel changes no filter it passes over."""

from __future__ import annotations

import datetime
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtTest import QTest

from app.engine import LENINGRAD, SOCHI, Call, Contract, Deal
from app.services import GameService
from tests.ui.conftest import type_text
from tests.ui.test_wheel import wheel_over
from ui import i18n
from ui.start_page import DATE, PLAYERS, RESULT, RULES, STATE

A, B, V, G = "Анна", "Борис", "Вера", "Глеб"


class Clock:
    def __init__(self) -> None:
        self.now = datetime.datetime(2026, 9, 1, 12, 0, tzinfo=datetime.UTC)

    def __call__(self) -> datetime.datetime:
        return self.now


@pytest.fixture
def games(tmp_path, qtbot, settings, messages, english) -> Iterator[tuple]:  # type: ignore[no-untyped-def]
    """Four games on known days (noon UTC: the same day on any computer's clock):
    5 Sep Sochi (Анна, Борис, Вера) finished; 12 Sep Sochi with gentleman's whist (Анна,
    Борис, Глеб); 3 Oct Leningrad (Вера, Глеб, Борис); 7 Nov Sochi four-handed."""
    from ui.main_window import MainWindow

    clock = Clock()
    service = GameService(tmp_path / "pulka.sqlite3", backups=0, clock=clock)
    made: dict[str, int] = {}
    for day, players, rules in (
        ("2026-09-05", (A, B, V), SOCHI),
        ("2026-09-12", (A, B, G), SOCHI.with_options({"failure_whist_split": "gentleman"})),
        ("2026-10-03", (V, G, B), LENINGRAD),
        ("2026-11-07", (A, B, V, G), SOCHI),
    ):
        clock.now = datetime.datetime.fromisoformat(f"{day}T12:00:00+00:00")
        game = service.create_game(players, players[-1], rules)
        first, second, third = players[:3]
        deal = Deal(first, Contract.parse("6s"), {second: Call.PASS, third: Call.PASS}, {})
        service.record(game, deal, 0)
        made[day] = game
    service.finish_game(made["2026-09-05"], service.last_seq(made["2026-09-05"]))
    window = MainWindow(service, settings)
    qtbot.addWidget(window)
    window.show()
    window.show_start()
    yield window, service, made
    service.close()


def shown_days(window) -> list[str]:  # type: ignore[no-untyped-def]
    games = window.start.games
    return [games.topLevelItem(i).text(DATE)[:10] for i in range(games.topLevelItemCount())]


def test_each_game_shows_date_players_rules_state_and_result(games) -> None:  # type: ignore[no-untyped-def]
    window = games[0]
    rows = {
        item.text(DATE)[:10]: item
        for item in (window.start.games.topLevelItem(i) for i in range(4))
    }
    assert list(rows) == ["2026-11-07", "2026-10-03", "2026-09-12", "2026-09-05"]
    first = rows["2026-09-05"]
    assert first.text(PLAYERS) == f"{A}, {B}, {V}"
    assert first.text(RULES) == "Sochi"
    assert first.text(STATE) == "finished"
    # Анна's passed six: 2 in her pool, 10 × (2 − 2/3) = +13 1/3 whists; the others −6 2/3.
    assert first.text(RESULT) == f"{A} +13⅓, {B} −6⅔, {V} −6⅔"
    # The list marks changed rules; what changed is in the tooltip (a narrow column at 1024 px).
    assert rows["2026-09-12"].text(RULES) == "Sochi (changed)"
    assert rows["2026-09-12"].toolTip(RULES) == "Sochi (changed: gentleman's whist)"
    assert rows["2026-09-12"].text(STATE) == "open"
    assert rows["2026-10-03"].text(RULES) == "Leningrad"


def test_filter_by_player_dates_and_rules(games) -> None:  # type: ignore[no-untyped-def]
    window, _service, _made = games
    start = window.start
    start.filters.player_filter.setText("глеб")  # any case, part of a name
    assert shown_days(window) == ["2026-11-07", "2026-10-03", "2026-09-12"]
    start.filters.player_filter.setText("ВЕР")
    assert shown_days(window) == ["2026-11-07", "2026-10-03", "2026-09-05"]
    start.filters.player_filter.clear()
    # Unticked, the bounds show the first and last day and limit nothing.
    assert (start.filters.day_from.date(), start.filters.day_to.date()) == (
        QDate(2026, 9, 5),
        QDate(2026, 11, 7),
    )
    assert not start.filters.day_from.isEnabled()
    start.filters.from_check.setChecked(True)
    assert len(shown_days(window)) == 4 and start.filters.day_from.isEnabled()
    start.filters.day_from.setDate(QDate(2026, 9, 10))
    start.filters.to_check.setChecked(True)
    start.filters.day_to.setDate(QDate(2026, 10, 31))
    assert shown_days(window) == ["2026-10-03", "2026-09-12"]
    start.filters.to_check.setChecked(False)  # no end
    assert shown_days(window) == ["2026-11-07", "2026-10-03", "2026-09-12"]
    rules = start.filters.rules_filter
    assert [rules.itemText(i) for i in range(rules.count())] == ["any", "Sochi", "Leningrad"]
    rules.setCurrentIndex(rules.findData("sochi"))
    assert shown_days(window) == ["2026-11-07", "2026-09-12"]
    start.filters.player_filter.setText("Вера")
    assert shown_days(window) == ["2026-11-07"]
    start.filters.player_filter.setText("Дима")
    assert shown_days(window) == [] and start.no_match.isVisibleTo(window)
    assert start.no_match.text() == "No game matches the filter."


def test_archived_games_are_listed_on_request(games) -> None:  # type: ignore[no-untyped-def]
    window, service, made = games
    roster = service.roster
    roster.archive_game(made["2026-09-05"])
    roster.rename_game(made["2026-10-03"], "Пятница")
    window.refresh_start()
    assert shown_days(window) == ["2026-11-07", "2026-10-03", "2026-09-12"]
    assert window.start.games.topLevelItem(1).text(PLAYERS) == f"Пятница — {V}, {G}, {B}"
    window.start.filters.player_filter.setText("пятн")  # a game's title is found too
    assert shown_days(window) == ["2026-10-03"]
    window.start.filters.player_filter.clear()
    window.start.filters.show_archived.setChecked(True)
    assert shown_days(window) == ["2026-11-07", "2026-10-03", "2026-09-12", "2026-09-05"]
    assert window.start.games.topLevelItem(3).text(STATE) == "archived"
    roster.unarchive_game(made["2026-09-05"])
    window.start.filters.show_archived.setChecked(False)
    window.refresh_start()
    assert window.start.games.topLevelItem(3).text(STATE) == "finished"


def test_the_keyboard_finds_and_opens_a_game(games, qtbot) -> None:  # type: ignore[no-untyped-def]
    window, _service, made = games
    window.activateWindow()
    window.start.games.setFocus()
    QTest.keyClick(window.start.games, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.start.filters.player_filter.hasFocus()
    type_text(window.start.filters.player_filter, "Глеб")
    assert len(shown_days(window)) == 3
    QTest.keyClick(window.start.filters.player_filter, Qt.Key.Key_Down)  # into the list
    assert window.start.games.hasFocus()
    QTest.keyClick(window.start.games, Qt.Key.Key_Down)
    assert window.start.selected_game() == made["2026-10-03"]
    QTest.keyClick(window.start.games, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(
        window.start.filters.player_filter, Qt.Key.Key_Return
    )  # Enter opens the chosen one
    assert window.pages.currentIndex() == 1 and window.game_id == made["2026-10-03"]


def test_the_wheel_changes_no_filter_without_focus(games) -> None:  # type: ignore[no-untyped-def]
    window, _service, _made = games
    start = window.start
    window.resize(1024, 700)
    start.games.setFocus()
    for field in (start.filters.rules_filter, start.filters.day_from, start.filters.day_to):
        before = field.currentIndex() if field is start.filters.rules_filter else field.date()
        wheel_over(field)
        after = field.currentIndex() if field is start.filters.rules_filter else field.date()
        assert after == before, field
    assert len(shown_days(window)) == 4


def test_the_filters_read_russian(games) -> None:  # type: ignore[no-untyped-def]
    window, _service, _made = games
    i18n.install("ru")
    try:
        window.set_language("ru")
        start = window.start
        header = start.games.headerItem()
        assert [header.text(c) for c in range(5)] == [
            "Начата",
            "Игроки",
            "Правила",
            "Состояние",
            "Итог",
        ]
        words = [
            start.filters.player_label.text(),
            start.filters.player_filter.placeholderText(),
            start.filters.from_check.text(),
            start.filters.to_check.text(),
            start.filters.rules_label.text(),
            start.filters.show_archived.text(),
            start.no_match.text(),
            start.filters.rules_filter.itemText(0),
        ]
        assert words == [
            "И&грок:",
            "часть имени (Ctrl+F)",
            "На&чата с",
            "по",
            "П&равила:",
            "Показывать &архивные",
            "Под выбранные условия не подходит ни одна пуля.",
            "любые",
        ]
        buttons = (start.new_button, start.open_button, start.import_button)
        assert [b.text() for b in buttons] == ["&Новая пуля…", "&Открыть", "&Импорт…"]
        states = {start.games.topLevelItem(i).text(STATE) for i in range(4)}
        assert states == {"идёт", "закончена"}
    finally:
        window.set_language("en")


def test_a_long_list_holds_the_newest_and_says_so(games, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Ten thousand games took a second a letter to list whole: the list holds the newest."""
    from ui import start_page

    window = games[0]
    monkeypatch.setattr(start_page, "SHOWN_AT_MOST", 2)
    window.start.apply_filter()
    assert shown_days(window) == ["2026-11-07", "2026-10-03"]
    note = window.start.no_match
    assert note.isVisibleTo(window)
    assert note.text() == "The newest 2 of 4 games are listed: narrow the filter to see the others."
    window.start.filters.player_filter.setText("Анна")  # three games: still more than two
    assert shown_days(window) == ["2026-11-07", "2026-09-12"]
    assert "The newest 2 of 3 games" in note.text()
    window.start.filters.rules_filter.setCurrentIndex(
        window.start.filters.rules_filter.findData("sochi")
    )
    window.start.filters.from_check.setChecked(True)
    window.start.filters.day_from.setDate(QDate(2026, 9, 6))  # two left: all listed, no note
    assert shown_days(window) == ["2026-11-07", "2026-09-12"]
    assert not note.isVisibleTo(window)
