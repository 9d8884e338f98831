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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app.engine.entries import Amount
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


Skills = dict[str, tuple[float, float]]
"""Each rated player's (mu, sigma) so far."""


def rate(games: Iterable[GameResult]) -> list[Rating]:
    """Replay every game's ranking in order; the ratings, best ordinal first (then by name)."""
    skill: Skills = {}
    played: dict[str, int] = {}
    for game in games:
        _play(game, skill, played)
    return _ratings(skill, played)


def _play(game: GameResult, skill: Skills, played: dict[str, int]) -> None:
    """One game's update of ``skill`` and ``played`` (a game of fewer than two is no game)."""
    names = game.players
    if len(names) < 2:
        return
    results = game.scaled_results  # the order is all that counts
    # Place 0 is the best; equal results share a place.
    ranks = [sum(1 for other in results if other > mine) for mine in results]
    before = [skill.get(name, (MU, SIGMA)) for name in names]
    for name, after in zip(names, update(before, ranks), strict=True):
        skill[name] = after
        played[name] = played.get(name, 0) + 1


def _ratings(skill: Skills, played: dict[str, int]) -> list[Rating]:
    ratings = [Rating(name, mu, sigma, played[name]) for name, (mu, sigma) in skill.items()]
    ratings.sort(key=lambda r: (-r.ordinal, r.player))
    return ratings


CHECKPOINT_EVERY = 250
"""Games between two kept states of :class:`RatingReplay`: a change replays at most this many
games more than it must, and forty states of a 10,000-game club cost little memory."""


class RatingReplay:
    """:func:`rate` again after a change, replaying only from the first game that changed.

    The rating is a sequential replay: the state after game *k* depends on games 1…*k* alone.
    So the state (every player's mu, sigma and games) is kept every :data:`CHECKPOINT_EVERY`
    games of the last list rated; given a new list, the games are compared from the start, the
    replay resumes from the last state kept before the first difference, and the same
    arithmetic in the same order gives bit for bit what :func:`rate` gives over the whole
    list (``tests/stats/test_rating_replay.py`` checks it after random corrections,
    deletions, merges and new games). A correction of tonight's game — the usual change —
    replays a few hundred games instead of ten thousand.
    """

    def __init__(self, every: int = CHECKPOINT_EVERY) -> None:
        self.every = every
        self._games: list[tuple[int, tuple[str, ...], tuple[Amount, ...]]] = []
        """What the rating read of each game last time: number, players, results."""
        self._states: list[tuple[Skills, dict[str, int]]] = [({}, {})]
        """The state before game ``i × every``, for each ``i`` reached."""
        self._end: tuple[Skills, dict[str, int]] = ({}, {})
        """The state after the last game of the last list."""
        self._last: list[Rating] = []
        self.replayed = 0
        """Games replayed by the last :meth:`rate` (for tests and the benchmark)."""

    def rate(self, games: Sequence[GameResult]) -> list[Rating]:
        """What ``rate(games)`` returns, replaying only what changed since the last call."""
        keys = [(g.game_id, g.players, g.scaled_results) for g in games]
        same = 0
        old = self._games
        limit = min(len(old), len(keys))
        while same < limit and old[same] == keys[same]:
            same += 1
        if same == len(old) == len(keys) and old:
            self.replayed = 0
            return list(self._last)  # nothing the rating reads changed
        if same == len(old) and old:  # games only added after the last: go on from there
            skill, played = self._end
            start = same
        else:
            kept = min(same // self.every, len(self._states) - 1)
            del self._states[kept + 1 :]
            skill, played = self._states[kept]
            start = kept * self.every
        skill, played = dict(skill), dict(played)
        for index in range(start, len(games)):
            if index % self.every == 0 and index // self.every == len(self._states):
                self._states.append((dict(skill), dict(played)))
            _play(games[index], skill, played)
        self._games = keys
        self._end = (skill, played)
        self.replayed = len(games) - start
        self._last = _ratings(skill, played)
        return list(self._last)


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
