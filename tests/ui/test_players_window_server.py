"""The players window on a club server (issue 16, "on a club server only the admin may"):
opened as from the main window, it shows the server's players, and what the connected role may
not do is disabled, with the reason in its tooltip."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.engine import SOCHI
from app.services import GameService
from app.store.postgres.backend import open_postgres
from tests.pg_fixtures import Club
from tests.ui.test_players_window import VIKA_7H, rows
from ui.roster.opening import open_players_window
from ui.roster.players_window import PlayersWindow


@pytest.fixture
def club(pg_club: Club) -> Club:
    with GameService(open_postgres(pg_club.url("admin"))) as admin:
        for _ in range(2):
            game = admin.create_game(("Вика", "Boris", "Vera"), "Vera", SOCHI)
            admin.record(game, VIKA_7H, 0)
    return pg_club


@pytest.fixture
def open_as(club: Club, qtbot: QtBot) -> Iterator[object]:
    services: list[GameService] = []
    parents: list[QWidget] = []  # kept: the window is the parent's child

    def opened(role: str) -> PlayersWindow:
        service = GameService(open_postgres(club.url(role)))
        services.append(service)
        parent = QWidget()
        parents.append(parent)
        qtbot.addWidget(parent)
        window = open_players_window(parent, service)
        assert window is not None
        return window

    yield opened
    for service in services:
        service.close()


def state(window: PlayersWindow) -> dict[str, bool]:
    return {
        "rename": window.rename_button.isEnabled(),
        "merge": window.merge_button.isEnabled(),
        "hide": window.hide_button.isEnabled(),
        "undo": window.undo_button.isEnabled(),
    }


def test_the_admin_may_do_everything(open_as) -> None:  # type: ignore[no-untyped-def]
    window = open_as("admin")
    assert {row[0]: row[1] for row in rows(window.table)} == {
        "Boris": "2",
        "Vera": "2",
        "Вика": "2",
    }
    assert state(window) == {"rename": True, "merge": True, "hide": True, "undo": False}
    window._change(lambda: window.roster.rename_player("Вика", "Виктория"))
    assert "Виктория" in {row[0] for row in rows(window.table)}
    assert window.undo_button.isEnabled()


def test_a_scorer_hides_but_may_not_rename_nor_undo_the_admin_s_rename(open_as) -> None:  # type: ignore[no-untyped-def]
    admin = open_as("admin")
    admin._change(lambda: admin.roster.rename_player("Вика", "Виктория"))
    window = open_as("scorer")
    assert state(window) == {"rename": False, "merge": False, "hide": True, "undo": False}
    assert (
        window.rename_button.toolTip()
        == "Only the club's administrator may rename or merge players."
    )
    assert window.undo_button.toolTip() == window.rename_button.toolTip()
    window.table.setCurrentItem(window.table.topLevelItem(0))
    window.hide_button.click()
    assert window.undo_button.isEnabled()  # its own hide it may take back
    window.undo_button.click()
    assert not window.undo_button.isEnabled()


def test_a_viewer_only_looks(open_as) -> None:  # type: ignore[no-untyped-def]
    window = open_as("viewer")
    assert len(rows(window.table)) == 3
    assert state(window) == {"rename": False, "merge": False, "hide": False, "undo": False}
    assert window.hide_button.toolTip() == "You may only look at this club's players."
