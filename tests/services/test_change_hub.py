"""The change hub (app/services/hub.py) and what each write publishes on it (issue 26 item 2):
every write of a game, the roster or an event says what it touched, once, after its COMMIT;
a COMMIT on the writer thread publishes when it returns, a failed one what the failure
changed back (docs/decisions/0010-change-hub.md)."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from app.engine import SOCHI, Call, Contract, Deal
from app.services.event_settings import EventSettings
from app.services.events import EventService
from app.services.game_service import GameService
from app.services.hub import ChangeHub
from app.services.results import Changes, GameMark, Link, RoundMark
from app.store.errors import StoreError
from app.store.sqlite_backend import sqlite_backend
from tests.services.gated_store import GatedStore
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY

SEVEN = ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya")


class Heard:
    """Everything a hub published, with what a second connection read at that moment."""

    def __init__(self, service: GameService, path: Path) -> None:
        self.changes: list[Changes] = []
        self.stored: list[dict[int, int]] = []
        self.threads: list[str] = []
        self._path = path
        service.hub.subscribe(self._heard)

    def _heard(self, changes: Changes) -> None:
        self.changes.append(changes)
        self.threads.append(threading.current_thread().name)
        with sqlite3.connect(self._path) as conn:  # what another program sees now
            self.stored.append(dict(conn.execute("SELECT id, last_seq FROM games").fetchall()))

    def take(self) -> list[Changes]:
        out, self.changes = self.changes, []
        return out


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "hub.sqlite3"


@pytest.fixture
def service(path: Path):
    with GameService(path, backups=0) as svc:
        yield svc


def test_a_hub_tells_every_listener_until_it_unsubscribes() -> None:
    hub = ChangeHub()
    first: list[Changes] = []
    second: list[Changes] = []
    links: list[Link] = []

    def broken(_changes: Changes) -> None:
        raise RuntimeError("a window's bug")

    subscription = hub.subscribe(first.append, links.append)
    hub.subscribe(broken)
    hub.subscribe(second.append)
    change = Changes(game_list=True)
    hub.publish(change)
    hub.publish(Changes())  # nothing touched: nothing told
    subscription.close()
    hub.publish(Changes(roster=True))
    hub.publish_link(Link("lost"))
    hub.publish_link(Link("lost"))  # told once
    assert first == [change] and links == []
    assert second == [change, Changes(roster=True)]
    assert hub.link == Link("lost")


def test_a_hub_takes_publishers_and_listeners_on_any_thread() -> None:
    hub = ChangeHub()
    heard: list[int] = []
    lock = threading.Lock()

    def listen(changes: Changes) -> None:
        with lock:
            heard.append(changes.games[0].last_seq)

    def publish(start: int) -> None:
        for seq in range(start, start + 200):
            hub.publish(Changes(games=(GameMark(1, seq),)))
            if seq % 50 == 0:  # subscribing meanwhile neither loses nor repeats a change
                hub.subscribe(lambda _c: None).close()

    hub.subscribe(listen)
    threads = [threading.Thread(target=publish, args=(n * 1000,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(heard) == sorted(n * 1000 + i for n in range(4) for i in range(200))


def test_every_write_to_a_game_is_told_once_after_it_is_stored(
    service: GameService, path: Path
) -> None:
    heard = Heard(service, path)
    game = service.create_game(PLAYERS, "Anna", SOCHI)
    service.record(game, ANNA_7H, 0)
    service.record(game, RASPASY, 1)
    service.undo(game, 2)
    service.redo(game, 3)
    service.correct(game, 1, RASPASY, 4)
    service.correct(game, 1, RASPASY, 5)  # corrects nothing: nothing told
    service.finish_game(game, 5)
    service.reopen_game(game, 6)
    imported = service.import_game(service.export_game(game))
    told = heard.take()
    marks = [c.games for c in told]
    assert marks == [
        (GameMark(game, 0, "open"),),
        *[(GameMark(game, seq, "open"),) for seq in range(1, 6)],
        (GameMark(game, 6, "finished"),),
        (GameMark(game, 7, "open"),),
        (GameMark(imported, 2, "open"),),  # the two deals in effect
    ]
    # Each told after its COMMIT: another connection already read the new last_seq.
    assert [stored[c.games[0].game_id] for c, stored in zip(told, heard.stored, strict=True)] == [
        m[0].last_seq for m in marks
    ]
    assert all(c.game_list and c.summaries and not c.elsewhere for c in told)
    assert told[1].sheet and told[1].history and not told[1].status
    assert told[6].status and told[6].undo
    # A refused write tells nothing.
    with pytest.raises(Exception, match="stale"):
        service.record(game, ANNA_7H, 3)
    assert heard.take() == []


def test_roster_writes_are_told_with_the_roster_log_seq(service: GameService, path: Path) -> None:
    game = service.create_game(PLAYERS, "Anna", SOCHI)
    heard = Heard(service, path)
    roster = service.roster
    roster.rename_player("Vera", "Vera K.")
    roster.hide_player("Boris")
    roster.rename_game(game, "Friday")
    roster.archive_game(game)
    roster.undo()
    roster.redo()
    told = heard.take()
    assert [c.roster_seq for c in told] == [1, 2, 3, 4, 5, 6]
    assert all(c.roster and c.game_list and c.summaries and not c.games for c in told)
    with pytest.raises(Exception, match="name_taken"):
        roster.rename_player("Anna", "Vera K.")
    assert heard.take() == []


def test_event_writes_name_the_event_and_round_and_a_tables_deal_names_its_round(
    service: GameService, path: Path
) -> None:
    events = EventService(service)
    heard = Heard(service, path)
    event = events.create_event("Среда", "evening", "2026-11-25", SEVEN, EventSettings(seed=3))
    seating = events.propose_seating(event)
    events.save_seating(event, 1, seating)
    games = events.start_round(event, 1)
    created, seated, started = heard.take()
    assert created.rounds == (RoundMark(event),)
    assert seated.rounds[0].event_id == event and seated.rounds[0].round == 1
    assert seated.rounds[0].saved_at and seated.rounds[0].started_at is None
    assert started.rounds[0].round == 1 and started.rounds[0].started_at
    assert started.games == tuple(GameMark(g, 0, "open") for g in games)
    assert started.touches_event(event) and not created.touches_event(event + 1)
    three = next(i for i, table in enumerate(seating.tables) if len(table) == 3)
    a, b, c = seating.tables[three]
    deal = Deal(a, Contract.parse("7h"), {b: Call.WHIST, c: Call.PASS}, {a: 7, b: 2, c: 1})
    service.record(games[three], deal, 0)
    (dealt,) = heard.take()
    assert dealt.rounds == (RoundMark(event, 1),)
    assert dealt.game(games[three]) == GameMark(games[three], 1, "open")


def test_a_deal_at_an_event_table_names_its_round_in_a_new_service_too(path: Path) -> None:
    """The round is looked up in the store (once per game), not only remembered from a start."""
    with GameService(path, backups=0) as organiser:
        events = EventService(organiser)
        event = events.create_event("Среда", "evening", "2026-11-25", SEVEN, EventSettings())
        events.save_seating(event, 1, events.propose_seating(event))
        tables = events.seating(event, 1).tables
        three = next(i for i, table in enumerate(tables) if len(table) == 3)
        game, table = events.start_round(event, 1)[three], tables[three]
    with GameService(path, backups=0) as table_pc:
        heard = Heard(table_pc, path)
        a, b, c = table
        deal = Deal(a, Contract.parse("6s"), {b: Call.PASS, c: Call.PASS})
        table_pc.record(game, deal, 0)
        table_pc.record(game, deal, 1)
        assert [c.rounds for c in heard.take()] == [(RoundMark(event, 1),)] * 2


def test_changes_merge_to_the_newest_mark_of_each_game() -> None:
    first = Changes(sheet=True, games=(GameMark(1, 4, "open"), GameMark(2, 1, "open")))
    later = Changes(
        status=True, games=(GameMark(1, 5, "finished"),), rounds=(RoundMark(3, 1),), elsewhere=True
    )
    merged = first.merged(later)
    assert merged.game(1) == GameMark(1, 5, "finished") and merged.game(2) == GameMark(2, 1, "open")
    assert merged.sheet and merged.status and merged.elsewhere and merged.touches_event(3)
    assert later.merged(first).game(1) == GameMark(1, 5, "finished")  # never back to an older one
    assert merged.touches_games([2, 9]) and not merged.touches_games([9])
    assert Changes(elsewhere=True).nothing and not merged.nothing


def test_a_commit_on_the_writer_thread_is_told_from_there_once_stored(tmp_path: Path) -> None:
    path = tmp_path / "gated.sqlite3"
    store = GatedStore(path)
    service = GameService(sqlite_backend(store))
    try:
        game = service.create_game(PLAYERS, "Anna", SOCHI)
        heard = Heard(service, path)
        assert service.commit_in_background(lambda: None)
        store.gate.clear()  # the COMMIT waits
        result = service.record(game, ANNA_7H, 0)
        assert result.saving and heard.changes == []  # shown, not stored: not told yet
        store.gate.set()
        service.settle()
        (told,) = heard.take()
        assert told.game(game) == GameMark(game, 1, "open")
        assert heard.threads == ["pulka-commit"] and heard.stored[0][game] == 1
    finally:
        service.close()


def test_a_failed_commit_tells_the_game_as_stored(tmp_path: Path) -> None:
    path = tmp_path / "gated.sqlite3"
    store = GatedStore(path)
    service = GameService(sqlite_backend(store))
    try:
        game = service.create_game(PLAYERS, "Anna", SOCHI)
        service.record(game, ANNA_7H, 0)
        heard = Heard(service, path)
        assert service.commit_in_background(lambda: None)
        store.fail = lambda: StoreError("disk_full", "no room")
        result = service.record(game, RASPASY, 1)
        assert result.saving
        (outcome,) = service.settle()
        assert outcome.error is not None
        (told,) = heard.take()
        assert told.game(game) == GameMark(game, 1) and told.sheet and told.history
        assert service.last_seq(game) == 1  # what it says is what a window reads back
    finally:
        service.close()
