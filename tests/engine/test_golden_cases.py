"""Golden games: whole ``pulka-game`` records in ``tests/engine/cases`` with hand-computed totals.

Each case carries an ``expected`` block (pool, mountain, non-zero whists, result, finished),
worked out by hand from scoring-conventions.md; every event has a ``why`` with its arithmetic.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from app.engine import fold, parse_game, settle_sheet

CASES = sorted((Path(__file__).parent / "cases").glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_there_are_golden_cases_for_every_preset_and_four_players() -> None:
    games = [load(path) for path in CASES]
    assert {g["rules"] for g in games} >= {"sochi", "leningrad", "rostov"}
    assert any(len(g["players"]) == 4 for g in games)
    assert any(g["expected"]["finished"] for g in games)
    assert all(all(e.get("why") for e in g["events"]) for g in games)


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_golden_case(path: Path) -> None:
    data = load(path)
    expected = data["expected"]
    # ``expected`` and each event's ``why`` annotate the case; the format refuses unknown keys.
    events = [{k: v for k, v in e.items() if k != "why"} for e in data["events"]]
    record = parse_game({k: v for k, v in data.items() if k != "expected"} | {"events": events})
    sheet = fold(
        record.rules, record.players, record.first_dealer, list(enumerate(record.events, 1))
    )
    assert dict(sheet.pool) == expected["pool"]
    assert dict(sheet.mountain) == expected["mountain"]
    whists = {
        p: {q: v for q, v in row.items() if v}
        for p, row in sheet.whists.items()
        if any(row.values())
    }
    assert whists == expected["whists"]
    assert sheet.finished is expected["finished"]
    settlement = settle_sheet(sheet)
    assert {p: Fraction(v) for p, v in settlement.result.items()} == {
        p: Fraction(v) for p, v in expected["result"].items()
    }
    assert sum(settlement.exact.values()) == 0
