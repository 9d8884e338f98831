"""The SQLite backend of :class:`~app.store.protocol.GameStore`: one database file.

Every call turns ``sqlite3`` failures into :class:`~app.store.errors.StoreError` (classified by
:mod:`app.store.sqlite_errors`), so nothing above the seam sees a driver type. Opening the file
(inspection that refuses without writing, PRAGMAs, migrations, the template) and its daily,
verified backups stay here and in :mod:`app.store.db` / :mod:`app.store.backups`.
"""

from __future__ import annotations

import contextlib
import datetime
import functools
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar

from app.engine.history import LogRecord
from app.store import event_log, games
from app.store.backups import DEFAULT_BACKUPS
from app.store.db import BUSY_TIMEOUT_MS, open_connection, structural_check, write_transaction
from app.store.errors import StaleWrite, StoreError, StoreWarning, one_line
from app.store.protocol import (
    GameId,
    GameListing,
    GameRow,
    GameStamp,
    GameStatus,
    GameStore,
    StoredRecord,
)
from app.store.sqlite_errors import classify

if TYPE_CHECKING:
    from app.store.daily_backup import DailyBackup
    from app.store.sqlite_watch import SqliteWatch

P = ParamSpec("P")
R = TypeVar("R")
GameCheck = Callable[[GameStore, GameId], str | None]
"""Whether one game of a backup copy loads: ``None``, or what is wrong with it (the service
decodes and folds it: :func:`app.services.game_service.check_game`)."""
PROGRESS_S = 0.2
"""How often a backup's check says how far it is."""


