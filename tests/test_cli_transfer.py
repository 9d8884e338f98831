"""``pulka push``/``pull`` and ``--server`` on the command line (issue 15): one line and exit 2
for a bad address; games moved by UUID (the server end stood in for by a second file until the
PostgreSQL store is behind the store protocol)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main, server_access
from app.engine import SOCHI
from app.services import GameService
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY

URL = "postgresql://scorer@club.local/club"


@pytest.fixture
def server_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The "server" a command opens: a second SQLite file standing in for it."""
    path = tmp_path / "server.sqlite3"

    def open_server(url: str) -> GameService:
        assert url == URL
        return GameService(path, backups=0)

    monkeypatch.setattr(server_access, "open_server_service", open_server)
    return path


def local_game(path: Path, deals: int) -> int:
    with GameService(path, backups=0) as service:
        game = service.create_game(PLAYERS, "Anna", SOCHI)
        for seq in range(deals):
            service.record(game, ANNA_7H if seq % 2 else RASPASY, seq)
        return game


def test_push_then_push_again_then_pull(tmp_path: Path, server_file: Path, capsys) -> None:
    table = tmp_path / "table.sqlite3"
    local_game(table, 3)
    assert main(["push", str(table), "--server", URL]) == 0
    assert capsys.readouterr().out == "game 1 (Anna, Boris, Vera): copied as game 1 (3 events)\n"
    assert main(["push", str(table), "--server", URL, "1"]) == 0
    assert "already the same as game 1" in capsys.readouterr().out
    with GameService(server_file, backups=0) as server:
        server.record(1, RASPASY, 3)
    assert main(["pull", "--server", URL, str(table)]) == 0
    assert capsys.readouterr().out == "game 1 (Anna, Boris, Vera): 1 new events added to game 1\n"


def test_a_game_changed_on_both_sides_exits_2_with_one_line(tmp_path: Path, server_file, capsys):
    table = tmp_path / "table.sqlite3"
    local_game(table, 2)
    assert main(["push", str(table), "--server", URL]) == 0
    with GameService(table, backups=0) as local:
        local.record(1, ANNA_7H, 2)
    with GameService(server_file, backups=0) as server:
        server.record(1, RASPASY, 2)
    capsys.readouterr()
    assert main(["push", str(table), "--server", URL]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert "changed on both sides after event 2; not merged" in captured.err


@pytest.mark.parametrize(
    "argv",
    [
        ["push", "table.sqlite3", "--server", "postgresql://host:port/club"],
        ["pull", "--server", "club.sqlite3", "table.sqlite3"],
        ["export", "1", "-", "--server", "postgresql://a@h/my club"],
        ["import", "--server", "https://club.local/", "game.json"],
    ],
)
def test_a_bad_server_address_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys, argv) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "table.sqlite3").touch()
    (tmp_path / "game.json").write_text('{"players": ["A", "B", "C"]}', encoding="utf-8")
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a club server address" in err


def test_without_a_running_server_store_the_address_is_refused_in_one_line(tmp_path, capsys):
    table = tmp_path / "table.sqlite3"
    local_game(table, 1)
    assert main(["push", str(table), "--server", "postgresql://anna:s3cret@club.local/club"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("pulka: server club@club.local:") and err.count("\n") == 1
    assert "s3cret" not in err


def test_export_and_import_take_the_server_instead_of_a_file(tmp_path, server_file, capsys):
    local_game(server_file, 2)
    out = tmp_path / "out.json"
    assert main(["export", "--server", URL, "1", str(out)]) == 0
    assert main(["import", "--server", URL, str(out)]) == 0
    assert capsys.readouterr().out == "2\n"
    assert main(["export", "db.sqlite3", "1", "-", "--server", URL]) == 2
    assert "not both" in capsys.readouterr().err


def test_a_game_with_an_incident_is_pushed_whole(tmp_path: Path, server_file: Path, capsys) -> None:
    from app.engine import Incident

    table = tmp_path / "table.sqlite3"
    game = local_game(table, 2)
    with GameService(table, backups=0) as local:
        incident = Incident(
            "prikup-2", {"violator": "Anna", "bidding_started": True, "bid_level": 7}
        )
        local.record(game, incident, 2)
        sheet = local.sheet(game)
    assert main(["push", str(table), "--server", URL]) == 0
    assert "copied as game 1 (3 events)" in capsys.readouterr().out
    with GameService(server_file, backups=0) as server:
        assert server.sheet(1) == sheet
