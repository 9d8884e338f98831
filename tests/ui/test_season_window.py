"""The season table window (ui/stats/season_window.py): its rows are the statistics service's
season table, measures and filters change the ranking as worked out by hand, the CSV reads
back exactly, the PDF is an A4 page per thirty players (issue 16)."""

from __future__ import annotations

import csv
import datetime
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest
from pdfminer.high_level import extract_text
from pdfminer.pdfpage import PDFPage
from PySide6.QtCore import QDate
from PySide6.QtGui import QPageSize
from pytestqt.qtbot import QtBot

from app.engine import LENINGRAD, SOCHI, Call, Contract, Deal
from app.services import GameService
from app.services.stats import StatsService
from ui import i18n
from ui.paper.game_form import default_page_size
from ui.stats.season_export import SeasonPaper, write_pdf
from ui.stats.season_window import SeasonWindow

A, B, V, G = "Анна", "Борис", "Вера", "Глеб"


def passed(declarer: str, contract: str, others: tuple[str, ...]) -> Deal:
    """A contract both defenders passed: made without play, the declarer writes its pool."""
    return Deal(declarer, Contract.parse(contract), {o: Call.PASS for o in others}, {})


class Clock:
    """The service's clock, set before each game is created (a game's day is its start)."""

    def __init__(self) -> None:
        self.now = datetime.datetime(2026, 9, 1, 19, 0, tzinfo=datetime.UTC)

    def __call__(self) -> datetime.datetime:
        return self.now


def play(service: GameService, clock: Clock, day: str, players, rules, deal: Deal) -> int:  # type: ignore[no-untyped-def]
    clock.now = datetime.datetime.fromisoformat(f"{day}T19:00:00+00:00")
    game = service.create_game(players, players[-1], rules)
    service.record(game, deal, 0)
    return game


@pytest.fixture
def club(tmp_path: Path) -> Iterator[tuple[GameService, StatsService]]:
    """Four games. In Sochi a pool-only game gives each player 10 × (his pool − the average
    pool) whists (scoring-conventions §E): a passed six writes 2 to the pool, a seven 4.

    - 5 Sep, Sochi, 3 players: Анна's 6♠ passed — Анна +40/3, Борис −20/3, Вера −20/3;
    - 12 Sep, Sochi, 3 players: Борис's 7♠ passed — Борис +80/3, Анна −40/3, Вера −40/3;
    - 3 Oct, Sochi, 4 players: Вера's 6♠ passed — Вера +15, the others −5 each;
    - 7 Nov, Leningrad, 3 players: Анна's 6♠ passed (ranked only by the Leningrad filter).
    """
    clock = Clock()
    service = GameService(tmp_path / "club.sqlite3", backups=0, clock=clock)
    play(service, clock, "2026-09-05", (A, B, V), SOCHI, passed(A, "6s", (B, V)))
    play(service, clock, "2026-09-12", (A, B, V), SOCHI, passed(B, "7s", (V, A)))
    play(service, clock, "2026-10-03", (A, B, V, G), SOCHI, passed(V, "6s", (A, B)))
    play(service, clock, "2026-11-07", (A, B, V), LENINGRAD, passed(A, "6s", (B, V)))
    stats = service.stats
    assert stats is not None
    yield service, stats
    service.close()


@pytest.fixture
def season(club, qtbot: QtBot, english) -> SeasonWindow:  # type: ignore[no-untyped-def]
    window = SeasonWindow(club[1])
    qtbot.addWidget(window)
    window.show()
    window.load()
    return window


def ranking(window: SeasonWindow) -> list[tuple[int, str, object]]:
    return [(row[0], row[1], row[3]) for row in window.shown_rows()]  # type: ignore[misc]


def sochi_only(window: SeasonWindow) -> None:
    window.rules.setCurrentIndex(window.rules.findData("sochi"))


def test_the_dates_span_every_game_and_the_rows_are_the_services(season, club) -> None:  # type: ignore[no-untyped-def]
    stats = club[1]
    assert season.date_from.date() == QDate(2026, 9, 5)
    assert season.date_to.date() >= QDate(2026, 11, 7)
    where = season.where()
    for measure, best in (("total", None), ("per_game", None), ("best", 1), ("best", 2)):
        season.best.setValue(best or 8)
        season.measure.setCurrentIndex(season.measure.findData(measure))
        table = stats.season(where, measure, best)
        assert season.shown_rows() == [
            (r.place, r.player, r.games, r.value, r.total, r.money) for r in table.rows
        ]
    assert season.summary.text() == "Games counted: 4. Players: 4."


