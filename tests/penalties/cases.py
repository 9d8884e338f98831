"""One row per scenario: rule, options, earlier events, facts, expected entries, consequences.

Numbers come from the sources: the seed texts (``docs/sources/seeds``) and the catalogue's
amount table (penalty-catalogue §5). Table: Anna deals first, so Boris is first hand, Vera
second, Anna third; Sochi costs 2/4/6/8/10, whist price = cost, consolation from both
defenders.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from tests.penalties.support import (
    FOUR,
    RASPASY_1,
    RASPASY_2,
    RASPASY_3,
    THREE,
    boris_six,
    deal,
)

Row = tuple[str, str, int, str, str | None]


class Case(NamedTuple):
    name: str
    rule: str
    facts: dict[str, Any]
    entries: list[Row]
    consequences: tuple[str, ...] = ()
    options: Mapping[str, Any] = MappingProxyType({})
    events: tuple[dict[str, Any], ...] = ()
    players: tuple[str, ...] = THREE


M, W, P = "mountain", "whists", "pool"
HOUSE = {"penalty_house_rules": True}
CLUB7 = {"min_contract_after_raspasy": 7}
ANNA_SIX = deal(
    "Anna", "6s", {"Boris": "whist", "Vera": "pass"}, {"Anna": 6, "Boris": 4, "Vera": 0}
)

CASES: list[Case] = [
    # --- PRIKUP (seed 004) ------------------------------------------------------------
    Case("prikup-0 alone", "prikup-0", {"amount": 4}, [("Anna", M, 4, "prikup-0", None)]),
    Case(
        "prikup-0 as modifier of prikup-2",
        "prikup-2",
        {"violator": "Vera", "bidding_started": True, "bid_level": 7, "dealer_provoked": True},
        [("Vera", M, 4, "prikup-2", None), ("Anna", M, 4, "prikup-0", None)],
        ("forced_pass",),
    ),
    # 1.1: "штраф в гору по текущему уровню торговли (2,4,6,8 или 10)": at 7 the dealer writes 4.
    Case("prikup-1.1 at 7", "prikup-1.1", {"bid_level": 7}, [("Anna", M, 4, "prikup-1.1", None)]),
    Case(
        "prikup-1.1 at 10", "prikup-1.1", {"bid_level": 10}, [("Anna", M, 10, "prikup-1.1", None)]
    ),
    Case(
        "prikup-1.1 misere",
        "prikup-1.1",
        {"bid_level": "misere"},
        [("Anna", M, 10, "prikup-1.1", None)],
    ),
    # 1.2: "по текущему уровню распасовки (2,4 или 6)".
    Case("prikup-1.2 R=2", "prikup-1.2", {}, [("Anna", M, 2, "prikup-1.2", None)]),
    Case(
        "prikup-1.2 R=4",
        "prikup-1.2",
        {},
        [("Boris", M, 4, "prikup-1.2", None)],
        events=(RASPASY_1,),
    ),
    Case(
        "prikup-1.2 R=6",
        "prikup-1.2",
        {},
        [("Vera", M, 6, "prikup-1.2", None)],
        events=(RASPASY_1, RASPASY_2),
    ),
    Case(
        "prikup-1.2 R capped at 6",
        "prikup-1.2",
        {},
        [("Anna", M, 6, "prikup-1.2", None)],
        events=(RASPASY_1, RASPASY_2, RASPASY_3),
    ),
    Case(
        "prikup-1.2 A2 last reading",
        "prikup-1.2",
        {},
        [("Boris", M, 2, "prikup-1.2", None)],
        options={"penalty_raspasy_reading": "last"},
        events=(RASPASY_1,),
    ),
    Case(
        "prikup-1.2 A2 pool progression 1-2-3",
        "prikup-1.2",
        {},
        [("Anna", M, 1, "prikup-1.2", None)],
        options={"penalty_raspasy_levels": []},
    ),
    # 2: L(current bid), no more bidding.
    Case(
        "prikup-2 at 8",
        "prikup-2",
        {"violator": "Vera", "bidding_started": True, "bid_level": 8},
        [("Vera", M, 6, "prikup-2", None)],
        ("forced_pass",),
    ),
    Case(
        "prikup-2 no bid (A3: R)",
        "prikup-2",
        {"violator": "Vera", "bidding_started": False},
        [("Vera", M, 2, "prikup-2", None)],
        ("forced_pass",),
    ),
    # 3.1 / 3.3: talon reassigned, no fine (A5 literal); the option adds PRIKUP-2's fine.
    Case(
        "prikup-3.1",
        "prikup-3.1",
        {"violator": "Boris", "other_bidder": "Vera"},
        [],
        ("talon_to_other_bidder",),
    ),
    Case(
        "prikup-3.1 A5 fined",
        "prikup-3.1",
        {"violator": "Boris", "other_bidder": "Vera", "bid_level": 7},
        [("Boris", M, 4, "prikup-3.1", None)],
        ("talon_to_other_bidder", "forced_pass"),
        options={"penalty_exposed_talon_fined": True},
    ),
    # 3.2.1: half_podsad(8) = 3; Vera's made 8 costs the violator 30 whists (5 × 6) and the
    # defender's 12 whists are charged to him (A7).
    Case(
        "prikup-3.2.1",
        "prikup-3.2.1",
        {
            "violator": "Boris",
            "last_bid": 8,
            "deal": deal(
                "Vera", "8h", {"Anna": "whist", "Boris": "pass"}, {"Vera": 8, "Anna": 2, "Boris": 0}
            ),
        },
        [
            ("Boris", M, 3, "prikup-3.2.1", None),
            ("Anna", W, 12, "prikup-3.2.1", "Boris"),
            ("Vera", P, 6, "game_made", None),
            ("Vera", W, 30, "prikup-3.2.1", "Boris"),
        ],
        ("talon_to_second_bidder", "deal_scored"),
    ),
    Case(
        "prikup-3.2.1 A7 off",
        "prikup-3.2.1",
        {
            "violator": "Boris",
            "last_bid": 8,
            "deal": deal(
                "Vera", "8h", {"Anna": "whist", "Boris": "pass"}, {"Vera": 8, "Anna": 2, "Boris": 0}
            ),
        },
        [
            ("Boris", M, 3, "prikup-3.2.1", None),
            ("Anna", W, 12, "whists_for_tricks", "Vera"),
            ("Vera", P, 6, "game_made", None),
            ("Vera", W, 30, "prikup-3.2.1", "Boris"),
        ],
        ("talon_to_second_bidder", "deal_scored"),
        options={"penalty_violator_pays_whists": False},
    ),
    Case(
        "prikup-3.2.2",
        "prikup-3.2.2",
        {"violator": "Boris", "last_bid": 6, "deal": boris_six(6)},
        [
            ("Boris", M, 1, "prikup-3.2.2", None),
            ("Vera", W, 8, "whists_for_tricks", "Boris"),
            ("Boris", P, 2, "game_made", None),
        ],
        ("deal_scored",),
    ),
    Case(
        "prikup-3.3",
        "prikup-3.3",
        {"violator": "Vera", "previous_bidder": "Boris"},
        [],
        ("talon_to_previous_bidder",),
    ),
    # 4: «без одной» at the last (minimum) bid, compensation for a made contract as whists.
    Case(
        "prikup-4 no bid, six made",
        "prikup-4",
        {"violator": "Anna", "bidding_started": False, "deal": boris_six(6)},
        [
            ("Anna", M, 2, "prikup-4", None),
            ("Vera", W, 8, "whists_for_tricks", "Boris"),
            ("Boris", P, 2, "game_made", None),
            ("Boris", W, 10, "prikup-4", "Anna"),
        ],
        ("bidding_continues_open_talon", "deal_scored", "raspasy_streak_ends"),
    ),
    Case(
        "prikup-4 at 7, seven made",
        "prikup-4",
        {
            "violator": "Anna",
            "bidding_started": True,
            "last_bid": 7,
            "deal": deal(
                "Boris", "7s", {"Vera": "whist", "Anna": "pass"}, {"Boris": 7, "Vera": 3, "Anna": 0}
            ),
        },
        [
            ("Anna", M, 4, "prikup-4", None),
            ("Vera", W, 12, "whists_for_tricks", "Boris"),
            ("Boris", P, 4, "game_made", None),
            ("Boris", W, 20, "prikup-4", "Anna"),
        ],
        ("bidding_continues_open_talon", "deal_scored", "raspasy_streak_ends"),
    ),
    Case(
        "prikup-4 failed contract scored normally",
        "prikup-4",
        {"violator": "Anna", "bidding_started": False, "deal": boris_six(5)},
        [
            ("Anna", M, 2, "prikup-4", None),
            ("Vera", W, 10, "whists_for_tricks", "Boris"),
            ("Boris", M, 2, "remiz", None),
            ("Vera", W, 2, "consolation", "Boris"),
            ("Anna", W, 2, "consolation", "Boris"),
        ],
        ("bidding_continues_open_talon", "deal_scored", "raspasy_streak_ends"),
    ),
    Case(
        "prikup-4 after raspasy, club minimum 7 (A10)",
        "prikup-4",
        {
            "violator": "Boris",
            "bidding_started": False,
            "deal": deal(
                "Vera", "7s", {"Anna": "whist", "Boris": "pass"}, {"Vera": 7, "Anna": 3, "Boris": 0}
            ),
        },
        [
            ("Boris", M, 4, "prikup-4", None),
            ("Anna", W, 12, "whists_for_tricks", "Vera"),
            ("Vera", P, 4, "game_made", None),
            ("Vera", W, 20, "prikup-4", "Boris"),
        ],
        ("bidding_continues_open_talon", "deal_scored", "raspasy_streak_ends"),
        options=CLUB7,
        events=(RASPASY_1,),
    ),
    # 5: 3 tricks at R (2 for one card); compensation 10 … 50 whists.
    Case(
        "prikup-5 two cards, six made",
        "prikup-5",
        {"violator": "Boris", "cards_exposed": 2, "deal": ANNA_SIX},
        [
            ("Boris", M, 6, "prikup-5", None),
            ("Boris", W, 8, "whists_for_tricks", "Anna"),
            ("Anna", P, 2, "game_made", None),
            ("Anna", W, 10, "prikup-5", "Boris"),
        ],
        ("deal_scored",),
    ),
    Case(
        "prikup-5 one card, ten made",
        "prikup-5",
        {
            "violator": "Boris",
            "cards_exposed": 1,
            "deal": deal(
                "Anna",
                "10nt",
                {"Boris": "whist", "Vera": "pass"},
                {"Anna": 10, "Boris": 0, "Vera": 0},
            ),
        },
        [
            ("Boris", M, 4, "prikup-5", None),
            ("Anna", P, 10, "game_made", None),
            ("Boris", M, 10, "whist_shortfall", None),
            ("Anna", W, 50, "prikup-5", "Boris"),
        ],
        ("deal_scored",),
    ),
    Case(
        "prikup-5 after one raspasy, raspasy played",
        "prikup-5",
        {
            "violator": "Vera",
            "cards_exposed": 2,
            "deal": {"type": "raspasy", "tricks": {"Vera": 2, "Anna": 4, "Boris": 4}},
        },
        [
            ("Vera", M, 12, "prikup-5", None),
            ("Vera", M, 4, "raspasy_tricks", None),
            ("Anna", M, 8, "raspasy_tricks", None),
            ("Boris", M, 8, "raspasy_tricks", None),
        ],
        ("deal_scored",),
        events=(RASPASY_1,),
    ),
    Case("prikup-6.1", "prikup-6.1", {}, [("Anna", M, 2, "prikup-6.1", None)], ("deemed_pass",)),
    Case(
        "prikup-6.2",
        "prikup-6.2",
        {"violator": "Anna"},
        [("Anna", M, 2, "prikup-6.2", None)],
        ("deemed_min_bid",),
    ),
    # 7: "2 взятки в гору ... (4,8,12,16 или 20)".
    Case(
        "prikup-7 before bidding (4)",
        "prikup-7",
        {"violator": "Boris", "bidding_started": False},
        [("Boris", M, 4, "prikup-7", None)],
        ("reshuffle_talon",),
    ),
    *[
        Case(
            f"prikup-7 at {lvl} ({2 * cost})",
            "prikup-7",
            {"violator": "Boris", "bidding_started": True, "bid_level": lvl, "from_table": True},
            [("Boris", M, 2 * cost, "prikup-7", None)],
            ("reshuffle_talon", "forced_pass"),
        )
        for lvl, cost in ((7, 4), (8, 6), (9, 8), (10, 10))
    ],
    Case(
        "prikup-7.2",
        "prikup-7.2",
        {"violator": "Boris", "bidding_started": False, "agreed": True},
        [],
        ("redeal",),
    ),
    Case(
        "prikup-8.1",
        "prikup-8.1",
        {"violator": "Vera", "winner": "Boris"},
        [("Vera", M, 2, "prikup-8.1", None)],
    ),
    Case(
        "prikup-8.1r at 10 (half of 10)",
        "prikup-8.1r",
        {"violator": "Vera", "winner": "Boris", "final_bid": 10},
        [("Vera", M, 5, "prikup-8.1r", None)],
        events=(
            {
                "type": "incident",
                "rule": "prikup-8.1",
                "facts": {"violator": "Vera", "winner": "Anna"},
            },
        ),
    ),
    # 8.2 (A9): a misère failed by two (20) is shared 10/10 by the declarer and the violator.
    Case(
        "prikup-8.2",
        "prikup-8.2",
        {"violator": "Vera", "deal": deal("Boris", "misere", {}, {"Boris": 2})},
        [("Boris", M, 10, "misere_failed", None), ("Vera", M, 10, "prikup-8.2", None)],
        ("deal_scored",),
        options={"penalty_dealer_share_misere": True},
        players=FOUR,
    ),
    Case(
        "prikup-9.1 one card",
        "prikup-9.1",
        {"violator": "Vera", "cards_seen": 1},
        [("Vera", M, 2, "prikup-9.1", None)],
        ("forced_pass",),
    ),
    Case(
        "prikup-9.1 two cards",
        "prikup-9.1",
        {"violator": "Vera", "cards_seen": 2},
        [("Vera", M, 4, "prikup-9.1", None)],
        ("forced_pass",),
    ),
    Case(
        "prikup-9.1 A11 bid level",
        "prikup-9.1",
        {"violator": "Vera", "cards_seen": 2, "bid_level": 7},
        [("Vera", M, 8, "prikup-9.1", None)],
        ("forced_pass",),
        options={"penalty_prikup_9_1_level": "bid"},
    ),
    Case(
        "prikup-9.2",
        "prikup-9.2",
        {"violator": "Vera", "seen": "both"},
        [("Vera", M, 6, "prikup-9.2", None)],
        ("forced_pass",),
    ),
    Case(
        "prikup-9.2 bottom card after raspasy",
        "prikup-9.2",
        {"violator": "Vera", "seen": "bottom"},
        [("Vera", M, 12, "prikup-9.2", None)],
        ("forced_pass",),
        events=(RASPASY_1,),
    ),
    Case(
        "prikup-9.3",
        "prikup-9.3",
        {"violator": "Vera"},
        [("Vera", M, 2, "prikup-9.3", None)],
        ("forced_pass",),
    ),
    # --- ZAKAZ (seed 001) -------------------------------------------------------------
    # 1.1: «без трёх» at the level reached (7 → 12); the made six is not written.
    Case(
        "zakaz-1.1 made",
        "zakaz-1.1",
        {"level_reached": 7, "deal": boris_six(6)},
        [("Boris", M, 12, "zakaz-1.1", None), ("Vera", W, 8, "whists_for_tricks", "Boris")],
        ("deal_scored", "contract_not_written"),
    ),
    Case(
        "zakaz-1.1 failed",
        "zakaz-1.1",
        {"level_reached": 7, "deal": boris_six(5)},
        [
            ("Boris", M, 12, "zakaz-1.1", None),
            ("Vera", W, 10, "whists_for_tricks", "Boris"),
            ("Boris", M, 2, "remiz", None),
            ("Vera", W, 2, "consolation", "Boris"),
            ("Anna", W, 2, "consolation", "Boris"),
        ],
        ("deal_scored",),
    ),
    Case("zakaz-1.2", "zakaz-1.2", {}, [], ("result_stands",)),
    Case("zakaz-2.1", "zakaz-2.1", {}, [], ("change_allowed",)),
    Case("zakaz-2.2", "zakaz-2.2", {"whisted": True}, [], ("change_rejected",)),
    # Issue 12 item 13: the other answers are accepted as "no penalty", not refused.
    Case(
        "zakaz-2.2 before a whist (2.1)", "zakaz-2.2", {"whisted": False}, [], ("change_allowed",)
    ),
    Case(
        "zakaz-2.3 cards opened: the order stands",
        "zakaz-2.3",
        {"declarer": "Boris", "mistaken": "7s", "cards_opened": True, "longer_by": 2},
        [],
        ("change_rejected",),
    ),
    Case(
        "zakaz-2.4 without consent: the order stands",
        "zakaz-2.4",
        {"declarer": "Boris", "mistaken": "8d", "all_consent": False},
        [],
        ("change_rejected",),
    ),
    Case(
        "zakaz-2.3 half of a seven",
        "zakaz-2.3",
        {"declarer": "Boris", "mistaken": "7s", "cards_opened": False, "longer_by": 2},
        [("Boris", M, 2, "zakaz-2.3", None)],
        ("change_allowed",),
    ),
    Case(
        "zakaz-2.4 half of an eight",
        "zakaz-2.4",
        {"declarer": "Boris", "mistaken": "8d", "all_consent": True},
        [("Boris", M, 3, "zakaz-2.4", None)],
        ("change_allowed",),
    ),
    # 3.1: 4 tricks at 7 = 16, plus the misère's 2 tricks at 10 = 20.
    Case(
        "zakaz-3.1 misere failed",
        "zakaz-3.1",
        {"level_reached": 7, "deal": deal("Boris", "misere", {}, {"Boris": 2})},
        [("Boris", M, 16, "zakaz-3.1", None), ("Boris", M, 20, "misere_failed", None)],
        ("deal_scored",),
    ),
    Case(
        "zakaz-3.1 misere made, not written",
        "zakaz-3.1",
        {"level_reached": 7, "deal": deal("Boris", "misere", {}, {"Boris": 0})},
        [("Boris", M, 16, "zakaz-3.1", None)],
        ("deal_scored", "contract_not_written"),
    ),
    Case(
        "zakaz-3.2",
        "zakaz-3.2",
        {"declarer": "Vera"},
        [("Vera", M, 20, "zakaz-3.2", None)],
        ("must_order_legal_contract",),
    ),
    Case(
        "zakaz-4 eight",
        "zakaz-4",
        {"declarer": "Boris", "other_contract": "8nt"},
        [("Boris", M, 12, "zakaz-4", None)],
        ("misere_played",),
    ),
    Case(
        "zakaz-4 ten",
        "zakaz-4",
        {"declarer": "Boris", "other_contract": "10s"},
        [("Boris", M, 20, "zakaz-4", None)],
        ("misere_played",),
    ),
    Case(
        "zakaz-5.1",
        "zakaz-5.1",
        {
            "deal": deal(
                "Vera", "6s", {"Anna": "whist", "Boris": "pass"}, {"Vera": 6, "Anna": 4, "Boris": 0}
            )
        },
        [("Anna", W, 8, "whists_for_tricks", "Vera")],
        ("deal_scored", "contract_not_written", "raspasy_streak_kept"),
        options=CLUB7,
        events=(RASPASY_1,),
    ),
    Case("zakaz-5.2", "zakaz-5.2", {}, [], ("result_stands", "raspasy_streak_ends"), options=CLUB7),
    Case(
        "zakaz-6 one presser",
        "zakaz-6",
        {"declarer": "Boris", "pressers": ["Vera"], "dearer": "8s"},
        [("Boris", W, 60, "zakaz-6", "Vera")],
    ),
    Case(
        "zakaz-6 two pressers",
        "zakaz-6",
        {"declarer": "Boris", "pressers": ["Vera", "Anna"], "dearer": "7s", "amount": 50},
        [("Boris", W, 25, "zakaz-6", "Vera"), ("Boris", W, 25, "zakaz-6", "Anna")],
    ),
    Case(
        "zakaz-7.1 lots",
        "zakaz-7",
        {"resolution": "lots", "deal": boris_six(6, "6h")},
        [("Vera", W, 8, "whists_for_tricks", "Boris"), ("Boris", P, 2, "game_made", None)],
        ("deal_scored",),
    ),
    Case(
        "zakaz-7.2 average",
        "zakaz-7",
        {"resolution": "average", "deal": boris_six(6, "6h"), "other_deal": boris_six(5, "6s")},
        [
            ("Vera", W, 9, "whists_for_tricks", "Boris"),
            ("Boris", P, 1, "game_made", None),
            ("Boris", M, 1, "remiz", None),
            ("Vera", W, 1, "consolation", "Boris"),
            ("Anna", W, 1, "consolation", "Boris"),
        ],
        ("deal_scored",),
    ),
    # --- Кодекс 3.4 (seed 000) --------------------------------------------------------
    Case("kodeks-3.4.5", "kodeks-3.4.5", {"attempt": "return_talon"}, [], ("change_rejected",)),
    # 3.4.6 example: a six without discard, proven down five → written as down seven (7 × 2).
    Case(
        "kodeks-3.4.6 seed example",
        "kodeks-3.4.6",
        {"deal": deal("Boris", "6s", {"Vera": "pass", "Anna": "pass"}), "proven_undertricks": 5},
        [
            ("Boris", M, 14, "kodeks-3.4.6", None),
            ("Vera", W, 14, "kodeks-3.4.6", "Boris"),
            ("Anna", W, 14, "kodeks-3.4.6", "Boris"),
        ],
        ("deal_scored",),
    ),
    Case(
        "kodeks-3.4.6 played, nothing proven",
        "kodeks-3.4.6",
        {"deal": boris_six(6)},
        [
            ("Vera", W, 8, "whists_for_tricks", "Boris"),
            ("Boris", M, 4, "kodeks-3.4.6", None),
            ("Vera", W, 4, "kodeks-3.4.6", "Boris"),
            ("Anna", W, 4, "kodeks-3.4.6", "Boris"),
        ],
        ("deal_scored",),
    ),
    Case(
        "kodeks-3.4.6 misere",
        "kodeks-3.4.6",
        {"deal": deal("Boris", "misere", {}, {"Boris": 0})},
        [("Boris", M, 20, "kodeks-3.4.6", None)],
        ("deal_scored",),
    ),
    Case(
        "kodeks-3.4.7",
        "kodeks-3.4.7",
        {"whisted": True, "fewer_than_three_trumps": True},
        [],
        ("change_rejected",),
    ),
    Case(
        "kodeks-3.4.8 immediate",
        "kodeks-3.4.8",
        {"spoken": "6s", "intended": "6h", "timing": "immediate"},
        [],
        ("change_allowed",),
    ),
    Case(
        "kodeks-3.4.8 after pause",
        "kodeks-3.4.8",
        {"spoken": "6s", "intended": "6h", "timing": "after_pause"},
        [],
        ("order_one_level_higher",),
    ),
    Case(
        "kodeks-3.4.8 after whist",
        "kodeks-3.4.8",
        {"spoken": "6s", "intended": "6h", "timing": "after_whist"},
        [],
        ("change_rejected",),
    ),
    Case(
        "kodeks-3.4.8 evident intent",
        "kodeks-3.4.8",
        {"spoken": "6♠", "intended": "6♥", "timing": "evident_intent"},
        [],
        ("change_allowed",),
    ),
    # 3.4.9 example: a six, looked at the discard, set by one → written as down two.
    Case(
        "kodeks-3.4.9 seed example",
        "kodeks-3.4.9",
        {"deal": boris_six(5)},
        [
            ("Vera", W, 10, "whists_for_tricks", "Boris"),
            ("Boris", M, 4, "kodeks-3.4.9", None),
            ("Vera", W, 4, "kodeks-3.4.9", "Boris"),
            ("Anna", W, 4, "kodeks-3.4.9", "Boris"),
        ],
        ("deal_scored",),
    ),
    Case(
        "kodeks-3.4.9 exactly made → down one",
        "kodeks-3.4.9",
        {"deal": boris_six(6)},
        [
            ("Vera", W, 8, "whists_for_tricks", "Boris"),
            ("Boris", M, 2, "kodeks-3.4.9", None),
            ("Vera", W, 2, "kodeks-3.4.9", "Boris"),
            ("Anna", W, 2, "kodeks-3.4.9", "Boris"),
        ],
        ("deal_scored",),
    ),
    Case(
        "kodeks-3.4.9 one overtrick cancels out",
        "kodeks-3.4.9",
        {"deal": boris_six(7)},
        [
            ("Vera", W, 6, "whists_for_tricks", "Boris"),
            ("Boris", P, 2, "game_made", None),
            ("Vera", M, 2, "whist_shortfall", None),
        ],
        ("deal_scored",),
    ),
    Case(
        "kodeks-3.4.9 misere: one more trick",
        "kodeks-3.4.9",
        {"deal": deal("Boris", "misere", {}, {"Boris": 0})},
        [("Boris", M, 10, "kodeks-3.4.9", None)],
        ("deal_scored",),
    ),
    Case(
        "kodeks-3.4.10",
        "kodeks-3.4.10",
        {},
        [("Anna", M, 4, "kodeks-3.4.10", None)],
        options={"dealer_fine_on_talon_refusal": 4},
    ),
    Case(
        "kodeks-3.4.11 two aces on a seven",
        "kodeks-3.4.11",
        {"declarer": "Boris", "contract_level": 7, "talon": "two_aces"},
        [("Anna", W, 12, "kodeks-3.4.11", "Boris")],
        options={"talon_whists": True},
    ),
    Case(
        "kodeks-3.4.11 marriage on a six",
        "kodeks-3.4.11",
        {"declarer": "Boris", "contract_level": 6, "talon": "marriage"},
        [("Anna", W, 2, "kodeks-3.4.11", "Boris")],
        options={"talon_whists": True},
    ),
    Case("kodeks-3.4.12", "kodeks-3.4.12", {}, [], ("declarer_loses_change_right",)),
    Case("kodeks-3.4.13", "kodeks-3.4.13", {}, []),
    Case("kodeks-3.4.14", "kodeks-3.4.14", {}, []),
    # --- KARTY, SDACHA ----------------------------------------------------------------
    Case("karty-1", "karty-1", {"holder": "Boris"}, [], ("redeal",)),
    Case(
        "karty-2.1 at 7",
        "karty-2.1",
        {"holder": "Vera", "bid_level": 7},
        [("Vera", M, 8, "karty-2.1", None)],
        ("redeal",),
    ),
    Case(
        "karty-2.1 A16 Кодекс reading",
        "karty-2.1",
        {"holder": "Vera", "bid_level": 7},
        [],
        ("redeal",),
        options={"penalty_card_count_holder_fined": False},
    ),
    Case(
        "karty-2.2",
        "karty-2.2",
        {"holder": "Anna"},
        [("Anna", M, 2, "karty-2.2", None)],
        ("redeal",),
    ),
    Case("karty-2.3 redeal", "karty-2.3", {"remedy": "redeal"}, [], ("redeal",)),
    Case(
        "karty-2.3 agreed amount",
        "karty-2.3",
        {"holder": "Boris", "remedy": "draw_extra", "amount": 4},
        [("Boris", M, 4, "karty-2.3", None)],
    ),
    Case("sdacha-3.2.12", "sdacha-3.2.12", {}, [], ("redeal",)),
    Case("sdacha-3.2.13", "sdacha-3.2.13", {"dealer": "Anna"}, [], ("redeal",)),
    Case(
        "sdacha-3.2.14 complete",
        "sdacha-3.2.14",
        {"actual_dealer": "Vera", "complete": True},
        [],
        ("result_stands", "dealer_rotation_shifts"),
    ),
    Case(
        "sdacha-3.2.14 incomplete",
        "sdacha-3.2.14",
        {"actual_dealer": "Vera", "complete": False},
        [],
        ("redeal",),
    ),
    Case("sdacha-3.2.15", "sdacha-3.2.15", {"cause": "no_cut"}, [], ("redeal",)),
    # --- PROCEDURE (seed 003) ---------------------------------------------------------
    Case(
        "procedure-defective-trick open",
        "procedure-defective-trick",
        {"next_trick_played": False},
        [],
        ("trick_must_be_completed",),
    ),
    Case(
        "procedure-defective-trick closed",
        "procedure-defective-trick",
        {"next_trick_played": True},
        [],
        ("result_stands",),
    ),
    Case(
        "procedure-multiple-cards",
        "procedure-multiple-cards",
        {"player": "Vera"},
        [],
        ("player_out_of_play",),
    ),
    Case(
        "procedure-claim objected",
        "procedure-claim",
        {"objected": True},
        [],
        ("claimer_tables_cards", "play_continues"),
    ),
    Case(
        "procedure-claim accepted",
        "procedure-claim",
        {"objected": False},
        [],
        ("claimer_tables_cards", "result_stands"),
    ),
    Case(
        "procedure-defender-claim",
        "procedure-defender-claim",
        {"shown_to_partner": True},
        [],
        ("penalty_cards",),
    ),
    Case(
        "procedure-defender-claim after play",
        "procedure-defender-claim",
        {"shown_to_partner": True, "play_ended": True},
        [],
        ("result_stands",),
    ),
    Case(
        "procedure-score-correction",
        "procedure-score-correction",
        {"pool_settled": False, "majority_agrees": True},
        [],
        ("correction_allowed",),
    ),
    Case(
        "procedure-score-correction too late",
        "procedure-score-correction",
        {"pool_settled": True, "majority_agrees": True},
        [],
        ("change_rejected",),
    ),
    Case("procedure-imperfect-deck", "procedure-imperfect-deck", {}, [], ("result_stands",)),
    # --- HOUSE ------------------------------------------------------------------------
    Case(
        "house-raspasy-dealer",
        "house-raspasy-dealer",
        {},
        [("Anna", M, 10, "house-raspasy-dealer", None)],
        options=HOUSE,
        events=(RASPASY_1, RASPASY_2, RASPASY_3),
    ),
    Case(
        "house-undercall",
        "house-undercall",
        {"deal": boris_six(8)},
        [
            ("Vera", W, 4, "whists_for_tricks", "Boris"),
            ("Boris", M, 2, "house-undercall", None),
            ("Vera", W, 2, "house-undercall", "Boris"),
            ("Anna", W, 2, "house-undercall", "Boris"),
        ],
        ("deal_scored",),
        options=HOUSE,
    ),
    Case(
        "house-reorder",
        "house-reorder",
        {"declarer": "Boris", "amount": 2},
        [("Boris", M, 2, "house-reorder", None)],
        ("change_allowed",),
        options=HOUSE,
    ),
    Case("house-multiplier", "house-multiplier", {}, [], options=HOUSE),
    Case(
        "house-wrong-discard",
        "house-wrong-discard",
        {"declarer": "Boris", "contract_level": 8},
        [("Boris", M, 6, "house-wrong-discard", None)],
        options=HOUSE,
    ),
    Case(
        "house-misdeal-twice",
        "house-misdeal-twice",
        {},
        [("Anna", M, 2, "house-misdeal-twice", None)],
        ("redeal",),
        options=HOUSE,
    ),
    # --- custom -----------------------------------------------------------------------
    Case(
        "custom mountain",
        "custom",
        {"player": "Boris", "column": "mountain", "amount": 4, "reason": "revoke"},
        [("Boris", M, 4, "custom", None)],
    ),
    Case(
        "custom whists",
        "custom",
        {"player": "Anna", "column": "whists", "amount": 10, "on": "Boris"},
        [("Anna", W, 10, "custom", "Boris")],
    ),
    Case(
        "custom pool",
        "custom",
        {"player": "Vera", "column": "pool", "amount": 3},
        [("Vera", P, 3, "custom", None)],
    ),
]
