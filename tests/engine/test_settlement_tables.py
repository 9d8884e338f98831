"""End-of-game settlement, scoring-conventions E.2–E.8, with numbers worked out by hand.

Every case checks that the results sum to zero; the rounding policies (E.7) are each tested on
their own inputs, never against another policy's figures.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from app.engine import Deal, Settlement, fold, preset_rules, settle, settle_sheet
from app.engine.model import Call, Contract

P3 = ("A", "B", "C")
P4 = ("A", "B", "C", "D")
F = Fraction


def run(
    preset: str,
    pool: dict[str, int],
    mountain: dict[str, int],
    whists: dict[str, dict[str, int]] | None = None,
    **options: Any,
) -> Settlement:
    rules = preset_rules(preset).with_options(options)
    names = tuple(pool)
    out = settle(rules, names, pool, mountain, whists or {})
    assert sum(out.exact.values()) == 0
    assert sum(Fraction(v) for v in out.result.values()) == 0
    assert sum(out.money.values()) == 0
    assert len(out.payments) <= len(names) - 1
    return out


def test_e2_pool_shortfall_counts_once_in_sochi() -> None:
    """E.2, k = 1: M' = M + (P_max − P): 0, 4, 10; result 10 × (avg − M'), avg 14/3."""
    out = run("sochi", {"A": 20, "B": 16, "C": 10}, {"A": 0, "B": 0, "C": 0})
    assert dict(out.mountains) == {"A": 0, "B": 4, "C": 10}
    assert dict(out.result) == {"A": F(140, 3), "B": F(20, 3), "C": F(-160, 3)}


def test_e2_pool_shortfall_counts_twice_in_leningrad() -> None:
    """E.2, k = 2 ([PrefCount], [vavav]): M' = 0, 8, 20; avg 28/3."""
    out = run("leningrad", {"A": 20, "B": 16, "C": 10}, {"A": 0, "B": 0, "C": 0})
    assert dict(out.mountains) == {"A": 0, "B": 8, "C": 20}
    assert dict(out.result) == {"A": F(280, 3), "B": F(40, 3), "C": F(-320, 3)}


def test_e2_rostov_weighs_a_pool_point_like_sochi() -> None:
    out = run("rostov", {"A": 20, "B": 16, "C": 10}, {"A": 0, "B": 0, "C": 0})
    assert dict(out.result) == {"A": F(140, 3), "B": F(20, 3), "C": F(-160, 3)}


def test_e3_amnesty_shrinks_mountains_but_not_results() -> None:
    """E.3: 12, 15, 30 → 0, 3, 18; avg 19 (or 7 after amnesty) → 70, 40, −110 either way."""
    out = run("sochi", {"A": 20, "B": 20, "C": 20}, {"A": 12, "B": 15, "C": 30})
    assert dict(out.mountains) == {"A": 0, "B": 3, "C": 18}
    assert dict(out.result) == {"A": 70, "B": 40, "C": -110}
    again = run("sochi", {"A": 20, "B": 20, "C": 20}, {"A": 0, "B": 3, "C": 18})
    assert dict(again.result) == dict(out.result)


def test_e4_per_opponent_split() -> None:
    """E.4 [rostiktc2]: 10/(N − 1) = 5 per point from each opponent.

    A receives 5 × 3 + 5 × 18 = 105; B 5 × 18 − 2 × 5 × 3 = 60; C 5 × 3 − 2 × 5 × 18 = −165.
    """
    out = run(
        "sochi",
        {"A": 20, "B": 20, "C": 20},
        {"A": 0, "B": 3, "C": 18},
        mountain_split="per_opponent_N_minus_1",
    )
    assert dict(out.result) == {"A": 105, "B": 60, "C": -165}


def test_e4_four_players_both_splits() -> None:
    """Mountains 0, 4, 8, 0: avg 3 → 30, −10, −50, 30; per opponent 10/3 × (12 − 4M)."""
    pool = {"A": 20, "B": 20, "C": 20, "D": 20}
    mountain = {"A": 0, "B": 4, "C": 8, "D": 0}
    out = run("sochi", pool, mountain)
    assert dict(out.result) == {"A": 30, "B": -10, "C": -50, "D": 30}
    other = run("sochi", pool, mountain, mountain_split="per_opponent_N_minus_1")
    assert dict(other.result) == {"A": 40, "B": F(-40, 3), "C": F(-200, 3), "D": 40}


