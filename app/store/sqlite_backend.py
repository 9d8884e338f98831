"""SQLite's opener of the bundle (app/store/backend.py): a database file as one :class:`Backend`.

The games are the file's :class:`~app.store.sqlite_store.SqliteStore`; its roster log and events
(the shared SQL of app/store/roster_sql.py and app/store/event_sql.py on SQLite's runner,
app/store/sqlite_sql.py) and statistics' tables (app/store/sqlite_summaries.py) share its
connection and are loaded only when first asked for. A file allows everything, or nothing
that writes when it opened read-only; its COMMITs may run on the services' writer thread.
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from app.store.backend import Backend, Permissions
from app.store.backups import DEFAULT_BACKUPS
from app.store.db import BUSY_TIMEOUT_MS
from app.store.sqlite_store import GameCheck, SqliteStore, open_sqlite_store

if TYPE_CHECKING:  # loaded with the roster, the events and the statistics, not at start-up
    from app.sql import SummaryTables
    from app.store.event_protocol import EventStore
    from app.store.protocol import RosterStore


def open_sqlite(
    path: str | os.PathLike[str],
    *,
    check_game: GameCheck | None = None,
    backups: int = DEFAULT_BACKUPS,
    clock: Callable[[], datetime.datetime] | None = None,
    create: bool = True,
    busy_timeout_ms: int = BUSY_TIMEOUT_MS,
    daily_backup: bool = True,
    defer_daily_backup: bool = False,
) -> Backend:
    """The database file at ``path`` (:func:`~app.store.sqlite_store.open_sqlite_store`: the
    same arguments and refusals)."""
    store = open_sqlite_store(
        path,
        check_game=check_game,
        backups=backups,
        clock=clock,
        create=create,
        busy_timeout_ms=busy_timeout_ms,
        daily_backup=daily_backup,
        defer_daily_backup=defer_daily_backup,
    )
    return sqlite_backend(store)


def sqlite_backend(store: SqliteStore) -> Backend:
    """The bundle of an open SQLite store (one opened by :func:`open_sqlite_store`, a copy
    being checked, ``:memory:``)."""

    def roster() -> RosterStore:
        from app.store.roster_sql import SqlRosterStore  # not on the path to the first window
        from app.store.sqlite_sql import SqliteSql

        return SqlRosterStore(SqliteSql(store))

    def events() -> EventStore:
        from app.store.event_sql import SqlEventStore  # not on the path to the first window
        from app.store.sqlite_sql import SqliteSql

        return SqlEventStore(SqliteSql(store))

    def summaries() -> SummaryTables:
        from app.store.sqlite_summaries import SqliteSummaryTables

        return SqliteSummaryTables(store.conn, read_only=store.read_only)

    again = store.reopener()  # the same file, never created, no backup taken
    return Backend(
        games=store,
        permissions=Permissions.of_file(not store.read_only),
        location=store.location,
        warnings=tuple(store.warnings),
        commits_on_any_thread=store.commits_on_any_thread,
        open_roster=roster,
        open_events=events,
        open_summaries=summaries,
        open_watcher=store.change_source,
        reopen=None if again is None else lambda: sqlite_backend(again()),
        daily_backup=store.daily_backup,
    )
