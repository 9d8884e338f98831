"""What every EventStore promises the services (app/store/event_protocol.py), run against each
game-store backend of ``conftest.BACKENDS``: every backend keeps events, so none is skipped."""

from __future__ import annotations

import pytest

from app.engine import SOCHI
from app.store.backend import Backend
from app.store.errors import StoreError
from app.store.event_protocol import EventStore
from app.store.protocol import GameStore
from tests.store.contract.conftest import BackendOpener

T0 = "2026-11-30T18:00:00.000000+00:00"
T1 = "2026-11-30T18:05:00.000000+00:00"
SIX = ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor")
SETTINGS = {"seed": 7, "four_handed": True, "rules": {"preset": "sochi"}}


def events_of(backend: Backend) -> EventStore:
    events = backend.events
    assert events is not None, f"{backend.location} keeps no events"
    return events


def new_event(events: EventStore, name: str = "Пятница", date: str = "2026-11-27") -> int:
    with events.transaction():
        return events.create_event(name, "evening", date, SIX, SETTINGS, T0)


def new_game(store: GameStore, players: tuple[str, ...]) -> int:
    with store.transaction():
        return store.create_game(players, SOCHI.to_dict(), players[0], T0)


def test_an_event_is_read_back_as_given_after_reopening(backend_factory: BackendOpener) -> None:
    backend = backend_factory()
    event = new_event(events_of(backend))
    backend.close()
    row = events_of(backend_factory()).event(event)
    assert row is not None
    assert (row.id, row.name, row.kind, row.date) == (event, "Пятница", "evening", "2026-11-27")
    assert row.players == SIX and dict(row.settings) == SETTINGS and row.created_at == T0


def test_unknown_event_is_none_and_lists_are_newest_first(backend: Backend) -> None:
    events = events_of(backend)
    assert events.event(99) is None and events.list_events() == []
    first = new_event(events, "A", "2026-11-20")
    second = new_event(events, "B", "2026-11-27")
    third = new_event(events, "C", "2026-11-27")
    assert [e.id for e in events.list_events()] == [third, second, first]


def test_a_seating_can_be_replaced_until_the_round_starts(backend: Backend) -> None:
    store, events = backend.games, events_of(backend)
    event = new_event(events)
    with events.transaction():
        events.save_round(event, 1, [SIX[:3], SIX[3:]], [], T0)
    with events.transaction():
        events.save_round(event, 1, [("Anna", "Gleb", "Vera"), ("Boris", "Dina", "Egor")], [], T1)
    (round_1,) = events.rounds(event)
    assert round_1.tables == (("Anna", "Gleb", "Vera"), ("Boris", "Dina", "Egor"))
    assert (round_1.byes, round_1.saved_at, round_1.started, round_1.games) == ((), T1, False, ())
    games = [new_game(store, table) for table in round_1.tables]
    with events.transaction():
        events.start_round(event, 1, games, T1)
    (started,) = events.rounds(event)
    assert started.started and started.started_at == T1 and started.games == tuple(games)
    with pytest.raises(StoreError), events.transaction():
        events.save_round(event, 1, [SIX[:3], SIX[3:]], [], T1)
    assert events.rounds(event)[0].tables == round_1.tables
    with pytest.raises(StoreError), events.transaction():
        events.start_round(event, 1, games, T1)


def test_starting_is_all_or_nothing_with_the_games(backend: Backend) -> None:
    store, events = backend.games, events_of(backend)
    event = new_event(events)
    with events.transaction():
        events.save_round(event, 1, [SIX[:3], SIX[3:]], [], T0)
    with pytest.raises(StoreError), events.transaction():
        game = store.create_game(SIX[:3], SOCHI.to_dict(), "Anna", T0)
        events.start_round(event, 1, [game], T1)  # two tables, one game: refused
    assert not events.rounds(event)[0].started
    assert store.list_games() == []  # the game created inside went with the refusal


def test_a_round_of_an_unknown_event_or_an_unsaved_round_is_refused(backend: Backend) -> None:
    events = events_of(backend)
    with pytest.raises(StoreError), events.transaction():
        events.save_round(42, 1, [SIX[:3]], [], T0)
    event = new_event(events)
    with pytest.raises(StoreError), events.transaction():
        events.start_round(event, 3, [], T0)


