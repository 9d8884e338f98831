"""Names with control characters (issue 29, D9): an escape sequence, a carriage return or line
feed, a right-to-left override. Refused where a name is entered, with a clear message; a name
already kept (an older file, an imported game) is written escaped (``\\u001b``) on every
output — the terminal, CSV, JSON — never raw (app/engine/names.py)."""

from __future__ import annotations

import contextlib
import csv
import io
import json
from pathlib import Path

import pytest

from app.cli import main
from app.engine import SOCHI, Call, Contract, Deal, EngineError
from app.engine.names import is_control, visible
from app.services import GameService, ServiceError
from app.services.event_settings import EventSettings
from app.services.events import EventService
from app.services.writing import write_transaction

EVIL = ("Eve\x1b[2J\x1b[31m", "Bob\r\nX +1000", "Ann\u202eA", "Tab\tT\x9b1m")
"""Three seated (the first clears a terminal and paints it red; the second fakes a line; the
third reads the rest of a line backwards) and a fourth, for the four-handed table."""


def raw_controls(text: str) -> list[str]:
    """The control characters of ``text`` other than its own line ends."""
    return [c for c in text if is_control(c) and c not in "\n"]


def test_visible_escapes_each_control_character_and_nothing_else() -> None:
    assert visible("Eve\x1b[31m") == "Eve\\u001b[31m"
    assert visible("a\r\nb\tc\x7f\x9b\u2028\u202e\u2066") == (
        "a\\u000d\\u000ab\\u0009c\\u007f\\u009b\\u2028\\u202e\\u2066"
    )
    for name in ("Вика", "Анна-Мария", "O'Neil", "👨‍👩‍👧", "a\u00a0b", "علي"):
        assert visible(name) == name  # joiners, no-break spaces, other scripts stay


# -- where a name is entered ---------------------------------------------------------------


@pytest.mark.parametrize("name", EVIL)
def test_a_new_game_refuses_the_name(tmp_path: Path, name: str) -> None:
    with GameService(tmp_path / "club.sqlite3", backups=0) as service:
        with pytest.raises(EngineError) as refused:
            service.create_game((name, "Vera", "Olga"), "Vera", SOCHI)
        assert refused.value.code == "name_control"
        assert refused.value.params["name"] == visible(name)
        assert service.list_games() == []


@pytest.mark.parametrize("name", EVIL)
def test_a_rename_an_evening_and_a_title_refuse_the_name(tmp_path: Path, name: str) -> None:
    with GameService(tmp_path / "club.sqlite3", backups=0) as service:
        game = service.create_game(("Anna", "Vera", "Olga"), "Vera", SOCHI)
        roster = service.roster
        for change in (
            lambda: roster.rename_player("Anna", name),
            lambda: roster.rename_game(game, f"Friday {name}"),
        ):
            with pytest.raises(ServiceError) as refused:
                change()
            assert refused.value.code == "name_control"
        events = EventService(service)
        for event_name, players in ((name, ("Anna", "Vera", "Olga")), ("Friday", (name, "B", "C"))):
            with pytest.raises(ServiceError) as refused:
                events.create_event(event_name, "evening", "2026-12-04", players, EventSettings())
            assert refused.value.code == "name_control"
        assert roster.players() == ["Anna", "Olga", "Vera"]
        assert events.list_events() == []


def test_the_command_line_refuses_the_name_in_one_escaped_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "club.sqlite3")
    players = ",".join(("Anna", "Vera", "Olga", EVIL[0]))
    code = main(["event", "create", db, "--name", "Friday", "--players", players])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1, err
    assert "control character" in err and visible(EVIL[0]) in err
    assert raw_controls(err) == []


# -- a file that already holds them -------------------------------------------------------------


def _evil_game(service: GameService, names: tuple[str, ...]) -> int:
    """A game of ``names`` as an older file or an import keeps it: written past the entry's
    check, as a game file is imported."""
    doc = {
        "format": "pulka-game",
        "version": 1,
        "players": list(names),
        "first_dealer": names[1],
        "rules": SOCHI.to_dict(),
        "events": [],
    }
    game = service.import_game(doc)
    deal = Deal(names[0], Contract.parse("6s"), {n: Call.PASS for n in names[1:]})
    service.record(game, deal, 0)
    return game


@pytest.fixture
def club(tmp_path: Path) -> Path:
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as service:
        _evil_game(service, EVIL[:3])
        events = service.backend.events
        assert events is not None
        with write_transaction(service.store):
            events.create_event(
                "Friday", "evening", "2026-12-04", EVIL, EventSettings().to_dict(), "now"
            )
    return path


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_every_command_prints_them_escaped(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(club)
    game = tmp_path / "game.json"
    code, out, _ = _run(capsys, "export", db, "1", str(game))
    assert code == 0 and raw_controls(game.read_text(encoding="utf-8")) == []
    assert json.loads(game.read_text(encoding="utf-8"))["players"] == list(EVIL[:3])
    outputs = {}
    for argv in (
        ("export", db, "1", "-"),
        ("score", str(game)),
        ("score", "--json", str(game)),
        ("stats", db),
        ("stats", db, "--json"),
        ("event", "seat", db, "1"),
        ("event", "start", db, "1", "1"),
        ("event", "standings", db, "1"),
        ("event", "standings", db, "1", "--json"),
    ):
        code, out, err = _run(capsys, *argv)
        assert code == 0, (argv, err)
        assert raw_controls(out + err) == [], (argv, out)
        outputs[argv] = out
    assert visible(EVIL[1]) in outputs[("score", str(game))]
    assert visible(EVIL[2]) in outputs[("stats", db)]
    assert visible(EVIL[3]) in outputs[("event", "standings", db, "1")]
    # JSON stays JSON: read back, the names are the names.
    assert json.loads(outputs[("score", "--json", str(game))])["players"] == list(EVIL[:3])
    standings = json.loads(outputs[("event", "standings", db, "1", "--json")])
    assert {line["player"] for line in standings["standings"]} == set(EVIL)


def test_an_error_quoting_the_name_is_one_escaped_line(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "game.json"
    assert _run(capsys, "export", str(club), "1", str(game))[0] == 0
    doc = json.loads(game.read_text(encoding="utf-8"))
    doc["events"].append({"type": "entry", "player": "Zed\x1b[2J", "pool": 1})
    game.write_text(json.dumps(doc), encoding="utf-8")
    code, _, err = _run(capsys, "score", str(game))
    assert code == 2 and err.count("\n") == 1, err
    assert raw_controls(err) == [] and "Zed\\u001b[2J" in err


def test_the_season_csv_holds_them_escaped(club: Path, tmp_path: Path) -> None:
    path = tmp_path / "season.csv"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["stats", str(club), "--csv", str(path)]) == 0
    text = path.read_text(encoding="utf-8-sig")
    cells = [c for row in csv.reader(io.StringIO(text)) for c in row]
    assert [c for c in cells if raw_controls(c)] == []
    assert {visible(n) for n in EVIL[:3]} <= set(cells)
    assert len(text.splitlines()) == 4  # the titles and three players: no line broken
