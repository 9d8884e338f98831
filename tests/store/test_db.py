"""Opening databases: PRAGMAs, append-only events, refusals that write nothing, backups."""

from __future__ import annotations

import datetime
import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.engine import SOCHI
from app.services import GameService
from app.store.db import DatabaseRefused, default_database_path, open_database
from app.store.migrations import APPLICATION_ID, known_migrations
from app.store.schema import MIGRATION_NAMES
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY

FIXTURE_V1 = Path(__file__).parent / "fixtures" / "pulka-v1.sqlite3"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def make_game_db(path: Path, deals: int = 40) -> None:
    """A real Pulka database with one game of ``deals`` events, closed (WAL checkpointed)."""
    with GameService(path, backups=0) as svc:
        game = svc.create_game(PLAYERS, "Anna", SOCHI)
        for seq in range(deals):
            svc.record(game, ANNA_7H if seq % 2 else RASPASY, seq)


def test_fresh_database_has_schema_and_pragmas(tmp_path: Path) -> None:
    db = open_database(tmp_path / "new" / "pulka.sqlite3", backups=0)
    try:
        assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert {"players", "games", "game_players", "events"} <= tables
        applied = [r[0] for r in db.execute("SELECT name FROM _sqlite_migrations ORDER BY id")]
        assert applied == known_migrations()
    finally:
        db.close()


