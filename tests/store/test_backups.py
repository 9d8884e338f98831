"""The last good copy is never lost: verified backups, protected rotation, no shared rotation,
leftover ``.partial`` files cleaned (issue 12, item 6; docs/store.md, "Backups")."""

from __future__ import annotations

import datetime
import os
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from app.services import GameService
from app.store.backups import backup_files, is_verified, make_backup, newest_verified_time, rotate
from tests.store.test_db import FakeClock
from tests.store.test_failures import corrupt, make_db


def open_days(path: Path, clock: FakeClock, days: int, keep: int = 3) -> list[list[str]]:
    """Open the database once a day for ``days`` days; the warnings of each start."""
    warnings = []
    for _ in range(days):
        clock.now += datetime.timedelta(days=1)
        with GameService(path, backups=keep, clock=clock) as svc:
            warnings.append([w.code for w in svc.warnings])
    return warnings


def loads(backup: Path) -> bool:
    """Whether every game of a backup opens through the service."""
    copy = backup.with_name("check-" + backup.name)
    shutil.copyfile(backup, copy)
    try:
        with GameService(copy, backups=0) as svc:
            for game in svc.list_games():
                svc.game(game.id)
    except Exception:
        return False
    finally:
        copy.unlink()
    return True


def test_a_damaged_game_never_pushes_the_good_copies_out(tmp_path: Path) -> None:
    """The issue's week: after an event's text was corrupted (integrity_check passes), a week
    of daily backups left no copy that loads. Now the daily copy is kept only when it loads."""
    path = tmp_path / "pulka.sqlite3"
    make_db(path)
    clock = FakeClock()
    assert open_days(path, clock, 3) == [[], [], []]
    folder = tmp_path / "backups"
    good = backup_files(path, folder)
    assert len(good) == 3 and all(is_verified(b) and loads(b) for b in good)
    corrupt(path, b'"declarer":"Anna"', 10, ord(";"))
    assert open_days(path, clock, 7) == [["backup_skipped"]] * 7
    assert backup_files(path, folder) == good  # nothing rotated out, nothing bad added
    assert all(loads(b) for b in good)


def test_rotation_never_deletes_the_newest_verified_copy(tmp_path: Path) -> None:
    path = tmp_path / "pulka.sqlite3"
    make_db(path)
    folder = tmp_path / "backups"
    now = datetime.datetime(2026, 3, 1, tzinfo=datetime.UTC)
    with sqlite3.connect(path) as source:
        make_backup(source, path, folder, "daily", now, keep=2, verify=lambda _c: None)
        for day in range(1, 5):  # four unverified copies (e.g. before migrations)
            moment = now + datetime.timedelta(days=day)
            make_backup(source, path, folder, "before-m9", moment, keep=2, verify=lambda _c: "x")
    names = [b.name for b in backup_files(path, folder)]
    assert names == [
        "pulka.sqlite3-20260301-000000-daily-verified.sqlite3",
        "pulka.sqlite3-20260304-000000-before-m9.sqlite3",
        "pulka.sqlite3-20260305-000000-before-m9.sqlite3",
    ]


def test_two_databases_with_one_stem_keep_their_own_rotation(tmp_path: Path) -> None:
    clock = FakeClock()
    first, second = tmp_path / "club.sqlite3", tmp_path / "club.db"
    make_db(first)
    make_db(second, games=1)
    for _ in range(4):
        clock.now += datetime.timedelta(days=1)
        GameService(first, backups=2, clock=clock).close()
    clock.now += datetime.timedelta(days=1)
    GameService(second, backups=2, clock=clock).close()
    folder = tmp_path / "backups"
    assert len(backup_files(first, folder)) == 2
    assert len(backup_files(second, folder)) == 1
    assert len(list(folder.iterdir())) == 3


def test_leftover_partial_copies_are_cleaned(tmp_path: Path) -> None:
    path = tmp_path / "pulka.sqlite3"
    make_db(path)
    folder = tmp_path / "backups"
    folder.mkdir()
    stale = folder / "pulka.sqlite3-20260101-000000-daily.4242.partial"
    fresh = folder / "pulka.sqlite3-20260101-000001-daily.4343.partial"  # another's, in progress
    other = folder / "other.sqlite3-20260101-000000-daily.4242.partial"
    for leftover in (stale, fresh, other):
        leftover.write_bytes(b"half a copy")
    old = time.time() - 2 * 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    GameService(path).close()
    assert not stale.exists()
    assert fresh.exists() and other.exists()
    assert [is_verified(b) for b in backup_files(path, folder)] == [True]


def test_rotate_keeps_the_newest_good_one_even_when_keep_is_small(tmp_path: Path) -> None:
    path = tmp_path / "x.sqlite3"
    folder = tmp_path / "b"
    folder.mkdir()
    for name in (
        "x.sqlite3-20260101-000000-daily-verified.sqlite3",
        "x.sqlite3-20260102-000000-daily-verified.sqlite3",
        "x.sqlite3-20260103-000000-daily.sqlite3",
        "x.sqlite3-20260104-000000-daily.sqlite3",
    ):
        (folder / name).write_bytes(b"")
    rotate(path, folder, keep=1)
    assert sorted(p.name for p in folder.iterdir()) == [
        "x.sqlite3-20260102-000000-daily-verified.sqlite3",
        "x.sqlite3-20260104-000000-daily.sqlite3",
    ]


def test_a_game_that_does_not_fold_is_not_backed_up(tmp_path: Path) -> None:
    """Valid JSON, impossible deal (raspasy tricks summing to 11): only folding sees it."""
    path = tmp_path / "pulka.sqlite3"
    make_db(path)
    clock = FakeClock()
    assert open_days(path, clock, 1) == [[]]
    corrupt(path, b'"Boris":6', len(b'"Boris":'), ord("7"))
    with sqlite3.connect(path) as conn:  # the fold check passes integrity and JSON checks
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    assert open_days(path, clock, 2) == [["backup_skipped"]] * 2
    assert len(backup_files(path, tmp_path / "backups")) == 1


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        ([], None),
        (["pulka.sqlite3-20261201-223015-daily.sqlite3"], None),  # not verified
        (["pulka.sqlite3-20261201-223015-daily-verified.sqlite3"], "2026-11-30T22:30:15+00:00"),
        (
            [
                "pulka.sqlite3-20260301-000000-daily-verified.sqlite3",
                "pulka.sqlite3-20260302-235959-before-m002-verified.sqlite3",
                "pulka.sqlite3-20260303-120000-daily.sqlite3",
            ],
            "2026-03-01T23:59:59+00:00",  # a day before the newest verified one
        ),
        (["club.db-20261201-223015-daily-verified.sqlite3"], None),  # another database's
    ],
)
def test_newest_verified_time(tmp_path: Path, names: list[str], expected: str | None) -> None:
    for name in names:
        (tmp_path / name).write_bytes(b"")
    assert newest_verified_time(tmp_path / "pulka.sqlite3", tmp_path) == expected
