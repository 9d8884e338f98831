"""The club server's roles are enforced by PostgreSQL itself, whatever client connects.

A scorer at a table, even with ``psql``, cannot delete a game, write into a finished one or
change the schema; a viewer writes nothing; an admin may (docs/decisions/0005-club-server.md).
"""

from __future__ import annotations

import psycopg
import pytest
from psycopg import errors

from tests.pg_fixtures import Club

NOW = "2026-11-30T20:00:00+00:00"
EVENT = (
    "INSERT INTO pulka.events (game_id, seq, kind, payload, payload_version, created_at)"
    " VALUES (%s, %s, 'finished', '{}', 1, %s)"
)


def _game(conn: psycopg.Connection, status: str = "open") -> int:
    """A game written as the connected role would (raw SQL: no Pulka code in between)."""
    row = conn.execute(
        "INSERT INTO pulka.games (players, rules, first_dealer, status, created_at, updated_at)"
        ' VALUES (\'["A","B","C"]\', \'{"preset":"sochi"}\', \'A\', \'open\', %s, %s)'
        " RETURNING id",
        [NOW, NOW],
    ).fetchone()
    assert row is not None
    conn.execute(EVENT, [row[0], 1, NOW])
    conn.execute("UPDATE pulka.games SET last_seq = 1 WHERE id = %s", [row[0]])
    if status == "finished":
        conn.execute(
            "UPDATE pulka.games SET status = 'finished', finished_at = %s WHERE id = %s",
            [NOW, row[0]],
        )
    return int(row[0])


@pytest.fixture
def scorer(pg_club: Club) -> psycopg.Connection:
    with psycopg.connect(pg_club.url("scorer"), autocommit=True) as conn:
        yield conn


def test_scorer_creates_games_and_records_into_open_ones(scorer: psycopg.Connection) -> None:
    game = _game(scorer)
    scorer.execute(EVENT, [game, 2, NOW])
    scorer.execute("UPDATE pulka.games SET last_seq = 2, status = 'finished' WHERE id = %s", [game])
    assert scorer.execute(
        "SELECT count(*) FROM pulka.events WHERE game_id = %s", [game]
    ).fetchone() == (2,)


@pytest.mark.parametrize(
    "statement",
    [
        "DELETE FROM pulka.games WHERE id = {game}",
        "DELETE FROM pulka.events WHERE game_id = {game}",
        "DELETE FROM pulka.game_players WHERE game_id = {game}",
        "TRUNCATE pulka.events CASCADE",
        "UPDATE pulka.events SET payload = '{{}}' WHERE game_id = {game}",
        "UPDATE pulka.games SET rules = '{{}}' WHERE id = {game}",
        "UPDATE pulka.games SET players = '[]' WHERE id = {game}",
    ],
)
def test_scorer_cannot_delete_or_rewrite_a_game(scorer: psycopg.Connection, statement: str) -> None:
    game = _game(scorer)
    with pytest.raises(errors.InsufficientPrivilege):
        scorer.execute(statement.format(game=game))
    assert scorer.execute(
        "SELECT count(*) FROM pulka.events WHERE game_id = %s", [game]
    ).fetchone() == (1,)


@pytest.mark.parametrize(
    "statement",
    [
        EVENT,
        "UPDATE pulka.games SET status = 'open', finished_at = NULL WHERE id = %s",
        "UPDATE pulka.games SET last_seq = 5 WHERE id = %s",
    ],
)
def test_scorer_cannot_write_into_a_finished_game(
    scorer: psycopg.Connection, statement: str
) -> None:
    game = _game(scorer, status="finished")
    params = [game, 2, NOW] if statement == EVENT else [game]
    with pytest.raises(errors.InsufficientPrivilege, match="finished"):
        scorer.execute(statement, params)
    assert scorer.execute(
        "SELECT status, last_seq FROM pulka.games WHERE id = %s", [game]
    ).fetchone() == ("finished", 1)


@pytest.mark.parametrize(
    "statement",
    [
        "CREATE TABLE pulka.notes (x text)",
        "CREATE TABLE public.notes (x text)",
        "ALTER TABLE pulka.events ADD COLUMN x text",
        "ALTER TABLE pulka.games DISABLE TRIGGER finished_game_unchanged",
        "DROP TABLE pulka.events",
        "DROP TRIGGER events_append_only ON pulka.events",
        "CREATE SCHEMA mine",
        "DELETE FROM pulka.schema_migrations",
        "CREATE OR REPLACE FUNCTION pulka.is_admin() RETURNS boolean LANGUAGE sql AS 'SELECT true'",
        "GRANT pulka_admin TO pulka_test_scorer",
    ],
)
def test_scorer_cannot_change_the_schema(scorer: psycopg.Connection, statement: str) -> None:
    with pytest.raises(errors.InsufficientPrivilege):
        scorer.execute(statement)


def test_viewer_reads_but_writes_nothing(pg_club: Club, scorer: psycopg.Connection) -> None:
    game = _game(scorer)
    with psycopg.connect(pg_club.url("viewer"), autocommit=True) as viewer:
        assert viewer.execute("SELECT last_seq FROM pulka.games").fetchall() == [(1,)]
        for statement, params in [
            (EVENT, [game, 2, NOW]),
            ("UPDATE pulka.games SET last_seq = 2 WHERE id = %s", [game]),
            ("INSERT INTO pulka.players (name, created_at) VALUES ('D', %s)", [NOW]),
            ("SELECT * FROM pulka.games WHERE id = %s FOR UPDATE", [game]),
        ]:
            with pytest.raises(errors.InsufficientPrivilege):
                viewer.execute(statement, params)


def test_admin_may_reopen_and_delete_a_game(pg_club: Club, scorer: psycopg.Connection) -> None:
    game = _game(scorer, status="finished")
    with psycopg.connect(pg_club.url("admin"), autocommit=True) as admin:
        admin.execute(EVENT.replace("'finished'", "'reopened'"), [game, 2, NOW])
        admin.execute("UPDATE pulka.games SET status = 'open', last_seq = 2 WHERE id = %s", [game])
        admin.execute("DELETE FROM pulka.events WHERE game_id = %s", [game])
        admin.execute("DELETE FROM pulka.games WHERE id = %s", [game])
        assert admin.execute("SELECT count(*) FROM pulka.games").fetchone() == (0,)
        with pytest.raises(errors.InsufficientPrivilege, match="append-only"):
            _game(admin)
            admin.execute("UPDATE pulka.events SET seq = 9")
