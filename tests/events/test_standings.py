"""Standings: points summed over rounds, the chosen tie-breaks in their order, shared places,
provisional tables apart, a cut's finalists first (docs/events.md §Standings). Every figure is
worked out by hand in the comments; hypothesis: the order tables are recorded in never matters."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.events.field import Change
from app.events.points import HALF_ABOVE_50_TENTH_ABOVE_100, TENTH_ABOVE_200, Formula
from app.events.standings import TIE_BREAKS, TableResult, TieBreak, standings

PLAYERS = ["Аня", "Борис", "Вика", "Гена", "Даша", "Егор"]


def evening() -> list[TableResult]:
    # Hand-worked: two rounds of two tables of three (results in whists, each table sums to 0).
    return [
        TableResult(1, {"Аня": 30, "Борис": -10, "Вика": -20}),
        TableResult(1, {"Гена": 12, "Даша": 0, "Егор": -12}),
        TableResult(2, {"Аня": -5, "Гена": 25, "Даша": -20}),
        TableResult(2, {"Борис": 15, "Вика": -3, "Егор": -12}),
    ]


def test_whist_standings_by_hand() -> None:
    lines = standings(PLAYERS, evening(), Formula(), rounds=2)
    table = [(s.place, s.player, s.points) for s in lines]
    # Аня 30−5=25, Гена 12+25=37, Борис −10+15=5, Даша 0−20=−20, Вика −23, Егор −24.
    assert table == [
        (1, "Гена", F(37)),
        (2, "Аня", F(25)),
        (3, "Борис", F(5)),
        (4, "Даша", F(-20)),
        (5, "Вика", F(-23)),
        (6, "Егор", F(-24)),
    ]
    assert lines[0].by_round == (F(12), F(25))
    assert lines[0].firsts == 2


def test_place_standings_break_ties_by_whists_then_first_places() -> None:
    lines = standings(
        PLAYERS, evening(), Formula(kind="places"), rounds=2, tie_breaks=("whists", "firsts")
    )
    by_name = {s.player: s for s in lines}
    # Places: round 1 Аня 2, Борис 1, Вика 0 | Гена 2, Даша 1, Егор 0;
    #         round 2 Гена 2, Аня 1, Даша 0 | Борис 2, Вика 1, Егор 0.
    assert {n: s.points for n, s in by_name.items()} == {
        "Гена": F(4),
        "Аня": F(3),
        "Борис": F(3),
        "Даша": F(1),
        "Вика": F(1),
        "Егор": F(0),
    }
    # Аня and Борис have 3 points: Аня's 25 whists beat Борис's 5.
    assert [s.player for s in lines] == ["Гена", "Аня", "Борис", "Даша", "Вика", "Егор"]
    assert [s.place for s in lines] == [1, 2, 3, 4, 5, 6]


def test_equal_lines_share_a_place_and_sort_by_name() -> None:
    tables = [TableResult(1, {"Борис": 10, "Аня": 10, "Вика": -20})]
    lines = standings(["Вика", "Борис", "Аня"], tables, Formula(), rounds=1)
    assert [(s.place, s.player) for s in lines] == [(1, "Аня"), (1, "Борис"), (3, "Вика")]


def test_a_bye_scores_the_bye_points_and_counts_in_the_line() -> None:
    tables = [TableResult(1, {"Аня": 10, "Борис": 0, "Вика": -10})]
    lines = standings(
        ["Аня", "Борис", "Вика", "Гена"],
        tables,
        Formula(kind="places"),
        rounds=1,
        byes={1: ["Гена"]},
        bye_points=F(1),
        tie_breaks=("whists", "firsts", "byes"),
    )
    gena = next(s for s in lines if s.player == "Гена")
    assert (gena.points, gena.byes, gena.rounds, gena.by_round) == (F(1), 1, 0, (F(1),))
    assert gena.rested == (True,)
    # Гена (bye, 1 point) ties Борис (1 point, 0 whists, no first place): fewer byes ranks first.
    assert [s.player for s in lines] == ["Аня", "Борис", "Гена", "Вика"]


def test_standings_after_the_first_round_ignore_later_rounds() -> None:
    lines = standings(PLAYERS, evening(), Formula(), rounds=1)
    assert lines[0].player == "Аня" and lines[0].points == F(30)


# -- tie-breaks --------------------------------------------------------------------------------
# Seven players, whists as points, two rounds of two tables and a bye (bye points 0):
#   round 1: A +20, B +10, C −30 | D +30, E 0, F −30 | G rests
#   round 2: A 0, D −10, G +10   | B +10, E +20, C −30 | F rests
# Totals: A 20, B 20, D 20, E 20, G 10, F −30, C −60 — A, B, D, E tie on points and whists.
#   first places: A 1 (r1), D 1 (r1), E 1 (r2), B 0.
#   head-to-head among all four: A beat B (r1) and D (r2) = 2; D beat E (r1) = 1; E beat B (r2)
#     = 1; B 0.  Among A, D, E only: A beat D = 1, D beat E = 1, E 0.
#   opponents' points: A met B, C, D, G: 20 − 60 + 20 + 10 = −10; B met A, C, E, C: −80;
#     D met E, F, A, G: 20; E met D, F, B, C: −50.
TIES = [
    TableResult(1, {"A": 20, "B": 10, "C": -30}),
    TableResult(1, {"D": 30, "E": 0, "F": -30}),
    TableResult(2, {"A": 0, "D": -10, "G": 10}),
    TableResult(2, {"B": 10, "E": 20, "C": -30}),
]
SEVEN = list("ABCDEFG")


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        # Only first places: A, D, E share 1st (1 each), B 4th.
        (("firsts",), [(1, "A"), (1, "D"), (1, "E"), (4, "B")]),
        # Only head-to-head among the four: A 2, D and E 1, B 0.
        (("head_to_head",), [(1, "A"), (2, "D"), (2, "E"), (4, "B")]),
        # Only opponents' points: D 20, A −10, E −50, B −80.
        (("opponents",), [(1, "D"), (2, "A"), (3, "E"), (4, "B")]),
        # The default order: whists tie; first places put B last; head-to-head among A, D, E
        # (A 1, D 1, E 0) puts E third; opponents' points put D (20) above A (−10).
        (TIE_BREAKS, [(1, "D"), (2, "A"), (3, "E"), (4, "B")]),
        # None: all four share 1st, listed by name.
        ((), [(1, "A"), (1, "B"), (1, "D"), (1, "E")]),
    ],
)
def test_each_tie_break_in_the_order_chosen(
    order: tuple[TieBreak, ...], expected: list[tuple[int, str]]
) -> None:
    lines = standings(
        SEVEN,
        TIES,
        Formula(),
        rounds=2,
        byes={1: ["G"], 2: ["F"]},
        bye_points=F(0),
        tie_breaks=order,
    )
    assert [(s.place, s.player) for s in lines[:4]] == expected
    assert [(s.place, s.player, s.points) for s in lines[4:]] == [
        (5, "G", F(10)),
        (6, "F", F(-30)),
        (7, "C", F(-60)),
    ]
    assert {s.player: s.opponents for s in lines[:4]} == {
        "A": F(-10),
        "B": F(-80),
        "D": F(20),
        "E": F(-50),
    }


def test_fewer_byes_breaks_a_tie() -> None:
    # Three rounds, bye points 0:  r1 A +10, H +10, B −20 (G rests);  r2 A +10, G +10, B −20
    # (H rests);  r3 A +20, H 0, B −20 (G rests). A 40, B −60; G and H both 10 whists with one
    # (shared) first place and never met. G rested twice, H once: fewer byes puts H above G.
    # Opponents' points: H met A and B twice (2 × −20 = −40), G once (−20): they put G first.
    tables = [
        TableResult(1, {"A": 10, "H": 10, "B": -20}),
        TableResult(2, {"A": 10, "G": 10, "B": -20}),
        TableResult(3, {"A": 20, "H": 0, "B": -20}),
    ]
    byes = {1: ["G"], 2: ["H"], 3: ["G"]}

    def order(tie_breaks: tuple[TieBreak, ...]) -> list[str]:
        lines = standings(
            list("ABGH"), tables, Formula(), rounds=3, byes=byes, bye_points=F(0),
            tie_breaks=tie_breaks,
        )  # fmt: skip
        return [s.player for s in lines]

    assert order(("whists", "firsts", "byes")) == ["A", "H", "G", "B"]
    assert order(TIE_BREAKS) == ["A", "G", "H", "B"]


# -- provisional tables ------------------------------------------------------------------------


def test_a_table_still_playing_is_counted_apart_by_default() -> None:
    tables = [
        TableResult(1, {"Аня": 30, "Борис": -10, "Вика": -20}),
        TableResult(1, {"Гена": 12, "Даша": 0, "Егор": -12}, finished=False, deals=5),
    ]
    lines = {s.player: s for s in standings(PLAYERS, tables, Formula(), rounds=1)}
    assert (lines["Гена"].points, lines["Гена"].open_points) == (F(0), F(12))
    assert (lines["Гена"].by_round, lines["Гена"].open_by_round) == ((None,), (F(12),))
    assert (lines["Аня"].points, lines["Аня"].open_points) == (F(30), F(0))
    lines = {s.player: s for s in standings(PLAYERS, tables, Formula(), rounds=1, count_open=True)}
    counted = lines
    assert (counted["Гена"].points, counted["Гена"].open_by_round) == (F(12), (F(12),))


# -- byes: the round's average seat by default ---------------------------------------------


@pytest.mark.parametrize(
    ("formula", "tables", "bye"),
    [
        # docs/events.md §Byes, one example a scheme. Whists: every table sums to 0 → 0.
        (Formula(), [{"А": 60, "Б": -20, "В": -40}, {"Г": 30, "Д": 10, "Е": -40}], F(0)),
        # Places, equal tables: 2 + 1 + 0 at each table → 6 points over 6 seats = 1.
        (
            Formula(kind="places"),
            [{"А": 60, "Б": -20, "В": -40}, {"Г": 30, "Д": 10, "Е": -40}],
            F(1),
        ),
        # Places, raw: one table of four pays 3 + 2 + 1 + 0 = 6 over 4 seats = 1½.
        (
            Formula(kind="places", equal_tables=False),
            [{"А": 40, "Б": 10, "В": -20, "Г": -30}],
            F(3, 2),
        ),
        # Scheme 1: +300 → 210, −100, −200; +50, −20, −30: (210 − 100 − 200 + 0) / 6 = −15.
        (
            TENTH_ABOVE_200,
            [{"А": 300, "Б": -100, "В": -200}, {"Г": 50, "Д": -20, "Е": -30}],
            F(-15),
        ),
        # Scheme 2: +150 → 80, −50, −100 → −75; +40, −10, −30: (80 − 50 − 75 + 0) / 6 = −7½.
        (
            HALF_ABOVE_50_TENTH_ABOVE_100,
            [{"А": 150, "Б": -50, "В": -100}, {"Г": 40, "Д": -10, "Е": -30}],
            F(-15, 2),
        ),
    ],
)
def test_a_bye_scores_the_rounds_average_seat(
    formula: Formula, tables: list[dict[str, int]], bye: F
) -> None:
    players = [n for t in tables for n in t] + ["Ж"]
    lines = standings(
        players, [TableResult(1, t) for t in tables], formula, rounds=1, byes={1: ["Ж"]}
    )
    (rested,) = [s for s in lines if s.player == "Ж"]
    assert (rested.points, rested.byes, rested.rounds) == (bye, 1, 0)


# -- substitutes -------------------------------------------------------------------------------


def test_a_seat_taken_over_mid_round_is_shared_by_the_deals_each_played() -> None:
    # docs/events.md §Substitutes: 12 deals; Анна leaves after 4, Зоя plays the other 8. The seat
    # made +120 and first place (2 points): Анна 4/12 → ⅔ point, 40 whists, ⅓ of a first;
    # Зоя 8/12 → 1⅓ points, 80 whists, ⅔ of a first. Борис and Вера as if nothing happened.
    # Жанна rests, but for the last 3 deals she took Вера's seat (−90, 0 points): her bye (the
    # average, 1) counts for 9/12 → ¾, the seat's 0 for 3/12; whists −90 × 3/12 = −22½.
    table = TableResult(1, {"Анна": 120, "Борис": -30, "Вера": -90}, table=1, deals=12)
    subs = [
        Change("substitute", 1, "Анна", "Зоя", table=1, after_deals=4),
        Change("substitute", 1, "Вера", "Жанна", table=1, after_deals=9),
    ]
    lines = standings(
        ["Анна", "Борис", "Вера", "Жанна", "Зоя"],
        [table],
        Formula(kind="places"),
        rounds=1,
        byes={1: ["Жанна"]},
        substitutions=subs,
    )
    got = {s.player: (s.points, s.whists, s.firsts, s.rounds, s.byes) for s in lines}
    assert got == {
        "Анна": (F(2, 3), F(40), F(1, 3), 1, 0),
        "Зоя": (F(4, 3), F(80), F(2, 3), 1, 0),
        "Борис": (F(1), F(-30), F(0), 1, 0),
        "Вера": (F(0), F(-135, 2), F(0), 1, 0),
        "Жанна": (F(3, 4), F(-45, 2), F(0), 1, 1),
    }


# -- a cut and a final -------------------------------------------------------------------------
# Round 1: A +50, B −10, C −40 | D +30, E −5, F −25 → A 50, D 30, E −5, B −10, F −25, C −40.
# The top 3 (A, D, E) play the final, round 2: A −40, D +10, E +30.
#   carried: D 40, E 25, A 10;  the final alone: E 30, D 10, A −40.
CUT_TABLES = [
    TableResult(1, {"A": 50, "B": -10, "C": -40}),
    TableResult(1, {"D": 30, "E": -5, "F": -25}),
    TableResult(2, {"A": -40, "D": 10, "E": 30}),
]


@pytest.mark.parametrize(
    ("carry", "expected"),
    [
        (True, ["D", "E", "A", "B", "F", "C"]),
        (False, ["E", "D", "A", "B", "F", "C"]),
    ],
)
def test_the_finalists_rank_first(carry: bool, expected: list[str]) -> None:
    cut = Change("cut", 2, finalists=("A", "D", "E"), carry=carry)
    lines = standings(list("ABCDEF"), CUT_TABLES, Formula(), rounds=2, cut=cut)
    assert [s.player for s in lines] == expected
    assert [s.place for s in lines] == [1, 2, 3, 4, 5, 6]
    finals = {s.player: s.final_points for s in lines}
    assert finals == (
        dict.fromkeys("ABCDEF")
        if carry
        else {"A": F(-40), "D": F(10), "E": F(30), "B": F(0), "C": F(0), "F": F(0)}
    )


# -- hypothesis: the order in which tables are recorded never changes the standings ----------

results = st.lists(st.integers(-200, 200), min_size=2, max_size=3).map(
    lambda values: [*values, -sum(values)]
)


@given(
    st.lists(st.tuples(st.integers(1, 3), results), min_size=1, max_size=8),
    st.randoms(use_true_random=False),
    st.sampled_from(["whists", "places", "scaled"]),
)
def test_standings_do_not_depend_on_the_order_tables_are_recorded(
    raw: list[tuple[int, list[int]]], rng: object, kind: str
) -> None:
    names = [f"P{i:02d}" for i in range(40)]
    tables, used = [], 0
    for number, values in raw:
        seats = names[used : used + len(values)]
        used += len(values)
        tables.append(TableResult(number, dict(zip(seats, values, strict=True))))
    formula = {
        "whists": Formula(),
        "places": Formula(kind="places"),
        "scaled": TENTH_ABOVE_200,
    }[kind]
    shuffled = list(tables)
    rng.shuffle(shuffled)  # type: ignore[attr-defined]
    first = standings(names[:used], tables, formula, rounds=3)
    again = standings(names[:used], shuffled, formula, rounds=3)
    assert first == again


# -- hypothesis: a bye is neutral in expectation under each scheme ---------------------------


@given(
    st.lists(results, min_size=1, max_size=4),
    st.sampled_from(["whists", "places", "raw places", "scheme 1", "scheme 2"]),
)
def test_a_bye_is_neutral_in_expectation_under_each_scheme(
    tables: list[list[int]], scheme: str
) -> None:
    # A player who rests scores what a player seated at random would score on average: the
    # bye equals the mean of every seat's points, so resting or playing is the same bet.
    formula = {
        "whists": Formula(),
        "places": Formula(kind="places"),
        "raw places": Formula(kind="places", equal_tables=False),
        "scheme 1": TENTH_ABOVE_200,
        "scheme 2": HALF_ABOVE_50_TENTH_ABOVE_100,
    }[scheme]
    names = iter(f"P{i:02d}" for i in range(40))
    played = [TableResult(1, {next(names): v for v in values}) for values in tables]
    seated = [n for t in played for n in t.results]
    lines = {
        s.player: s for s in standings([*seated, "R"], played, formula, rounds=1, byes={1: ["R"]})
    }
    mean = sum((lines[n].points for n in seated), F(0)) / len(seated)
    assert lines["R"].points == mean
    if scheme == "whists":
        assert mean == 0  # every table sums to zero
    if scheme == "places":
        assert mean == 1  # equal tables: a seat is worth 1 at any table
