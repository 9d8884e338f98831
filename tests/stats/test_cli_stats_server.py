"""``pulka stats --server URL``: every option against a club server, the same document as for
a file holding the same games, ``--rebuild`` for its admin only, one line and exit 2 on
failure (docs/formats.md, "pulka stats")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.engine import SOCHI
from app.services import GameService
from app.store.postgres.backend import open_postgres
from tests.pg_fixtures import Club
from tests.stats.test_cli_stats import SEVEN


def fill(service: GameService) -> None:
    for dealer in ("Vera", "Vera"):
        game = service.create_game(["Anna", "Boris", "Vera"], dealer, SOCHI)
        service.record(game, SEVEN, 0)
    four = service.create_game(["Anna", "Boris", "Vera", "Gleb"], "Gleb", SOCHI)
    service.record(four, SEVEN, 0)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["stats", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def without_dates(document: dict[str, object]) -> dict[str, object]:
    """The report without ``last_played`` (the two databases were filled at other moments)."""
    for player in document["players"]:  # type: ignore[attr-defined]
        player.pop("last_played")
    return document


OPTION_SETS = [
    ["--json"],
    ["--json", "--player", "Anna", "--versus", "Boris"],
    ["--json", "--seats", "4", "--rules", "sochi", "--from", "2020-01-01", "--to", "2099-12-31"],
    ["--json", "--finished", "--measure", "best", "--best", "1"],
    ["--json", "--measure", "per_game"],
]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: " ".join(o[1:]) or "plain")
def test_every_option_gives_what_a_file_gives(
    pg_club: Club, tmp_path: Path, capsys: pytest.CaptureFixture[str], options: list[str]
) -> None:
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as local:
        fill(local)
    with GameService(open_postgres(pg_club.url("admin"))) as server:
        fill(server)
    code, from_file, err = run(capsys, str(path), *options)
    assert code == 0, err
    for role in ("viewer", "scorer", "admin"):
        code, from_server, err = run(capsys, "--server", pg_club.url(role), *options)
        assert code == 0, err
        assert without_dates(json.loads(from_server)) == without_dates(json.loads(from_file))


def test_csv_text_and_rebuild_on_the_server(
    pg_club: Club, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with GameService(open_postgres(pg_club.url("scorer"))) as server:
        fill(server)
    admin = pg_club.url("admin")
    code, out, err = run(capsys, "--server", admin, "--csv", "-")
    assert code == 0, err
    assert out.splitlines()[0] == (
        "\ufeffplace,player,games,total,result,money,total_exact,result_exact,money_exact"
    )
    code, out, err = run(capsys, "--server", admin, "--rebuild")
    assert code == 0, err
    assert out.startswith("season table (total):")
    for role in ("scorer", "viewer"):
        code, out, err = run(capsys, "--server", pg_club.url(role), "--rebuild")
        assert (code, out) == (2, "")
        assert err.count("\n") == 1 and "only the club admin may rebuild" in err
        assert "secret" not in err  # the password is never printed


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--player", "Nobody"], "no player named 'Nobody'"),
        (["club.sqlite3"], "give the database club.sqlite3 or --server, not both"),
        (["--seats", "5"], "--seats: must be 3 or 4"),
    ],
)
def test_bad_input_against_a_server_is_one_line(
    pg_club: Club, capsys: pytest.CaptureFixture[str], args: list[str], expected: str
) -> None:
    code, out, err = run(capsys, "--server", pg_club.url("viewer"), *args)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and expected in err, err
    assert "secret" not in err


def test_players_are_named_as_the_server_roster_calls_them_now(
    pg_club: Club, capsys: pytest.CaptureFixture[str]
) -> None:
    """As for a file (tests/stats/test_cli_stats.py): the current name is taken, the old one
    refused naming the current one — for every role."""
    with GameService(open_postgres(pg_club.url("admin"))) as server:
        fill(server)
        server.roster.rename_player("Anna", "Anya")
    for role in ("viewer", "scorer", "admin"):
        url = pg_club.url(role)
        code, out, err = run(capsys, "--server", url, "--json", "--player", "Anya")
        assert code == 0, err
        assert [(p["player"], p["games"]) for p in json.loads(out)["players"]] == [("Anya", 3)]
        code, out, err = run(capsys, "--server", url, "--player", "Boris", "--versus", "Anna")
        assert (code, out) == (2, "")
        assert err.count("\n") == 1 and err.endswith(": Anna is now called Anya\n"), err


def test_an_unreachable_server_or_a_bad_address_is_one_line(
    pg_club: Club, capsys: pytest.CaptureFixture[str]
) -> None:
    wrong_password = pg_club.url("viewer").replace("secret-viewer", "wrong-password")
    for url, expected in [
        ("postgresql://nobody@127.0.0.1:1/club", "server club@127.0.0.1:1: "),
        (wrong_password, "user name or password"),
        ("http://example.org/club", "not a club server address"),
    ]:
        code, out, err = run(capsys, "--server", url)
        assert (code, out) == (2, ""), err
        assert err.count("\n") == 1 and expected in err, err
        assert "wrong-password" not in err
    code, _, err = run(capsys)
    assert code == 2 and "name the database file, or the club server with --server URL" in err
