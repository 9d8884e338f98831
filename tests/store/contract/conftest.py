"""The backends the store's contract tests run against: one registry entry per backend.

Each entry is a context manager that, given a fresh folder, yields an *opener*: a function that
opens the same, initially empty backend every time it is called — the bundle its own opener
builds (app/store/backend.py) — so a test can close it and open it again, or hold two on it at
once; it is cleaned up afterwards. A backend that cannot run here (no server) calls
``pytest.skip`` saying why. Another backend adds its entry to :data:`BACKENDS` and runs every
test in this folder (docs/architecture.md, "Where to add … A storage backend").
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from app.store.backend import Backend
from app.store.protocol import GameStore
from app.store.sqlite_backend import open_sqlite

BackendOpener = Callable[[], Backend]
Opener = Callable[[], GameStore]


@contextlib.contextmanager
def sqlite_backend(folder: Path) -> Iterator[BackendOpener]:
    """A database file in ``folder``, no backups (they are SQLite's own, tested elsewhere)."""
    path = folder / "contract.sqlite3"
    yield lambda: open_sqlite(path, backups=0)


@contextlib.contextmanager
def postgresql_backend(folder: Path) -> Iterator[BackendOpener]:
    """A new database on the session's throwaway PostgreSQL server (tests/pg_fixtures.py),
    opened as a club admin (the contract includes reopening a finished game)."""
    from app.store.postgres.backend import open_postgres
    from tests.pg_fixtures import club_database, shared_cluster

    with club_database(shared_cluster()) as club:
        yield lambda: open_postgres(club.url("admin"))


BACKENDS: dict[str, Callable[[Path], contextlib.AbstractContextManager[BackendOpener]]] = {
    "sqlite": sqlite_backend,
    "postgresql": postgresql_backend,
}


@pytest.fixture(params=sorted(BACKENDS))
def backend_factory(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[BackendOpener]:
    """Opens the backend under test; every one it opened is closed at the end."""
    opened: list[Backend] = []
    with BACKENDS[request.param](tmp_path) as opener:

        def open_tracked() -> Backend:
            backend = opener()
            opened.append(backend)
            return backend

        try:
            yield open_tracked
        finally:
            for backend in opened:
                with contextlib.suppress(Exception):
                    backend.close()


@pytest.fixture
def backend(backend_factory: BackendOpener) -> Backend:
    """One open backend under test."""
    return backend_factory()


@pytest.fixture
def store_factory(backend_factory: BackendOpener) -> Opener:
    """Opens the game store of the backend under test."""
    return lambda: backend_factory().games


@pytest.fixture
def store(store_factory: Opener) -> GameStore:
    """One open game store of the backend under test."""
    return store_factory()
