"""Review: the printed figures of the seeds, rechecked independently of cases.py."""

from __future__ import annotations

from typing import Any

import pytest

from tests.penalties.support import (
    RASPASY_1,
    RASPASY_2,
    RASPASY_3,
    boris_six,
    deal,
    game,
    incident,
    written,
)

STREAKS = ((), (RASPASY_1,), (RASPASY_1, RASPASY_2), (RASPASY_1, RASPASY_2, RASPASY_3))
# Seed 004 item 1.2 «по текущему уровню распасовки (2,4 или 6)»: after 0, 1, 2, 3 raspasy.
R_LEVELS = (2, 4, 6, 6)


def _fines(outcome: Any, rule: str) -> list[tuple[str, str, int, str, str | None]]:
    return [row for row in written(outcome) if row[3] == rule]


@pytest.mark.parametrize("streak,r", list(zip(range(4), R_LEVELS, strict=True)))
def test_r_is_2_4_6_in_every_item_that_uses_it(streak: int, r: int) -> None:
    events = STREAKS[streak]
    dealer = game(events=events).table.dealer
    third = game(events=events).table.active[2]
    # 1.2: dealer, one R; 6.1 and 6.2: third player, one R; 9.3: one R; 9.2: three R;
    # 9.1: k × R; 5: 3 × R for two cards, 2 × R for one card.
    expected = {
        ("prikup-1.2", ()): (dealer, r),
        ("prikup-6.1", ()): (third, r),
        ("prikup-6.2", ()): (third, r),
        ("prikup-9.3", (("violator", "Vera"),)): ("Vera", r),
        ("prikup-9.2", (("violator", "Vera"), ("seen", "bottom"))): ("Vera", 3 * r),
        ("prikup-9.1", (("violator", "Vera"), ("cards_seen", 2))): ("Vera", 2 * r),
        ("karty-2.2", (("holder", "Boris"),)): ("Boris", r),
    }
    for (rule, facts), (player, amount) in expected.items():
        outcome = incident(game(events=events), rule, **dict(facts))
        assert _fines(outcome, rule) == [(player, "mountain", amount, rule, None)], rule


@pytest.mark.parametrize(
    "facts,amount",
    [
        # Seed 004 item 7: «2 взятки ... (4,8,12,16 или 20)»: R before the bidding, the bid during.
        ({"bidding_started": False}, 4),
        ({"bidding_started": True, "bid_level": 6}, 4),
        ({"bidding_started": True, "bid_level": 7}, 8),
        ({"bidding_started": True, "bid_level": 8}, 12),
        ({"bidding_started": True, "bid_level": 9}, 16),
        ({"bidding_started": True, "bid_level": 10}, 20),
    ],
)
def test_prikup_7_figures(facts: dict[str, Any], amount: int) -> None:
    outcome = incident(game(), "prikup-7", violator="Boris", **facts)
    assert _fines(outcome, "prikup-7") == [("Boris", "mountain", amount, "prikup-7", None)]


@pytest.mark.parametrize("streak,amount", [(1, 8), (2, 12)])
def test_prikup_7_before_bidding_after_raspasy(streak: int, amount: int) -> None:
    outcome = incident(
        game(events=STREAKS[streak]), "prikup-7", violator="Vera", bidding_started=False
    )
    assert _fines(outcome, "prikup-7") == [("Vera", "mountain", amount, "prikup-7", None)]


@pytest.mark.parametrize(
    "contract,whists",
    [("6s", 10), ("7s", 20), ("8s", 30), ("9s", 40), ("10s", 50), ("misere", 50)],
)
def test_prikup_5_compensation_10_to_50(contract: str, whists: int) -> None:
    """Seed 004 item 5: «Компенсацию ... пишут на нарушителя вистами (по 10,20,30,40 или 50)»;
    two cards exposed at R = 2 cost 3 × 2 = 6. Anna deals, so she is the third player."""
    if contract == "misere":
        played = deal("Anna", "misere", {}, {"Anna": 0})
    else:
        level = int(contract[:-1])
        played = deal(
            "Anna",
            contract,
            {"Boris": "whist", "Vera": "pass"},
            {"Anna": level, "Boris": 10 - level, "Vera": 0},
        )
    outcome = incident(game(), "prikup-5", violator="Boris", cards_exposed=2, deal=played)
    assert _fines(outcome, "prikup-5") == [
        ("Boris", "mountain", 6, "prikup-5", None),
        ("Anna", "whists", whists, "prikup-5", "Boris"),
    ]


def test_prikup_5_failed_contract_owes_no_compensation() -> None:
    played = deal("Anna", "7s", {"Boris": "whist", "Vera": "pass"}, {"Anna": 6, "Boris": 4})
    played["tricks"]["Vera"] = 0
    outcome = incident(game(), "prikup-5", violator="Vera", cards_exposed=1, deal=played)
    assert _fines(outcome, "prikup-5") == [("Vera", "mountain", 4, "prikup-5", None)]


def test_seed_headline_numbers() -> None:
    """Seed 004 1.1 (bid at 7 → 4), Кодекс 3.4.6 (six, no discard, proven down five → down
    seven = 14) and 3.4.9 (six, looked at the discard, down one → down two = 4)."""
    state = game()
    incident(state, "prikup-1.1", bid_level=7)
    assert state.mountain == {"Anna": 4, "Boris": 0, "Vera": 0}
    state = game()
    no_discard = deal("Boris", "6s", {"Vera": "whist", "Anna": "pass"}, {"Boris": 6, "Vera": 4})
    no_discard["tricks"]["Anna"] = 0
    incident(state, "kodeks-3.4.6", deal=no_discard, proven_undertricks=5)
    assert state.mountain["Boris"] == 7 * 2
    assert state.pool["Boris"] == 0
    state = game()
    incident(state, "kodeks-3.4.9", deal=boris_six(5))
    assert state.mountain["Boris"] == 2 * 2
    # 3.4.9 with several overtricks: one is removed, the six is still made.
    state = game()
    incident(state, "kodeks-3.4.9", deal=boris_six(8))
    assert (state.pool["Boris"], state.mountain["Boris"]) == (2, 0)
