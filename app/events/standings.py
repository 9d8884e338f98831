"""Standings of an evening or tournament after each round (docs/events.md §Standings).

Each round's credit (app/events/credit.py) is summed per player. Only finished tables count
unless asked otherwise: a table still playing is provisional and its figures are kept apart.
Players are ranked by points, then by the event's tie-breaks in the order chosen — whists,
first places, head-to-head, opponents' points, fewer byes — then listed by name; lines equal on
every chosen criterion share a place. After a cut the finalists rank above everyone else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from app.events.credit import RoundOutcome, TableResult, round_outcome
from app.events.field import Change, Status
from app.events.points import Formula

TieBreak = Literal["whists", "firsts", "head_to_head", "opponents", "byes"]
TIE_BREAKS: tuple[TieBreak, ...] = ("whists", "firsts", "head_to_head", "opponents", "byes")
"""Every tie-break, in the default order (docs/events.md §Tie-breaks)."""
LEGACY_TIE_BREAKS: tuple[TieBreak, ...] = ("whists", "firsts", "byes")
"""The order of the events stored before tie-breaks could be chosen."""

PLAYING = Status("playing")

__all__ = [
    "LEGACY_TIE_BREAKS",
    "TIE_BREAKS",
    "Standing",
    "TableResult",
    "TieBreak",
    "standings",
]


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's line in the standings."""

    place: int
    player: str
    points: Fraction
    whists: Fraction
    firsts: Fraction
    rounds: int
    """Rounds in which the player sat at a table (any share of a seat)."""
    byes: int
    by_round: tuple[Fraction | None, ...]
    """Points counted in each round (``None``: nothing counted that round)."""
    opponents: Fraction = Fraction(0)
    """The points of everyone met at a table, once per meeting (Buchholz)."""
    open_points: Fraction = Fraction(0)
    """Provisional points of tables still playing, not in ``points``."""
    open_whists: Fraction = Fraction(0)
    open_by_round: tuple[Fraction | None, ...] = ()
    rested: tuple[bool, ...] = ()
    """Whether the player sat out each round (its points are the bye points)."""
    status: Status = PLAYING
    final_points: Fraction | None = None
    """After a cut that does not carry points: the final's points, which rank the finalists."""


def standings(
    players: Sequence[str],
    tables: Sequence[TableResult],
    formula: Formula,
    *,
    rounds: int,
    byes: Mapping[int, Sequence[str]] | None = None,
    bye_points: Fraction | None = None,
    substitutions: Sequence[Change] = (),
    tie_breaks: Sequence[TieBreak] = TIE_BREAKS,
    count_open: bool = False,
    cut: Change | None = None,
    statuses: Mapping[str, Status] | None = None,
) -> tuple[Standing, ...]:
    """The standings after ``rounds`` rounds, best first; equal lines share a place.

    ``byes``: who sat out each round; ``bye_points`` what a bye scores (``None``: the round's
    average seat). ``count_open``: count tables still playing as they stand, else keep them
    apart. ``cut``: the cut in effect (its finalists rank first).
    """
    outcomes = [
        round_outcome(
            number,
            [t for t in tables if t.round == number],
            (byes or {}).get(number, ()),
            [c for c in substitutions if c.round == number],
            formula,
            bye_points,
        )
        for number in range(1, rounds + 1)
    ]
    known = set(players)
    for outcome in outcomes:
        strangers = sorted(set(outcome.credit) - known)
        if strangers:
            raise ValueError(f"{', '.join(strangers)} not players of the event")
    totals = _Totals(players, outcomes, rounds, count_open)
    final_from = cut.round if cut is not None and not cut.carry else None
    finals: dict[str, Fraction] = {}
    if final_from is not None:
        for name in players:
            counted = totals.by_round[name][final_from - 1 :]
            finals[name] = sum((p for p in counted if p is not None), Fraction(0))
    keys: list[Callable[[list[str]], Mapping[str, Fraction]]] = []
    if cut is not None:
        finalists = set(cut.finalists)
        keys.append(lambda group: {n: Fraction(n in finalists) for n in group})
        if final_from is not None:
            keys.append(lambda group: {n: finals[n] for n in group})
    keys.append(lambda group: {n: totals.points[n] for n in group})
    for name in tie_breaks:
        keys.append(totals.key(name))
    groups = _ranked(list(players), keys)
    lines: list[Standing] = []
    for group in groups:
        place = len(lines) + 1
        for name in sorted(group, key=lambda n: (n.casefold(), n)):
            lines.append(
                Standing(
                    place=place,
                    player=name,
                    points=totals.points[name],
                    whists=totals.whists[name],
                    firsts=totals.firsts[name],
                    rounds=totals.played[name],
                    byes=totals.byes[name],
                    by_round=tuple(totals.by_round[name]),
                    opponents=totals.opponents(name),
                    open_points=totals.open_points[name],
                    open_whists=totals.open_whists[name],
                    open_by_round=tuple(totals.open_by_round[name]),
                    rested=tuple(totals.rested[name]),
                    status=(statuses or {}).get(name, PLAYING),
                    final_points=finals.get(name) if final_from is not None else None,
                )
            )
    return tuple(lines)


