"""UI benchmark: launch → first painted main window with a 500-deal game, against a bare
QApplication + QMainWindow start in the same run; and Enter on a deal → repainted sheet.

``--enter [--runs N] [--players 3|4] [--instructions]`` prints only the Enter figures: the
slowest deal, p99 and median, against baselines measured between the same deals (a repaint of
the unchanged sheet, a raw durable commit), and with ``--instructions`` callgrind's instruction
count of each deal (``benchmarks/enter.py``; figures in docs/benchmarks.md, UI).

Each launch runs in a fresh process (imports included), timed from process start to the first
paint event of the window. A third program, not a target, shows what any real window adds to
the bare one (a menu bar, a line of text painted from Python): Pulka's own cost is above it.
Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/ui.py``; ``--breakdown`` also
prints where a Pulka launch spends its time, step by step; ``--instructions`` also counts the
instructions of each launch with valgrind's callgrind, the figure that does not move with load.

Pulka's own modules are byte-compiled first, as an installed or frozen Pulka is: with
``PYTHONDONTWRITEBYTECODE`` set (as on the CI machine) every launch would otherwise compile
them from source, which no user's start does (PySide6's modules, used by both sides, are
compiled at install).
"""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# This file is named ui.py: keep its folder off the path so ``import ui`` finds the package.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "benchmarks"]
sys.path.insert(0, str(ROOT))

from benchmarks import callgrind, enter  # noqa: E402 - needs the project root on the path
from benchmarks.callgrind import count_instructions  # noqa: E402

RUNS = 11  # the machine is shared: start-up times move by +-30 %

BARE = """
import time, sys
t0 = float(sys.argv[1])
from PySide6.QtCore import QObject, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow(); w.resize(1280, 800)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print(time.time() - t0); sys.stdout.flush(); app.exit(0)
        return False
f = F(); w.installEventFilter(f); w.show(); app.exec()
"""

# Not a target, a reference: the least a real window adds to the bare one — a menu bar with five
# menus and one line of text painted from Python (which loads the font database and makes
# PySide6 build the ``Qt`` namespace's 93 enums). Pulka's own cost is what it adds on top.
FLOOR = """
import time, sys
t0 = float(sys.argv[1])
from PySide6.QtCore import QObject, QEvent
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
app = QApplication([])
w = QMainWindow(); w.resize(1280, 800)
for title in ("&Game", "&Edit", "&View", "&Language", "&Help"):
    w.menuBar().addMenu(title)
class Text(QWidget):
    def __init__(self):
        super().__init__(); self.pen = QPen(QColor("black"))  # builds the Qt namespace
    def paintEvent(self, event):
        p = QPainter(self); p.setPen(self.pen); p.drawText(20, 20, "Pulka"); p.end()
w.setCentralWidget(Text())
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print(time.time() - t0); sys.stdout.flush(); app.exit(0)
        return False
f = F(); w.centralWidget().installEventFilter(f); w.show(); app.exec()
"""

PULKA = """
import time, sys
t0 = float(sys.argv[1])
from pathlib import Path
from app.services import GameService  # ui.app's order: the domain, then Qt
from PySide6.QtCore import QObject, QEvent, QSettings
from PySide6.QtWidgets import QApplication
from ui import app as ui_app, i18n
app = ui_app.make_application([])
i18n.install("en")
service = GameService(Path(sys.argv[2]))
from ui.main_window import MainWindow
settings = QSettings(sys.argv[3], QSettings.Format.IniFormat)
w = MainWindow(service, settings); w.resize(1280, 800)
w.open_game(int(sys.argv[4]))
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print(time.time() - t0); sys.stdout.flush(); app.exit(0)
        return False
f = F(); w.sheet_view.sheet_widget.installEventFilter(f); w.show(); app.exec()
"""


# The PULKA launch with a timestamp after each step (to stderr): the breakdown, not the figure.
STEPS = (
    PULKA.replace(
        "t0 = float(sys.argv[1])",
        "t0 = float(sys.argv[1])\n"
        "def mark(s): print(f'{s}={time.time() - t0}', file=sys.stderr)\n"
        "mark('interpreter')",
    )
    .replace(
        "from PySide6.QtCore", "mark('Pulka domain imports (app.services)'); from PySide6.QtCore"
    )
    .replace("from ui import app", "mark('Qt imports'); from ui import app")
    .replace("app = ui_app", "mark('ui.app, i18n'); app = ui_app")
    .replace("service = Game", "mark('QApplication + translators'); service = Game")
    .replace("from ui.main_window", "mark('GameService (open the file)'); from ui.main_window")
    .replace("settings = ", "mark('import ui.main_window'); settings = ")
    .replace("w.open_game(", "mark('MainWindow()'); w.open_game(")
    .replace("class F(", "mark('open_game (load, fold, layout, history)')\nclass F(")
    .replace("print(time.time() - t0)", "mark('show → first paint of the sheet')")
)


