"""``pulka export`` / ``pulka import``: round trip, and bad input as one line with exit status 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.engine import SOCHI
from app.services import GameService
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY


@pytest.fixture
def club(tmp_path: Path) -> tuple[Path, int]:
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as svc:
        game = svc.create_game(PLAYERS, "Anna", SOCHI)
        svc.record(game, ANNA_7H, 0)
        svc.record(game, RASPASY, 1)
        svc.undo(game, 2)
    return path, game


def test_export_then_import_into_another_database(club, tmp_path: Path, capsys) -> None:
    path, game = club
    out = tmp_path / "game.json"
    assert main(["export", str(path), str(game), str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["format"] == "pulka-game"
    assert data["players"] == list(PLAYERS)
    assert [e["type"] for e in data["events"]] == ["deal"]  # the undone raspasy is not in effect
    other = tmp_path / "home.sqlite3"
    assert main(["import", str(other), str(out)]) == 0
    new_id = int(capsys.readouterr().out.strip())
    with GameService(other, backups=0) as svc:
        assert svc.sheet(new_id).whists["Boris"]["Anna"] == 12
        assert svc.export_game(new_id) == data


def one_line_error(capsys) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


def test_bad_inputs_exit_2_with_one_line(club, tmp_path: Path, capsys) -> None:
    path, _game = club
    bad_json = tmp_path / "bad.json"
    bad_json.write_text("{not json", encoding="utf-8")
    assert main(["import", str(path), str(bad_json)]) == 2
    assert "The file is not a game file: error at line 1" in one_line_error(capsys)

    bad_deal = tmp_path / "bad-deal.json"
    document = {
        "players": list(PLAYERS),
        "events": [{"type": "deal", "declarer": "Anna", "contract": "7h",
                    "defenders": {"Boris": "whist", "Vera": "pass"},
                    "tricks": {"Anna": 7, "Boris": 1, "Vera": 1}}],
    }  # fmt: skip
    bad_deal.write_text(json.dumps(document), encoding="utf-8")
    assert main(["import", str(path), str(bad_deal)]) == 2
    assert "The tricks add up to 9; they must add up to 10." in one_line_error(capsys)

    assert main(["export", str(path), "42", str(tmp_path / "x.json")]) == 2
    assert "no game 42" in one_line_error(capsys)
    assert main(["export", str(tmp_path / "missing.sqlite3"), "1", "-"]) == 2
    assert "no such database" in one_line_error(capsys)

    not_db = tmp_path / "notes.txt"
    not_db.write_text("hello", encoding="utf-8")
    assert main(["export", str(not_db), "1", "-"]) == 2
    assert "is not a Pulka database" in one_line_error(capsys)
    assert not_db.read_text(encoding="utf-8") == "hello"
    with GameService(path, backups=0) as svc:
        assert len(svc.list_games()) == 1  # nothing half-imported
