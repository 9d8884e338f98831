"""Moving games between stores by UUID (``pulka push``/``pull``, issue 15), SQLite→SQLite:
copied whole, twice adds nothing, fast-forward when one side only moved on, refused when both
did."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine import SOCHI
from app.engine.history import LogRecord
from app.services import GameService, ServiceError
from app.services.transfer import TransferRefused, compare, move_games
from tests.services.helpers import ANNA_7H, ANNA_ENTRY, PLAYERS, RASPASY, VERA_MISERE


@pytest.fixture
def ends(tmp_path: Path) -> Iterator[tuple[GameService, GameService]]:
    with (
        GameService(tmp_path / "table.sqlite3", backups=0) as table,
        GameService(tmp_path / "club.sqlite3", backups=0) as club,
    ):
        yield table, club


def push(source: GameService, target: GameService, ids: list[int] | None = None) -> list:
    return list(move_games(source.store, target.store, ids))


def events(service: GameService) -> int:
    return int(service.store.conn.execute("SELECT count(*) FROM events").fetchone()[0])


def played(service: GameService) -> int:
    game = service.create_game(PLAYERS, "Anna", SOCHI)
    service.record(game, ANNA_7H, 0)
    service.record(game, RASPASY, 1)
    service.undo(game, 2)  # a marker travels as it is
    service.record(game, VERA_MISERE, 3)
    return game


def test_a_game_is_copied_whole_and_a_second_push_adds_nothing(ends) -> None:
    table, club = ends
    game = played(table)
    finished = table.create_game(PLAYERS, "Boris", SOCHI)
    table.record(finished, ANNA_ENTRY, 0)
    table.finish_game(finished, 1)
    first = push(table, club)
    assert [(m.source_id, m.outcome, m.events) for m in first] == [
        (game, "copied", 4),
        (2, "copied", 2),
    ]
    for moved in first:
        assert club.export_game(moved.target_id) == table.export_game(moved.source_id)
        assert club.history(moved.target_id) == table.history(moved.source_id)
        assert club.undo_status(moved.target_id) == table.undo_status(moved.source_id)
    assert club.game(first[1].target_id).status == "finished"
    before = events(club)
    again = push(table, club)
    assert [m.outcome for m in again] == ["same", "same"]
    assert events(club) == before
    assert len(club.list_games()) == 2


def test_a_game_extended_on_one_side_fast_forwards(ends) -> None:
    table, club = ends
    game = played(table)
    (copy,) = push(table, club)
    table.record(game, ANNA_7H, 4)
    table.finish_game(game, 5)
    (moved,) = push(table, club)
    assert (moved.outcome, moved.events, moved.target_id) == ("extended", 2, copy.target_id)
    assert club.sheet(copy.target_id) == table.sheet(game)
    assert club.game(copy.target_id).status == "finished"
    # Pulled back the other way: the table is not behind, nothing to do.
    (back,) = list(move_games(club.store, table.store))
    assert back.outcome == "same"


def test_the_side_that_is_ahead_is_not_rolled_back(ends) -> None:
    table, club = ends
    game = played(table)
    (copy,) = push(table, club)
    club.record(copy.target_id, ANNA_7H, 4)
    before = events(club)
    (moved,) = push(table, club)
    assert (moved.outcome, moved.common) == ("behind", 4)
    assert events(club) == before
    # Pulling brings the table up to date.
    (pulled,) = list(move_games(club.store, table.store))
    assert (pulled.outcome, pulled.target_id, pulled.events) == ("extended", game, 1)
    assert table.sheet(game) == club.sheet(copy.target_id)


def test_a_game_changed_on_both_sides_is_refused_and_nothing_is_written(ends) -> None:
    table, club = ends
    game = played(table)
    (copy,) = push(table, club)
    table.record(game, ANNA_7H, 4)
    club.record(copy.target_id, RASPASY, 4)
    club_before = club.export_game(copy.target_id)
    table_before = table.export_game(game)
    (moved,) = push(table, club)
    assert (moved.outcome, moved.common, moved.events) == ("diverged", 4, 0)
    assert club.export_game(copy.target_id) == club_before
    (back,) = list(move_games(club.store, table.store))
    assert back.outcome == "diverged"
    assert table.export_game(game) == table_before


def test_only_the_games_named_are_moved_and_an_unknown_one_stops_before_writing(ends) -> None:
    table, club = ends
    first = played(table)
    second = played(table)
    assert [m.source_id for m in push(table, club, [second])] == [second]
    assert len(club.list_games()) == 1
    with pytest.raises(TransferRefused) as error:
        push(table, club, [first, 99])
    assert error.value.params == {"game_id": 99}
    assert len(club.list_games()) == 1


def test_a_read_only_target_is_refused(ends, tmp_path: Path) -> None:
    table, club = ends
    played(table)
    club.store._read_only = True
    with pytest.raises(ServiceError) as error:
        push(table, club)
    assert error.value.code == "read_only"
    assert events(club) == 0


RECORDS = st.lists(st.just(None), max_size=6)  # only the lengths matter


@given(RECORDS, RECORDS, RECORDS)
def test_compare_tells_prefixes_from_divergence(common: list, mine: list, theirs: list) -> None:
    """A property of any two logs: the outcome follows from their common prefix alone."""

    shared = [LogRecord(seq, "finished") for seq in range(1, len(common) + 1)]
    # Tails that differ at their first record when both exist.
    source = shared + [LogRecord(len(shared) + 1 + i, "undone", target=1) for i in range(len(mine))]
    target = shared + [
        LogRecord(len(shared) + 1 + i, "redone", target=1) for i in range(len(theirs))
    ]
    outcome, length = compare(source, target)
    assert length == len(shared)
    expected = {
        (False, False): "same",
        (True, False): "extended",
        (False, True): "behind",
        (True, True): "diverged",
    }[(bool(mine), bool(theirs))]
    assert outcome == expected
