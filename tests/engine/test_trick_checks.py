"""The trick counts a deal and a raspasy share: a playing player's whole count from 0 to 10."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import SOCHI, Call, Contract, Deal, InvalidDeal, Raspasy, fold

# Four-handed, Anna deals and rests (scoring-conventions §1): Boris, Vera, Dima play.
PLAYERS = ("Anna", "Boris", "Vera", "Dima")


def _deal(tricks: dict[str, Any]) -> Deal:
    return Deal("Boris", Contract.parse("6s"), {"Vera": Call.WHIST, "Dima": Call.PASS}, tricks)


def _refusal(event: Deal | Raspasy) -> InvalidDeal:
    with pytest.raises(InvalidDeal) as caught:
        fold(SOCHI, PLAYERS, "Anna", [(1, event)])
    return caught.value


@pytest.mark.parametrize("make", [_deal, Raspasy], ids=["deal", "raspasy"])
@pytest.mark.parametrize(
    ("tricks", "code", "params"),
    [
        ({"Anna": 1, "Boris": 6, "Vera": 3}, "resting_player_tricks", {"player": "Anna"}),
        ({"Boris": 11, "Vera": 0, "Dima": 0}, "tricks_range", {"player": "Boris", "value": 11}),
        ({"Boris": 6, "Vera": -1, "Dima": 5}, "tricks_range", {"player": "Vera", "value": -1}),
        ({"Boris": 6, "Vera": True, "Dima": 3}, "tricks_range", {"player": "Vera", "value": True}),
        ({"Boris": 6, "Olga": 4}, "player_unknown", {"player": "Olga", "field": "tricks"}),
    ],
)
def test_bad_trick_counts_are_refused_alike(
    make: Any, tricks: dict[str, Any], code: str, params: dict[str, Any]
) -> None:
    error = _refusal(make(tricks))
    assert error.code == code
    assert dict(error.params) == {"event": 1, **params}


def test_good_counts_pass_the_shared_check() -> None:
    sheet = fold(SOCHI, PLAYERS, "Anna", [(1, _deal({"Boris": 6, "Vera": 3, "Dima": 1}))])
    assert sheet.pool["Boris"] == 2  # 6♠ made: cost 2 into the pool (A.4)
    sheet = fold(SOCHI, PLAYERS, "Anna", [(1, Raspasy({"Boris": 6, "Vera": 4, "Dima": 0}))])
    assert sheet.mountain["Boris"] == 6  # first raspasy: 1 per trick (A.13)
