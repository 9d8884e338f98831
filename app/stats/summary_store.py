"""Where per-game summaries live: a narrow protocol and its SQLite implementation.

The summaries are a cache of derived data beside the games (docs/statistics.md, "Summaries"):
three tables created on first use (``stats_games``, ``stats_lines``, ``stats_penalties``), not
part of the versioned schema — an older Pulka ignores them, and :data:`SUMMARY_VERSION` decides
when they are rebuilt. On a database opened read-only they are kept in ``TEMP`` tables for the
session instead. Every SQL statement of the statistics is in this module, so a PostgreSQL store
implements :class:`SummaryStore` and nothing else changes.
"""

from __future__ import annotations

import functools
import json
import sqlite3
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NamedTuple, Protocol

from app.engine.entries import Amount
from app.stats.amounts import SCALE, amount_text, normal, parse_amount, scaled, unscale
from app.stats.days import utc_bounds
from app.stats.summary import AMOUNTS, COUNTERS, GameSummary


@dataclass(frozen=True, slots=True)
class GameFilter:
    """Which games count: every field left ``None`` (or false) means no restriction.

    ``date_from``/``date_to`` are ISO dates (``2026-09-01``), inclusive, compared with the day
    the game was started on this computer's clock (app/stats/days.py); ``preset`` is the rules
    preset (``sochi``, ``leningrad``, ``rostov``); ``seats`` is 3 or 4; ``finished_only``
    leaves out games not marked finished.
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


class GameResult(NamedTuple):
    """One counted game: when, how long, and each player's result and money (seating order).

    ``scaled_results`` and ``scaled_money`` are in units of ``1/SCALE`` (app/stats/amounts.py):
    whole numbers, so ten thousand games are compared and summed without building fractions
    (a ``Fraction`` only for a hand-typed odd amount). :meth:`result` gives the exact value.
    A named tuple, not a frozen dataclass: ten thousand are built for every question after a
    change, three times faster (benchmarks/stats.py).
    """

    game_id: int
    created_at: str
    deals: int
    players: tuple[str, ...]
    scaled_results: tuple[Amount, ...]
    scaled_money: tuple[Amount, ...]

    def result(self, player: str) -> Amount:
        """The player's result in whists, exactly."""
        return unscale(self.scaled_results[self.players.index(player)])

    def money(self, player: str) -> Amount:
        """The player's result in money, exactly."""
        return unscale(self.scaled_money[self.players.index(player)])


RawRecords = tuple[tuple[Amount, int] | None, tuple[Amount, int] | None, tuple[int, int]]
"""(biggest win, biggest loss, longest game), each as (value, game number); a win only when
above zero, a loss only when below."""


class SummaryStore(Protocol):
    """What the statistics need from storage (docs/statistics.md, "Summaries")."""

    def stale(self, version: int) -> list[int]:
        """Games whose summary is missing, or was built from another ``last_seq``, summary
        version or players text; summaries of games that no longer exist are dropped."""
        ...

    def built_from(self, game_id: int) -> tuple[str, int, str]:
        """What a summary of the game records it was built from, read as stored (so a game
        whose row cannot be decoded still gets a summary :meth:`stale` then finds current):
        its players stamp (the text :meth:`stale` compares), ``last_seq`` and ``created_at``;
        ``("", 0, "")`` for a game that is gone."""
        ...

    def save(self, summaries: Iterable[GameSummary]) -> None:
        """Store (replacing) these summaries in one transaction."""
        ...

    def clear(self) -> None:
        """Drop every summary (``pulka stats --rebuild``)."""
        ...

    def totals(
        self,
        where: GameFilter,
        counters: Sequence[str] = COUNTERS,
        amounts: Sequence[str] = AMOUNTS,
        players: Sequence[str] | None = None,
    ) -> list[PlayerTotals]:
        """Every player's (or the named players') summed counters and amounts (all, or the
        ones named) over the filtered games, by name."""
        ...

    def records(
        self, where: GameFilter, players: Sequence[str] | None = None
    ) -> dict[str, RawRecords]:
        """Each player's (or the named players') best and worst result and longest game over
        the filtered games, with the game each was set in (a tie: the game started first)."""
        ...

    def penalties(
        self, where: GameFilter, players: Sequence[str] | None = None
    ) -> dict[str, dict[str, tuple[int, Amount]]]:
        """player -> rule -> (count, mountain points) over the filtered games (every player
        or the named ones)."""
        ...

    def results(self, where: GameFilter) -> list[GameResult]:
        """The filtered games in the order they were played (started), with results."""
        ...

    def skipped(self) -> list[int]:
        """Games that could not be summarised (damaged), by number."""
        ...

    def generation(self) -> Hashable:
        """A token that changes whenever the store may hold other data: what answers can be
        remembered by (``StatsService`` keeps results and ratings while it is the same)."""
        ...

    def fresh_at(self) -> Hashable | None:
        """The :meth:`generation` at which the last :meth:`stale` found every summary fresh,
        or ``None`` when it found some stale (a club server's generation is an aggregate
        over every game: the question that just checked need not take it again)."""
        ...


