"""Following what others write (issue 26 item 3): a watcher's readings compared with the
sequences already seen (app/services/following.py) — a service's own writes are not told
twice, a reading that missed a notice still carries what moved — and a second program's
writes to the same file noticed through ``PRAGMA data_version`` (app/store/sqlite_watch.py)."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from app.engine import SOCHI
from app.services.event_settings import EventSettings
from app.services.events import EventService
from app.services.following import Following
from app.services.game_service import GameService
from app.services.hub import ChangeHub
from app.services.results import Changes, GameMark, Link, RoundMark
from app.store.change_source import LinkListener, Seen, SeenGame, SeenListener, SeenRound
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY

ROOT = Path(__file__).resolve().parents[2]


class FakeSource:
    """A watcher the test reads for."""

    def __init__(self) -> None:
        self.seen: SeenListener | None = None
        self.link: LinkListener | None = None
        self.checked = 0

    def start(self, seen: SeenListener, link: LinkListener) -> None:
        self.seen, self.link = seen, link

    def check_now(self) -> None:
        self.checked += 1

    def close(self) -> None:
        self.seen = None

    def read(self, reading: Seen) -> None:
        assert self.seen is not None
        self.seen(reading)


def everything(*games: tuple[int, int, str], roster: int = 0, rounds=()) -> Seen:
    return Seen(
        games=tuple(SeenGame(*g) for g in games),
        every_game=True,
        roster_seq=roster,
        events=tuple(sorted({r.event_id for r in rounds})),
        rounds=tuple(rounds),
        every_event=True,
    )


@pytest.fixture
def hub_and_source():
    hub = ChangeHub()
    heard: list[Changes] = []
    links: list[Link] = []
    hub.subscribe(heard.append, links.append)
    source = FakeSource()
    return hub, source, heard, links


def test_the_first_reading_is_the_baseline_except_for_games_already_shown(hub_and_source):
    hub, source, heard, _ = hub_and_source
    following = Following(hub, source, {1: (4, "open")})
    following.start()
    source.read(everything((1, 5, "open"), (2, 9, "open"), roster=3))
    # Game 1 was shown at seq 4 before the watcher started: the write of seq 5 is told.
    assert [c.games for c in heard] == [(GameMark(1, 5, "open"),)]
    assert heard[0].elsewhere and heard[0].sheet and heard[0].game_list
    heard.clear()
    source.read(everything((1, 5, "open"), (2, 9, "open"), roster=3))
    assert heard == []  # nothing moved
    following.check_now()
    assert source.checked == 1


def test_own_writes_are_not_told_again_and_older_readings_change_nothing(hub_and_source):
    hub, source, heard, _ = hub_and_source
    Following(hub, source).start()
    source.read(everything((1, 2, "open")))
    own = Changes(sheet=True, games=(GameMark(1, 3, "open"),), roster_seq=1, roster=True)
    hub.publish(own)
    hub.publish(Changes(rounds=(RoundMark(7),)))  # an event created here
    hub.publish(Changes(rounds=(RoundMark(7, 1, "t1"),)))  # its round seated here
    heard.clear()
    # The reading taken before the own write landed, then the one after it: neither is news.
    source.read(everything((1, 2, "open")))
    source.read(everything((1, 3, "open"), roster=1, rounds=(SeenRound(7, 1, "t1", None),)))
    assert heard == []
    # Another client's deal, rename and round start are.
    source.read(everything((1, 4, "open"), roster=2, rounds=(SeenRound(7, 1, "t1", "t2"),)))
    (change,) = heard
    assert change.game(1) == GameMark(1, 4, "open") and change.roster and change.roster_seq == 2
    assert change.rounds == (RoundMark(7, 1),) and change.elsewhere


def test_a_reading_names_the_round_of_a_tables_game_and_new_and_gone_things(hub_and_source):
    hub, source, heard, _ = hub_and_source
    Following(hub, source).start()
    source.read(everything((1, 0, "open"), (2, 0, "open"), rounds=(SeenRound(5, 1, "a", "b"),)))
    source.read(
        Seen(games=(SeenGame(1, 1, "open", 5, 1),))  # a notice's reading: one game
    )
    assert heard[-1].rounds == (RoundMark(5, 1),)
    heard.clear()
    source.read(
        everything(
            (1, 1, "open"),
            (3, 0, "open"),  # a game created elsewhere; game 2 deleted by hand
            rounds=(SeenRound(5, 1, "a", "b"), SeenRound(6, 1, "c", None)),
        )
    )
    (change,) = heard
    assert change.games == (GameMark(3, 0, "open"),) and change.game_list
    assert change.rounds == (RoundMark(6),)  # a new event


def test_the_link_is_told_lost_and_current_again(hub_and_source):
    hub, source, _, links = hub_and_source
    Following(hub, source).start()
    assert source.link is not None
    source.link(False)
    source.link(False)
    source.link(True)
    assert links == [Link("lost"), Link("current")]


def test_a_listener_that_breaks_never_stops_the_watcher(hub_and_source, capsys):
    hub, source, heard, _ = hub_and_source
    Following(hub, source).start()

    def broken(_c: Changes) -> None:
        raise ValueError("a window's bug")

    hub.subscribe(broken)
    source.read(everything((1, 0, "open")))
    source.read(everything((1, 1, "open")))
    source.read(everything((1, 2, "open")))
    assert [c.game(1) for c in heard] == [GameMark(1, 1, "open"), GameMark(1, 2, "open")]
    assert "a window's bug" in capsys.readouterr().err


# -- two services, and two processes, on one file ---------------------------------------------


def wait_for(heard: list[Changes], test, timeout: float = 5.0) -> Changes:
    """The first change ``test`` accepts, heard within ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for change in list(heard):
            if test(change):
                return change
        time.sleep(0.02)
    raise AssertionError(f"not heard within {timeout} s: {heard}")


