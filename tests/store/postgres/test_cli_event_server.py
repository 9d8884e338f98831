"""``pulka event … --server URL`` (docs/formats.md, "pulka event"): the same commands and
documents on a club server; a refused role or an unreachable server is one line, exit 2."""

from __future__ import annotations

import json

import pytest

from app.services.game_service import GameService
from app.store.postgres.backend import open_postgres
from tests.pg_cluster import free_port
from tests.pg_fixtures import Club
from tests.services.helpers import ANNA_7H, BORIS_6S_UNPLAYED
from tests.test_cli_event import SIX, documented, run


def _evening(club: Club, capsys: pytest.CaptureFixture[str]) -> str:
    """The documented evening's event and round 1, set up by the club admin; its URL."""
    admin = club.url("admin")
    create = ("event", "create", "--server", admin, "--name", "Friday", "--date", "2026-11-27")
    assert run(capsys, *create, "--players", SIX, "--deals", "2", "--points", "places") == (
        0,
        "1\n",
        "",
    )
    tables = "Anna,Boris,Vera;Gleb,Dina,Egor"
    assert run(capsys, "event", "seat", "--server", admin, "1", "--tables", tables)[:2] == (
        0,
        "1\n",
    )
    assert run(capsys, "event", "start", "1", "1", "--server", admin)[:2] == (0, "1\n2\n")
    return admin


def test_the_documented_evening_on_the_server(
    pg_club: Club, capsys: pytest.CaptureFixture[str]
) -> None:
    _evening(pg_club, capsys)
    # The table's PC records as a scorer; a viewer reads the documents.
    with GameService(open_postgres(pg_club.url("scorer"))) as table:
        table.record(1, ANNA_7H, expected_seq=0)
        table.record(1, BORIS_6S_UNPLAYED, expected_seq=1)
    viewer = pg_club.url("viewer")
    code, out, _ = run(capsys, "event", "seating", "--server", viewer, "1", "1", "--json")
    assert code == 0 and json.loads(out) == documented("pulka-event-seating")
    code, out, _ = run(capsys, "event", "standings", "1", "--json", "--server", viewer)
    assert code == 0 and json.loads(out) == documented("pulka-event-standings")
    code, out, _ = run(capsys, "event", "standings", "--server", viewer, "1")
    assert code == 0 and out.splitlines()[0] == "  1  Boris  2  (12)"


@pytest.mark.parametrize("role", ["scorer", "viewer"])
@pytest.mark.parametrize(
    "args",
    [
        ("event", "create", "--server", "URL", "--name", "Mine", "--players", SIX),
        ("event", "seat", "--server", "URL", "1"),
        ("event", "start", "--server", "URL", "1", "2"),
    ],
)
def test_only_the_admin_runs_the_evening(
    pg_club: Club, capsys: pytest.CaptureFixture[str], role: str, args: tuple[str, ...]
) -> None:
    admin = _evening(pg_club, capsys)
    assert run(capsys, "event", "seat", "--server", admin, "1")[:2] == (0, "2\n")  # proposed
    argv = [pg_club.url(role) if a == "URL" else a for a in args]
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err == (
        "pulka: Only the club's administrator may create evenings and seat or start rounds;"
        " at a table the games are recorded.\n"
    )
    code, out, _ = run(capsys, "event", "seating", "--server", admin, "1", "2", "--json")
    assert json.loads(out)["started"] is False  # nothing changed


def test_the_server_refuses_even_when_the_app_does_not_ask(
    pg_club: Club, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Were the app's own check gone, the server's grants still refuse (one line, exit 2)."""
    _evening(pg_club, capsys)
    from app.services import permissions

    monkeypatch.setattr(permissions.Permissions, "organise_events", property(lambda _: True))
    code, out, err = run(capsys, "event", "seat", "--server", pg_club.url("scorer"), "1")
    assert (code, out) == (2, "")
    assert err.startswith("pulka: The club server refused this: nothing was written.")
    assert err.count("\n") == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("event", "standings", "--server", "postgresql://anna@127.0.0.1:{free}/club", "1"),
            "pulka: server club@127.0.0.1:{free}: the club server cannot be reached (",
        ),
        (
            ("event", "seating", "--server", "postgresql://anna@club:port/club", "1", "1"),
            "not a club server address",
        ),
        (("event", "standings", "DB", "--server", "URL", "1"), "give the database"),
        (("event", "standings", "1"), "name the database file, or the club server"),
    ],
)
def test_an_unreachable_server_or_a_bad_address_is_one_line(
    pg_club: Club,
    capsys: pytest.CaptureFixture[str],
    args: tuple[str, ...],
    message: str,
) -> None:
    free = free_port()
    argv = [
        pg_club.url("viewer") if a == "URL" else "club.sqlite3" if a == "DB" else a for a in args
    ]
    argv = [a.format(free=free) for a in argv]
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert message.format(free=free) in err and err.count("\n") == 1
    assert "secret" not in err
