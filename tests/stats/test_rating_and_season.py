"""The Plackett–Luce rating against OpenSkill's numbers, and the season table's measures."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.stats.amounts import SCALE
from app.stats.rating import MU, SIGMA, rate, update
from app.stats.season import season_csv, season_table
from app.stats.summary_store import GameResult

NEW = (MU, SIGMA)

# Reference values printed by openskill 6.2.0 (MIT), PlackettLuce(tau=0, limit_sigma=False),
# the same model without its optional dynamics term (docs/statistics.md, "Rating").
OPENSKILL = [
    (
        [NEW, NEW, NEW],
        [0, 1, 2],
        [
            (27.868876552746237, 8.204837030780652),
            (25.717219138186557, 8.057829747583874),
            (21.413904309067206, 8.057829747583874),
        ],
    ),
    (
        [NEW, NEW, NEW],
        [0, 0, 1],
        [
            (25.717219138186557, 8.204837030780652),
            (25.717219138186557, 8.204837030780652),
            (23.56556172362688, 8.204837030780652),
        ],
    ),
    (
        [NEW, NEW, NEW, (30.0, 5.0)],
        [1, 0, 2, 1],
        [
            (24.876947021184, 8.154034683265348),
            (28.069861346396177, 8.251683054048486),
            (22.881475593639937, 8.154034683265348),
            (29.70181777396076, 4.973059279361596),
        ],
    ),
]


@pytest.mark.parametrize(("skills", "ranks", "expected"), OPENSKILL)
def test_update_matches_openskill(
    skills: list[tuple[float, float]], ranks: list[int], expected: list[tuple[float, float]]
) -> None:
    got = update(skills, ranks)
    for (mu, sigma), (want_mu, want_sigma) in zip(got, expected, strict=True):
        assert mu == pytest.approx(want_mu, abs=1e-12)
        assert sigma == pytest.approx(want_sigma, abs=1e-12)


def game(gid: int, *results: tuple[str, int]) -> GameResult:
    names = tuple(n for n, _r in results)
    scaled = tuple(r * SCALE for _n, r in results)
    return GameResult(gid, f"2026-09-{gid:02d}", 10, names, scaled, scaled)


def test_rating_is_deterministic_and_ranks_by_results() -> None:
    games = [game(1, ("A", 30), ("B", 0), ("C", -30)), game(2, ("A", 10), ("B", 5), ("C", -15))]
    first, again = rate(games), rate(games)
    assert first == again
    assert [r.player for r in first] == ["A", "B", "C"]
    assert all(r.games == 2 and r.sigma < SIGMA for r in first)
    # One game: exactly the first OpenSkill case (names in seating order).
    one = {r.player: (r.mu, r.sigma) for r in rate(games[:1])}
    assert one["A"] == pytest.approx(OPENSKILL[0][2][0])


def test_a_strong_opponent_counts_more() -> None:
    """Beating a player who beat everybody moves you more than beating a newcomer."""
    history = [game(i, ("Strong", 50), ("X", -25), ("Y", -25)) for i in range(1, 6)]
    beat_strong = rate([*history, game(9, ("D", 10), ("Strong", -5), ("Z", -5))])
    beat_new = rate([*history, game(9, ("D", 10), ("New", -5), ("Z", -5))])
    mu = {r.player: r.mu for r in beat_strong}["D"]
    assert mu > {r.player: r.mu for r in beat_new}["D"]


def test_season_measures_and_shared_places() -> None:
    games = [
        game(1, ("A", 30), ("B", 0), ("C", -30)),
        game(2, ("A", -40), ("B", 20), ("C", 20)),
        game(3, ("A", 50), ("C", -25), ("D", -25)),
    ]
    total = season_table(games, "total")
    assert [(r.place, r.player, r.value) for r in total.rows] == [
        (1, "A", 40),
        (2, "B", 20),
        (3, "D", -25),
        (4, "C", -35),
    ]
    per_game = season_table(games, "per_game")
    assert [(r.place, r.player, r.value) for r in per_game.rows] == [
        (1, "A", Fraction(40, 3)),
        (2, "B", 10),
        (3, "C", Fraction(-35, 3)),
        (4, "D", -25),
    ]
    best = season_table(games, "best", 2)
    # A: 50 + 30; B: 20 + 0; C: 20 − 25; D: −25 (one game).
    assert [(r.place, r.player, r.value) for r in best.rows] == [
        (1, "A", 80),
        (2, "B", 20),
        (3, "C", -5),
        (4, "D", -25),
    ]
    tied = season_table([game(1, ("A", 5), ("B", 5), ("C", -10))])
    assert [(r.place, r.player) for r in tied.rows] == [(1, "A"), (1, "B"), (3, "C")]
    assert season_csv(per_game).decode("utf-8-sig").splitlines()[:3] == [
        "place,player,games,per_game,result,money,per_game_exact,result_exact,money_exact",
        "1,A,3,13.3333,40,40.00,40/3,40,40",
        "2,B,2,10,20,20.00,10,20,20",
    ]
    with pytest.raises(ValueError):
        season_table(games, "best")
    with pytest.raises(ValueError):
        season_table(games, "median")
