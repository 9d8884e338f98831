"""Who may run a club evening on the server, enforced by PostgreSQL itself (migration
``m002_club_events``; docs/events.md, "On the club server"): the club admin creates events,
seats and starts rounds; a scorer at a table only records into the round's games; a viewer
reads. A started round stays as it started, whoever asks."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest
from psycopg import errors

from app.engine import SOCHI
from app.store.errors import StoreError
from app.store.postgres.backend import open_postgres
from app.store.postgres.errors import ServerRefused
from app.store.postgres.schema import MIGRATIONS
from app.store.postgres.server import init_server
from app.store.postgres.store import open_postgres_store
from tests.pg_fixtures import Club

NOW = "2026-12-01T19:00:00+00:00"
SEATING = '{"tables": [["A", "B", "C"]], "byes": []}'
NEW_EVENT = (
    "INSERT INTO pulka.club_events (name, kind, date, players, settings, created_at)"
    " VALUES ('Friday', 'evening', '2026-12-04', '[\"A\",\"B\",\"C\"]', '{}', %s) RETURNING id"
)
EVENT_INSERT = (
    "INSERT INTO pulka.events (game_id, seq, kind, payload, payload_version, created_at)"
    " VALUES (%s, 1, 'finished', '{}', 1, %s)"
)


def _started_round(admin: psycopg.Connection) -> tuple[int, int]:
    """An event whose round 1 has started, as the admin's Pulka writes it: (event, game)."""
    row = admin.execute(NEW_EVENT, [NOW]).fetchone()
    assert row is not None
    event = int(row[0])
    admin.execute(
        "INSERT INTO pulka.club_rounds (event_id, number, seating, saved_at)"
        " VALUES (%s, 1, %s, %s)",
        [event, SEATING, NOW],
    )
    game_row = admin.execute(
        "INSERT INTO pulka.games (players, rules, first_dealer, created_at, updated_at)"
        " VALUES ('[\"A\",\"B\",\"C\"]', '{}', 'A', %s, %s) RETURNING id",
        [NOW, NOW],
    ).fetchone()
    assert game_row is not None
    admin.execute(
        "INSERT INTO pulka.club_tables (event_id, round, table_number, game_id)"
        " VALUES (%s, 1, 1, %s)",
        [event, game_row[0]],
    )
    admin.execute("UPDATE pulka.club_rounds SET started_at = %s WHERE event_id = %s", [NOW, event])
    return event, int(game_row[0])


@pytest.fixture
def admin(pg_club: Club) -> Iterator[psycopg.Connection]:
    with psycopg.connect(pg_club.url("admin"), autocommit=True) as conn:
        yield conn


@pytest.mark.parametrize("role", ["scorer", "viewer"])
@pytest.mark.parametrize(
    "statement",
    [
        NEW_EVENT.replace("{}", "{{}}"),  # formatted below
        "UPDATE pulka.club_events SET name = 'Mine' WHERE id = {event}",
        "DELETE FROM pulka.club_events WHERE id = {event}",
        "INSERT INTO pulka.club_rounds (event_id, number, seating, saved_at)"
        ' VALUES ({event}, 2, \'{{"tables": [], "byes": []}}\', \'' + NOW + "')",
        "UPDATE pulka.club_rounds SET seating = '{{}}' WHERE event_id = {event}",
        "INSERT INTO pulka.club_tables (event_id, round, table_number, game_id)"
        " VALUES ({event}, 1, 2, {game})",
        "DELETE FROM pulka.club_tables WHERE event_id = {event}",
        "TRUNCATE pulka.club_tables",
    ],
)
def test_only_the_admin_runs_the_evening(
    pg_club: Club, admin: psycopg.Connection, role: str, statement: str
) -> None:
    event, game = _started_round(admin)
    with psycopg.connect(pg_club.url(role), autocommit=True) as conn:
        with pytest.raises(errors.InsufficientPrivilege):
            params = [NOW] if "%s" in statement else None
            conn.execute(statement.format(event=event, game=game), params)
        # Reading is every role's.
        assert conn.execute("SELECT name FROM pulka.club_events").fetchall() == [("Friday",)]
        assert conn.execute("SELECT count(*) FROM pulka.club_tables").fetchone() == (1,)


