"""The statistics summaries on a club server: :class:`~app.stats.summary_store.SummaryStore`
over PostgreSQL.

The same three tables as SQLite's (created by the migration ``m003_roster_and_stats``), the
same queries, the same answers (``tests/stats/test_backends_agree.py`` compares every figure).
Summaries are rebuilt **lazily by a reader** that finds them stale (docs/statistics.md,
"Summaries"): whoever asks for figures compares each summary's ``last_seq``, version and
players stamp with the game and summarises the games that differ, as on SQLite — so no write
path (recording, push, import, an older Pulka at another table) needs to know about statistics.

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
``Decimal`` and are made whole numbers again here.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

import psycopg

from app.engine.entries import Amount
from app.stats.amounts import amount_text, normal, parse_amount, scaled, unscale
from app.stats.summary import AMOUNTS, COUNTERS, GameSummary
from app.stats.summary_store import (
    GameFilter,
    GameResult,
    ParsedResults,
    PlayerTotals,
    RawRecords,
    condition,
    orphans_possible,
    player_condition,
    records_from_rows,
    results_text,
)
from app.store.postgres.errors import translate

if TYPE_CHECKING:
    from app.store.postgres.store import PostgresStore

Connection = psycopg.Connection[tuple[Any, ...]]

SUMMARY_LOCK = 0x53746174  # pg_advisory_xact_lock key ("Stat"): one summary writer at a time
_TABLES = ("stats_penalties", "stats_lines", "stats_games")
_STAMP = (
    "md5(g.players::text) || CASE WHEN g.roster_stamp <> 0 THEN '.' || g.roster_stamp ELSE '' END"
)
"""What a summary was built from besides ``last_seq``: the stored players and, once a roster
change touched the game, that change's seq (a rename, merge or deletion rebuilds it)."""

_GAME_COLUMNS = (
    "game_id, last_seq, version, players, created_at, day, preset, seats, finished, deals,"
    " damaged, results"
)
_LINE_COLUMNS = ", ".join(
    [
        "player, game_id, seat, created_at, day, preset, seats, finished",
        *COUNTERS,
        *(f"{name}_scaled, {name}" for name in AMOUNTS),
    ]
)
_PENALTY_COLUMNS = "game_id, player, rule, count, points_scaled, points"


