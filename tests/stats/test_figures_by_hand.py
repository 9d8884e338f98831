"""Every statistic on games worked out by hand (docs/statistics.md): one with an undone deal, a
corrected deal, an incident that carries a deal and one that does not; one with a half-whist, a
misère made, contracts made without play and one given up three down, at a whist price of 1/2;
a four-handed one with the dealer resting; and a date range that includes and excludes them.

Sochi rules (docs/rules.md): cost and whist price per trick 2, 4, 6, 8, 10 for 6–10; misère 10,
10 a trick when caught; obligations 4 on a 6, 2 on a 7; responsibility at the full price;
consolation cost × undertricks by each defender; raspasy 1 a trick into the mountain, a zero
raspasy 1 into the pool. Anna, Boris, Vera; Anna deals first.
"""

from __future__ import annotations

from collections.abc import Iterator
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
        stats = StatsService(service.backend)
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
        stats = StatsService(service.backend)
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


# -- more games worked out by hand: half-whist, misère made, made without play, a concession,
#    a four-handed game with the dealer resting, a whist price of 1/2, and the date filter --------

H = Call.HALF

SEPTEMBER = "2026-09-05T12:00:00+00:00"
OCTOBER = "2026-10-10T12:00:00+00:00"
"""Noon UTC: the same day on any computer's clock from UTC−11 to UTC+11 (the filter counts
the local day a game was started, docs/statistics.md "Which games")."""


def started(service: GameService, game: int, stamp: str) -> None:
    """Date a game as if started at ``stamp`` (the store writes its start when created)."""
    service.store.conn.execute("UPDATE games SET created_at = ? WHERE id = ?", [stamp, game])  # type: ignore[attr-defined]
    service.store.conn.commit()  # type: ignore[attr-defined]


def half_whist_game(service: GameService) -> int:
    """Sochi with a pool of 50 (no pool closes), «уход без трёх» allowed (concede_three_down,
    docs/rules.md) and a whist at half a rouble (whist_price 1/2). Anna, Boris, Vera."""
    rules = SOCHI.with_options(
        {"pool_size": 50, "concede_three_down": True, "whist_price": Fraction(1, 2)}
    )
    game = service.create_game(["Anna", "Boris", "Vera"], "Anna", rules)
    # 1. Boris 6♠: Vera (first defender, on his left) passes, Anna half-whists; it stands
    #    (A.10): Boris's pool + cost(6) = 2; Anna writes half the obligation, 2 tricks × 2 = 4
    #    whists on him. Made without play: no tricks, no overtricks.
    record(service, game, Deal("Boris", Contract.parse("6s"), {"Vera": P, "Anna": H}))
    # 2. Vera's misère, no trick taken (A.11): her pool + 10.
    record(service, game, Deal("Vera", Contract.misere(), {}, {"Vera": 0}))
    # 3. Anna 7♥, Boris and Vera pass (A.3): made without play, her pool + cost(7) = 4.
    record(service, game, Deal("Anna", Contract.parse("7h"), {"Boris": P, "Vera": P}))
    # 4. Boris 8♦ given up three down before play (Vera had whisted, Anna passed): his mountain
    #    + 3 × cost(8) × remiz_factor = 3 × 6 × 1 = 18; no whists, no consolation.
    record(
        service,
        game,
        Deal("Boris", Contract.parse("8d"), {"Vera": W, "Anna": P}, conceded=True),
    )
    return game


def four_handed_game(service: GameService) -> int:
    """Sochi, four players: the dealer rests (docs/rules.md "The table"). Anna deals first."""
    game = service.create_game(["Anna", "Boris", "Vera", "Gleb"], "Anna", SOCHI)
    # 1. Anna deals and rests. Boris 6♠: Vera whists, Gleb passes (Anna has no call); 6/3/1:
    #    made. Vera, lone whister, counts the passer's trick: (3 + 1) × 2 = 8 on Boris; the side
    #    took 4 = the obligation: no responsibility. Boris's pool + 2.
    record(
        service,
        game,
        Deal(
            "Boris",
            Contract.parse("6s"),
            {"Vera": W, "Gleb": P},
            {"Boris": 6, "Vera": 3, "Gleb": 1},
        ),
    )
    # 2. Boris deals and rests. Raspasy 0/4/6 for Vera/Gleb/Anna: Vera's zero raspasy + 1 pool,
    #    Gleb 4 and Anna 6 into the mountain (1 a trick, the first of a streak).
    record(service, game, Raspasy({"Vera": 0, "Gleb": 4, "Anna": 6}))
    # 3. Vera deals and rests. Gleb's misère caught with one trick: 1 × 10 = 10 mountain.
    record(service, game, Deal("Gleb", Contract.misere(), {}, {"Gleb": 1}))
    return game


