"""``pulka push`` then ``pulka pull`` reproduces a club file whole (issue 29, item 3; README,
"Move an existing club file"): every game with its log, times, names and rules; the roster and
its log; every evening with its rounds, tables, seating and standings.

The club file (tests/club_file.py) has corrections, undone and redone events, a rename, a merge,
hidden players, an archived and a renamed game, and two evenings over six weeks. The exports
(``pulka export``, byte for byte), the statistics (``pulka stats --json``) and the standings
(``pulka event standings --json``) are compared before and after, on the file pulled back and on
the server itself.
"""

from __future__ import annotations

from pathlib import Path

import psycopg
import pytest

from app.cli import main
from app.events.seating import Seating
from app.services import GameService
from tests.club_file import build_club, dump
from tests.pg_fixtures import Club


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _outputs(capsys: pytest.CaptureFixture[str], where: list[str]) -> dict[str, str]:
    """What the commands print about the club at ``where`` (``[DB]`` or ``["--server", URL]``):
    each game's export by UUID, the statistics, each event's standings."""
    out: dict[str, str] = {}
    if where[0] == "--server":
        service = GameService(where[1])
    else:
        service = GameService(where[0], backups=0, create=False)
    with service:
        games = [(g.id, service.backend.games.game_uuid(g.id)) for g in service.list_games()]
        events = [e.id for e in service.events.list_events()]
    for game_id, game_uuid in games:
        code, text, err = _run(capsys, "export", *where, str(game_id), "-")
        assert (code, err) == (0, "")
        out[f"export {game_uuid}"] = text
    code, out["stats"], err = _run(capsys, "stats", *where, "--json")
    assert (code, err) == (0, ""), err
    for event in events:
        code, text, err = _run(capsys, "event", "standings", *where, str(event), "--json")
        assert (code, err) == (0, ""), err
        out[f"standings {event}"] = text
    return out


def _tables(club: Club) -> list[object]:
    """The server's own rows (not the derived summaries), as the superuser reads them."""
    with psycopg.connect(club.url(), autocommit=True) as conn:
        return [
            conn.execute(
                f"SELECT coalesce(json_agg(t ORDER BY t::text), '[]')::text FROM pulka.{table} t"
            ).fetchone()
            for table in (
                "games",
                "events",
                "players",
                "game_players",
                "roster_log",
                "club_events",
                "club_rounds",
                "club_tables",
            )
        ]


def test_push_then_pull_reproduces_the_club_file(
    pg_club: Club, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    club = tmp_path / "club.sqlite3"
    build_club(club)
    with GameService(club, backups=0) as source:
        before = dump(source)
    printed = _outputs(capsys, [str(club)])
    url = pg_club.url("admin")

    code, out, err = _run(capsys, "push", str(club), "--server", url)
    assert (code, err) == (0, "")
    assert out.count("copied as game") == 10
    assert "roster: 10 records copied" in out
    assert "evening 1 (Пятница): copied as evening 1" in out
    with GameService(url) as server:
        assert dump(server) == before
    assert _outputs(capsys, ["--server", url]) == printed

    # Pushing twice adds nothing.
    rows = _tables(pg_club)
    code, out, err = _run(capsys, "push", str(club), "--server", url)
    assert (code, err) == (0, "")
    assert "copied" not in out and "added" not in out
    assert out.count("already the same") == 13  # 10 games, the roster, 2 evenings
    assert _tables(pg_club) == rows

    pulled = tmp_path / "pulled.sqlite3"
    code, out, err = _run(capsys, "pull", "--server", url, str(pulled))
    assert (code, err) == (0, "")
    with GameService(pulled, backups=0) as back:
        assert dump(back) == before
    assert _outputs(capsys, [str(pulled)]) == printed
    code, out, err = _run(capsys, "pull", "--server", url, str(pulled))
    assert (code, err) == (0, "") and out.count("already the same") == 13


def test_an_evening_seated_differently_on_both_sides_is_refused(
    pg_club: Club, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    club = tmp_path / "club.sqlite3"
    build_club(club)
    url = pg_club.url("admin")
    assert _run(capsys, "push", str(club), "--server", url)[0] == 0
    # The organiser seats Saturday's round 2 again on the server (it has not started).
    with GameService(url) as server:
        events = server.events
        saturday = max(e.id for e in events.list_events())
        seating = events.seating(saturday, 2)
        tables = list(seating.tables)
        first, second = list(tables[0]), list(tables[1])
        first[0], second[0] = second[0], first[0]
        events.save_seating(saturday, 2, Seating((tuple(first), tuple(second)), seating.byes))
    rows = _tables(pg_club)
    with GameService(club, backups=0) as source:
        before = dump(source)
    code, out, err = _run(capsys, "push", str(club), "--server", url)
    assert code == 2
    assert "Суббота" in err and "not merged" in err
    assert out.count("already the same") == 12  # every game, the roster, Friday
    assert _tables(pg_club) == rows
    code, out, err = _run(capsys, "pull", "--server", url, str(club))
    assert code == 2 and "Суббота" in err
    with GameService(club, backups=0) as source:
        assert dump(source) == before


def test_a_scorer_pushes_the_games_and_is_told_the_rest_is_the_admins(
    pg_club: Club, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    club = tmp_path / "club.sqlite3"
    build_club(club)
    code, out, err = _run(capsys, "push", str(club), "--server", pg_club.url("scorer"))
    assert code == 2
    assert out.count("copied as game") == 10
    lines = err.splitlines()
    assert len(lines) == 3
    assert lines[0].startswith(
        "pulka: the roster was not copied: the club server does not allow this to the connected"
        " user ("
    )
    for line, event in zip(lines[1:], ("1 (Пятница)", "2 (Суббота)"), strict=True):
        assert line.startswith(
            f"pulka: event {event} was not copied: the club server does not allow this to the"
            " connected user ("
        )
    # The admin's push then brings the rest, linking the games already there.
    code, out, err = _run(capsys, "push", str(club), "--server", pg_club.url("admin"))
    assert (code, err) == (0, "")
    assert out.count("already the same as game") == 10
    with GameService(club, backups=0) as source, GameService(pg_club.url("admin")) as server:
        assert dump(server) == dump(source)
