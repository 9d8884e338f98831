"""A scripted club evening through the services (issue 17, "Done when"): 12 players at 4 tables,
3 rounds of 12 deals each, then the standings equal a table worked out by hand — on a database
file and on a club server (a throwaway PostgreSQL cluster, tests/pg_fixtures.py; skipped without
PostgreSQL, never under ``CI=true``). On the server the organiser runs the evening as the club
admin and the tables record as scorers, each through its own connection, as on a club's PCs."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path

import pytest

from app.engine import SOCHI, Call, Contract, Deal
from app.events.points import Formula
from app.events.seating import Seating
from app.services.event_settings import EventSettings
from app.services.events import EventService
from app.services.game_service import GameService
from app.store.backend import Backend
from app.store.sqlite_backend import open_sqlite

Opener = Callable[[], Backend]

NAMES = ("Анна", "Борис", "Вера", "Глеб", "Дина", "Егор",
         "Жанна", "Зоя", "Игорь", "Кира", "Лев", "Мария")  # fmt: skip


def p(*numbers: int) -> tuple[str, ...]:
    return tuple(NAMES[n - 1] for n in numbers)


# The seating, edited by hand before each round (seats A, B, C in order); nobody meets anybody
# twice. The seating the service proposes is checked separately below.
ROUNDS = (
    (p(1, 2, 3), p(4, 5, 6), p(7, 8, 9), p(10, 11, 12)),
    (p(4, 7, 1), p(10, 2, 5), p(11, 3, 8), p(12, 6, 9)),
    (p(8, 1, 5), p(2, 12, 4), p(3, 9, 10), p(6, 11, 7)),
)


def script(a: str, b: str, c: str) -> list[Deal]:
    """The same 12 deals at every table, by seat."""

    def seven_hearts_made() -> Deal:  # A makes 7♥; B whists, 2 tricks; C passes
        return Deal(a, Contract.parse("7h"), {b: Call.WHIST, c: Call.PASS}, {a: 7, b: 2, c: 1})

    def six_spades_unplayed(declarer: str) -> Deal:  # both defenders pass: made without play
        others = [x for x in (a, b, c) if x != declarer]
        return Deal(declarer, Contract.parse("6s"), dict.fromkeys(others, Call.PASS))

    def c_seven_hearts_two_down() -> Deal:  # C takes 5 of 7; A whists, 5 tricks; B passes
        return Deal(c, Contract.parse("7h"), {a: Call.WHIST, b: Call.PASS}, {c: 5, a: 5, b: 0})

    return (
        [seven_hearts_made() for _ in range(4)]
        + [six_spades_unplayed(b) for _ in range(4)]
        + [six_spades_unplayed(c) for _ in range(2)]
        + [c_seven_hearts_two_down() for _ in range(2)]
    )


# One table's 12 deals, worked by hand with docs/rules.md (Sochi, pool 20, deal limit 12):
#   deals 1–4: A pool +4 each (7 costs 4) = 16; B writes (2 + 1) × 4 = 12 whists on A each = 48;
#   deals 5–8: B pool +2 each = 8;  deals 9–10: C pool +2 each = 4;
#   deals 11–12: C two down: remiz 2 × 4 = 8 on C's mountain each = 16; A writes 5 × 4 = 20
#   whists + 8 consolation = 28 on C each = 56; B writes 8 consolation on C each = 16.
# Settlement: pools 16, 8, 4 → mountains A 0, B 0 + (16 − 8) = 8, C 16 + (16 − 4) = 28;
#   mountain part (each point worth 10/3 whists to each other player): A (8 + 28) × 10/3 = 120,
#   B (−8 + 20) × 10/3 = 40, C (−28 − 20) × 10/3 = −160; whists: A 56 − 48 = 8, B 48 + 16 = 64,
#   C −56 − 16 = −72. Result: A +128, B +104, C −232 (sums to 0).
SEAT_WHISTS = (128, 104, -232)
# Place points (2, 1, 0 at a table of three): A 2, B 1, C 0.
# Each player's seats over the three rounds, and the sums:
#   Анна A C B: 3 points, 128 − 232 + 104 = 0      Борис B B A: 4, 336     Вера C B A: 3, 0
#   Глеб A A C: 4, 24       Дина B C C: 1, −360     Егор C B A: 3, 0        Жанна A B C: 3, 0
#   Зоя B C A: 3, 0         Игорь C C B: 1, −360    Кира A A C: 4, 24       Лев B A B: 4, 336
#   Мария C A B: 3, 0
# Ties broken by whists, then first places: Борис and Лев (4, 336, one first each) share 1st;
# Глеб and Кира (4, 24, two firsts) 3rd; the six on 3 points, 0 whists and one first share 5th
# (listed by name); Дина and Игорь 11th.
EXPECTED = [
    (1, "Борис", 4, 336), (1, "Лев", 4, 336),
    (3, "Глеб", 4, 24), (3, "Кира", 4, 24),
    (5, "Анна", 3, 0), (5, "Вера", 3, 0), (5, "Егор", 3, 0),
    (5, "Жанна", 3, 0), (5, "Зоя", 3, 0), (5, "Мария", 3, 0),
    (11, "Дина", 1, -360), (11, "Игорь", 1, -360),
]  # fmt: skip


@contextlib.contextmanager
def sqlite_club(folder: Path) -> Iterator[tuple[Opener, Opener]]:
    """The club's file; the organiser and the tables open it each on their own (two windows)."""
    path = folder / "club.sqlite3"
    yield (lambda: open_sqlite(path, backups=0)), (lambda: open_sqlite(path, backups=0))


