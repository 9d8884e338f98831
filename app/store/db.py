"""Opening a Pulka database: checks that refuse without writing, PRAGMAs, migrations, backups.

Every connection gets ``foreign_keys=ON``, WAL and ``synchronous=FULL`` (toolchain-notes §4: the
first is per connection). A file is inspected before anything could write to it: the header is
read with plain file I/O, and SQLite only opens it read-only (or ``immutable`` when no other
connection has a WAL open), so a refused file stays byte-identical.

Everything here runs on the standard ``sqlite3`` module; sqlite-utils (the migration tool) is
imported only when a migration is pending, i.e. for a new or older database (ADR 0002).
"""

from __future__ import annotations

import contextlib
import datetime
import os
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

from app.store.schema import APPLICATION_ID, MIGRATION_NAMES, applied_migrations
from app.store.template import create_from_template

SQLITE_MAGIC = b"SQLite format 3\x00"
DEFAULT_BACKUPS = 7
BUSY_TIMEOUT_MS = 10_000
Clock = Callable[[], datetime.datetime]


class DatabaseRefused(Exception):
    """A file Pulka will not open: ``code`` is ``not_pulka``, ``damaged`` or ``newer_schema``."""

    def __init__(self, code: str, *, path: str | os.PathLike[str], detail: str = "") -> None:
        self.code = code
        self.path = str(path)
        self.detail = detail
        super().__init__(code, self.path, detail)

    def __str__(self) -> str:
        text = {
            "not_pulka": "is not a Pulka database",
            "damaged": "is damaged",
            "newer_schema": "was written by a newer Pulka; update Pulka to open it",
        }.get(self.code, self.code)
        return f"{self.path}: {text}" + (f" ({self.detail})" if self.detail else "")


def default_database_path() -> Path:
    """``<user data dir>/Pulka/pulka.sqlite3`` (created on first start)."""
    from platformdirs import user_data_dir  # only when no path is given

    return Path(user_data_dir("Pulka", appauthor=False)) / "pulka.sqlite3"


def configure(conn: sqlite3.Connection) -> None:
    """The PRAGMAs every read-write connection needs (they are per connection)."""
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")


def connect(path: str | os.PathLike[str]) -> sqlite3.Connection:
    """A configured connection; ``isolation_level=None`` so only explicit BEGINs open one."""
    conn = sqlite3.connect(os.fspath(path), isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    configure(conn)
    return conn


def open_database(
    path: str | os.PathLike[str],
    *,
    backups: int = DEFAULT_BACKUPS,
    backup_dir: str | os.PathLike[str] | None = None,
    clock: Clock | None = None,
) -> sqlite3.Connection:
    """Open (creating if missing) and migrate a Pulka database: an autocommit connection.

    Raises :class:`DatabaseRefused` before writing a byte when the file is not a Pulka
    database, is damaged, or has a newer schema. Keeps ``backups`` rotating copies in
    ``backup_dir`` (default: ``backups/`` beside the database): one before each migration of an
    existing database and one per day of use. ``":memory:"`` gives a private in-memory database.
    """
    now = clock or _utcnow
    if os.fspath(path) == ":memory:":
        memory = sqlite3.connect(":memory:", isolation_level=None)
        memory.execute("PRAGMA foreign_keys = ON")
        _migrate(memory)
        return memory
    target = Path(path)
    applied = inspect_file(target)  # None: a new database
    folder = Path(backup_dir) if backup_dir is not None else target.parent / "backups"
    pending = [name for name in MIGRATION_NAMES if name not in (applied or [])]
    if applied and pending and backups > 0:
        with contextlib.closing(_read_only(target)) as source:
            make_backup(source, target, folder, f"before-{pending[0]}", now(), keep=backups)
    if applied is None:
        target.parent.mkdir(parents=True, exist_ok=True)
        if create_from_template(target):  # the packaged empty database: no sqlite-utils
            pending = []
    conn = connect(target)
    try:
        if pending:
            # Only now sqlite-utils: the inspection above has read the applied migrations, and
            # a database that has them all (every start but the first after an update) needs
            # nothing from it. Another process may migrate meanwhile: apply re-checks under
            # the write lock.
            _migrate(conn)
        if applied and backups > 0 and not _has_backup_of_day(target, folder, now()):
            make_backup(conn, target, folder, "daily", now(), keep=backups)
    except BaseException:
        conn.close()
        raise
    return conn


def _migrate(conn: sqlite3.Connection) -> None:
    from app.store.migrations import apply_pending  # imports sqlite-utils (~100 ms)

    apply_pending(conn)


@contextlib.contextmanager
def write_transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` … ``COMMIT``, rolled back on any exception.

    The write lock is taken at the start. With a deferred BEGIN in WAL mode, a reader that later
    wants to write fails with SQLITE_BUSY_SNAPSHOT at once when another process committed
    meanwhile — busy_timeout does not help — whereas IMMEDIATE waits its turn and then reads the
    latest state, which is what the stale-seq check needs.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


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
    except sqlite3.DatabaseError as error:
        raise DatabaseRefused("damaged", path=path, detail=" ".join(str(error).split())) from None
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
    return sqlite3.connect(uri, uri=True, isolation_level=None)


# -- backups ------------------------------------------------------------------------------


def _utcnow() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC)


def _backup_files(target: Path, folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(folder.glob(f"{target.stem}-????????-??????-*.sqlite3"))


def _has_backup_of_day(target: Path, folder: Path, now: datetime.datetime) -> bool:
    day = now.strftime("%Y%m%d")
    return any(f.name.startswith(f"{target.stem}-{day}-") for f in _backup_files(target, folder))


def make_backup(
    source: sqlite3.Connection,
    target: Path,
    folder: Path,
    reason: str,
    now: datetime.datetime,
    *,
    keep: int = DEFAULT_BACKUPS,
) -> Path:
    """Copy the database with the SQLite backup API (consistent even while others write),
    then delete all but the ``keep`` newest backups of this database."""
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / f"{target.stem}-{now.strftime('%Y%m%d-%H%M%S')}-{reason}.sqlite3"
    partial = out.with_suffix(".partial")
    with contextlib.closing(sqlite3.connect(partial)) as copy:
        source.backup(copy)
    os.replace(partial, out)  # a backup file is either complete or absent
    for old in _backup_files(target, folder)[:-keep]:
        old.unlink()
    return out
