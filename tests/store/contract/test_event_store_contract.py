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
