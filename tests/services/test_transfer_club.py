"""A whole club moved between two files (app/services/transfer_club.py, issue 29 item 3): its
games with their times, the roster log and the evenings; twice adds nothing; what moved on only
on one side is caught up; what changed on both is refused and nothing of it written."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.services import GameService
from app.services.transfer import Moved
from app.services.transfer_club import Item, move_club
from app.services.transfer_events import EventMoved
from app.services.transfer_roster import RosterMoved
from tests.club_file import build_club, dump


@pytest.fixture(scope="module")
def club_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("club") / "club.sqlite3"
    build_club(path)
    return path


@pytest.fixture
def ends(club_template: Path, tmp_path: Path) -> Iterator[tuple[GameService, GameService]]:
    club = tmp_path / "club.sqlite3"
    club.write_bytes(club_template.read_bytes())
    with (
        GameService(club, backups=0) as source,
        GameService(tmp_path / "other.sqlite3", backups=0) as target,
    ):
        yield source, target


def move(source: GameService, target: GameService) -> list[Item]:
    return list(move_club(source.backend, target.backend))


def outcomes(items: list[Item]) -> list[str]:
    out = []
    for item in items:
        if isinstance(item, RosterMoved):
            out.append(f"roster {item.outcome}")
        elif isinstance(item, EventMoved):
            out.append(f"{item.name} {item.outcome}")
        else:
            assert isinstance(item, Moved)
            out.append(item.outcome)
    return out


def test_a_club_moves_whole_and_a_second_move_adds_nothing(ends) -> None:
    source, target = ends
    first = move(source, target)
    assert outcomes(first) == ["copied"] * 10 + [
        "roster copied",
        "Пятница copied",
        "Суббота copied",
    ]
    assert dump(target) == dump(source)
    assert outcomes(move(source, target)) == ["same"] * 10 + [
        "roster same",
        "Пятница same",
        "Суббота same",
    ]
    assert dump(target) == dump(source)
    # And back again, into a third file: the same club.
    assert outcomes(move(target, source)) == ["same"] * 10 + [
        "roster same",
        "Пятница same",
        "Суббота same",
    ]


def test_what_moved_on_only_here_is_caught_up(ends) -> None:
    source, target = ends
    move(source, target)
    source.roster.hide_player("Egor")
    events = source.events
    saturday = max(e.id for e in events.list_events())
    games = events.start_round(saturday, 2)
    source.record(games[0], _raspasy(events.seating(saturday, 2).tables[0]), 0)
    items = move(source, target)
    assert outcomes(items)[-3:] == ["roster extended", "Пятница same", "Суббота extended"]
    assert outcomes(items).count("copied") == 2  # the round's two new games
    assert dump(target) == dump(source)
    assert outcomes(move(target, source))[-3:] == ["roster same", "Пятница same", "Суббота same"]


def test_the_roster_changed_on_both_sides_is_refused_and_nothing_of_it_written(ends) -> None:
    source, target = ends
    move(source, target)
    source.roster.hide_player("Egor")
    target.roster.hide_player("Dina")
    before = dump(target)
    (roster,) = [i for i in move(source, target) if isinstance(i, RosterMoved)]
    assert (roster.outcome, roster.common) == ("diverged", 10)
    assert dump(target) == before


def test_an_evening_seated_differently_on_both_sides_is_refused(ends) -> None:
    source, target = ends
    move(source, target)
    for service, first in ((source, 0), (target, 1)):
        events = service.events
        saturday = max(e.id for e in events.list_events())
        seating = events.seating(saturday, 2)
        tables = [list(t) for t in seating.tables]
        tables[0][first], tables[1][first] = tables[1][first], tables[0][first]
        from app.events.seating import Seating

        events.save_seating(saturday, 2, Seating(tuple(map(tuple, tables)), seating.byes))
    before = dump(target)
    saturday_moved = [i for i in move(source, target) if isinstance(i, EventMoved)][-1]
    assert (saturday_moved.outcome, saturday_moved.common) == ("diverged", 1)
    assert dump(target) == before


def test_named_games_move_alone(ends) -> None:
    source, target = ends
    assert outcomes(list(move_club(source.backend, target.backend, [1, 2]))) == ["copied", "copied"]
    assert target.roster.roster().last_seq == 0
    assert target.events.list_events() == []


def _raspasy(table: tuple[str, ...]):  # type: ignore[no-untyped-def]
    from app.engine import Raspasy

    a, b, c = table
    return Raspasy({a: 2, b: 4, c: 4})
