"""Several tables on one server, a restart, a killed client: nothing acknowledged is lost.

Issue 15, "Done when": 8 processes x 200 deals into 8 games and 2 processes racing on one game
(nothing lost, nothing duplicated, every stale write refused); ``pg_ctl restart -m fast`` in
the middle of a recording loop (every acknowledged event present afterwards, the client
recovered by itself); a client SIGKILLed inside a transaction leaves no partial event.
Every client records through :class:`GameService` over :class:`PostgresStore`, as the app does.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

import pytest

from app.engine import preset_rules
from app.engine.events import GameEvent
from app.engine.gamefile import parse_event
from app.engine.history import LogRecord
from app.services import GameService, ServiceError
from app.store.postgres.backend import open_postgres
from app.store.postgres.store import open_postgres_store
from tests.pg_fixtures import Club

PLAYERS = ("Anna", "Boris", "Vera")
CONTEXT = multiprocessing.get_context("fork")
# Longer on a busy shared machine than anything here should take; a hang fails, not blocks.
TIMEOUT_S = 240


def deal(declarer: str, tricks: int = 6) -> GameEvent:
    """A 6♠ by ``declarer``, whisted by one defender; ``tricks`` tells the writers apart."""
    first, second = (p for p in PLAYERS if p != declarer)
    return parse_event(
        {
            "type": "deal",
            "declarer": declarer,
            "contract": "6s",
            "defenders": {first: "whist", second: "pass"},
            "tricks": {declarer: tricks, first: 10 - tricks - 1, second: 1},
        }
    )


def signature(event: Any) -> tuple[str, int]:
    """Who wrote a stored deal: its declarer and declarer's tricks."""
    return event.declarer, event.tricks[event.declarer]


def stored(url: str, game_id: int) -> list[tuple[int, tuple[str, int]]]:
    store = open_postgres_store(url)
    try:
        game = store.game(game_id)
        assert game is not None
        records = store.load(game_id, game.last_seq + 1000)
        assert [r.record.seq for r in records] == list(range(1, game.last_seq + 1))
        return [(r.record.seq, signature(r.record.event)) for r in records]
    finally:
        store.close()


def new_game(url: str) -> int:
    with GameService(open_postgres(url)) as service:
        return service.create_game(PLAYERS, "Anna", preset_rules("sochi"))


def _wait(processes: list[Any]) -> None:
    deadline = time.monotonic() + TIMEOUT_S
    for process in processes:
        process.join(max(1.0, deadline - time.monotonic()))
    hung = [p for p in processes if p.is_alive()]
    for process in hung:
        process.kill()
    assert not hung, "a client did not finish in time"
    assert [p.exitcode for p in processes] == [0] * len(processes)


# -- 8 tables at once --------------------------------------------------------------------


def _record_deals(url: str, game_id: int, count: int, tricks: int) -> None:
    with GameService(open_postgres(url)) as service:
        for seq in range(count):
            service.record(game_id, deal(PLAYERS[seq % 3], tricks), seq)


@pytest.mark.slow
def test_eight_tables_record_200_deals_each_into_their_games(pg_club: Club) -> None:
    url = pg_club.url("scorer")
    games = [new_game(url) for _ in range(8)]
    processes = [
        CONTEXT.Process(target=_record_deals, args=(url, game, 200, 6 + i % 3))
        for i, game in enumerate(games)
    ]
    for process in processes:
        process.start()
    _wait(processes)
    for i, game in enumerate(games):
        expected = [(s, (PLAYERS[(s - 1) % 3], 6 + i % 3)) for s in range(1, 201)]
        assert stored(url, game) == expected


# -- 2 writers racing on one game --------------------------------------------------------


def _race(
    url: str, game_id: int, rounds: int, declarer: str, barrier: Any, out: Connection
) -> None:
    won: list[int] = []
    stale = 0
    try:
        with GameService(open_postgres(url)) as service:
            for _ in range(rounds):
                barrier.wait(30)
                seen = service.game(game_id).last_seq
                barrier.wait(30)  # both have seen the same seq: both write on it
                try:
                    won.append(service.record(game_id, deal(declarer), seen).seq)
                except ServiceError as error:
                    assert error.code == "stale", error.code
                    stale += 1
    except BaseException:
        barrier.abort()  # the other writer stops too, instead of waiting for this one
        raise
    out.send((won, stale))


