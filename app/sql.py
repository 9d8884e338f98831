"""The SQL seam: what a backend's database offers the SQL written once for every backend.

The statistics' queries (app/stats/summary_sql.py) and the events' (app/store/event_sql.py) are
written once; each backend hands them a runner (:class:`Sql`) speaking its driver and its
:class:`Dialect`, the few words in which SQLite and PostgreSQL differ (ADR 0009). What only a
backend knows about the summary tables — where they are, how they are made, the clock that says
nothing changed, the lock of a writer — is its :class:`SummaryTables`. Every failure leaves a
runner as the backend's :class:`~app.store.errors.StoreError`, never a driver's.

This module imports nothing: the store and the statistics both build on it, and neither on the
other (docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Protocol

Row = tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Dialect:
    """How one backend's SQL says what the shared queries need (ADR 0009)."""

    mark: str
    """The driver's parameter placeholder: ``?`` (sqlite3), ``%s`` (psycopg)."""
    schema: str
    """Where the shared tables are, as a prefix: ``""`` (the file), ``"pulka."`` (the server)."""
    distinct: str
    """A comparison true when two values differ, NULL counting as a value: ``IS NOT`` or
    ``IS DISTINCT FROM``."""
    nulls: str
    """How many rows of a group have ``{}`` NULL: ``SUM({} IS NULL)`` or
    ``count(*) FILTER (WHERE {} IS NULL)``."""
    players_stamp: str
    """A game's stored players (``{}`` is the games table's alias) as the text a statistics
    summary records it was built from: ``hex({}.players)`` or ``md5({}.players::text)``."""
    as_text: str
    """A text column read as it is stored, even when it is not valid UTF-8 (``{}``):
    ``CAST({} AS BLOB)`` on SQLite (the driver would fail on the whole row), ``{}`` where the
    server checks its encoding on the way in."""
    json: str
    """A parameter holding JSON text written to a JSON column (``{}`` is the mark): ``{}`` or
    ``{}::jsonb``."""
    json_as_text: bool
    """Whether a JSON column is read back as text (SQLite) rather than as parsed values."""
    for_update: str
    """Appended to a SELECT of a row a write will change: ``""`` where a write transaction
    already holds the whole database (SQLite's ``BEGIN IMMEDIATE``), `` FOR UPDATE``."""
    list_param: bool
    """Whether a list is one parameter (``= ANY(%s)``) rather than one mark per value."""

    def table(self, name: str) -> str:
        """A shared table's name as a query names it."""
        return self.schema + name

    def one_of(self, column: str, values: Sequence[Any]) -> tuple[str, list[Any]]:
        """``column`` among ``values``: the condition and its parameters."""
        if self.list_param:
            return f"{column} = ANY({self.mark})", [list(values)]
        if not values:
            return "0 = 1", []
        return f"{column} IN ({', '.join(self.mark for _ in values)})", list(values)


class SqlWriter(Protocol):
    """Statements inside one write transaction."""

    def execute(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run one statement; the rows it returns (``RETURNING``, ``SELECT``), else ``[]``."""
        ...

    def insert(self, table: str, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
        """Insert many rows at once, as fast as the backend can (``COPY`` on PostgreSQL)."""
        ...

    def insert_id(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run an ``INSERT`` of one row into a table keyed by ``id``; the new row's ``id``
        (SQLite's ``lastrowid``, no ``RETURNING`` needed; ``RETURNING id`` on PostgreSQL)."""
        ...


class Sql(Protocol):
    """One backend's database, as the shared SQL uses it."""

    @property
    def dialect(self) -> Dialect: ...

    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """The rows of one query (inside the caller's write transaction when one is open)."""
        ...

    def rows_together(self, queries: Sequence[tuple[str, Sequence[Any]]]) -> list[list[Row]]:
        """The rows of several queries read from one snapshot (a round and its tables)."""
        ...

    def writing(self, lock: int | None = None) -> AbstractContextManager[SqlWriter]:
        """The caller's write transaction, or one of its own (committed at the end, rolled back
        by an exception): the game store's own, so games and events change together. ``lock``:
        a lock held to the transaction's end by one writer at a time, where the backend has
        such locks (a server's advisory lock; a file's write transaction already holds the
        whole database)."""
        ...


class SummaryTables(Protocol):
    """The statistics' summary tables as one backend keeps them (docs/statistics.md,
    "Summaries"): the shared queries run on :meth:`rows` and :meth:`writing`; the rest is the
    backend's upkeep."""

    @property
    def dialect(self) -> Dialect: ...

    @property
    def read_only(self) -> bool:
        """Whether the summaries are this session's own copies (a read-only file, a viewer)."""
        ...

    def table(self, name: str) -> str:
        """Where summary table ``name`` is (the shared one, or this session's copy)."""
        ...

    def ensure(self, counters: Sequence[str], amounts: Sequence[str]) -> bool:
        """The tables there, with a column for each counter and amount (made, or made again
        when their layout changed); True when they were (re)made: nothing kept of them holds."""
        ...

    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    def writing(self) -> AbstractContextManager[SqlWriter]:
        """A write transaction on the summaries, holding the backend's summary lock."""
        ...

    def tick(self) -> Hashable:
        """A token that changes with every committed change of a game, the roster or a summary
        (``PRAGMA data_version`` and the connection's changes; the server's clock row)."""
        ...

    def known_fresh(self, tick: Hashable, version: int) -> bool:
        """Whether every summary is known fresh at ``tick`` without comparing the games (a
        mark another session left, or copies taken when they were fresh)."""
        ...

    def note_fresh(self, tick: Hashable, version: int) -> None:
        """Every summary was found fresh at ``tick``: tell the next session, where it can be
        told (never when the clock moved meanwhile)."""
        ...

    def tick_of_save(
        self, writer: SqlWriter, tick: Hashable, version: int, completes: bool
    ) -> Hashable | None:
        """Inside a save's transaction, before it writes: the tick once it commits, when
        nothing but the rebuild that found games stale at ``tick`` moved the clock since
        (``completes``: this save is its last batch, so every summary is then fresh);
        ``None`` when that cannot be known."""
        ...