def test_one_game_sits_at_one_table_only(backend: Backend) -> None:
    store, events = backend.games, events_of(backend)
    event = new_event(events)
    with events.transaction():
        events.save_round(event, 1, [SIX[:3]], SIX[3:], T0)
        events.save_round(event, 2, [SIX[3:]], SIX[:3], T0)
    game = new_game(store, SIX[:3])
    with events.transaction():
        events.start_round(event, 1, [game], T0)
    with pytest.raises(StoreError), events.transaction():
        events.start_round(event, 2, [game], T0)
    assert [r.byes for r in events.rounds(event)] == [SIX[3:], SIX[:3]]


# -- the field's changes and cancelling a round (issue 28) --------------------------------------


def stamp(minute: int) -> str:
    return f"2026-11-30T19:0{minute}:00.000000+00:00"


CHANGES = [
    ("enter", {"round": 2, "player": "Жанна"}),
    ("withdraw", {"round": 2, "player": "Vera"}),
    ("reinstate", {"round": 3, "player": "Gleb"}),
    (
        "substitute",
        {"round": 2, "player": "Anna", "substitute": "Зоя", "table": 1, "after_deals": 4},
    ),
    ("cut", {"round": 4, "finalists": ["Boris", "Dina", "Egor"], "carry": True}),
    ("undo", {"round": 2, "undoes": 1}),
]


def test_every_kind_of_change_is_kept_in_order_after_reopening(
    backend_factory: BackendOpener,
) -> None:
    backend = backend_factory()
    events = events_of(backend)
    event, other = new_event(events), new_event(events, "Суббота")
    seqs = []
    for index, (kind, payload) in enumerate(CHANGES):
        with events.transaction():
            seqs.append(events.record_change(event, kind, payload, stamp(index)))
    with events.transaction():
        assert events.record_change(other, "enter", {"round": 2, "player": "Лев"}, T1) == 1
    assert seqs == [1, 2, 3, 4, 5, 6]
    backend.close()
    rows = events_of(backend_factory()).changes(event)
    assert [(r.event_id, r.seq, r.kind, dict(r.payload)) for r in rows] == [
        (event, seq, kind, payload) for seq, (kind, payload) in zip(seqs, CHANGES, strict=True)
    ]
    assert [r.recorded_at for r in rows] == [stamp(i) for i in range(6)]


@pytest.mark.parametrize(
    ("event_id", "kind"), [(99, "enter"), (None, "promote")], ids=["no event", "no such kind"]
)
def test_a_change_of_no_event_or_of_no_known_kind_is_refused(
    backend: Backend, event_id: int | None, kind: str
) -> None:
    events = events_of(backend)
    event = new_event(events)
    with pytest.raises(StoreError), events.transaction():
        events.record_change(event_id or event, kind, {"round": 2}, T0)
    assert events.changes(event) == []


def test_a_seated_round_can_be_dropped_until_it_starts(backend: Backend) -> None:
    store, events = backend.games, events_of(backend)
    event = new_event(events)
    with events.transaction():
        events.save_round(event, 1, [SIX[:3], SIX[3:]], [], T0)
    with events.transaction():
        events.drop_round(event, 1)
    assert events.rounds(event) == []
    with events.transaction():
        events.save_round(event, 1, [SIX[:3], SIX[3:]], [], T0)
        games = [
            store.create_game(table, SOCHI.to_dict(), table[0], T0) for table in (SIX[:3], SIX[3:])
        ]
        events.start_round(event, 1, games, T1)
    with pytest.raises(StoreError), events.transaction():
        events.drop_round(event, 1)
    assert events.rounds(event)[0].started


def test_a_round_started_by_mistake_can_be_cancelled_while_nothing_is_played(
    backend: Backend,
) -> None:
    store, events = backend.games, events_of(backend)
    event = new_event(events)
    with events.transaction():
        events.save_round(event, 1, [SIX[:3], SIX[3:]], [], T0)
        first = [
            store.create_game(table, SOCHI.to_dict(), table[0], T0) for table in (SIX[:3], SIX[3:])
        ]
        events.start_round(event, 1, first, T0)
        events.save_round(event, 2, [SIX[::2], SIX[1::2]], [], T1)
        second = [
            store.create_game(table, SOCHI.to_dict(), table[0], T0)
            for table in (SIX[::2], SIX[1::2])
        ]
        events.start_round(event, 2, second, T1)
    with pytest.raises(StoreError), events.transaction():
        events.cancel_round(event, 1)  # not the newest
    with events.transaction():
        assert events.cancel_round(event, 2) == tuple(second)
    assert [r.number for r in events.rounds(event)] == [1]
    assert all(events.round_of(game) is None for game in second)
    assert events.round_of(first[0]) == (event, 1)
    with pytest.raises(StoreError), events.transaction():
        events.cancel_round(event, 2)  # gone already