@pytest.mark.slow
def test_two_writers_on_one_game_one_wins_each_round_the_other_is_refused(
    pg_club: Club,
) -> None:
    url = pg_club.url("scorer")
    game = new_game(url)
    rounds = 60
    barrier = CONTEXT.Barrier(2)
    pipes = [CONTEXT.Pipe(duplex=False) for _ in range(2)]
    processes = [
        CONTEXT.Process(target=_race, args=(url, game, rounds, who, barrier, pipes[i][1]))
        for i, who in enumerate(("Anna", "Boris"))
    ]
    for process in processes:
        process.start()
    _wait(processes)
    results = [pipe[0].recv() for pipe in pipes]
    (won_a, stale_a), (won_b, stale_b) = results
    assert sorted(won_a + won_b) == list(range(1, rounds + 1))  # nothing lost or doubled
    assert stale_a + stale_b == rounds  # every losing write refused
    log = dict(stored(url, game))
    assert all(log[seq][0] == "Anna" for seq in won_a)
    assert all(log[seq][0] == "Boris" for seq in won_b)


# -- the server restarts mid-loop --------------------------------------------------------


def test_a_server_restart_loses_no_acknowledged_deal_and_the_client_recovers(
    pg_club: Club,
) -> None:
    url = pg_club.url("scorer")
    service = GameService(open_postgres(url))
    game = service.create_game(PLAYERS, "Anna", preset_rules("sochi"))
    acknowledged: dict[int, tuple[str, int]] = {}
    failures: list[str] = []
    target = 120
    restarted = threading.Event()

    def restart_when_a_third_is_done() -> None:
        while len(acknowledged) < target // 3:
            time.sleep(0.01)
        pg_club.cluster.restart()
        restarted.set()

    restarter = threading.Thread(target=restart_when_a_third_is_done)
    restarter.start()
    deadline = time.monotonic() + TIMEOUT_S
    try:
        while len(acknowledged) < target and time.monotonic() < deadline:
            try:
                seen = service.game(game).last_seq  # after a lost COMMIT it may have landed
                event = deal(PLAYERS[seen % 3], 6 + seen % 3)
                result = service.record(game, event, seen)
            except ServiceError as error:
                failures.append(error.code)
                time.sleep(0.05)  # the server is restarting: retry, as the app does
                continue
            acknowledged[result.seq] = signature(event)
    finally:
        restarter.join(TIMEOUT_S)
        service.close()
    assert restarted.is_set()
    assert len(acknowledged) >= target
    assert failures and set(failures) <= {"server_unavailable", "stale"}
    log = dict(stored(url, game))
    assert {seq: log[seq] for seq in acknowledged} == acknowledged


# -- a client killed inside its transaction ----------------------------------------------


def _write_and_hang(url: str, game_id: int, ready: Connection) -> None:
    store = open_postgres_store(url)
    now = "2026-11-30T21:00:00+00:00"
    with store.transaction():
        store.append(game_id, 0, [LogRecord(1, "deal", deal("Anna"))], now)
        store.append(game_id, 1, [LogRecord(2, "deal", deal("Boris"))], now)
        ready.send("inside")
        time.sleep(TIMEOUT_S)  # killed here, before COMMIT


def test_a_client_killed_inside_a_transaction_leaves_no_partial_event(pg_club: Club) -> None:
    url = pg_club.url("scorer")
    game = new_game(url)
    ready, child_end = CONTEXT.Pipe(duplex=False)
    process = CONTEXT.Process(target=_write_and_hang, args=(url, game, child_end))
    process.start()
    assert ready.poll(60) and ready.recv() == "inside"
    assert stored(url, game) == []  # not committed: invisible
    assert process.pid is not None
    os.kill(process.pid, signal.SIGKILL)
    process.join(30)
    assert process.exitcode == -signal.SIGKILL
    # The server rolled the transaction back and released the game's row: a writer that
    # expects the game empty is accepted at once.
    with GameService(open_postgres(url)) as service:
        assert service.game(game).last_seq == 0
        assert service.record(game, deal("Vera"), 0).seq == 1
    assert stored(url, game) == [(1, ("Vera", 6))]
