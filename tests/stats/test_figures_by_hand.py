"""Every statistic on a game worked out by hand (docs/statistics.md), with an undone deal, a
corrected deal, an incident that carries a deal and one that does not.

Sochi rules (docs/rules.md): cost and whist price per trick 2, 4, 6, 8, 10 for 6–10; misère 10,
10 a trick when caught; obligations 4 on a 6, 2 on a 7; responsibility at the full price;
consolation cost × undertricks by each defender; raspasy 1 a trick into the mountain, a zero
raspasy 1 into the pool. Anna, Boris, Vera; Anna deals first.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from app.engine import SOCHI, Call, Contract, Deal, Incident, Raspasy
from app.services import GameService
from app.services.stats import GameFilter, StatsService
from app.stats.figures import PlayerFigures

W, P = Call.WHIST, Call.PASS


def record(service: GameService, game: int, event: object) -> None:
    service.record(game, event, service.last_seq(game))  # type: ignore[arg-type]


def hand_game(service: GameService) -> int:
    game = service.create_game(["Anna", "Boris", "Vera"], "Anna", SOCHI)
    # 1. Boris 7♥, Vera whists, Anna passes; 7/2/1: made. Vera, lone whister, counts the
    #    passer's trick: (2 + 1) × 4 = 12 on Boris; the side took 3 ≥ 2, no responsibility.
    record(
        service,
        game,
        Deal(
            "Boris",
            Contract.parse("7h"),
            {"Vera": W, "Anna": P},
            {"Boris": 7, "Vera": 2, "Anna": 1},
        ),
    )
    # 2. Vera 6♠, both whist; 5/3/2: one down. Anna 3 × 2 + consolation 2 = 8 on Vera,
    #    Boris 2 × 2 + 2 = 6.
    record(
        service,
        game,
        Deal(
            "Vera",
            Contract.parse("6s"),
            {"Anna": W, "Boris": W},
            {"Vera": 5, "Anna": 3, "Boris": 2},
        ),
    )
    # 3. Anna 8♦, both pass — then undone: counts nowhere.
    record(service, game, Deal("Anna", Contract.parse("8d"), {"Boris": P, "Vera": P}))
    service.undo(game, service.last_seq(game))
    # 5. Anna 6♣, both whist, 6/1/3 — corrected (6.) to: Boris whists, Vera passes, 8/2/0.
    #    In effect: made with two overtricks; Boris writes (2 + 0) × 2 = 4 and is 4 − 2 = 2
    #    tricks short of the obligation: 2 × 2 = 4 mountain of responsibility.
    record(
        service,
        game,
        Deal(
            "Anna",
            Contract.parse("6c"),
            {"Boris": W, "Vera": W},
            {"Anna": 6, "Boris": 1, "Vera": 3},
        ),
    )
    service.correct(
        game,
        5,
        Deal(
            "Anna",
            Contract.parse("6c"),
            {"Boris": W, "Vera": P},
            {"Anna": 8, "Boris": 2, "Vera": 0},
        ),
        service.last_seq(game),
    )
    # 7. Raspasy 0/6/4: Boris a zero raspasy (+1 pool), Vera 6 and Anna 4 into the mountain.
    record(service, game, Raspasy({"Boris": 0, "Vera": 6, "Anna": 4}))
    # 8. Кодекс 3.4.9 carrying Vera's 7♠ (Anna whists, Boris passes), played 6/4/0: one down
    #    at the table, scored as two down (remiz 2 × 4 = 8 under the rule's id); Anna writes
    #    (4 + 0) × 4 = 16 for tricks, Anna and Boris 8 each of consolation.
    record(
        service,
        game,
        Incident(
            "kodeks-3.4.9",
            {
                "deal": {
                    "type": "deal",
                    "declarer": "Vera",
                    "contract": "7s",
                    "defenders": {"Anna": "whist", "Boris": "pass"},
                    "tricks": {"Vera": 6, "Anna": 4, "Boris": 0},
                }
            },
        ),
    )
    # 9. ПРИКУП-2: Anna looked at the talon at 7: +4 mountain (carries no deal).
    record(
        service,
        game,
        Incident("prikup-2", {"violator": "Anna", "bidding_started": True, "bid_level": 7}),
    )
    # 10. Boris's misère, caught with 2 tricks: 2 × 10 = 20 mountain.
    record(service, game, Deal("Boris", Contract.misere(), {}, {"Boris": 2}))
    return game


@pytest.fixture
def figures(tmp_path: Path) -> dict[str, PlayerFigures]:
    with GameService(tmp_path / "club.sqlite3", backups=0) as service:
        hand_game(service)
        stats = StatsService(service.store.conn)
        return {f.player: f for f in stats.figures()}


def test_results_money_and_games(figures: dict[str, PlayerFigures]) -> None:
    # Sheet: pools 2, 5, 0; mountains 8, 24, 16; whists Anna→Vera 32, Boris→Anna 4,
    # Boris→Vera 14, Vera→Boris 12. E.2 (k = 1, top pool 5): 11, 24, 21, average 56/3;
    # 10 × (56/3 − M') = 230/3, −160/3, −70/3; net whists +28, +6, −34.
    anna, boris, vera = figures["Anna"], figures["Boris"], figures["Vera"]
    assert (anna.result.total, boris.result.total, vera.result.total) == (
        Fraction(314, 3),
        Fraction(-142, 3),
        Fraction(-172, 3),
    )
    # Money at 1 a whist, exactly: the result × the whist price (docs/statistics.md, "Money");
    # the settlement's kopecks (E.8: 104.66, one kopeck given up so the game sums to zero)
    # are what the table paid, the statistics round only when shown.
    assert anna.money.total + boris.money.total + vera.money.total == 0
    assert anna.money.total == Fraction(314, 3)
    # Six deals in effect: 1, 2, 5 (corrected), 7, 8 (carried), 10; the undone 3 is not one.
    assert all(f.games == 1 and f.deals == 6 for f in figures.values())
    assert anna.result.per_deal == Fraction(314, 18)
    assert (anna.wins, boris.wins, vera.wins) == (1, 0, 0)
    assert anna.win_rate == 1 and vera.win_rate == 0


def test_declarer(figures: dict[str, PlayerFigures]) -> None:
    anna = {c.level: c for c in figures["Anna"].contracts}
    boris = {c.level: c for c in figures["Boris"].contracts}
    vera = {c.level: c for c in figures["Vera"].contracts}
    # The undone 8♦ is not counted; the corrected 6♣ counts as corrected (8 tricks).
    assert anna[8].declared == 0
    assert (anna[6].declared, anna[6].made, anna[6].failed) == (1, 1, 0)
    assert anna[6].average_overtricks == 2 and anna[6].success_rate == 1
    assert (boris[7].declared, boris[7].made, boris[7].average_overtricks) == (1, 1, 0)
    # Vera: the 6♠ one down and the carried 7♠ as played (one down, though scored as two).
    assert (vera[6].failed, vera[6].average_undertricks, vera[6].success_rate) == (1, 1, 0)
    assert (vera[7].declared, vera[7].failed, vera[7].average_undertricks) == (1, 1, 1)
    assert vera[7].average_overtricks is None
    assert figures["Vera"].declared == 2 and figures["Boris"].declared == 2
    # Totals over all levels are the levels plus misères (docs/statistics.md): Boris's 7♥
    # made (1 declared, 1 made) + his misère caught (1 declared, 1 failed) = 2, 1, 1: 1/2.
    total = figures["Boris"].all_contracts
    assert (total.declared, total.made, total.failed, total.success_rate) == (
        2,
        1,
        1,
        Fraction(1, 2),
    )


def test_misere(figures: dict[str, PlayerFigures]) -> None:
    misere = figures["Boris"].misere
    assert (misere.played, misere.made, misere.caught, misere.caught_tricks) == (1, 0, 1, 2)
    assert misere.average_caught_tricks == 2
    assert figures["Anna"].misere.played == 0


def test_defender(figures: dict[str, PlayerFigures]) -> None:
    anna, boris, vera = (figures[n].defender for n in ("Anna", "Boris", "Vera"))
    # Anna: pass (1), whist (2), whist on the carried 7♠: both contracts failed.
    assert (anna.whists, anna.passes, anna.whists_won, anna.whists_lost) == (2, 1, 2, 0)
    assert anna.whists_written == 8 + 16 + 8 and anna.responsibility == 0
    # Boris: whist (2, failed), whist on the corrected 6♣ (made), pass on the 7♠.
    assert (boris.whists, boris.passes, boris.whists_won, boris.whists_lost) == (2, 1, 1, 1)
    assert boris.whists_written == 6 + 4 + 8 and boris.responsibility == 4
    # Vera: whist on 7♥ (made); on the corrected 6♣ she passes (she whisted before).
    assert (vera.whists, vera.passes, vera.whists_won, vera.whists_lost) == (1, 1, 0, 1)
    assert vera.whists_written == 12 and vera.half_whists == 0


def test_raspasy(figures: dict[str, PlayerFigures]) -> None:
    got = {n: (f.raspasy.played, f.raspasy.tricks, f.raspasy.zero) for n, f in figures.items()}
    assert got == {"Anna": (1, 4, 0), "Boris": (1, 0, 1), "Vera": (1, 6, 0)}
    assert figures["Vera"].raspasy.average_tricks == 6


def test_penalties(figures: dict[str, PlayerFigures]) -> None:
    # ПРИКУП-2 against Anna (4); Кодекс 3.4.9's remiz, written under its id, against Vera (8).
    assert [(p.rule, p.count, p.points) for p in figures["Anna"].penalties] == [("prikup-2", 1, 4)]
    assert [(p.rule, p.count, p.points) for p in figures["Vera"].penalties] == [
        ("kodeks-3.4.9", 1, 8)
    ]
    assert figures["Boris"].penalties == ()


def test_records_and_head_to_head(tmp_path: Path) -> None:
    with GameService(tmp_path / "club.sqlite3", backups=0) as service:
        hand_game(service)
        # A second game: Anna's 6♠, both pass: pools 2, 0, 0. E.2 (k = 1): M' = 0, 2, 2,
        # average 4/3: Anna 10 × 4/3 = 40/3, Boris and Vera 10 × (4/3 − 2) = −20/3 each.
        second = service.create_game(["Anna", "Boris", "Vera"], "Vera", SOCHI)
        record(service, second, Deal("Anna", Contract.parse("6s"), {"Boris": P, "Vera": P}))
        stats = StatsService(service.store.conn)
        figures = {f.player: f for f in stats.figures()}
        anna = figures["Anna"].records
        assert (anna.biggest_win.value, anna.biggest_win.game_id) == (Fraction(314, 3), 1)
        assert anna.biggest_loss is None
        assert (anna.longest_game.value, anna.longest_game.game_id) == (6, 1)
        boris = figures["Boris"].records
        assert (boris.biggest_loss.value, boris.biggest_loss.game_id) == (Fraction(-142, 3), 1)
        assert figures["Anna"].result.total == Fraction(314, 3) + Fraction(40, 3)
        results = stats.results()  # the charts' series: games in the order played
        assert [g.game_id for g in results] == [1, 2]
        assert [g.result("Anna") for g in results] == [Fraction(314, 3), Fraction(40, 3)]
        assert results[0].money("Anna") == Fraction(314, 3) and results[1].deals == 1
        h = stats.head_to_head("Boris", "Vera")
        # Game 1: Boris −142/3 ahead of Vera −172/3; game 2: level at −20/3.
        assert (h.games, h.first_ahead, h.second_ahead, h.level) == (2, 1, 0, 1)
        assert h.first_result == Fraction(-162, 3) and h.second_result == Fraction(-192, 3)
        # Filters: both games are three-handed Sochi games started today.
        assert stats.figures(GameFilter(seats=4)) == []
        assert len(stats.figures(GameFilter(seats=3))) == 3
        assert stats.figures(GameFilter(preset="leningrad")) == []
        assert stats.figures(GameFilter(date_to="2000-01-01")) == []
