"""What every GameStore promises about game identity (issue 15), run against each backend: a
UUID per game, kept when given, found again, unique; copied records keep their times."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from app.engine import SOCHI
from app.engine.history import LogRecord
from app.store.errors import StoreError
from app.store.protocol import GameStore
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY
from tests.store.contract.conftest import Opener

RULES: dict[str, Any] = SOCHI.to_dict()
T0 = "2026-11-30T20:00:00.000000+00:00"
T1 = "2026-11-30T20:01:00.000000+00:00"
EARLIER = ("2026-10-01T19:00:00.000000+00:00", "2026-10-01T19:05:00.000000+00:00")
GIVEN = "0b7c5e0a-1234-4abc-8def-0123456789ab"


def test_every_new_game_gets_its_own_uuid(store: GameStore) -> None:
    with store.transaction():
        first = store.create_game(PLAYERS, RULES, "Anna", T0)
        second = store.create_game(PLAYERS, RULES, "Anna", T0)
    one, two = store.game_uuid(first), store.game_uuid(second)
    assert one is not None and two is not None and one != two
    assert str(uuid.UUID(one)) == one  # canonical text
    assert store.find_by_uuid(one) == first
    assert store.find_by_uuid(two) == second
    assert store.game_uuid(first + second + 1) is None
    assert store.find_by_uuid(str(uuid.uuid4())) is None


def test_a_given_uuid_is_kept_across_reopening_and_not_given_twice(store_factory: Opener) -> None:
    store = store_factory()
    with store.transaction():
        game = store.create_game(PLAYERS, RULES, "Anna", T0, game_uuid=GIVEN)
    store.close()
    again = store_factory()
    assert again.game_uuid(game) == GIVEN
    assert again.find_by_uuid(GIVEN) == game
    with pytest.raises(StoreError), again.transaction():
        again.create_game(PLAYERS, RULES, "Anna", T1, game_uuid=GIVEN)
    assert [listing.id for listing in again.list_games()] == [game]


def test_copied_records_keep_the_times_they_were_written(store: GameStore) -> None:
    with store.transaction():
        game = store.create_game(PLAYERS, RULES, "Anna", T0)
    records = [LogRecord(1, "deal", event=ANNA_7H), LogRecord(2, "raspasy", event=RASPASY)]
    with store.transaction():
        store.append(game, 0, records, T1, written=EARLIER)
    loaded = store.load(game, upto=2)
    assert [r.record for r in loaded] == records
    assert tuple(r.created_at for r in loaded) == EARLIER
    row = store.game(game)
    assert row is not None and (row.last_seq, row.updated_at) == (2, T1)
