"""The club server's change counter for the statistics (migration ``m004_stats_clock``,
docs/decisions/0007-stats-clock.md): it moves once per committed change of a game, the roster
or a summary, and only at the commit; a new session trusts the fresh mark a scorer left at the
same tick instead of comparing every game; a mark never covers a change it did not see."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import psycopg
import pytest

from app.engine import SOCHI
from app.services import GameService
from app.services.stats import StatsService
from app.stats.summary import SUMMARY_VERSION
from app.stats.summary_sql import SqlSummaryStore
from app.store.postgres.backend import open_postgres
from tests.pg_fixtures import Club
from tests.stats.test_cli_stats import SEVEN

NEW_GAME = (
    "INSERT INTO pulka.games (players, rules, first_dealer, created_at, updated_at)"
    ' VALUES (\'["Anna", "Boris", "Vera"]\'::jsonb, \'{"preset": "sochi"}\'::jsonb,'
    " 'Vera', '2026-11-01T19:00:00+00:00', '2026-11-01T19:00:00+00:00')"
)


@pytest.fixture
def club(pg_club: Club) -> Iterator[Club]:
    with GameService(open_postgres(pg_club.url("scorer"))) as service:
        for _ in range(3):
            game = service.create_game(["Anna", "Boris", "Vera"], "Vera", SOCHI)
            service.record(game, SEVEN, 0)
    yield pg_club


def clock(club: Club) -> tuple[int, int | None, int | None]:
    with psycopg.connect(club.url(), autocommit=True) as conn:
        row = conn.execute("SELECT tick, fresh_tick, fresh_version FROM pulka.stats_clock")
        found = row.fetchone()
    assert found is not None
    return found[0], found[1], found[2]


def tick(club: Club) -> int:
    return clock(club)[0]


@pytest.fixture
def comparisons(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times any server summary store compared every game with its summary."""
    calls: list[int] = []
    compare = SqlSummaryStore._stale

    def counted(self: SqlSummaryStore, version: int) -> list[int]:
        calls.append(version)
        return compare(self, version)

    monkeypatch.setattr(SqlSummaryStore, "_stale", counted)
    return calls


def games_of(stats: StatsService) -> dict[str, int]:
    return {line.player: line.games for line in stats.players()}


def test_a_write_moves_the_clock_once_and_only_when_committed(club: Club) -> None:
    before = tick(club)
    with psycopg.connect(club.url("scorer")) as conn:
        for _ in range(3):  # three games in one transaction: one move
            conn.execute(NEW_GAME)
        conn.execute("UPDATE pulka.games SET updated_at = updated_at")
        assert tick(club) == before  # not yet committed: nobody may see it moved
        conn.commit()
    assert tick(club) == before + 1
    with psycopg.connect(club.url("scorer")) as conn:
        conn.execute(NEW_GAME)
        conn.rollback()
    assert tick(club) == before + 1  # a rolled-back write changed nothing


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(lambda s: s.record(s.list_games()[0].id, SEVEN, 1), id="a deal"),
        pytest.param(lambda s: s.roster.hide_player("Anna"), id="hidden"),
        pytest.param(lambda s: s.roster.rename_player("Anna", "Аня"), id="rename"),
        pytest.param(lambda s: s.roster.delete_game(1), id="deleted game"),
        pytest.param(lambda s: StatsService(s.backend).store.clear(), id="summaries cleared"),
    ],
)
def test_every_change_the_summaries_depend_on_moves_the_clock(
    club: Club, change: Callable[[GameService], object]
) -> None:
    with GameService(open_postgres(club.url("admin"))) as admin:
        StatsService(admin.backend).players()  # summaries built: clearing them is a change
        before = tick(club)
        change(admin)
    assert tick(club) > before


def test_a_change_by_hand_past_the_guards_moves_the_clock(club: Club) -> None:
    """``session_replication_role = replica`` silences ordinary triggers (how the other
    guards are passed by hand); the clock's fire in every role."""
    before = tick(club)
    with psycopg.connect(club.url(), autocommit=True) as owner:
        owner.execute("SET session_replication_role = replica")
        owner.execute('UPDATE pulka.games SET players = \'["A", "B", "C"]\' WHERE id = 1')
    assert tick(club) == before + 1
    with psycopg.connect(club.url(), autocommit=True) as owner:
        owner.execute("TRUNCATE pulka.stats_games")
    assert tick(club) == before + 2


def test_only_the_trigger_moves_the_clock(club: Club) -> None:
    """A scorer may note the summaries fresh, not move or rewind the clock; a viewer neither."""
    with psycopg.connect(club.url("scorer"), autocommit=True) as scorer:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            scorer.execute("UPDATE pulka.stats_clock SET tick = 0")
        scorer.execute("UPDATE pulka.stats_clock SET fresh_tick = tick")
    with (
        psycopg.connect(club.url("viewer"), autocommit=True) as viewer,
        pytest.raises(psycopg.errors.InsufficientPrivilege),
    ):
        viewer.execute("UPDATE pulka.stats_clock SET fresh_tick = NULL")


