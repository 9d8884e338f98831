"""ZAKAZ-7.2 «Записывается усреднённый результат»: an odd sum is written as an exact half
(issue 12 item 13: the expected sheet is the issue's, worked by hand below)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from app.engine import fold, parse_game
from app.penalties import apply_incident


def six_or_seven(contract: str, declarer_tricks: int, c_tricks: int) -> dict[str, Any]:
    return {
        "type": "deal",
        "declarer": "B",
        "contract": contract,
        "defenders": {"C": "whist", "A": "whist"},
        "tricks": {"B": declarer_tricks, "C": c_tricks, "A": 1},
    }


GAME = {
    "players": ["A", "B", "C"],
    "first_dealer": "A",
    "events": [
        {"type": "entry", "player": "B", "pool": 19},
        {"type": "entry", "player": "A", "pool": 5},
        {
            "type": "incident",
            "rule": "zakaz-7",
            "facts": {
                "resolution": "average",
                "deal": six_or_seven("7s", 7, 2),
                "other_deal": six_or_seven("7h", 6, 3),
            },
        },
    ],
}


def test_the_average_of_an_odd_sum_is_an_exact_half() -> None:
    record = parse_game(GAME)
    sheet = fold(
        record.rules,
        record.players,
        record.first_dealer,
        enumerate(record.events, 1),
        apply_incident,
    )
    # 7♠ made: B's pool 19 + 4 closes at 20, 3 help A's (larger) open pool, 30 help whists B→A;
    # whists for tricks C 2 × 4 = 8, A 1 × 4 = 4 on B. 7♥ down one: B's mountain 4; C 3 × 4 = 12
    # + consolation 4, A 4 + 4 on B. The mean of each: pools A 5 + 3/2, B 19 + 1/2; mountain 2;
    # whists B→A 15, C→B (8 + 16) / 2 = 12, A→B (4 + 8) / 2 = 6.
    assert dict(sheet.pool) == {"A": Fraction(13, 2), "B": Fraction(39, 2), "C": 0}
    assert dict(sheet.mountain) == {"A": 0, "B": 2, "C": 0}
    assert sheet.whists["B"]["A"] == 15
    assert sheet.whists["C"]["B"] == 12
    assert sheet.whists["A"]["B"] == 6
    # Whole amounts stay int (golden outputs keep their exact form).
    assert all(type(e.amount) is int for e in sheet.entries if Fraction(e.amount).denominator == 1)


def test_score_json_writes_halves_as_fractions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.json"
    path.write_text(json.dumps(GAME), encoding="utf-8")
    assert main(["score", "--json", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["sheet"]["pool"] == {"A": "13/2", "B": "39/2", "C": 0}
    assert out["sheet"]["mountain"]["B"] == 2


@pytest.mark.parametrize(
    "event",
    [
        {"type": "entry", "player": "B", "pool": "3/2"},
        {"type": "entry", "player": "B", "whists": {"A": "3/2"}},
        {
            "type": "incident",
            "rule": "custom",
            "facts": {"player": "B", "column": "pool", "amount": "3/2"},
        },
    ],
    ids=["manual pool", "manual whists", "custom"],
)
def test_a_half_can_be_recorded_by_hand(event: dict[str, Any]) -> None:
    record = parse_game({"players": ["A", "B", "C"], "events": [event]})
    sheet = fold(
        record.rules,
        record.players,
        record.first_dealer,
        enumerate(record.events, 1),
        apply_incident,
    )
    assert Fraction(3, 2) in (sheet.pool["B"], sheet.whists["B"]["A"])


@pytest.mark.parametrize("amount", ["1/3", "1.5", "3/2/2", "1e3"])
def test_other_fractions_are_refused(amount: str) -> None:
    from app.engine import InvalidGame

    with pytest.raises(InvalidGame):
        parse_game(
            {
                "players": ["A", "B", "C"],
                "events": [{"type": "entry", "player": "B", "pool": amount}],
            }
        )
