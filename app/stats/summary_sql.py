"""Every SQL statement of the statistics, once for every backend: :class:`SqlSummaryStore`.

The summaries are a cache of derived data beside the games (docs/statistics.md, "Summaries"):
``stats_games`` (one row per game, its results as one JSON text), ``stats_lines`` (one row per
player and game, with the filter columns, so a player's sums need no join) and
``stats_penalties``. The queries here are written against :class:`~app.sql.SummaryTables`:
the backend says where the tables are and how they are made, writes them in its own
transaction (``COPY`` on a server), and keeps the clock that says nothing changed since the last
look; its :class:`~app.sql.Dialect` has the few words the two SQLs differ in (placeholders,
``FILTER``, ``IS DISTINCT FROM``, the players stamp, schema names). Both answer alike, exactly
(tests/stats/test_backends_agree.py compares every figure).

Freshness: before answering, the statistics ask :meth:`SqlSummaryStore.stale` which games'
summaries were built from another ``last_seq``, summary version or players stamp. The clock is
read *before* the games are compared: a change committed in between moves it past what is noted,
so the next check compares again (never the other way round: noting as fresh a tick whose
change the comparison did not see).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from app.engine.entries import Amount
from app.sql import Row, SqlWriter, SummaryTables
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

TABLES = ("stats_penalties", "stats_lines", "stats_games")

GAME_COLUMNS = (
    "game_id",
    "last_seq",
    "version",
    "players",
    "created_at",
    "day",
    "preset",
    "seats",
    "finished",
    "deals",
    "damaged",
    "results",
)
LINE_COLUMNS = (
    "player",
    "game_id",
    "seat",
    "created_at",
    "day",
    "preset",
    "seats",
    "finished",
    *COUNTERS,
    *(part for name in AMOUNTS for part in (f"{name}_scaled", name)),
)
PENALTY_COLUMNS = ("game_id", "player", "rule", "count", "points_scaled", "points")

DELETE_BATCH = 500
"""Games whose summaries are deleted in one statement (SQLite's limit on parameters is far)."""


class SqlSummaryStore:
    """:class:`~app.stats.summary_store.SummaryStore` over one backend's summary tables."""

    def __init__(self, tables: SummaryTables) -> None:
        self._tables = tables
        self._dialect = tables.dialect
        self.read_only = tables.read_only
        self._games = tables.dialect.table("games")
        self._stats = {name: tables.table(name) for name in TABLES}
        self._checked: Hashable = None
        """(version, tick) at which every summary was found fresh."""
        self._fresh_at: Hashable | None = None
        self._rebuilding: _Rebuild | None = None
        """The stale games the last check found, being saved (:meth:`save`)."""
        self._parsed = ParsedResults()
        """Each game's parsed results and what its summary was built from (:meth:`results`)."""
        self.ensure_tables()

    def ensure_tables(self) -> None:
        """The tables again if something dropped or changed them since (checked before every
        question: a few PRAGMAs on a file, nothing on a server, whose schema makes them)."""
        if self._tables.ensure(COUNTERS, AMOUNTS):
            self._checked = None
            self._rebuilding = None
            self._parsed.clear()

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return self._tables.rows(sql, params)

    # -- freshness ------------------------------------------------------------------------

    def generation(self) -> Hashable:
        return self._tables.tick()

    def fresh_at(self) -> Hashable | None:
        return self._fresh_at

    def stale(self, version: int) -> list[int]:
        self.ensure_tables()
        tick = self._tables.tick()
        mark = (version, tick)
        self._fresh_at = None
        self._rebuilding = None
        if self._checked != mark:
            if self._tables.known_fresh(tick, version):
                found: list[int] = []
            else:
                found = self._stale(version)
                if not found:
                    self._tables.note_fresh(tick, version)
            self._checked = None if found else mark
            if found:
                self._rebuilding = _Rebuild(version, tick, set(found))
                return found
        # Fresh as of this tick: a write after it changes the next one (and so the next
        # question's check), never this answer's summaries behind its back.
        self._fresh_at = tick
        return []

    def _stale(self, version: int) -> list[int]:
        d = self._dialect
        summaries = self._stats["stats_games"]
        rows = self._rows(
            f"SELECT g.id, s.game_id IS NULL FROM {self._games} g"
            f" LEFT JOIN {summaries} s ON s.game_id = g.id"
            f" WHERE s.game_id IS NULL OR s.last_seq {d.distinct} g.last_seq"
            f" OR s.version <> {d.mark} OR s.players {d.distinct} ({self._stamp('g')})"
            " ORDER BY g.id",
            [version],
        )
        # Two counts instead of looking every summary up among the games on each check.
        counted = self._rows(
            f"SELECT (SELECT count(*) FROM {self._games}), count(*) FROM {summaries}"
        )
        games, kept = (int(value) for value in counted[0])
        if orphans_possible(games, kept, rows):
            self._drop_orphans()
        return [row[0] for row in rows if type(row[0]) is int]

    def _stamp(self, alias: str) -> str:
        """SQL for what a game's summary is built from besides ``last_seq``: its stored players
        and, once a roster change touched it, that change's seq — so a rename, merge or
        deletion (or its undo) makes the summary stale. A game never touched gives the plain
        stamp, as summaries built before the roster existed recorded."""
        return (
            f"{self._dialect.players_stamp.format(alias)} || CASE WHEN {alias}.roster_stamp <> 0"
            f" THEN '.' || {alias}.roster_stamp ELSE '' END"
        )

    def _drop_orphans(self) -> None:
        """Delete the summaries (every table's rows) of games that no longer exist."""
        orphans = self._rows(
            " UNION ".join(
                f"SELECT game_id FROM {self._stats[table]}"
                f" WHERE game_id NOT IN (SELECT id FROM {self._games})"
                for table in TABLES
            )
        )
        if orphans:
            with self._tables.writing() as writer:
                self._delete(writer, [int(row[0]) for row in orphans])

    def _delete(self, writer: SqlWriter, game_ids: Sequence[int]) -> None:
        self._parsed.forget(game_ids)
        for start in range(0, len(game_ids), DELETE_BATCH):
            batch = game_ids[start : start + DELETE_BATCH]
            chosen, params = self._dialect.one_of("game_id", batch)
            for table in TABLES:
                writer.execute(f"DELETE FROM {self._stats[table]} WHERE {chosen}", params)

    def built_from(self, game_id: int) -> tuple[str, int, str]:
        d = self._dialect
        rows = self._rows(
            f"SELECT {self._stamp('g')}, g.last_seq, {d.as_text.format('g.created_at')}"
            f" FROM {self._games} g WHERE g.id = {d.mark}",
            [game_id],
        )
        if not rows:
            return "", 0, ""
        stamp, last_seq, created = rows[0]
        if isinstance(created, bytes):  # read as stored (a file's may not be UTF-8)
            created = created.decode("utf-8", "replace")
        return (
            "" if stamp is None else str(stamp),
            last_seq if type(last_seq) is int else 0,
            "" if created is None else str(created),
        )

    # -- writing --------------------------------------------------------------------------

    def save(self, summaries: Iterable[GameSummary]) -> None:
        batch = list(summaries)
        if not batch:
            return
        rebuilding, self._rebuilding = self._rebuilding, None
        with self._tables.writing() as writer:
            ticked = None
            if rebuilding is not None:
                completes = rebuilding.games <= {s.game_id for s in batch}
                ticked = self._tables.tick_of_save(
                    writer, rebuilding.tick, rebuilding.version, completes
                )
            self._delete(writer, [s.game_id for s in batch])
            writer.insert(self._stats["stats_games"], GAME_COLUMNS, _game_rows(batch))
            writer.insert(self._stats["stats_lines"], LINE_COLUMNS, _line_rows(batch))
            writer.insert(self._stats["stats_penalties"], PENALTY_COLUMNS, _penalty_rows(batch))
        if rebuilding is not None and ticked is not None:
            rebuilding.tick = ticked
            rebuilding.games -= {s.game_id for s in batch}
            if rebuilding.games:
                self._rebuilding = rebuilding  # more batches to come
            else:  # every stale game saved, nothing else changed: fresh, no comparison
                self._checked = (rebuilding.version, ticked)

    def clear(self) -> None:
        self._checked = None
        self._rebuilding = None
        self._parsed.clear()
        with self._tables.writing() as writer:
            for table in TABLES:
                writer.execute(f"DELETE FROM {self._stats[table]}")

    def skipped(self) -> list[int]:
        rows = self._rows(
            f"SELECT game_id FROM {self._stats['stats_games']} WHERE damaged ORDER BY game_id"
        )
        return [int(row[0]) for row in rows]

    # -- queries --------------------------------------------------------------------------

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
        mark = self._dialect.mark
        sql_where, params = condition(where, "l", mark, players)
        sums = ", ".join(f"SUM(l.{name})" for name in counters) or "0"
        nulls = self._dialect.nulls
        amount_sums = (
            ", ".join(
                f"SUM(l.{name}_scaled), {nulls.format(f'l.{name}_scaled')}" for name in amounts
            )
            or "0"
        )
        rows = self._rows(
            f"SELECT l.player, MAX(l.created_at), {sums}, {amount_sums}"
            f" FROM {self._stats['stats_lines']} l WHERE {sql_where}"
            " GROUP BY l.player ORDER BY l.player",
            params,
        )
        out = []
        n = len(counters) or 1
        for row in rows:
            player, last = row[0], row[1]
            counted = {  # none asked for: the placeholder column is left out by zip
                name: int(value) for name, value in zip(counters, row[2 : 2 + n], strict=False)
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
        rows = self._rows(
            f"SELECT l.{name} FROM {self._stats['stats_lines']} l"
            f" WHERE {sql_where} AND l.player = {self._dialect.mark} AND l.{name}_scaled IS NULL",
            [*params, player],
        )
        return sum((parse_amount(row[0]) for row in rows), start=0)

    def records(
        self, where: GameFilter, players: Sequence[str] | None = None
    ) -> dict[str, RawRecords]:
        sql_where, params = condition(where, "l", self._dialect.mark, players)
        rows = self._rows(
            "SELECT l.player, l.game_id, l.created_at, l.deals, l.result_scaled,"
            " CASE WHEN l.result_scaled IS NULL THEN l.result END"
            f" FROM {self._stats['stats_lines']} l WHERE {sql_where}",
            params,
        )
        return records_from_rows(rows)

    def penalties(
        self, where: GameFilter, players: Sequence[str] | None = None
    ) -> dict[str, dict[str, tuple[int, Amount]]]:
        mark = self._dialect.mark
        sql_where, params = condition(where, "g", mark)
        named, names = player_condition(players, "p.player", mark)
        rows = self._rows(
            "SELECT p.player, p.rule, p.count, p.points_scaled, p.points"
            f" FROM {self._stats['stats_penalties']} p"
            f" JOIN {self._stats['stats_games']} g ON g.game_id = p.game_id"
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
        # Parsed once, read again only for the games whose summary changed (ParsedResults).
        sql_where, params = condition(where, "g", self._dialect.mark)
        table = self._stats["stats_games"]
        rows = self._rows(
            f"SELECT {ParsedResults.KEY_COLUMNS} FROM {table} g"
            f" WHERE {sql_where} AND NOT g.damaged ORDER BY g.created_at, g.game_id",
            params,
        )

        def fetch(batch: list[int]) -> list[Row]:
            chosen, chosen_params = self._dialect.one_of("g.game_id", batch)
            return self._rows(
                f"SELECT {ParsedResults.KEY_COLUMNS}, g.results FROM {table} g WHERE {chosen}",
                chosen_params,
            )

        return self._parsed.results(rows, fetch)


def _game_rows(batch: Sequence[GameSummary]) -> Iterable[tuple[Any, ...]]:
    for s in batch:
        yield (
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


def _line_rows(batch: Sequence[GameSummary]) -> Iterable[tuple[Any, ...]]:
    for s in batch:
        for line in s.lines:
            yield (
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
                    for part in (scaled(line.amounts[name]), amount_text(line.amounts[name]))
                ),
            )


def _penalty_rows(batch: Sequence[GameSummary]) -> Iterable[tuple[Any, ...]]:
    for s in batch:
        for line in s.lines:
            for p in line.penalties:
                yield (
                    s.game_id,
                    line.player,
                    p.rule,
                    p.count,
                    scaled(p.points),
                    amount_text(p.points),
                )


class _Rebuild:
    """Stale games found at a tick, saved batch by batch (:meth:`SqlSummaryStore.save`)."""

    __slots__ = ("games", "tick", "version")

    def __init__(self, version: int, tick: Hashable, games: set[int]) -> None:
        self.version = version
        self.tick = tick
        """The clock when they were found, then after each batch this rebuild saved."""
        self.games = games
        """The ones not saved yet."""
