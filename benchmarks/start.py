"""The real start: the ``pulka`` command to its first frame, against the reference window in the
same run (issue 30: at most 1.5x; on a club's file, the window up within a second).

Every launch is a fresh process through benchmarks/first_frame.py: the real entry point
(``pulka.main``, the command line, the default database in the user's data folder, the last
game reopened) until the first frame of the first window is painted and flushed; the reference
is benchmarks/reference_window.py (a bare window with a menu bar and one painted word) run the
same way. Printed, each with its ratio to the reference measured in the same run:

* instructions to the first frame (valgrind's callgrind, one launch each: the figure that does
  not move with the machine's load) and wall time (median of interleaved launches), for a
  500-deal game with the day's backup not due, and due (the first start of the day);
* a club's file (10,000 games, benchmarks/club.py), the first start of the day: the window's
  first frame (wall, median of 3) and, taken in the background after it
  (app/services/daily_backup.py), the day's backup: a usual day (a verified copy of yesterday:
  the changed games and a seventh of the rest are checked) and the first time ever (every game).

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/start.py [--runs N]
[--no-instructions] [--no-club]``. Pulka's modules are byte-compiled first and the translations
compiled, as an installed Pulka has them.
"""

from __future__ import annotations

import argparse
import compileall
import datetime
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
sys.path.insert(0, str(ROOT))

from benchmarks import callgrind  # noqa: E402

TARGET = 1.5
CLUB_TARGET_S = 1.0
FIRST_FRAME = str(HERE / "first_frame.py")
REFERENCE = str(HERE / "reference_window.py")


