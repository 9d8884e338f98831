"""GameService.corrected_cells: what a corrected deal first wrote, per cell."""

from __future__ import annotations

from app.engine import SOCHI, Call, Column, Contract, Deal
from app.services import GameService

P3 = ("Anna", "Boris", "Vera")


def deal(declarer, contract, calls, tricks):
    return Deal(declarer, Contract.parse(contract), calls, tricks)


def test_originals_per_cell_follow_corrections_undo_and_new_deals(tmp_path):
    with GameService(tmp_path / "db.sqlite3") as service:
        game = service.create_game(P3, "Vera", SOCHI)
        made = deal(
            "Anna",
            "7h",
            {"Boris": Call.WHIST, "Vera": Call.PASS},
            {"Anna": 7, "Boris": 2, "Vera": 1},
        )
        service.record(game, made, 0)
        assert service.corrected_cells(game) == {}
        down = deal(
            "Anna",
            "7h",
            {"Boris": Call.WHIST, "Vera": Call.PASS},
            {"Anna": 6, "Boris": 3, "Vera": 1},
        )
        service.correct(game, 1, down, 1)
        # A.4 and A.5 (Sochi): the made 7♥ wrote 4 in Anna's pool and (2 + 1) × 4 = 12 whists
        assert service.corrected_cells(game) == {
            1: {(Column.POOL, "Anna", None): 4, (Column.WHISTS, "Boris", "Anna"): 12}
        }
        passed = deal("Boris", "6s", {"Vera": Call.PASS, "Anna": Call.PASS}, {})
        service.record(game, passed, 2)
        assert set(service.corrected_cells(game)) == {1}
        service.undo(game, 3)  # the 6♠
        service.undo(game, 4)  # the correction
        assert service.corrected_cells(game) == {}
