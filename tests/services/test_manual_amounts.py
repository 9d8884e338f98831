"""A manual entry's amounts are refused before they are written unless a file could hold them.

The game file and the store keep whole amounts and exact halves (ZAKAZ-7.2, docs/formats.md)
up to ``MAX_AMOUNT``; anything else written once would make the game unreadable on the next
start (``game_damaged``), so the engine refuses it as it folds the entry.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from app.engine import SOCHI, EngineError, ManualEntry
from app.engine.gamefile import MAX_AMOUNT
from app.services import GameService
from tests.services.helpers import PLAYERS


@pytest.mark.parametrize(
    ("entry", "code"),
    [
        (ManualEntry("Anna", pool=Fraction(1, 3)), "amount_not_half"),
        (ManualEntry("Anna", mountain=Fraction(-5, 11)), "amount_not_half"),
        (ManualEntry("Anna", whists={"Boris": Fraction(1, 4)}), "amount_not_half"),
        (ManualEntry("Anna", pool=MAX_AMOUNT + 1), "entry_too_large"),
        (ManualEntry("Anna", whists={"Vera": -MAX_AMOUNT - 1}), "entry_too_large"),
    ],
)
def test_an_amount_no_file_can_hold_is_refused_and_nothing_is_written(
    tmp_path: Path, entry: ManualEntry, code: str
) -> None:
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as svc:
        game = svc.create_game(PLAYERS, "Anna", SOCHI)
        with pytest.raises(EngineError) as refused:
            svc.record(game, entry, expected_seq=0)
        assert refused.value.code == code
    with GameService(path, backups=0) as svc:
        view = svc.game(game)
        assert view.last_seq == 0
        assert view.sheet.pool["Anna"] == 0


@pytest.mark.parametrize(
    "entry",
    [
        ManualEntry("Anna", pool=Fraction(3, 2), whists={"Boris": Fraction(-7, 2)}),
        ManualEntry("Anna", mountain=MAX_AMOUNT, whists={"Vera": -MAX_AMOUNT}),
    ],
)
def test_halves_and_the_largest_amounts_survive_a_restart(
    tmp_path: Path, entry: ManualEntry
) -> None:
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as svc:
        game = svc.create_game(PLAYERS, "Anna", SOCHI)
        before = svc.record(game, entry, expected_seq=0)
        written = svc.game(game).sheet
    with GameService(path, backups=0) as svc:
        after = svc.game(game)
    assert before is not None
    assert after.last_seq == 1
    assert after.sheet.pool == written.pool
    assert after.sheet.mountain == written.mountain
    assert after.sheet.whists == written.whists
