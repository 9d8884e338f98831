"""A club server set up before the resting dealer's whists (every migration before it) is
upgraded by ``pulka server init`` with ``m006_resting_whists`` alone: the summaries it held
(summary version 2, without the column) get the column, are rebuilt on the next question, and
count the four-handed game worked by hand in tests/stats/test_resting_dealer_whists.py."""

from __future__ import annotations

import psycopg
import pytest
from psycopg import sql

from app.services import GameService
from app.services.stats import StatsService
from app.stats.summary import AMOUNTS, COUNTERS, SUMMARY_VERSION
from app.store.postgres import schema, server
from app.store.postgres.backend import open_postgres
from app.store.postgres.errors import ServerRefused
from app.store.postgres.store import open_postgres_store
from tests.pg_cluster import Cluster
from tests.stats.test_resting_dealer_whists import DEFENCE, RESTING, resting_game

BEFORE = [name for name in AMOUNTS if name != "resting_whists"]


def test_a_server_before_m006_is_upgraded_and_its_summaries_rebuilt(
    pg_cluster: Cluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    with psycopg.connect(pg_cluster.url(), autocommit=True) as conn:
        conn.execute("DROP DATABASE IF EXISTS resting")
        conn.execute("CREATE DATABASE resting")
    url = pg_cluster.url("resting")
    first = schema.MIGRATIONS[: schema.MIGRATION_NAMES.index("m006_resting_whists")]
    monkeypatch.setattr(server, "MIGRATIONS", first)
    monkeypatch.setattr(server, "MIGRATION_NAMES", tuple(name for name, _ in first))
    assert server.init_server(url) == [name for name, _ in first]
    with psycopg.connect(url) as conn:  # a game and its summary as the older Pulka wrote them
        conn.execute(
            "INSERT INTO pulka.games (players, rules, first_dealer, created_at, updated_at)"
            " VALUES (%s::jsonb, %s::jsonb, 'Vera', '2026-11-01T19:00:00+00:00',"
            " '2026-11-01T19:00:00+00:00')",
            ['["Anna", "Boris", "Vera"]', '{"preset": "sochi"}'],
        )
        conn.execute(
            "INSERT INTO pulka.stats_games VALUES (1, 0, 2, 'old', '2026-11-01T19:00:00+00:00',"
            " '2026-11-01T19:00:00', 'sochi', 3, false, 0, false, '[]')"
        )
        columns = [
            "player, game_id, seat, created_at, day, preset, seats, finished",
            *COUNTERS,
            *(f"{name}_scaled, {name}" for name in BEFORE),
        ]
        values = ["Anna", 1, 0, "2026-11-01T19:00:00+00:00", "2026-11-01T19:00:00", "sochi", 3]
        values += [False, *[0] * len(COUNTERS), *[None, "0"] * len(BEFORE)]
        marks = ", ".join(["%s"] * len(values))
        conn.execute(
            f"INSERT INTO pulka.stats_lines ({', '.join(columns)}) VALUES ({marks})", values
        )
    monkeypatch.undo()
    with pytest.raises(ServerRefused) as refused:  # this Pulka needs the upgrade first
        open_postgres_store(url)
    assert refused.value.code == "outdated"
    later = schema.MIGRATION_NAMES[len(first) :]  # this one, and any appended since
    assert server.init_server(url) == list(later) and later[0] == "m006_resting_whists"
    with psycopg.connect(url) as conn:  # the old line got the column, at its default
        row = conn.execute("SELECT resting_whists_scaled, resting_whists FROM pulka.stats_lines")
        assert row.fetchall() == [(None, "0")]
    with GameService(open_postgres(url)) as service:
        resting_game(service)
        figures = {f.player: f for f in StatsService(service.backend).figures()}
        assert {p: f.defender.whists_written for p, f in figures.items()} == DEFENCE
        assert {p: f.resting_dealer.whists_written for p, f in figures.items()} == RESTING
    with psycopg.connect(url) as conn:  # every summary is of this version now
        versions = conn.execute("SELECT DISTINCT version FROM pulka.stats_games").fetchall()
        assert versions == [(SUMMARY_VERSION,)]
    with psycopg.connect(pg_cluster.url(), autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE resting WITH (FORCE)"))
