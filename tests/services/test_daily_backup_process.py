"""The day's backup in its own process (app/services/daily_backup.py): it says how far it is
and how it ended; killed at any moment it leaves the database intact and no copy that counts,
is started again when interrupted, and the next try keeps the day's copy (issue 30)."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from app.services import GameService
from app.services.daily_backup import BackgroundBackup, child_command
from app.store.backups import backup_files, has_backup_of_day, is_verified
from app.store.daily_backup import DailyBackup
from tests.store.test_db import FakeClock, make_game_db

ROOT = Path(__file__).resolve().parents[2]


def club(path: Path, games: int = 30) -> None:
    for n in range(games):
        make_game_db(path, deals=6) if n == 0 else _more(path)


def _more(path: Path) -> None:
    from app.engine import SOCHI
    from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY

    with GameService(path, backups=0) as svc:
        game = svc.create_game(PLAYERS, "Anna", SOCHI)
        for seq in range(6):
            svc.record(game, ANNA_7H if seq % 2 else RASPASY, seq)


class Told:
    """What the reading thread told, and when it ended."""

    def __init__(self) -> None:
        self.progress: list[tuple[int, int]] = []
        self.ended: list[tuple[str, str]] = []
        self.done = threading.Event()

    def moved(self, done: int, total: int) -> None:
        self.progress.append((done, total))

    def end(self, how: str, detail: str) -> None:
        self.ended.append((how, detail))
        self.done.set()


def test_the_child_keeps_the_copy_and_says_how_far_it_is(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    club(path)
    job = DailyBackup(path, tmp_path / "backups", 7, FakeClock().now)
    told = Told()
    backup = BackgroundBackup(job, told.moved, told.end)
    backup.start()
    assert told.done.wait(60)
    ((how, detail),) = told.ended
    assert how == "kept" and is_verified(Path(detail)) and Path(detail).exists()
    assert told.progress[-1] == (30, 30)
    assert backup.tries == 1


def test_an_interrupted_child_is_started_again(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    club(path, games=5)
    job = DailyBackup(path, tmp_path / "backups", 7, FakeClock().now)
    told = Told()
    backup = BackgroundBackup(job, told.moved, told.end)
    backup.start()
    first = backup.process
    assert first is not None
    first.kill()  # as the system might (out of memory), before it said how it ended
    assert told.done.wait(60)
    assert told.ended[0][0] == "kept"
    assert backup.tries == 2


@pytest.mark.slow
def test_sigkill_at_random_moments_leaves_no_copy_that_counts(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    club(path, games=40)
    folder = tmp_path / "backups"
    day = FakeClock().now
    job = DailyBackup(path, folder, 7, day)
    rng = random.Random(30)
    kills = 0
    deadline = time.monotonic() + 30
    while kills < 12 and time.monotonic() < deadline:
        child = subprocess.Popen(
            child_command(job), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        time.sleep(rng.uniform(0.05, 0.9))  # start-up, the copy, the check of some game
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        kills += 1
        # Whatever the moment: the database as it was, and every copy kept is a whole one.
        with contextlib.closing(sqlite3.connect(path)) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        for copy in backup_files(path, folder):
            assert is_verified(copy)  # only a checked copy is ever renamed into place
            for extra in ("-wal", "-shm"):  # a whole file, closed
                assert not Path(f"{copy}{extra}").exists()
            with contextlib.closing(sqlite3.connect(copy)) as conn:
                assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        if has_backup_of_day(path, folder, day):
            break  # a child finished before its kill: the day's copy is kept
    assert kills >= 1
    # The next try (the next start) takes it, or finds it taken.
    out = subprocess.run(child_command(job), cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.splitlines()[-1].split()[0] in ("kept", "none")
    assert has_backup_of_day(path, folder, day)
    with GameService(path, backups=0) as svc:  # and the games are all there
        assert len(svc.list_games()) == 40


def test_the_child_is_the_program_again() -> None:
    job = DailyBackup(Path("a.sqlite3"), Path("backups"), 7, FakeClock().now)
    command = child_command(job)
    assert command[:3] == [sys.executable, "-m", "pulka"]
    assert command[3:] == ["--daily-backup", "a.sqlite3", "backups", "7", job.day.isoformat()]
