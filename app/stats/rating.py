"""A rating across games that weighs the opponents' strength: Weng–Lin Plackett–Luce.

The model OpenSkill uses for games of several players (Weng & Lin, "A Bayesian Approximation
Method for Online Ranking", JMLR 12 (2011), Algorithm 4; docs/statistics.md, "Rating"): each
player's skill is a normal distribution N(mu, sigma²); every game ranks its 3 or 4 players by
their result in whists (equal results share a place) and moves each mu by how surprising the
order was given everybody's skill, shrinking sigma as evidence accumulates. The update is a few
lines of arithmetic, so it is written here rather than taken from the ``openskill`` package
(docs/statistics.md says why). Deterministic: games in the order they were started (then by
number), players in seating order, IEEE doubles only.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from app.stats.summary_store import GameResult

MU = 25.0
"""Skill of a newcomer (OpenSkill's default)."""
SIGMA = MU / 3
"""Uncertainty of a newcomer."""
BETA = SIGMA / 2
"""Performance noise in one game."""
KAPPA = 0.0001
"""Lower bound of the variance factor: sigma never collapses to zero."""


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's skill estimate: ``mu`` ± ``sigma``; ``ordinal`` = mu − 3·sigma ranks players
    so that a newcomer (0) starts below anyone with a record of average play."""

    player: str
    mu: float
    sigma: float
    games: int

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


def rate(games: Iterable[GameResult]) -> list[Rating]:
    """Replay every game's ranking in order; the ratings, best ordinal first (then by name)."""
    skill: dict[str, tuple[float, float]] = {}
    played: dict[str, int] = {}
    for game in games:
        names = game.players
        if len(names) < 2:
            continue
        results = game.scaled_results  # the order is all that counts
        # Place 0 is the best; equal results share a place.
        ranks = [sum(1 for other in results if other > mine) for mine in results]
        before = [skill.get(name, (MU, SIGMA)) for name in names]
        for name, after in zip(names, update(before, ranks), strict=True):
            skill[name] = after
            played[name] = played.get(name, 0) + 1
    ratings = [Rating(name, mu, sigma, played[name]) for name, (mu, sigma) in skill.items()]
    ratings.sort(key=lambda r: (-r.ordinal, r.player))
    return ratings


def update(skills: list[tuple[float, float]], ranks: list[int]) -> list[tuple[float, float]]:
    """One Plackett–Luce update (Weng–Lin Algorithm 4, one player per team, as in OpenSkill).

    ``skills``: (mu, sigma) per player; ``ranks``: place per player, 0 best, ties equal.
    Written with plain loops: it runs once per game, ten thousand times for a club.
    """
    n = len(skills)
    c = math.sqrt(sum(sigma * sigma for _mu, sigma in skills) + n * BETA * BETA)
    strength = [math.exp(mu / c) for mu, _sigma in skills]
    # sum_q: total strength of everybody placed at or below q; a_q: how many share q's place.
    sum_q = []
    for q in range(n):
        rank_q = ranks[q]
        total = 0.0
        for i in range(n):
            if ranks[i] >= rank_q:
                total += strength[i]
        sum_q.append(total)
    a_q = [ranks.count(rank) for rank in ranks]
    out = []
    for i in range(n):
        mu, sigma = skills[i]
        rank_i = ranks[i]
        own = strength[i]
        omega = 0.0
        delta = 0.0
        for q in range(n):
            if ranks[q] > rank_i:
                continue
            share = own / sum_q[q]
            delta += share * (1 - share) / a_q[q]
            omega += ((1.0 if q == i else 0.0) - share) / a_q[q]
        variance = sigma * sigma
        omega *= variance / c
        delta *= variance / (c * c) * (sigma / c)  # gamma = sigma / c (OpenSkill's default)
        out.append((mu + omega, sigma * math.sqrt(max(1 - delta, KAPPA))))
    return out
