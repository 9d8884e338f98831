"""The statistics window (ui/stats/): the player's card equals StatsService on the game worked
out by hand (tests/stats/test_figures_by_hand.py), the filter changes it, head-to-head, opening
it from the players window and the Game menu, the wheel, and the Russian interface."""

from __future__ import annotations

import re
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.services import GameService
from app.services.stats import GameFilter, StatsService
from tests.stats.test_figures_by_hand import hand_game
from tests.stats.test_resting_dealer_whists import resting_game
from tests.ui.test_russian_screens import english_words
from tests.ui.test_wheel import wheel_over
from ui import i18n
from ui.screenshots import four_player_game, three_player_game
from ui.stats.figure_texts import decimal, percent, signed, signed_money
from ui.stats.stats_window import StatsWindow


@pytest.fixture
def service(tmp_path: Path) -> Iterator[GameService]:
    with GameService(tmp_path / "club.sqlite3", backups=0) as opened:
        hand_game(opened)
        yield opened


@pytest.fixture
def stats(service: GameService) -> StatsService:
    return StatsService(service.backend)


def open_window(qtbot: QtBot, stats: StatsService, player: str) -> StatsWindow:
    window = StatsWindow(stats, player)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    QApplication.processEvents()
    return window


def choose(combo, data) -> None:  # type: ignore[no-untyped-def]
    combo.setCurrentIndex(combo.findData(data))
    QApplication.processEvents()


def test_the_card_shows_the_figures_worked_out_by_hand(qtbot, stats, english) -> None:
    window = open_window(qtbot, stats, "Anna")
    card = window.card
    # Anna: +314/3 whists, 314/3 money exactly, shown to the kopeck (test_figures_by_hand).
    assert card.text("tile.result") == card.text("result.total") == "+104⅔"
    assert card.text("money.total") == "+104.67"
    assert card.text("games") == "1" and card.text("wins") == "1 (100%)"  # English: no space
    assert card.text("result.per_deal") == "+17.4"  # 314/18 = 17.44…
    assert card.result.values["result.per_deal"].toolTip() == "17⁴⁄₉"
    # Her 6♣ as corrected: made with two overtricks; the undone 8♦ counts nowhere.
    assert [card.text(f"{k}.6") for k in ("declared", "made", "failed", "rate", "over")] == [
        "1",
        "1",
        "0",
        "100%",
        "2.0",
    ]
    assert card.text("declared.8") == "0" and card.text("rate.8") == "—"
    assert card.text("defender.whists_written") == "32"
    # ПРИКУП-2 by its title, as a player would name it, not by its id.
    title = i18n.penalty_title("prikup-2")
    assert title and card.penalties.names["prikup-2"].text() == title
    assert (card.text("penalty.prikup-2.count"), card.text("penalty.prikup-2.points")) == ("1", "4")
    day = stats.results()[0].created_at[:10]
    assert card.text("records.biggest_win") == f"+104⅔ (game 1, {day})"
    assert card.text("records.biggest_loss") == "—"
    assert card.text("records.longest_game") == f"6 (game 1, {day})"
    assert re.fullmatch(r"\d+\.\d ± \d+\.\d", card.text("rating.skill"))
    assert card.text("rating.place") == "1 of 3"

    window.show_player("Vera")
    # Vera: 6♠ one down, the carried 7♠ one down as played (scored as two).
    assert card.text("rate.6") == "0%" and card.text("under.6") == "1.0"
    assert card.text("under.7") == "1.0" and card.text("over.7") == "—"
    assert card.text("penalty.kodeks-3.4.9.points") == "8"
    window.show_player("Boris")
    # Boris's misère, caught with two tricks.
    misere = [card.text(f"misere.{k}") for k in ("played", "made", "caught", "caught_tricks")]
    assert misere == ["1", "0", "1", "2"]
    assert card.text("misere.average_caught_tricks") == "2.0"
    # "All, with misère": his 7♥ made plus the misère caught (docs/statistics.md: totals are
    # sums of the levels plus misères): 2 declared, 1 made, 1 failed, 50%.
    assert card.declarer.names["all"].text() == "All, with misère"
    totals = [card.text(f"{k}.all") for k in ("declared", "made", "failed")]
    assert totals == ["2", "1", "1"] and card.text("rate.all") == percent(Fraction(1, 2))
    assert (
        card.text("defender.responsibility") == "4" and card.text("defender.whists_written") == "18"
    )
    assert card.text("raspasy.zero") == "1"
    assert card.penalties.names["none"].text() == "None recorded"


