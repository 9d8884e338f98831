"""Rotating backups of a database, each checked before it may count as a good copy.

A backup is written with the SQLite backup API (consistent even while others write) to
``<backups>/<database file name>-YYYYMMDD-HHMMSS-<reason>.sqlite3`` — first under a private
``.partial`` name, renamed when complete. The full file name (not the stem) keeps
``club.sqlite3`` and ``club.db`` in one folder apart. A copy that the caller's ``verify`` accepts
(every game decodes and folds) gets the reason suffix ``-verified``; a daily backup is kept only
then, so a database with a damaged game never pushes good copies out of the rotation. Rotation
keeps the ``keep`` newest and, besides them, never deletes the newest verified copy
(docs/store.md, "Backups").
"""

from __future__ import annotations

import contextlib
import datetime
import os
import re
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

DEFAULT_BACKUPS = 7
VERIFIED = "-verified"
PARTIAL_MAX_AGE_S = 3600
"""A ``.partial`` older than this was left by a process that died while copying."""

Verify = Callable[[sqlite3.Connection], str | None]
"""Checks a copy: ``None`` when every game loads, else what is wrong (for the warning)."""


class BackupSkipped(Exception):
    """The copy did not pass ``verify``; nothing was kept. ``str()`` says what was wrong."""


def _pattern(target: Path) -> re.Pattern[str]:
    return re.compile(re.escape(target.name) + r"-(\d{8})-(\d{6})-([A-Za-z0-9_-]+)\.sqlite3")


def backup_files(target: Path, folder: Path) -> list[Path]:
    """This database's backups in ``folder``, oldest first (the time stamp sorts them)."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    pattern = _pattern(target)
    return [folder / name for name in sorted(names) if pattern.fullmatch(name)]


def is_verified(backup: Path) -> bool:
    return backup.stem.endswith(VERIFIED)


def newest_verified_time(target: Path, folder: Path) -> str | None:
    """When the newest verified backup of ``target`` was taken (ISO 8601, UTC), a day early
    to allow for clock changes; ``None`` when there is none."""
    verified = [f for f in backup_files(target, folder) if is_verified(f)]
    if not verified:
        return None
    match = _pattern(target).fullmatch(verified[-1].name)
    assert match is not None
    day, hms = match[1], match[2]
    # By hand rather than strptime, whose module (_strptime, with calendar and locale) cost
    # ~13 M instructions of every start (issue 30); the pattern matched eight and six digits.
    taken = datetime.datetime(
        int(day[:4]),
        int(day[4:6]),
        int(day[6:]),
        int(hms[:2]),
        int(hms[2:4]),
        int(hms[4:]),
        tzinfo=datetime.UTC,
    )
    earlier = taken - datetime.timedelta(days=1)
    return earlier.isoformat()


def has_backup_of_day(target: Path, folder: Path, now: datetime.datetime) -> bool:
    """Whether a verified backup of ``target`` was taken on ``now``'s day."""
    day = now.strftime("%Y%m%d")
    return any(
        f.name.startswith(f"{target.name}-{day}-") and is_verified(f)
        for f in backup_files(target, folder)
    )


def make_backup(
    source: sqlite3.Connection,
    target: Path,
    folder: Path,
    reason: str,
    now: datetime.datetime,
    *,
    keep: int = DEFAULT_BACKUPS,
    verify: Verify | None = None,
    keep_unverified: bool = True,
) -> Path:
    """Copy the database, check the copy, keep it, then rotate; the backup's path.

    Raises :class:`BackupSkipped` when ``verify`` refuses the copy and ``keep_unverified`` is
    false (a daily backup), ``OSError`` / ``sqlite3.Error`` when the copy cannot be written.
    """
    folder.mkdir(parents=True, exist_ok=True)
    clean_partials(target, folder)
    stamp = now.strftime("%Y%m%d-%H%M%S")
    partial = folder / f"{target.name}-{stamp}-{reason}.{os.getpid()}.partial"
    try:
        with contextlib.closing(sqlite3.connect(partial, isolation_level=None)) as copy:
            source.backup(copy)
            problem = verify(copy) if verify is not None else "not checked"
        if problem is not None and not keep_unverified:
            raise BackupSkipped(problem)
        suffix = VERIFIED if problem is None else ""
        out = folder / f"{target.name}-{stamp}-{reason}{suffix}.sqlite3"
        os.replace(partial, out)  # a backup file is either complete or absent
    finally:
        partial.unlink(missing_ok=True)
    rotate(target, folder, keep)
    return out


def rotate(target: Path, folder: Path, keep: int) -> None:
    """Delete all but the ``keep`` newest backups — never the newest verified one."""
    files = backup_files(target, folder)
    verified = [f for f in files if is_verified(f)]
    newest_good = verified[-1] if verified else None
    for old in files[: max(len(files) - keep, 0)]:
        if old != newest_good:
            old.unlink(missing_ok=True)


def clean_partials(target: Path, folder: Path) -> None:
    """Remove ``.partial`` copies of ``target`` that a dead process left (older than an hour;
    a younger one may be another instance's copy in progress)."""
    prefix = f"{target.name}-"
    with contextlib.suppress(OSError):
        for name in os.listdir(folder):
            if name.startswith(prefix) and name.endswith(".partial"):
                path = folder / name
                with contextlib.suppress(OSError):
                    if time.time() - path.stat().st_mtime > PARTIAL_MAX_AGE_S:
                        path.unlink()
