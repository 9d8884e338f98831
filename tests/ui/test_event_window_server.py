"""The event window and the big screen on a club server (issue 17 with issue 15): a scorer's or
a viewer's window has the organiser's buttons disabled; the wall sees the deals another PC
records, by itself; a server that goes away is said in the window, the last view kept."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.engine import Call, Contract, Deal
from app.services.game_service import GameService
from app.store.postgres.backend import open_postgres
from tests.pg_cluster import free_port
from tests.pg_fixtures import Club
from ui.events.big_screen import BigScreen
from ui.events.demo import demo_evening
from ui.events.event_window import EventWindow


@pytest.fixture
def club(pg_club: Club) -> Iterator[tuple[Club, int]]:
    """The demo evening, run by the club admin: round 2 playing, 3–7 deals a table."""
    with GameService(open_postgres(pg_club.url("admin"))) as admin:
        yield pg_club, demo_evening(admin, "en")


def service(club: Club, role: str) -> GameService:
    return GameService(open_postgres(club.url(role)))


@pytest.mark.parametrize("role", ["scorer", "viewer"])
def test_only_the_admin_gets_the_organisers_buttons(qtbot, club, role: str) -> None:
    pg_club, _ = club
    with service(pg_club, role) as games:
        window = EventWindow(games, lambda _game: None)
        qtbot.addWidget(window)
        assert window.tables.rowCount() == 4 and window.standings.rowCount() == 12
        for button in (window.new_button, window.seat_button):
            assert not button.isEnabled() and "administrator" in button.toolTip()
        assert window.open_button.isEnabled() and window.big_button.isEnabled()
        window.close()
    with service(pg_club, "admin") as games:
        window = EventWindow(games, lambda _game: None)
        qtbot.addWidget(window)
        assert window.new_button.isEnabled() and window.seat_button.isEnabled()
        window.close()


def test_the_wall_sees_what_a_table_records(qtbot, club) -> None:
    pg_club, event = club
    with service(pg_club, "viewer") as wall, service(pg_club, "scorer") as table_pc:
        big = BigScreen(wall, event)
        qtbot.addWidget(big)
        first = big.shown_tables[0]
        assert first.deals_played == 3
        a, b, c = first.players
        deal = Deal(a, Contract.parse("7h"), {b: Call.WHIST, c: Call.PASS}, {a: 7, b: 2, c: 1})
        table_pc.record(first.game_id, deal, expected_seq=3)
        qtbot.waitUntil(lambda: big.shown_tables[0].deals_played == 4, timeout=5000)
        assert "4 deals" in big.tables.text()
        assert big.shown_tables[0].result != first.result
        big.close()


def test_a_lost_server_is_said_in_the_window_not_in_a_box_every_ten_seconds(qtbot, club) -> None:
    pg_club, _ = club
    with service(pg_club, "viewer") as games:
        window = EventWindow(games, lambda _game: None)
        qtbot.addWidget(window)
        window.show()
        shown = [window.tables.item(r, 2).text() for r in range(4)]
        store = games.store
        store.close()
        store._url = f"postgresql://u@127.0.0.1:{free_port()}/db"  # the server is gone
        window._tick()
        assert "cannot be reached" in window.problem.text()
        assert [window.tables.item(r, 2).text() for r in range(4)] == shown
        window.close()
