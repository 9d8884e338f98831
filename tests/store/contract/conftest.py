"""The backends the store's contract tests run against: one registry entry per backend.

Each entry is a context manager that, given a fresh folder, yields an *opener*: a function that
opens the same, initially empty store every time it is called (so a test can close it and open
it again, or hold two stores on it at once) and is cleaned up afterwards. A backend that cannot
run here (no server) calls ``pytest.skip`` saying why. A second backend adds its entry to
:data:`BACKENDS` and runs every test in this folder (docs/store.md, "The storage seam").
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from app.store.protocol import GameStore
from app.store.sqlite_store import open_sqlite_store

Opener = Callable[[], GameStore]


@contextlib.contextmanager
def sqlite_backend(folder: Path) -> Iterator[Opener]:
    """A database file in ``folder``, no backups (they are SQLite's own, tested elsewhere)."""
    path = folder / "contract.sqlite3"
    yield lambda: open_sqlite_store(path, backups=0)


@contextlib.contextmanager
def postgresql_backend(folder: Path) -> Iterator[Opener]:
    """A new database on the session's throwaway PostgreSQL server (tests/pg_fixtures.py),
    opened as a club admin (the contract includes reopening a finished game)."""
    from app.store.postgres.store import open_postgres_store
    from tests.pg_fixtures import club_database, shared_cluster

    with club_database(shared_cluster()) as club:
        yield lambda: open_postgres_store(club.url("admin"))


BACKENDS: dict[str, Callable[[Path], contextlib.AbstractContextManager[Opener]]] = {
    "sqlite": sqlite_backend,
    "postgresql": postgresql_backend,
}


@pytest.fixture(params=sorted(BACKENDS))
def store_factory(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Opener]:
    """Opens the backend's store under test; every store it opened is closed at the end."""
    opened: list[GameStore] = []
    with BACKENDS[request.param](tmp_path) as opener:

        def open_tracked() -> GameStore:
            store = opener()
            opened.append(store)
            return store

        try:
            yield open_tracked
        finally:
            for store in opened:
                with contextlib.suppress(Exception):
                    store.close()


@pytest.fixture
def store(store_factory: Opener) -> GameStore:
    """One open store of the backend under test."""
    return store_factory()