def test_a_scorer_records_into_a_rounds_game(pg_club: Club, admin: psycopg.Connection) -> None:
    _, game = _started_round(admin)
    with psycopg.connect(pg_club.url("scorer"), autocommit=True) as scorer:
        scorer.execute(EVENT_INSERT, [game, NOW])
        scorer.execute("UPDATE pulka.games SET last_seq = 1 WHERE id = %s", [game])
        assert scorer.execute(
            "SELECT last_seq FROM pulka.games WHERE id = %s", [game]
        ).fetchone() == (1,)


@pytest.mark.parametrize(
    "statement",
    [
        'UPDATE pulka.club_rounds SET seating = \'{{"tables": [], "byes": []}}\''
        " WHERE event_id = {event}",
        "UPDATE pulka.club_rounds SET started_at = NULL WHERE event_id = {event}",
        "DELETE FROM pulka.club_rounds WHERE event_id = {event}",
        "UPDATE pulka.club_tables SET game_id = game_id WHERE event_id = {event}",
        "DELETE FROM pulka.club_tables WHERE event_id = {event}",
    ],
)
def test_a_started_round_stays_as_it_started_even_for_the_admin(
    admin: psycopg.Connection, statement: str
) -> None:
    event, game = _started_round(admin)
    with pytest.raises(errors.InsufficientPrivilege, match="pulka: "):
        admin.execute(statement.format(event=event))
    assert admin.execute(
        "SELECT r.started_at, t.game_id FROM pulka.club_rounds r JOIN pulka.club_tables t"
        " ON t.event_id = r.event_id AND t.round = r.number WHERE r.event_id = %s",
        [event],
    ).fetchone() == (NOW, game)


def test_a_scorers_store_is_refused_by_the_server_itself(pg_club: Club) -> None:
    """Through Pulka's own store (no permission check of the app in between)."""
    opened = open_postgres(pg_club.url("scorer"))
    store = opened.games
    try:
        events = opened.events
        assert events is not None
        with pytest.raises(ServerRefused) as refused, events.transaction():
            events.create_event("Friday", "evening", "2026-12-04", "ABC", {}, NOW)
        assert refused.value.code == "not_allowed" and refused.value.kind == "read_only"
        assert events.list_events() == []
    finally:
        store.close()
    opened = open_postgres(pg_club.url("admin"))
    admin_store = opened.games
    try:
        events = opened.events
        assert events is not None
        with events.transaction():
            event = events.create_event("Friday", "evening", "2026-12-04", "ABC", {}, NOW)
            events.save_round(event, 1, [("A", "B", "C")], [], NOW)
    finally:
        admin_store.close()
    opened = open_postgres(pg_club.url("scorer"))
    store = opened.games
    try:
        events = opened.events
        assert events is not None
        with pytest.raises(StoreError), events.transaction():
            game = store.create_game(("A", "B", "C"), SOCHI.to_dict(), "A", NOW)
            events.start_round(event, 1, [game], NOW)
        assert store.list_games() == []  # the game went with the refusal
        assert not events.rounds(event)[0].started
    finally:
        store.close()


def test_init_upgrades_a_server_set_up_before_events(
    pg_club: Club, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A club server set up by the previous Pulka (only m001) gets the events tables from
    ``pulka server init``; its games stay."""
    with psycopg.connect(pg_club.url(), autocommit=True) as conn:
        conn.execute("DROP SCHEMA pulka CASCADE")
    import app.store.postgres.server as server

    monkeypatch.setattr(server, "MIGRATIONS", MIGRATIONS[:1])
    monkeypatch.setattr(server, "MIGRATION_NAMES", ("m001_club_server",))
    assert init_server(pg_club.url()) == ["m001_club_server"]
    with psycopg.connect(pg_club.url("scorer"), autocommit=True) as scorer:
        scorer.execute(
            "INSERT INTO pulka.games (players, rules, first_dealer, created_at, updated_at)"
            " VALUES ('[\"A\",\"B\",\"C\"]', '{}', 'A', %s, %s)",
            [NOW, NOW],
        )
    monkeypatch.undo()
    with pytest.raises(ServerRefused) as refused:
        open_postgres_store(pg_club.url("scorer"))
    assert refused.value.code == "outdated"
    assert "m002_club_events" in init_server(pg_club.url())
    opened = open_postgres(pg_club.url("viewer"))
    store = opened.games
    try:
        events = opened.events
        assert events is not None and events.list_events() == []
        assert len(store.list_games()) == 1
    finally:
        store.close()
