"""Where the games are: :func:`open_store` builds the one store the services are handed.

A path opens SQLite's store (:mod:`app.store.sqlite_store`); a ``postgresql://`` URL the club
server's, imported only then (psycopg is not loaded at start-up, and the app works without it;
docs/decisions/0005-club-server.md).
"""

from __future__ import annotations

import datetime
import os
import sys
from collections.abc import Callable

from app.services.loaded import check_game
from app.store.db import BUSY_TIMEOUT_MS
from app.store.errors import StoreError
from app.store.location import is_server_url, parse_server_url
from app.store.protocol import GameStore
from app.store.sqlite_store import open_sqlite_store


def open_store(
    location: str | os.PathLike[str],
    *,
    backups: int | None = None,
    clock: Callable[[], datetime.datetime] | None = None,
    create: bool = True,
    busy_timeout_ms: int = BUSY_TIMEOUT_MS,
    defer_daily_backup: bool = False,
) -> GameStore:
    """The store at ``location`` (a database file, created unless ``create`` is false, or a
    club server's ``postgresql://`` URL).

    Raises ``DatabaseRefused`` for a file it will not open. ``backups`` is how many daily,
    verified copies to keep (default 7); ``clock`` says which day it is;
    ``defer_daily_backup`` leaves a due daily copy to ``store.daily_backup`` (the window takes
    it once it is up: app/services/daily_backup.py). For a server see :func:`open_server_store`.
    """
    if isinstance(location, str) and is_server_url(location):
        return open_server_store(location)
    options = {} if backups is None else {"backups": backups}
    return open_sqlite_store(
        location,
        check_game=check_game,
        clock=clock,
        create=create,
        busy_timeout_ms=busy_timeout_ms,
        defer_daily_backup=defer_daily_backup,
        **options,
    )


def open_server_store(url: str) -> GameStore:
    """The club server's store at ``url``.

    Raises :class:`~app.store.location.BadServerAddress` for an address that cannot name a
    server (checked before anything is imported), ``StoreError`` (``cannot_open``) when this
    installation has no server support, and the server store's own ``StoreError``s (cannot be
    reached, refused) otherwise.
    """
    parse_server_url(url)
    try:
        # Imported here, not at the top: psycopg loads only when a server is opened.
        from app.store.postgres.store import open_postgres_store
    except ImportError as error:
        raise StoreError("cannot_open", f"no club server support here ({error.name})") from None
    return open_postgres_store(url)


def server_errors() -> tuple[type[Exception], ...]:
    """What opening or using a club server may raise: the store's ``StoreError`` and, where
    the server store is installed, its own ``ServerUnavailable`` and ``ServerRefused``."""
    module = sys.modules.get("app.store.postgres.errors")  # loaded only with a server store
    if module is None:
        return (StoreError,)
    found = (getattr(module, "ServerUnavailable", None), getattr(module, "ServerRefused", None))
    return (StoreError, *(kind for kind in found if isinstance(kind, type)))


def server_error_code(error: Exception) -> str:
    """The code of a server failure for the message: ``unavailable`` (worth retrying),
    a refusal's code (``auth_failed``, ``no_database``, ``not_initialised``, …), or
    ``not_available`` (no server support here)."""
    code = getattr(error, "code", None)
    if isinstance(code, str):
        return code
    if isinstance(error, StoreError) and error.kind == "cannot_open":
        return "not_available"
    return "failed"
