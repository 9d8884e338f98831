"""The statistics' summary tables in a database file: SQLite's upkeep of them (app/sql.py,
:class:`~app.sql.SummaryTables`); their queries are the statistics' own (app/stats/summary_sql.py).

Three tables beside the games, created on first use (``stats_games``, ``stats_lines``,
``stats_penalties``), not part of the versioned schema: an older Pulka ignores them, and they
are made again whenever their layout differs from the one asked for (they hold only derived
data: everything is rebuilt from the games). On a file opened read-only they are ``TEMP``
tables of the session instead, started from the file's own when it has them; unqualified names
find them first (SQLite searches ``temp`` before ``main``).

What changed since the last look is ``PRAGMA data_version`` (another connection committed) and
the connection's ``total_changes`` (this one wrote): two cheap numbers, read again each time.
"""

from __future__ import annotations

import contextlib
import functools
import sqlite3
from collections.abc import Hashable, Iterable, Iterator, Sequence
from typing import Any

from app.sql import Row, SqlWriter
from app.store.sqlite_sql import SQLITE, translated

TABLES = ("stats_penalties", "stats_lines", "stats_games")

_FILTER_COLUMNS = (
    "created_at TEXT NOT NULL, day TEXT NOT NULL, preset TEXT NOT NULL, seats INTEGER NOT NULL,"
    " finished INTEGER NOT NULL"
)
"""What filters read, kept on each line too, so a player's sums need no join (with ``deals``,
a counter of the lines and a column of the games)."""


def schema(prefix: str, counters: Sequence[str], amounts: Sequence[str]) -> list[str]:
    """The three tables' ``CREATE TABLE`` statements (``prefix``: ``""`` or ``"temp."``)."""
    counted = ", ".join(f"{name} INTEGER NOT NULL" for name in counters)
    summed = ", ".join(f"{name}_scaled INTEGER, {name} TEXT NOT NULL" for name in amounts)
    return [
        f"CREATE TABLE {prefix}stats_games ("
        " game_id INTEGER PRIMARY KEY, last_seq INTEGER NOT NULL, version INTEGER NOT NULL,"
        f" players TEXT NOT NULL, {_FILTER_COLUMNS}, deals INTEGER NOT NULL,"
        " damaged INTEGER NOT NULL, results TEXT NOT NULL)",
        # Keyed by player first: a GROUP BY player reads the table in order, without a sort.
        f"CREATE TABLE {prefix}stats_lines ("
        " player TEXT NOT NULL, game_id INTEGER NOT NULL, seat INTEGER NOT NULL,"
        f" {_FILTER_COLUMNS}, {counted}, {summed},"
        " PRIMARY KEY (player, game_id)) WITHOUT ROWID",
        f"CREATE TABLE {prefix}stats_penalties ("
        " game_id INTEGER NOT NULL, player TEXT NOT NULL, rule TEXT NOT NULL,"
        " count INTEGER NOT NULL, points_scaled INTEGER, points TEXT NOT NULL,"
        " PRIMARY KEY (game_id, player, rule)) WITHOUT ROWID",
    ]


@functools.cache
def expected_columns(counters: tuple[str, ...], amounts: tuple[str, ...]) -> dict[str, list[str]]:
    """Each table's columns as :func:`schema` declares them (read from a scratch database)."""
    scratch = sqlite3.connect(":memory:")
    try:
        for statement in schema("", counters, amounts):
            scratch.execute(statement)
        return {
            table: [row[1] for row in scratch.execute(f"PRAGMA table_info({table})")]
            for table in TABLES
        }
    finally:
        scratch.close()


class SqliteSummaryTables:
    """The summary tables of one SQLite connection (in ``TEMP`` when it is read-only)."""

    dialect = SQLITE

    def __init__(self, conn: sqlite3.Connection, *, read_only: bool = False) -> None:
        self._conn = conn
        self._read_only = read_only
        self._copied = False
        """Whether a read-only session's copies were started from the file's own tables."""

    @property
    def read_only(self) -> bool:
        return self._read_only

    def table(self, name: str) -> str:
        return name

    # -- the tables -----------------------------------------------------------------------

    def ensure(self, counters: Sequence[str], amounts: Sequence[str]) -> bool:
        prefix = "temp." if self._read_only else ""
        expected = expected_columns(tuple(counters), tuple(amounts))
        with translated():
            if self._layout(prefix or "main.") == expected:
                return False  # no write (and no write lock) when the tables are there
            with self._transaction():
                for table in TABLES:
                    self._conn.execute(f"DROP TABLE IF EXISTS {prefix or 'main.'}{table}")
                for statement in schema(prefix, counters, amounts):
                    self._conn.execute(statement)
                if self._read_only and not self._copied and self._layout("main.") == expected:
                    # A read-only file may hold summaries from an earlier session: start there.
                    for table in TABLES:
                        self._conn.execute(f"INSERT INTO temp.{table} SELECT * FROM main.{table}")
            self._copied = True
        return True

    def _layout(self, schema_prefix: str) -> dict[str, list[str]]:
        return {
            table: [
                row[1] for row in self._conn.execute(f"PRAGMA {schema_prefix}table_info({table})")
            ]
            for table in TABLES
        }

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        conn = self._conn
        # A read-only session writes only its TEMP tables: no write lock on the file.
        conn.execute("BEGIN" if self._read_only else "BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    # -- the queries' runner --------------------------------------------------------------

    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        with translated():
            return self._conn.execute(sql, params).fetchall()

    @contextlib.contextmanager
    def writing(self) -> Iterator[SqlWriter]:
        with translated(), self._transaction():
            yield _Writer(self._conn)

    # -- the clock ------------------------------------------------------------------------

    def tick(self) -> Hashable:
        # data_version changes when another connection commits; total_changes when this one
        # writes (a GameService sharing the connection): together, any write by anyone.
        with translated():
            data_version = self._conn.execute("PRAGMA data_version").fetchone()[0]
        return (data_version, self._conn.total_changes)

    def known_fresh(self, tick: Hashable, version: int) -> bool:
        return False  # nobody else notes it: this session's own note (the statistics') serves

    def note_fresh(self, tick: Hashable, version: int) -> None:
        return None

    def tick_of_save(
        self, writer: SqlWriter, tick: Hashable, version: int, completes: bool
    ) -> Hashable | None:
        return None  # compared again after a save: one query, as cheap as the clock here


class _Writer:
    """Statements inside the summaries' transaction."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def execute(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return self._conn.execute(sql, params).fetchall()

    def insert(self, table: str, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
        marks = ", ".join("?" for _ in columns)
        self._conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)

    def insert_id(self, sql: str, params: Sequence[Any] = ()) -> int:
        new = self._conn.execute(sql, params).lastrowid
        assert new is not None
        return new