_TABLES = ("stats_penalties", "stats_lines", "stats_games")


_FILTER_COLUMNS = (
    "created_at TEXT NOT NULL, day TEXT NOT NULL, preset TEXT NOT NULL, seats INTEGER NOT NULL,"
    " finished INTEGER NOT NULL"
)
"""What filters read, kept on each line too, so a player's sums need no join (with ``deals``,
a counter of the lines and a column of the games)."""


def _schema(prefix: str) -> list[str]:
    counters = ", ".join(f"{name} INTEGER NOT NULL" for name in COUNTERS)
    amounts = ", ".join(f"{name}_scaled INTEGER, {name} TEXT NOT NULL" for name in AMOUNTS)
    return [
        f"CREATE TABLE {prefix}stats_games ("
        " game_id INTEGER PRIMARY KEY, last_seq INTEGER NOT NULL, version INTEGER NOT NULL,"
        f" players TEXT NOT NULL, {_FILTER_COLUMNS}, deals INTEGER NOT NULL,"
        " damaged INTEGER NOT NULL, results TEXT NOT NULL)",
        # Keyed by player first: a GROUP BY player reads the table in order, without a sort.
        f"CREATE TABLE {prefix}stats_lines ("
        " player TEXT NOT NULL, game_id INTEGER NOT NULL, seat INTEGER NOT NULL,"
        f" {_FILTER_COLUMNS}, {counters}, {amounts},"
        " PRIMARY KEY (player, game_id)) WITHOUT ROWID",
        f"CREATE TABLE {prefix}stats_penalties ("
        " game_id INTEGER NOT NULL, player TEXT NOT NULL, rule TEXT NOT NULL,"
        " count INTEGER NOT NULL, points_scaled INTEGER, points TEXT NOT NULL,"
        " PRIMARY KEY (game_id, player, rule)) WITHOUT ROWID",
    ]


def players_stamp_sql(table: str = "") -> str:
    """SQL for what a game's statistics summary was built from: its stored players (as
    ``hex()``) and, once a roster change touched it, the seq of that change — so a rename,
    merge or deletion (or its undo) makes the summary stale. A game never touched gives the
    plain ``hex()``, as summaries built before the roster existed recorded."""
    prefix = f"{table}." if table else ""
    return (
        f"hex({prefix}players) || CASE WHEN {prefix}roster_stamp != 0"
        f" THEN '.' || {prefix}roster_stamp ELSE '' END"
    )


@functools.cache
def _expected_columns() -> dict[str, list[str]]:
    """Each table's columns as :func:`_schema` declares them (read from a scratch database)."""
    scratch = sqlite3.connect(":memory:")
    try:
        for statement in _schema(""):
            scratch.execute(statement)
        return {
            table: [row[1] for row in scratch.execute(f"PRAGMA table_info({table})")]
            for table in _TABLES
        }
    finally:
        scratch.close()


