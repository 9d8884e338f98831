"""Standings of an evening or tournament after each round (docs/events.md §Standings).

Each table's results in whists become tournament points by the event's formula; a player's
standing sums them over the rounds played. Ties are broken in this stated order: more points,
then more whists in total, then more first places, then fewer rounds sat out, then the name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from app.events.points import Amount, Formula, places, table_points


@dataclass(frozen=True, slots=True)
class TableResult:
    """One table's result in one round: each seated player's result in whists."""

    round: int
    results: Mapping[str, Amount]


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's line in the standings."""

    place: int
    player: str
    points: Fraction
    whists: Fraction
    firsts: int
    rounds: int
    byes: int
    by_round: tuple[Fraction | None, ...]
    """Points in each round (``None``: did not sit at a table that round)."""


def standings(
    players: Sequence[str],
    tables: Sequence[TableResult],
    formula: Formula,
    *,
    rounds: int,
    byes: Mapping[str, int] | None = None,
    bye_points: Fraction = Fraction(0),
) -> tuple[Standing, ...]:
    """The standings after ``rounds`` rounds, best first; equal lines share a place.

    A bye scores ``bye_points`` (docs/events.md §Byes: nothing by default, so a rest neither
    helps nor hurts a whist total).
    """
    points = {name: Fraction(0) for name in players}
    whists = {name: Fraction(0) for name in players}
    firsts = dict.fromkeys(players, 0)
    played = dict.fromkeys(players, 0)
    per_round: dict[str, list[Fraction | None]] = {name: [None] * rounds for name in players}
    for table in tables:
        if not 1 <= table.round <= rounds:
            continue
        gained = table_points(table.results, formula)
        rank = places(table.results)
        for name, result in table.results.items():
            if name not in points:
                raise ValueError(f"{name!r} is not a player of the event")
            points[name] += gained[name]
            whists[name] += Fraction(result)
            firsts[name] += rank[name] == 1
            played[name] += 1
            per_round[name][table.round - 1] = gained[name]
    rested = dict(byes or {})
    for name, count in rested.items():
        if name in points:
            points[name] += bye_points * count

    def key(name: str) -> tuple[Fraction, Fraction, int, int, str]:
        return (-points[name], -whists[name], -firsts[name], rested.get(name, 0), name.casefold())

    ordered = sorted(players, key=key)
    lines: list[Standing] = []
    for index, name in enumerate(ordered):
        same = index and key(ordered[index - 1])[:4] == key(name)[:4]
        place = lines[-1].place if same else index + 1
        lines.append(
            Standing(
                place=place,
                player=name,
                points=points[name],
                whists=whists[name],
                firsts=firsts[name],
                rounds=played[name],
                byes=rested.get(name, 0),
                by_round=tuple(per_round[name]),
            )
        )
    return tuple(lines)