More = tuple[StatsService, dict[str, PlayerFigures], dict[str, PlayerFigures]]


@pytest.fixture
def more(tmp_path: Path) -> Iterator[More]:
    """The half-whist game (started 5 September) and the four-handed one (10 October)."""
    with GameService(tmp_path / "more.sqlite3", backups=0) as service:
        started(service, half_whist_game(service), SEPTEMBER)
        started(service, four_handed_game(service), OCTOBER)
        stats = StatsService(service.backend)
        half = {f.player: f for f in stats.figures(GameFilter(seats=3))}
        four = {f.player: f for f in stats.figures(GameFilter(seats=4))}
        yield stats, half, four


def test_half_whist_misere_made_without_play_and_conceded(more: More) -> None:
    _, figures, _ = more
    anna, boris, vera = figures["Anna"], figures["Boris"], figures["Vera"]
    # Half-whist: Anna's call counted, and the 4 whists she wrote on Boris; not a whist, so no
    # whist won or lost (a standing half-whist is not played).
    d = anna.defender
    assert (d.whists, d.passes, d.half_whists, d.whists_won, d.whists_lost) == (0, 1, 1, 0, 0)
    assert d.whists_written == 4 and d.responsibility == 0
    # Vera passed on the 6♠ and the 7♥, whisted the 8♦ that Boris gave up: the call counts,
    # but a conceded game is not played, so it is no whist won (docs/statistics.md).
    d = vera.defender
    assert (d.whists, d.passes, d.half_whists, d.whists_won, d.whists_lost) == (1, 2, 0, 0, 0)
    assert d.whists_written == 0
    assert (boris.defender.passes, boris.defender.whists) == (1, 0)  # the 7♥
    # Boris: the 6♠ made without play (the half-whist stood), the 8♦ failed three down.
    levels = {c.level: c for c in boris.contracts}
    six, eight = levels[6], levels[8]
    assert (six.declared, six.made, six.failed, six.success_rate) == (1, 1, 0, 1)
    assert six.average_overtricks is None  # made without play: no tricks to count
    assert (eight.declared, eight.made, eight.failed, eight.success_rate) == (1, 0, 1, 0)
    assert eight.average_undertricks == 3  # given up: three undertricks / one contract
    # All, with misère: 6♠ + 8♦ = 2 declared, 1 made, 1 failed; rate 1/2.
    total = boris.all_contracts
    assert (total.declared, total.made, total.failed) == (2, 1, 1)
    # Anna's 7♥ made without play: made, success 1/1, no overtricks.
    seven = {c.level: c for c in anna.contracts}[7]
    assert (seven.declared, seven.made, seven.success_rate, seven.average_overtricks) == (
        1,
        1,
        1,
        None,
    )
    # Vera's misère made: played 1, made 1, never caught (an average over nothing: none).
    m = vera.misere
    assert (m.played, m.made, m.caught, m.caught_tricks, m.average_caught_tricks) == (
        1,
        1,
        0,
        0,
        None,
    )
    # With the misère her total is 1 declared, 1 made: 100 %.
    assert vera.all_contracts.success_rate == 1
    assert all(f.deals == 4 and f.raspasy.played == 0 for f in figures.values())


def test_results_and_money_at_half_a_rouble(more: More) -> None:
    _, figures, _ = more
    # Pools 4, 2, 10; mountains 0, 18, 0; whists Anna→Boris 4. E.1 (k = 1, top pool 10):
    # M' = 0 + 6 = 6, 18 + 8 = 26, 0 + 0 = 0; average 32/3. E.3: 10 × (32/3 − M') =
    # 140/3, −460/3, 320/3; whists +4, −4, 0: results 152/3, −472/3, 320/3 (sum 0).
    got = {name: f.result.total for name, f in figures.items()}
    assert got == {"Anna": Fraction(152, 3), "Boris": Fraction(-472, 3), "Vera": Fraction(320, 3)}
    # Money = result × 1/2 exactly: 76/3, −236/3, 160/3 (docs/statistics.md "Money").
    money = {name: f.money.total for name, f in figures.items()}
    assert money == {"Anna": Fraction(76, 3), "Boris": Fraction(-236, 3), "Vera": Fraction(160, 3)}
    # Per deal: 152/3 / 4 deals = 38/3 whists, 19/3 money.
    assert figures["Anna"].result.per_deal == Fraction(38, 3)
    assert figures["Anna"].money.per_deal == Fraction(19, 3)
    assert {name: f.wins for name, f in figures.items()} == {"Anna": 1, "Boris": 0, "Vera": 1}