class SqliteSummaryStore:
    """Summaries in the games database itself (or in ``TEMP`` tables when it is read-only)."""

    def __init__(self, conn: sqlite3.Connection, *, read_only: bool = False) -> None:
        self.conn = conn
        self.read_only = read_only
        self._checked: tuple[int, int, int] | None = None
        """(summary version, ``PRAGMA data_version``, ``total_changes``) when :meth:`stale`
        last found nothing stale: while all three are the same, nothing was written since."""
        self._parsed = ParsedResults()
        """Each game's parsed results and what its summary was built from (:meth:`results`)."""
        if read_only:
            self._create("temp.")
            self._copy_from_main()
        else:
            self._create("")

    def ensure_tables(self) -> None:
        """The tables again if something dropped or changed them since (a store kept for the
        session: app/services/stats.py, summary_store_of)."""
        self._create("temp." if self.read_only else "")

    # -- maintenance ----------------------------------------------------------------------

    def _create(self, prefix: str) -> None:
        """Create the tables, or recreate them when an older layout is found (they hold only
        derived data: everything is rebuilt from the games)."""
        schema = prefix or "main."
        statements = _schema(prefix)
        same = all(
            [row[1] for row in self.conn.execute(f"PRAGMA {schema}table_info({table})")] == columns
            for table, columns in _expected_columns().items()
        )
        if same:
            return  # no write (and no write lock) when the tables are there
        self._checked = None
        self._parsed.clear()
        with self._transaction():
            for table in _TABLES:
                self.conn.execute(f"DROP TABLE IF EXISTS {schema}{table}")
            for statement in statements:
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

    def _mark(self, version: int) -> tuple[int, int, int]:
        # data_version changes when another connection commits; total_changes when this one
        # writes (a GameService sharing the connection): together, any write by anyone.
        data_version = self.conn.execute("PRAGMA data_version").fetchone()[0]
        return (version, data_version, self.conn.total_changes)

    def generation(self) -> Hashable:
        data_version = self.conn.execute("PRAGMA data_version").fetchone()[0]
        return (data_version, self.conn.total_changes)

    def fresh_at(self) -> Hashable | None:
        return None  # the generation is two cheap numbers here: taken again

    def stale(self, version: int) -> list[int]:
        if self._checked is not None and self._checked == self._mark(version):
            return []
        found = self._stale(version)
        self._checked = None if found else self._mark(version)
        return found

    def _stale(self, version: int) -> list[int]:
        rows = self.conn.execute(
            "SELECT g.id, s.game_id IS NULL FROM games g"
            " LEFT JOIN stats_games s ON s.game_id = g.id"
            " WHERE s.game_id IS NULL OR s.last_seq IS NOT g.last_seq OR s.version != ?"
            f" OR s.players IS NOT {players_stamp_sql('g')} ORDER BY g.id",
            [version],
        ).fetchall()
        games = self.conn.execute("SELECT count(*) FROM games").fetchone()[0]
        summaries = self.conn.execute("SELECT count(*) FROM stats_games").fetchone()[0]
        if orphans_possible(games, summaries, rows):
            orphans = self.conn.execute(
                "SELECT game_id FROM stats_games WHERE game_id NOT IN (SELECT id FROM games)"
            ).fetchall()
            self._delete([row[0] for row in orphans])
        return [row[0] for row in rows if type(row[0]) is int]

    def _delete(self, game_ids: Sequence[int]) -> None:
        with self._transaction():
            self._delete_in(game_ids)

    def _delete_in(self, game_ids: Sequence[int]) -> None:
        self._parsed.forget(game_ids)
        for table in _TABLES:
            self.conn.executemany(
                f"DELETE FROM {table} WHERE game_id = ?", [(gid,) for gid in game_ids]
            )

    def built_from(self, game_id: int) -> tuple[str, int, str]:
        raw = self.conn.execute(
            f"SELECT {players_stamp_sql()}, last_seq, CAST(created_at AS BLOB) FROM games"
            " WHERE id = ?",
            [game_id],
        ).fetchone()
        players_text = str(raw[0]) if raw and raw[0] is not None else ""
        last_seq = raw[1] if raw and type(raw[1]) is int else 0
        created = bytes(raw[2]).decode("utf-8", "replace") if raw and raw[2] is not None else ""
        return players_text, last_seq, created

    def save(self, summaries: Iterable[GameSummary]) -> None:
        batch = list(summaries)
        if not batch:
            return
        self._parsed.forget(s.game_id for s in batch)
        counters = ", ".join(COUNTERS)
        amounts = ", ".join(f"{name}_scaled, {name}" for name in AMOUNTS)
        marks = ", ".join("?" * (8 + len(COUNTERS) + 2 * len(AMOUNTS)))
        line_sql = (
            "INSERT INTO stats_lines (player, game_id, seat, created_at, day, preset, seats,"
            f" finished, {counters}, {amounts}) VALUES ({marks})"
        )
        with self._transaction():
            self._delete_in([s.game_id for s in batch])
            self.conn.executemany(
                "INSERT INTO stats_games (game_id, last_seq, version, players, created_at, day,"
                " preset, seats, finished, deals, damaged, results)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                        int(s.finished),
                        s.deals,
                        int(s.damaged),
                        results_text(s),
                    )
                    for s in batch
                ],
            )
            self.conn.executemany(
                line_sql,
                [
                    (
                        line.player,
                        s.game_id,
                        line.seat,
                        s.created_at,
                        s.day,
                        s.preset,
                        s.seats,
                        int(s.finished),
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
        self._checked = None
        self._parsed.clear()
        with self._transaction():
            for table in _TABLES:
                self.conn.execute(f"DELETE FROM {table}")

    def skipped(self) -> list[int]:
        rows = self.conn.execute(
            "SELECT game_id FROM stats_games WHERE damaged ORDER BY game_id"
        ).fetchall()
        return [row[0] for row in rows]

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
        sql_where, params = condition(where, "l", players=players)
        sums = ", ".join(f"SUM(l.{name})" for name in counters) or "0"
        amount_sums = (
            ", ".join(f"SUM(l.{name}_scaled), SUM(l.{name}_scaled IS NULL)" for name in amounts)
            or "0"
        )
        rows = self.conn.execute(
            f"SELECT l.player, MAX(l.created_at), {sums}, {amount_sums}"
            f" FROM stats_lines l WHERE {sql_where} GROUP BY l.player ORDER BY l.player",
            params,
        ).fetchall()
        out = []
        n = len(counters) or 1
        for row in rows:
            player, last = row[0], row[1]
            counted = dict(zip(counters, row[2 : 2 + n], strict=False))  # none: a placeholder
            summed: dict[str, Amount] = {}
            for i, name in enumerate(amounts):
                total, inexact = row[2 + n + 2 * i], row[3 + n + 2 * i]
                value: Amount = unscale(total or 0)
                if inexact:
                    value = normal(value + self._inexact(name, player, sql_where, params))
                summed[name] = value
            out.append(PlayerTotals(player, counted, summed, last))
        return out

    def records(
        self, where: GameFilter, players: Sequence[str] | None = None
    ) -> dict[str, RawRecords]:
        sql_where, params = condition(where, "l", players=players)
        rows = self.conn.execute(
            "SELECT l.player, l.game_id, l.created_at, l.deals, l.result_scaled,"
            " CASE WHEN l.result_scaled IS NULL THEN l.result END"
            f" FROM stats_lines l WHERE {sql_where}",
            params,
        ).fetchall()
        return records_from_rows(rows)

    def _inexact(self, name: str, player: str, condition: str, params: list[Any]) -> Amount:
        """The exact sum of the amounts that are not whole multiples of ``1/SCALE``."""
        rows = self.conn.execute(
            f"SELECT l.{name} FROM stats_lines l"
            f" WHERE {condition} AND l.player = ? AND l.{name}_scaled IS NULL",
            [*params, player],
        ).fetchall()
        return sum((parse_amount(row[0]) for row in rows), start=0)

    def penalties(
        self, where: GameFilter, players: Sequence[str] | None = None
    ) -> dict[str, dict[str, tuple[int, Amount]]]:
        sql_where, params = condition(where, "g")
        named, names = player_condition(players, "p.player")
        rows = self.conn.execute(
            "SELECT p.player, p.rule, p.count, p.points_scaled, p.points FROM stats_penalties p"
            f" JOIN stats_games g ON g.game_id = p.game_id WHERE {sql_where} AND NOT g.damaged"
            f"{named} ORDER BY p.player, p.rule",
            params + names,
        ).fetchall()
        out: dict[str, dict[str, tuple[int, Amount]]] = {}
        for player, rule, count, points_scaled, points in rows:
            value = unscale(points_scaled) if points_scaled is not None else parse_amount(points)
            before = out.setdefault(player, {}).get(rule, (0, 0))
            out[player][rule] = (before[0] + count, normal(before[1] + value))
        return out

    def results(self, where: GameFilter) -> list[GameResult]:
        sql_where, params = condition(where, "g")
        rows = self.conn.execute(
            f"SELECT {ParsedResults.KEY_COLUMNS} FROM stats_games g"
            f" WHERE {sql_where} AND NOT g.damaged ORDER BY g.created_at, g.game_id",
            params,
        ).fetchall()

        def fetch(batch: list[int]) -> list[tuple[Any, ...]]:
            marks = ", ".join("?" for _ in batch)
            return self.conn.execute(
                f"SELECT {ParsedResults.KEY_COLUMNS}, g.results FROM stats_games g"
                f" WHERE g.game_id IN ({marks})",
                batch,
            ).fetchall()

        return self._parsed.results(rows, fetch)


class ParsedResults:
    """Each game's parsed results, kept with what its summary was built from (both stores).

    The key is the summary's number, ``last_seq``, version, players stamp, start and deals: a
    summary built from the same is the same summary (the freshness rule, docs/statistics.md
    "Summaries"), so its results need not be read and parsed again. After a new deal only
    that game's results text is read (benchmarks/stats.py: ~20 ms instead of ~60 ms for ten
    thousand games). A store forgets the games it writes or deletes.
    """

    KEY_COLUMNS = "g.game_id, g.last_seq, g.version, g.players, g.created_at, g.deals"
    """The columns of ``stats_games`` (alias ``g``) a kept result is keyed by, in order."""

    BATCH = 500
    """Games whose results are read in one query."""

    def __init__(self) -> None:
        self._kept: dict[int, tuple[tuple[Any, ...], GameResult]] = {}

    def forget(self, game_ids: Iterable[int]) -> None:
        """Drop what is kept of these games (their summaries are being written or deleted)."""
        for game_id in game_ids:
            self._kept.pop(game_id, None)

    def clear(self) -> None:
        """Drop everything kept (the tables were emptied or made again)."""
        self._kept.clear()

    def results(
        self,
        rows: Sequence[Sequence[Any]],
        fetch: Callable[[list[int]], Iterable[Sequence[Any]]],
    ) -> list[GameResult]:
        """The results of the games of ``rows`` (:data:`KEY_COLUMNS`, in the order wanted);
        ``fetch`` reads :data:`KEY_COLUMNS` and the results text of the numbered games, called
        only for the games not kept or kept from another summary."""
        kept = self._kept
        missing = [
            row[0] for row in rows if (found := kept.get(row[0])) is None or found[0] != tuple(row)
        ]
        for start in range(0, len(missing), self.BATCH):
            fresh = list(fetch(missing[start : start + self.BATCH]))
            parsed = results_from_rows([(r[0], r[4], r[5], r[6]) for r in fresh])
            for row, result in zip(fresh, parsed, strict=True):
                kept[row[0]] = (tuple(row[:6]), result)
        return [kept[row[0]][1] for row in rows]


def records_from_rows(
    rows: Iterable[tuple[str, int, str, int, Amount | None, str | None]],
) -> dict[str, RawRecords]:
    """Each player's records from ``(player, game, created_at, deals, result in 1/SCALE
    units or None, exact result text when it is not a whole number of units)`` rows."""
    # In 1/SCALE units; a key (value, start, game) picks the earlier game on a tie.
    win: dict[str, tuple[Amount, str, int]] = {}
    loss: dict[str, tuple[Amount, str, int]] = {}
    longest: dict[str, tuple[int, str, int]] = {}
    for player, gid, created, deals, result, text in rows:
        if result is None:
            result = Fraction(text or 0) * SCALE
        if result > 0:
            best = win.get(player)
            if (
                best is None
                or result > best[0]
                or (result == best[0] and (created, gid) < best[1:])
            ):
                win[player] = (result, created, gid)
        elif result < 0:
            worst = loss.get(player)
            if (
                worst is None
                or result < worst[0]
                or (result == worst[0] and (created, gid) < worst[1:])
            ):
                loss[player] = (result, created, gid)
        long = longest.get(player)
        if long is None or deals > long[0] or (deals == long[0] and (created, gid) < long[1:]):
            longest[player] = (deals, created, gid)

    def exact(found: tuple[Amount, str, int] | None) -> tuple[Amount, int] | None:
        return None if found is None else (unscale(found[0]), found[2])

    return {
        player: (exact(win.get(player)), exact(loss.get(player)), (deals, gid))
        for player, (deals, _created, gid) in longest.items()
    }


def records_from_results(
    results: Iterable[GameResult], players: Sequence[str] | None = None
) -> dict[str, RawRecords]:
    """The records of :func:`records_from_rows` from the games' results (every player's, or
    the named players'): the same numbers — a game's results, start and deals are in both —
    without reading every player's line of every game again when the results are at hand
    (the report and the windows have them; ``SummaryStore.records`` reads the lines, and the
    tests hold the two equal)."""
    # The same rules as records_from_rows, in one loop over the games without a row per
    # line: a tie (common for the longest game) goes to the game started first, each game's
    # (start, number) key made once (benchmarks/stats.py: ~35 ms after every change before).
    wanted = None if players is None else set(players)
    win: dict[str, tuple[Amount, tuple[str, int]]] = {}
    loss: dict[str, tuple[Amount, tuple[str, int]]] = {}
    longest: dict[str, tuple[int, tuple[str, int]]] = {}
    for game in results:
        key = (game.created_at, game.game_id)
        deals = game.deals
        for name, result in zip(game.players, game.scaled_results, strict=True):
            if wanted is not None and name not in wanted:
                continue
            if result > 0:
                best = win.get(name)
                if best is None or result > best[0] or (result == best[0] and key < best[1]):
                    win[name] = (result, key)
            elif result < 0:
                worst = loss.get(name)
                if worst is None or result < worst[0] or (result == worst[0] and key < worst[1]):
                    loss[name] = (result, key)
            long = longest.get(name)
            if long is None or deals > long[0] or (deals == long[0] and key < long[1]):
                longest[name] = (deals, key)

    def exact(found: tuple[Amount, tuple[str, int]] | None) -> tuple[Amount, int] | None:
        return None if found is None else (unscale(found[0]), found[1][1])

    return {
        name: (exact(win.get(name)), exact(loss.get(name)), (deals, key[1]))
        for name, (deals, key) in longest.items()
    }


def results_text(summary: GameSummary) -> str:
    """A game's players, results and money in 1/SCALE units as one JSON text (what
    :meth:`SqliteSummaryStore.results` reads per game instead of one row per player); an
    amount that is not a whole number of units is written as a ``"a/b"`` string."""

    def unit(value: Amount) -> int | str:
        units = Fraction(value) * SCALE
        return units.numerator if units.denominator == 1 else str(units)

    lines = summary.lines
    return json.dumps(
        [
            [line.player for line in lines],
            [unit(line.amounts["result"]) for line in lines],
            [unit(line.amounts["money"]) for line in lines],
        ],
        ensure_ascii=False,
        separators=(",", ":"),
    )


def results_from_rows(rows: Sequence[tuple[int, str, int, str]]) -> list[GameResult]:
    """Games from ``(game, created_at, deals, results text)`` rows, in their order."""
    # One JSON parse for all games (a list of the per-game texts): ten thousand small
    # parses cost several times more.
    parsed = json.loads("[" + ",".join(row[3] for row in rows) + "]")
    out = []
    for (gid, created, deals, text), (players, results, money) in zip(rows, parsed, strict=True):
        # An odd amount is written as a "a/b" string (results_text); a text without a slash
        # has whole numbers only, the common case, seen without looking at every number.
        if "/" in text and not (_all_int(results) and _all_int(money)):
            results, money = _exact_scaled(results), _exact_scaled(money)
        out.append(GameResult(gid, created, deals, tuple(players), tuple(results), tuple(money)))
    return out


def _all_int(values: list[Any]) -> bool:
    return all(type(value) is int for value in values)


def _exact_scaled(values: list[Any]) -> list[Amount]:
    return [v if type(v) is int else Fraction(v) for v in values]


def orphans_possible(games: int, summaries: int, stale: Sequence[Sequence[Any]]) -> bool:
    """Whether some summaries may belong to games that are gone, from two counts and the
    stale check's rows (game number, whether it has no summary): every summary belongs to one
    game or to none, so there are some only when the summaries outnumber the games that have
    one — instead of looking every summary up among the games on each check (both stores)."""
    return summaries > games - sum(1 for row in stale if row[1])


def player_condition(
    players: Sequence[str] | None, column: str, mark: str = "?"
) -> tuple[str, list[Any]]:
    """`` AND column IN (…)`` for the named players (nothing for ``None``: everybody) — a
    player's page asks for one player's figures, not all sixty (benchmarks/stats.py)."""
    if players is None:
        return "", []
    names = list(dict.fromkeys(players))
    if not names:
        return " AND 0 = 1", []
    return f" AND {column} IN ({', '.join(mark for _ in names)})", names


def condition(
    where: GameFilter, alias: str, mark: str = "?", players: Sequence[str] | None = None
) -> tuple[str, list[Any]]:
    """The SQL condition of a filter on the columns of ``stats_lines`` or ``stats_games``
    (``alias``): games that played at least one deal, within the filter, and with ``players``
    (``stats_lines`` only) the lines of those players; ``mark`` is the driver's parameter
    placeholder."""
    parts = [f"{alias}.deals > 0"]
    params: list[Any] = []
    # The column ``day`` holds the start as UTC text (GameSummary.day); local days are
    # turned into UTC bounds here, on the asking computer's clock.
    start, end = utc_bounds(where.date_from, where.date_to)
    if start is not None:
        parts.append(f"{alias}.day >= {mark}")
        params.append(start)
    if end is not None:
        parts.append(f"{alias}.day < {mark}")
        params.append(end)
    if where.preset is not None:
        parts.append(f"{alias}.preset = {mark}")
        params.append(where.preset)
    if where.seats is not None:
        parts.append(f"{alias}.seats = {mark}")
        params.append(where.seats)
    if where.finished_only:
        parts.append(f"{alias}.finished")
    named, names = player_condition(players, f"{alias}.player", mark)
    return " AND ".join(parts) + named, params + names
