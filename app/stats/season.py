"""A season table: players ranked over the chosen games by one measure, and its CSV.

Measures (docs/statistics.md, "Season table"): ``total`` (sum of results in whists),
``per_game`` (that sum over the games played) and ``best`` (the sum of each player's best
``best_n`` results, the way a season cup counts best sessions). Ties share a place.
"""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from fractions import Fraction

from app.engine.entries import Amount
from app.stats.amounts import unscale
from app.stats.summary_store import GameResult

MEASURES = ("total", "per_game", "best")


@dataclass(frozen=True, slots=True)
class SeasonRow:
    place: int
    player: str
    games: int
    value: Amount
    """The measure's value for this player."""
    total: Amount
    """Sum of results in whists over all his counted games."""
    money: Amount


@dataclass(frozen=True, slots=True)
class SeasonTable:
    measure: str
    best_n: int | None
    rows: tuple[SeasonRow, ...]


def season_table(
    results: Iterable[GameResult],
    measure: str = "total",
    best_n: int | None = None,
    leave_out: AbstractSet[str] = frozenset(),
) -> SeasonTable:
    """Rank every player of ``results`` but those in ``leave_out`` (hidden players: their
    games still count for the others, they hold no place); raises ``ValueError`` for an
    unknown measure or a ``best`` measure without a positive ``best_n``."""
    if measure not in MEASURES:
        raise ValueError(f"unknown measure {measure!r}")
    if measure == "best" and (best_n is None or best_n < 1):
        raise ValueError("the best measure needs a positive number of games")
    # Sums and comparisons in 1/SCALE units (GameResult), exact values only at the end.
    # defaultdicts: ten thousand games, no new list made per line (benchmarks/stats.py).
    per_player: defaultdict[str, list[Amount]] = defaultdict(list)
    money: defaultdict[str, Amount] = defaultdict(int)
    for game in results:
        for name, result, paid in zip(
            game.players, game.scaled_results, game.scaled_money, strict=True
        ):
            per_player[name].append(result)
            money[name] += paid
    scored: list[tuple[str, int, Amount, Amount]] = []
    for name, values in per_player.items():
        if name in leave_out:
            continue
        total = sum(values)
        if measure == "total":
            value: Amount = total
        elif measure == "per_game":
            value = Fraction(total) / len(values)
        else:
            assert best_n is not None
            value = sum(sorted(values, reverse=True)[:best_n])
        scored.append((name, len(values), value, total))
    scored.sort(key=lambda row: (-row[2], row[0]))
    rows: list[SeasonRow] = []
    for index, (name, games, value, total) in enumerate(scored):
        place = index + 1
        if rows and scored[index - 1][2] == value:
            place = rows[-1].place
        rows.append(
            SeasonRow(place, name, games, unscale(value), unscale(total), unscale(money[name]))
        )
    return SeasonTable(measure, best_n if measure == "best" else None, tuple(rows))


CSV_HEADER = ("place", "player", "games", "{measure}", "result", "money")
"""Column titles of :func:`season_csv`; ``{measure}`` becomes the measure's name."""


def season_csv(table: SeasonTable, header: Sequence[str] = CSV_HEADER) -> str:
    """The table as CSV: a header row (``header``: the UI passes translated titles), then one
    row per player; exact amounts as ``94/3``."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([title.format(measure=table.measure) for title in header])
    for row in table.rows:
        writer.writerow(
            [row.place, row.player, row.games, str(row.value), str(row.total), str(row.money)]
        )
    return out.getvalue()
