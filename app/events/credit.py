"""What each player earns in one round (docs/events.md §Points, §Byes, §Substitutes).

A table's result is one entry per seat: each seat's whists become points by the event's formula.
A seat taken over mid-round by a substitute is shared by the players who sat in it, in
proportion to the deals each played there — points, whists and a first place alike — so the
table's other players are untouched by the swap. A player sitting out scores the bye points:
by default the average a seated player earns in that round, so a rest neither helps nor hurts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from app.engine.entries import Amount
from app.events.field import Change
from app.events.points import Formula, places, table_points


@dataclass(frozen=True, slots=True)
class TableResult:
    """One table's result in one round: each seat's result in whists (the seat named by the
    player who sat down first), its number in the round, the deals played, whether its game
    is over (else the result is provisional) and whether the clock stopped its pool."""

    round: int
    results: Mapping[str, Amount]
    table: int = 0
    deals: int = 0
    finished: bool = True
    stopped_by_time: bool = False


@dataclass(slots=True)
class Credit:
    """One player's round: points, whists and first places (a seat's share of them), whether
    they sat at a table or rested, and whether it is still provisional (a table playing)."""

    points: Fraction = field(default_factory=Fraction)
    whists: Fraction = field(default_factory=Fraction)
    firsts: Fraction = field(default_factory=Fraction)
    played: bool = False
    bye: bool = False
    open: bool = False


@dataclass(frozen=True, slots=True)
class RoundOutcome:
    """A round as the standings count it."""

    number: int
    credit: Mapping[str, Credit]
    duels: Mapping[tuple[str, str], Fraction]
    """(p, q) → p's score against q where they sat at one table: 1 for the better seat result,
    ½ for an equal one, 0 for a worse, times p's share of the seat."""
    opponents: Mapping[str, tuple[str, ...]]
    """Everyone who sat at another seat of the player's table this round."""
    bye_points: Fraction
    open: bool


def seat_shares(
    table: TableResult, substitutions: Sequence[Change]
) -> dict[str, list[tuple[str, Fraction]]]:
    """Each seat's players and their shares (docs/events.md §Substitutes): the deals each
    played in the seat over the deals the table played. Before any deal, the one sitting there
    now has it all; deals undone below a swap leave the later player nothing."""
    played = table.deals
    out: dict[str, list[tuple[str, Fraction]]] = {}
    for seat in table.results:
        stints, current = [(seat, 0)], seat
        for change in substitutions:
            if change.table == table.table and change.player == current:
                stints.append((change.substitute, change.after_deals))
                current = change.substitute
        shares: list[tuple[str, Fraction]] = []
        for index, (name, start) in enumerate(stints):
            end = stints[index + 1][1] if index + 1 < len(stints) else played
            if played > 0:
                share = Fraction(min(end, played) - min(start, played), played)
            else:
                later = [s for _, s in stints[index + 1 :] if s == 0]
                share = Fraction(0 if later or start > 0 else 1)
            shares.append((name, share))
        out[seat] = shares
    return out


def round_outcome(
    number: int,
    tables: Sequence[TableResult],
    byes: Sequence[str],
    substitutions: Sequence[Change],
    formula: Formula,
    bye_points: Fraction | None,
) -> RoundOutcome:
    """Round ``number``: every seat converted, shared out, the byes scored (``bye_points``
    ``None``: the round's average seat, docs/events.md §Byes)."""
    credit: dict[str, Credit] = {}
    duels: dict[tuple[str, str], Fraction] = {}
    opponents: dict[str, list[str]] = {}
    seat_points: list[Fraction] = []
    seated: dict[str, Fraction] = {}
    for table in tables:
        gained = table_points(table.results, formula, stopped_by_time=table.stopped_by_time)
        seat_points.extend(gained.values())
        rank = places(table.results)
        shares = seat_shares(table, substitutions)
        for seat, holders in shares.items():
            for name, share in holders:
                if share == 0:
                    continue
                seated[name] = seated.get(name, Fraction(0)) + share
                line = credit.setdefault(name, Credit())
                line.points += share * gained[seat]
                line.whists += share * Fraction(table.results[seat])
                line.firsts += share * (rank[seat] == 1)
                line.played = True
                line.open = line.open or not table.finished
                for other, others in shares.items():
                    if other == seat:
                        continue
                    score = _duel(table.results[seat], table.results[other])
                    for opponent, theirs_share in others:
                        if theirs_share == 0:
                            continue
                        duels[name, opponent] = duels.get((name, opponent), 0) + share * score
                        opponents.setdefault(name, []).append(opponent)
    is_open = any(not table.finished for table in tables)
    bye = bye_points
    if bye is None:
        bye = sum(seat_points, Fraction(0)) / len(seat_points) if seat_points else Fraction(0)
    for name in byes:
        line = credit.setdefault(name, Credit())
        line.points += bye * (1 - seated.get(name, Fraction(0)))
        line.bye = True
        line.open = line.open or is_open
    return RoundOutcome(
        number,
        credit,
        duels,
        {name: tuple(names) for name, names in opponents.items()},
        bye,
        is_open,
    )


def _duel(mine: Amount, theirs: Amount) -> Fraction:
    """One seat against another at a table: 1 the better result, ½ an equal one, 0 a worse."""
    if mine == theirs:
        return Fraction(1, 2)
    return Fraction(1 if mine > theirs else 0)
