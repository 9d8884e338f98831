"""``pulka event …`` (docs/formats.md, "pulka event"): the documented outputs are what the
commands print, and bad input is one line with exit status 2."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from app.engine import Call, Contract, Deal
from app.services.game_service import GameService
from tests.services.helpers import ANNA_7H, BORIS_6S_UNPLAYED

DOC = Path(__file__).resolve().parent.parent / "docs" / "formats.md"
SIX = "Anna,Boris,Vera,Gleb,Dina,Egor"
GLEB_6S_UNPLAYED = Deal("Gleb", Contract.parse("6s"), {"Dina": Call.PASS, "Egor": Call.PASS})


def documented(kind: str) -> dict[str, Any]:
    text = DOC.read_text(encoding="utf-8")
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)```", text, re.S)]
    return next(b for b in blocks if b.get("format") == kind)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_documented_evening(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "club.sqlite3")
    create = ("event", "create", db, "--name", "Friday", "--date", "2026-11-27")
    assert run(capsys, *create, "--players", SIX, "--deals", "2", "--points", "places") == (
        0,
        "1\n",
        "",
    )
    tables = "Anna,Boris,Vera;Gleb,Dina,Egor"
    assert run(capsys, "event", "seat", db, "1", "--tables", tables)[:2] == (0, "1\n")
    assert run(capsys, "event", "start", db, "1", "1")[:2] == (0, "1\n2\n")
    with GameService(db, backups=0) as games:
        games.record(1, ANNA_7H, expected_seq=0)
        games.record(1, BORIS_6S_UNPLAYED, expected_seq=1)
        games.record(2, GLEB_6S_UNPLAYED, expected_seq=0)
    code, out, _ = run(capsys, "event", "seating", db, "1", "1", "--json")
    assert code == 0 and json.loads(out) == documented("pulka-event-seating")
    code, out, _ = run(capsys, "event", "standings", db, "1", "--json")
    assert code == 0 and json.loads(out) == documented("pulka-event-standings")
    code, out, _ = run(capsys, "event", "standings", db, "1")
    assert code == 0 and out.splitlines()[0] == "  1  Boris  2  (12)"
    # Table 2 one deal in: provisional, shown apart (issue 28 item 5).
    assert out.splitlines()[2] == "  3  Dina  0  (0)  [1/2?]"
    assert run(capsys, "event", "enter", db, "1", "Zoya") == (0, "1 2\n", "")
    assert run(capsys, "event", "withdraw", db, "1", "Vera") == (0, "2 2\n", "")
    assert run(capsys, "event", "undo", db, "1", "1") == (0, "3 2\n", "")
    code, out, _ = run(capsys, "event", "changes", db, "1", "--json")
    assert code == 0 and json.loads(out) == documented("pulka-event-changes")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("event", "standings", "DB", "x", "--json"), "the event must be a number"),
        (("event", "standings", "DB", "7", "--json"), "There is no evening or tournament 7."),
        (("event", "seating", "DB", "1", "3", "--json"), "There is no round 3 yet."),
        (("event", "seating", "DB", "1", "0"), "the round must be 1 or more"),
        (("event", "seat", "DB", "1", "--tables", "Anna,Boris"), "not 2 (Anna, Boris)."),
        (("event", "start", "DB", "1", "1"), "Round 1 has already started"),
        (("event", "create", "DB", "--name", "x", "--players", "a,b"), "seating is not possible"),
        (
            ("event", "create", "DB", "--name", "x", "--players", "a,b,c", "--date", "27.11"),
            "--date",
        ),
        (("event", "standings", "nowhere.sqlite3", "1"), "no such database"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    db = str(tmp_path / "club.sqlite3")
    assert run(capsys, "event", "create", db, "--name", "F", "--players", SIX)[0] == 0
    assert run(capsys, "event", "seat", db, "1")[0] == 0
    assert run(capsys, "event", "start", db, "1", "1")[0] == 0
    argv = [db if a == "DB" else str(tmp_path / a) if a.endswith(".sqlite3") else a for a in args]
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.startswith("pulka: ") and err.count("\n") == 1 and message in err
