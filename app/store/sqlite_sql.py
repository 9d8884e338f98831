"""SQLite's runner of the SQL written once for every backend (app/sql.py): statements on a
:class:`~app.store.sqlite_store.SqliteStore`'s connection, inside its transactions, every
``sqlite3`` failure turned into the store's :class:`~app.store.errors.StoreError`."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from app.sql import Dialect, Row
from app.store.errors import StoreError, one_line
from app.store.sqlite_errors import classify
from app.store.sqlite_store import SqliteStore

SQLITE = Dialect(
    mark="?",
    schema="",
    distinct="IS NOT",
    nulls="SUM({} IS NULL)",
    players_stamp="hex({}.players)",
    as_text="CAST({} AS BLOB)",
    json="{}",
    json_as_text=True,
    for_update="",
    list_param=False,
)
"""SQLite's words (ADR 0009). The players stamp is ``hex()`` of the stored text: what summaries
built before the roster existed recorded, so they stay fresh."""


@contextlib.contextmanager
def translated() -> Iterator[None]:
    """``sqlite3`` failures as :class:`StoreError` (classified: app/store/sqlite_errors.py)."""
    try:
        yield
    except sqlite3.Error as error:
        raise StoreError(classify(error), one_line(error)) from None
    except UnicodeDecodeError as error:
        # A stored text that is not UTF-8, or SQLite's own message about a damaged schema.
        raise StoreError("damaged", one_line(error)) from None


class SqliteSql:
    """:class:`~app.sql.Sql` over one SQLite store's connection."""

    dialect = SQLITE

    def __init__(self, store: SqliteStore) -> None:
        self._store = store
        self._conn = store.conn

    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        with translated():
            return self._conn.execute(sql, params).fetchall()

    def rows_together(self, queries: Sequence[tuple[str, Sequence[Any]]]) -> list[list[Row]]:
        with translated():
            if self._conn.in_transaction:
                return [self._conn.execute(sql, params).fetchall() for sql, params in queries]
            self._conn.execute("BEGIN")  # deferred: one read snapshot, no lock taken
            try:
                return [self._conn.execute(sql, params).fetchall() for sql, params in queries]
            finally:
                self._conn.execute("COMMIT")

    @contextlib.contextmanager
    def writing(self, lock: int | None = None) -> Iterator[SqliteSql]:
        if self._conn.in_transaction:
            yield self
            return
        with self._store.transaction():
            yield self

    def execute(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        with translated():
            return self._conn.execute(sql, params).fetchall()

    def insert(self, table: str, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
        marks = ", ".join("?" for _ in columns)
        with translated():
            self._conn.executemany(
                f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows
            )

    def insert_id(self, sql: str, params: Sequence[Any] = ()) -> int:
        with translated():
            new = self._conn.execute(sql, params).lastrowid
        assert new is not None
        return new