def test_the_resting_dealers_whists_have_their_own_block(qtbot, tmp_path, english) -> None:
    """Issue 31 item 3 (tests/stats/test_resting_dealer_whists.py, worked by hand): Gleb's
    consolation and talon whists as the resting dealer are not whists written defending."""
    with GameService(tmp_path / "four.sqlite3", backups=0) as four:
        resting_game(four)
        window = open_window(qtbot, StatsService(four.backend), "Gleb")
        card = window.card
        assert card.resting.title() == "As the resting dealer"
        assert card.text("resting.whists_written") == "4"
        assert card.text("defender.whists_written") == "4"
        window.show_player("Boris")  # he whisted as the resting dealer: that deal he defended
        assert card.text("defender.whists_written") == "24"
        assert card.text("resting.whists_written") == "0"


def test_every_figure_on_the_card_is_the_services(qtbot, stats, english) -> None:
    window = open_window(qtbot, stats, "Anna")
    for figures in stats.figures():
        window.show_player(figures.player)
        card = window.card
        assert card.name_label.text() == figures.player
        assert card.text("result.total") == signed(figures.result.total)
        assert card.text("money.total") == signed_money(figures.money.total)
        for c in figures.contracts:
            level = str(c.level)
            assert card.text(f"declared.{level}") == str(c.declared)
            assert card.text(f"made.{level}") == str(c.made)
            assert card.text(f"failed.{level}") == str(c.failed)
            assert card.text(f"rate.{level}") == percent(c.success_rate)
            assert card.text(f"over.{level}") == decimal(c.average_overtricks)
        total = figures.all_contracts
        assert card.text("declared.all") == str(total.declared)
        assert card.text("made.all") == str(total.made)
        assert card.text("failed.all") == str(total.failed)
        assert card.text("rate.all") == percent(total.success_rate)
        m, d, r = figures.misere, figures.defender, figures.raspasy
        assert card.text("misere.played") == str(m.played)
        assert card.text("misere.caught") == str(m.caught)
        for key in ("whists", "passes", "half_whists", "whists_won", "whists_lost"):
            assert card.text(f"defender.{key}") == str(getattr(d, key))
        resting = figures.resting_dealer.whists_written
        assert card.text("resting.whists_written") == i18n.number_text(resting)
        assert card.text("raspasy.played") == str(r.played)
        assert card.text("raspasy.average_tricks") == decimal(r.average_tricks)
        # The charts draw the same figures.
        bars = {bar.label: bar for bar in window.level_chart.bars}
        assert [
            (bars[str(c.level)].declared, bars[str(c.level)].made) for c in figures.contracts
        ] == [(c.declared, c.made) for c in figures.contracts]
        assert bars["misère"].declared == m.played
        points = window.result_chart.points
        assert [p.total for p in points][-1] == figures.result.total
        assert sum(b.count for b in window.histogram_chart.bins) == figures.games


def test_the_filter_changes_the_figures(qtbot, service, stats, english) -> None:
    four_player_game(service, ("Anna", "Boris", "Vera", "Gleb"))
    window = open_window(qtbot, stats, "Anna")
    card = window.card
    assert card.text("games") == "2" and len(window.result_chart.points) == 2
    choose(window.filter.seats, 4)
    four = stats.figures(GameFilter(seats=4), ["Anna"])[0]
    assert card.text("games") == "1" and card.text("result.total") == signed(four.result.total)
    assert len(window.result_chart.points) == 1
    choose(window.filter.seats, 3)
    assert card.text("result.total") == "+104⅔"
    choose(window.filter.convention, "leningrad")
    assert card.summary_label.text() == "No games of this player among the chosen games."
    assert not card.result.isVisibleTo(window)
    assert window.result_chart.is_empty() and window.level_chart.is_empty()
    assert not window.result_panel.png_button.isEnabled()
    choose(window.filter.convention, None)
    choose(window.filter.period, "dates")
    window.filter.date_from.setDate(QDate(2001, 1, 1))
    window.filter.date_to.setDate(QDate(2001, 12, 31))
    QApplication.processEvents()
    assert window.where() == GameFilter(date_from="2001-01-01", date_to="2001-12-31", seats=3)
    assert window.result_chart.is_empty()
    window.filter.date_to.setDate(QDate.currentDate().addDays(1))
    assert card.text("games") == "1"
    window.filter.finished.setChecked(True)  # the hand-worked game is not finished
    assert window.result_chart.is_empty()


