"""Standings: points summed over rounds, the stated tie-break order, shared places."""

from __future__ import annotations

from fractions import Fraction as F

from app.events.points import Formula
from app.events.standings import TableResult, standings

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
    lines = standings(PLAYERS, evening(), Formula(kind="places"), rounds=2)
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
        byes={"Гена": 1},
        bye_points=F(1),
    )
    gena = next(s for s in lines if s.player == "Гена")
    assert (gena.points, gena.byes, gena.rounds, gena.by_round) == (F(1), 1, 0, (None,))
    # Гена (bye, 1 point) ties Борис (1 point, 0 whists, no first place): fewer byes ranks first.
    assert [s.player for s in lines] == ["Аня", "Борис", "Гена", "Вика"]


def test_standings_after_the_first_round_ignore_later_rounds() -> None:
    lines = standings(PLAYERS, evening(), Formula(), rounds=1)
    assert lines[0].player == "Аня" and lines[0].points == F(30)