@contextlib.contextmanager
def postgresql_club(folder: Path) -> Iterator[tuple[Opener, Opener]]:
    """A new club database on the session's server: the organiser logs in as the club admin,
    the tables as a scorer."""
    from app.store.postgres.backend import open_postgres
    from tests.pg_fixtures import club_database, shared_cluster

    with club_database(shared_cluster()) as club:
        yield (
            lambda: open_postgres(club.url("admin")),
            lambda: open_postgres(club.url("scorer")),
        )


CLUBS = {"sqlite": sqlite_club, "postgresql": postgresql_club}


@pytest.mark.parametrize("backend", sorted(CLUBS))
def test_a_scripted_evening_ends_in_the_hand_worked_standings(tmp_path: Path, backend: str) -> None:
    rules = SOCHI.with_options({"game_end": "deals", "deal_limit": 12})
    settings = EventSettings(
        seed=17, rules=rules, formula=Formula(kind="places"), tie_breaks=("whists", "firsts")
    )
    with (
        CLUBS[backend](tmp_path) as (organiser, table_pc),
        GameService(organiser()) as office,
        GameService(table_pc()) as games,
    ):
        events = EventService(office)
        event = events.create_event("Пятничный вечер", "evening", "2026-11-27", NAMES, settings)
        for number, tables in enumerate(ROUNDS, start=1):
            proposed = events.propose_seating(event)
            assert len(proposed.tables) == 4 and sorted(proposed.players()) == sorted(NAMES)
            events.save_seating(event, number, Seating(tables))
            game_ids = events.start_round(event, number)
            for game_id, table in zip(game_ids, tables, strict=True):
                for seq, deal in enumerate(script(*table)):
                    games.record(game_id, deal, expected_seq=seq)
            views = events.tables(event, number)
            assert all(view.finished and view.deals_played == 12 for view in views)
            for view in views:
                assert view.result == dict(zip(view.players, SEAT_WHISTS, strict=True))
        lines = events.standings(event)
        assert events.repeats(event) == {}
    got = [(line.place, line.player, line.points, line.whists) for line in lines]
    assert got == [(pl, name, Fraction(pts), Fraction(w)) for pl, name, pts, w in EXPECTED]
    assert all(line.rounds == 3 and line.byes == 0 for line in lines)