def test_head_to_head_over_the_same_games(qtbot, service, stats, english) -> None:
    window = open_window(qtbot, stats, "Anna")
    view = window.head_to_head
    view.first.setCurrentText("Boris")
    view.second.setCurrentText("Vera")
    # Boris −142/3, Vera −172/3 (test_figures_by_hand): Boris finished ahead.
    assert [view.text(f"{k}.first") for k in ("games", "ahead", "level", "result")] == [
        "1",
        "1",
        "0",
        "−47⅓",
    ]
    assert view.text("ahead.second") == "0" and view.text("result.second") == "−57⅓"
    assert view.sentence.text().startswith("Games together: 1. Finished ahead: Boris — 1, Vera — 0")
    # The game itself, listed with each one's result; the one ahead in bold.
    assert view.games.topLevelItemCount() == 1
    row = view.games.topLevelItem(0)
    day = stats.results()[0].created_at[:10]
    assert [row.text(c) for c in range(4)] == [day, "1", "−47⅓", "−57⅓"]
    assert row.font(2).bold() and not row.font(3).bold()
    assert view.games.headerItem().text(2) == "Boris"
    four_player_game(service, ("Anna", "Boris", "Vera", "Gleb"))
    choose(window.filter.period, "this_year")  # the filter reaches head-to-head as well
    h = stats.head_to_head("Boris", "Vera")
    assert view.text("games.first") == str(h.games) == "2"
    choose(window.filter.seats, 4)
    assert view.text("games.first") == "1"
    view.second.setCurrentText("Boris")
    assert view.sentence.text() == "Choose two different players."
    # Another player chosen at the top: head-to-head from his side, his name on the charts.
    window.show_player("Vera")
    assert view.first.currentText() == "Vera" and view.text("games.first") == "1"
    assert window.result_chart.caption == "Vera"


