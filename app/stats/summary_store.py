"""Where per-game summaries live: a narrow protocol and its SQLite implementation.

The summaries are a cache of derived data beside the games (docs/statistics.md, "Summaries"):
three tables created on first use (``stats_games``, ``stats_lines``, ``stats_penalties``), not
part of the versioned schema — an older Pulka ignores them, and :data:`SUMMARY_VERSION` decides
when they are rebuilt. On a database opened read-only they are kept in ``TEMP`` tables for the
session instead. Every SQL statement of the statistics is in this module, so a PostgreSQL store
implements :class:`SummaryStore` and nothing else changes.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

from app.engine.entries import Amount
from app.stats.amounts import amount_text, normal, parse_amount, scaled, unscale
from app.stats.summary import AMOUNTS, COUNTERS, GameSummary


@dataclass(frozen=True, slots=True)
class GameFilter:
    """Which games count: every field left ``None`` (or false) means no restriction.

    ``date_from``/``date_to`` are ISO dates (``2026-09-01``), inclusive, compared with the day
    the game was started (UTC); ``preset`` is the rules preset (``sochi``, ``leningrad``,
    ``rostov``); ``seats`` is 3 or 4; ``finished_only`` leaves out games not marked finished.
    """

    date_from: str | None = None
    date_to: str | None = None
    preset: str | None = None
    seats: int | None = None
    finished_only: bool = False


@dataclass(frozen=True, slots=True)
class PlayerTotals:
    """One player's counters and amounts summed over the filtered games."""

    player: str
    counters: dict[str, int]
    amounts: dict[str, Amount]
    last_played: str
    """``created_at`` of the player's latest counted game."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """One counted game: when, how long, and each player's result and money (seating order)."""

    game_id: int
    created_at: str
    deals: int
    results: tuple[tuple[str, Amount, Amount], ...]
    """``(player, result in whists, money)`` per seat."""


class SummaryStore(Protocol):
    """What the statistics need from storage (docs/statistics.md, "Summaries")."""

    def stale(self, version: int) -> list[int]:
        """Games whose summary is missing, or was built from another ``last_seq``, summary
        version or players text; summaries of games that no longer exist are dropped."""
        ...

    def save(self, summaries: Iterable[GameSummary]) -> None:
        """Store (replacing) these summaries in one transaction."""
        ...

    def clear(self) -> None:
        """Drop every summary (``pulka stats --rebuild``)."""
        ...

    def totals(self, where: GameFilter) -> list[PlayerTotals]:
        """Every player's summed counters and amounts over the filtered games, by name."""
        ...

    def penalties(self, where: GameFilter) -> dict[str, dict[str, tuple[int, Amount]]]:
        """player -> rule -> (count, mountain points) over the filtered games."""
        ...

    def results(self, where: GameFilter) -> list[GameResult]:
        """The filtered games in the order they were played (started), with results."""
        ...

    def skipped(self) -> list[int]:
        """Games that could not be summarised (damaged), by number."""
        ...


_TABLES = ("stats_penalties", "stats_lines", "stats_games")


def _schema(prefix: str) -> list[str]:
    counters = ", ".join(f"{name} INTEGER NOT NULL" for name in COUNTERS)
    amounts = ", ".join(f"{name}_scaled INTEGER, {name} TEXT NOT NULL" for name in AMOUNTS)
    return [
        f"CREATE TABLE IF NOT EXISTS {prefix}stats_games ("
        " game_id INTEGER PRIMARY KEY, last_seq INTEGER NOT NULL, version INTEGER NOT NULL,"
        " players TEXT NOT NULL, created_at TEXT NOT NULL, day TEXT NOT NULL,"
        " preset TEXT NOT NULL, seats INTEGER NOT NULL, deals INTEGER NOT NULL,"
        " finished INTEGER NOT NULL, damaged INTEGER NOT NULL)",
        f"CREATE TABLE IF NOT EXISTS {prefix}stats_lines ("
        f" game_id INTEGER NOT NULL, player TEXT NOT NULL, seat INTEGER NOT NULL, {counters},"
        f" {amounts}, PRIMARY KEY (game_id, player)) WITHOUT ROWID",
        f"CREATE TABLE IF NOT EXISTS {prefix}stats_penalties ("
        " game_id INTEGER NOT NULL, player TEXT NOT NULL, rule TEXT NOT NULL,"
        " count INTEGER NOT NULL, points_scaled INTEGER, points TEXT NOT NULL,"
        " PRIMARY KEY (game_id, player, rule)) WITHOUT ROWID",
    ]


