"""The schema a file holds is the schema the migrations wrote, or the file is damaged (issue 29,
D7): a changed byte in a table's text (``created_at`` read ``createdPat``) made ``pulka export``
say "The file did not accept the change" at its first query; it must say the file is damaged,
as any other damage of the file's structure is said (docs/store.md)."""

from __future__ import annotations

import contextlib
import io
import shutil
import sqlite3
from pathlib import Path

import pytest

from app.cli import main
from app.store.db import DatabaseRefused, open_database
from app.store.migrations import apply_pending
from app.store.schema import SCHEMA_DIGESTS, schema_damage, schema_digests
from tests.store.test_failures import make_db

FIXTURES = Path(__file__).parent / "fixtures"


def test_the_migrations_write_exactly_the_recorded_schema(tmp_path: Path) -> None:
    with contextlib.closing(sqlite3.connect(tmp_path / "new.sqlite3", isolation_level=None)) as c:
        apply_pending(c)
        assert schema_digests(c) == SCHEMA_DIGESTS
        assert schema_damage(c) is None


@pytest.mark.parametrize("name", ["pulka-v1.sqlite3", "pulka-v2.sqlite3"])
def test_an_older_file_migrated_holds_the_same_schema(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    shutil.copyfile(FIXTURES / name, path)
    with contextlib.closing(open_database(path, backups=0)) as conn:
        assert schema_digests(conn) == SCHEMA_DIGESTS


def _export(path: Path, out: Path) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = main(["export", str(path), "1", str(out)])
    return code, err.getvalue()


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("schema") / "club.sqlite3"
    make_db(path, games=1, deals=2)
    return path.read_bytes()


def _schema_texts(path: Path, data: bytes) -> list[tuple[str, int, int]]:
    """Each recorded object's stored text in the file: its name, where it starts and ends."""
    with contextlib.closing(open_database(path, backups=0)) as conn:
        rows = conn.execute("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL").fetchall()
    found = []
    for name, sql in rows:
        if name in SCHEMA_DIGESTS:
            start = data.find(sql.encode())
            assert start >= 0, name
            found.append((name, start, start + len(sql.encode())))
    return found


def test_a_changed_column_name_is_damage_not_a_refused_change(
    pristine: bytes, tmp_path: Path
) -> None:
    """The finding itself: one bit of ``created_at`` in the events table."""
    at = pristine.find(b"CREATE TABLE events")
    at = pristine.find(b"created_at", at)
    damaged = bytearray(pristine)
    damaged[at + 8] ^= 0x10  # one bit: "created_at" -> "created_qt"
    path = tmp_path / "club.sqlite3"
    path.write_bytes(bytes(damaged))
    code, err = _export(path, tmp_path / "out.json")
    assert code == 2
    assert "damaged" in err and "did not accept" not in err, err
    with pytest.raises(DatabaseRefused) as refused:
        open_database(path, backups=0)
    assert refused.value.code == "damaged"


def test_every_bit_flip_in_the_schema_is_said_as_damage(pristine: bytes, tmp_path: Path) -> None:
    """A flip in any object's text, at every eleventh byte and a different bit each time: the
    file is refused as damaged or still reads right; never "did not accept the change"."""
    (tmp_path / "pristine.sqlite3").write_bytes(pristine)
    texts = _schema_texts(tmp_path / "pristine.sqlite3", pristine)
    assert {name for name, _, _ in texts} == set(SCHEMA_DIGESTS)
    tried = 0
    for name, start, end in texts:
        for offset in range(start, end, 11):
            damaged = bytearray(pristine)
            damaged[offset] ^= 1 << (offset % 8)
            path = tmp_path / f"flip-{offset}.sqlite3"
            path.write_bytes(bytes(damaged))
            code, err = _export(path, tmp_path / "out.json")
            assert "did not accept" not in err, (name, offset, err)
            assert code == 2 and "damaged" in err, (name, offset, err)
            tried += 1
            for suffix in ("", "-wal", "-shm"):
                Path(f"{path}{suffix}").unlink(missing_ok=True)
    assert tried > 150
