"""Several processes on one database: SIGKILL during writes, and two writers on one game."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.engine import SOCHI
from app.services import GameService, ServiceError
from app.store.db import open_database
from tests.services.helpers import ANNA_7H, BORIS_6S_UNPLAYED, PLAYERS, VALID_EVENTS, VERA_MISERE

ROOT = Path(__file__).resolve().parents[2]


def spawn(*args: object) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.services.writer_child", *map(str, args)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_no_returned_event(tmp_path: Path) -> None:
    path = tmp_path / "crash.sqlite3"
    with GameService(path, backups=0) as svc:
        game = svc.create_game(PLAYERS, "Anna", SOCHI)
    rng = random.Random(20260301)
    confirmed: set[int] = set()
    kills = 0
    deadline = time.monotonic() + 20  # bounded: about 20 s whatever the machine
    while kills < 30 and time.monotonic() < deadline:
        child = spawn("loop", path, game)
        if rng.random() < 0.3:
            time.sleep(rng.uniform(0.0, 0.6))  # may hit start-up: open, checks, migrations
        else:
            first = child.stdout.readline() if child.stdout else ""
            assert first.strip().isdigit(), child.stderr.read() if child.stderr else ""
            confirmed.add(int(first))
            time.sleep(rng.uniform(0.0, 0.15))  # mid-loop: somewhere inside a record() call
        os.kill(child.pid, signal.SIGKILL)
        out, _ = child.communicate()
        confirmed.update(int(line) for line in out.split() if line.isdigit())
        kills += 1
        assert child.returncode == -signal.SIGKILL
    assert kills >= 10
    assert confirmed, "the children recorded nothing"

    db = open_database(path, backups=0)  # refuses a damaged file: runs integrity_check
    try:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        seqs = [
            r[0]
            for r in db.execute("SELECT seq FROM events WHERE game_id = ? ORDER BY seq", [game])
        ]
        last = db.execute("SELECT last_seq FROM games WHERE id = ?", [game]).fetchone()[0]
    finally:
        db.close()
    assert confirmed <= set(seqs), "an event whose record() returned was lost"
    assert seqs == list(range(1, last + 1)), "the log has a gap or the bookkeeping lags"
    with GameService(path, backups=0) as svc:
        assert svc.sheet(game).table.deals_played == last


def test_two_writers_the_stale_one_is_refused_and_nothing_is_lost(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as mine:
        game = mine.create_game(PLAYERS, "Anna", SOCHI)
        mine.record(game, BORIS_6S_UNPLAYED, 0)
        seen = mine.game(game).last_seq  # both "windows" show seq 1

        # Two other processes write on the same view at the same moment: exactly one wins.
        start = time.time() + 1.5
        racers = [
            spawn("race", path, game, seen, start, VALID_EVENTS.index(ANNA_7H)),
            spawn("race", path, game, seen, start, VALID_EVENTS.index(VERA_MISERE)),
        ]
        results = [r.communicate(timeout=30) for r in racers]
        outputs = [out.strip() for out, _ in results]
        assert all(outputs), [err for _, err in results]
        assert sorted(o.split()[0] for o in outputs) == ["ok", "stale"], outputs
        winner = ANNA_7H if outputs[0].startswith("ok") else VERA_MISERE

        # This process still shows seq 1: its write is refused, nothing is interleaved.
        with pytest.raises(ServiceError) as error:
            mine.record(game, VERA_MISERE, seen)
        assert error.value.code == "stale"
        assert error.value.params == {"game_id": game, "expected": 1, "actual": 2}
        # Reloading shows the other process's deal; writing on the fresh view succeeds.
        view = mine.game(game)
        assert view.last_seq == 2
        assert mine.export_game(game)["events"][1]["declarer"] == winner.declarer
        result = mine.record(game, ANNA_7H, view.last_seq)
        assert result.seq == 3
    with sqlite3.connect(path) as conn:
        kinds = [r[0] for r in conn.execute("SELECT kind FROM events ORDER BY seq")]
    assert kinds == ["deal", "deal", "deal"]
