"""What every RosterStore promises (app/store/roster_sql.py), on each backend.

The roster log is append-only like a game's log: records come back in order after reopening,
a write against an older newest seq is refused, a rolled-back transaction leaves nothing, and
an append stamps the games whose players' names (or whose counting) it changes.
"""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import SOCHI
from app.store.backend import Backend
from app.store.errors import StaleWrite
from app.store.protocol import GameStore, RosterStore
from tests.store.contract.conftest import BackendOpener


@pytest.fixture(autouse=True)
def keeps_a_roster(backend_factory: BackendOpener) -> None:
    """A backend whose bundle keeps no roster log is skipped, saying so (both keep one)."""
    if backend_factory().roster is None:
        pytest.skip("this backend keeps no roster log (docs/roster.md)")


RULES: dict[str, Any] = SOCHI.to_dict()
T0 = "2026-11-30T21:00:00.000000+00:00"
T1 = "2026-11-30T21:01:00.000000+00:00"


class Boom(Exception):
    """Raised inside a transaction to see it rolled back."""


def games(store: GameStore, *tables: tuple[str, ...]) -> list[int]:
    with store.transaction():
        return [store.create_game(players, RULES, players[0], T0) for players in tables]


def roster_of(backend: Backend) -> RosterStore:
    assert backend.roster is not None
    return backend.roster


def test_the_roster_log_starts_empty_and_keeps_its_order_across_reopening(
    backend_factory: BackendOpener,
) -> None:
    backend = backend_factory()
    store, roster = backend.games, roster_of(backend)
    assert roster.roster_log() == []
    with store.transaction():
        first = roster.append_roster(0, "hide_player", {"name": "Вика"}, T0)
        second = roster.append_roster(1, "undone", {"target": 1}, T1)
    assert (first, second) == (1, 2)
    backend.close()
    log = roster_of(backend_factory()).roster_log()
    assert [(r.seq, r.kind, dict(r.payload), r.created_at) for r in log] == [
        (1, "hide_player", {"name": "Вика"}, T0),
        (2, "undone", {"target": 1}, T1),
    ]


def test_a_roster_write_against_an_older_seq_is_refused(backend_factory: BackendOpener) -> None:
    first, second = backend_factory(), backend_factory()
    with first.games.transaction():
        roster_of(first).append_roster(0, "archive_game", {"game": 1}, T0)
    with pytest.raises(StaleWrite) as refused, second.games.transaction():
        roster_of(second).append_roster(0, "archive_game", {"game": 2}, T1)
    assert (refused.value.expected, refused.value.actual) == (0, 1)
    assert [r.payload["game"] for r in roster_of(second).roster_log()] == [1]


def test_a_rolled_back_roster_write_leaves_nothing(backend: Backend) -> None:
    store, roster = backend.games, roster_of(backend)
    (game,) = games(store, ("Anna", "Boris", "Vera"))
    with pytest.raises(Boom), store.transaction():
        roster.append_roster(0, "delete_game", {"game": game}, T0, touched_games=[game])
        raise Boom
    assert roster.roster_log() == []
    assert roster.roster_stamps() == {}


def test_an_append_stamps_the_games_of_the_touched_names_and_games(backend: Backend) -> None:
    store, roster = backend.games, roster_of(backend)
    one, two, three = games(
        store,
        ("Anna", "Boris", "Vera"),
        ("Вика", "Boris", "Vera"),
        ("Gleb", "Dasha", "Egor", "Vera"),
    )
    assert roster.roster_stamps() == {}
    payload = {"from": "Boris", "to": "Borya", "stored": ["Boris"]}
    with store.transaction():
        roster.append_roster(0, "rename_player", payload, T0, touched_players=["Boris"])
    assert roster.roster_stamps() == {one: 1, two: 1}
    with store.transaction():
        roster.append_roster(1, "delete_game", {"game": three}, T1, touched_games=[three])
    assert roster.roster_stamps() == {one: 1, two: 1, three: 2}
    # The games themselves are untouched: their stored players are what their logs name.
    row = store.game(one)
    assert row is not None and row.players == ("Anna", "Boris", "Vera")
