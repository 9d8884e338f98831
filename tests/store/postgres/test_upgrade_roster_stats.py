"""A club server set up before the roster and the statistics (only ``m001_club_server``) is
upgraded by ``pulka server init``: its games stay, get ``roster_stamp`` 0, and count."""

from __future__ import annotations

import psycopg
import pytest
from psycopg import sql

from app.engine import SOCHI
from app.services import GameService
from app.services.stats import StatsService
from app.store.postgres import schema, server
from app.store.postgres.backend import open_postgres
from app.store.postgres.errors import ServerRefused
from app.store.postgres.store import open_postgres_store
from tests.pg_cluster import Cluster
from tests.stats.test_cli_stats import SEVEN


def test_an_older_server_is_upgraded_with_its_games(
    pg_cluster: Cluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    with psycopg.connect(pg_cluster.url(), autocommit=True) as conn:
        conn.execute("DROP DATABASE IF EXISTS upgraded")
        conn.execute("CREATE DATABASE upgraded")
    url = pg_cluster.url("upgraded")
    first = schema.MIGRATIONS[:1]
    monkeypatch.setattr(server, "MIGRATIONS", first)
    monkeypatch.setattr(server, "MIGRATION_NAMES", tuple(name for name, _ in first))
    assert server.init_server(url) == ["m001_club_server"]
    with psycopg.connect(url) as conn:  # a game written by the older Pulka, as it wrote them
        conn.execute(
            "INSERT INTO pulka.games (players, rules, first_dealer, created_at, updated_at)"
            " VALUES (%s::jsonb, %s::jsonb, 'Vera', '2026-11-01T19:00:00+00:00',"
            " '2026-11-01T19:00:00+00:00')",
            ['["Anna", "Boris", "Vera"]', '{"preset": "sochi"}'],
        )
    monkeypatch.undo()
    with pytest.raises(ServerRefused) as refused:  # this Pulka needs the upgrade first
        open_postgres_store(url)
    assert refused.value.code == "outdated"
    # Everything after m001 (m003_roster_and_stats, and any migration appended since).
    assert server.init_server(url) == list(schema.MIGRATION_NAMES[1:])
    with GameService(open_postgres(url)) as service:
        assert service.backend.roster.roster_stamps() == {}  # type: ignore[union-attr]
        game = service.create_game(["Anna", "Boris", "Vera"], "Vera", SOCHI)
        service.record(game, SEVEN, 0)
        service.roster.rename_player("Anna", "Аня")
        overview = {line.player: line.games for line in StatsService(service.backend).players()}
        assert overview == {"Boris": 1, "Vera": 1, "Аня": 1}
        assert [g.id for g in service.list_games()] == [game, 1]
    with psycopg.connect(pg_cluster.url(), autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE upgraded WITH (FORCE)"))