def test_a_new_session_trusts_the_fresh_mark_of_the_same_tick(
    club: Club, comparisons: list[int]
) -> None:
    """The first players window of an evening: a scorer found every summary fresh at this
    tick, so a new session (another table, or the app started again) compares no game."""
    with GameService(open_postgres(club.url("scorer"))) as table:
        expected = games_of(StatsService(table.backend))  # builds, then compares and finds fresh
    assert clock(club)[1:] == (tick(club), SUMMARY_VERSION)
    comparisons.clear()
    for role in ("scorer", "viewer"):
        with GameService(open_postgres(club.url(role))) as later:
            assert games_of(StatsService(later.backend)) == expected
    assert comparisons == []


def test_a_change_after_the_mark_is_compared_and_counted(
    club: Club, comparisons: list[int]
) -> None:
    with GameService(open_postgres(club.url("scorer"))) as table:
        games_of(StatsService(table.backend))
        game = table.create_game(["Anna", "Boris", "Vera", "Gleb"], "Gleb", SOCHI)
        table.record(game, SEVEN, 0)  # nobody's statistics have seen it
    comparisons.clear()
    for role in ("viewer", "scorer"):
        with GameService(open_postgres(club.url(role))) as later:
            assert games_of(StatsService(later.backend)) == {
                "Anna": 4,
                "Boris": 4,
                "Gleb": 1,
                "Vera": 4,
            }
    assert comparisons  # the mark was older than the tick: every game compared


@pytest.mark.parametrize("stale", [False, True], ids=["all fresh", "one stale"])
def test_a_mark_is_not_left_for_a_change_the_comparison_did_not_see(
    club: Club, monkeypatch: pytest.MonkeyPatch, stale: bool
) -> None:
    """Another table commits a game after this one read the tick and compared: the
    comparison did not see the game, so neither its "all fresh" nor the save that completes
    its rebuild may note the summaries fresh; the next session compares and counts it."""
    compare = SqlSummaryStore._stale

    def racing(self: SqlSummaryStore, version: int) -> list[int]:
        found = compare(self, version)  # compared, then the other table's game lands
        with GameService(open_postgres(club.url("scorer"))) as other:
            game = other.create_game(["Anna", "Boris", "Vera"], "Vera", SOCHI)
            other.record(game, SEVEN, 0)
        return found

    with GameService(open_postgres(club.url("scorer"))) as table:
        stats = StatsService(table.backend)
        stats.players()  # built and noted fresh
        if stale:  # a deal: its game's summary is stale
            table.record(table.list_games()[0].id, SEVEN, 1)
        else:  # a change that leaves every summary fresh, but moves the clock
            with psycopg.connect(club.url("scorer"), autocommit=True) as other:
                other.execute("UPDATE pulka.games SET updated_at = updated_at WHERE id = 1")
        monkeypatch.setattr(SqlSummaryStore, "_stale", racing)
        assert stats.refresh() == (1 if stale else 0)
        monkeypatch.undo()
    now, fresh_tick, _version = clock(club)
    assert fresh_tick != now
    with GameService(open_postgres(club.url("viewer"))) as later:
        seen = StatsService(later.backend).report()
    with GameService(open_postgres(club.url("admin"))) as admin:
        rebuilt = StatsService(admin.backend)
        rebuilt.rebuild()
        assert seen == rebuilt.report()
    assert {f.player: f.games for f in seen.figures} == dict.fromkeys(["Anna", "Boris", "Vera"], 4)


def test_a_viewer_that_reconnects_while_rebuilding_still_saves(
    club: Club, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A viewer's connection lost while it reads the stale games: its temporary tables are
    made again, inside the save's transaction on the new connection, and the figures come."""
    built_from = SqlSummaryStore.built_from
    lost: list[int] = []

    def losing(self: SqlSummaryStore, game_id: int) -> tuple[str, int, str]:
        found = built_from(self, game_id)
        if not lost:  # once: the next read of the game reconnects
            lost.append(game_id)
            with psycopg.connect(club.url(), autocommit=True) as admin:
                admin.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE usename = 'pulka_test_viewer'"
                )
        return found

    with GameService(open_postgres(club.url("viewer"))) as viewer:
        stats = StatsService(viewer.backend)
        monkeypatch.setattr(SqlSummaryStore, "built_from", losing)
        assert games_of(stats) == {"Anna": 3, "Boris": 3, "Vera": 3}
    assert lost