def listen(service: GameService) -> list[Changes]:
    heard: list[Changes] = []
    lock = threading.Lock()

    def keep(change: Changes) -> None:
        with lock:
            heard.append(change)

    service.hub.subscribe(keep)
    following = service.follow()
    assert following is not None and following.ready.wait(5)
    return heard


def test_a_second_window_on_the_file_hears_every_kind_of_write(tmp_path: Path) -> None:
    path = tmp_path / "two.sqlite3"
    with GameService(path, backups=0) as scorer, GameService(path, backups=0) as viewer:
        game = scorer.create_game(PLAYERS, "Anna", SOCHI)
        viewer.game(game)
        heard = listen(viewer)
        own = listen(scorer)
        started = time.monotonic()
        scorer.record(game, ANNA_7H, 0)
        deal = wait_for(heard, lambda c: c.game(game) == GameMark(game, 1, "open"))
        assert time.monotonic() - started < 2 and deal.elsewhere and deal.sheet
        scorer.finish_game(game, 1)
        wait_for(heard, lambda c: c.game(game) == GameMark(game, 2, "finished"))
        scorer.roster.rename_player("Vera", "V")
        wait_for(heard, lambda c: c.roster and c.roster_seq == 1)
        events = EventService(scorer)
        names = ("Anna", "Boris", "V", "Gleb", "Dina", "Egor")
        event = events.create_event("Пятница", "evening", "2026-12-04", names, EventSettings())
        wait_for(heard, lambda c: RoundMark(event) in c.rounds)
        events.save_seating(event, 1, events.propose_seating(event))
        wait_for(heard, lambda c: any(m.round == 1 for m in c.rounds))
        time.sleep(1.0)  # at least two polls after the scorer's last write
        # The scorer heard each of its writes once, from itself, never as another's.
        assert not any(c.elsewhere for c in own)


def test_another_process_writing_the_file_is_noticed_within_two_seconds(tmp_path: Path) -> None:
    path = tmp_path / "proc.sqlite3"
    with GameService(path, backups=0) as viewer:
        game = viewer.create_game(PLAYERS, "Anna", SOCHI)
        viewer.record(game, RASPASY, 0)
        heard = listen(viewer)
        child = subprocess.run(
            [
                sys.executable,
                "-m",
                "tests.services.writer_child",
                "race",
                str(path),
                str(game),
                "1",
                str(time.time()),
                "0",
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert child.stdout.strip() == "ok 2"
        written = time.monotonic()
        wait_for(heard, lambda c: c.game(game) == GameMark(game, 2, "open"), timeout=2)
        assert time.monotonic() - written < 2
        assert viewer.game(game).last_seq == 2


def test_asking_now_is_answered_before_the_next_poll(tmp_path: Path) -> None:
    path = tmp_path / "focus.sqlite3"
    with GameService(path, backups=0) as a, GameService(path, backups=0) as b:
        game = a.create_game(PLAYERS, "Anna", SOCHI)
        heard = listen(b)
        following = b.follow()
        assert following is not None
        import app.store.sqlite_watch as watch

        old, watch.POLL_S = watch.POLL_S, 30.0  # the poll would come only after 30 s
        try:
            following.check_now()  # wake the sleeping poll once, so it reads POLL_S again
            time.sleep(0.2)
            a.record(game, ANNA_7H, 0)
            following.check_now()  # the window gained focus
            wait_for(heard, lambda c: c.game(game) is not None, timeout=1)
        finally:
            watch.POLL_S = old
            following.check_now()
