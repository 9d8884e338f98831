"""A season table: players ranked over the chosen games by one measure, and its CSV (one
writer for the window's export and ``pulka stats --csv``).

Measures (docs/statistics.md, "Season table"): ``total`` (sum of results in whists),
``per_game`` (that sum over the games played) and ``best`` (the sum of each player's best
``best_n`` results, the way a season cup counts best sessions). Ties share a place.
"""

from __future__ import annotations

import csv
import io
import os
from collections import defaultdict
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from app.engine.csvcells import number_cell, text_cell
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


CSV_HEADER = (
    "place",
    "player",
    "games",
    "{measure}",
    "result",
    "money",
    "{measure}_exact",
    "result_exact",
    "money_exact",
)
"""Column titles of the command line's CSV (``{measure}`` becomes the measure's name); the
window passes its own, translated (ui/stats/season_window.py)."""

CSV_ENCODING = "utf-8-sig"
"""UTF-8 with a byte-order mark: Excel reads a CSV without one in the system's ANSI code page
(cp1251 on a Russian Windows), which turns every Cyrillic name into mojibake; LibreOffice,
Python's ``utf-8-sig`` and Excel all take the mark."""


def csv_rows(table: SeasonTable, titles: Sequence[str] = CSV_HEADER) -> list[list[str]]:
    """The CSV's rows: ``titles`` (9: place, player, games, the measure, result, money, then the
    measure, the result and the money exactly; ``{measure}`` in them becomes the measure's
    name), then one row per player.

    Numbers are plain numbers with a point and an ASCII minus (``-12``, ``7.3333``), never
    guarded: a spreadsheet must be able to add them up. A name is text and cannot start a
    formula (``=``, ``+``, ``-``, ``@``: app/engine/csvcells.py)."""
    rows = [[title.replace("{measure}", table.measure) for title in titles]]
    for row in table.rows:
        rows.append(
            [
                str(row.place),
                text_cell(row.player),
                str(row.games),
                number_cell(row.value),
                number_cell(row.total),
                number_cell(row.money, 2),
                str(Fraction(row.value)),
                str(Fraction(row.total)),
                str(Fraction(row.money)),
            ]
        )
    return rows


def season_csv(table: SeasonTable, titles: Sequence[str] = CSV_HEADER) -> bytes:
    """The whole CSV file, encoded (:data:`CSV_ENCODING`): what the window saves and what
    ``pulka stats --csv`` writes (to a file or to standard output alike, so ``> season.csv``
    gives the same file). Comma-separated, lines ended by CR LF (RFC 4180)."""
    out = io.StringIO()
    csv.writer(out).writerows(csv_rows(table, titles))
    return out.getvalue().encode(CSV_ENCODING)


def write_season_csv(
    table: SeasonTable, path: str | os.PathLike[str], titles: Sequence[str] = CSV_HEADER
) -> None:
    """Write :func:`season_csv` to ``path`` (``OSError`` when it cannot be written)."""
    Path(path).write_bytes(season_csv(table, titles))
