"""The statistics' summary tables on a club server: PostgreSQL's upkeep of them (app/sql.py,
:class:`~app.sql.SummaryTables`); their queries are the statistics' own, the same as a file's
(app/stats/summary_sql.py; ``tests/stats/test_backends_agree.py`` compares every figure).

The three tables are the server's (migration ``m003_roster_and_stats``). Summaries are rebuilt
**lazily by a reader** that finds them stale (docs/statistics.md, "Summaries"), so no write path
(recording, push, import, an older Pulka at another table) needs to know about statistics:

- A scorer or an admin rebuilds into the shared ``pulka.stats_*`` tables: the next reader at
  any table finds them fresh. Writers serialise on an advisory lock, so two tables rebuilding
  the same game at once do not collide.
- A viewer may not write them: it copies them into ``TEMP`` tables of its session and rebuilds
  stale ones there (again after a reconnect, which loses temporary tables).

Whether anything changed since a reader last looked is one row, ``pulka.stats_clock`` (migration
``m004_stats_clock``): a deferred trigger moves its tick with every committed change of a game,
the roster or a summary, and the scorer who last compared every game and found all fresh notes
that tick, so a new session (the first players window of an evening) compares nothing while
the tick stands (docs/decisions/0007-stats-clock.md).

Text columns compare as ``"C"`` (by code point, as SQLite does); sums of ``bigint`` come back as
``Decimal`` and are made whole numbers by the shared queries.
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable, Iterator, Sequence
from typing import Any

import psycopg

from app.sql import Row, SqlWriter
from app.store.postgres.errors import translate
from app.store.postgres.sql import POSTGRES, Connection, Writer, fetched
from app.store.postgres.store import PostgresStore

SUMMARY_LOCK = 0x53746174  # pg_advisory_xact_lock key ("Stat"): one summary writer at a time
TABLES = ("stats_penalties", "stats_lines", "stats_games")


class PostgresSummaryTables:
    """The summary tables on the server of ``store``, over its connection (module docstring)."""

    dialect = POSTGRES

    def __init__(self, store: PostgresStore) -> None:
        self._store = store
        self._read_only = store.read_only
        self._schema = "pg_temp" if self._read_only else "pulka"
        self._temp_on: Connection | None = None
        """The connection the temporary tables were made on (a viewer's)."""
        self._sessions = 0
        """How many times temporary tables were made: a new session holds other data."""
        self._copied_fresh: tuple[int, int, int] | None = None
        """A viewer's copies known fresh: (session, tick, summary version) of the copy."""
        self._clock: tuple[int, int | None, int | None] = (0, None, None)
        """The clock row as :meth:`tick` last read it: tick, fresh tick, fresh version."""

    @property
    def read_only(self) -> bool:
        return self._read_only

    def table(self, name: str) -> str:
        return f"{self._schema}.{name}"

    def ensure(self, counters: Sequence[str], amounts: Sequence[str]) -> bool:
        return False  # the server's schema holds them (m003); a viewer's copies: _ready

    # -- the connection -------------------------------------------------------------------

    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        def query(conn: Connection) -> list[Row]:
            self._ready(conn)
            return fetched(conn, sql, params)

        return self._store._read(query)

    def _ready(self, conn: Connection) -> None:
        """A viewer's temporary tables on this connection, copied from the shared ones."""
        if not self._read_only or conn is self._temp_on:
            return
        # One snapshot for the copies and the clock: if the shared summaries were known fresh
        # at that tick, so are the copies (no comparison of every game). Only in a transaction
        # of its own: inside a save's (after a reconnect) the isolation is the save's.
        own = conn.info.transaction_status == psycopg.pq.TransactionStatus.IDLE
        clock = None
        try:
            with conn.transaction():
                if own:
                    conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
                    clock = conn.execute(
                        "SELECT tick, fresh_version FROM pulka.stats_clock WHERE tick = fresh_tick"
                    ).fetchone()
                for table in reversed(TABLES):
                    conn.execute(
                        f"CREATE TEMP TABLE IF NOT EXISTS {table}"
                        f" (LIKE pulka.{table} INCLUDING ALL)"
                    )
                    conn.execute(f"DELETE FROM pg_temp.{table}")
                    conn.execute(f"INSERT INTO pg_temp.{table} SELECT * FROM pulka.{table}")
        except psycopg.Error as error:
            raise translate(error) from None
        self._temp_on = conn
        self._sessions += 1
        self._copied_fresh = (
            None if clock is None else (self._sessions, int(clock[0]), int(clock[1]))
        )

    @contextlib.contextmanager
    def writing(self) -> Iterator[SqlWriter]:
        """The store's transaction, with the summary lock when the tables are shared (two
        tables rebuilding the same game wait for each other)."""
        with self._store.transaction():
            conn = self._store._connection()
            self._ready(conn)
            if not self._read_only:
                conn.execute("SELECT pg_advisory_xact_lock(%s)", [SUMMARY_LOCK])
            yield Writer(conn)

    # -- the clock ------------------------------------------------------------------------

    def tick(self) -> Hashable:
        # One row, moved by a deferred trigger with every committed change of a game, the
        # roster or a summary (another table's --rebuild empties them for a moment): what an
        # aggregate over every game said before, without reading every game.
        tick, fresh_tick, fresh_version = self.rows(
            "SELECT tick, fresh_tick, fresh_version FROM pulka.stats_clock"
        )[0]
        self._clock = (int(tick), fresh_tick, fresh_version)
        return (self._sessions, int(tick))

    def known_fresh(self, tick: Hashable, version: int) -> bool:
        """A scorer found them fresh at this very tick (the shared tables), or a viewer
        copied them when they were (its temporary tables, copied in one snapshot with the
        clock)."""
        sessions, at = _parts(tick)
        if self._read_only:
            return self._copied_fresh == (sessions, at, version)
        seen, fresh_tick, fresh_version = self._clock
        return seen == at and (fresh_tick, fresh_version) == (at, version)

    def note_fresh(self, tick: Hashable, version: int) -> None:
        """Tell the next session (unless the clock moved meanwhile: then the mark would be a
        lie, and it is not written). A viewer writes no mark."""
        if self._read_only:
            return
        _sessions, at = _parts(tick)
        self.rows(
            "UPDATE pulka.stats_clock SET fresh_tick = %s, fresh_version = %s WHERE tick = %s"
            " RETURNING tick",
            [at, version, at],
        )

    def tick_of_save(
        self, writer: SqlWriter, tick: Hashable, version: int, completes: bool
    ) -> Hashable | None:
        """On the shared tables the clock row is locked from here to the commit, so no other
        change can commit in between: this save's own move (its trigger) is the only one. If
        the save completes the rebuild, every summary is then fresh at that tick, and the mark
        says so to every session (app/store/postgres/stats_clock_schema.py)."""
        sessions, at = _parts(tick)
        if self._read_only:  # temporary tables: they move no clock
            row = writer.execute("SELECT tick FROM pulka.stats_clock")
            return tick if row and row[0][0] == at else None
        row = writer.execute(
            "UPDATE pulka.stats_clock SET"
            " fresh_tick = CASE WHEN %s THEN tick + 1 ELSE fresh_tick END,"
            " fresh_version = CASE WHEN %s THEN %s ELSE fresh_version END"
            " WHERE tick = %s RETURNING tick + 1",
            [completes, completes, version, at],
        )
        return None if not row else (sessions, int(row[0][0]))


def _parts(tick: Hashable) -> tuple[int, int]:
    """A tick of :meth:`PostgresSummaryTables.tick`: (session, the clock's tick)."""
    assert isinstance(tick, tuple)
    sessions, at = tick
    return int(sessions), int(at)
