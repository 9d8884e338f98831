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
from app.services.roster import RosterService
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
    shown = PlayersWindow(RosterService(service.store), StatsService(service.store.conn))  # type: ignore[attr-defined]
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
