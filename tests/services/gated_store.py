"""An SQLite store whose COMMITs can be held back and made to fail, to test writes whose COMMIT
runs on the service's writer thread (docs/decisions/0006-commit-off-gui.md)."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from app.store.errors import StoreError
from app.store.sqlite_store import SqliteStore, open_sqlite_store


class GatedStore(SqliteStore):
    """Games in a file (as the app opens it); each COMMIT first waits for ``gate`` and fails,
    rolled back, with ``fail`` when that was set as its transaction began. ``log`` lists
    ``begin``/``commit``/``fail`` in order; ``touched`` names every call made from another
    thread while a COMMIT was running (there must be none: the connection is the writer's)."""

    def __init__(self, path: Path) -> None:
        opened = open_sqlite_store(path, backups=0)
        super().__init__(opened.conn, any_thread=True)
        self.gate = threading.Event()
        self.gate.set()
        self.fail: Callable[[], BaseException] | None = None
        self.log: list[str] = []
        self.touched: list[str] = []
        self.commit_threads: set[str] = set()
        self._committing: threading.Thread | None = None

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        fail = self.fail  # as it was when the transaction began: no race with the test
        with super().transaction():
            self.log.append("begin")
            yield
            self._committing = threading.current_thread()
            self.commit_threads.add(self._committing.name)
            try:
                assert self.gate.wait(timeout=20), "the test never opened the gate"
                self.log.append("fail" if fail else "commit")
                if fail is not None:
                    raise fail()  # inside the transaction: SQLite rolls it back
            finally:
                self._committing = None


def _watched(name: str) -> None:
    original = getattr(SqliteStore, name)

    def call(self: GatedStore, *args: Any, **kwargs: Any) -> Any:
        committing = self._committing
        if committing is not None and committing is not threading.current_thread():
            self.touched.append(name)
        return original(self, *args, **kwargs)

    setattr(GatedStore, name, call)


for _name in (
    "game",
    "stamp",
    "game_players",
    "list_games",
    "list_players",
    "append",
    "set_status",
    "load",
    "game_uuid",
    "find_by_uuid",
):
    _watched(_name)


def disk_full() -> StoreError:
    """What the SQLite store raises when the WAL cannot grow (app/store/sqlite_errors.py)."""
    return StoreError("disk_full", "database or disk is full")
