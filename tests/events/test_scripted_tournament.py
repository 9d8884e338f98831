"""A scripted tournament run entirely by command (issue 28, "Done when"): 13 players over 4
rounds of 4 deals — a late entry in round 2, a substitute taking a seat mid-round 3, a
withdrawal after round 3 — then a cut to the top 6 for a final, round 5; every table's result
recorded with ``pulka event record`` (a game file or deal by deal). The final standings equal
the table worked out by hand below, on a database file and on a club server (a throwaway
PostgreSQL cluster, tests/pg_fixtures.py; the organiser logs in as the club admin)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from app.cli import main

# Points by place at the table, equal tables (docs/events.md §Equal tables): 2, 1, 0 at a
# table of three, 2, 1⅓, ⅔, 0 at a table of four. Sochi, 4 deals a round; a bye never occurs
# (13 and 12 players seat four-handed). Tie-breaks: the default order.
PLAYERS = ("Анна", "Борис", "Вера", "Глеб", "Дина", "Егор",
           "Жанна", "Зоя", "Игорь", "Кира", "Лев", "Мария")  # fmt: skip
LATE, SUBSTITUTE, LEAVES = "Нина", "Олег", "Мария"

# Three scripts of 4 deals, every contract passed by both defenders (made without play, the
# game's cost into the declarer's pool: 6 → 2, 7 → 4). Seats A, B, C (, D) in seat order.
#   T20: A 7♠, A 6♠, B 7♠, C 6♠ → pools 6, 4, 2 → mountains 0, 2, 4; each mountain point is
#        10/3 whists to each other player: A (2 + 4) × 10/3 = +20, B (−2 + 2) × 10/3 = 0,
#        C (−4 − 2) × 10/3 = −20.
#   T60: A 7♠, A 7♠, A 6♠, B 6♠ → pools 10, 2, 0 → mountains 0, 8, 10: A (8 + 10) × 10/3 = +60,
#        B (−8 + 2) × 10/3 = −20, C (−10 − 2) × 10/3 = −40.
#   Q40 (four-handed; the dealer A, B, C, D in turn rests): B 7♠, A 7♠, A 7♠, C 7♠ → pools
#        8, 4, 4, 0 → mountains 0, 4, 4, 8; 10/4 a point: A (4 + 4 + 8) × 10/4 = +40,
#        B (−4 + 0 + 4) = 0, C 0, D (−8 − 4 − 4) × 10/4 = −40.
SCRIPTS = {
    "T20": (("A", "7s"), ("A", "6s"), ("B", "7s"), ("C", "6s")),
    "T60": (("A", "7s"), ("A", "7s"), ("A", "6s"), ("B", "6s")),
    "Q40": (("B", "7s"), ("A", "7s"), ("A", "7s"), ("C", "7s")),
}

ROUNDS: tuple[tuple[tuple[str, tuple[str, ...]], ...], ...] = (
    (  # round 1: 12 players
        ("T20", ("Анна", "Борис", "Вера")),
        ("T60", ("Глеб", "Дина", "Егор")),
        ("T20", ("Жанна", "Зоя", "Игорь")),
        ("T60", ("Кира", "Лев", "Мария")),
    ),
    (  # round 2: Нина enters — 13 players, one table of four; nobody meets anybody again
        ("Q40", ("Нина", "Борис", "Дина", "Зоя")),
        ("T20", ("Анна", "Глеб", "Кира")),
        ("T60", ("Вера", "Жанна", "Лев")),
        ("T20", ("Егор", "Игорь", "Мария")),
    ),
    (  # round 3: at table 2 Олег takes Жанна's seat after deal 2
        ("Q40", ("Егор", "Лев", "Нина", "Анна")),
        ("T20", ("Жанна", "Глеб", "Борис")),
        ("T60", ("Дина", "Кира", "Игорь")),
        ("T20", ("Зоя", "Мария", "Вера")),
    ),
    (  # round 4: Мария has withdrawn — 12 players
        ("T60", ("Жанна", "Анна", "Дина")),
        ("T20", ("Егор", "Борис", "Кира")),
        ("T20", ("Глеб", "Лев", "Зоя")),
        ("T60", ("Вера", "Игорь", "Нина")),
    ),
    (  # round 5, the final of the top 6 after round 4
        ("T60", ("Вера", "Глеб", "Дина")),
        ("T20", ("Егор", "Анна", "Жанна")),
    ),
)

# Each player's round, worked by hand from the scripts (points; whists):
#            r1       r2        r3              r4       r5 (final)   total
#   Анна     2 +20    2 +20     0 −40           1 −20    1   0        6, −20, 2 firsts
#   Борис    1   0    1   0     0 −20           1   0    —            3, −20
#   Вера     0 −20    2 +60     0 −20           2 +60    2 +60        6, +140, 3 firsts
#   Глеб     2 +60    1   0     1   0           2 +20    1 −20        7, +60
#   Дина     1 −20    1   0     2 +60           0 −40    0 −40        4, −40
#   Егор     0 −40    2 +20     2 +40           2 +20    2 +20        8, +60
#   Жанна    2 +20    1 −20     1 +10 (½ seat)  2 +60    0 −20        6, +50
#   Зоя      1   0    0 −40     2 +20           0 −20    —            3, −40
#   Игорь    0 −20    1   0     0 −40           1 −20    —            2, −80
#   Кира     2 +60    0 −20     1 −20           0 −20    —            3, 0, 1 first
#   Лев      1 −20    0 −40     1   0           1   0    —            3, −60
#   Мария    0 −40    0 −20     1   0           —        —            1, −60
#   Нина     —        2 +40     1   0           0 −40    —            3, 0, 1 first
#   Олег     —        —         1 +10 (½ seat)  —        —            1, +10
# Round 3, table 2 (T20): Жанна's seat made +20 and first place (2 points) over 4 deals; she
# played 2, Олег 2: each gets ½ — 1 point, +10 whists, ½ a first (docs/events.md §Substitutes).
# A table of four, Q40: A 2, B and C share (1⅓ + ⅔) / 2 = 1 each, D 0.
#
# After round 4: Глеб, Жанна, Егор 6 (whists 80, 70, 40), Анна 5, Вера 4 (80), Дина 4 (0),
# then 3 points for Борис, Зоя, Кира, Лев, Нина: the cut to 6 keeps Глеб, Жанна, Егор, Анна,
# Вера, Дина. The final's points are carried; the finalists rank first:
#   Егор 8; Глеб 7; Вера, Жанна, Анна 6 by whists (140, 50, −20); Дина 4.
# The rest by points, then whists: Нина and Кира tie on 3 points, 0 whists and one first
# each, and never met (head-to-head 0 each); opponents' points, summed over every meeting
# with the final totals, part them:
#   Нина met Борис 3, Дина 4, Зоя 3 (r2), Егор 8, Лев 3, Анна 6 (r3), Вера 6, Игорь 2 (r4) = 35;
#   Кира met Лев 3, Мария 1 (r1), Анна 6, Глеб 7 (r2), Дина 4, Игорь 2 (r3), Егор 8, Борис 3
#   (r4) = 34. Then Борис −20, Зоя −40, Лев −60; Игорь 2; Олег and Мария 1 (whists 10, −60).
FINAL = [
    (1, "Егор", 8, 60), (2, "Глеб", 7, 60), (3, "Вера", 6, 140), (4, "Жанна", 6, 50),
    (5, "Анна", 6, -20), (6, "Дина", 4, -40), (7, "Нина", 3, 0), (8, "Кира", 3, 0),
    (9, "Борис", 3, -20), (10, "Зоя", 3, -40), (11, "Лев", 3, -60), (12, "Игорь", 2, -80),
    (13, "Олег", 1, 10), (14, "Мария", 1, -60),
]  # fmt: skip
STATUS = {"Егор": "finalist", "Глеб": "finalist", "Вера": "finalist", "Жанна": "finalist",
          "Анна": "finalist", "Дина": "finalist", "Нина": "cut", "Кира": "cut", "Борис": "cut",
          "Зоя": "cut", "Лев": "cut", "Игорь": "cut", "Олег": "substitute",
          "Мария": "withdrawn"}  # fmt: skip


def deals(script: str, seats: tuple[str, ...], renamed: dict[str, str] | None = None) -> list[Any]:
    """The script's deals at ``seats`` as a game file's events; in a four-handed game the
    dealer (the seats in turn from the first) rests. ``renamed``: a seat named by who sits in
    it now (a substitute), as a director at that table would type it."""
    renamed = renamed or {}
    letters = dict(zip("ABCD", seats, strict=False))
    out = []
    for index, (letter, contract) in enumerate(SCRIPTS[script]):
        declarer = letters[letter]
        resting = seats[index % 4] if len(seats) == 4 else None
        defenders = [p for p in seats if p not in (declarer, resting)]
        out.append(
            {
                "type": "deal",
                "declarer": renamed.get(declarer, declarer),
                "contract": contract,
                "defenders": {renamed.get(p, p): "pass" for p in defenders},
            }
        )
    return out


class Director:
    """``pulka event …`` against one place: a file, or a club server as its admin."""

    def __init__(self, where: list[str], folder: Path, capsys: pytest.CaptureFixture[str]):
        self.where, self.folder, self.capsys = where, folder, capsys

    def __call__(self, *args: str) -> str:
        code = main(["event", args[0], *self.where, *args[1:]])
        out, err = self.capsys.readouterr()
        assert (code, err) == (0, ""), (args, err)
        return out

    def game_file(self, number: int, table: int, seats: tuple[str, ...], script: str) -> str:
        path = self.folder / f"r{number}t{table}.json"
        doc = {"format": "pulka-game", "players": list(seats), "events": deals(script, seats)}
        path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
        return str(path)


@contextlib.contextmanager
def sqlite_place(folder: Path) -> Iterator[list[str]]:
    yield [str(folder / "cup.sqlite3")]


@contextlib.contextmanager
def postgresql_place(folder: Path) -> Iterator[list[str]]:
    from tests.pg_fixtures import club_database, shared_cluster

    with club_database(shared_cluster()) as club:
        yield ["--server", club.url("admin")]


PLACES = {"sqlite": sqlite_place, "postgresql": postgresql_place}


def play_round(run: Director, event: str, number: int) -> None:
    tables = ROUNDS[number - 1]
    assert run("seat", event, "--tables", ";".join(",".join(s) for _, s in tables)) == (
        f"{number}\n"
    )
    run("start", event, str(number))
    for table, (script, seats) in enumerate(tables, start=1):
        if number == 3 and table == 2:  # deal by deal, with the substitute after deal 2
            first, second = deals(script, seats)[:2], deals(script, seats, {"Жанна": "Олег"})[2:]
            for deal in first:
                run("record", event, "3", "2", "--deal", json.dumps(deal, ensure_ascii=False))
            assert run("substitute", event, "2", "--out", "Жанна", "--in", SUBSTITUTE) == "2 3\n"
            args = [a for deal in second for a in ("--deal", json.dumps(deal, ensure_ascii=False))]
            assert run("record", event, "3", "2", *args) == "2 4 over\n"
        elif table % 2:  # odd tables from a game file, even ones deal by deal
            path = run.game_file(number, table, seats, script)
            assert run("record", event, str(number), str(table), "--game", path) == "4 4 over\n"
        else:
            args = [
                a
                for deal in deals(script, seats)
                for a in ("--deal", json.dumps(deal, ensure_ascii=False))
            ]
            run("record", event, str(number), str(table), *args)


@pytest.mark.parametrize("backend", sorted(PLACES))
def test_a_scripted_tournament_ends_in_the_hand_worked_standings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], backend: str
) -> None:
    with PLACES[backend](tmp_path) as where:
        run = Director(where, tmp_path, capsys)
        create = ["create", "--name", "Кубок декабря", "--kind", "tournament", "--date",
                  "2026-12-04", "--players", ",".join(PLAYERS), "--deals", "4",
                  "--points", "places", "--seed", "28"]  # fmt: skip
        event = run(*create).strip()
        play_round(run, event, 1)
        assert run("enter", event, LATE) == "1 2\n"  # change 1, from round 2
        play_round(run, event, 2)
        play_round(run, event, 3)  # change 2: Олег for Жанна at table 2
        assert run("withdraw", event, LEAVES) == "3 4\n"
        play_round(run, event, 4)
        assert run("cut", event, "--top", "6") == "4 5\n"
        changes = json.loads(run("changes", event, "--json"))
        assert changes["changes"][-1]["finalists"] == [
            "Глеб",
            "Жанна",
            "Егор",
            "Анна",
            "Вера",
            "Дина",
        ]
        assert changes["next_round_players"] == ["Анна", "Вера", "Глеб", "Дина", "Егор", "Жанна"]
        play_round(run, event, 5)
        doc = json.loads(run("standings", event, "--json"))
    got = [
        (s["place"], s["player"], Fraction(s["points"]), Fraction(s["whists"]))
        for s in doc["standings"]
    ]
    assert got == [(pl, name, Fraction(pts), Fraction(w)) for pl, name, pts, w in FINAL]
    assert {s["player"]: s.get("status", "playing") for s in doc["standings"]} == STATUS
    lines = {s["player"]: s for s in doc["standings"]}
    assert (lines["Нина"]["opponents"], lines["Кира"]["opponents"]) == (35, 34)
    assert (lines["Жанна"]["firsts"], lines["Олег"]["firsts"]) == ("5/2", "1/2")
    assert lines["Нина"]["by_round"][0] is None and lines["Мария"]["by_round"][3] is None
    assert doc["settings"]["bye_points"] == "average" and doc["settings"]["equal_tables"]