class SqliteSummaryStore:
    """Summaries in the games database itself (or in ``TEMP`` tables when it is read-only)."""

    def __init__(self, conn: sqlite3.Connection, *, read_only: bool = False) -> None:
        self.conn = conn
        self.read_only = read_only
        if read_only:
            self._create("temp.")
            self._copy_from_main()
        else:
            self._create("")

    # -- maintenance ----------------------------------------------------------------------

    def _create(self, prefix: str) -> None:
        existing = {
            row[0]
            for row in self.conn.execute(
                f"SELECT name FROM {prefix or 'main.'}sqlite_master WHERE type = 'table'"
            )
        }
        if all(table in existing for table in _TABLES):
            return  # no write (and no write lock) when the tables are there
        with self._transaction():
            for statement in _schema(prefix):
                self.conn.execute(statement)

    def _copy_from_main(self) -> None:
        """A read-only database may hold summaries from an earlier session: start from them."""
        names = {row[0] for row in self.conn.execute("SELECT name FROM main.sqlite_master")}
        if all(table in names for table in _TABLES):
            with self._transaction():
                for table in _TABLES:
                    self.conn.execute(f"INSERT INTO temp.{table} SELECT * FROM main.{table}")

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        conn = self.conn
        conn.execute("BEGIN IMMEDIATE" if not self.read_only else "BEGIN")
        try:
            yield
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def stale(self, version: int) -> list[int]:
        orphans = self.conn.execute(
            "SELECT game_id FROM stats_games WHERE game_id NOT IN (SELECT id FROM games)"
        ).fetchall()
        if orphans:
            self._delete([row[0] for row in orphans])
        rows = self.conn.execute(
            "SELECT g.id FROM games g LEFT JOIN stats_games s ON s.game_id = g.id"
            " WHERE s.game_id IS NULL OR s.last_seq IS NOT g.last_seq OR s.version != ?"
            " OR s.players IS NOT CAST(g.players AS TEXT) ORDER BY g.id",
            [version],
        ).fetchall()
        return [row[0] for row in rows if type(row[0]) is int]

    def _delete(self, game_ids: Sequence[int]) -> None:
        with self._transaction():
            self._delete_in(game_ids)

    def _delete_in(self, game_ids: Sequence[int]) -> None:
        for table in _TABLES:
            self.conn.executemany(
                f"DELETE FROM {table} WHERE game_id = ?", [(gid,) for gid in game_ids]
            )

    def save(self, summaries: Iterable[GameSummary]) -> None:
        batch = list(summaries)
        if not batch:
            return
        counters = ", ".join(COUNTERS)
        amounts = ", ".join(f"{name}_scaled, {name}" for name in AMOUNTS)
        marks = ", ".join("?" * (3 + len(COUNTERS) + 2 * len(AMOUNTS)))
        line_sql = (
            f"INSERT INTO stats_lines (game_id, player, seat, {counters}, {amounts})"
            f" VALUES ({marks})"
        )
        with self._transaction():
            self._delete_in([s.game_id for s in batch])
            self.conn.executemany(
                "INSERT INTO stats_games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        s.game_id,
                        s.last_seq,
                        s.version,
                        s.players_text,
                        s.created_at,
                        s.day,
                        s.preset,
                        s.seats,
                        s.deals,
                        int(s.finished),
                        int(s.damaged),
                    )
                    for s in batch
                ],
            )
            self.conn.executemany(
                line_sql,
                [
                    (
                        s.game_id,
                        line.player,
                        line.seat,
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
                    for s in batch
                    for line in s.lines
                ],
            )
            self.conn.executemany(
                "INSERT INTO stats_penalties VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (
                        s.game_id,
                        line.player,
                        p.rule,
                        p.count,
                        scaled(p.points),
                        amount_text(p.points),
                    )
                    for s in batch
                    for line in s.lines
                    for p in line.penalties
                ],
            )

    def clear(self) -> None:
        with self._transaction():
            for table in _TABLES:
                self.conn.execute(f"DELETE FROM {table}")

    def skipped(self) -> list[int]:
        rows = self.conn.execute(
            "SELECT game_id FROM stats_games WHERE damaged ORDER BY game_id"
        ).fetchall()
        return [row[0] for row in rows]

    # -- queries --------------------------------------------------------------------------

    def totals(self, where: GameFilter) -> list[PlayerTotals]:
        condition, params = _condition(where)
        sums = ", ".join(f"SUM(l.{name})" for name in COUNTERS)
        amount_sums = ", ".join(
            f"SUM(l.{name}_scaled), SUM(l.{name}_scaled IS NULL)" for name in AMOUNTS
        )
        rows = self.conn.execute(
            f"SELECT l.player, MAX(g.created_at), {sums}, {amount_sums}"
            " FROM stats_lines l JOIN stats_games g ON g.game_id = l.game_id"
            f" WHERE {condition} GROUP BY l.player ORDER BY l.player",
            params,
        ).fetchall()
        out = []
        n = len(COUNTERS)
        for row in rows:
            player, last = row[0], row[1]
            counters = dict(zip(COUNTERS, row[2 : 2 + n], strict=True))
            amounts: dict[str, Amount] = {}
            for i, name in enumerate(AMOUNTS):
                total, inexact = row[2 + n + 2 * i], row[3 + n + 2 * i]
                value: Amount = unscale(total or 0)
                if inexact:
                    value = normal(value + self._inexact(name, player, condition, params))
                amounts[name] = value
            out.append(PlayerTotals(player, counters, amounts, last))
        return out

    def _inexact(self, name: str, player: str, condition: str, params: list[Any]) -> Amount:
        """The exact sum of the amounts that are not whole multiples of ``1/SCALE``."""
        rows = self.conn.execute(
            f"SELECT l.{name} FROM stats_lines l JOIN stats_games g ON g.game_id = l.game_id"
            f" WHERE {condition} AND l.player = ? AND l.{name}_scaled IS NULL",
            [*params, player],
        ).fetchall()
        return sum((parse_amount(row[0]) for row in rows), start=0)

    def penalties(self, where: GameFilter) -> dict[str, dict[str, tuple[int, Amount]]]:
        condition, params = _condition(where)
        rows = self.conn.execute(
            "SELECT p.player, p.rule, p.count, p.points_scaled, p.points FROM stats_penalties p"
            f" JOIN stats_games g ON g.game_id = p.game_id WHERE {condition}"
            " ORDER BY p.player, p.rule",
            params,
        ).fetchall()
        out: dict[str, dict[str, tuple[int, Amount]]] = {}
        for player, rule, count, points_scaled, points in rows:
            value = unscale(points_scaled) if points_scaled is not None else parse_amount(points)
            before = out.setdefault(player, {}).get(rule, (0, 0))
            out[player][rule] = (before[0] + count, normal(before[1] + value))
        return out

    def results(self, where: GameFilter) -> list[GameResult]:
        condition, params = _condition(where)
        rows = self.conn.execute(
            "SELECT g.game_id, g.created_at, g.deals, l.player, l.result_scaled, l.result,"
            " l.money_scaled, l.money FROM stats_games g"
            f" JOIN stats_lines l ON l.game_id = g.game_id WHERE {condition}"
            " ORDER BY g.created_at, g.game_id, l.seat",
            params,
        ).fetchall()
        out: list[GameResult] = []
        current: list[tuple[str, Amount, Amount]] = []
        head: tuple[int, str, int] | None = None
        for gid, created, deals, player, r_scaled, r_text, m_scaled, m_text in rows:
            if head is None or head[0] != gid:
                if head is not None:
                    out.append(GameResult(*head, tuple(current)))
                head, current = (gid, created, deals), []
            result = unscale(r_scaled) if r_scaled is not None else parse_amount(r_text)
            money = unscale(m_scaled) if m_scaled is not None else parse_amount(m_text)
            current.append((player, result, money))
        if head is not None:
            out.append(GameResult(*head, tuple(current)))
        return out


def _condition(where: GameFilter) -> tuple[str, list[Any]]:
    """The SQL condition on ``stats_games g`` of a filter: games that were summarised and
    played at least one deal, within the filter."""
    parts = ["NOT g.damaged", "g.deals > 0"]
    params: list[Any] = []
    if where.date_from is not None:
        parts.append("g.day >= ?")
        params.append(where.date_from)
    if where.date_to is not None:
        parts.append("g.day <= ?")
        params.append(where.date_to)
    if where.preset is not None:
        parts.append("g.preset = ?")
        params.append(where.preset)
    if where.seats is not None:
        parts.append("g.seats = ?")
        params.append(where.seats)
    if where.finished_only:
        parts.append("g.finished")
    return " AND ".join(parts), params
