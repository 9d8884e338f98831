"""Where the games are: :func:`open_backend` chooses the backend's opener by the location.

A path opens SQLite's (:func:`app.store.sqlite_backend.open_sqlite`); a ``postgresql://`` URL the
club server's (:func:`app.store.postgres.backend.open_postgres`), imported only then (psycopg is
not loaded at start-up, and the app works without it; docs/decisions/0005-club-server.md). Each
gives one :class:`~app.store.backend.Backend`, from which the services are built
(docs/decisions/0009-one-face-per-backend.md). This choice is the one place outside a backend's
package that names it.
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Callable

from app.services.loaded import check_game
from app.store.backend import Backend
from app.store.db import BUSY_TIMEOUT_MS
from app.store.errors import StoreError
from app.store.location import is_server_url, parse_server_url
from app.store.sqlite_backend import open_sqlite

__all__ = ["Backend", "StoreError", "open_backend", "open_server_backend", "server_error_code"]


def open_backend(
    location: str | os.PathLike[str],
    *,
    backups: int | None = None,
    clock: Callable[[], datetime.datetime] | None = None,
    create: bool = True,
    busy_timeout_ms: int = BUSY_TIMEOUT_MS,
    daily_backup: bool = True,
    defer_daily_backup: bool = False,
) -> Backend:
    """The games at ``location`` (a database file, created unless ``create`` is false, or a
    club server's ``postgresql://`` URL).

    Raises ``DatabaseRefused`` for a file it will not open. ``backups`` is how many daily,
    verified copies to keep (default 7); ``clock`` says which day it is; ``daily_backup=False``
    for a reader that writes nothing about a game; ``defer_daily_backup`` leaves a due daily
    copy to ``store.daily_backup`` (the window takes it once it is up:
    app/services/daily_backup.py). For a server see :func:`open_server_backend`.
    """
    if isinstance(location, str) and is_server_url(location):
        return open_server_backend(location)
    options = {} if backups is None else {"backups": backups}
    return open_sqlite(
        location,
        check_game=check_game,
        clock=clock,
        create=create,
        busy_timeout_ms=busy_timeout_ms,
        daily_backup=daily_backup,
        defer_daily_backup=defer_daily_backup,
        **options,
    )


def open_server_backend(url: str) -> Backend:
    """The club server at ``url``.

    Raises :class:`~app.store.location.BadServerAddress` for an address that cannot name a
    server (checked before anything is imported), ``StoreError`` (``cannot_open``) when this
    installation has no server support, and the server's own ``StoreError``\\ s (cannot be
    reached, refused: each with its ``code``) otherwise.
    """
    parse_server_url(url)
    try:
        # Imported here, not at the top: psycopg loads only when a server is opened.
        from app.store.postgres.backend import open_postgres
    except ImportError as error:
        raise StoreError("cannot_open", f"no club server support here ({error.name})") from None
    return open_postgres(url)


def server_error_code(error: StoreError) -> str:
    """The code of a server failure for the message: ``unavailable`` (worth retrying),
    a refusal's code (``auth_failed``, ``no_database``, ``not_initialised``, …), or
    ``not_available`` (no server support here)."""
    if error.code is not None:
        return error.code
    if error.kind == "cannot_open":
        return "not_available"
    return "failed"
