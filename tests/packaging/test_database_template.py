"""The packaged empty database: a new database copied from it equals a freshly migrated one.

``packaging/build.py`` builds ``resources/store/new-database.sqlite3`` with the real migrations
(:func:`app.store.template.make_template`); :func:`app.store.db.open_database` copies it for a
new file instead of importing sqlite-utils to migrate (a first start: issue 7's benchmark).
"""

from __future__ import annotations

import contextlib
import datetime
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.store import db as store_db
from app.store import template as store_template
from app.store.schema import APPLICATION_ID, MIGRATION_NAMES, MIGRATION_SET

ROOT = Path(__file__).resolve().parents[2]


def describe(path: Path) -> dict[str, Any]:
    """Everything a migration decides about a database, opened as Pulka opens it."""
    with contextlib.closing(store_db.open_database(path, backups=0)) as conn:
        return {
            "schema": sorted(
                conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall(),
                key=lambda row: (row[0], row[1]),
            ),
            "application_id": conn.execute("PRAGMA application_id").fetchone()[0],
            "user_version": conn.execute("PRAGMA user_version").fetchone()[0],
            "journal_mode": conn.execute("PRAGMA journal_mode").fetchone()[0],
            "page_size": conn.execute("PRAGMA page_size").fetchone()[0],
            "encoding": conn.execute("PRAGMA encoding").fetchone()[0],
            "auto_vacuum": conn.execute("PRAGMA auto_vacuum").fetchone()[0],
            "migrations": conn.execute(
                "SELECT id, migration_set, name FROM _sqlite_migrations ORDER BY id"
            ).fetchall(),
            "triggers": conn.execute(
                "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name"
            ).fetchall(),
            "rows": {
                table: conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
                for table in ("players", "games", "game_players", "events", "roster_log")
            },
        }


@pytest.fixture
def template(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    made = store_template.make_template(tmp_path / "template" / "new-database.sqlite3")
    monkeypatch.setattr(store_template, "template_path", lambda: made)
    return made


def test_copy_equals_a_freshly_migrated_database(tmp_path: Path, template: Path) -> None:
    before = template.read_bytes()
    assert store_template.create_from_template(tmp_path / "copied.sqlite3", template)
    copied = describe(tmp_path / "copied.sqlite3")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(store_template, "template_path", lambda: tmp_path / "absent.sqlite3")
        migrated = describe(tmp_path / "migrated.sqlite3")
    assert copied == migrated
    assert copied["application_id"] == APPLICATION_ID
    assert copied["journal_mode"] == "wal"
    expected = [(MIGRATION_SET, name) for name in MIGRATION_NAMES]
    assert [row[1:] for row in copied["migrations"]] == expected
    assert [name for name, _ in copied["triggers"]] == [
        "club_event_changes_no_delete",
        "club_event_changes_no_update",
        "events_no_delete",
        "events_no_update",
        "roster_log_no_delete",
        "roster_log_no_update",
    ]
    assert copied["rows"] == {
        "players": 0,
        "games": 0,
        "game_players": 0,
        "events": 0,
        "roster_log": 0,
    }
    assert template.read_bytes() == before  # the shipped file is never written
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_open_database_copies_the_template_and_stamps_the_migrations(
    tmp_path: Path, template: Path
) -> None:
    started = datetime.datetime.now(datetime.UTC)
    target = tmp_path / "new" / "pulka.sqlite3"
    with contextlib.closing(store_db.open_database(target)) as conn:
        stamps = [row[0] for row in conn.execute("SELECT applied_at FROM _sqlite_migrations")]
        # The append-only triggers came with the copy.
        conn.execute("INSERT INTO players (name, created_at) VALUES ('Anna', 'now')")
    assert len(stamps) == len(MIGRATION_NAMES)
    for stamp in stamps:  # when this database got its schema, not when the template was built
        assert datetime.datetime.fromisoformat(stamp) >= started
    assert store_db.inspect_file(target) == list(MIGRATION_NAMES)


def test_a_stale_or_foreign_template_is_ignored(tmp_path: Path, template: Path) -> None:
    with contextlib.closing(sqlite3.connect(template)) as conn:
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = ?", [MIGRATION_NAMES[-1]])
        conn.commit()
    assert not store_template.create_from_template(tmp_path / "a.sqlite3", template)
    assert not (tmp_path / "a.sqlite3").exists()
    with contextlib.closing(store_db.open_database(tmp_path / "b.sqlite3", backups=0)) as conn:
        names = [row[0] for row in conn.execute("SELECT name FROM _sqlite_migrations")]
    assert names == list(MIGRATION_NAMES)  # migrated instead
    foreign = tmp_path / "foreign.sqlite3"
    foreign.write_bytes(b"not a database at all" * 100)
    assert not store_template.create_from_template(tmp_path / "c.sqlite3", foreign)


def test_an_existing_file_is_never_replaced(tmp_path: Path, template: Path) -> None:
    target = tmp_path / "pulka.sqlite3"
    target.write_bytes(b"")  # another process created it and is about to migrate
    assert not store_template.create_from_template(target, template)
    assert target.read_bytes() == b""


def test_a_first_start_with_the_template_imports_no_sqlite_utils(
    tmp_path: Path, template: Path
) -> None:
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from app.store import template, db\n"
        f"template.template_path = lambda: Path({str(template)!r})\n"
        f"db.open_database(Path({str(tmp_path / 'first.sqlite3')!r})).close()\n"
        "print(sorted(m for m in ('sqlite_utils', 'click', 'pluggy') if m in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"
    assert store_db.inspect_file(tmp_path / "first.sqlite3") == list(MIGRATION_NAMES)
