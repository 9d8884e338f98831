"""On a club server only the admin may delete a game or rename and merge players (issue 16),
enforced by PostgreSQL itself (the ``roster_log_guard`` trigger, app/store/postgres/
roster_stats_schema.py) whatever client connects, and refused first by the service.

A scorer may hide and show players and rename and archive games; a viewer writes nothing; no
one, the admin included, rewrites or removes a roster record.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import psycopg
import pytest
from psycopg import errors

from app.engine import SOCHI
from app.services import GameService, ServiceError
from app.store.postgres.backend import open_postgres
from tests.pg_fixtures import Club

NOW = "2026-12-01T20:00:00+00:00"
Connect = Callable[[str], psycopg.Connection]
INSERT = "INSERT INTO pulka.roster_log (seq, kind, payload, created_at) VALUES (%s, %s, %s, %s)"


def _append(conn: psycopg.Connection, seq: int, kind: str, payload: dict[str, object]) -> None:
    conn.execute(INSERT, [seq, kind, json.dumps(payload), NOW])


@pytest.fixture
def connect(pg_club: Club) -> Iterator[Connect]:
    opened: list[psycopg.Connection] = []

    def open_as(role: str) -> psycopg.Connection:
        conn = psycopg.connect(pg_club.url(role), autocommit=True)
        opened.append(conn)
        return conn

    yield open_as
    for conn in opened:
        conn.close()


RENAME: dict[str, object] = {"from": "A", "to": "Z", "stored": ["A"]}


@pytest.mark.parametrize(
    ("kind", "payload"),
    [("rename_player", RENAME), ("delete_game", {"game": 1})],
)
def test_a_scorer_cannot_rename_players_or_delete_games_even_with_sql(
    connect: Connect, kind: str, payload: dict[str, object]
) -> None:
    scorer = connect("scorer")
    with pytest.raises(errors.InsufficientPrivilege, match="only the club admin"):
        _append(scorer, 1, kind, payload)
    assert scorer.execute("SELECT count(*) FROM pulka.roster_log").fetchone() == (0,)


@pytest.mark.parametrize("kind", ["rename_player", "delete_game"])
def test_a_scorer_cannot_undo_or_redo_an_admin_s_rename_or_deletion(
    connect: Connect, kind: str
) -> None:
    admin, scorer = connect("admin"), connect("scorer")
    _append(admin, 1, kind, RENAME if kind == "rename_player" else {"game": 1})
    with pytest.raises(errors.InsufficientPrivilege):
        _append(scorer, 2, "undone", {"target": 1})
    _append(admin, 2, "undone", {"target": 1})
    with pytest.raises(errors.InsufficientPrivilege):
        _append(scorer, 3, "redone", {"target": 1})


def test_a_scorer_hides_players_and_archives_and_renames_games(connect: Connect) -> None:
    scorer = connect("scorer")
    _append(scorer, 1, "hide_player", {"name": "A"})
    _append(scorer, 2, "archive_game", {"game": 1})
    _append(scorer, 3, "rename_game", {"game": 1, "title": "Пятница"})
    _append(scorer, 4, "undone", {"target": 3})
    assert scorer.execute("SELECT count(*) FROM pulka.roster_log").fetchone() == (4,)


def test_a_marker_must_name_a_recorded_action(connect: Connect) -> None:
    scorer = connect("scorer")
    for payload in ({"target": 9}, {"target": "1"}, {}):
        with pytest.raises(errors.CheckViolation):
            _append(scorer, 1, "undone", payload)


def test_no_one_rewrites_the_roster_log(connect: Connect) -> None:
    admin, scorer, viewer = connect("admin"), connect("scorer"), connect("viewer")
    _append(admin, 1, "delete_game", {"game": 1})
    for conn in (admin, scorer, viewer):
        for statement in (
            "UPDATE pulka.roster_log SET kind = 'hide_player'",
            "DELETE FROM pulka.roster_log",
            "TRUNCATE pulka.roster_log",
        ):
            with pytest.raises(errors.InsufficientPrivilege):
                conn.execute(statement)
    with pytest.raises(errors.InsufficientPrivilege):
        _append(viewer, 2, "hide_player", {"name": "A"})
    # Nor may a scorer stamp games or write another's summaries' tables' schema.
    with pytest.raises(errors.InsufficientPrivilege):
        scorer.execute("UPDATE pulka.games SET roster_stamp = 7")
    with pytest.raises(errors.InsufficientPrivilege):
        viewer.execute("DELETE FROM pulka.stats_games")
    assert admin.execute("SELECT kind FROM pulka.roster_log").fetchall() == [("delete_game",)]


# -- through the service: what the role may not do is refused before the server is asked ---


def _service(pg_club: Club, role: str) -> GameService:
    return GameService(open_postgres(pg_club.url(role)))


def test_the_service_refuses_first_and_says_why(pg_club: Club) -> None:
    with _service(pg_club, "admin") as admin:
        game = admin.create_game(("Anna", "Boris", "Vera"), "Anna", SOCHI)
    with _service(pg_club, "scorer") as scorer:
        roster = scorer.roster
        assert (roster.may_delete, roster.may_rename_players, roster.may_change) == (
            False,
            False,
            True,
        )
        for action, code in [
            (lambda: roster.rename_player("Anna", "Аня"), "not_allowed_players"),
            (lambda: roster.merge_players("Anna", "Boris"), "not_allowed_players"),
            (lambda: roster.delete_game(game), "not_allowed"),
        ]:
            with pytest.raises(ServiceError) as refused:
                action()
            assert refused.value.code == code
        roster.hide_player("Vera")
        roster.archive_game(game)
        assert roster.undo().archived == frozenset()
        assert roster.roster().hidden == {"Vera"}
    with _service(pg_club, "viewer") as viewer:
        roster = viewer.roster
        assert not (roster.may_delete or roster.may_rename_players or roster.may_change)
        with pytest.raises(ServiceError) as refused:
            roster.hide_player("Anna")
        assert refused.value.code == "store_read_only"
        assert roster.players(include_hidden=True) == ["Anna", "Boris", "Vera"]


def test_the_admin_renames_merges_deletes_and_undoes_and_it_survives_a_restart(
    pg_club: Club,
) -> None:
    with _service(pg_club, "admin") as admin:
        one = admin.create_game(("Anna", "Boris", "Vera"), "Anna", SOCHI)
        two = admin.create_game(("Вика", "Boris", "Gleb"), "Gleb", SOCHI)
        roster = admin.roster
        roster.rename_player("Anna", "Аня")
        roster.merge_players("Вика", "Аня")
        roster.delete_game(two)
        roster.undo()
        roster.delete_game(one)
        stamps = admin.backend.roster.roster_stamps()  # type: ignore[union-attr]
        assert stamps == {one: 5, two: 4}
    with _service(pg_club, "viewer") as again:
        roster = again.roster
        after = roster.roster()
        assert after.deleted == {one}
        assert after.name("Anna") == after.name("Вика") == "Аня"
        assert roster.players() == ["Boris", "Gleb", "Vera", "Аня"]
        # The scorer cannot take back the admin's deletion, even by Undo.
        with _service(pg_club, "scorer") as scorer, pytest.raises(ServiceError) as refused:
            scorer.roster.undo()
        assert refused.value.code == "not_allowed"