def test_opened_from_the_players_window_by_enter_double_click_and_button(
    qtbot, service, stats, english
) -> None:
    from ui.roster.players_window import PlayersWindow

    players = PlayersWindow(service.roster, stats)
    qtbot.addWidget(players)
    players.show()
    players.load()
    vera = players.table.findItems("Vera", Qt.MatchFlag.MatchExactly)[0]
    players.table.setCurrentItem(vera)
    players.table.setFocus()
    QTest.keyClick(players.table, Qt.Key.Key_Return)
    assert players.stats_window.player.currentText() == "Vera"
    assert players.stats_window.card.name_label.text() == "Vera"
    players.stats_window.close()
    boris = players.table.findItems("Boris", Qt.MatchFlag.MatchExactly)[0]
    rect = players.table.visualItemRect(boris)
    # As a mouse does it: a click, then the second click of the double-click.
    QTest.mouseClick(players.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(players.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert players.stats_window.card.name_label.text() == "Boris"
    players.table.setCurrentItem(vera)
    players.stats_button.click()
    assert players.stats_window.card.name_label.text() == "Vera"


def test_opened_from_the_game_menu(qtbot, window) -> None:
    game_menu = window.menuBar().actions()[0].menu()
    found = [a for a in game_menu.actions() if a.text() == "Player s&tatistics…"]
    assert len(found) == 1
    found[0].trigger()
    assert isinstance(window.stats_window, StatsWindow)
    assert window.stats_window.isVisible()


def test_the_wheel_does_not_change_an_unfocused_filter(qtbot, stats, english) -> None:
    from ui.widgets import wheel_guard

    wheel_guard.install()  # application-wide, as ui/app.py and the main window install it
    window = open_window(qtbot, stats, "Anna")
    qtbot.waitExposed(window)
    window.tabs.setFocus()  # the keyboard elsewhere, as after a click on the card
    before = window.where()
    for combo in (window.filter.seats, window.filter.convention, window.player):
        assert not combo.hasFocus()
        index = combo.currentIndex()
        wheel_over(combo)
        assert combo.currentIndex() == index, combo
    assert window.where() == before and window.card.name_label.text() == "Anna"


@pytest.fixture
def russian(qapp):
    i18n.install("ru")
    yield
    i18n.install("en")


def test_the_statistics_speak_russian(qtbot, tmp_path, russian) -> None:
    with GameService(tmp_path / "ru.sqlite3", backups=0) as service:
        three_player_game(service, ("Анна", "Борис", "Вера"))
        four_player_game(service, ("Анна", "Борис", "Вера", "Глеб"))
        window = open_window(qtbot, StatsService(service.backend), "Анна")
        found = english_words(window)
        window.tabs.setCurrentIndex(1)
        QApplication.processEvents()
        found += english_words(window)
        assert found == []
        assert window.card.text("money.total").count(",") == 1  # «12,50», the Russian mark
        for chart in (window.result_chart, window.level_chart, window.histogram_chart):
            words = [chart.title(), chart.x_title(), chart.y_title(), chart.empty_text()]
            image = QImage(QSize(600, 400), QImage.Format.Format_ARGB32)
            painter = QPainter(image)
            hits = chart.paint_on(painter, QRectF(0, 0, 600, 400))  # the tooltips' texts
            painter.end()
            assert hits, "the chart drew nothing"
            words += [hit.text for hit in hits]
            assert not [w for w in words if re.search(r"[A-Za-z]{2,}", w)], words


def test_exact_amounts_are_kept_in_the_tooltip(qtbot, stats, english) -> None:
    window = open_window(qtbot, stats, "Anna")
    per_game = window.card.result.values["result.per_game"]
    assert per_game.text() == "+104.7" and per_game.toolTip() == "104⅔"
    assert Fraction(314, 3) == stats.figures(players=["Anna"])[0].result.per_game


@pytest.mark.parametrize(
    ("period", "today", "expected"),
    [
        ("this_year", "2026-12-01", ("2026-01-01", "2026-12-31")),
        ("last_year", "2026-12-01", ("2025-01-01", "2025-12-31")),
        ("last_3_months", "2026-11-30", ("2026-08-31", "2026-11-30")),
        ("last_12_months", "2026-03-31", ("2025-04-01", "2026-03-31")),
        ("last_3_months", "2026-05-31", ("2026-03-01", "2026-05-31")),  # no 31 February
        ("all", "2026-12-01", (None, None)),
    ],
)
def test_a_period_is_its_dates(period, today, expected) -> None:
    import datetime

    from ui.stats.filter_bar import period_dates

    assert period_dates(period, datetime.date.fromisoformat(today)) == expected


def test_a_hidden_player_is_listed_only_when_asked(qtbot, service, stats, english) -> None:
    """Found in review: a hidden player (one who left) was still in the player list here,
    unlike the players window; his games still count for the others."""
    service.roster.hide_player("Vera")
    window = open_window(qtbot, stats, "Anna")
    names = [window.player.itemText(i) for i in range(window.player.count())]
    assert names == ["Anna", "Boris"]
    assert window.card.text("games") == "1"  # the game with Vera counts for Anna
    assert window.card.text("rating.place").endswith("of 2")  # among the players listed
    window.show_hidden.setChecked(True)
    names = [window.player.itemText(i) for i in range(window.player.count())]
    assert names == ["Anna", "Boris", "Vera"] and window.player.currentText() == "Anna"
    window.show_hidden.setChecked(False)
    # Opened for a hidden player (the players window showing hidden ones): he is listed.
    shown = open_window(qtbot, stats, "Vera")
    assert shown.show_hidden.isChecked() and shown.player.currentText() == "Vera"
    shown.show_hidden.setChecked(False)  # found in a real X session: it ticked itself again
    assert not shown.show_hidden.isChecked()
    assert shown.player.currentText() == "Anna" and shown.card.name_label.text() == "Anna"


@pytest.mark.parametrize(
    ("language", "day", "percent_sign"),
    [("ru", "30.11.2026", "100 %"), ("en", "2026-11-30", "100%")],
)
def test_dates_and_percentages_as_the_language_writes_them(
    qtbot, service, language, day, percent_sign
) -> None:
    """Every date of the statistics as the date boxes write it (30.11.2026 in Russian), and a
    percentage as the language sets it (Russian «100 %», English “100%”)."""
    # Noon UTC: the same day on any computer's clock from UTC−11 to UTC+11.
    service.store.conn.execute("UPDATE games SET created_at = '2026-11-30T12:00:00+00:00'")
    service.store.conn.commit()
    i18n.install(language)
    try:
        window = open_window(qtbot, StatsService(service.backend), "Anna")
        card = window.card
        assert window.filter.date_from.displayFormat() == i18n.date_format()
        assert i18n.date_format() == ("dd.MM.yyyy" if language == "ru" else "yyyy-MM-dd")
        assert f": {day}." in card.summary_label.text()  # last played
        assert card.text("records.longest_game").endswith(f", {day})")
        assert card.text("wins").endswith(f"({percent_sign})")
        assert card.text("rate.6") == percent_sign
        view = window.head_to_head
        view.first.setCurrentText("Boris")
        view.second.setCurrentText("Vera")
        assert view.games.topLevelItem(0).text(0) == day
        chart = window.result_chart
        image = QImage(QSize(600, 400), QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        hits = chart.paint_on(painter, QRectF(0, 0, 600, 400))
        painter.end()
        assert hits and all(hit.text.startswith(day) for hit in hits)
        assert window.level_chart.y_label(0.5) == percent_sign.replace("100", "50")
    finally:
        i18n.install("en")


@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_window_fits_a_1024_screen(qtbot, stats, language) -> None:
    """The statistics window fits a 1024×700 screen in either language (the Russian player
    row with «Показать скрытых игроков» beside the filters once needed 1151 px)."""
    i18n.install(language)
    try:
        window = open_window(qtbot, stats, "Anna")
        assert window.minimumSizeHint().width() <= 1024
        assert window.width() <= 1024
    finally:
        i18n.install("en")
