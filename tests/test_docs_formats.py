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
    # Sochi, worked by hand: 7h made (pool 4; lone whister Boris counts the passer, A.5:
    # (2 + 1) x 4 = 12 on Anna); Boris's 6s passed out (pool 2); Vera's misere made (pool 10);
    # first raspasy at 1 a trick (mountains 3, 5, 2); Anna's entry +6 pool; Vera's 20 on Boris.
    assert out["sheet"]["pool"] == {"Anna": 4 + 6, "Boris": 2, "Vera": 10}
    assert out["sheet"]["mountain"] == {"Anna": 3, "Boris": 5 + 4, "Vera": 2}
    assert out["sheet"]["whists"] == {
        "Anna": {"Boris": 0, "Vera": 0},
        "Boris": {"Anna": 12, "Vera": 0},
        "Vera": {"Anna": 0, "Boris": 20},
    }
    # E.2 (k = 1, max pool 10): M' = 3, 9 + 8, 2 (avg 22/3); E.4-E.6: 10 x (avg - M') plus
    # net whists: Anna 130/3 - 12, Boris -290/3 + 12 - 20, Vera 160/3 + 20.
    assert out["finished"] is False
    assert out["result"] == {"Anna": "94/3", "Boris": "-314/3", "Vera": "220/3"}
    # The documented output is exactly what the command prints for that game.
    documented = next(b for b in json_blocks() if "sheet" in b)
    assert documented == out


def test_settle_example_settles(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sheet = next(b for b in json_blocks() if "pool" in b and "format" not in b)
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(sheet, ensure_ascii=False), encoding="utf-8")
    assert main(["settle", "--json", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    # Leningrad (E.2, k = 2): M' = 0, 4 + 20, 12 + 40; average 76/3; whists net +44, -32, -12.
    assert out["result"] == {"Anna": "892/3", "Boris": "-56/3", "Vera": "-836/3"}


def test_incident_provenance_example(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The documented ``events`` item of an incident (rule, entries, consequences) is exact."""
    documented = next(b for b in json_blocks() if b.get("rule") == "prikup-2")
    game = {
        "players": ["Anna", "Boris", "Vera"],
        "events": [
            {
                "type": "incident",
                "rule": "prikup-2",
                "facts": {"violator": "Boris", "bidding_started": True, "bid_level": 7},
            }
        ],
    }
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    assert main(["score", "--json", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["events"] == [documented]


def test_stats_example_is_the_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The documented ``pulka stats --json`` output is exactly what the command prints for the
    documented game (imported, started on the documented day)."""
    import sqlite3

    game = next(b for b in json_blocks() if b.get("format") == "pulka-game")
    source = tmp_path / "game.json"
    source.write_text(json.dumps(game, ensure_ascii=False), encoding="utf-8")
    db = tmp_path / "club.sqlite3"
    assert main(["import", str(db), str(source)]) == 0
    conn = sqlite3.connect(db)
    conn.execute("UPDATE games SET created_at = '2026-09-05T19:30:00+00:00'")
    conn.commit()
    conn.close()
    capsys.readouterr()
    assert main(["stats", str(db), "--json", "--player", "Vera", "--versus", "Anna"]) == 0
    out = json.loads(capsys.readouterr().out)
    documented = next(b for b in json_blocks() if b.get("format") == "pulka-stats")
    assert documented == out
    # Vera, worked by hand: her misère made, two passes (7♥, 6♠), one raspasy of 2 tricks;
    # the settled result is the one `pulka score` documents above.
    vera = out["players"][0]
    assert vera["result"]["total"] == "220/3" and vera["declarer"]["misere"]["made"] == 1
    assert (vera["defender"]["passes"], vera["raspasy"]["tricks"]) == (2, 2)
