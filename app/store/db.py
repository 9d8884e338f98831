"""Opening a Pulka database: checks that refuse without writing, PRAGMAs, migrations, backups.

Every connection gets ``foreign_keys=ON``, WAL and ``synchronous=FULL`` (toolchain-notes §4: the
first is per connection; on macOS also ``fullfsync``). A file is inspected before anything could
write to it: the header is read with plain file I/O, and SQLite only opens it read-only (or
``immutable`` when no other connection has a WAL open), so a refused file stays byte-identical.

A database that can be read but not written (read-only file or folder, no room for the WAL) is
opened read-only rather than refused, and a failed backup is a warning, never a refusal
(docs/store.md, "What each failure does").

Everything here runs on the standard ``sqlite3`` module; sqlite-utils (the migration tool) is
imported only when a migration is pending, i.e. for a new or older database (ADR 0002).
"""

from __future__ import annotations

import contextlib
import datetime
import os
import sqlite3
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import app.store.network_fs as network_fs
from app.store.backups import (
    DEFAULT_BACKUPS,
    BackupSkipped,
    has_backup_of_day,
    make_backup,
    newest_verified_time,
)
from app.store.errors import StoreWarning, one_line
from app.store.network_fs import Probe
from app.store.schema import APPLICATION_ID, MIGRATION_NAMES, applied_migrations, schema_damage
from app.store.sqlite_errors import classify
from app.store.template import create_from_template

if TYPE_CHECKING:
    from app.store.daily_backup import DailyBackup

SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 10_000
INSPECT_TIMEOUT_S = 3.0
"""How long the read-only inspection waits for a lock before calling the file in use."""
Clock = Callable[[], datetime.datetime]
Check = Callable[[sqlite3.Connection, str | None], str | None]
"""Checks a backup copy: ``None`` when it loads, else what is wrong. The second argument is
the time (ISO 8601, UTC) of the newest verified backup: games not changed since then were
fully checked then (``None``: check every game)."""


class DatabaseRefused(Exception):
    """A file Pulka will not open; nothing was written to it.

    ``code``: ``not_pulka``, ``damaged``, ``newer_schema``, ``in_use`` (another program holds
    it locked), ``cannot_create`` (a new database in a folder that cannot be written),
    ``outdated_read_only`` (needs a migration but cannot be written), ``no_database`` (absent or
    empty, and the caller asked not to create one), ``wal_unreadable`` (read-only, and committed
    changes wait in a ``-wal`` file whose index cannot be created), ``network_filesystem``
    (the folder is on a network filesystem, named in ``detail``: WAL needs every process on
    one computer; app/store/network_fs.py).
    """

    def __init__(self, code: str, *, path: str | os.PathLike[str], detail: str = "") -> None:
        self.code = code
        self.path = str(path)
        self.detail = detail
        self.params = {"path": self.path, "detail": detail}
        super().__init__(code, self.path, detail)

    def __str__(self) -> str:
        text = {
            "not_pulka": "is not a Pulka database",
            "damaged": "is damaged",
            "newer_schema": "was written by a newer Pulka; update Pulka to open it",
            "in_use": "is in use by another program; close it and try again",
            "cannot_create": "cannot be created",
            "outdated_read_only": "was written by an older Pulka and must be upgraded,"
            " but it cannot be written",
            "no_database": "holds no Pulka database",
            "wal_unreadable": "cannot be read: its latest changes wait in a journal file this"
            " folder does not let Pulka open",
            "network_filesystem": "is on a network filesystem, where two computers writing one"
            " database can damage it; keep it on a local disk, or share games through a club"
            " server (pulka push FILE --server URL)",
        }.get(self.code, self.code)
        return f"{self.path}: {text}" + (f" ({self.detail})" if self.detail else "")


@dataclass
class OpenedDatabase:
    """An open database: the connection, whether it is read-only, and warnings to show."""

    conn: sqlite3.Connection
    read_only: bool = False
    warnings: list[StoreWarning] = field(default_factory=list)
    daily_backup: DailyBackup | None = None
    """The day's backup, due and left for later (``defer_daily_backup``)."""


