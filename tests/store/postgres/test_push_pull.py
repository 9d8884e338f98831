"""``pulka push``/``pull`` against a real club server: copied whole, twice adds nothing, a
game changed on both sides refused (issue 15, "Moving games")."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
from app.engine import SOCHI
from app.services import GameService
from tests.pg_fixtures import Club
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY


def test_push_to_the_server_then_pull_back(
    pg_club: Club, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = tmp_path / "table.sqlite3"
    with GameService(table, backups=0) as local:
        game = local.create_game(PLAYERS, "Anna", SOCHI)
        for seq in range(3):
            local.record(game, ANNA_7H if seq % 2 else RASPASY, seq)
        local.undo(game, 3)
        sheet = local.sheet(game)
    url = pg_club.url("scorer")
    assert main(["push", str(table), "--server", url]) == 0
    assert "copied as game" in capsys.readouterr().out
    assert main(["push", str(table), "--server", url]) == 0
    assert "already the same" in capsys.readouterr().out
    with GameService(url) as server:
        (listing,) = server.list_games()
        assert server.sheet(listing.id) == sheet
        server.record(listing.id, RASPASY, server.last_seq(listing.id))
    assert main(["pull", "--server", url, str(table)]) == 0
    assert "1 new events added" in capsys.readouterr().out
    with GameService(table, backups=0) as local:
        local.record(game, RASPASY, local.last_seq(game))
    with GameService(url) as server:
        server.record(listing.id, ANNA_7H, server.last_seq(listing.id))
    assert main(["push", str(table), "--server", url]) == 2
    assert "not merged" in capsys.readouterr().err