def test_totals_over_the_sochi_games_as_worked_out_by_hand(season) -> None:  # type: ignore[no-untyped-def]
    sochi_only(season)
    # Анна 40/3 − 40/3 − 5, Борис −20/3 + 80/3 − 5, Вера −20/3 − 40/3 + 15, Глеб −5.
    assert ranking(season) == [(1, B, 15), (2, A, -5), (2, V, -5), (2, G, -5)]
    texts = season.table.topLevelItem(0)
    assert [texts.text(c) for c in range(5)] == ["1", B, "3", "+15", "+15"]


def test_the_measure_changes_the_ranking(season) -> None:  # type: ignore[no-untyped-def]
    sochi_only(season)
    season.measure.setCurrentIndex(season.measure.findData("per_game"))
    third = Fraction(-5, 3)
    assert ranking(season) == [(1, B, 5), (2, A, third), (2, V, third), (4, G, -5)]
    assert season.table.topLevelItem(1).text(3) == "−1.67"  # an average to two places
    assert season.table.headerItem().text(3) == "Per game"
    season.measure.setCurrentIndex(season.measure.findData("best"))
    assert season.best.isVisible()
    season.best.setValue(1)  # each player's best game: 80/3, 15, 40/3, −5
    assert ranking(season) == [
        (1, B, Fraction(80, 3)),
        (2, V, 15),
        (3, A, Fraction(40, 3)),
        (4, G, -5),
    ]
    assert season.table.headerItem().text(3) == "Best 1"


def test_the_filters_choose_the_games(season) -> None:  # type: ignore[no-untyped-def]
    sochi_only(season)
    season.seats.setCurrentIndex(season.seats.findData(3))  # the two September games
    assert ranking(season) == [(1, B, 20), (2, A, 0), (3, V, -20)]
    season.seats.setCurrentIndex(season.seats.findData(0))
    season.set_dates(QDate(2026, 10, 1), QDate(2026, 10, 31))  # October: the four-handed one
    assert ranking(season) == [(1, V, 15), (2, A, -5), (2, B, -5), (2, G, -5)]
    season.set_dates(QDate(2026, 9, 1), QDate(2026, 12, 31))
    season.rules.setCurrentIndex(season.rules.findData("leningrad"))
    assert ranking(season)[0][1] == A
    assert season.summary.text().startswith("Games counted: 1.")
    season.finished_only.setChecked(True)  # none of them was finished
    assert ranking(season) == []
    assert season.summary.text() == "No games were played in this range."
    assert not season.csv_button.isEnabled() and not season.pdf_button.isEnabled()
    season.finished_only.setChecked(False)
    season.set_dates(QDate(2026, 12, 1), QDate(2026, 9, 1))  # from after to: nothing, no error
    assert ranking(season) == []


