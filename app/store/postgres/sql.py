"""PostgreSQL's runner of the SQL written once for every backend (app/sql.py): statements on a
:class:`~app.store.postgres.store.PostgresStore`'s one connection, inside its transactions.

It uses the store's private connection helpers on purpose (one connection, one transaction for
games, events and summaries; the same package owns them): reads go through the store's
``_read``, which reconnects once when the connection was lost and turns psycopg's errors into
the store's own (app/store/postgres/errors.py); writes through its ``transaction()``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import psycopg

from app.sql import Dialect, Row
from app.store.postgres.store import PostgresStore

Connection = psycopg.Connection[tuple[Any, ...]]

POSTGRES = Dialect(
    mark="%s",
    schema="pulka.",
    distinct="IS DISTINCT FROM",
    nulls="count(*) FILTER (WHERE {} IS NULL)",
    players_stamp="md5({}.players::text)",
    as_text="{}",
    json="{}::jsonb",
    json_as_text=False,
    for_update=" FOR UPDATE",
    list_param=True,
)
"""PostgreSQL's words (ADR 0009)."""


def fetched(conn: Connection, sql: str, params: Sequence[Any] = ()) -> list[Row]:
    """Run one statement; its rows, or ``[]`` for one that returns none."""
    cursor = conn.execute(sql, list(params))
    return cursor.fetchall() if cursor.description is not None else []


class Writer:
    """Statements inside a write transaction on one connection."""

    def __init__(self, conn: Connection) -> None:
        self._conn = conn

    def execute(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return fetched(self._conn, sql, params)

    def insert(self, table: str, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
        # COPY: a rebuild writes tens of thousands of lines (benchmarks/stats_server.py).
        statement = f"COPY {table} ({', '.join(columns)}) FROM STDIN"
        with self._conn.cursor() as cursor, cursor.copy(statement) as copy:
            for row in rows:
                copy.write_row(row)

    def insert_id(self, sql: str, params: Sequence[Any] = ()) -> int:
        row = self._conn.execute(sql + " RETURNING id", list(params)).fetchone()
        assert row is not None
        return int(row[0])


class PostgresSql:
    """:class:`~app.sql.Sql` over one server store's connection."""

    dialect = POSTGRES

    def __init__(self, store: PostgresStore) -> None:
        self._store = store

    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return self._store._read(lambda conn: fetched(conn, sql, params))

    def rows_together(self, queries: Sequence[tuple[str, Sequence[Any]]]) -> list[list[Row]]:
        def query(conn: Connection) -> list[list[Row]]:
            # One snapshot for all of them. (Inside the caller's write transaction its own view
            # is already consistent.)
            if self._store._in_transaction:
                return [fetched(conn, sql, params) for sql, params in queries]
            with conn.transaction():
                conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                return [fetched(conn, sql, params) for sql, params in queries]

        return self._store._read(query)

    @contextlib.contextmanager
    def writing(self, lock: int | None = None) -> Iterator[Writer]:
        with self._store.transaction():
            conn = self._store._connection()
            if lock is not None:
                conn.execute("SELECT pg_advisory_xact_lock(%s)", [lock])
            yield Writer(conn)
