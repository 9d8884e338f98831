"""Where the games are: :func:`open_store` builds the one store the services are handed.

Today a location is a path and the store is SQLite's (:mod:`app.store.sqlite_store`); a second
backend is chosen here by its location (docs/store.md, "The storage seam").
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Callable

from app.services.loaded import check_game
from app.store.db import BUSY_TIMEOUT_MS
from app.store.protocol import GameStore
from app.store.sqlite_store import open_sqlite_store


def open_store(
    location: str | os.PathLike[str],
    *,
    backups: int | None = None,
    clock: Callable[[], datetime.datetime] | None = None,
    create: bool = True,
    busy_timeout_ms: int = BUSY_TIMEOUT_MS,
) -> GameStore:
    """The store at ``location`` (a database file, created unless ``create`` is false).

    Raises ``DatabaseRefused`` for a file it will not open. ``backups`` is how many daily,
    verified copies to keep (default 7); ``clock`` says which day it is.
    """
    options = {} if backups is None else {"backups": backups}
    return open_sqlite_store(
        location,
        check_game=check_game,
        clock=clock,
        create=create,
        busy_timeout_ms=busy_timeout_ms,
        **options,
    )