def test_four_handed_with_the_dealer_resting(more: More) -> None:
    _, _, figures = more
    anna, boris, vera, gleb = (figures[n] for n in ("Anna", "Boris", "Vera", "Gleb"))
    # Every player's deals include the ones he rested in: 3 each.
    assert {f.deals for f in figures.values()} == {3}
    # Raspasy (deal 2, Boris resting): played by Vera, Gleb and Anna only.
    assert (boris.raspasy.played, boris.raspasy.tricks) == (0, 0)
    assert boris.raspasy.average_tricks is None
    assert (vera.raspasy.played, vera.raspasy.zero) == (1, 1)
    assert (gleb.raspasy.tricks, anna.raspasy.tricks) == (4, 6)
    # Anna rested through deal 1: no call of hers; Vera whisted a contract made, Gleb passed.
    assert (anna.defender.whists, anna.defender.passes) == (0, 0)
    assert (vera.defender.whists, vera.defender.whists_lost, vera.defender.whists_written) == (
        1,
        1,
        8,
    )
    assert (gleb.defender.passes, gleb.defender.whists_written) == (1, 0)
    six = {c.level: c for c in boris.contracts}[6]
    assert (six.made, six.average_overtricks) == (1, 0)  # 6 tricks on a 6: no overtrick
    assert (gleb.misere.caught, gleb.misere.caught_tricks, gleb.misere.average_caught_tricks) == (
        1,
        1,
        1,
    )
    # Pools 0, 2, 1, 0; mountains 6, 0, 0, 14; whists Vera→Boris 8. E.1 (top pool 2):
    # M' = 6 + 2 = 8, 0, 0 + 1 = 1, 14 + 2 = 16; average 25/4. E.3: 10 × (25/4 − M') =
    # −35/2, 125/2, 105/2, −195/2; whists 0, −8, +8, 0: −35/2, 109/2, 121/2, −195/2 (sum 0).
    got = {name: f.result.total for name, f in figures.items()}
    assert got == {
        "Anna": Fraction(-35, 2),
        "Boris": Fraction(109, 2),
        "Vera": Fraction(121, 2),
        "Gleb": Fraction(-195, 2),
    }
    assert boris.result.per_deal == Fraction(109, 6)  # 109/2 over his 3 deals


def test_a_date_range_includes_and_excludes_games(more: More) -> None:
    stats, _, _ = more

    def games_of(where: GameFilter) -> dict[str, int]:
        return {f.player: f.games for f in stats.figures(where)}

    # Both: Anna, Boris and Vera sat in both games, Gleb only in October's.
    assert games_of(GameFilter()) == {"Anna": 2, "Boris": 2, "Vera": 2, "Gleb": 1}
    # The bounds are inclusive days: 5 September alone is the half-whist game.
    assert games_of(GameFilter(date_from="2026-09-05", date_to="2026-09-05")) == {
        "Anna": 1,
        "Boris": 1,
        "Vera": 1,
    }
    # From 10 October: the four-handed game only, so Anna's result is its −35/2.
    october = GameFilter(date_from="2026-10-10")
    assert games_of(october) == dict.fromkeys(("Anna", "Boris", "Vera", "Gleb"), 1)
    assert stats.figures(october, ["Anna"])[0].result.total == Fraction(-35, 2)
    # Between them, nothing; up to 9 October, September's game only (Anna 152/3).
    assert games_of(GameFilter(date_from="2026-09-06", date_to="2026-10-09")) == {}
    until = GameFilter(date_to="2026-10-09")
    assert stats.figures(until, ["Anna"])[0].result.total == Fraction(152, 3)
    # Both games together: Anna 152/3 − 35/2 = (304 − 105)/6 = 199/6.
    assert stats.figures(players=["Anna"])[0].result.total == Fraction(199, 6)
