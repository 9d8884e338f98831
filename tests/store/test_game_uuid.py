"""Every game has a stable UUID (issue 15): given at creation, by migration to older games, and
carried by export and import."""

from __future__ import annotations

import shutil
import sqlite3
import uuid
from pathlib import Path

import pytest

from app.engine import SOCHI
from app.engine.errors import InvalidGame
from app.services import GameService
from app.store.schema import MIGRATION_NAMES
from tests.services.helpers import ANNA_7H, PLAYERS

FIXTURE_V2 = Path(__file__).parent / "fixtures" / "pulka-v2.sqlite3"


def uuids(path: Path) -> dict[int, str]:
    with sqlite3.connect(path) as conn:
        return dict(conn.execute("SELECT id, uuid FROM games").fetchall())


def test_a_database_of_the_previous_schema_gives_every_game_a_uuid(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    shutil.copy(FIXTURE_V2, path)
    with sqlite3.connect(path) as conn:
        columns = [row[1] for row in conn.execute("PRAGMA table_info(games)")]
    assert "uuid" not in columns  # the fixture is what the previous schema wrote
    with GameService(path, backups=0) as service:
        applied = [r[0] for r in service.store.conn.execute("SELECT name FROM _sqlite_migrations")]
        assert applied == list(MIGRATION_NAMES)
        # The games read as the released code read them (its figures, checked with it).
        assert [g.id for g in service.list_games()] == [2, 1]
        assert dict(service.sheet(1).pool) == {"Anna": 5, "Boris": 0, "Vera": 0}
        assert dict(service.sheet(1).mountain) == {"Anna": 0, "Boris": 6, "Vera": 4}
        assert service.game(2).status == "finished"
    given = uuids(path)
    assert sorted(given) == [1, 2]
    assert len(set(given.values())) == 2
    assert all(str(uuid.UUID(value)) == value for value in given.values())
    # Stable: opening again changes nothing.
    with GameService(path, backups=0):
        pass
    assert uuids(path) == given


def test_a_uuid_is_unique_in_a_database(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    with GameService(path, backups=0) as service:
        service.create_game(PLAYERS, "Anna", SOCHI)
        service.create_game(PLAYERS, "Anna", SOCHI)
        given = uuids(path)
        assert given[1] != given[2]
        with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
            service.store.conn.execute("UPDATE games SET uuid = ? WHERE id = 2", [given[1]])


def test_export_and_import_carry_the_uuid(tmp_path: Path) -> None:
    with GameService(tmp_path / "a.sqlite3", backups=0) as source:
        game = source.create_game(PLAYERS, "Anna", SOCHI)
        source.record(game, ANNA_7H, 0)
        document = source.export_game(game)
    assert document["uuid"] == uuids(tmp_path / "a.sqlite3")[game]
    with GameService(tmp_path / "b.sqlite3", backups=0) as target:
        copied = target.import_game(document)
        assert uuids(tmp_path / "b.sqlite3")[copied] == document["uuid"]
        assert target.export_game(copied) == document
        # Imported again into the same database: a second copy, with a UUID of its own.
        again = target.import_game(document)
    both = uuids(tmp_path / "b.sqlite3")
    assert both[again] != both[copied]


def test_an_imported_document_without_uuid_gets_one(tmp_path: Path) -> None:
    document = {"players": list(PLAYERS), "events": []}
    with GameService(tmp_path / "b.sqlite3", backups=0) as target:
        game = target.import_game(document)
    assert uuid.UUID(uuids(tmp_path / "b.sqlite3")[game])


@pytest.mark.parametrize("bad", ["", "not-a-uuid", 42, "0b7c5e0a-0000-0000-0000"])
def test_a_bad_uuid_is_refused_naming_the_field(bad: object) -> None:
    from app.engine.gamefile import parse_game

    with pytest.raises(InvalidGame) as error:
        parse_game({"players": list(PLAYERS), "uuid": bad})
    assert error.value.code == "uuid_invalid"


def test_a_uuid_is_read_in_canonical_form() -> None:
    from app.engine.gamefile import parse_game

    text = "0B7C5E0A-1234-4ABC-8DEF-0123456789AB"
    assert parse_game({"players": list(PLAYERS), "uuid": text}).uuid == text.lower()
