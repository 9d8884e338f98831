"""Seating of club evenings: every player once per round, few repeated opponents, determinism."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.events.seating import (
    Seating,
    SeatingError,
    meetings,
    repeats,
    seat_round,
    table_sizes,
)


def names(count: int) -> list[str]:
    return [f"P{i:02d}" for i in range(1, count + 1)]


def evening(count: int, rounds: int, seed: int = 0, **options: object) -> list[Seating]:
    earlier: list[Seating] = []
    for _ in range(rounds):
        earlier.append(seat_round(names(count), earlier, seed=seed, **options))  # type: ignore[arg-type]
    return earlier


@pytest.mark.parametrize(
    ("count", "sizes", "byes"),
    [
        (3, (3,), 0),
        (4, (4,), 0),
        (5, (4,), 1),
        (6, (3, 3), 0),
        (7, (4, 3), 0),
        (8, (4, 4), 0),
        (9, (3, 3, 3), 0),
        (10, (4, 3, 3), 0),
        (11, (4, 4, 3), 0),
        (12, (3, 3, 3, 3), 0),
        (13, (4, 3, 3, 3), 0),
    ],
)
def test_tables_of_three_with_four_handed_tables_for_the_remainder(
    count: int, sizes: tuple[int, ...], byes: int
) -> None:
    assert table_sizes(count) == (sizes, byes)


@pytest.mark.parametrize(("count", "sizes", "byes"), [(10, (3, 3, 3), 1), (11, (3, 3, 3), 2)])
def test_without_four_handed_tables_the_remainder_rests(
    count: int, sizes: tuple[int, ...], byes: int
) -> None:
    assert table_sizes(count, four_handed=False) == (sizes, byes)


def test_fewer_than_three_players_or_a_name_twice_is_refused() -> None:
    with pytest.raises(SeatingError) as few:
        seat_round(["A", "B"])
    assert few.value.code == "too_few_players"
    with pytest.raises(SeatingError) as twice:
        seat_round(["A", "B", "C", "A"])
    assert twice.value.code == "duplicate_player"


def test_nine_players_meet_every_other_player_exactly_once_in_four_rounds() -> None:
    # 9 players, tables of 3: 4 rounds × 9 pairs = 36 = every pair of 9 once (an affine plane).
    rounds = evening(9, 4)
    met = meetings(rounds)
    assert len(met) == 36
    assert set(met.values()) == {1}


def test_twelve_players_meet_no_one_twice_in_three_rounds() -> None:
    rounds = evening(12, 3, seed=7)
    assert max(meetings(rounds).values()) == 1
    assert len(meetings(rounds)) == 3 * 4 * 3


def test_ten_players_repeat_only_what_the_four_handed_table_forces() -> None:
    # Round 2: the table of four takes four players from three earlier tables, so two of them
    # sat together before — one repeat is forced, and no more is made.
    first, second = evening(10, 2, seed=3)
    assert [len(t) for t in second.tables] == [4, 3, 3]
    assert repeats(second, [first]) == 1


def test_thirteen_players_no_repeat_and_nobody_at_the_four_handed_table_three_times() -> None:
    rounds = evening(13, 3, seed=5)
    assert max(meetings(rounds).values()) == 1
    at_four = Counter(name for r in rounds for name in r.tables[0])
    # Round 2 must take one of round 1's four-table players to the four-table again (four of them
    # go to four different tables); nobody needs a third time.
    assert max(at_four.values()) == 2


def test_byes_go_to_those_who_rested_least_then_lowest_standing() -> None:
    players = names(10)
    standings = list(reversed(players))  # P01 is last
    first = seat_round(players, seed=1, four_handed=False, standings=standings)
    assert first.byes == ("P01",)
    second = seat_round(players, [first], seed=1, four_handed=False, standings=standings)
    assert second.byes == ("P02",)


def test_first_round_by_rating_spreads_the_strongest_across_tables() -> None:
    players = names(9)
    ratings = {name: float(100 - i) for i, name in enumerate(players)}  # P01 strongest
    seating = seat_round(players, first_round="rating", ratings=ratings)
    assert [table[0] for table in seating.tables] == ["P01", "P02", "P03"]
    assert seating.tables[2][:2] == ("P03", "P04")  # the snake turns at the last table


def test_swiss_standings_group_similar_players_among_equally_new_seatings() -> None:
    players = names(9)
    first = seat_round(players, seed=2)
    standings = sorted(players)
    second = seat_round(players, [first], seed=2, standings=standings)
    assert repeats(second, [first]) == 0
    spread = [max(map(standings.index, t)) - min(map(standings.index, t)) for t in second.tables]
    # The tightest no-repeat grouping of ranks 0..8 in threes spans at most 4 places a table.
    assert max(spread) <= 4, second


@settings(max_examples=12, deadline=None)
@given(
    count=st.integers(min_value=9, max_value=30),
    rounds=st.integers(min_value=1, max_value=3),
    seed=st.integers(min_value=0, max_value=10_000),
    four_handed=st.booleans(),
)
def test_every_player_is_seated_exactly_once_per_round_deterministically(
    count: int, rounds: int, seed: int, four_handed: bool
) -> None:
    seatings = evening(count, rounds, seed=seed, four_handed=four_handed)
    sizes, byes = table_sizes(count, four_handed=four_handed)
    for seating in seatings:
        assert sorted(seating.players()) == names(count)
        assert tuple(len(t) for t in seating.tables) == sizes
        assert len(seating.byes) == byes
    assert seatings == evening(count, rounds, seed=seed, four_handed=four_handed)


@settings(max_examples=15, deadline=None)
@given(count=st.integers(min_value=9, max_value=30), seed=st.integers(0, 10_000))
def test_the_second_round_repeats_only_what_pigeonholes_force(count: int, seed: int) -> None:
    first, second = evening(count, 2, seed=seed)
    sizes, _ = table_sizes(count)
    # With at least as many earlier tables as seats at a table, everyone can meet new players;
    # with three earlier tables a table of four forces exactly one repeated pair.
    forced = 0 if len(first.tables) >= max(sizes) else sizes.count(4)
    assert repeats(second, [first]) == forced


def test_pairs_met_counts_each_table_pair() -> None:
    seating = Seating(tables=(("A", "B", "C"), ("D", "E", "F", "G")))
    met = meetings([seating, seating])
    assert len(met) == 3 + 6
    assert all(count == 2 for count in met.values())
    assert {frozenset(p) for p in combinations("ABC", 2)} <= set(met)
