"""Every client of a club server hears what the others write (issue 26 item 3, "Faults"):
``NOTIFY`` from the tables' triggers (migration ``m005_change_notices``), ``LISTEN`` on a
connection of the client's own (app/store/postgres/listen.py); a notice lost with a connection
is made up by comparing sequences; a notice for what the client cannot read is ignored; an
idle client sends nothing; a server stopped and started mid-evening is said, reconnected to,
caught up with, and said to be current again."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator

import psycopg
import pytest

from app.engine import SOCHI, Call, Contract, Deal
from app.services.event_settings import EventSettings
from app.services.events import EventService
from app.services.game_service import GameService
from app.services.results import Changes, GameMark, Link, RoundMark, ServiceError
from app.store.postgres.backend import open_postgres
from tests.pg_fixtures import Club

PLAYERS = ("Anna", "Boris", "Vera")
DEAL = Deal("Anna", Contract.parse("6s"), {"Boris": Call.PASS, "Vera": Call.PASS})


class Ear:
    """What one client's hub told, with the links."""

    def __init__(self, service: GameService) -> None:
        self.changes: list[Changes] = []
        self.links: list[Link] = []
        self._lock = threading.Lock()
        service.hub.subscribe(self._change, self._link)
        following = service.follow()
        assert following is not None
        self.ready = following.ready

    def _change(self, change: Changes) -> None:
        with self._lock:
            self.changes.append(change)

    def _link(self, link: Link) -> None:
        with self._lock:
            self.links.append(link)

    def wait(self, test: Callable[[Changes], bool], timeout: float = 5.0) -> Changes:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                for change in self.changes:
                    if test(change):
                        return change
            time.sleep(0.01)
        raise AssertionError(f"not heard within {timeout} s: {self.changes}")

    def wait_link(self, state: str, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                if self.links and self.links[-1].state == state:
                    return
            time.sleep(0.02)
        raise AssertionError(f"link not {state} within {timeout} s: {self.links}")

    def settled(self, seconds: float = 0.6) -> list[Changes]:
        time.sleep(seconds)
        with self._lock:
            out, self.changes = self.changes, []
        return out


@pytest.fixture
def clients(pg_club: Club) -> Iterator[tuple[Club, GameService, GameService, GameService]]:
    """The club's admin, a table's scorer and the wall's viewer, each its own connection."""
    with (
        GameService(open_postgres(pg_club.url("admin"))) as admin,
        GameService(open_postgres(pg_club.url("scorer"))) as scorer,
        GameService(open_postgres(pg_club.url("viewer"))) as viewer,
    ):
        yield pg_club, admin, scorer, viewer


def listening(*services: GameService) -> list[Ear]:
    ears = [Ear(service) for service in services]
    for ear in ears:
        assert ear.ready.wait(10)
    return ears


def test_a_deal_a_table_records_reaches_every_other_client_within_a_second(clients) -> None:
    _, _admin, scorer, viewer = clients
    game = scorer.create_game(PLAYERS, "Anna", SOCHI)
    wall, own = listening(viewer, scorer)
    latencies = []
    for seq in range(5):
        started = time.monotonic()
        scorer.record(game, DEAL, seq)
        change = wall.wait(lambda c, seq=seq: c.game(game) == GameMark(game, seq + 1, "open"))
        latencies.append(time.monotonic() - started)
        assert change.elsewhere and change.sheet and change.game_list and change.summaries
    assert max(latencies) < 1.0
    scorer.finish_game(game, 5)
    wall.wait(lambda c: c.game(game) == GameMark(game, 6, "finished"))
    # The scorer's own writes came back from the server too, and were recognised.
    assert not any(c.elsewhere for c in own.settled())


def test_roster_and_event_writes_reach_the_others(clients) -> None:
    _, admin, scorer, viewer = clients
    names = ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor")
    game = scorer.create_game(PLAYERS, "Anna", SOCHI)
    (wall,) = listening(viewer)
    admin.roster.rename_player("Vera", "Vera K.")
    assert wall.wait(lambda c: c.roster).roster_seq == 1
    events = EventService(admin)
    event = events.create_event("Пятница", "evening", "2026-12-04", names, EventSettings())
    wall.wait(lambda c: RoundMark(event) in c.rounds)
    events.save_seating(event, 1, events.propose_seating(event))
    wall.wait(lambda c: RoundMark(event, 1) in c.rounds)
    games = events.start_round(event, 1)
    started = wall.wait(lambda c: c.touches_games(games))
    assert started.game_list
    table = events.seating(event, 1).tables[0]
    a, b, c = table
    scorer.record(games[0], Deal(a, Contract.parse("6s"), {b: Call.PASS, c: Call.PASS}), 0)
    dealt = wall.wait(lambda c: c.game(games[0]) == GameMark(games[0], 1, "open"))
    assert dealt.rounds == (RoundMark(event, 1),)
    assert game not in {m.game_id for c in wall.settled() for m in c.games}


def test_a_notice_for_what_the_client_cannot_read_is_ignored_without_a_word(
    clients, capsys
) -> None:
    pg_club, admin, scorer, viewer = clients
    game = scorer.create_game(PLAYERS, "Anna", SOCHI)
    (wall,) = listening(viewer)
    with psycopg.connect(pg_club.url("admin"), autocommit=True) as conn:
        for payload in ("g 99999 3 open", "e 4242", "nonsense", "g x y", ""):
            conn.execute("SELECT pg_notify('pulka_changes', %s)", [payload])
        # A game deleted by hand (the admin's SQL): its notice names a game no longer there.
        other = admin.create_game(PLAYERS, "Anna", SOCHI)
        conn.execute("DELETE FROM pulka.game_players WHERE game_id = %s", [other])
        conn.execute("DELETE FROM pulka.games WHERE id = %s", [other])
    scorer.record(game, DEAL, 0)  # and then something real
    wall.wait(lambda c: c.game(game) is not None)
    heard = wall.settled()
    assert {m.game_id for c in heard for m in c.games} <= {game, other}
    assert not any(c.touches_event(4242) for c in heard)
    assert wall.links == []
    assert capsys.readouterr().err == ""


def test_a_notice_lost_with_the_connection_is_made_up_by_the_sequences(clients) -> None:
    pg_club, _admin, scorer, viewer = clients
    game = scorer.create_game(PLAYERS, "Anna", SOCHI)
    (wall,) = listening(viewer)
    with psycopg.connect(pg_club.url(), autocommit=True) as conn:
        # Cut the wall's listening connection, and write at once, while it is away.
        conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE application_name = 'pulka-listen' AND usename = 'pulka_test_viewer'"
        )
    scorer.record(game, DEAL, 0)
    wall.wait_link("lost", timeout=5)
    wall.wait_link("current", timeout=10)
    wall.wait(lambda c: c.game(game) == GameMark(game, 1, "open"))