def test_e5_pairwise_netting() -> None:
    """E.5: A: (50 − 20) + (0 − 10) = 20; B: (20 − 50) + 7 = −23; C: 10 − 7 = 3."""
    whists = {"A": {"B": 50}, "B": {"A": 20, "C": 7}, "C": {"A": 10}}
    out = run("sochi", {"A": 20, "B": 20, "C": 20}, {"A": 0, "B": 0, "C": 0}, whists)
    assert dict(out.result) == {"A": 20, "B": -23, "C": 3}


def test_e6_all_parts_together() -> None:
    """Pools 20/16/10, mountains 4/0/2 → M' 4, 4, 12 → amnesty 0, 0, 8 (avg 8/3);
    whists A on B 12, C on A 30 → A −18, B −12, C +30.
    A = 80/3 − 18 = 26/3, B = 80/3 − 12 = 44/3, C = −160/3 + 30 = −70/3.
    """
    out = run(
        "sochi",
        {"A": 20, "B": 16, "C": 10},
        {"A": 4, "B": 0, "C": 2},
        {"A": {"B": 12}, "C": {"A": 30}},
    )
    assert dict(out.mountains) == {"A": 0, "B": 0, "C": 8}
    assert dict(out.result) == {"A": F(26, 3), "B": F(44, 3), "C": F(-70, 3)}


# --- E.7 rounding policies, each on its own ------------------------------------------------


def test_e7_exact_keeps_thirds() -> None:
    out = run("sochi", {"A": 20, "B": 20, "C": 20}, {"A": 0, "B": 0, "C": 10})
    assert dict(out.result) == {"A": F(100, 3), "B": F(100, 3), "C": F(-200, 3)}


def test_e7_round_and_fix_three_players() -> None:
    """Policy 3: 33⅓, 33⅓, −66⅔ round to whole whists that still sum to zero."""
    out = run(
        "sochi", {"A": 20, "B": 20, "C": 20}, {"A": 0, "B": 0, "C": 10}, rounding="round_and_fix"
    )
    assert all(isinstance(v, int) for v in out.result.values())
    assert all(abs(out.result[p] - out.exact[p]) < 1 for p in P3)
    assert sorted(out.result.values()) in ([-67, 33, 34], [-66, 33, 33])
    assert out.exact["C"] == F(-200, 3)


def test_e7_round_and_fix_four_players() -> None:
    """Mountains 0, 1, 0, 0: 2.5, −7.5, 2.5, 2.5; half away from zero gives 3, −8, 3, 3
    (sum 1), so one of the players who gained by rounding gives the whist back."""
    out = run(
        "sochi",
        {"A": 20, "B": 20, "C": 20, "D": 20},
        {"A": 0, "B": 1, "C": 0, "D": 0},
        rounding="round_and_fix",
    )
    assert out.result["B"] == -8
    assert sorted(out.result[p] for p in ("A", "C", "D")) == [2, 3, 3]


def test_e7_divisible_by_n_three_players() -> None:
    """Policy 2: mountains 0, 1, 10. B's 1 and C's 10 − 9 = 1 point are moved off; for each,
    both other players write 3 whists on the mover. Mountains 0, 0, 9 (avg 3): 30, 30, −60;
    compensation A +6, B −6 + 3, C +3 − 6 → 36, 27, −63 (exact: 36⅔, 26⅔, −63⅓)."""
    out = run(
        "sochi", {"A": 20, "B": 20, "C": 20}, {"A": 0, "B": 1, "C": 10}, rounding="divisible_by_n"
    )
    assert dict(out.result) == {"A": 36, "B": 27, "C": -63}


def test_e7_divisible_by_n_four_players() -> None:
    """N = 4: a point is 2.5 whists from each other player, compensated by 2 each. B's odd
    point is moved (A, C, D +2 each, B −6); C's 2 points already divide (10 × 2 / 4 = 5) and
    stay. Mountains 0, 0, 2, 0 (avg 1/2): 5, 5, −15, 5; plus compensation → 7, −1, −13, 7."""
    out = run(
        "sochi",
        {"A": 20, "B": 20, "C": 20, "D": 20},
        {"A": 0, "B": 1, "C": 2, "D": 0},
        rounding="divisible_by_n",
    )
    assert dict(out.result) == {"A": 7, "B": -1, "C": -13, "D": 7}


