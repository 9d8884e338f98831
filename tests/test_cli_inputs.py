"""Hostile and damaged input files: a one-line refusal with exit status 2, never a traceback or
a hang (issue 12 items 8, 9, 10 and 15)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.cli import main

PLAYERS = ["Anna", "Boris", "Vera"]


def game(*events: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {"players": PLAYERS, **top, "events": list(events)}


def run(tmp_path: Path, data: bytes | dict[str, Any], *args: str) -> tuple[int, str, str]:
    """``pulka score`` in process (main() with the output captured by pytest's capsys)."""
    path = tmp_path / "in.json"
    if isinstance(data, dict):
        data = json.dumps(data, ensure_ascii=False).encode("utf-8")
    path.write_bytes(data)
    return main(["score", *args, str(path)]), "", ""


def refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: Any) -> str:
    code, _, _ = run(tmp_path, data)
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.startswith("pulka: ") and err.count("\n") == 1, err
    return err


# -- item 8: numbers are bounded before arithmetic ------------------------------------------


def test_huge_exponent_in_whist_price_is_refused_at_once(tmp_path: Path) -> None:
    # The 60-byte file of the issue ran at 100 % CPU for ever; in a child with a timeout, so a
    # regression fails rather than hangs the suite.
    path = tmp_path / "game.json"
    path.write_text(
        '{"players":["Anna","Boris","Vera"],"options":{"whist_price":"1e999999999"}}',
        encoding="utf-8",
    )
    for command in ("score", "import"):
        args = (
            [command, str(path)]
            if command == "score"
            else [command, str(tmp_path / "d"), str(path)]
        )
        child = subprocess.run(
            [sys.executable, "-c", "import sys; from app.cli import main; sys.exit(main())", *args],
            capture_output=True,
            text=True,
            timeout=20,
        )
        assert child.returncode == 2, child.stderr
        assert "whist_price" in child.stderr


@pytest.mark.parametrize("price", ["1e100000", "1e3", "1" * 40, "1/" + "9" * 40, "12345678/0"])
def test_option_numbers_out_of_bounds_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], price: str
) -> None:
    err = refused(tmp_path, capsys, game(options={"whist_price": price}))
    assert "whist_price" in err


def test_exact_option_numbers_still_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for price in ("0.10", "1/100", "3", " 0.5 "):
        code, _, _ = run(tmp_path, game(options={"whist_price": price}))
        assert code == 0, capsys.readouterr().err


def test_amounts_are_bounded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(tmp_path, capsys, game({"type": "entry", "player": "Anna", "pool": 10**12}))
    assert "events[0].pool" in err


# -- item 9: every malformed file is a one-line refusal --------------------------------------


def _deal(contract: str) -> dict[str, Any]:
    return {
        "type": "deal",
        "declarer": "Anna",
        "contract": contract,
        "defenders": {"Boris": "pass", "Vera": "pass"},
    }


CASES: list[tuple[str, bytes | dict[str, Any], str]] = [
    ("nested 100,000 deep", b"[" * 100_000 + b"]" * 100_000, "nested"),
    ("Latin-1", '{"players": ["Ren\u00e9", "B", "C"]}'.encode("latin-1"), "UTF-8"),
    ("4,301-digit integer", b'{"players": ["A","B","C"], "version": ' + b"1" * 4301 + b"}", "4301"),
    ("superscript contract", game(_deal("\u2077h")), "contract"),
    ("100,000-digit contract", game(_deal("7" * 100_000 + "h")), "contract"),
    ("lone surrogate in a name", b'{"players": ["\\ud800", "B", "C"]}', "Unicode"),
    ("NaN", b'{"players": ["A","B","C"], "version": NaN}', "JSON"),
    ("whist_price 1e100000", game(options={"whist_price": "1e100000"}), "whist_price"),
    (
        "prikup-9.1 cards_seen 2.0",
        game(
            {
                "type": "incident",
                "rule": "prikup-9.1",
                "facts": {"violator": "Vera", "cards_seen": 2.0},
            }
        ),
        "prikup-9.1",
    ),
]


