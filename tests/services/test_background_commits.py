"""Writes whose COMMIT runs on the service's writer thread (issue 11 item 8;
docs/decisions/0006-commit-off-gui.md): shown at once, stored in order, a stale write refused at
once, a failed COMMIT rolled back and the game read back as stored."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine import SOCHI
from app.services import GameService, ServiceError
from app.store.errors import StoreError
from app.store.sqlite_backend import sqlite_backend
from tests.services.gated_store import GatedStore, disk_full
from tests.services.helpers import ANNA_7H, ANNA_ENTRY, PLAYERS, RASPASY, VERA_MISERE


def stored_seq(path: Path, game: int) -> int:
    """The game's ``last_seq`` as another program reads it."""
    with sqlite3.connect(path) as conn:
        return int(conn.execute("SELECT last_seq FROM games WHERE id = ?", [game]).fetchone()[0])


@pytest.fixture
def gated(tmp_path: Path):
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as setup:
        game = setup.create_game(PLAYERS, "Anna", SOCHI)
    store = GatedStore(path)
    service = GameService(sqlite_backend(store))
    ended = threading.Event()
    assert service.commit_in_background(ended.set)
    yield path, store, service, game
    store.gate.set()
    service.close()


def test_a_write_is_shown_before_its_commit_returns_and_stored_after(gated):
    path, store, service, game = gated
    store.gate.clear()
    result = service.record(game, ANNA_7H, 0)  # returns while the COMMIT waits for the gate
    assert result.saving and result.seq == 1 and result.sheet.pool["Anna"] == 4
    # The window redraws from the fold meanwhile, without the store.
    assert service.game(game).last_seq == 1
    assert [item.seq for item in service.history(game)] == [1]
    assert service.undo_status(game).undo is not None
    assert service.last_seq(game) == 1
    assert stored_seq(path, game) == 0  # not yet on the disk: not yet acknowledged
    assert store.touched == []
    store.gate.set()
    [outcome] = service.settle()
    assert (outcome.game_id, outcome.last_seq, outcome.error) == (game, 1, None)
    assert stored_seq(path, game) == 1
    assert service.settle() == []  # each outcome is told once
    assert store.commit_threads and threading.current_thread().name not in store.commit_threads


def test_the_next_write_waits_for_the_previous_commit(gated):
    path, store, service, game = gated
    store.gate.clear()
    service.record(game, ANNA_7H, 0)
    threading.Timer(0.2, store.gate.set).start()
    service.record(game, RASPASY, 1)  # waits for the first COMMIT, then writes its own
    assert store.log == ["begin", "commit", "begin"] or store.log == [
        "begin",
        "commit",
        "begin",
        "commit",
    ]
    service.settle()
    assert store.log == ["begin", "commit", "begin", "commit"]
    assert stored_seq(path, game) == 2


def test_a_stale_write_is_refused_at_once(gated):
    path, _store, service, game = gated
    with GameService(path, backups=0) as other:
        other.record(game, RASPASY, 0)
    with pytest.raises(ServiceError) as refused:
        service.record(game, ANNA_7H, 0)
    assert refused.value.code == "stale"
    assert service.settle() == []  # nothing was handed to the writer
    assert stored_seq(path, game) == 1


def test_a_failed_commit_is_rolled_back_and_the_game_reads_as_stored(gated):
    path, store, service, game = gated
    service.record(game, ANNA_7H, 0)
    assert [o.error for o in service.settle()] == [None]
    store.gate.clear()
    store.fail = disk_full
    shown = service.record(game, VERA_MISERE, 1)
    assert shown.saving and shown.sheet.pool["Vera"] == 10
    store.gate.set()
    [outcome] = service.settle()
    assert outcome.last_seq == 2
    assert outcome.error is not None and outcome.error.code == "disk_full"
    assert stored_seq(path, game) == 1
    view = service.game(game)
    assert view.last_seq == 1 and view.sheet.pool["Vera"] == 0  # the stored state again
    assert [item.seq for item in service.history(game)] == [1]
    store.fail = None
    assert service.record(game, VERA_MISERE, 1).seq == 2  # the disk has room again