def test_an_idle_client_sends_the_server_nothing(clients) -> None:
    pg_club, _admin, scorer, viewer = clients
    scorer.create_game(PLAYERS, "Anna", SOCHI)
    listening(viewer, scorer)

    def activity() -> dict[str, object]:
        with psycopg.connect(pg_club.url(), autocommit=True) as conn:
            rows = conn.execute(
                "SELECT pid, state_change FROM pg_stat_activity"
                " WHERE datname = %s AND usename LIKE 'pulka_test_%%'",
                [pg_club.database],
            ).fetchall()
        return {str(pid): when for pid, when in rows}

    before = activity()
    time.sleep(2.5)
    assert activity() == before  # no connection of either client ran anything


def test_a_server_stopped_and_started_mid_evening(clients) -> None:
    """Every client says the server is lost, reconnects by itself, catches up with what was
    written while it was away, and says it is current again."""
    pg_club, admin, scorer, viewer = clients
    game = scorer.create_game(PLAYERS, "Anna", SOCHI)
    scorer.record(game, DEAL, 0)
    wall, table = listening(viewer, scorer)
    pg_club.cluster.pg_ctl("stop", "-m", "fast")
    try:
        wall.wait_link("lost", timeout=10)
        table.wait_link("lost", timeout=10)
    finally:
        pg_club.cluster.pg_ctl("start")
    # The first client back writes before the others may have listened again.
    deadline = time.monotonic() + 30
    while True:
        try:
            admin.record(game, DEAL, admin.last_seq(game))
            break
        except ServiceError as error:
            assert error.code == "server_unavailable" and time.monotonic() < deadline
            time.sleep(0.2)
    wall.wait_link("current")
    table.wait_link("current")
    for ear in (wall, table):
        ear.wait(lambda c: c.game(game) == GameMark(game, 2, "open") and c.elsewhere)
        assert [link.state for link in ear.links] == ["lost", "current"]
    assert viewer.game(game).last_seq == 2
