"""What the statistics ask of the per-game summaries: the :class:`SummaryStore` protocol, the
values it answers with, and the pure helpers its SQL shares (app/stats/summary_sql.py).

The summaries are a cache of derived data beside the games (docs/statistics.md, "Summaries"):
:data:`~app.stats.summary.SUMMARY_VERSION` decides when they are rebuilt. Their one SQL, for
every backend, is :class:`~app.stats.summary_sql.SqlSummaryStore`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NamedTuple, Protocol

from app.engine.entries import Amount
from app.stats.amounts import SCALE, unscale
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
    :meth:`SummaryStore.results` reads per game instead of one row per player); an
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