def test_a_write_on_top_of_a_failed_commit_is_refused_as_stale(gated):
    """A caller that has not yet heard of the failure writes against a state never stored."""
    path, store, service, game = gated
    store.fail = disk_full
    service.record(game, ANNA_7H, 0)
    store.fail = None
    with pytest.raises(ServiceError) as refused:
        service.record(game, RASPASY, 1)
    assert refused.value.code == "stale"
    assert [o.error.code if o.error else None for o in service.settle()] == ["disk_full"]
    assert stored_seq(path, game) == 0


def test_reads_of_another_game_and_of_the_store_wait_for_the_commit(gated):
    _path, store, service, game = gated
    other_game = service.create_game(PLAYERS, "Boris", SOCHI)
    store.gate.clear()
    service.record(game, ANNA_7H, 0)
    threading.Timer(0.2, store.gate.set).start()
    assert service.game(other_game).last_seq == 0
    assert {g.id for g in service.list_games()} == {game, other_game}
    assert service.store is store
    assert store.touched == []
    assert [o.error for o in service.settle()] == [None]


def test_closing_waits_for_the_commit(tmp_path: Path):
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as setup:
        game = setup.create_game(PLAYERS, "Anna", SOCHI)
    store = GatedStore(path)
    service = GameService(sqlite_backend(store))
    service.commit_in_background(lambda: None)
    store.gate.clear()
    service.record(game, ANNA_7H, 0)
    threading.Timer(0.2, store.gate.set).start()
    service.close()
    assert stored_seq(path, game) == 1


def test_a_store_bound_to_one_thread_commits_at_once(tmp_path: Path):
    from app.store.db import open_database
    from app.store.sqlite_store import SqliteStore

    path = tmp_path / "club.sqlite3"
    with GameService(sqlite_backend(SqliteStore(open_database(path, backups=0)))) as service:
        assert not service.commit_in_background(lambda: None)
        game = service.create_game(PLAYERS, "Anna", SOCHI)
        assert not service.record(game, ANNA_7H, 0).saving
        assert stored_seq(path, game) == 1


# -- property: whatever fails, the game reads as a fresh load of the file -----------------------

STEPS = st.lists(
    st.tuples(st.sampled_from(["deal", "entry", "raspasy", "undo", "redo"]), st.booleans()),
    min_size=1,
    max_size=12,
)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(steps=STEPS)
def test_after_any_writes_and_failed_commits_the_game_is_a_fresh_load(tmp_path_factory, steps):
    path = tmp_path_factory.mktemp("prop") / "club.sqlite3"
    with GameService(path, backups=0) as setup:
        game = setup.create_game(PLAYERS, "Anna", SOCHI)
    store = GatedStore(path)
    with GameService(sqlite_backend(store)) as service:
        service.commit_in_background(lambda: None)
        events = {"deal": ANNA_7H, "entry": ANNA_ENTRY, "raspasy": RASPASY}
        for action, fails in steps:
            store.fail = disk_full if fails else None
            seq = service.last_seq(game)
            try:
                if action in events:
                    result = service.record(game, events[action], seq)
                else:
                    result = getattr(service, action)(game, seq)
            except ServiceError as refused:
                assert refused.code in {"nothing_to_undo", "nothing_to_redo"}
                continue
            assert result.saving
            [outcome] = service.settle()
            assert (outcome.error is not None) == fails
            assert service.last_seq(game) == stored_seq(path, game)
        store.fail = None
        with GameService(path, backups=0) as fresh:
            assert service.game(game) == fresh.game(game)
            assert service.history(game) == fresh.history(game)
        assert store.touched == []


def test_an_unexpected_commit_failure_is_still_a_coded_refusal(gated):
    path, store, service, game = gated
    store.fail = lambda: StoreError("weird", "something else")  # type: ignore[arg-type]
    service.record(game, ANNA_7H, 0)
    [outcome] = service.settle()
    assert outcome.error is not None and outcome.error.code == "store_failed"
    assert stored_seq(path, game) == 0


def test_a_notify_that_fails_does_not_turn_a_stored_write_into_a_failed_one(tmp_path: Path):
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as setup:
        game = setup.create_game(PLAYERS, "Anna", SOCHI)

    def gone() -> None:
        raise RuntimeError("Internal C++ object (SaveWatch) already deleted.")

    with GameService(sqlite_backend(GatedStore(path))) as service:
        service.commit_in_background(gone)
        service.record(game, ANNA_7H, 0)
        assert [o.error for o in service.settle()] == [None]
    assert stored_seq(path, game) == 1
