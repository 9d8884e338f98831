"""What every GameStore promises the services (app/store/protocol.py), run against each backend.

Durability across reopening, refusal of a stale write, the log's order, all-or-nothing
transactions (an import), the game list, the players registry and status changes. The numbers
are the protocol's: seqs are 1, 2, 3, … and ``last_seq`` is the newest.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine import SOCHI
from app.engine.events import event_kind
from app.engine.history import LogRecord
from app.store.errors import StaleWrite, StoreError
from app.store.protocol import GameStore
from tests.services.helpers import ANNA_7H, ANNA_ENTRY, PLAYERS, RASPASY, VALID_EVENTS
from tests.store.contract.conftest import Opener

RULES: dict[str, Any] = SOCHI.to_dict()
T0 = "2026-11-30T20:00:00.000000+00:00"
T1 = "2026-11-30T20:01:00.000000+00:00"
T2 = "2026-11-30T20:02:00.000000+00:00"


def deal(seq: int) -> LogRecord:
    return LogRecord(seq, "deal", event=ANNA_7H)


def new_game(store: GameStore, players: tuple[str, ...] = PLAYERS, now: str = T0) -> int:
    with store.transaction():
        return store.create_game(players, RULES, players[0], now)


class Boom(Exception):
    """Raised inside a transaction to see it rolled back."""


def test_a_new_game_is_open_empty_and_read_back_as_given(store: GameStore) -> None:
    game = new_game(store)
    row = store.game(game)
    assert row is not None
    assert (row.id, row.players, dict(row.rules), row.first_dealer) == (
        game,
        PLAYERS,
        RULES,
        "Anna",
    )
    assert (row.status, row.created_at, row.finished_at, row.updated_at) == ("open", T0, None, T0)
    assert row.last_seq == 0
    assert store.load(game, upto=0) == []
    stamp = store.stamp(game)
    assert stamp is not None and (stamp.last_seq, stamp.status) == (0, "open")
    assert store.game_players(game) == PLAYERS


def test_an_unknown_game_is_none(store: GameStore) -> None:
    assert store.game(999) is None
    assert store.stamp(999) is None


def test_everything_written_is_there_after_reopening(store_factory: Opener) -> None:
    store = store_factory()
    game = new_game(store)
    records = [
        LogRecord(1, "deal", event=ANNA_7H),
        LogRecord(2, "raspasy", event=RASPASY),
        LogRecord(3, "undone", target=2),
        LogRecord(4, "corrected", event=ANNA_ENTRY, target=1),
        LogRecord(5, "finished"),
    ]
    with store.transaction():
        store.append(game, 0, records[:2], T1)
    with store.transaction():
        store.append(game, 2, records[2:], T2)
        store.set_status(game, "finished", T2)
    store.close()

    again = store_factory()
    assert [stored.record for stored in again.load(game, upto=5)] == records
    assert [stored.created_at for stored in again.load(game, upto=5)] == [T1, T1, T2, T2, T2]
    row = again.game(game)
    assert row is not None
    assert (row.last_seq, row.status, row.finished_at, row.updated_at) == (5, "finished", T2, T2)
    assert again.list_players() == sorted(PLAYERS)


def test_a_write_expecting_an_old_last_seq_is_refused_and_writes_nothing(
    store_factory: Opener,
) -> None:
    mine, theirs = store_factory(), store_factory()
    game = new_game(mine)
    with theirs.transaction():
        theirs.append(game, 0, [deal(1)], T1)  # another window wrote first
    with pytest.raises(StaleWrite) as refused, mine.transaction():
        mine.append(game, 0, [deal(1)], T2)
    assert (refused.value.game_id, refused.value.expected, refused.value.actual) == (game, 0, 1)
    assert [s.created_at for s in mine.load(game, upto=10)] == [T1]
    stamp = mine.stamp(game)
    assert stamp is not None and (stamp.last_seq, stamp.updated_at) == (1, T1)


def test_seqs_that_do_not_follow_last_seq_are_refused(store: GameStore) -> None:
    game = new_game(store)
    with pytest.raises(StoreError), store.transaction():
        store.append(game, 0, [deal(2)], T1)
    assert store.load(game, upto=10) == []


def test_the_log_loads_in_seq_order_up_to_the_limit(store: GameStore) -> None:
    game = new_game(store)
    for seq in range(1, 13):  # 12 appends: seq 10 must not sort before 2
        with store.transaction():
            store.append(game, seq - 1, [deal(seq)], T1)
    assert [s.record.seq for s in store.load(game, upto=12)] == list(range(1, 13))
    assert [s.record.seq for s in store.load(game, upto=7)] == list(range(1, 8))


def test_games_do_not_see_each_others_logs(store: GameStore) -> None:
    first, second = new_game(store), new_game(store)
    with store.transaction():
        store.append(first, 0, [deal(1), deal(2)], T1)
        store.append(second, 0, [LogRecord(1, "raspasy", event=RASPASY)], T1)
    assert [s.record.kind for s in store.load(first, upto=9)] == ["deal", "deal"]
    assert [s.record.kind for s in store.load(second, upto=9)] == ["raspasy"]


def test_an_import_that_fails_half_way_leaves_nothing(store: GameStore) -> None:
    with pytest.raises(Boom), store.transaction():
        game = store.create_game(("Gleb", "Dina", "Ilya"), RULES, "Gleb", T0)
        store.append(game, 0, [deal(1)], T0)
        raise Boom
    assert store.list_games() == []
    assert store.list_players() == []


def test_a_refused_append_rolls_back_the_whole_transaction(store: GameStore) -> None:
    game = new_game(store)
    with pytest.raises(StaleWrite), store.transaction():
        store.set_status(game, "finished", T1)
        store.append(game, 3, [deal(4)], T1)
    row = store.game(game)
    assert row is not None and (row.status, row.finished_at, row.last_seq) == ("open", None, 0)


def test_the_game_list_shows_the_most_recently_played_first(store: GameStore) -> None:
    older = new_game(store, now=T0)
    newer = new_game(store, ("Gleb", "Dina", "Ilya", "Oleg"), now=T1)
    with store.transaction():
        store.append(older, 0, [deal(1)], T2)  # played last: first in the list
    listed = store.list_games()
    assert [g.id for g in listed] == [older, newer]
    first = listed[0]
    assert (first.players, first.status, first.created_at, first.updated_at) == (
        PLAYERS,
        "open",
        T0,
        T2,
    )
    assert (first.last_seq, first.preset, first.damaged) == (1, "sochi", False)
    assert first.rules_text is not None


def test_games_updated_at_the_same_time_list_the_newest_first(store: GameStore) -> None:
    games = [new_game(store, now=T0) for _ in range(3)]
    assert [g.id for g in store.list_games()] == games[::-1]


def test_players_join_the_registry_once_and_are_listed_by_name(store: GameStore) -> None:
    new_game(store, ("Vera", "Anna", "Boris"))
    new_game(store, ("Anna", "Dina", "Boris", "Vera"))
    assert store.list_players() == ["Anna", "Boris", "Dina", "Vera"]
    # A Cyrillic name is kept exactly.
    new_game(store, ("Анна", "Борис", "Вера"))
    assert {"Анна", "Борис", "Вера"} <= set(store.list_players())


def test_finishing_and_reopening_a_game(store: GameStore) -> None:
    game = new_game(store)
    with store.transaction():
        store.append(game, 0, [LogRecord(1, "finished")], T1)
        store.set_status(game, "finished", T1)
    stamp = store.stamp(game)
    assert stamp is not None and (stamp.status, stamp.finished_at) == ("finished", T1)
    assert [g.status for g in store.list_games()] == ["finished"]
    with store.transaction():
        store.append(game, 1, [LogRecord(2, "reopened")], T2)
        store.set_status(game, "open", T2)
    row = store.game(game)
    assert row is not None and (row.status, row.finished_at, row.last_seq) == ("open", None, 2)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(batches=st.lists(st.lists(st.sampled_from(VALID_EVENTS), max_size=4), max_size=6))
def test_any_batches_of_appends_load_back_as_one_ordered_log(
    store: GameStore, batches: list[list[Any]]
) -> None:
    game = new_game(store)  # a fresh game for every example
    written: list[LogRecord] = []
    for batch in batches:
        records = [
            LogRecord(len(written) + i, event_kind(e), event=e) for i, e in enumerate(batch, 1)
        ]
        with store.transaction():
            store.append(game, len(written), records, T1)
        written += records
    assert [s.record for s in store.load(game, upto=len(written))] == written
    stamp = store.stamp(game)
    assert stamp is not None and stamp.last_seq == len(written)