class _Totals:
    """The sums over the rounds, counted and provisional, and each tie-break's values."""

    def __init__(
        self,
        players: Sequence[str],
        outcomes: Sequence[RoundOutcome],
        rounds: int,
        count_open: bool,
    ) -> None:
        zero = Fraction(0)
        self.points = dict.fromkeys(players, zero)
        self.whists = dict.fromkeys(players, zero)
        self.firsts = dict.fromkeys(players, zero)
        self.open_points = dict.fromkeys(players, zero)
        self.open_whists = dict.fromkeys(players, zero)
        self.played = dict.fromkeys(players, 0)
        self.byes = dict.fromkeys(players, 0)
        self.by_round: dict[str, list[Fraction | None]] = {n: [None] * rounds for n in players}
        self.open_by_round: dict[str, list[Fraction | None]] = {n: [None] * rounds for n in players}
        self.rested: dict[str, list[bool]] = {n: [False] * rounds for n in players}
        self.duels: dict[tuple[str, str], Fraction] = {}
        self.met: dict[str, list[str]] = {n: [] for n in players}
        for outcome in outcomes:
            index = outcome.number - 1
            for name, credit in outcome.credit.items():
                self.played[name] += credit.played
                self.byes[name] += credit.bye
                self.rested[name][index] = credit.bye
                if credit.open and not count_open:
                    self.open_points[name] += credit.points
                    self.open_whists[name] += credit.whists
                    self.open_by_round[name][index] = credit.points
                    continue
                self.points[name] += credit.points
                self.whists[name] += credit.whists
                self.firsts[name] += credit.firsts
                self.by_round[name][index] = credit.points
                if credit.open:
                    self.open_by_round[name][index] = credit.points
                for opponent in outcome.opponents.get(name, ()):
                    self.met[name].append(opponent)
                    pair = (name, opponent)
                    self.duels[pair] = self.duels.get(pair, zero) + outcome.duels[pair]

    def opponents(self, name: str) -> Fraction:
        return sum((self.points[other] for other in self.met[name]), Fraction(0))

    def key(self, tie_break: TieBreak) -> Callable[[list[str]], Mapping[str, Fraction]]:
        """The values of one tie-break within a group of tied players (higher is better)."""
        if tie_break == "whists":
            return lambda group: {n: self.whists[n] for n in group}
        if tie_break == "firsts":
            return lambda group: {n: self.firsts[n] for n in group}
        if tie_break == "opponents":
            return lambda group: {n: self.opponents(n) for n in group}
        if tie_break == "byes":
            return lambda group: {n: Fraction(-self.byes[n]) for n in group}

        def head_to_head(group: list[str]) -> Mapping[str, Fraction]:
            return {
                n: sum(
                    (self.duels.get((n, other), Fraction(0)) for other in group if other != n),
                    Fraction(0),
                )
                for n in group
            }

        return head_to_head


def _ranked(
    players: list[str], keys: Sequence[Callable[[list[str]], Mapping[str, Fraction]]]
) -> list[list[str]]:
    """Split the field into groups, best first, criterion by criterion: each criterion only
    orders the players still tied on every criterion before it (head-to-head among them)."""
    groups = [players]
    for key in keys:
        split: list[list[str]] = []
        for group in groups:
            if len(group) == 1:
                split.append(group)
                continue
            values = key(group)
            for value in sorted(set(values.values()), reverse=True):
                split.append([n for n in group if values[n] == value])
        groups = split
    return groups
