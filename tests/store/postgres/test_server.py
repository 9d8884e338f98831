"""Setting up a club server (``pulka server init``) and refusing one this Pulka cannot use."""

from __future__ import annotations

import psycopg
import pytest
from psycopg import sql

from app.cli import main
from app.store.postgres.errors import ServerRefused, ServerUnavailable
from app.store.postgres.schema import MIGRATION_NAMES
from app.store.postgres.server import check_schema, connect, init_server
from tests.pg_cluster import Cluster, free_port
from tests.pg_fixtures import Club


def _new_database(cluster: Cluster, name: str) -> str:
    with psycopg.connect(cluster.url(), autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {}").format(sql.Identifier(name)))
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    return cluster.url(name)


def _check(url: str) -> None:
    conn = connect(url)
    try:
        check_schema(conn)
    finally:
        conn.close()


def test_init_sets_up_a_new_database_once(
    pg_cluster: Cluster, capsys: pytest.CaptureFixture[str]
) -> None:
    url = _new_database(pg_cluster, "init_once")
    with pytest.raises(ServerRefused) as refused:
        _check(url)
    assert refused.value.code == "not_initialised"
    assert main(["server", "init", url]) == 0
    assert "applied m001_club_server" in capsys.readouterr().out
    _check(url)  # no refusal now
    assert main(["server", "init", url]) == 0
    assert capsys.readouterr().out == "already up to date: nothing to do\n"
    with psycopg.connect(url) as conn:
        names = [n for (n,) in conn.execute("SELECT name FROM pulka.schema_migrations")]
    assert names == list(MIGRATION_NAMES)


def test_a_schema_from_a_newer_pulka_is_refused(pg_club: Club) -> None:
    with psycopg.connect(pg_club.url()) as conn:
        conn.execute("INSERT INTO pulka.schema_migrations (name) VALUES ('m999_from_the_future')")
    for role in ("super", "scorer", "viewer"):
        with pytest.raises(ServerRefused) as refused:
            _check(pg_club.url(role))
        assert refused.value.code == "newer_schema"
        assert "m999_from_the_future" in str(refused.value)
    with pytest.raises(ServerRefused) as refused:
        init_server(pg_club.url())  # nothing applied over it either
    assert refused.value.code == "newer_schema"


def test_pending_migrations_are_applied_only_by_init(pg_club: Club) -> None:
    with psycopg.connect(pg_club.url()) as conn:
        conn.execute("DELETE FROM pulka.schema_migrations")  # as if m001 were still to come
    with pytest.raises(ServerRefused) as refused:
        _check(pg_club.url("scorer"))
    assert refused.value.code == "outdated"


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("mysql://somewhere/db", "is not a postgresql:// URL"),
        (
            "postgresql://pulka_test_scorer:wrong-password@127.0.0.1:{port}/{db}",
            "user name or password",
        ),
        (
            "postgresql://pulka_super:pulka-test-super@127.0.0.1:{port}/no_such_db",
            "no such database",
        ),
        ("postgresql://u@127.0.0.1:{free}/db", "cannot be reached"),
    ],
)
def test_init_refusals_are_one_line(
    pg_club: Club, capsys: pytest.CaptureFixture[str], url: str, expected: str
) -> None:
    url = url.format(port=pg_club.cluster.port, db=pg_club.database, free=free_port())
    assert main(["server", "init", url]) == 2
    err = capsys.readouterr().err
    assert err.startswith("pulka: ") and expected in err and err.count("\n") == 1
    assert "wrong-password" not in err and "Traceback" not in err


def test_a_scorer_cannot_init(pg_club: Club) -> None:
    with pytest.raises(ServerRefused) as refused:
        init_server(pg_club.url("scorer"))
    assert refused.value.code == "not_allowed"


def test_unreachable_server_is_unavailable() -> None:
    with pytest.raises(ServerUnavailable):
        connect(f"postgresql://u@127.0.0.1:{free_port()}/db")