@pytest.mark.parametrize(("data", "word"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_bad_files_are_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: Any, word: str
) -> None:
    err = refused(tmp_path, capsys, data)
    assert word in err
    assert len(err) < 300  # a 100,000-character value is not echoed whole


def test_utf8_bom_and_utf16_are_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps(game(), ensure_ascii=False)
    assert run(tmp_path, b"\xef\xbb\xbf" + text.encode("utf-8"))[0] == 0
    assert run(tmp_path, text.encode("utf-16"))[0] == 0


def test_app_import_reads_through_the_same_guard() -> None:
    from app.engine.errors import InvalidGame
    from app.engine.jsondoc import load_json

    with pytest.raises(InvalidGame) as error:
        load_json(b"[" * 100_000)
    assert error.value.code == "json_too_deep"


# -- item 10: facts outside their range are refused, in words --------------------------------


def incident(rule: str, **facts: Any) -> dict[str, Any]:
    return {"type": "incident", "rule": rule, "facts": facts}


def test_true_is_not_one_for_a_choice_fact(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = refused(tmp_path, capsys, game(incident("prikup-9.1", violator="Vera", cards_seen=True)))
    assert "(fact: cards_seen, value: true, allowed: 1 or 2)" in err
    assert "allowed=" not in err


def six(tricks: dict[str, int] | None = None) -> dict[str, Any]:
    deal = {
        "type": "deal",
        "declarer": "Boris",
        "contract": "6s",
        "defenders": {"Vera": "pass", "Anna": "pass"},
    }
    if tricks:
        deal["defenders"] = {"Vera": "whist", "Anna": "pass"}
        deal["tricks"] = tricks
    return deal


@pytest.mark.parametrize("proven", [7, 9])
def test_a_six_cannot_be_proven_down_more_than_six(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], proven: int
) -> None:
    doc = game(incident("kodeks-3.4.6", deal=six(), proven_undertricks=proven))
    err = refused(tmp_path, capsys, doc)
    assert "kodeks-3.4.6" in err and "from 0 to 6 on 6s" in err


def test_the_seed_example_six_proven_down_five_still_stands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = game(incident("kodeks-3.4.6", deal=six(), proven_undertricks=5))
    assert run(tmp_path, doc, "--json")[0] == 0
    out = json.loads(capsys.readouterr().out)
    assert out["sheet"]["mountain"]["Boris"] == 7 * 2  # down seven (seed 000, 3.4.6)


def test_a_suit_cannot_be_longer_by_eleven(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    facts = {"declarer": "Boris", "mistaken": "7s", "cards_opened": False, "longer_by": 11}
    err = refused(tmp_path, capsys, game(incident("zakaz-2.3", **facts)))
    assert "zakaz-2.3" in err and "from 2 to 10" in err


def test_an_incident_without_a_rule_says_what_is_wrong(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = refused(tmp_path, capsys, game({"type": "incident", "facts": {}}))
    assert "An incident in the game file cannot be read." in err


# -- item 15: keys and names ---------------------------------------------------------------


def test_a_misspelt_key_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deal = {
        "type": "deal",
        "declarer": "Anna",
        "contract": "7h",
        "defenders": {"Boris": "whist", "Vera": "pass"},
        "trick": {"Anna": 7, "Boris": 2, "Vera": 1},
    }
    err = refused(tmp_path, capsys, game(deal))
    assert "events[0].trick" in err and "unknown field" in err
    err = refused(tmp_path, capsys, {**game(), "option": {}})
    assert "option" in err


@pytest.mark.parametrize(
    "names",
    [
        ["Anna", "anna", "Vera"],
        ["Anna", "An\u200bna", "Vera"],
        ["Anna", "ANNA", "Vera"],
    ],
    ids=["case", "zero-width", "upper"],
)
def test_look_alike_names_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], names: list[str]
) -> None:
    err = refused(tmp_path, capsys, {"players": names})
    assert "look the same" in err


def test_names_are_trimmed_and_nfc(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    decomposed = "Ren" + "e\u0301"  # NFD é
    doc = {
        "players": [" Anna ", decomposed, "Vera"],
        "events": [
            {"type": "entry", "player": "Anna", "pool": 2},
            {"type": "entry", "player": "Ren\u00e9", "pool": 1},
        ],
    }
    assert run(tmp_path, doc, "--json")[0] == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"] == ["Anna", "Ren\u00e9", "Vera"]
    assert out["sheet"]["pool"] == {"Anna": 2, "Ren\u00e9": 1, "Vera": 0}


def test_a_name_is_bounded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(tmp_path, capsys, {"players": ["A" * 10_000, "B", "C"]})
    assert "at most 40 characters" in err


@pytest.mark.parametrize("blank", ["", "  ", "\u200b"])
def test_settle_refuses_blank_names_as_score_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], blank: str
) -> None:
    sheet = {
        "players": [blank, "Boris", "Vera"],
        "pool": {blank: 0, "Boris": 0, "Vera": 0},
        "mountain": {blank: 0, "Boris": 0, "Vera": 0},
    }
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(sheet), encoding="utf-8")
    assert main(["settle", str(path)]) == 2
    assert "Every player needs a name." in capsys.readouterr().err
    assert run(tmp_path, {"players": [blank, "Boris", "Vera"]})[0] == 2
