"""Tournament points: raw whists, place points with shared ties, scaled whists with a cap."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.events.points import (
    HALF_ABOVE_50_TENTH_ABOVE_100,
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
        (
            {"А": 9, "Б": -3, "В": -3, "Г": -3},
            {"А": F(3), "Б": F(1), "В": F(1), "Г": F(1)},
        ),
    ],
)
def test_place_points_share_tied_places(results: dict[str, int], expected: dict[str, F]) -> None:
    assert table_points(results, Formula(kind="places")) == expected


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


@given(st.lists(amounts, min_size=3, max_size=4))
def test_place_points_always_hand_out_the_whole_table(values: list[F]) -> None:
    results = {f"P{i}": v for i, v in enumerate(values)}
    formula = Formula(kind="places")
    table = formula.places4 if len(values) == 4 else formula.places
    assert sum(table_points(results, formula).values()) == sum(table)