def default_database_path() -> Path:
    """``<user data dir>/Pulka/pulka.sqlite3`` (created on first start)."""
    from platformdirs import user_data_dir  # only when no path is given

    return Path(user_data_dir("Pulka", appauthor=False)) / "pulka.sqlite3"


def configure(conn: sqlite3.Connection, busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> None:
    """The PRAGMAs every read-write connection needs (they are per connection)."""
    conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
    conn.execute("PRAGMA foreign_keys = ON")
    _set_wal(conn, busy_timeout_ms)
    conn.execute("PRAGMA synchronous = FULL")
    if sys.platform == "darwin":
        # On macOS fsync() reaches the drive's cache, not the platter; F_FULLFSYNC does.
        conn.execute("PRAGMA fullfsync = ON")
        conn.execute("PRAGMA checkpoint_fullfsync = ON")


def _set_wal(conn: sqlite3.Connection, busy_timeout_ms: int) -> None:
    """``journal_mode=WAL``, retried while another process holds the lock.

    Two instances creating a new file at once: switching the journal mode needs an exclusive
    lock, and SQLite reports SQLITE_BUSY at once (no busy handler) when the other one holds a
    shared lock it is upgrading — so the wait is done here.
    """
    deadline = time.monotonic() + busy_timeout_ms / 1000
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if classify(error) != "busy" or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def connect(
    path: str | os.PathLike[str], busy_timeout_ms: int = BUSY_TIMEOUT_MS
) -> sqlite3.Connection:
    """A configured connection; ``isolation_level=None`` so only explicit BEGINs open one.

    ``check_same_thread=False``: the services may run a write's COMMIT on their writer thread
    (app/services/commits.py), never while another thread uses the connection."""
    conn = sqlite3.connect(
        os.fspath(path),
        isolation_level=None,
        timeout=busy_timeout_ms / 1000,
        check_same_thread=False,
    )
    try:
        configure(conn, busy_timeout_ms)
    except BaseException:
        conn.close()
        raise
    return conn


def open_database(
    path: str | os.PathLike[str],
    *,
    backups: int = DEFAULT_BACKUPS,
    backup_dir: str | os.PathLike[str] | None = None,
    clock: Clock | None = None,
) -> sqlite3.Connection:
    """Open (creating if missing) and migrate a Pulka database: an autocommit connection.

    :func:`open_connection` without its read-only and warning reports (tests, benchmarks).
    """
    return open_connection(path, backups=backups, backup_dir=backup_dir, clock=clock).conn


def open_connection(
    path: str | os.PathLike[str],
    *,
    backups: int = DEFAULT_BACKUPS,
    backup_dir: str | os.PathLike[str] | None = None,
    clock: Clock | None = None,
    create: bool = True,
    verify: Check | None = None,
    busy_timeout_ms: int = BUSY_TIMEOUT_MS,
    network_probe: Probe | None = None,
    daily_backup: bool = True,
    defer_daily_backup: bool = False,
) -> OpenedDatabase:
    """Open (creating if missing, unless ``create`` is false) and migrate a Pulka database.

    Raises :class:`DatabaseRefused` before writing a byte when the file is not a Pulka
    database, is damaged, has a newer schema, or is locked by another program. A database that
    can be read but not written opens read-only (``OpenedDatabase.read_only``). Keeps ``backups``
    rotating copies in ``backup_dir`` (default: ``backups/`` beside the database): one before
    each migration of an existing database and one per day of use, the daily one only when
    ``verify`` accepts the copy (app/store/backups.py; default :func:`structural_check`).
    ``daily_backup=False`` keeps only the copy before a migration (a reader such as ``pulka
    stats``, which changes no game); ``defer_daily_backup`` takes no daily copy but says in
    ``OpenedDatabase.daily_backup`` that one is due (the window takes it once it is up:
    app/store/daily_backup.py). ``":memory:"`` gives a private in-memory database.

    A file on a network filesystem is refused (``network_filesystem``) before it is read:
    WAL mode needs every connection on one computer (https://www.sqlite.org/wal.html).
    ``network_probe`` names the filesystem of a path (default: :func:`network_filesystem`).
    """
    now = clock or _utcnow
    if os.fspath(path) == ":memory:":
        memory = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        memory.execute("PRAGMA foreign_keys = ON")
        _migrate(memory)
        return OpenedDatabase(memory)
    target = Path(path)
    network = (network_probe or network_fs.network_filesystem)(target)
    if network is not None:
        raise DatabaseRefused("network_filesystem", path=target, detail=network)
    applied = inspect_file(target)  # None: a new database
    if applied is None and not create:
        raise DatabaseRefused("no_database", path=target)
    folder = Path(backup_dir) if backup_dir is not None else target.parent / "backups"
    since = newest_verified_time(target, folder)
    full_check = verify or structural_check

    def check(conn: sqlite3.Connection) -> str | None:
        return full_check(conn, since)

    warnings: list[StoreWarning] = []
    pending = [name for name in MIGRATION_NAMES if name not in (applied or [])]
    if applied and pending and backups > 0 and _writable(target):
        try:
            with contextlib.closing(_read_only(target)) as source:
                reason = f"before-{pending[0]}"
                make_backup(source, target, folder, reason, now(), keep=backups, verify=check)
        except (OSError, sqlite3.Error) as error:
            warnings.append(StoreWarning("backup_failed", {"detail": one_line(error)}))
    try:
        conn = _open_writable(target, applied, pending, busy_timeout_ms)
    except _CannotWrite as reason:
        if applied is None:
            raise DatabaseRefused("cannot_create", path=target, detail=str(reason)) from None
        if pending:
            raise DatabaseRefused("outdated_read_only", path=target, detail=str(reason)) from None
        conn = _read_only_connection(target)
        warnings.append(StoreWarning("read_only", {"reason": str(reason)}))
        return OpenedDatabase(conn, read_only=True, warnings=warnings)
    if applied and backups > 0 and daily_backup and not has_backup_of_day(target, folder, now()):
        if defer_daily_backup:
            from app.store.daily_backup import DailyBackup

            later = DailyBackup(target, folder, backups, now())
            return OpenedDatabase(conn, warnings=warnings, daily_backup=later)
        try:
            make_backup(
                conn,
                target,
                folder,
                "daily",
                now(),
                keep=backups,
                verify=check,
                keep_unverified=False,
            )
        except BackupSkipped as problem:
            warnings.append(StoreWarning("backup_skipped", {"detail": str(problem)}))
        except (OSError, sqlite3.Error) as error:
            warnings.append(StoreWarning("backup_failed", {"detail": one_line(error)}))
    return OpenedDatabase(conn, warnings=warnings)


class _CannotWrite(Exception):
    """The database cannot be opened for writing; ``str()`` is the reason's kind."""


def _writable(target: Path) -> bool:
    """Whether this process may write the file (and its folder, for ``-wal``/``-shm``).

    ``os.access`` answers for root too: an immutable file (``chattr +i``) or a read-only mount
    is refused to everyone, whereas permission bits do not stop root.
    """
    if target.exists() and not os.access(target, os.W_OK):
        return False
    return os.access(target.parent, os.W_OK)


def _open_writable(
    target: Path, applied: list[str] | None, pending: list[str], busy_timeout_ms: int
) -> sqlite3.Connection:
    """The read-write connection, the database created and migrated; raises ``_CannotWrite``
    when the file or folder cannot be written and ``DatabaseRefused("in_use")`` on a lock."""
    if not _writable(target) and (target.exists() or target.parent.exists()):
        raise _CannotWrite("permission")
    try:
        if applied is None:
            target.parent.mkdir(parents=True, exist_ok=True)
            if create_from_template(target):  # the packaged empty database: no sqlite-utils
                pending = []
        conn = connect(target, busy_timeout_ms)
    except UnicodeDecodeError as error:  # SQLite's message quotes a damaged schema
        raise DatabaseRefused("damaged", path=target, detail=one_line(error)) from None
    except OSError as error:
        raise _CannotWrite("permission" if isinstance(error, PermissionError) else "io") from None
    except sqlite3.Error as error:
        kind = classify(error)
        if kind == "busy":
            raise DatabaseRefused("in_use", path=target) from None
        if kind == "damaged":
            raise DatabaseRefused("damaged", path=target, detail=one_line(error)) from None
        raise _CannotWrite(kind) from None
    try:
        if pending:
            # Only now sqlite-utils: the inspection above has read the applied migrations, and
            # a database that has them all (every start but the first after an update) needs
            # nothing from it. Another process may migrate meanwhile: apply re-checks under
            # the write lock.
            _migrate(conn)
            damage = schema_damage(conn)  # what the migrations left, as a reopening checks
            if damage is not None:
                raise DatabaseRefused("damaged", path=target, detail=damage)
    except sqlite3.Error as error:
        conn.close()
        kind = classify(error)
        if kind == "busy":
            raise DatabaseRefused("in_use", path=target) from None
        raise _CannotWrite(kind) from None
    except UnicodeDecodeError as error:
        conn.close()
        raise DatabaseRefused("damaged", path=target, detail=one_line(error)) from None
    except BaseException:
        conn.close()
        raise
    return conn


def _read_only_connection(target: Path) -> sqlite3.Connection:
    """A connection that only reads: ``mode=ro`` (sees other writers' WAL), else
    ``immutable=1`` when the folder cannot hold the ``-shm`` index and no WAL is pending."""
    uri = target.resolve().as_uri()
    try:
        conn = sqlite3.connect(f"{uri}?mode=ro", uri=True, isolation_level=None)
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn
    except sqlite3.Error as error:
        conn.close()
        if classify(error) == "busy":
            raise DatabaseRefused("in_use", path=target) from None
    wal = Path(f"{target}-wal")
    if wal.exists() and wal.stat().st_size > 0:
        # Committed events may wait in the WAL: reading without it would show an old state.
        raise DatabaseRefused("wal_unreadable", path=target)
    return sqlite3.connect(f"{uri}?immutable=1", uri=True, isolation_level=None)


def structural_check(conn: sqlite3.Connection, since: str | None = None) -> str | None:
    """The store's own check of a backup copy: integrity, and every stored JSON parses.

    The service passes a stronger one (every game changed ``since`` decodes and folds); this
    one serves callers of the store alone and the unchanged games.
    """
    try:
        result = [row[0] for row in conn.execute("PRAGMA integrity_check")]
        if result != ["ok"]:
            return one_line("; ".join(result[:3]))
        bad = conn.execute(
            "SELECT 'game ' || id FROM games WHERE NOT json_valid(players) OR NOT json_valid(rules)"
            " UNION ALL SELECT 'game ' || game_id || ' event ' || seq FROM events"
            " WHERE NOT json_valid(payload) LIMIT 1"
        ).fetchone()
    except (sqlite3.Error, ValueError) as error:
        return one_line(error)
    return str(bad[0]) if bad else None


def _migrate(conn: sqlite3.Connection) -> None:
    from app.store.migrations import apply_pending  # imports sqlite-utils (~100 ms)

    apply_pending(conn)


@contextlib.contextmanager
def write_transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` … ``COMMIT``, rolled back on any exception (a failed COMMIT too).

    The write lock is taken at the start. With a deferred BEGIN in WAL mode, a reader that later
    wants to write fails with SQLITE_BUSY_SNAPSHOT at once when another process committed
    meanwhile — busy_timeout does not help — whereas IMMEDIATE waits its turn and then reads the
    latest state, which is what the stale-seq check needs.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
        # A COMMIT that fails (disk full, I/O error) may leave the transaction open: rolled
        # back below, so the next call starts clean.
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
        raise


def _utcnow() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC)


# -- inspection (read-only) ---------------------------------------------------------------


def inspect_file(path: Path) -> list[str] | None:
    """Applied Pulka migrations of an existing file, ``None`` for a new (absent/empty) one.

    Raises :class:`DatabaseRefused`. Only reads: plain file I/O for the header, then a
    read-only SQLite connection for ``PRAGMA integrity_check`` and the migration list.
    """
    if not path.exists():
        return None
    if not path.is_file():
        raise DatabaseRefused("not_pulka", path=path, detail="not a file")
    size = path.stat().st_size
    if size == 0:
        return None
    with path.open("rb") as handle:
        header = handle.read(100)
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise DatabaseRefused("not_pulka", path=path, detail="not an SQLite database")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise DatabaseRefused("damaged", path=path, detail="bad page size")
    wal = Path(f"{path}-wal")
    wal_in_use = wal.exists() and wal.stat().st_size > 0
    pages = int.from_bytes(header[28:32], "big")
    header_size_valid = header[24:28] == header[92:96]
    # Without a WAL to replay, the main file must hold every page its header counts: a shorter
    # (or ragged) file was truncated. With a WAL, a checkpoint may be half-done; SQLite decides.
    if not wal_in_use and (size % page_size or (header_size_valid and pages * page_size > size)):
        raise DatabaseRefused("damaged", path=path, detail="truncated")
    try:
        with contextlib.closing(_read_only(path)) as conn:
            # From SQLite, not the header bytes: while another connection has the database
            # open, the newest header (set by the first migration) may still be in the WAL.
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            if app_id not in (0, APPLICATION_ID):
                raise DatabaseRefused("not_pulka", path=path, detail="another application's")
            result = [row[0] for row in conn.execute("PRAGMA integrity_check")]
            if result != ["ok"]:
                detail = " ".join("; ".join(result[:3]).split())[:200]  # one line
                raise DatabaseRefused("damaged", path=path, detail=detail)
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
            if app_id == 0:
                if tables:
                    raise DatabaseRefused("not_pulka", path=path, detail="unknown tables")
                return None
            if "_sqlite_migrations" not in tables:
                raise DatabaseRefused("not_pulka", path=path, detail="no schema record")
            applied = applied_migrations(conn)
            damage = schema_damage(conn) if set(applied) == set(MIGRATION_NAMES) else None
            if damage is not None:
                raise DatabaseRefused("damaged", path=path, detail=damage)
    except sqlite3.Error as error:
        if classify(error) == "busy":  # a healthy file another program holds exclusively
            raise DatabaseRefused("in_use", path=path) from None
        if classify(error) == "cannot_open":
            raise DatabaseRefused("wal_unreadable", path=path) from None
        raise DatabaseRefused("damaged", path=path, detail=one_line(error)) from None
    except (OSError, ValueError) as error:
        # The header was readable, but the file vanished or became unreadable, or a stored
        # name (sqlite_master, the migration list) is not UTF-8.
        raise DatabaseRefused("damaged", path=path, detail=one_line(error)) from None
    unknown = [name for name in applied if name not in MIGRATION_NAMES]
    if unknown:
        raise DatabaseRefused("newer_schema", path=path, detail=", ".join(unknown))
    return applied


def _read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot write the file, nor leave ``-wal``/``-shm`` files behind.

    ``immutable=1`` when no WAL is in use (no other connection, nothing to replay); otherwise
    ``mode=ro``, which shares the WAL index the open connections already created.
    """
    wal = Path(f"{path}-wal")
    mode = "mode=ro" if wal.exists() else "immutable=1"
    uri = f"{path.resolve().as_uri()}?{mode}"
    return sqlite3.connect(uri, uri=True, isolation_level=None, timeout=INSPECT_TIMEOUT_S)
