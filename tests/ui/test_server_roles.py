"""The app on a club server (issue 15): the title and the card table name it, and what the
login's role may not do is disabled with a tooltip saying why, never offered and then failing."""

from __future__ import annotations

import pytest

from app.engine import SOCHI
from app.services import GameService
from tests.services.helpers import ANNA_7H, PLAYERS
from tests.ui.server_store import ServerLikeStore

VIEWER_TIP = "Your login to the club server may only look at the games."


@pytest.fixture
def open_window(qtbot, tmp_path, settings, messages, english):
    services: list[GameService] = []

    def make(role: str, finished: bool = False):
        from ui.main_window import MainWindow

        path = tmp_path / "server.sqlite3"
        with GameService(path, backups=0) as setup:
            if not setup.list_games():
                game = setup.create_game(PLAYERS, "Anna", SOCHI)
                setup.record(game, ANNA_7H, 0)
                if finished:
                    setup.finish_game(game, 1)
        service = GameService(ServerLikeStore(path, role).backend())
        services.append(service)
        window = MainWindow(service, settings)
        qtbot.addWidget(window)
        window.show()
        window.open_game(1)
        return window

    yield make
    for service in services:
        service.close()


def test_the_title_and_the_card_table_name_the_server(open_window) -> None:
    window = open_window("scorer")
    assert window.windowTitle() == "Pulka — Anna, Boris, Vera — Sochi — server club@club.local"
    assert window.card_table.database.text() == "Games: server club@club.local"
    window.set_language("ru")
    try:
        assert window.windowTitle().endswith(" — сервер club@club.local")
        assert window.card_table.database.text() == "Пули: сервер club@club.local"
    finally:
        window.set_language("en")


def test_a_viewer_sees_the_game_but_every_write_is_off_and_says_why(open_window) -> None:
    window = open_window("viewer")
    assert window.view is not None and window.view.players == PLAYERS  # reads work
    for action in (
        window.deal_action,
        window.incident_action,
        window.manual_action,
        window.finish_action,
        window.undo_action,
        window.new_action,
        window.import_action,
    ):
        assert not action.isEnabled(), action.text()
        assert action.toolTip() == VIEWER_TIP, action.text()
    assert window.settlement_action.isEnabled()
    assert window.export_action.isEnabled()
    window.show_start()
    assert not window.start.new_button.isEnabled()
    assert window.start.new_button.toolTip() == VIEWER_TIP


def test_a_scorer_records_but_may_not_reopen_a_finished_game(open_window) -> None:
    window = open_window("scorer", finished=True)
    assert not window.reopen_action.isEnabled()
    assert window.reopen_action.toolTip() == (
        "Only the club's administrator may reopen a finished game."
    )
    window.show_start()
    assert window.new_action.isEnabled()
    assert window.start.new_button.toolTip() == ""


def test_an_admin_may_do_everything(open_window) -> None:
    window = open_window("admin", finished=True)
    assert window.reopen_action.isEnabled()
    assert window.reopen_action.toolTip() == "Reopen game"


def test_a_scorer_records_a_deal(open_window) -> None:
    window = open_window("scorer")
    assert window.deal_action.isEnabled()
    assert window.deal_action.toolTip() == "New deal…"
