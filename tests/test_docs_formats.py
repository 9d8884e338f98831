"""The examples in docs/formats.md are valid input for the commands they document."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from app.cli import main

DOC = Path(__file__).resolve().parent.parent / "docs" / "formats.md"


def json_blocks() -> list[dict[str, object]]:
    text = DOC.read_text(encoding="utf-8")
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)```", text, re.S)]


def test_game_example_scores(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = next(b for b in json_blocks() if b.get("format") == "pulka-game")
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game, ensure_ascii=False), encoding="utf-8")
    assert main(["score", "--json", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    # The incident: the dealer (Boris, after four deals) looked at the talon at 7 -> +4 mountain.
    assert out["sheet"]["mountain"]["Boris"] == 5 + 4


def test_settle_example_settles(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sheet = next(b for b in json_blocks() if "pool" in b and "format" not in b)
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(sheet, ensure_ascii=False), encoding="utf-8")
    assert main(["settle", "--json", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    # Leningrad (E.2, k = 2): M' = 0, 4 + 20, 12 + 40; average 76/3; whists net +44, -32, -12.
    assert out["result"] == {"Anna": "892/3", "Boris": "-56/3", "Vera": "-836/3"}
