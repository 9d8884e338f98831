"""Seating for club evenings and tournaments: tables of 3–4 and reseating to meet new opponents.

The rules this implements are written down in docs/events.md §Seating: tables of three, with
four-handed tables (or byes) when the count does not divide by three; the first round random or
by rating; later rounds reseat so that players meet new opponents as far as possible (a
Swiss-like pairing: when standings are given, players of similar standing sit together among
seatings with equally few repeats). Everything is deterministic for a given seed.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Literal

FirstRound = Literal["random", "rating", "typed"]

#: Restarts of the local search; each starts from another seeded order. With ``KICKS`` this finds
#: every seating the tests know to exist (9 players: each pair meets once in four rounds; 9–30
#: players: no forced repeat in round two), in about 0.4 s for a round of 30 players.
RESTARTS = 6
#: Random two-swap kicks per restart of the iterated local search (see ``_search``).
KICKS = 30

# A repeated meeting costs far more than any Swiss-ordering or four-handed fairness term, so
# the search never trades a new opponent for a neater ranking.
_REPEAT_WEIGHT = 10_000
_FOURS_WEIGHT = 100


class SeatingError(ValueError):
    """A field that cannot be seated; ``code`` names the reason for the interface."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code


@dataclass(frozen=True, slots=True)
class Seating:
    """One round: the tables (players in seat order) and who sits out."""

    tables: tuple[tuple[str, ...], ...]
    byes: tuple[str, ...] = ()

    def players(self) -> tuple[str, ...]:
        """Every player of the round, seated or resting, in table order."""
        return tuple(name for table in self.tables for name in table) + self.byes


def table_sizes(count: int, *, four_handed: bool = True) -> tuple[tuple[int, ...], int]:
    """Table sizes (four-handed tables first) and the number of byes for ``count`` players.

    docs/events.md §Seating: tables of three; a remainder of one or two players makes one or two
    tables four-handed, or — with ``four_handed=False``, or when there are too few tables to
    absorb it — sits out. Five players make one table of four and one bye.
    """
    if count < 3:
        raise SeatingError("too_few_players", f"{count} players cannot make a table of three")
    threes, remainder = divmod(count, 3)
    if not four_handed or remainder == 0:
        return (3,) * threes, remainder
    if remainder <= threes:
        return (4,) * remainder + (3,) * (threes - remainder), 0
    # 5 players: one table, which can take one more player; the other rests.
    return (4,) + (3,) * (threes - 1), remainder - 1


def meetings(rounds: Sequence[Seating]) -> Counter[frozenset[str]]:
    """How many times each pair of players sat at one table in ``rounds``."""
    met: Counter[frozenset[str]] = Counter()
    for seating in rounds:
        for table in seating.tables:
            met.update(frozenset(pair) for pair in combinations(table, 2))
    return met


def repeats(seating: Seating, earlier: Sequence[Seating]) -> int:
    """Pairs at this round's tables who already met in ``earlier`` rounds (counted once each)."""
    met = meetings(earlier)
    return sum(
        1 for table in seating.tables for pair in combinations(table, 2) if met[frozenset(pair)]
    )


def seat_round(
    players: Sequence[str],
    earlier: Sequence[Seating] = (),
    *,
    seed: int | str = 0,
    first_round: FirstRound = "random",
    ratings: Mapping[str, float] | None = None,
    standings: Sequence[str] | None = None,
    four_handed: bool = True,
) -> Seating:
    """Seat ``players`` for the next round after the ``earlier`` rounds.

    The first round (no earlier rounds) is random, or seeded by rating or in the order typed:
    the strongest are dealt out across the tables in snake order so each table has a mix (the
    byes, if any, to the weakest). Later rounds minimise, in order: pairs who met before
    (weighted by how often), players sent to a four-handed table again, and — when
    ``standings`` (best first) are given — the spread of standing at each table.
    """
    names = _checked(players)
    sizes, bye_count = table_sizes(len(names), four_handed=four_handed)
    rng = random.Random(f"pulka-seating:{seed}:{len(earlier)}")
    if not earlier and first_round in ("rating", "typed"):
        standings = seeding_order(names, first_round, ratings)
    byes = _byes(names, earlier, bye_count, standings, rng)
    seated = [name for name in names if name not in byes]
    if not earlier:
        if first_round in ("rating", "typed"):
            return Seating(_snake(seeding_order(seated, first_round, ratings), sizes), byes)
        rng.shuffle(seated)
        return Seating(_chunks(seated, sizes), byes)
    cost = _Cost(earlier, standings)
    best: list[list[str]] | None = None
    best_cost = 0
    for _ in range(RESTARTS):
        order = list(seated)
        rng.shuffle(order)
        tables = _search(_chunks_lists(order, sizes), cost, rng)
        total = sum(cost.table(table) for table in tables)
        if best is None or total < best_cost:
            best, best_cost = tables, total
    assert best is not None
    return Seating(tuple(tuple(table) for table in best), byes)


def seeding_order(
    players: Sequence[str], first_round: FirstRound, ratings: Mapping[str, float] | None
) -> list[str]:
    """docs/events.md §Seeding: by rating, the highest first — players without a rating after
    those with one, in the order typed; ``typed``: the order typed, the first the strongest."""
    if first_round != "rating":
        return list(players)
    rated = ratings or {}
    return sorted(players, key=lambda name: (name not in rated, -rated.get(name, 0.0)))