def _translated(
    method: Callable[Concatenate[SqliteStore, P], R],
) -> Callable[Concatenate[SqliteStore, P], R]:
    """A store call whose ``sqlite3`` errors leave as :class:`StoreError`."""

    @functools.wraps(method)
    def call(store: SqliteStore, /, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(store, *args, **kwargs)
        except sqlite3.Error as error:
            raise StoreError(classify(error), one_line(error)) from None
        except UnicodeDecodeError as error:
            # SQLite's own message was not UTF-8: a damaged schema (a fuzz finding).
            raise StoreError("damaged", one_line(error)) from None

    return call


class SqliteStore:
    """Games in one SQLite connection (a file opened by :func:`open_sqlite_store`, a backup
    copy being verified, or ``:memory:``)."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        *,
        read_only: bool = False,
        warnings: Sequence[StoreWarning] = (),
        any_thread: bool = False,
        daily_backup: DailyBackup | None = None,
    ) -> None:
        self.conn = conn
        """The connection itself: SQLite's own business (tests, About), not the seam's."""
        self._read_only = read_only
        self._warnings = list(warnings)
        self._daily_backup = daily_backup
        self._digests: bool | None = None
        # SQLite built "serialized" (threadsafety 3, the default of CPython's builds) guards each
        # connection with a mutex, so a statement finalised by the garbage collector on another
        # thread during the COMMIT is safe too.
        self.commits_on_any_thread = any_thread and not read_only and sqlite3.threadsafety == 3
        """Whether a transaction opened on one thread may be committed on another (the
        connection was opened with ``check_same_thread=False``: :func:`app.store.db.connect`);
        the services then commit on their writer thread (app/services/commits.py)."""

    @property
    def read_only(self) -> bool:
        return self._read_only

    @property
    def warnings(self) -> Sequence[StoreWarning]:
        return self._warnings

    @property
    def daily_backup(self) -> DailyBackup | None:
        """The day's backup left for later when the file was opened (``defer_daily_backup``),
        ``None`` when none is due (app/store/daily_backup.py)."""
        return self._daily_backup

    @property
    def location(self) -> str:
        """The database file's path (``""`` for an in-memory database)."""
        for _, name, file in self.conn.execute("PRAGMA database_list"):
            if name == "main":
                return str(file or "")
        return ""

    def close(self) -> None:
        self.conn.close()

    def change_source(self) -> SqliteWatch | None:
        """``PRAGMA data_version`` on a second connection to the file
        (:mod:`app.store.sqlite_watch`); ``None`` for an in-memory database."""
        path = self.location
        if not path:
            return None
        from app.store.sqlite_watch import SqliteWatch  # after the first paint

        return SqliteWatch(path)

    def reopener(self) -> Callable[[], SqliteStore] | None:
        """The same file on a connection of its own (never created, no backup taken)."""
        path = self.location
        if not path:
            return None
        return functools.partial(open_sqlite_store, path, create=False, backups=0)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """``BEGIN IMMEDIATE`` … ``COMMIT`` (:func:`app.store.db.write_transaction`)."""
        try:
            with write_transaction(self.conn):
                yield
        except sqlite3.Error as error:
            raise StoreError(classify(error), one_line(error)) from None
        except UnicodeDecodeError as error:
            raise StoreError("damaged", one_line(error)) from None

    @_translated
    def create_game(
        self,
        players: Sequence[str],
        rules: Mapping[str, Any],
        first_dealer: str,
        now: str,
        game_uuid: str | None = None,
    ) -> GameId:
        with self._inside_transaction():
            return games.insert_game(self.conn, players, rules, first_dealer, now, game_uuid)

    @_translated
    def game_uuid(self, game_id: GameId) -> str | None:
        return games.get_uuid(self.conn, game_id)

    @_translated
    def find_by_uuid(self, game_uuid: str) -> GameId | None:
        return games.find_by_uuid(self.conn, game_uuid)

    @_translated
    def game(self, game_id: GameId) -> GameRow | None:
        return games.get_game(self.conn, game_id, digests=self._has_digests())

    def _has_digests(self) -> bool:
        """Whether the games carry their header's digest: always, but in a backup copy taken
        before ``m006_game_header_digest``, which is checked by the same code (asked once)."""
        if self._digests is None:
            columns = self.conn.execute("PRAGMA table_info(games)").fetchall()
            self._digests = any(column[1] == "header_digest" for column in columns)
        return self._digests

    @_translated
    def stamp(self, game_id: GameId) -> GameStamp | None:
        return games.get_stamp(self.conn, game_id)

    @_translated
    def game_players(self, game_id: GameId) -> tuple[str, ...]:
        value = self.conn.execute("SELECT CAST(players AS BLOB) FROM games WHERE id = ?", [game_id])
        row = value.fetchone()
        return games.player_names(row[0] if row else None, game_id)

    @_translated
    def list_games(self) -> list[GameListing]:
        return games.list_games(self.conn)

    @_translated
    def list_players(self) -> list[str]:
        return games.list_players(self.conn)

    @_translated
    def append(
        self,
        game_id: GameId,
        expected_last_seq: int,
        records: Sequence[LogRecord],
        now: str,
        written: Sequence[str] | None = None,
    ) -> None:
        times = list(written) if written is not None else [now] * len(records)
        if len(times) != len(records):
            raise StoreError("failed", f"game {game_id}: {len(times)} times for {len(records)}")
        seqs = [record.seq for record in records]
        if seqs != list(range(expected_last_seq + 1, expected_last_seq + 1 + len(records))):
            raise StoreError(
                "failed", f"game {game_id}: seqs {seqs} do not follow {expected_last_seq}"
            )
        last_seq = expected_last_seq + len(records)
        with self._inside_transaction():
            # The check and the bookkeeping in one statement: no row changes unless the game
            # is still at the seq the caller saw.
            updated = self.conn.execute(
                "UPDATE games SET last_seq = ?, updated_at = ? WHERE id = ? AND last_seq = ?",
                [last_seq, now, game_id, expected_last_seq],
            ).rowcount
            if updated != 1:
                row = self.conn.execute("SELECT last_seq FROM games WHERE id = ?", [game_id])
                found = row.fetchone()
                if found is None:
                    raise StoreError("failed", f"game {game_id} does not exist")
                raise StaleWrite(game_id, expected_last_seq, found[0])
            for record, time in zip(records, times, strict=True):
                event_log.append(self.conn, game_id, record, time)

    @_translated
    def set_status(self, game_id: GameId, status: GameStatus, now: str) -> None:
        with self._inside_transaction():
            games.set_status(self.conn, game_id, status, now)

    @_translated
    def load(self, game_id: GameId, upto: int) -> list[StoredRecord]:
        return event_log.load(self.conn, game_id, upto)

    @contextlib.contextmanager
    def _inside_transaction(self) -> Iterator[None]:
        """The caller's transaction, or one of its own when called outside any."""
        if self.conn.in_transaction:
            yield
        else:
            with write_transaction(self.conn):
                yield


def open_sqlite_store(
    path: str | os.PathLike[str],
    *,
    check_game: GameCheck | None = None,
    backups: int = DEFAULT_BACKUPS,
    clock: Callable[[], datetime.datetime] | None = None,
    create: bool = True,
    busy_timeout_ms: int = BUSY_TIMEOUT_MS,
    daily_backup: bool = True,
    defer_daily_backup: bool = False,
) -> SqliteStore:
    """Open (creating if needed, unless ``create`` is false) a database file as a store.

    Raises :class:`~app.store.db.DatabaseRefused` for a file it will not open (nothing written).
    The daily backup counts as good only when every game changed since the newest verified
    copy passes ``check_game`` (:func:`verify_copy`); without it only SQLite's own checks run.
    ``daily_backup=False``: a reader that writes nothing about a game (``pulka stats``) keeps
    only the copy before an upgrade; ``defer_daily_backup`` leaves a due one to
    :attr:`SqliteStore.daily_backup` (the window takes it in the background once it is up).
    """

    def verify(conn: sqlite3.Connection, since: str | None) -> str | None:
        if check_game is None:
            return structural_check(conn, since)
        return verify_copy(conn, since, check_game)

    opened = open_connection(
        path,
        create=create,
        verify=verify,
        busy_timeout_ms=busy_timeout_ms,
        clock=clock,  # the daily backup's day is the service's day
        backups=backups,
        daily_backup=daily_backup,
        defer_daily_backup=defer_daily_backup,
    )
    return SqliteStore(
        opened.conn,
        read_only=opened.read_only,
        warnings=opened.warnings,
        any_thread=True,
        daily_backup=opened.daily_backup,
    )


def verify_copy(
    conn: sqlite3.Connection,
    since: str | None,
    check_game: GameCheck,
    progress: Callable[[int, int], None] | None = None,
) -> str | None:
    """Whether a backup copy loads: ``None``, or what is wrong (``game 3: event 12: payload is
    not valid JSON``).

    Every stored JSON must parse (SQLite's ``json_valid``, fast) and every game changed
    ``since`` the newest verified backup must pass ``check_game`` (decode and fold as when it is
    opened); of the unchanged ones (folded when that copy was checked) a seventh is checked
    again each day, by game number, so damage that JSON parsing does not see is found within a
    week (folding a club's 500,000 events at once would take half a minute). ``progress`` is
    told ``(games checked, games to check)`` as it goes (the day's backup in the background).
    """
    problem = structural_check(conn)
    if problem is not None:
        return problem
    try:
        if since is None:
            rows = conn.execute("SELECT id FROM games ORDER BY id")
        else:
            rows = conn.execute(
                "SELECT id FROM games WHERE NOT updated_at < ?"
                " OR id % 7 = CAST(julianday('now') AS INTEGER) % 7 ORDER BY id",
                [since],
            )
        store = SqliteStore(conn, read_only=True)
        games = [row[0] for row in rows]
        told = time.monotonic()
        for done, game_id in enumerate(games):
            if progress is not None and (done == 0 or time.monotonic() - told > PROGRESS_S):
                progress(done, len(games))
                told = time.monotonic()
            problem = check_game(store, game_id)
            if problem is not None:
                return f"game {game_id}: {problem}"
        if progress is not None:
            progress(len(games), len(games))
    except (sqlite3.Error, ValueError, StoreError) as error:
        return one_line(error)
    return None
