"""Pytest fixtures of the club server tests: one cluster per session, one database per test.

``pg_cluster`` (session) starts a throwaway cluster (:mod:`tests.pg_cluster`); without
PostgreSQL installed the tests that use it skip with a one-line reason, and under ``CI=true``
fail instead (CI installs it: ``.ci/run``). ``pg_club`` (per test) is a fresh database set up
by ``pulka server init`` (copied from a template set up once), with URLs for a login of each
role.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg
import pytest
from psycopg import sql

from tests.pg_cluster import Cluster, find_bindir, running_cluster
from tests.pg_tls import TlsFiles, make_tls_files, openssl

TEMPLATE = "pulka_template"
LOGINS = {"admin": "pulka_admin", "scorer": "pulka_scorer", "viewer": "pulka_viewer"}
"""A login of each role: ``pulka_test_<role>`` with password ``secret-<role>``."""
_numbers = itertools.count(1)


@dataclass
class Club:
    """A set-up database on the test cluster."""

    cluster: Cluster
    database: str

    def url(self, role: str = "super") -> str:
        """The URL of a login of ``role`` (``super``: the cluster's superuser)."""
        if role == "super":
            return self.cluster.url(self.database)
        return self.cluster.url(self.database, f"pulka_test_{role}", f"secret-{role}")


_running = contextlib.ExitStack()
atexit.register(_running.close)  # stops the cluster however the session ends
_cluster: Cluster | None = None


def shared_cluster() -> Cluster:
    """The session's cluster, started on first use (skip, or fail under ``CI=true``, when
    PostgreSQL is missing); stopped and deleted at the end of the session."""
    global _cluster
    if _cluster is not None:
        return _cluster
    bindir = find_bindir()
    if bindir is None:
        reason = "PostgreSQL is not installed (no initdb/pg_ctl found): club server tests skip"
        if os.environ.get("CI") == "true":
            pytest.fail(reason.replace("skip", "must run under CI=true"), pytrace=False)
        pytest.skip(reason)
    from app.store.postgres.server import init_server

    cluster = _running.enter_context(running_cluster(bindir))
    with psycopg.connect(cluster.url(), autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(TEMPLATE)))
    init_server(cluster.url(TEMPLATE))
    with psycopg.connect(cluster.url(), autocommit=True) as conn:
        for role, group in LOGINS.items():
            conn.execute(
                sql.SQL("CREATE ROLE {} LOGIN PASSWORD {} IN ROLE {}").format(
                    sql.Identifier(f"pulka_test_{role}"),
                    sql.Literal(f"secret-{role}"),
                    sql.Identifier(group),
                )
            )
    _cluster = cluster
    return cluster


@contextlib.contextmanager
def club_database(cluster: Cluster) -> Iterator[Club]:
    """A new database set up as a club server (a copy of the template), dropped afterwards."""
    name = f"club_{os.getpid()}_{next(_numbers)}"
    with psycopg.connect(cluster.url(), autocommit=True) as conn:
        conn.execute(
            sql.SQL("CREATE DATABASE {} TEMPLATE {}").format(
                sql.Identifier(name), sql.Identifier(TEMPLATE)
            )
        )
    try:
        yield Club(cluster, name)
    finally:
        with psycopg.connect(cluster.url(), autocommit=True) as conn:
            conn.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
            )


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[Cluster]:
    yield shared_cluster()
    global _cluster
    _running.close()
    _cluster = None


@pytest.fixture
def pg_club(pg_cluster: Cluster) -> Iterator[Club]:
    with club_database(pg_cluster) as club:
        yield club


@dataclass
class TlsClub:
    """A club database on a cluster that takes TLS, with its throwaway CA (tests/pg_tls.py)."""

    cluster: Cluster
    tls: TlsFiles
    database: str

    def url(self, sslmode: str, rootcert: Path | None = None, role: str = "scorer") -> str:
        """A scorer's address with ``?sslmode=`` (and ``&sslrootcert=``)."""
        query = f"sslmode={sslmode}"
        if rootcert is not None:
            query += f"&sslrootcert={rootcert}"
        base = self.cluster.url(self.database, f"pulka_test_{role}", f"secret-{role}")
        return f"{base}?{query}"


@pytest.fixture(scope="session")
def pg_tls_club(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TlsClub]:
    """A second cluster, with TLS, set up as a club server with a scorer login (session-wide:
    the TLS tests only read and record)."""
    bindir = find_bindir()
    if bindir is None or openssl() is None:
        reason = "PostgreSQL or openssl is not installed: the TLS tests skip"
        if os.environ.get("CI") == "true":
            pytest.fail(reason, pytrace=False)
        pytest.skip(reason)
    from app.store.postgres.server import init_server

    tls = make_tls_files(tmp_path_factory.mktemp("tls"))
    with running_cluster(bindir, fsync=False, tls=tls) as cluster:
        with psycopg.connect(cluster.url(), autocommit=True) as conn:
            conn.execute("CREATE DATABASE club")
        init_server(cluster.url("club"))
        with psycopg.connect(cluster.url(), autocommit=True) as conn:
            conn.execute(
                "CREATE ROLE pulka_test_scorer LOGIN PASSWORD 'secret-scorer' IN ROLE pulka_scorer"
            )
        yield TlsClub(cluster, tls, "club")
