"""``pulka stats``: the report, CSV, rebuild, and one line with exit status 2 on bad input."""

from __future__ import annotations

import contextlib
import csv
import json
import shutil
import sqlite3
from fractions import Fraction
from pathlib import Path

import pytest

from app.cli import main
from app.engine import SOCHI, Call, Contract, Deal
from app.services import GameService
from app.store.schema import MIGRATION_NAMES
from tests.store.test_db import FIXTURE_V1

SEVEN = Deal(
    "Anna",
    Contract.parse("7h"),
    {"Boris": Call.WHIST, "Vera": Call.PASS},
    {"Anna": 7, "Boris": 2, "Vera": 1},
)
GLEB_SEVEN = Deal(
    "Gleb",
    Contract.parse("7h"),
    {"Boris": Call.WHIST, "Vera": Call.PASS},
    {"Gleb": 7, "Boris": 2, "Vera": 1},
)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as service:
        for dealer in ("Vera", "Vera"):
            game = service.create_game(["Anna", "Boris", "Vera"], dealer, SOCHI)
            service.record(game, SEVEN, 0)
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["stats", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_json_report(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, str(db), "--json")
    assert code == 0, err
    report = json.loads(out)
    anna = next(p for p in report["players"] if p["player"] == "Anna")
    # Two 7♥ made: pool 4 each; Boris, lone whister, (2 + 1) × 4 = 12 on Anna each time.
    assert anna["games"] == 2 and anna["declarer"]["7"]["made"] == 2
    assert anna["declarer"]["7"]["success_rate"] == 1
    boris = next(p for p in report["players"] if p["player"] == "Boris")
    assert boris["defender"]["whists_written"] == 24 and boris["defender"]["whists_lost"] == 2
    assert report["season"]["rows"][0]["player"] == "Anna"
    assert {r["player"] for r in report["rating"]} == {"Anna", "Boris", "Vera"}


def test_text_csv_and_rebuild(db: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, str(db))
    assert code == 0 and out.startswith("season table (total):") and "rating" in out
    code, out, _ = run(capsys, str(db), "--csv", "-", "--measure", "best", "--best", "1")
    assert code == 0
    lines = out.splitlines()
    assert (
        lines[0] == "\ufeffplace,player,games,best,result,money,best_exact,result_exact,money_exact"
    )
    assert len(lines) == 4
    target = tmp_path / "season.csv"
    code, _, _ = run(capsys, str(db), "--csv", str(target), "--rebuild", "--json")
    assert code == 0 and target.read_bytes().startswith(b"\xef\xbb\xbfplace,player")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--from", "2026-13-01"], "--from: '2026-13-01' is not a date (YYYY-MM-DD)"),
        (["--from", "2026-09-02", "--to", "2026-09-01"], "--from 2026-09-02 is after --to"),
        (["--rules", "moscow"], "--rules: unknown preset 'moscow'"),
        (["--seats", "5"], "--seats: must be 3 or 4, not 5"),
        (["--seats", "three"], "--seats: 'three' is not a whole number"),
        (["--measure", "median"], "--measure: unknown measure 'median'"),
        (["--measure", "best"], "--measure best needs --best N"),
        (["--measure", "best", "--best", "0"], "--best: must be at least 1, not 0"),
        (["--best", "3"], "--best needs --measure best"),
        (["--versus", "Anna"], "--versus needs exactly one --player"),
        (["--player", "Gleb"], "no player named 'Gleb'"),
    ],
)
def test_bad_input_is_one_line(
    db: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = run(capsys, str(db), *args)
    assert code == 2 and out == ""
    assert err.startswith("pulka: ") and err.count("\n") == 1 and message in err, err


def test_missing_and_foreign_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, str(tmp_path / "none.sqlite3"))
    assert code == 2 and err == f"pulka: {tmp_path / 'none.sqlite3'}: no such database\n"
    text = tmp_path / "notes.txt"
    text.write_text("not a database", encoding="utf-8")
    code, _, err = run(capsys, str(text))
    assert code == 2 and "is not a Pulka database" in err and err.count("\n") == 1


