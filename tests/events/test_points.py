"""Tournament points: raw whists, place points with shared ties and equal tables, both published
scaled schemes, a custom cap and the time-out rule (docs/events.md §Points). Every figure below is
worked out by hand from the rule's words, not taken from the code."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.events.points import (
    HALF_ABOVE_50_TENTH_ABOVE_100,
    TENTH_ABOVE_200,
    Band,
    Formula,
    place_points,
    places,
    scaled,
    table_points,
)


@pytest.mark.parametrize(
    ("whists", "points"),
    [
        # docs/events.md §Points, example 2: in full to 50, half from 50 to 100, a tenth above.
        (0, F(0)),
        (30, F(30)),
        (50, F(50)),
        (51, F(101, 2)),
        (80, F(65)),
        (100, F(75)),
        (150, F(80)),
        (-150, F(-80)),
        (-64, F(-57)),
    ],
)
def test_scaled_whists_half_above_50_a_tenth_above_100(whists: int, points: F) -> None:
    assert scaled(F(whists), HALF_ABOVE_50_TENTH_ABOVE_100) == points


@pytest.mark.parametrize(
    ("whists", "points"),
    [
        # docs/events.md §Points, scheme 1: 200 one for one, ten to one above 200, nothing
        # from 650. 300 → 200 + 100/10 = 210; 650 → 200 + 450/10 = 245, and no more above.
        (0, F(0)),
        (150, F(150)),
        (200, F(200)),
        (201, F(2001, 10)),
        (300, F(210)),
        (650, F(245)),
        (1000, F(245)),
        (-300, F(-210)),
        (-1200, F(-245)),
    ],
)
def test_scaled_whists_a_tenth_above_200_nothing_from_650(whists: int, points: F) -> None:
    assert scaled(F(whists), TENTH_ABOVE_200) == points


@pytest.mark.parametrize(
    ("whists", "points"), [(80, F(80)), (100, F(100)), (150, F(100)), (-150, F(-100))]
)
def test_a_custom_cap_on_raw_whists(whists: int, points: F) -> None:
    # docs/events.md §Points: whists as they are, capped at 100 both ways.
    formula = Formula(cap=F(100))
    assert table_points({"А": whists, "Б": -whists}, formula) == {"А": points, "Б": -points}


def test_a_cap_bounds_the_scaled_result_both_ways() -> None:
    formula = Formula(kind="scaled", bands=(Band(F(200), F(1, 10)),), cap=F(210))
    assert scaled(F(250), formula) == F(205)
    assert scaled(F(900), formula) == F(210)
    assert scaled(F(-900), formula) == F(-210)


@pytest.mark.parametrize(
    ("results", "expected"),
    [
        ({"А": 40, "Б": -10, "В": -30}, {"А": F(2), "Б": F(1), "В": F(0)}),
        ({"А": 20, "Б": 20, "В": -40}, {"А": F(3, 2), "Б": F(3, 2), "В": F(0)}),
        ({"А": 0, "Б": 0, "В": 0}, {"А": F(1), "Б": F(1), "В": F(1)}),
    ],
)
def test_place_points_share_tied_places(results: dict[str, int], expected: dict[str, F]) -> None:
    assert table_points(results, Formula(kind="places")) == expected


@pytest.mark.parametrize(
    ("results", "equal", "raw"),
    [
        # docs/events.md §Equal tables: 3, 2, 1, 0 scaled onto 2…0 is 2, 1⅓, ⅔, 0 (×⅔).
        (
            {"А": 40, "Б": 10, "В": -20, "Г": -30},
            {"А": F(2), "Б": F(4, 3), "В": F(2, 3), "Г": F(0)},
            {"А": F(3), "Б": F(2), "В": F(1), "Г": F(0)},
        ),
        # Three tied last share (1⅓ + ⅔ + 0) / 3 = ⅔ each; raw: (2 + 1 + 0) / 3 = 1.
        (
            {"А": 9, "Б": -3, "В": -3, "Г": -3},
            {"А": F(2), "Б": F(2, 3), "В": F(2, 3), "Г": F(2, 3)},
            {"А": F(3), "Б": F(1), "В": F(1), "Г": F(1)},
        ),
    ],
)
def test_a_four_handed_table_pays_the_three_handed_range(
    results: dict[str, int], equal: dict[str, F], raw: dict[str, F]
) -> None:
    assert table_points(results, Formula(kind="places")) == equal
    assert table_points(results, Formula(kind="places", equal_tables=False)) == raw


@pytest.mark.parametrize(
    ("formula", "stopped", "expected"),
    [
        # docs/events.md §Time-out: a pool stopped by the clock pays no positive result.
        (Formula(timeout=True), True, {"А": F(0), "Б": F(-20), "В": F(-40)}),
        (Formula(timeout=True), False, {"А": F(60), "Б": F(-20), "В": F(-40)}),
        (Formula(), True, {"А": F(60), "Б": F(-20), "В": F(-40)}),
    ],
)
def test_the_time_out_rule_zeroes_gains_of_a_pool_stopped_by_time(
    formula: Formula, stopped: bool, expected: dict[str, F]
) -> None:
    results = {"А": 60, "Б": -20, "В": -40}
    assert table_points(results, formula, stopped_by_time=stopped) == expected


def test_places_give_equal_results_the_better_place() -> None:
    assert places({"А": 20, "Б": 20, "В": -40}) == {"А": 1, "Б": 1, "В": 3}


def test_raw_whists_are_the_result_itself() -> None:
    assert table_points({"А": F(7, 2), "Б": F(-7, 2)}, Formula()) == {"А": F(7, 2), "Б": F(-7, 2)}


@pytest.mark.parametrize(
    "bad",
    [
        {"kind": "scaled", "bands": (Band(F(100), F(1, 2)), Band(F(50), F(1, 10)))},
        {"kind": "scaled", "bands": (Band(F(50), F(-1)),)},
        {"kind": "scaled", "cap": F(0)},
        {"kind": "places", "places": (F(1), F(0))},
        {"kind": "places", "timeout": True},
        {"kind": "places", "cap": F(100)},
    ],
)
def test_inconsistent_formulas_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Formula(**bad)  # type: ignore[arg-type]


def test_place_points_need_one_value_per_player() -> None:
    with pytest.raises(ValueError):
        place_points({"А": 1, "Б": -1}, (F(2), F(1), F(0)))


amounts = st.integers(min_value=-2000, max_value=2000).map(F)


@given(amounts, amounts)
def test_scaling_is_odd_and_monotone(a: F, b: F) -> None:
    formula = HALF_ABOVE_50_TENTH_ABOVE_100
    assert scaled(-a, formula) == -scaled(a, formula)
    if a <= b:
        assert scaled(a, formula) <= scaled(b, formula)
    assert abs(scaled(a, formula)) <= abs(a)


@given(st.lists(amounts, min_size=3, max_size=4), st.booleans())
def test_place_points_always_hand_out_the_whole_table(values: list[F], equal: bool) -> None:
    results = {f"P{i}": v for i, v in enumerate(values)}
    formula = Formula(kind="places", equal_tables=equal)
    table = formula.table_of(len(values))
    assert sum(table_points(results, formula).values()) == sum(table)


@given(st.lists(st.integers(-300, 300), min_size=3, max_size=4))
def test_equal_tables_pay_one_point_a_seat_on_average(values: list[int]) -> None:
    # Whatever the results and ties, a seat at a table of three or four is worth 1 on average
    # (2 + 1 + 0 over three seats; 2 + 1⅓ + ⅔ + 0 over four).
    points = table_points({f"P{i}": v for i, v in enumerate(values)}, Formula(kind="places"))
    assert sum(points.values()) / len(values) == 1