def test_the_csv_reads_back_exactly(season, club, tmp_path) -> None:  # type: ignore[no-untyped-def]
    season.measure.setCurrentIndex(season.measure.findData("per_game"))
    path = tmp_path / "season.csv"
    assert season.save_csv(str(path))
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the mark Excel needs to read UTF-8 names
    with open(path, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == [
        "Place",
        "Player",
        "Games",
        "Per game",
        "Result, whists",
        "Money",
        "Per game, exact",
        "Result, exact",
        "Money, exact",
    ]
    table = club[1].season(season.where(), "per_game")
    assert len(rows) == len(table.rows) + 1
    for line, row in zip(rows[1:], table.rows, strict=True):
        assert (int(line[0]), line[1], int(line[2])) == (row.place, row.player, row.games)
        assert Fraction(line[6]) == row.value and Fraction(line[7]) == row.total
        assert Fraction(line[8]) == row.money  # exact: money is rounded only when shown
        assert line[5] == f"{float(row.money):.2f}"  # to the kopeck (no half-kopeck here)
        for cell, exact in ((line[3], row.value), (line[4], row.total)):
            assert "." in cell or "/" not in cell
            assert abs(Fraction(cell) - exact) <= Fraction(1, 2 * 10**4)


def test_the_russian_csv_keeps_the_decimal_point(season, tmp_path) -> None:  # type: ignore[no-untyped-def]
    i18n.install("ru")
    try:
        season.retranslate()
        season.reload()
        path = tmp_path / "сезон.csv"
        assert season.save_csv(str(path))
        with open(path, encoding="utf-8-sig", newline="") as f:
            rows = list(csv.reader(f))
        assert rows[0][:4] == ["Место", "Игрок", "Пуль", "Итого"]
        assert all("," not in cell for line in rows[1:] for cell in line[3:6])
        assert season.table.topLevelItem(0).text(5).count(",") == 1  # on screen: a comma
    finally:
        i18n.install("en")


def pdf_pages(path: Path) -> list[tuple[float, float]]:
    with open(path, "rb") as f:
        return [
            (p.mediabox[2] - p.mediabox[0], p.mediabox[3] - p.mediabox[1])
            for p in PDFPage.get_pages(f)
        ]


def test_the_pdf_is_an_a4_page_with_the_header_and_every_player(season, tmp_path) -> None:  # type: ignore[no-untyped-def]
    season.heading.setText("Club Ace, season 2026/27")
    season.measure.setCurrentIndex(season.measure.findData("best"))
    season.best.setValue(2)
    path = tmp_path / "season.pdf"
    assert season.save_pdf(str(path))
    pages = pdf_pages(path)
    assert len(pages) == 1
    width, height = pages[0]
    # Portrait A4 (595 × 842 points), or Letter where the system measures in inches.
    expected = default_page_size().sizePoints()
    assert (round(width), round(height)) == (expected.width(), expected.height())
    assert height > width
    text = " ".join(extract_text(str(path)).split())
    assert "Club Ace, season 2026/27" in text
    assert "Games from 2026-09-05 to" in text
    assert "Ranked by: sum of the best 2 games of each player" in text
    assert "Rules: any; players at the table: 3 and 4." in text
    for name in (A, B, V, G):
        assert name in text


@pytest.mark.parametrize(("players", "pages"), [(30, 1), (60, 2), (100, 3)])
def test_thirty_players_fit_one_page_and_more_go_on(tmp_path, qapp, players, pages) -> None:  # type: ignore[no-untyped-def]
    rows = [("Place", "Player", "Games", "Total", "Result, whists", "Money")]
    rows += [
        (str(n), f"Player {n:02d}", "12", "+100 1/3", "+100 1/3", "10.03")
        for n in range(1, players + 1)
    ]
    paper = SeasonPaper("Season table", ("Games from 2026-09-01 to 2026-12-31",) * 3, tuple(rows))
    path = tmp_path / "many.pdf"
    write_pdf(paper, path, QPageSize(QPageSize.PageSizeId.A4))
    assert len(pdf_pages(path)) == pages
    text = " ".join(extract_text(str(path)).split())
    assert f"Player {players:02d}" in text and text.count("Result, whists") == pages


def test_a_refused_file_is_a_message(season, tmp_path, messages) -> None:  # type: ignore[no-untyped-def]
    assert not season.save_csv(str(tmp_path / "no such folder" / "s.csv"))
    assert not season.save_pdf(str(tmp_path / "no such folder" / "s.pdf"))
    assert len(messages) == 2 and "no such folder" in messages[0]


def test_every_word_of_the_window_is_russian(season) -> None:  # type: ignore[no-untyped-def]
    i18n.install("ru")
    try:
        season.retranslate()
        season.measure.setCurrentIndex(season.measure.findData("best"))
        words = [season.windowTitle(), season.heading_label.text(), season.summary.text()]
        for label in season.findChildren(type(season.heading_label)):
            if label.window() is season:  # not the progress dialog of the English loading
                words.append(label.text())
        for combo in (season.rules, season.seats, season.measure):
            words += [combo.itemText(i) for i in range(combo.count())]
        words += [season.table.headerItem().text(c) for c in range(6)]
        words += [b.text() for b in (season.csv_button, season.pdf_button, season.print_button)]
        words += [season.finished_only.text(), *season.paper().lines, *season.csv_titles()]
        for text in words:
            latin = [w for w in text.replace("&", "").split() if w.isascii() and w.isalpha()]
            assert set(latin) <= {"CSV", "PDF"}, text
    finally:
        i18n.install("en")


def test_enter_in_the_heading_saves_nothing(season, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Found in a real X session: Enter after typing the heading opened “Save as CSV”."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from ui.stats import season_window

    asked: list[str] = []
    monkeypatch.setattr(season_window, "ask_file_name", lambda *a, **k: asked.append(a[1]) or "")
    season.heading.setFocus()
    QTest.keyClick(season.heading, Qt.Key.Key_Return)
    assert asked == [] and season.isVisible()


def test_ranked_by_the_total_the_result_is_one_column(season) -> None:  # type: ignore[no-untyped-def]
    assert season.table.isColumnHidden(4)
    assert season.paper().rows[0] == ("Place", "Player", "Games", "Total", "Money")
    season.measure.setCurrentIndex(season.measure.findData("per_game"))
    assert not season.table.isColumnHidden(4)
    assert len(season.paper().rows[0]) == 6


def test_a_hidden_player_is_not_listed_but_his_games_count(season, club) -> None:  # type: ignore[no-untyped-def]
    """Found in review: a player hidden in the players window (one who left) was still ranked.
    He is listed again only when asked; his games still count (docs/statistics.md, "Hidden
    players")."""

    service, _stats = club
    sochi_only(season)
    service.roster.hide_player(G)
    season.reload()
    # Without Глеб: Борис +15, then Анна and Вера −5 each (his game still counts for them).
    assert ranking(season) == [(1, B, 15), (2, A, -5), (2, V, -5)]
    assert season.summary.text() == "Games counted: 3. Players: 3."
    season.show_hidden.setChecked(True)
    assert ranking(season) == [(1, B, 15), (2, A, -5), (2, V, -5), (2, G, -5)]


def test_a_day_is_the_local_day_as_in_the_game_list(tmp_path, qtbot, monkeypatch, english) -> None:  # type: ignore[no-untyped-def]
    """Found in review: a game started at 01:30 in Moscow (22:30 UTC the day before) fell on
    5 September in the game list and on 4 September in the season table."""
    import time

    from ui.roster.list_filter import ListFilter, local_day

    monkeypatch.setenv("TZ", "MSK-3")  # POSIX rule: needs no tz database
    time.tzset()
    try:
        clock = Clock()
        service = GameService(tmp_path / "club.sqlite3", backups=0, clock=clock)
        clock.now = datetime.datetime(2026, 9, 4, 22, 30, tzinfo=datetime.UTC)
        game = service.create_game((A, B, V), V, SOCHI)
        service.record(game, passed(A, "6s", (B, V)), 0)
        stats = service.stats
        assert stats is not None
        window = SeasonWindow(stats)
        qtbot.addWidget(window)
        window.show()
        window.load()
        assert window.date_from.date() == QDate(2026, 9, 5)  # the day the players sat down
        window.set_dates(QDate(2026, 9, 5), QDate(2026, 9, 5))
        assert [row[1] for row in window.shown_rows()] == [A, B, V]
        window.set_dates(QDate(2026, 9, 4), QDate(2026, 9, 4))
        assert window.shown_rows() == []
        (listed,) = service.list_games()
        assert local_day(listed.created_at) == "2026-09-05"
        assert ListFilter(day_from="2026-09-05", day_to="2026-09-05").matches(listed, set())
        service.close()
    finally:
        monkeypatch.undo()
        time.tzset()


def test_equal_whists_show_equal_money(season) -> None:  # type: ignore[no-untyped-def]
    """Found in review: Борис and Вера, −20/3 whists each on 5 September, showed −6.66 and
    −6.67 (the game's money was rounded to kopecks, the odd kopeck given to one of them).
    Money stays exact until shown, then is rounded once, half away from zero."""
    season.set_dates(QDate(2026, 9, 5), QDate(2026, 9, 5))
    rows = {row[1]: row for row in season.shown_rows()}
    assert rows[B][5] == rows[V][5] == Fraction(-20, 3)  # type: ignore[index]
    money = {
        item.text(1): item.text(5)
        for item in (season.table.topLevelItem(i) for i in range(season.table.topLevelItemCount()))
    }
    assert money == {A: "+13.33", B: "−6.67", V: "−6.67"}
