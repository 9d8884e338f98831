"""The same games give the same statistics on SQLite and on a club server (docs/statistics.md,
"Summaries"; issue 16 "Speed" and issue 15).

One script of play — the hand-worked game of test_figures_by_hand.py (a correction, an
incident carrying a deal, a penalty), random three- and four-handed games of every preset with
undos, redos, corrections and finished games, a hand-typed half, and roster changes
(a rename, a merge, a hidden player, an archived game, a deleted game and an undone deletion)
— is run against a database file and against a PostgreSQL server, each with the same clock.
Then every figure, the rating, the season table, the game results, the players list and
head-to-head are compared under several filters: they must be equal, exactly.
"""

from __future__ import annotations

import datetime
import itertools
import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from app.engine import Raspasy
from app.engine.events import ManualEntry
from app.engine.gamefile import parse_event
from app.engine.history import replay
from app.engine.rules import preset_rules
from app.engine.sheet import fold_state
from app.engine.state import GameState
from app.services import GameService
from app.services.roster import RosterService
from app.services.stats import GameFilter, StatsService, build_summary
from app.stats.summary_store import records_from_results
from benchmarks.sample_games import random_event
from tests.pg_fixtures import Club
from tests.stats.test_figures_by_hand import hand_game

PRESETS = ("sochi", "leningrad", "rostov")
TABLES = (
    ("Anna", "Boris", "Vera"),
    ("Anna", "Boris", "Vera", "Gleb"),
    ("Gleb", "Dasha", "Vera"),
    ("Вика", "Anna", "Dasha", "Egor"),
)
FILTERS = (
    GameFilter(),
    GameFilter(date_from="2026-09-03", date_to="2026-09-20"),
    GameFilter(preset="sochi"),
    GameFilter(seats=4),
    GameFilter(finished_only=True),
    GameFilter(date_from="2027-01-01"),  # nothing
)


def clock() -> Callable[[], datetime.datetime]:
    """The same times for both backends: every write seven hours after the one before."""
    start = datetime.datetime(2026, 9, 1, 18, 0, tzinfo=datetime.UTC)
    ticks = itertools.count()
    return lambda: start + datetime.timedelta(hours=7 * next(ticks))


def state_of(service: GameService, game: int) -> GameState:
    view = service.game(game)
    history = replay(r.record for r in service.store.load(game, view.last_seq))
    return fold_state(view.rules, view.players, view.first_dealer, history.effective)


def play(service: GameService, roster: RosterService, seed: int) -> None:
    """The script of play and roster changes (module docstring)."""
    rng = random.Random(seed)
    hand_game(service)
    games = []
    for number in range(10):
        seats = TABLES[number % len(TABLES)]
        rules = preset_rules(PRESETS[number % 3]).with_options({"pool_size": 60})
        games.append(service.create_game(seats, seats[0], rules))
    for step in range(120):
        game = rng.choice(games)
        seq = service.last_seq(game)
        if service.game(game).finished:
            continue
        status = service.undo_status(game)
        roll = rng.random()
        if roll < 0.08 and status.undo is not None:
            service.undo(game, seq)
        elif roll < 0.12 and status.redo is not None:
            service.redo(game, seq)
        elif roll < 0.16:
            raspasy = [h.seq for h in service.history(game) if h.entries and h.kind == "raspasy"]
            if raspasy:
                event = service.correctable(game, raspasy[-1]).event
                assert isinstance(event, Raspasy)
                tricks = dict(event.tricks)
                first, second = sorted(tricks)[:2]
                moved = min(tricks[first], 1)
                tricks[first] -= moved
                tricks[second] += moved
                service.correct(game, raspasy[-1], Raspasy(tricks), seq)
        elif roll < 0.18 and step > 60:
            service.finish_game(game, seq)
        else:
            event = parse_event(random_event(rng, state_of(service, game)))
            service.record(game, event, seq)
    # A hand-typed half (amounts typed by hand are whole or halves: app/engine/gamefile.py).
    odd = games[0]
    if not service.game(odd).finished:
        service.record(odd, ManualEntry("Anna", mountain=Fraction(1, 2)), service.last_seq(odd))
    roster.rename_player("Gleb", "Глеб")
    roster.merge_players("Вика", "Vera") if not _share(service, "Вика", "Vera") else None
    roster.hide_player("Dasha")
    roster.archive_game(games[1])
    roster.delete_game(games[2])
    roster.delete_game(games[3])
    roster.undo()


def _share(service: GameService, first: str, second: str) -> bool:
    return any(first in g.players and second in g.players for g in service.list_games())