def _checked(players: Sequence[str]) -> list[str]:
    names = list(players)
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise SeatingError("duplicate_player", f"{name!r} is listed twice")
        seen.add(name)
    return names


def _byes(
    names: list[str],
    earlier: Sequence[Seating],
    count: int,
    standings: Sequence[str] | None,
    rng: random.Random,
) -> tuple[str, ...]:
    """Who sits out: fewest byes so far first, then the lowest standing (as a Swiss bye)."""
    if count == 0:
        return ()
    had = Counter(name for seating in earlier for name in seating.byes)
    rank = {name: i for i, name in enumerate(standings or ())}
    tiebreak = {name: rng.random() for name in names}
    order = sorted(names, key=lambda n: (had[n], -rank.get(n, -1), tiebreak[n]))
    return tuple(order[:count])


def _snake(order: list[str], sizes: tuple[int, ...]) -> tuple[tuple[str, ...], ...]:
    tables: list[list[str]] = [[] for _ in sizes]
    index, step = 0, 1
    for name in order:
        while len(tables[index]) == sizes[index]:
            index, step = _next_snake(index, step, len(sizes))
        tables[index].append(name)
        index, step = _next_snake(index, step, len(sizes))
    return tuple(tuple(table) for table in tables)


def _next_snake(index: int, step: int, count: int) -> tuple[int, int]:
    if 0 <= index + step < count:
        return index + step, step
    return index, -step


def _chunks(order: list[str], sizes: tuple[int, ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(table) for table in _chunks_lists(order, sizes))


def _chunks_lists(order: list[str], sizes: tuple[int, ...]) -> list[list[str]]:
    tables, start = [], 0
    for size in sizes:
        tables.append(order[start : start + size])
        start += size
    return tables


class _Cost:
    """The cost of a table given the earlier rounds (lower is better)."""

    def __init__(self, earlier: Sequence[Seating], standings: Sequence[str] | None) -> None:
        met = meetings(earlier)
        # Squared so that two second meetings cost less than one third meeting.
        self.pair: dict[tuple[str, str], int] = {}
        for pair, count in met.items():
            a, b = sorted(pair)
            self.pair[a, b] = self.pair[b, a] = _REPEAT_WEIGHT * count * count
        self.fours = Counter(
            name
            for seating in earlier
            for table in seating.tables
            if len(table) == 4
            for name in table
        )
        self.rank = {name: i for i, name in enumerate(standings or ())}

    def table(self, table: Sequence[str]) -> int:
        pair = self.pair
        cost = sum(pair.get((a, b), 0) for a, b in combinations(table, 2))
        if len(table) == 4:
            cost += _FOURS_WEIGHT * sum(self.fours[name] for name in table)
        return cost + self._spread(table)

    def _spread(self, table: Sequence[str]) -> int:
        ranks = [self.rank[name] for name in table if name in self.rank]
        return max(ranks) - min(ranks) if len(ranks) > 1 else 0

    def swap_delta(self, first: list[str], i: int, second: list[str], j: int) -> int:
        """How the cost changes if ``first[i]`` and ``second[j]`` change tables."""
        x, y = first[i], second[j]
        pair = self.pair
        delta = 0
        for k, other in enumerate(first):
            if k != i:
                delta += pair.get((y, other), 0) - pair.get((x, other), 0)
        for k, other in enumerate(second):
            if k != j:
                delta += pair.get((x, other), 0) - pair.get((y, other), 0)
        if len(first) != len(second):
            four_gain = _FOURS_WEIGHT * (self.fours[y] - self.fours[x])
            delta += four_gain if len(first) == 4 else -four_gain if len(second) == 4 else 0
        if self.rank:
            after_first = [*first[:i], y, *first[i + 1 :]]
            after_second = [*second[:j], x, *second[j + 1 :]]
            delta += self._spread(after_first) + self._spread(after_second)
            delta -= self._spread(first) + self._spread(second)
        return delta


def _search(tables: list[list[str]], cost: _Cost, rng: random.Random) -> list[list[str]]:
    """Iterated local search: descend, kick with two random swaps, keep the kick if not worse.

    Plain descent stops where every single swap makes a repeat, although a seating with fewer
    four-handed repeats exists two swaps away (13 players, round 3); the kicks step over that.
    """
    current = _improve([list(t) for t in tables], cost)
    current_cost = sum(cost.table(t) for t in current)
    if len(current) < 2:
        return current
    for _ in range(KICKS):
        trial = [list(t) for t in current]
        for _ in range(2):
            a, b = rng.sample(range(len(trial)), 2)
            i, j = rng.randrange(len(trial[a])), rng.randrange(len(trial[b]))
            trial[a][i], trial[b][j] = trial[b][j], trial[a][i]
        trial = _improve(trial, cost)
        trial_cost = sum(cost.table(t) for t in trial)
        if trial_cost <= current_cost:
            current, current_cost = trial, trial_cost
    return current


def _improve(tables: list[list[str]], cost: _Cost) -> list[list[str]]:
    """Swap players between tables while a swap lowers the cost (first improvement)."""
    improved = True
    while improved:
        improved = False
        for a, b in combinations(range(len(tables)), 2):
            first, second = tables[a], tables[b]
            for i in range(len(first)):
                for j in range(len(second)):
                    if cost.swap_delta(first, i, second, j) < 0:
                        first[i], second[j] = second[j], first[i]
                        improved = True
    return tables
