"""The statistics, players and season windows fit a 1366×768 and a 1024×768 laptop less a
taskbar (1366×728, 1024×728 free), frame included, in Russian and English, with a season of
three- and four-handed games: the statistics window opened as tall as the free area and its
Close button fell under the screen's edge (seen in a real X server with openbox)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.services import GameService
from ui import i18n
from ui.roster.opening import open_players_window
from ui.stats import screenshots
from ui.stats.season_menu import open_season_window
from ui.stats.stats_window import open_stats_window
from ui.widgets import fit_screen
from ui.widgets.fit_screen import FRAME

LAPTOPS = (QSize(1366, 728), QSize(1024, 728))
OPENBOX = QSize(2, 25)  # its borders and title bar, as measured


@pytest.fixture(params=["ru", "en"])
def season(request, tmp_path: Path) -> Iterator[tuple[GameService, tuple[str, ...]]]:
    """A club's autumn (ui/stats/screenshots.py): three-handed evenings and three
    four-handed games, names in the interface's language."""
    i18n.install(request.param)
    clock = screenshots.SeasonClock()
    names = screenshots.NAMES[request.param]
    try:
        with GameService(tmp_path / "club.sqlite3", backups=0, clock=clock) as games:
            screenshots.season(games, clock, names)
            yield games, names
    finally:
        i18n.install("en")


def on_a_laptop(monkeypatch, free: QSize) -> None:
    area = QRect(0, 0, free.width(), free.height())
    monkeypatch.setattr(fit_screen, "free_area", lambda _window: area)


def scrolled(widget: QWidget, window: QWidget) -> bool:
    """Inside a scrolled area (the card's chart buttons): reached by scrolling, not cut."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def assert_whole(window: QWidget, free: QSize) -> None:
    """The window and its frame fit the free area, it cannot be made smaller than fits, and
    every button lies inside it (none cut off at its right or bottom edge)."""
    QApplication.processEvents()
    least = window.minimumSizeHint()
    name = window.objectName()
    assert least.width() + FRAME.width() <= free.width(), (name, least)
    assert least.height() + FRAME.height() <= free.height(), (name, least)
    assert window.width() + OPENBOX.width() <= free.width(), (name, window.size())
    assert window.height() + OPENBOX.height() <= free.height(), (name, window.size())
    checked = []
    for button in window.findChildren(QAbstractButton):
        if button.isVisibleTo(window) and not scrolled(button, window):
            corner = button.mapTo(window, button.rect().bottomRight())
            assert window.rect().contains(corner), (name, button.text(), corner)
            checked.append(button)
    assert window.close_button in checked  # type: ignore[attr-defined]


@pytest.mark.parametrize("free", LAPTOPS, ids=lambda s: f"{s.width()}x{s.height()}")
def test_the_statistics_windows_fit_a_laptop(qtbot: QtBot, monkeypatch, season, free) -> None:
    games, names = season
    on_a_laptop(monkeypatch, free)
    stats = games.stats
    assert stats is not None
    parent = QWidget()
    qtbot.addWidget(parent)

    window = open_stats_window(parent, stats, names[0])
    assert_whole(window, free)
    window.tabs.setCurrentIndex(1)
    window.head_to_head.second.setCurrentText(names[3])  # he played only four-handed with her
    assert_whole(window, free)
    window.close()

    players = open_players_window(parent, games)
    assert players is not None
    assert players.table.topLevelItemCount() == 4
    assert_whole(players, free)
    players.close()

    table = open_season_window(parent, games)
    assert table is not None
    for measure in ("total", "per_game", "best"):  # "best" shows the number of games
        table.measure.setCurrentIndex(table.measure.findData(measure))
        assert_whole(table, free)
    table.close()


def test_a_small_screen_gets_its_free_area_less_a_frame() -> None:
    assert fit_screen.opening_size(QSize(1600, 1000), QSize(1366, 728)) == QSize(1350, 688)
    assert fit_screen.opening_size(QSize(760, 480), QSize(1024, 728)) == QSize(760, 480)