def everything(stats: StatsService) -> list[object]:
    """Every answer the statistics give, under every filter."""
    out: list[object] = [stats.known_players()]
    for where in FILTERS:
        report = stats.report(where)
        out += [report, stats.players(where), stats.results(where), stats.rating(where)]
        out += [stats.season(where, "per_game"), stats.season(where, "best", 3)]
        names = sorted(f.player for f in report.figures)
        out += [stats.head_to_head(a, b, where) for a, b in itertools.combinations(names, 2)]
        # The records the service takes from the results are those of every line.
        assert records_from_results(stats.results(where)) == stats.store.records(where)
        named = stats.figures(where, names[:2])  # summed for those two alone
        assert named == [f for f in report.figures if f.player in names[:2]]
        out += [named, stats.season(where, include_hidden=False), stats.hidden_players()]
    return out


@pytest.fixture
def sqlite_answers(tmp_path: Path) -> Iterator[list[object]]:
    with GameService(tmp_path / "club.sqlite3", backups=0, clock=clock()) as service:
        play(service, RosterService(service.backend, clock=clock()), seed=7)
        damaged = StatsService(service.backend).report().skipped
        yield [damaged, *everything(StatsService(service.backend))]


def test_every_figure_is_the_same_on_sqlite_and_on_the_server(
    pg_club: Club, sqlite_answers: list[object]
) -> None:
    from app.store.postgres.backend import open_postgres

    with GameService(open_postgres(pg_club.url("admin")), clock=clock()) as service:
        play(service, RosterService(service.backend, clock=clock()), seed=7)
        stats = StatsService(service.backend)
        lazy = everything(stats)
        assert lazy == sqlite_answers[1:]
        # Built lazily while the games changed, or all again from the logs: the same.
        assert stats.rebuild() > 0
        assert everything(stats) == sqlite_answers[1:]
    # A viewer (its summaries in temporary tables) and a scorer count the same.
    for role in ("viewer", "scorer"):
        with GameService(open_postgres(pg_club.url(role))) as other:
            assert everything(StatsService(other.backend)) == sqlite_answers[1:]


def test_the_script_covers_what_it_claims(sqlite_answers: list[object]) -> None:
    """The comparison above means something only if the games hold these cases."""
    assert sqlite_answers[0] == ()  # no game left out as damaged
    report = sqlite_answers[2]
    figures = {f.player: f for f in report.figures}  # type: ignore[attr-defined]
    assert "Глеб" in figures and "Gleb" not in figures  # renamed
    assert "Вика" not in figures  # merged
    assert any(f.penalties for f in figures.values())
    assert any(f.misere.played for f in figures.values())
    assert any(isinstance(f.result.total, Fraction) for f in figures.values())
    assert len(report.rating) >= 5  # type: ignore[attr-defined]


def test_amounts_off_the_scale_are_summed_alike(pg_club: Club, tmp_path: Path) -> None:
    """Amounts that are no whole multiple of 1/SCALE (none a sheet writes today) are summed
    exactly in Python by both stores: the same summaries saved into each give equal answers."""
    from app.stats.summary import PenaltyLine
    from app.stats.summary_sql import SqlSummaryStore
    from app.store.postgres.backend import open_postgres

    with GameService(tmp_path / "club.sqlite3", backups=0, clock=clock()) as service:
        hand_game(service)
        hand_game(service)
        tables = service.backend.summaries
        assert tables is not None
        sqlite_summaries = SqlSummaryStore(tables)
        built = [
            build_summary(service.store, sqlite_summaries, game_id, None) for game_id in (1, 2)
        ]
        odd = []
        for summary in built:
            lines = tuple(
                replace(
                    line,
                    amounts={**line.amounts, "result": line.amounts["result"] + Fraction(1, 11)},
                    penalties=(*line.penalties, PenaltyLine("odd", 1, Fraction(1, 13))),
                )
                for line in summary.lines
            )
            odd.append(replace(summary, lines=lines))
        sqlite_summaries.save(odd)
        server = open_postgres(pg_club.url("admin"))
        try:
            assert server.summaries is not None
            pg_summaries = SqlSummaryStore(server.summaries)
            pg_summaries.save(odd)
            for where in FILTERS[:3]:
                for store in (sqlite_summaries, pg_summaries):
                    assert any(
                        isinstance(t.amounts["result"], Fraction) for t in store.totals(where)
                    ) or not store.totals(where)
                assert pg_summaries.totals(where) == sqlite_summaries.totals(where)
                assert pg_summaries.records(where) == sqlite_summaries.records(where)
                from_results = records_from_results(sqlite_summaries.results(where))
                assert from_results == sqlite_summaries.records(where)
                assert pg_summaries.penalties(where) == sqlite_summaries.penalties(where)
                assert pg_summaries.results(where) == sqlite_summaries.results(where)
        finally:
            server.close()