def test_events_are_insert_only_and_need_a_game(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    make_game_db(path, deals=2)
    db = open_database(path, backups=0)
    try:
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            db.execute("UPDATE events SET kind = 'raspasy' WHERE seq = 2")
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            db.execute("DELETE FROM events")
        with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
            db.execute("INSERT INTO events VALUES (77, 1, 'finished', '{}', 1, 'now')")
        assert db.execute("SELECT count(*) FROM events").fetchone()[0] == 2
    finally:
        db.close()


def test_migration_from_version_1_fixture(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copy(FIXTURE_V1, path)
    with GameService(path, backups=3) as svc:
        conn = svc.store.conn
        applied = [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations")]
        assert applied == list(MIGRATION_NAMES)
        # The roster arrives empty; every game has the stamp of no roster change.
        assert conn.execute("SELECT count(*) FROM roster_log").fetchone()[0] == 0
        assert {r[0] for r in conn.execute("SELECT roster_stamp FROM games")} == {0}
        assert "games_by_update" in {i[1] for i in conn.execute("PRAGMA index_list(games)")}
        # The v1 game folds as it did: Anna's 7♥ in effect, the raspasy undone (redo-able).
        sheet = svc.sheet(1)
        assert dict(sheet.pool) == {"Anna": 4, "Boris": 0, "Vera": 0}
        assert sheet.whists["Boris"]["Anna"] == 12
        assert svc.undo_status(1).redo is not None
        assert svc.redo(1, expected_seq=3).sheet.mountain["Boris"] == 6
    backups = sorted(p.name for p in (tmp_path / "backups").iterdir())
    assert any("before-m002_index_games_by_update" in name for name in backups)
    # The pre-migration backup is the v1 database as it was.
    before = next(tmp_path.glob("backups/*before-m002*"))
    with sqlite3.connect(before) as conn:
        assert [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations")] == [
            "m001_create_players_games_events"
        ]


def _assert_refused(path: Path, code: str) -> None:
    folder = path.parent
    listing = sorted(p.name for p in folder.iterdir())
    before = digest(path)
    with pytest.raises(DatabaseRefused) as error:
        open_database(path)
    assert error.value.code == code
    assert str(path) in str(error.value)
    assert digest(path) == before, "a refused file must stay byte-identical"
    assert sorted(p.name for p in folder.iterdir()) == listing, "no side files, no backups"


def test_refuses_a_file_that_is_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    path.write_text("Anna 7♥, Boris whist\n" * 50, encoding="utf-8")
    _assert_refused(path, "not_pulka")


def test_refuses_another_applications_database(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE contacts (name TEXT)")
    _assert_refused(path, "not_pulka")


def test_refuses_a_truncated_database(tmp_path: Path) -> None:
    path = tmp_path / "cut.sqlite3"
    make_game_db(path)
    data = path.read_bytes()
    assert len(data) >= 4 * 4096
    path.write_bytes(data[: len(data) // 2 + 100])
    _assert_refused(path, "damaged")


def test_refuses_a_database_with_a_damaged_page(tmp_path: Path) -> None:
    path = tmp_path / "bad.sqlite3"
    make_game_db(path, deals=200)
    data = bytearray(path.read_bytes())
    page = 4096
    # Scribble over the middle of the last pages (b-tree pages of the event log).
    for start in range(len(data) - 3 * page + 200, len(data) - 200, 7):
        data[start] = 0xA5
    path.write_bytes(bytes(data))
    _assert_refused(path, "damaged")


def test_refuses_a_newer_schema(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite3"
    make_game_db(path, deals=1)
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO _sqlite_migrations (migration_set, name, applied_at)"
            " VALUES ('pulka', 'm099_from_the_future', 'later')"
        )
    conn.close()
    _assert_refused(path, "newer_schema")


def test_empty_file_becomes_a_new_database(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    path.touch()
    open_database(path, backups=0).close()
    assert path.stat().st_size > 0


class FakeClock:
    def __init__(self) -> None:
        self.now = datetime.datetime(2026, 3, 1, 20, 0, tzinfo=datetime.UTC)

    def __call__(self) -> datetime.datetime:
        return self.now


def test_daily_backups_rotate(tmp_path: Path) -> None:
    path = tmp_path / "pulka.sqlite3"
    make_game_db(path, deals=2)
    clock = FakeClock()
    folder = tmp_path / "backups"
    for _ in range(2):  # twice on the same day: one backup
        open_database(path, backups=3, clock=clock).close()
    assert len(list(folder.iterdir())) == 1
    for _ in range(5):  # five more days of use, three kept
        clock.now += datetime.timedelta(days=1)
        open_database(path, backups=3, clock=clock).close()
    names = sorted(p.name for p in folder.iterdir())
    assert names == [
        "pulka.sqlite3-20260304-200000-daily-verified.sqlite3",
        "pulka.sqlite3-20260305-200000-daily-verified.sqlite3",
        "pulka.sqlite3-20260306-200000-daily-verified.sqlite3",
    ]
    with sqlite3.connect(folder / names[-1]) as conn:
        assert conn.execute("SELECT count(*) FROM events").fetchone()[0] == 2
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_default_path_is_in_the_user_data_folder() -> None:
    path = default_database_path()
    assert path.name == "pulka.sqlite3"
    assert path.parent.name == "Pulka"


def test_start_up_list_of_migrations_is_the_registered_one() -> None:
    # Start-up decides from MIGRATION_NAMES whether to import sqlite-utils at all; a migration
    # registered but missing there would never be applied to an existing database.
    assert tuple(known_migrations()) == MIGRATION_NAMES


OPEN_AND_REPORT = """
import sys
from app.services import GameService
with GameService(sys.argv[1], backups=0) as svc:
    svc.game(1)
print(" ".join(m for m in ("sqlite_utils", "click", "dateutil", "pluggy") if m in sys.modules))
"""


def _modules_after_opening(path: Path) -> str:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    out = subprocess.run(
        [sys.executable, "-c", OPEN_AND_REPORT, str(path)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    return out.stdout.strip()


def test_sqlite_utils_is_imported_only_to_migrate(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    make_game_db(path, deals=3)
    assert _modules_after_opening(path) == ""  # up to date: plain sqlite3
    old = tmp_path / "old.sqlite3"
    shutil.copy(FIXTURE_V1, old)
    assert "sqlite_utils" in _modules_after_opening(old).split()  # m002 pending
    assert _modules_after_opening(old) == ""  # migrated once, then plain again
