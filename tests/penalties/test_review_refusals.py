"""Review: facts contradicting the game that the first version accepted (or crashed on)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import EngineError, InvalidDeal
from app.engine.events import Incident
from app.engine.sheet import apply_event
from app.penalties import validate_facts
from tests.penalties.support import FOUR, THREE, boris_six, deal, game

# A half-whist deal is not played (scoring-conventions A.10): no trick, no first lead.
HALF = deal("Boris", "6s", {"Vera": "pass", "Anna": "half"})
VERA_SIX = deal(
    "Vera", "6h", {"Anna": "whist", "Boris": "pass"}, {"Vera": 6, "Anna": 4, "Boris": 0}
)

# (name, rule, facts, options, players, code)
CASES: list[tuple[str, str, dict[str, Any], dict[str, Any], tuple[str, ...], str]] = [
    # Кодекс 3.4.9 «после начала розыгрыша»: a half-whisted six was never played.
    ("3.4.9 half-whist", "kodeks-3.4.9", {"deal": HALF}, {}, THREE, "deal_not_played"),
    # Seed 001 item 1.1: «все сказали вист или пас и разыграна 1-я взятка».
    (
        "zakaz-1.1 half-whist",
        "zakaz-1.1",
        {"level_reached": 7, "deal": HALF},
        {},
        THREE,
        "deal_not_played",
    ),
    # Seed 004 item 5: after two passes only the third player (Anna, the dealer) may call.
    (
        "prikup-5 declared by a passer",
        "prikup-5",
        {"violator": "Vera", "cards_exposed": 2, "deal": boris_six(6)},
        {},
        THREE,
        "declarer_not_third_player",
    ),
    # Seed 004 item 3.2.1: the second bidder takes the talon «на старшую заявку».
    (
        "prikup-3.2.1 contract below the last bid",
        "prikup-3.2.1",
        {"violator": "Boris", "last_bid": 9, "deal": VERA_SIX},
        {},
        THREE,
        "contract_below_bid",
    ),
    (
        "prikup-3.2.2 contract below the last bid",
        "prikup-3.2.2",
        {"violator": "Boris", "last_bid": 8, "deal": boris_six(6)},
        {},
        THREE,
        "contract_below_bid",
    ),
    # The resting dealer of a four-handed game holds no cards: he cannot take the talon into
    # his hand (004 item 7), order a contract (001 items 3.2, 4), or hold a wrong count.
    (
        "prikup-7 by the resting dealer",
        "prikup-7",
        {"violator": "Anna", "bidding_started": False},
        {},
        FOUR,
        "player_resting",
    ),
    ("zakaz-3.2 resting declarer", "zakaz-3.2", {"declarer": "Anna"}, {}, FOUR, "player_resting"),
    (
        "zakaz-4 resting declarer",
        "zakaz-4",
        {"declarer": "Anna", "other_contract": "8s"},
        {},
        FOUR,
        "player_resting",
    ),
    (
        "karty-2.1 resting holder",
        "karty-2.1",
        {"holder": "Anna", "bid_level": 7},
        {},
        FOUR,
        "player_resting",
    ),
    (
        "prikup-8.1 resting winner",
        "prikup-8.1",
        {"violator": "Boris", "winner": "Anna"},
        {},
        FOUR,
        "player_resting",
    ),
    # Seed 001 items 1 and 3: «достигнутый уровень торговли» is a bid on tricks; a bidding
    # that ended on misère gives zakaz-4's case, not these.
    (
        "zakaz-1.1 level reached misere",
        "zakaz-1.1",
        {"level_reached": "misere", "deal": boris_six(6, "7s")},
        {},
        THREE,
        "fact_invalid",
    ),
    (
        "zakaz-3.1 level reached misere",
        "zakaz-3.1",
        {"level_reached": "misere", "deal": deal("Boris", "misere", {}, {"Boris": 0})},
        {},
        THREE,
        "fact_invalid",
    ),
    # Seed 001 item 4: «другого контракта» than the misère announced.
    (
        "zakaz-4 misere is not another contract",
        "zakaz-4",
        {"declarer": "Boris", "other_contract": "misere"},
        {},
        THREE,
        "fact_invalid",
    ),
]


@pytest.mark.parametrize(
    "rule,facts,options,players,code", [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_contradiction_is_refused(
    rule: str,
    facts: dict[str, Any],
    options: dict[str, Any],
    players: tuple[str, ...],
    code: str,
) -> None:
    state = game(options, (), players)
    with pytest.raises(InvalidDeal) as error:
        validate_facts(rule, facts, state)
    assert error.value.code == code
    assert error.value.params["rule"] == rule
    with pytest.raises(EngineError) as through_fold:
        apply_event(state, 5, Incident(rule, facts))
    assert through_fold.value.code == code
