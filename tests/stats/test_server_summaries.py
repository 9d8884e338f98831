"""Summaries on a club server, as several tables see them (docs/statistics.md, "On a club
server"): one table's change is seen by the others, one table's rebuild does not leave another
counting from emptied tables, a viewer's temporary summaries survive a lost connection, and two
tables rebuilding at once do not collide."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import psycopg
import pytest

from app.engine import SOCHI
from app.services import GameService
from app.services.stats import StatsService
from app.store.postgres.backend import open_postgres
from tests.pg_fixtures import Club
from tests.stats.test_cli_stats import SEVEN


@pytest.fixture
def club(pg_club: Club) -> Iterator[Club]:
    with GameService(open_postgres(pg_club.url("scorer"))) as service:
        for _ in range(3):
            game = service.create_game(["Anna", "Boris", "Vera"], "Vera", SOCHI)
            service.record(game, SEVEN, 0)
    yield pg_club


def games_of(stats: StatsService) -> dict[str, int]:
    return {line.player: line.games for line in stats.players()}


def test_a_game_recorded_at_another_table_is_counted(club: Club) -> None:
    with GameService(open_postgres(club.url("viewer"))) as viewer:
        stats = StatsService(viewer.backend)
        assert games_of(stats) == {"Anna": 3, "Boris": 3, "Vera": 3}
        with GameService(open_postgres(club.url("scorer"))) as table:
            game = table.create_game(["Anna", "Boris", "Vera", "Gleb"], "Gleb", SOCHI)
            table.record(game, SEVEN, 0)
        assert games_of(stats) == {"Anna": 4, "Boris": 4, "Gleb": 1, "Vera": 4}


def test_another_table_emptying_the_summaries_is_noticed(club: Club) -> None:
    """The freshness check is skipped while nothing changed; summaries emptied by another
    table's ``--rebuild`` (between its clearing and its rebuilding) are a change."""
    with GameService(open_postgres(club.url("scorer"))) as table:
        stats = StatsService(table.backend)
        before = stats.figures()  # builds the summaries
        assert stats.figures() == before  # finds them fresh: checks skipped from now on
        assert len(before) == 3
        with GameService(open_postgres(club.url("admin"))) as admin:
            StatsService(admin.backend).store.clear()
        assert stats.figures() == before


def test_a_viewer_s_summaries_survive_a_lost_connection(club: Club) -> None:
    with GameService(open_postgres(club.url("viewer"))) as viewer:
        stats = StatsService(viewer.backend)
        before = stats.report()
        with psycopg.connect(club.url(), autocommit=True) as admin:
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                " WHERE usename = 'pulka_test_viewer'"
            )
        # The first call after the loss may report it; the store reconnects by itself and
        # the temporary tables are made again on the new connection.
        for _ in range(2):
            try:
                assert stats.report() == before
                break
            except Exception as error:  # the lost connection, said once
                assert "server" in str(error) or "unavailable" in str(error)
        else:
            pytest.fail("the statistics did not come back after a reconnect")
        with psycopg.connect(club.url(), autocommit=True) as admin:
            shared = admin.execute("SELECT count(*) FROM pulka.stats_games").fetchone()
        assert shared == (0,)  # the viewer wrote nothing shared


def test_two_tables_rebuilding_at_once_do_not_collide(club: Club) -> None:
    errors: list[BaseException] = []
    results: list[object] = []

    def table() -> None:
        try:
            with GameService(open_postgres(club.url("scorer"))) as service:
                results.append(StatsService(service.backend).report())
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=table) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(results) == 4 and all(r == results[0] for r in results)


def test_a_deal_recorded_at_another_table_is_in_the_next_report(club: Club) -> None:
    """A long-lived service (an open window) keeps each game's parsed results and skips the
    freshness comparison while nothing changed; a deal recorded in one of the counted games by
    another table's connection (whose statistics rebuild the summary) must still be in its next
    report — the same report a service that remembers nothing makes."""
    with GameService(open_postgres(club.url("scorer"))) as here:
        stats = StatsService(here.backend)
        before = stats.report()
        assert stats.report() == before  # remembered: the cheap check found nothing written
        money = {line.player: line.money for line in stats.players()}
        with GameService(open_postgres(club.url("scorer"))) as table:
            game = table.list_games()[0].id
            table.record(game, SEVEN, 1)
            # That table's statistics rebuild the shared summary: this service then finds it
            # fresh and must still see that the game's results are not the ones it keeps.
            StatsService(table.backend).report()
        after = stats.report()
        assert after != before
        with GameService(open_postgres(club.url("viewer"))) as fresh:
            assert after == StatsService(fresh.backend).report()
        assert {line.player: line.money for line in stats.players()} != money


def test_summaries_of_a_game_gone_from_the_server_are_dropped(club: Club) -> None:
    """Summaries of games that no longer exist are looked for only when the counts say so;
    a game removed from the server (by its owner, by hand) leaves the figures."""
    with GameService(open_postgres(club.url("scorer"))) as here:
        stats = StatsService(here.backend)
        assert games_of(stats) == {"Anna": 3, "Boris": 3, "Vera": 3}
        with psycopg.connect(club.url(), autocommit=True) as owner:
            gone = owner.execute("SELECT max(id) FROM pulka.games").fetchone()
            assert gone is not None
            owner.execute("SET session_replication_role = replica")  # past the append-only guards
            for table in ("events", "game_players", "games"):
                column = "id" if table == "games" else "game_id"
                owner.execute(f"DELETE FROM pulka.{table} WHERE {column} = %s", [gone[0]])
        assert games_of(stats) == {"Anna": 2, "Boris": 2, "Vera": 2}
        with psycopg.connect(club.url(), autocommit=True) as owner:
            left = owner.execute(
                "SELECT count(*) FROM pulka.stats_lines WHERE game_id = %s", [gone[0]]
            ).fetchone()
        assert left == (0,)
