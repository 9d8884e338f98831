"""The headless ``pulka`` commands: score, settle, their output and their refusals."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main

GAME = {
    "format": "pulka-game",
    "version": 1,
    "players": ["Anna", "Boris", "Vera"],
    "rules": "sochi",
    "options": {"pool_size": 20},
    "first_dealer": "Anna",
    "events": [
        {
            "type": "deal",
            "declarer": "Anna",
            "contract": "7h",
            "defenders": {"Boris": "whist", "Vera": "pass"},
            "tricks": {"Anna": 7, "Boris": 2, "Vera": 1},
        },
        {"type": "raspasy", "tricks": {"Anna": 3, "Boris": 5, "Vera": 2}},
        {"type": "entry", "player": "Vera", "whists": {"Boris": 20}},
    ],
}


def write(tmp_path: Path, doc: object, name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return str(path)


def test_score_json_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--json", write(tmp_path, GAME)]) == 0
    out = json.loads(capsys.readouterr().out)
    # Deal 1 (A.4, A.5): Anna +4 pool; Boris (lone whister) writes 4 x 3 = 12 on Anna.
    # Deal 2 (A.13, first raspasy, 1 per trick): mountains 3, 5, 2.
    assert out["sheet"]["pool"] == {"Anna": 4, "Boris": 0, "Vera": 0}
    assert out["sheet"]["mountain"] == {"Anna": 3, "Boris": 5, "Vera": 2}
    assert out["sheet"]["whists"]["Boris"] == {"Anna": 12, "Vera": 0}
    assert out["sheet"]["whists"]["Vera"] == {"Anna": 0, "Boris": 20}
    assert out["finished"] is False
    # E.2: M' = (3+0, 5+4, 2+4) = (3, 9, 6); amnesty -> (0, 6, 3); avg 3.
    # Anna 10*(3-0) - 12 = 18; Boris 10*(3-6) + 12 - 20 = -38; Vera 10*(3-3) + 20 = 20.
    assert out["result"] == {"Anna": 18, "Boris": -38, "Vera": 20}
    assert sum(out["result"].values()) == 0
    assert out["money"] == {"Anna": "18.00", "Boris": "-38.00", "Vera": "20.00"}
    assert {(p["from"], p["to"], p["whists"]) for p in out["payments"]} == {
        ("Boris", "Vera", 20),
        ("Boris", "Anna", 18),
    }


def test_score_prints_fractions_as_strings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = dict(GAME, events=[GAME["events"][1]])
    assert main(["score", "--json", write(tmp_path, game)]) == 0
    out = json.loads(capsys.readouterr().out)
    # Mountains 3, 5, 2 -> amnesty 1, 3, 0; avg 4/3: Anna 10*(4/3-1) = 10/3.
    assert out["result"] == {"Anna": "10/3", "Boris": "-50/3", "Vera": "40/3"}


def test_score_table_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", write(tmp_path, GAME)]) == 0
    out = capsys.readouterr().out
    assert "Boris pays Vera: 20 whists" in out
    assert "not finished" in out


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"players": ["Anna", "Boris"]}, "A game needs three or four players. (count: 2)"),
        ({"rules": "moscow"}, "Unknown rules preset “moscow”."),
        (
            {"options": {"pool_size": "big"}},
            "options: The value of the option “pool_size” is not allowed. (value: big)",
        ),
        ({"events": [{"type": "deal", "declarer": "Anna", "contract": "11h"}]}, "events[0]"),
        (
            {"events": [{"type": "raspasy", "tricks": {"Anna": 3, "Boris": 3, "Vera": 3}}]},
            "event 1: The tricks add up to 9; they must add up to 10.",
        ),
        (
            {
                "events": [
                    {
                        "type": "deal",
                        "declarer": "Anna",
                        "contract": "6s",
                        "defenders": {"Anna": "whist", "Boris": "pass"},
                    }
                ]
            },
            "cannot whist",
        ),
    ],
)
def test_bad_input_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: dict[str, object], message: str
) -> None:
    assert main(["score", write(tmp_path, {**GAME, **change})]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("pulka: ")
    assert message in err
    assert "Traceback" not in err


def test_not_json_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    assert main(["score", str(path)]) == 2
    err = capsys.readouterr().err
    assert "not a game file: error at line 1, column 2. (reason: Expecting" in err


def test_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(tmp_path / "nope.json")]) == 2
    assert "nope.json" in capsys.readouterr().err


def test_settle_leningrad_paper_sheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sheet = {
        "rules": "leningrad",
        "players": ["Anna", "Boris", "Vera"],
        "pool": {"Anna": 30, "Boris": 20, "Vera": 10},
        "mountain": {"Anna": 0, "Boris": 0, "Vera": 0},
        "whists": {"Anna": {"Boris": 0, "Vera": 0}},
    }
    assert main(["settle", "--json", write(tmp_path, sheet)]) == 0
    out = json.loads(capsys.readouterr().out)
    # E.2 with k = 2 (C.2): M' = 0, 20, 40; avg 20 -> +200, 0, -200.
    assert out["result"] == {"Anna": 200, "Boris": 0, "Vera": -200}


def test_settle_refuses_unknown_player(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sheet = {"players": ["A", "B", "C"], "pool": {"A": 1, "B": 1, "D": 1}, "mountain": {}}
    assert main(["settle", write(tmp_path, sheet)]) == 2
    assert "pool.D: unknown player" in capsys.readouterr().err


def test_console_script_runs_headless(tmp_path: Path) -> None:
    """The installed entry point scores without importing Qt."""
    code = (
        "import sys; from app.cli import main; rc = main(sys.argv[1:]); "
        "assert 'PySide6' not in sys.modules; raise SystemExit(rc)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, "score", "--json", write(tmp_path, GAME)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["result"]["Vera"] == 20


@pytest.mark.parametrize(
    "argv",
    [[], ["--database", "x.sqlite3"], ["--language", "ru"], ["--self-test"]],
)
def test_app_options_start_the_desktop_app(argv: list[str]) -> None:
    started: list[list[str]] = []
    assert main(argv, start_app=lambda args: started.append(args) or 0) == 0
    assert started == [argv]


def test_without_the_desktop_app_the_cli_says_so() -> None:
    with pytest.raises(SystemExit, match="desktop app is not available"):
        main([])


@pytest.mark.parametrize(
    ("argv", "runs"),
    [([], "ui.app"), (["--language", "ru"], "ui.app"), (["--self-test"], "ui.self_test")],
)
def test_the_pulka_entry_starts_the_app_or_its_self_test(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], runs: str
) -> None:
    """``pulka`` (above app/ and ui/) hands the app's options to the desktop app."""
    import importlib

    import pulka

    started: list[tuple[str, list[str]]] = []
    for module, function in (("ui.app", "main"), ("ui.self_test", "run")):
        target = importlib.import_module(module)
        monkeypatch.setattr(target, function, lambda args, m=module: started.append((m, args)) or 0)
    assert pulka.main(argv) == 0
    assert started == [(runs, argv)]


def test_version_is_headless(capsys: pytest.CaptureFixture[str]) -> None:
    from app import __version__

    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"pulka {__version__}"
