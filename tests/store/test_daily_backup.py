"""The day's backup left for after the window is up: opening takes none and says it is due; it
is taken from a connection of its own, checked with progress, kept only when the games load,
while the window keeps writing (issue 30; app/store/daily_backup.py)."""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from app.engine import SOCHI
from app.services import GameService
from app.services.loaded import check_game
from app.services.stores import open_backend
from app.store.backups import BackupSkipped, backup_files, is_verified
from app.store.daily_backup import DailyBackup, take
from app.store.sqlite_store import verify_copy
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY
from tests.store.test_db import FakeClock, make_game_db


def check(copy: sqlite3.Connection, since: str | None, progress: object) -> str | None:
    return verify_copy(copy, since, check_game, progress)  # type: ignore[arg-type]


def unplayable_deal(path: Path, game: int) -> None:
    """Game ``game``'s second event made valid JSON that no deal can be (the tricks do not add
    up): the file opens, the game does not load."""
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as conn:
        (trigger,) = conn.execute(
            "SELECT sql FROM sqlite_master WHERE name = 'events_no_update'"
        ).fetchone()
        conn.execute("DROP TRIGGER events_no_update")
        changed = conn.execute(
            "UPDATE events SET payload = replace(payload, '\"Anna\":7', '\"Anna\":9')"
            " WHERE game_id = ? AND seq = 2",
            [game],
        ).rowcount
        conn.execute(trigger)  # the schema as the migrations wrote it
    assert changed == 1


def opened_later(path: Path, clock: FakeClock) -> GameService:
    return GameService(open_backend(path, clock=clock, defer_daily_backup=True), clock=clock)


def test_opening_for_the_window_takes_no_backup_but_says_it_is_due(tmp_path: Path) -> None:
    path = tmp_path / "pulka.sqlite3"
    make_game_db(path, deals=4)
    clock = FakeClock()
    with opened_later(path, clock) as svc:
        job = svc.daily_backup_due()
        assert isinstance(job, DailyBackup)
        assert backup_files(path, tmp_path / "backups") == []  # nothing taken yet
        assert job.folder == tmp_path / "backups" and job.day == clock.now
        kept = take(job, check)
        assert kept is not None and is_verified(kept)
    with opened_later(path, clock) as svc:  # the same day: no longer due
        assert svc.daily_backup_due() is None
    # The headless commands still take it at once, as before.
    clock.now = clock.now.replace(day=2)
    with GameService(path, clock=clock) as svc:
        assert svc.daily_backup_due() is None
    assert len(backup_files(path, tmp_path / "backups")) == 2


def test_a_new_database_has_none_due(tmp_path: Path) -> None:
    with opened_later(tmp_path / "new.sqlite3", FakeClock()) as svc:
        assert svc.daily_backup_due() is None


def test_the_check_says_how_far_it_is(tmp_path: Path) -> None:
    path = tmp_path / "pulka.sqlite3"
    with GameService(path, backups=0) as svc:
        for _ in range(5):
            svc.create_game(PLAYERS, "Anna", SOCHI)
    told: list[tuple[int, int]] = []
    job = DailyBackup(path, tmp_path / "backups", 7, FakeClock().now)
    assert take(job, check, lambda done, total: told.append((done, total))) is not None
    assert told[0] == (0, 5) and told[-1] == (5, 5)
    assert [done for done, _ in told] == sorted(done for done, _ in told)


def test_a_game_that_does_not_load_keeps_no_copy(tmp_path: Path) -> None:
    path = tmp_path / "pulka.sqlite3"
    make_game_db(path, deals=4)
    unplayable_deal(path, 1)
    job = DailyBackup(path, tmp_path / "backups", 7, FakeClock().now)
    with pytest.raises(BackupSkipped) as problem:
        take(job, check)
    assert str(problem.value).startswith("game 1: ")
    assert backup_files(path, tmp_path / "backups") == []
    assert not list((tmp_path / "backups").glob("*.partial"))


def test_writes_go_on_while_the_copy_is_checked(tmp_path: Path) -> None:
    path = tmp_path / "pulka.sqlite3"
    clock = FakeClock()
    with GameService(path, backups=0) as svc:
        game = svc.create_game(PLAYERS, "Anna", SOCHI)
        svc.record(game, RASPASY, 0)
    checking, release = threading.Event(), threading.Event()

    def slow_check(copy: sqlite3.Connection, since: str | None, progress: object) -> str | None:
        checking.set()
        release.wait(10)
        return check(copy, since, progress)

    job = DailyBackup(path, tmp_path / "backups", 7, clock.now)
    kept: list[Path | None] = []
    worker = threading.Thread(target=lambda: kept.append(take(job, slow_check)))
    with opened_later(path, clock) as svc:
        worker.start()
        assert checking.wait(10)
        slowest = 0.0
        for seq in range(1, 11):  # the window records deals while the copy is checked
            started = time.monotonic()
            svc.record(game, ANNA_7H if seq % 2 else RASPASY, seq)
            slowest = max(slowest, time.monotonic() - started)
        release.set()
        worker.join(10)
        assert svc.last_seq(game) == 11
    assert slowest < 1.0, "a write waited for the backup"
    (copy,) = kept
    assert copy is not None and is_verified(copy)
    with GameService(copy, backups=0) as old:  # the file as committed when the copy began
        assert old.last_seq(game) == 1
