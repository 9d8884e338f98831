"""What only the server store has: what a role may do, its location, and a lost connection."""

from __future__ import annotations

import pytest

from app.engine import preset_rules
from app.services import GameService, ServiceError
from app.store.postgres.backend import open_postgres, postgres_backend
from app.store.postgres.errors import ServerUnavailable
from app.store.postgres.store import Capabilities, PostgresStore, open_postgres_store
from tests.pg_cluster import free_port
from tests.pg_fixtures import Club
from tests.store.postgres.test_faults import PLAYERS, deal


@pytest.mark.parametrize(
    ("role", "expected"),
    [
        ("super", Capabilities("admin", True, True, True, True, True, True)),
        ("admin", Capabilities("admin", True, True, True, True, True, True)),
        ("scorer", Capabilities("scorer", True, True, True, False, False, False)),
        ("viewer", Capabilities("viewer", True, False, False, False, False, False)),
    ],
)
def test_capabilities_follow_the_role(pg_club: Club, role: str, expected: Capabilities) -> None:
    store = open_postgres_store(pg_club.url(role))
    try:
        assert store.capabilities() == expected
        assert store.read_only is (not expected.record)
    finally:
        store.close()


def test_what_a_role_may_not_do_the_service_refuses(pg_club: Club) -> None:
    with GameService(open_postgres(pg_club.url("scorer"))) as scorer:
        game = scorer.create_game(PLAYERS, "Anna", preset_rules("sochi"))
        scorer.record(game, deal("Anna"), 0)
        finished = scorer.finish_game(game, 1)
        with pytest.raises(ServiceError) as refused:
            scorer.reopen_game(game, finished.seq)  # the server's trigger says no
        assert refused.value.code == "server_refused"
        assert "finished" in refused.value.params["detail"]
    with GameService(open_postgres(pg_club.url("viewer"))) as viewer:
        assert viewer.read_only
        assert viewer.game(game).last_seq == finished.seq
        with pytest.raises(ServiceError) as refused:
            viewer.create_game(PLAYERS, "Anna", preset_rules("sochi"))
        assert refused.value.code == "view_only"  # said as the login's role, not a file
    with GameService(open_postgres(pg_club.url("admin"))) as admin:
        assert admin.reopen_game(game, finished.seq).seq == finished.seq + 1


def test_the_location_names_the_server_without_the_password(pg_club: Club) -> None:
    store = open_postgres_store(pg_club.url("scorer"))
    try:
        port = pg_club.cluster.port
        assert (
            store.location == f"postgresql://pulka_test_scorer@127.0.0.1:{port}/{pg_club.database}"
        )
    finally:
        store.close()


def test_a_lost_server_is_a_worded_error_and_a_read_reconnects(pg_club: Club) -> None:
    store = open_postgres_store(pg_club.url("scorer"))
    try:
        game = store.create_game(PLAYERS, {"preset": "sochi"}, "Anna", "2026-11-30T21:00:00")
        pg_club.cluster.restart()
        assert store.stamp(game) is not None  # read once more on a new connection
        store._url = f"postgresql://u@127.0.0.1:{free_port()}/db"  # the server is gone
        assert store._conn is not None
        store._conn.close()
        with pytest.raises(ServerUnavailable) as lost:
            store.game(game)
        assert str(lost.value).startswith("the club server cannot be reached (")
        assert lost.value.kind == "unavailable"
        with pytest.raises(ServerUnavailable), store.transaction():
            pass
    finally:
        store.close()


def test_a_server_unavailable_is_a_service_code(pg_club: Club) -> None:
    store = open_postgres_store(pg_club.url("scorer"))
    with GameService(postgres_backend(store)) as service:
        game = service.create_game(PLAYERS, "Anna", preset_rules("sochi"))
        assert isinstance(service.store, PostgresStore)
        store._url = f"postgresql://u@127.0.0.1:{free_port()}/db"
        assert store._conn is not None
        store._conn.close()
        with pytest.raises(ServiceError) as lost:
            service.record(game, deal("Anna"), 0)
        assert lost.value.code == "server_unavailable"