def make_game(db: Path, deals: int = 500, players: int = 3) -> int:
    """A game of ``deals`` deals (a 6♠ with two whisters, every fourth deal raspasy); with four
    players the dealer rests and the three in play come from the service."""
    from app.engine import SOCHI, Call, Contract, Deal, Raspasy
    from app.services import GameService

    names = ("Анна", "Борис", "Вера", "Глеб")[:players]
    with GameService(db) as service:
        rules = SOCHI.with_options({"pool_size": 1000})
        game = service.create_game(names, names[-1], rules)
        for i in range(deals):
            active = names if players == 3 else service.sheet(game).table.active
            a, b, c = active[i % 3], active[(i + 1) % 3], active[(i + 2) % 3]
            if i % 4 == 3:
                event = Raspasy({a: 3, b: 3, c: 4})
            else:
                event = Deal(
                    a, Contract.parse("6s"), {b: Call.WHIST, c: Call.WHIST}, {a: 6, b: 2, c: 2}
                )
            service.record(game, event, service.last_seq(game))
    return game


def launch(script: str, *args: str) -> float:
    out = _run(script, *args)
    return float(out.stdout.strip().splitlines()[-1])


def steps(*args: str) -> dict[str, float]:
    """One launch's step durations in seconds, in order."""
    marks = [
        line.rsplit("=", 1)
        for line in _run(STEPS, *args).stderr.splitlines()
        if "=" in line and not line.startswith(" ")
    ]
    out, before = {}, 0.0
    for name, at in marks:
        out[name] = float(at) - before
        before = float(at)
    return out


def _run(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-c", script, repr(time.time()), *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
    )


def instructions(script: str, *args: str) -> int:
    """Instructions of one launch up to its first paint: the process ends there
    (``os._exit``), leaving out the teardown."""
    quick_exit = script.replace("app.exit(0)", "import os; os._exit(0)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    command = [sys.executable, "-c", quick_exit, repr(time.time()), *args]
    return count_instructions(command, env, ROOT)


def main() -> int:
    for package in ("app", "ui"):
        compileall.compile_dir(ROOT / package, quiet=1)
    if "--enter" in sys.argv:  # only the Enter figures (no launches): ten deals, or --runs N
        if "--instructions" in sys.argv and not callgrind.available():
            raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
        return enter.main(sys.argv, make_game)
    breakdown: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.sqlite3"
        game = make_game(db)
        ini = str(Path(folder) / "s.ini")
        bare, floor, pulka = [], [], []
        for _ in range(RUNS):
            bare.append(launch(BARE))
            floor.append(launch(FLOOR))
            pulka.append(launch(PULKA, str(db), ini, str(game)))
        if "--breakdown" in sys.argv:
            breakdown = [steps(str(db), ini, str(game)) for _ in range(RUNS)]
        timings = enter.enter_to_repaint(db, game, compare=True)
        counted: dict[str, int] = {}
        if "--instructions" in sys.argv:
            if not callgrind.available():
                raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
            counted = {
                "bare window": instructions(BARE),
                "reference window": instructions(FLOOR),
                "Pulka": instructions(PULKA, str(db), ini, str(game)),
            }
    b, f, p = (statistics.median(runs) for runs in (bare, floor, pulka))
    print(f"bare QApplication+QMainWindow to first paint: {b * 1000:.0f} ms (median of {RUNS})")
    print(f"menu bar + one painted line (reference):      {f * 1000:.0f} ms ({f / b:.2f}x bare)")
    print(f"Pulka with a 500-deal game to first paint:    {p * 1000:.0f} ms (median of {RUNS})")
    print(f"ratio: {p / b:.2f}x (target <= 1.5x); {p / f:.2f}x the reference window")
    print("Enter on a deal of the 500-deal game (frame: 16.7 ms):")
    for line in enter.enter_report(timings):
        print("  " + line)
    if counted:
        base = counted["bare window"]
        print("instructions to the first paint (callgrind, one launch each):")
        for name, count in counted.items():
            print(f"  {name:18} {count / 1e6:7.0f} M  {count / base:.2f}x bare")
    if breakdown:
        print(f"Pulka launch, step by step (median of {RUNS}):")
        for name in breakdown[0]:
            value = statistics.median(b.get(name, 0.0) for b in breakdown)
            print(f"  {name:45} {value * 1000:6.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