def test_e7_divisible_by_n_leaves_whole_results_alone() -> None:
    """Nothing to move when every mountain already divides: same as exact."""
    pool = {"A": 20, "B": 20, "C": 20}
    mountain = {"A": 0, "B": 3, "C": 18}
    out = run("sochi", pool, mountain, rounding="divisible_by_n")
    assert dict(out.result) == dict(run("sochi", pool, mountain).result)


# --- E.8 money and payments ------------------------------------------------------------------


def test_e8_money_rounded_to_cents_and_balanced() -> None:
    """Half a unit per whist: 16.67, 16.67, −33.33 would sum to 0.01; one cent is moved."""
    out = run(
        "sochi",
        {"A": 20, "B": 20, "C": 20},
        {"A": 0, "B": 0, "C": 10},
        whist_price="1/2",
    )
    assert all((v * 100).denominator == 1 for v in out.money.values())
    assert out.money["C"] == F(-3333, 100)
    assert sorted(out.money[p] for p in ("A", "B")) == [F(1666, 100), F(1667, 100)]
    assert all(abs(out.money[p] - out.exact[p] / 2) <= F(1, 100) for p in P3)
    # C pays both creditors; payments add up to every balance, in whists and in money.
    assert {(p.payer, p.payee) for p in out.payments} == {("C", "A"), ("C", "B")}
    for player in P3:
        paid = sum(p.money for p in out.payments if p.payer == player)
        got = sum(p.money for p in out.payments if p.payee == player)
        assert got - paid == out.money[player]
        paid_w = sum(Fraction(p.whists) for p in out.payments if p.payer == player)
        got_w = sum(Fraction(p.whists) for p in out.payments if p.payee == player)
        assert got_w - paid_w == out.result[player]


def test_e8_four_players_need_at_most_three_payments() -> None:
    """Results 30, −10, −50, 30 at 10 cents a whist: 3.00, −1.00, −5.00, 3.00."""
    out = run(
        "sochi",
        {"A": 20, "B": 20, "C": 20, "D": 20},
        {"A": 0, "B": 4, "C": 8, "D": 0},
        whist_price="1/10",
    )
    assert dict(out.money) == {"A": 3, "B": -1, "C": -5, "D": 3}
    assert len(out.payments) <= 3
    for player in P4:
        net = sum(p.money for p in out.payments if p.payee == player) - sum(
            p.money for p in out.payments if p.payer == player
        )
        assert net == out.money[player]


def test_settle_sheet_matches_settle_on_the_totals() -> None:
    """A folded sheet settles exactly like its totals typed in by hand."""
    rules = preset_rules("sochi")
    events = [
        (1, Deal("A", Contract.parse("7h"), {"B": Call.WHIST, "C": Call.PASS}, tr(5, 3, 2))),
    ]
    sheet = fold(rules, P3, "C", events)
    typed = settle(rules, P3, sheet.pool, sheet.mountain, sheet.whists)
    assert settle_sheet(sheet).result == typed.result
    # Mountain 8 (avg 8/3) and whists B 28, C 8 on A: A = −160/3 − 36, B = 80/3 + 28,
    # C = 80/3 + 8.
    assert dict(typed.result) == {"A": F(-268, 3), "B": F(164, 3), "C": F(104, 3)}


def tr(a: int, b: int, c: int) -> dict[str, int]:
    return {"A": a, "B": b, "C": c}


@pytest.mark.parametrize("preset", ["sochi", "leningrad", "rostov"])
def test_finished_flag_follows_the_end_rule(preset: str) -> None:
    """E.1: Sochi/Rostov end when all pools are closed, Leningrad at the sum of pools."""
    rules = preset_rules(preset)
    uneven = {"A": 20, "B": 20, "C": 20 if preset != "leningrad" else 25}
    short = {"A": 20, "B": 20, "C": 19}
    zero = {"A": 0, "B": 0, "C": 0}
    assert settle(rules, P3, uneven, zero, {}).finished
    assert not settle(rules, P3, short, zero, {}).finished
    # Only the end rule tells these apart: the sum 60 = 3 × 20 is reached, C's pool is open.
    sum_reached = {"A": 30, "B": 20, "C": 10}
    assert settle(rules, P3, sum_reached, zero, {}).finished is (preset == "leningrad")
