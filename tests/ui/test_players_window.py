"""The players window (ui/roster/players_window.py): figures per player, rename, hide, undo."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidget
from pytestqt.qtbot import QtBot

from app.engine import SOCHI, Call, Contract, Deal
from app.services import GameService
from app.services.stats import StatsService
from ui.roster.players_window import NAME, PlayersWindow

VIKA_7H = Deal(
    "Вика",
    Contract.parse("7h"),
    {"Boris": Call.WHIST, "Vera": Call.PASS},
    {"Вика": 7, "Boris": 2, "Vera": 1},
)


def rows(table: QTreeWidget) -> list[list[str]]:
    return [
        [table.topLevelItem(i).text(c) for c in range(3)]  # type: ignore[union-attr]
        for i in range(table.topLevelItemCount())
    ]


@pytest.fixture
def window(tmp_path: Path, qtbot: QtBot) -> Iterator[PlayersWindow]:
    service = GameService(tmp_path / "club.sqlite3", backups=0)
    for _ in range(2):
        game = service.create_game(("Вика", "Boris", "Vera"), "Vera", SOCHI)
        service.record(game, VIKA_7H, 0)
    shown = PlayersWindow(service.roster, StatsService(service.backend))  # type: ignore[attr-defined]
    qtbot.addWidget(shown)
    shown.load()
    yield shown
    service.close()


def test_every_player_with_games_and_wins(window: PlayersWindow) -> None:
    window.table.sortItems(NAME, Qt.SortOrder.AscendingOrder)
    # Вика made 7♥ twice (+4 pool each): she won both games; Boris wrote whists, Vera passed.
    table = {row[0]: row[1:] for row in rows(window.table)}
    assert set(table) == {"Boris", "Vera", "Вика"}
    assert table["Вика"] == ["2", "2"]
    assert table["Boris"][0] == "2"


def test_a_rename_shows_at_once_and_undo_takes_it_back(window: PlayersWindow) -> None:
    window._change(lambda: window.roster.rename_player("Вика", "Виктория"))
    assert {row[0] for row in rows(window.table)} == {"Boris", "Vera", "Виктория"}
    assert window.undo_button.isEnabled() and not window.redo_button.isEnabled()
    window.undo_button.click()
    assert {row[0] for row in rows(window.table)} == {"Boris", "Vera", "Вика"}
    assert window.redo_button.isEnabled()


def test_hide_and_show_again(window: PlayersWindow) -> None:
    items = window.table.findItems("Boris", Qt.MatchFlag.MatchExactly)
    window.table.setCurrentItem(items[0])
    window.hide_button.click()
    assert "Boris" not in {row[0] for row in rows(window.table)}
    window.show_hidden.setChecked(True)
    names = [row[0] for row in rows(window.table)]
    hidden = [n for n in names if n.startswith("Boris")]
    assert hidden == ["Boris (hidden)"]
    window.table.setCurrentItem(window.table.findItems(hidden[0], Qt.MatchFlag.MatchExactly)[0])
    assert window.hide_button.text() == "&Show again"
    window.hide_button.click()
    assert "Boris" in [row[0] for row in rows(window.table)]


def test_a_hidden_woman_is_marked_in_words_that_fit_her(window: PlayersWindow) -> None:
    """Russian: «Вика (скрыт)» was the masculine word; «(в скрытых)» fits anyone."""
    from ui import i18n

    window.table.setCurrentItem(window.table.findItems("Вика", Qt.MatchFlag.MatchExactly)[0])
    window.hide_button.click()
    i18n.install("ru")
    try:
        window.show_hidden.setChecked(True)
        assert "Вика (в скрытых)" in [row[0] for row in rows(window.table)]
    finally:
        i18n.install("en")


def test_last_played_is_written_as_the_language_writes_it_and_sorts_by_date(
    tmp_path: Path, qtbot: QtBot
) -> None:
    """«01.12.2026» is later than «30.11.2026», though it sorts before it as text."""
    from ui import i18n
    from ui.roster.players_window import LAST

    service = GameService(tmp_path / "days.sqlite3", backups=0)
    # Noon UTC: the same day on any computer's clock from UTC−11 to UTC+11.
    for seats, stamp in (
        (("Dora", "Boris", "Vera"), "2026-02-15T12:00:00+00:00"),
        (("Anna", "Boris", "Vera"), "2026-11-30T12:00:00+00:00"),
        (("Anna", "Gleb", "Vera"), "2026-12-01T12:00:00+00:00"),
    ):
        game = service.create_game(seats, seats[0], SOCHI)
        passes = {seats[1]: Call.PASS, seats[2]: Call.PASS}
        service.record(game, Deal(seats[0], Contract.parse("6s"), passes), 0)
        service.store.conn.execute("UPDATE games SET created_at = ? WHERE id = ?", [stamp, game])  # type: ignore[attr-defined]
    service.store.conn.commit()  # type: ignore[attr-defined]
    i18n.install("ru")
    try:
        shown = PlayersWindow(service.roster, StatsService(service.backend))  # type: ignore[attr-defined]
        qtbot.addWidget(shown)
        shown.load()
        shown.table.sortItems(LAST, Qt.SortOrder.AscendingOrder)
        table = shown.table
        got = [
            (table.topLevelItem(i).text(NAME), table.topLevelItem(i).text(LAST))  # type: ignore[union-attr]
            for i in range(table.topLevelItemCount())
        ]
        assert got[:2] == [("Dora", "15.02.2026"), ("Boris", "30.11.2026")]
        assert sorted(got[2:]) == [
            ("Anna", "01.12.2026"),
            ("Gleb", "01.12.2026"),
            ("Vera", "01.12.2026"),
        ]
    finally:
        i18n.install("en")
        service.close()
