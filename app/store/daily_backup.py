"""The daily backup, taken once the window is up: copied from a connection of its own, checked,
kept only when every game it was asked to check loads (docs/store.md, "Backups").

Opening a database for the window leaves the day's first backup to this module
(:func:`app.store.db.open_connection`, ``defer_daily_backup``): on a club's file the copy and its
check took seconds before any window appeared (issue 30: 6.2 s on 10,000 games, 40 s the first
time ever). :class:`DailyBackup` says what to take; :func:`take` takes it — in the services'
child process (app/services/daily_backup.py), so that the check's folding never shares the
window's interpreter. The copy is read through its own read-only connection: in WAL mode a
reader blocks no writer, so the window keeps writing deals while it runs, and the copy is the
database as committed when it started. The copy is written under a ``.partial`` name and renamed
when checked (app/store/backups.py), so a process killed at any moment leaves the database as
it was and no copy that counts; the next start finds the day's backup still due and takes it.
"""

from __future__ import annotations

import contextlib
import datetime
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from app.store.backups import (
    BackupSkipped,
    has_backup_of_day,
    make_backup,
    newest_verified_time,
)
from app.store.sqlite_errors import classify

Progress = Callable[[int, int], None]
"""Told ``(games checked, games to check)`` while the copy is checked."""
Check = Callable[[sqlite3.Connection, "str | None", "Progress | None"], "str | None"]
"""Checks a copy (the newest verified backup's time, a progress callback): ``None`` when it
loads, else what is wrong."""

COPY_TRIES = 5
"""How often the copy is tried when SQLite says busy (a checkpoint or recovery just then)."""


class DailyBackup:
    """The day's backup of one database, due when it was opened: where and how many to keep."""

    def __init__(self, target: Path, folder: Path, keep: int, day: datetime.datetime) -> None:
        self.target = target
        self.folder = folder
        self.keep = keep
        self.day = day
        """The time the database was opened (its day names the backup)."""

    def __repr__(self) -> str:
        return f"DailyBackup({str(self.target)!r}, {str(self.folder)!r}, {self.keep})"


def take(job: DailyBackup, check: Check, progress: Progress | None = None) -> Path | None:
    """Copy, check and keep the day's backup: its path, or ``None`` when another Pulka took it
    meanwhile. Raises :class:`~app.store.backups.BackupSkipped` when the check refused the copy
    (nothing kept), ``OSError`` or ``sqlite3.Error`` when it could not be written."""
    if has_backup_of_day(job.target, job.folder, job.day):
        return None
    since = newest_verified_time(job.target, job.folder)

    def verify(copy: sqlite3.Connection) -> str | None:
        return check(copy, since, progress)

    for attempt in range(COPY_TRIES):
        try:
            with contextlib.closing(source_connection(job.target)) as source:
                return make_backup(
                    source,
                    job.target,
                    job.folder,
                    "daily",
                    job.day,
                    keep=job.keep,
                    verify=verify,
                    keep_unverified=False,
                )
        except sqlite3.OperationalError as error:
            if classify(error) != "busy" or attempt + 1 == COPY_TRIES:
                raise
            time.sleep(0.2 * (attempt + 1))
    raise AssertionError("unreachable")  # pragma: no cover


def source_connection(target: Path) -> sqlite3.Connection:
    """A connection that reads the database as its writers committed it and never writes it:
    ``mode=ro`` shares the WAL index of the window's connection (never ``immutable``: the
    window may write and checkpoint while the copy is taken)."""
    uri = f"{target.resolve().as_uri()}?mode=ro"
    conn = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
    conn.execute("PRAGMA busy_timeout = 10000")
    return conn


__all__ = ["BackupSkipped", "Check", "DailyBackup", "Progress", "source_connection", "take"]
