"""A club server lost and found again (issue 15): the window says so in a banner, keeps the last
view read-only, retries with a growing pause, and reloads when the server is back; a write that
failed was not acknowledged and nothing acknowledged is lost."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from app.engine import SOCHI
from app.services import GameService, ServiceError
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY
from tests.ui.server_store import FlakyServerStore
from ui.server_watch import FIRST_PAUSE_MS, LONGEST_PAUSE_MS


@pytest.fixture
def server(tmp_path):
    path = tmp_path / "server.sqlite3"
    with GameService(path, backups=0) as setup:
        game = setup.create_game(PLAYERS, "Anna", SOCHI)
        setup.record(game, ANNA_7H, 0)
    store = FlakyServerStore(path, "scorer")
    service = GameService(store.backend())
    yield path, store, service
    service.close()


@pytest.fixture
def shown(qtbot, server, settings, messages, english):
    from ui.main_window import MainWindow

    _, _, service = server
    window = MainWindow(service, settings)
    qtbot.addWidget(window)
    window.show()
    window.open_game(1)
    return window


def test_a_lost_server_is_said_once_and_the_view_stays_read_only(shown, server, messages):
    path, store, service = server
    window = shown
    sheet = window.view.sheet
    assert window.deal_action.isEnabled()
    # No banner until it is needed (its style sheet costs start-up time), then above the pages.
    assert window.findChild(QLabel, "serverBanner") is None
    store.down = True
    with pytest.raises(ServiceError) as error:
        service.record(1, RASPASY, 1)  # what the deal dialog's OK does
    assert error.value.code == "server_unavailable"
    watch = window.server_watch
    assert watch.offline and watch.banner.isVisible()
    assert "cannot be reached" in watch.banner.text()
    assert window.centralWidget().layout().itemAt(0).widget() is watch.banner
    assert not window.deal_action.isEnabled() and not window.undo_action.isEnabled()
    assert window.view.sheet is sheet  # the last view, kept
    window.refresh()  # a read while down: no message box, the banner says it
    assert messages == []
    assert watch.timer.isActive() and watch.timer.interval() == FIRST_PAUSE_MS
    # Still down: the pause doubles, up to a minute.
    for expected in (4_000, 8_000, 16_000, 32_000, 60_000, 60_000):
        watch.retry()
        assert watch.offline and watch.timer.interval() == expected
    assert LONGEST_PAUSE_MS == 60_000
    # Meanwhile another table recorded into the game on the server.
    with GameService(path, backups=0) as other:
        other.record(1, RASPASY, 1)
    store.down = False
    watch.retry()
    assert not watch.offline and not watch.banner.isVisible()
    assert window.deal_action.isEnabled()
    assert window.view.last_seq == 2  # reloaded: the other table's deal is shown
    assert window.statusBar().currentMessage() == "The club server is back."


def test_the_write_that_failed_was_not_stored_and_earlier_ones_are_kept(shown, server):
    path, store, service = server
    store.down = True
    with pytest.raises(ServiceError):
        service.record(1, RASPASY, 1)
    store.down = False
    with GameService(path, backups=0) as check:
        assert check.last_seq(1) == 1  # the acknowledged 7♥ only
    # Recorded again once the server is back: it goes in as the next event.
    shown.server_watch.retry()
    assert service.record(1, RASPASY, 1).seq == 2


def test_a_server_that_answers_with_a_refusal_counts_as_back(shown, server, monkeypatch):
    _, store, service = server
    store.down = True
    with pytest.raises(ServiceError):
        service.list_games()
    store.down = False

    def refused() -> object:
        raise ServiceError("server_refused", refusal="not_allowed")

    monkeypatch.setattr(shown.server_watch, "probe", refused)
    shown.server_watch.retry()  # no traceback out of the timer's slot
    assert not shown.server_watch.offline
    assert not shown.server_watch.timer.isActive()