class PostgresSummaryStore:
    """Summaries on the server of ``store``, over its connection (module docstring)."""

    def __init__(self, store: PostgresStore) -> None:
        self._store = store
        self.read_only = store.read_only
        self._schema = "pg_temp" if self.read_only else "pulka"
        self._temp_on: Connection | None = None
        """The connection the temporary tables were made on (a viewer's)."""
        self._sessions = 0
        """How many times temporary tables were made: a new session holds other data."""
        self._copied_fresh: tuple[int, int, int] | None = None
        """A viewer's copies known fresh: (session, tick, summary version) of the copy."""
        self._rebuilding: _Rebuild | None = None
        """The stale games the last check found, being saved (:meth:`save`)."""
        self._checked: Hashable = None
        self._fresh_at: Hashable | None = None
        self._parsed = ParsedResults()
        """Each game's parsed results and what its summary was built from (:meth:`results`)."""

    # -- the connection -------------------------------------------------------------------

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        def query(conn: Connection) -> list[tuple[Any, ...]]:
            self._ready(conn)
            return conn.execute(sql, list(params)).fetchall()

        return self._store._read(query)

    def _ready(self, conn: Connection) -> None:
        """A viewer's temporary tables on this connection, copied from the shared ones."""
        if not self.read_only or conn is self._temp_on:
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
                for table in reversed(_TABLES):
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

    def _table(self, name: str) -> str:
        return f"{self._schema}.{name}"

    # -- maintenance ----------------------------------------------------------------------

    def _clock(self) -> tuple[int, int | None, int | None]:
        """The server's change counter: its tick, and the tick and summary version at which
        a scorer last found every summary fresh (m004, app/store/postgres/stats_clock_schema.py)."""
        rows = self._read("SELECT tick, fresh_tick, fresh_version FROM pulka.stats_clock")
        tick, fresh_tick, fresh_version = rows[0]
        return int(tick), fresh_tick, fresh_version

    def generation(self) -> Hashable:
        # One row, moved by a deferred trigger with every committed change of a game, the
        # roster or a summary (another table's --rebuild empties them for a moment): what an
        # aggregate over every game said before, without reading every game.
        tick, _fresh_tick, _fresh_version = self._clock()
        return (self._sessions, tick)

    def stale(self, version: int) -> list[int]:
        # The tick is read before the games are compared: a change committed in between
        # moves it past what is noted here, so the next check compares again (never the
        # other way round: noting as fresh a tick whose change the comparison did not see).
        tick, fresh_tick, fresh_version = self._clock()
        generation = (self._sessions, tick)
        mark = (version, generation)
        self._fresh_at = None
        self._rebuilding = None
        if self._checked != mark:
            if self._known_fresh(tick, fresh_tick, fresh_version, version):
                found: list[int] = []
            else:
                found = self._stale(version)
                if not found and not self.read_only:
                    self._note_fresh(tick, version)
            self._checked = None if found else mark
            if found:
                self._rebuilding = _Rebuild(version, tick, set(found))
                return found
        # Fresh as of this generation: a write after it changes the next one (and so the
        # next question's check), never this answer's summaries behind its back.
        self._fresh_at = generation
        return []

    def _known_fresh(
        self, tick: int, fresh_tick: int | None, fresh_version: int | None, version: int
    ) -> bool:
        """Whether every summary is known fresh at ``tick`` without comparing the games: a
        scorer found them so at this very tick (the shared tables), or a viewer copied them
        when they were (its temporary tables, copied in one snapshot with the clock)."""
        if self.read_only:
            return self._copied_fresh == (self._sessions, tick, version)
        return (fresh_tick, fresh_version) == (tick, version)

    def _note_fresh(self, tick: int, version: int) -> None:
        """Tell the next session that every summary was fresh at ``tick`` (unless the clock
        moved meanwhile: then the mark would be a lie, and it is not written)."""
        self._read(
            "UPDATE pulka.stats_clock SET fresh_tick = %s, fresh_version = %s WHERE tick = %s"
            " RETURNING tick",
            [tick, version, tick],
        )

    def fresh_at(self) -> Hashable | None:
        return self._fresh_at

    def _stale(self, version: int) -> list[int]:
        games = self._table("stats_games")
        rows = self._read(
            f"SELECT g.id, s.game_id IS NULL FROM pulka.games g"
            f" LEFT JOIN {games} s ON s.game_id = g.id"
            " WHERE s.game_id IS NULL OR s.last_seq <> g.last_seq OR s.version <> %s"
            f" OR s.players IS DISTINCT FROM ({_STAMP}) ORDER BY g.id",
            [version],
        )
        # Looking every summary up among the games cost ~15 ms on each check after a write.
        counted = self._read(f"SELECT (SELECT count(*) FROM pulka.games), count(*) FROM {games}")
        total_games, summaries = (int(value) for value in counted[0])
        if orphans_possible(total_games, summaries, rows):
            self._drop_orphans()
        return [int(row[0]) for row in rows]

    def _drop_orphans(self) -> None:
        """Delete the summaries (every table's rows) of games that no longer exist."""
        orphans = self._read(
            " UNION ".join(
                f"SELECT game_id FROM {self._table(table)}"
                " WHERE game_id NOT IN (SELECT id FROM pulka.games)"
                for table in _TABLES
            )
        )
        if orphans:
            with self._writing() as conn:
                self._delete(conn, [int(row[0]) for row in orphans])

    def built_from(self, game_id: int) -> tuple[str, int, str]:
        rows = self._read(
            f"SELECT {_STAMP}, g.last_seq, g.created_at FROM pulka.games g WHERE g.id = %s",
            [game_id],
        )
        if not rows:
            return "", 0, ""
        stamp, last_seq, created = rows[0]
        return str(stamp or ""), int(last_seq or 0), str(created or "")

    def _writing(self) -> _Writing:
        return _Writing(self)

    def _delete(self, conn: Connection, game_ids: Sequence[int]) -> None:
        self._parsed.forget(game_ids)
        for table in _TABLES:
            conn.execute(f"DELETE FROM {self._table(table)} WHERE game_id = ANY(%s)", [game_ids])

    def save(self, summaries: Iterable[GameSummary]) -> None:
        batch = list(summaries)
        if not batch:
            return
        rebuilding, self._rebuilding = self._rebuilding, None
        with self._writing() as conn:
            ticked = self._tick_of_save(conn, rebuilding, batch)
            self._delete(conn, [s.game_id for s in batch])
            with conn.cursor() as cursor:
                with cursor.copy(
                    f"COPY {self._table('stats_games')} ({_GAME_COLUMNS}) FROM STDIN"
                ) as copy:
                    for s in batch:
                        copy.write_row(
                            (
                                s.game_id,
                                s.last_seq,
                                s.version,
                                s.players_text,
                                s.created_at,
                                s.day,
                                s.preset,
                                s.seats,
                                s.finished,
                                s.deals,
                                s.damaged,
                                results_text(s),
                            )
                        )
                with cursor.copy(
                    f"COPY {self._table('stats_lines')} ({_LINE_COLUMNS}) FROM STDIN"
                ) as copy:
                    for s in batch:
                        for line in s.lines:
                            copy.write_row(
                                (
                                    line.player,
                                    s.game_id,
                                    line.seat,
                                    s.created_at,
                                    s.day,
                                    s.preset,
                                    s.seats,
                                    s.finished,
                                    *(line.counters[name] for name in COUNTERS),
                                    *(
                                        part
                                        for name in AMOUNTS
                                        for part in (
                                            scaled(line.amounts[name]),
                                            amount_text(line.amounts[name]),
                                        )
                                    ),
                                )
                            )
                with cursor.copy(
                    f"COPY {self._table('stats_penalties')} ({_PENALTY_COLUMNS}) FROM STDIN"
                ) as copy:
                    for s in batch:
                        for line in s.lines:
                            for p in line.penalties:
                                copy.write_row(
                                    (
                                        s.game_id,
                                        line.player,
                                        p.rule,
                                        p.count,
                                        scaled(p.points),
                                        amount_text(p.points),
                                    )
                                )

        if rebuilding is not None and ticked is not None:
            rebuilding.tick = ticked
            rebuilding.games -= {s.game_id for s in batch}
            if rebuilding.games:
                self._rebuilding = rebuilding  # more batches to come
            else:  # every stale game saved, nothing else changed: fresh, no comparison
                self._checked = (rebuilding.version, (self._sessions, ticked))

    def _tick_of_save(
        self, conn: Connection, rebuilding: _Rebuild | None, batch: list[GameSummary]
    ) -> int | None:
        """The clock's tick once this save commits, if nothing but this rebuild moved it
        since the check that found the games stale; ``None`` otherwise (or not asked).

        On the shared tables the clock row is locked from here to the commit, so no other
        change can commit in between: this save's own move (its trigger) is the only one. If
        the save completes the rebuild, every summary is then fresh at that tick, and the
        mark says so to every session (app/store/postgres/stats_clock_schema.py)."""
        if rebuilding is None:
            return None
        if self.read_only:  # temporary tables: they move no clock
            row = conn.execute("SELECT tick FROM pulka.stats_clock").fetchone()
            return rebuilding.tick if row is not None and row[0] == rebuilding.tick else None
        completes = rebuilding.games <= {s.game_id for s in batch}
        row = conn.execute(
            "UPDATE pulka.stats_clock SET"
            " fresh_tick = CASE WHEN %s THEN tick + 1 ELSE fresh_tick END,"
            " fresh_version = CASE WHEN %s THEN %s ELSE fresh_version END"
            " WHERE tick = %s RETURNING tick + 1",
            [completes, completes, rebuilding.version, rebuilding.tick],
        ).fetchone()
        return None if row is None else int(row[0])

    def clear(self) -> None:
        self._checked = None
        self._rebuilding = None
        self._parsed.clear()
        with self._writing() as conn:
            for table in _TABLES:
                conn.execute(f"DELETE FROM {self._table(table)}")

    def skipped(self) -> list[int]:
        rows = self._read(
            f"SELECT game_id FROM {self._table('stats_games')} WHERE damaged ORDER BY game_id"
        )
        return [int(row[0]) for row in rows]

    # -- queries (as app/stats/summary_store.py's, in PostgreSQL's words) -----------------

    def totals(
        self,
        where: GameFilter,
        counters: Sequence[str] = COUNTERS,
        amounts: Sequence[str] = AMOUNTS,
        players: Sequence[str] | None = None,
    ) -> list[PlayerTotals]:
        unknown = set(counters) - set(COUNTERS) | set(amounts) - set(AMOUNTS)
        if unknown:
            raise ValueError(f"unknown figures {sorted(unknown)}")
        sql_where, params = condition(where, "l", "%s", players)
        sums = ", ".join(f"SUM(l.{name})" for name in counters) or "0"
        amount_sums = (
            ", ".join(
                f"SUM(l.{name}_scaled), count(*) FILTER (WHERE l.{name}_scaled IS NULL)"
                for name in amounts
            )
            or "0"
        )
        rows = self._read(
            f"SELECT l.player, MAX(l.created_at), {sums}, {amount_sums}"
            f" FROM {self._table('stats_lines')} l WHERE {sql_where}"
            " GROUP BY l.player ORDER BY l.player",
            params,
        )
        out = []
        n = len(counters) or 1
        for row in rows:
            player, last = row[0], row[1]
            counted = {
                name: int(value)
                for name, value in zip(counters, row[2 : 2 + n], strict=False)  # none: a filler
            }
            summed: dict[str, Amount] = {}
            for i, name in enumerate(amounts):
                total, inexact = row[2 + n + 2 * i], row[3 + n + 2 * i]
                value: Amount = unscale(int(total or 0))
                if inexact:
                    value = normal(value + self._inexact(name, player, sql_where, params))
                summed[name] = value
            out.append(PlayerTotals(player, counted, summed, last))
        return out

    def _inexact(self, name: str, player: str, sql_where: str, params: list[Any]) -> Amount:
        """The exact sum of the amounts that are not whole multiples of ``1/SCALE``."""
        rows = self._read(
            f"SELECT l.{name} FROM {self._table('stats_lines')} l"
            f" WHERE {sql_where} AND l.player = %s AND l.{name}_scaled IS NULL",
            [*params, player],
        )
        return sum((parse_amount(row[0]) for row in rows), start=0)

    def records(
        self, where: GameFilter, players: Sequence[str] | None = None
    ) -> dict[str, RawRecords]:
        sql_where, params = condition(where, "l", "%s", players)
        rows = self._read(
            "SELECT l.player, l.game_id, l.created_at, l.deals, l.result_scaled,"
            " CASE WHEN l.result_scaled IS NULL THEN l.result END"
            f" FROM {self._table('stats_lines')} l WHERE {sql_where}",
            params,
        )
        return records_from_rows(rows)

    def penalties(
        self, where: GameFilter, players: Sequence[str] | None = None
    ) -> dict[str, dict[str, tuple[int, Amount]]]:
        sql_where, params = condition(where, "g", "%s")
        named, names = player_condition(players, "p.player", "%s")
        rows = self._read(
            "SELECT p.player, p.rule, p.count, p.points_scaled, p.points"
            f" FROM {self._table('stats_penalties')} p"
            f" JOIN {self._table('stats_games')} g ON g.game_id = p.game_id"
            f" WHERE {sql_where} AND NOT g.damaged{named} ORDER BY p.player, p.rule",
            params + names,
        )
        out: dict[str, dict[str, tuple[int, Amount]]] = {}
        for player, rule, count, points_scaled, points in rows:
            value = (
                unscale(int(points_scaled)) if points_scaled is not None else parse_amount(points)
            )
            before = out.setdefault(player, {}).get(rule, (0, 0))
            out[player][rule] = (before[0] + int(count), normal(before[1] + value))
        return out

    def results(self, where: GameFilter) -> list[GameResult]:
        # As the file's store: parsed once, read again only for games whose summary changed.
        sql_where, params = condition(where, "g", "%s")
        table = self._table("stats_games")
        rows = self._read(
            f"SELECT {ParsedResults.KEY_COLUMNS} FROM {table} g"
            f" WHERE {sql_where} AND NOT g.damaged ORDER BY g.created_at, g.game_id",
            params,
        )

        def fetch(batch: list[int]) -> list[tuple[Any, ...]]:
            return self._read(
                f"SELECT {ParsedResults.KEY_COLUMNS}, g.results FROM {table} g"
                " WHERE g.game_id = ANY(%s)",
                [batch],
            )

        return self._parsed.results(rows, fetch)


class _Writing:
    """A write transaction on the summaries: the store's, with the summary lock when the
    tables are shared (two tables rebuilding the same game wait for each other)."""

    def __init__(self, summaries: PostgresSummaryStore) -> None:
        self._summaries = summaries
        self._transaction = summaries._store.transaction()

    def __enter__(self) -> Connection:
        self._transaction.__enter__()
        try:
            conn = self._summaries._store._connection()
            self._summaries._ready(conn)
            if not self._summaries.read_only:
                conn.execute("SELECT pg_advisory_xact_lock(%s)", [SUMMARY_LOCK])
            return conn
        except BaseException as error:
            self._transaction.__exit__(type(error), error, error.__traceback__)
            raise

    def __exit__(self, *exc: Any) -> bool | None:
        return self._transaction.__exit__(*exc)


class _Rebuild:
    """Stale games found at a tick, saved batch by batch (:meth:`PostgresSummaryStore.save`)."""

    __slots__ = ("games", "tick", "version")

    def __init__(self, version: int, tick: int, games: set[int]) -> None:
        self.version = version
        self.tick = tick
        """The clock when they were found, then after each batch this rebuild saved."""
        self.games = games
        """The ones not saved yet."""