class User:
    """A user's own folders (home, data, settings), the last session ended on ``game``."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.env = {
            **os.environ,
            "HOME": str(home),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CONFIG_HOME": str(home / "config"),
            "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            "PYTHONPATH": str(ROOT),
        }
        self.db = home / "data" / "Pulka" / "pulka.sqlite3"
        self.db.parent.mkdir(parents=True, exist_ok=True)

    @property
    def backups(self) -> Path:
        return self.db.parent / "backups"

    def last_game(self, game: int) -> None:
        settings = self.home / "config" / "Pulka" / "Pulka.conf"
        settings.parent.mkdir(parents=True, exist_ok=True)
        settings.write_text(
            f"[General]\nlanguage=ru\nlast_game={game}\nlast_game_location={self.db}\n",
            encoding="utf-8",
        )

    def backup_due(self, due: bool) -> None:
        """No copy of today (the first start of the day), or one (every later start)."""
        today = datetime.datetime.now(datetime.UTC).strftime("%Y%m%d")
        for copy in self.backups.glob(f"*-{today}-*"):
            copy.unlink()
        if not due:
            self.backups.mkdir(exist_ok=True)
            name = f"{self.db.name}-{today}-000000-daily-verified.sqlite3"
            shutil.copyfile(self.db, self.backups / name)

    def launch(self, mode: str, program: str = "pulka") -> str:
        """One fresh process to its first frame: what first_frame.py printed."""
        env = {**self.env, "PULKA_T0": repr(time.time())}
        done = subprocess.run(
            [sys.executable, FIRST_FRAME, mode, program],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
            timeout=300,
        )
        return done.stdout.strip()

    def wall(self, program: str = "pulka") -> float:
        return float(self.launch("time", program).splitlines()[-1])

    def instructions(self, program: str = "pulka") -> int:
        command = [sys.executable, FIRST_FRAME, "count", program]
        return callgrind.count_instructions(command, self.env, ROOT)


def prepare() -> None:
    """As an installed Pulka: its modules byte-compiled, its translations compiled."""
    for package in ("app", "ui", "pulka"):
        compileall.compile_dir(ROOT / package, quiet=1)
    from app.services.resources import ensure_qm

    for lang in ("ru", "en"):
        ensure_qm(lang)


def ratio(value: float, reference: float) -> str:
    return f"{value / reference:.2f}x"


def game_start(runs: int, instructions: bool) -> None:
    from benchmarks.ui import make_game

    with tempfile.TemporaryDirectory() as folder:
        user = User(Path(folder))
        user.last_game(make_game(user.db))
        user.launch("time")  # a first start: the settings, the page cache
        walls: dict[str, list[float]] = {"reference": [], "not due": [], "due": []}
        for _ in range(runs):
            walls["reference"].append(user.wall(REFERENCE))
            for case in ("not due", "due"):
                user.backup_due(case == "due")
                walls[case].append(user.wall())
        counted: dict[str, int] = {}
        if instructions:
            counted["reference"] = user.instructions(REFERENCE)
            for case in ("not due", "due"):
                user.backup_due(case == "due")
                counted[case] = user.instructions()
    load = os.getloadavg()[0]
    print(f"real start, the last game (500 deals) reopened, to the first frame (load {load:.1f}):")
    ref_wall = statistics.median(walls["reference"])
    if counted:
        ref = counted["reference"]
        print(f"  reference window            {ref / 1e6:7.0f} M instructions")
        for case in ("not due", "due"):
            print(
                f"  Pulka, day's backup {case:8} {counted[case] / 1e6:7.0f} M instructions"
                f" = {ratio(counted[case], ref)} the reference (target <= {TARGET}x)"
            )
    print(f"  wall, median of {runs}: reference {ref_wall * 1000:.0f} ms", end="")
    for case in ("not due", "due"):
        wall = statistics.median(walls[case])
        print(f"; {case} {wall * 1000:.0f} ms ({ratio(wall, ref_wall)})", end="")
    print()


def club_start(instructions: bool) -> None:
    from benchmarks.club import make_club

    with tempfile.TemporaryDirectory() as folder:
        user = User(Path(folder))
        started = time.perf_counter()
        make_club(user.db)
        made = time.perf_counter() - started
        user.last_game(10_000)  # the newest game of the season
        user.launch("time")  # a first start: the settings, the page cache
        walls: dict[str, list[float]] = {"reference": [], "due": [], "not due": []}
        for _ in range(3):
            walls["reference"].append(user.wall(REFERENCE))
            for case in ("due", "not due"):
                user.backup_due(case == "due")
                walls[case].append(user.wall())
        counted = {}
        if instructions:
            user.backup_due(True)
            counted = {"reference": user.instructions(REFERENCE), "due": user.instructions()}
        # The background backup: a usual day (yesterday's verified copy), then the first ever.
        taken = {}
        for case in ("usual day", "first time ever"):
            for copy in list(user.backups.glob("*")):
                copy.unlink()
            if case == "usual day":
                yesterday = datetime.datetime.now(datetime.UTC) - datetime.timedelta(days=1)
                name = f"{user.db.name}-{yesterday:%Y%m%d}-200000-daily-verified.sqlite3"
                user.backups.mkdir(exist_ok=True)
                shutil.copyfile(user.db, user.backups / name)
            taken[case] = _background_backup(user)
    load = os.getloadavg()[0]
    print(
        f"club's file, 10,000 games (generated in {made:.0f} s), the first start of the day"
        f" (load {load:.1f}):"
    )
    ref = statistics.median(walls["reference"])
    for case in ("due", "not due"):
        wall = statistics.median(walls[case])
        print(
            f"  window's first frame, day's backup {case:8}: {wall * 1000:.0f} ms wall, median of 3"
            f" ({ratio(wall, ref)} the reference's {ref * 1000:.0f} ms; target <= "
            f"{CLUB_TARGET_S * 1000:.0f} ms)"
        )
    if counted:
        print(
            f"  instructions to the first frame, backup due: {counted['due'] / 1e6:.0f} M"
            f" = {ratio(counted['due'], counted['reference'])} the reference"
        )
    for case, (wall, cpu, outcome) in taken.items():
        print(
            f"  then, in the background: the day's backup, {case}: {wall:.1f} s wall,"
            f" {cpu:.1f} s CPU of the child ({outcome})"
        )


def _background_backup(user: User) -> tuple[float, float, str]:
    """The child the window starts after its first frame, run and timed on its own."""
    from app.services.daily_backup import child_command
    from app.store.daily_backup import DailyBackup

    job = DailyBackup(user.db, user.backups, 7, datetime.datetime.now(datetime.UTC))
    before = os.times()
    started = time.perf_counter()
    done = subprocess.run(
        child_command(job), env=user.env, cwd=ROOT, capture_output=True, text=True, check=True
    )
    wall = time.perf_counter() - started
    after = os.times()
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    last = done.stdout.strip().splitlines()[-1].split(" ", 1)[0]
    return wall, cpu, last


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="wall-time launches of each")
    parser.add_argument("--no-instructions", action="store_true")
    parser.add_argument("--no-club", action="store_true")
    args = parser.parse_args()
    instructions = not args.no_instructions
    if instructions and not callgrind.available():
        raise SystemExit("start: callgrind needs valgrind (or --no-instructions)")
    prepare()
    print(f"{datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC, {os.cpu_count()} cores")
    game_start(args.runs, instructions)
    if not args.no_club:
        club_start(instructions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