def test_players_are_named_as_the_roster_calls_them_now(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--player`` and ``--versus`` take the names players go by now (docs/formats.md): after
    Anna → Anya, «Anya» has Anna's figures and «Anna» is refused naming the current name."""
    with GameService(db, backups=0) as service:
        roster = service.roster
        roster.rename_player("Anna", "Anya")
        roster.hide_player("Vera")  # hidden players still have figures to ask for
    code, out, err = run(capsys, str(db), "--json", "--player", "Anya", "--versus", "Vera")
    assert code == 0, err
    report = json.loads(out)
    assert [(p["player"], p["games"]) for p in report["players"]] == [("Anya", 2)]
    assert report["head_to_head"]["players"] == ["Anya", "Vera"]
    for args in (["--player", "Anna"], ["--player", "Boris", "--versus", "Anna"]):
        code, out, err = run(capsys, str(db), "--json", *args)
        assert (code, out) == (2, "")
        assert err == f"pulka: {db}: Anna is now called Anya\n"
    # A chain of renames names the last name; a merge names the player merged into.
    with GameService(db, backups=0) as service:
        gleb = service.create_game(["Gleb", "Boris", "Vera"], "Vera", SOCHI)
        service.record(gleb, GLEB_SEVEN, 0)
        roster = service.roster
        roster.rename_player("Anya", "Anna K.")
        roster.merge_players("Gleb", "Anna K.")
    for old in ("Anna", "Anya", "Gleb"):
        code, _, err = run(capsys, str(db), "--player", old)
        assert code == 2 and err == f"pulka: {db}: {old} is now called Anna K.\n"
    # Undone, the old name is a player's name again.
    with GameService(db, backups=0) as service:
        service.roster.undo()
    code, out, err = run(capsys, str(db), "--json", "--player", "Gleb")
    assert code == 0 and json.loads(out)["players"][0]["player"] == "Gleb", err


def test_an_older_database_is_copied_before_it_is_upgraded(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``pulka stats`` upgrades an older file as the app does: a copy of it as it was is kept in
    backups/ first (app/store/db.py); nothing else is copied (no game is written)."""
    path = tmp_path / "old.sqlite3"
    shutil.copy(FIXTURE_V1, path)
    code, out, err = run(capsys, str(path), "--json")
    assert (code, err) == (0, ""), err
    assert [p["player"] for p in json.loads(out)["players"]] == ["Anna", "Boris", "Vera"]
    copies = sorted((tmp_path / "backups").iterdir())
    assert [c.name.split("-", 3)[-1] for c in copies] == [
        "before-m002_index_games_by_update-verified.sqlite3"
    ]
    with contextlib.closing(sqlite3.connect(copies[0])) as copy:
        migrations = [r[0] for r in copy.execute("SELECT name FROM _sqlite_migrations")]
    assert migrations == ["m001_create_players_games_events"]
    with contextlib.closing(sqlite3.connect(path)) as upgraded:
        applied = [r[0] for r in upgraded.execute("SELECT name FROM _sqlite_migrations")]
    assert applied == list(MIGRATION_NAMES)
    # Opened again (up to date): no copy more.
    assert run(capsys, str(path))[0] == 0
    assert sorted((tmp_path / "backups").iterdir()) == copies


def test_a_copy_that_cannot_be_made_is_said_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copy(FIXTURE_V1, path)
    (tmp_path / "backups").write_text("a file where the folder should be", encoding="utf-8")
    code, out, err = run(capsys, str(path))
    assert code == 0 and out.startswith("season table")
    assert err.count("\n") == 1
    assert err.startswith(f"pulka: warning: {path}: no backup copy was kept before the upgrade (")


def test_the_csv_is_the_windows_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--csv`` writes what the season window saves (app/stats/season.py): UTF-8 with the
    byte-order mark Excel needs for Cyrillic names, a name that would start a formula guarded
    with an apostrophe, numbers such as -12 left as numbers — to a file and to standard output."""
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as service:
        players = ["=HYPERLINK(1)", "-Вика", "@Боря"]
        game = service.create_game(players, players[-1], SOCHI)
        seven = Deal(
            players[0],
            Contract.parse("7h"),
            {players[1]: Call.WHIST, players[2]: Call.PASS},
            {players[0]: 7, players[1]: 2, players[2]: 1},
        )
        service.record(game, seven, 0)
    target = tmp_path / "season.csv"
    code, _, err = run(capsys, str(path), "--csv", str(target))
    assert code == 0, err
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    with open(target, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    by_name = {row[1]: row for row in rows[1:]}
    assert set(by_name) == {"'=HYPERLINK(1)", "'-Вика", "'@Боря"}
    # The whister who lost: a negative total stays a number a spreadsheet adds up.
    vika = by_name["'-Вика"]
    assert Fraction(vika[6]) < 0 and vika[3].startswith("-")
    assert abs(Fraction(vika[3]) - Fraction(vika[6])) < Fraction(1, 10**4)
    assert vika[5].startswith("-") and "." in vika[5]
    code, out, err = capsys_bytes(capsys, str(path), "--csv", "-")
    assert code == 0 and out == raw, err


def capsys_bytes(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, bytes, str]:
    """Like :func:`run`, the standard output as the bytes written (the byte-order mark too)."""
    code = main(["stats", *args])
    captured = capsys.readouterr()
    return code, captured.out.encode("utf-8"), captured.err


def test_the_text_says_one_game_and_two_games(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with GameService(db, backups=0) as service:
        gleb = service.create_game(["Gleb", "Boris", "Vera"], "Vera", SOCHI)
        service.record(gleb, GLEB_SEVEN, 0)
    code, out, err = run(capsys, str(db), "--player", "Anna", "--versus", "Gleb")
    assert code == 0, err
    assert "Gleb: 44/3 in 1 game\n" in out and "Anna: 88/3 in 2 games\n" in out
    assert "Anna vs Gleb: 0 games," in out
    code, out, err = run(capsys, str(db), "--player", "Boris", "--versus", "Gleb")
    assert "Boris vs Gleb: 1 game," in out, err


def test_a_damaged_roster_log_is_one_line_with_fresh_summaries(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Not only ``--rebuild`` says it: the summaries are fresh, the damage stamps no game."""
    assert run(capsys, str(db), "--json")[0] == 0
    with contextlib.closing(sqlite3.connect(db)) as conn, conn:
        conn.execute(
            "INSERT INTO roster_log VALUES (1, 'teleport', '{}', '2026-11-30T21:00:00+00:00')"
        )
    for args in ([], ["--json"], ["--player", "Anna"], ["--csv", "-"], ["--rebuild"]):
        code, out, err = run(capsys, str(db), *args)
        assert (code, out) == (2, ""), args
        assert err.startswith("pulka: ") and err.count("\n") == 1, err
        assert "roster" in err.lower(), err
