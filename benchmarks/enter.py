"""Enter on a deal → repainted sheet, on a 500-deal game: every deal timed, against baselines
measured in the same process between the deals (issue 11 item 8; docs/benchmarks.md, UI).

Per deal, interleaved so that all see the same load of the shared machine:

* **the figure**: from the Enter key in the deal dialog to the end of the sheet's repaint
  (wall clock and the thread's CPU time): the first ``repaint()`` of the sheet after Enter, the
  window's own (``SheetView.paint_now``, which paints and flushes the sheet before the rest of
  the window is brought up to date) or, when the window leaves the paint to the event loop (as
  before that), this loop's right after the key is handled;
* **the whole window repainted**: until the key is handled and every pending paint of the
  window done (the paint the event loop would do next), then the whole window settled;
* **baseline, paint**: a repaint of the same sheet with nothing changed (the least any paint of
  that widget costs: the kept image drawn into the window);
* **baseline, durable write**: one row inserted and committed with raw ``sqlite3`` in a file
  beside the game's, with Pulka's durability (WAL, ``synchronous=FULL``): the least any
  acknowledged write costs here, an fsync, which no change to Pulka can take away.

Deals alternate between the two ways a write reaches the disk
(docs/decisions/0006-commit-off-gui.md), so both see the same load: the COMMIT on the service's
writer thread while the window repaints (what the app does), and the COMMIT inline before the
repaint (as before: the same-run baseline of that change). For each the time until the COMMIT
returned (``Enter -> stored``) is printed too: a deal is acknowledged ("Saving…" cleared) only
then.

``--instructions`` runs the same loop once under valgrind's callgrind and counts the
instructions of each Enter and of each baseline repaint: callgrind dumps its counters whenever
``getppid`` is called, so the loop marks its boundaries with ``os.getppid()``. Instruction
counts do not move with the machine's load; wall time here does.
"""

from __future__ import annotations

import os
import re
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FRAME = 1 / 60  # one frame at 60 Hz: 16.7 ms


@dataclass
class EnterTiming:
    """One deal typed into the deal dialog, and the baselines measured right after it."""

    sheet: float
    """From the Enter key to the end of the sheet's repaint (the figure; wall clock, s)."""
    sheet_cpu: float
    """… the same in this thread's CPU time (moves less with the machine's load)."""
    whole: float
    """From the Enter key until it is handled and every pending paint of the window done."""
    whole_cpu: float
    """… the same in this thread's CPU time."""
    window: float
    """… to the whole window settled: history list, card table, every pending paint."""
    unchanged: float
    """Baseline: a repaint of the same sheet, nothing changed (wall clock)."""
    durable: float
    """Baseline: a raw one-row insert + commit with the same durability (wall clock)."""
    stored: float = 0.0
    """From the Enter key until the deal's COMMIT returned (wall clock): acknowledged."""
    background: bool = True
    """The COMMIT ran on the writer thread (False: inline, before the repaint)."""


def settle(app: Any) -> None:
    """Run every pending timer, layout and paint: what a person's pause between two deals
    gives the window (otherwise the previous deal's delayed history layout is paid by the next
    Enter, which made every other deal look slow)."""
    from PySide6.QtTest import QTest

    for _ in range(3):
        app.processEvents()
        QTest.qWait(5)


class RawDurableWrite:
    """A one-row insert + commit on its own file, as durable as Pulka's writes."""

    def __init__(self, folder: Path) -> None:
        self.db = sqlite3.connect(folder / "raw.sqlite3", isolation_level=None)
        self.db.execute("PRAGMA journal_mode = WAL")
        self.db.execute("PRAGMA synchronous = FULL")
        self.db.execute("CREATE TABLE t (game_id INTEGER, seq INTEGER, payload TEXT)")
        self.seq = 0

    def __call__(self) -> float:
        self.seq += 1
        start = time.perf_counter()
        self.db.execute("BEGIN IMMEDIATE")
        self.db.execute("INSERT INTO t VALUES (1, ?, ?)", (self.seq, '{"kind": "deal"}' * 8))
        self.db.execute("COMMIT")
        return time.perf_counter() - start

    def close(self) -> None:
        self.db.close()


def enter_to_repaint(
    db: Path,
    game: int,
    runs: int = 10,
    mark: Callable[[], object] = lambda: None,
    compare: bool = False,
) -> list[EnterTiming]:
    """Type ``runs`` deals into the game's window, timing each; ``mark`` is called before each
    Enter, at the end of the sheet's repaint, after the whole window's, after the wait for the
    COMMIT and after the baseline repaint (callgrind's dump points). With ``compare`` every
    other deal commits inline (``runs`` deals of each kind)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.services import GameService
    from ui import i18n
    from ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    i18n.install("en")
    times = []
    with tempfile.TemporaryDirectory(dir=db.parent) as folder, GameService(db) as service:
        settings = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
        raw = RawDurableWrite(Path(folder))
        window = MainWindow(service, settings)
        window.resize(1280, 800)
        window.open_game(game)
        window.show()
        settle(app)
        sheet_widget = window.sheet_view.sheet_widget
        painted: list[tuple[float, float]] = []  # the end of each repaint of the sheet
        real_repaint = sheet_widget.repaint

        def repaint_noting_its_end() -> None:
            real_repaint()
            painted.append((time.perf_counter(), time.thread_time()))
            if len(painted) == 1:
                mark()

        sheet_widget.repaint = repaint_noting_its_end  # the window's calls come here too
        for k in range(2 * runs if compare else runs):
            background = not compare or k % 2 == 0
            if background:
                service.commit_in_background(window.save_watch.ended.emit)  # as MainWindow does
            else:
                service.commit_inline()
            active = window.active_players()
            dialog = window.deal_dialog()  # as MainWindow.enter_deal opens it (exec_once)
            dialog.contract.setEditText("6s")
            dialog.declarer.setCurrentText(active[0])
            dialog.show()
            settle(app)
            mark()
            painted.clear()
            cpu = time.thread_time()
            start = time.perf_counter()
            QTest.keyClick(dialog, Qt.Key.Key_Return)
            if not painted:  # the window left the paint to the event loop: paint it now
                sheet_widget.repaint()
            sheet = painted[0][0] - start
            sheet_cpu = painted[0][1] - cpu
            # What the event loop does next: every widget marked for repainting is painted.
            QCoreApplication.sendEvent(window, QEvent(QEvent.Type.UpdateRequest))
            whole = time.perf_counter() - start
            whole_cpu = time.thread_time() - cpu
            mark()
            assert window.settle_writes()  # waits for the COMMIT if it has not returned yet
            stored = time.perf_counter() - start
            mark()
            start_unchanged = time.perf_counter()
            sheet_widget.repaint()
            unchanged = time.perf_counter() - start_unchanged
            mark()
            app.processEvents()  # the history's delayed layout and every other pending paint
            app.processEvents()
            window_settled = time.perf_counter() - start - unchanged
            assert not dialog.isVisible()
            dialog.deleteLater()  # as exec_once does; the event loop would delete it now
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            times.append(
                EnterTiming(
                    sheet,
                    sheet_cpu,
                    whole,
                    whole_cpu,
                    window_settled,
                    unchanged,
                    raw(),
                    stored,
                    background,
                )
            )
        window.close()
        raw.close()
    return times


def spread(values: Sequence[float]) -> tuple[float, float, float]:
    """Slowest, 99th percentile (interpolated between the two slowest of 20) and median."""
    p99 = statistics.quantiles(values, n=100, method="inclusive")[98] if len(values) > 1 else 0
    return max(values), p99 or max(values), statistics.median(values)


def enter_report(timings: list[EnterTiming]) -> list[str]:
    """The slowest deal is the figure (every deal must fit a frame), p99 and median beside,
    then the baselines measured between the same deals; with both ways of committing, the
    inline deals' figures under them (the same-run baseline of the writer thread)."""
    enter = [t for t in timings if t.background] or timings
    inline = [t for t in timings if not t.background]
    lines = []
    rows: list[tuple[str, list[float], bool]] = [
        ("Enter -> repainted sheet", [t.sheet for t in enter], True),
        ("  the same, CPU time of the thread", [t.sheet_cpu for t in enter], True),
        ("Enter -> whole window repainted", [t.whole for t in enter], False),
        ("  the same, CPU time of the thread", [t.whole_cpu for t in enter], False),
        ("Enter -> stored (COMMIT returned)", [t.stored for t in enter], False),
        ("Enter -> whole window settled", [t.window for t in enter], False),
    ]
    if inline:
        rows += [
            ("COMMIT inline: Enter -> sheet", [t.sheet for t in inline], True),
            ("  the same, CPU time of the thread", [t.sheet_cpu for t in inline], True),
            ("  Enter -> stored", [t.stored for t in inline], False),
        ]
    rows += [
        ("baseline: repaint, nothing changed", [t.unchanged for t in timings], False),
        ("baseline: raw durable insert+commit", [t.durable for t in timings], False),
    ]
    for name, values, target in rows:
        slowest, p99, median = spread(values)
        line = (
            f"{name:37} slowest {slowest * 1000:5.1f}  p99 {p99 * 1000:5.1f}  "
            f"median {median * 1000:5.1f} ms"
        )
        if target:
            line += f"  (slowest/frame {slowest / FRAME:.2f}, target <= 1.00)"
        lines.append(line)
    floor = [t.unchanged + t.durable for t in timings]
    slowest, _, median = spread(floor)
    lines.append(
        f"{'  paint + durable write (the floor)':37} slowest {slowest * 1000:5.1f}"
        f"{'':13}median {median * 1000:5.1f} ms"
    )
    return lines


# -- instruction counts ------------------------------------------------------------------------

CHILD = """
import os, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from benchmarks.enter import enter_to_repaint
enter_to_repaint(Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), mark=os.getppid)
"""


@dataclass
class EnterCount:
    """Instructions of one deal's Enter → repainted sheet, → whole window repainted, and of
    the baseline repaint."""

    enter: int
    whole: int
    unchanged: int


def count_enter(db: Path, game: int, runs: int) -> list[EnterCount]:
    """Run the Enter loop under callgrind; one count per dump between two marks."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "cg.out"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        command = [
            "valgrind",
            "--tool=callgrind",
            "--dump-before=getppid",  # os.getppid() marks the boundaries (see CHILD)
            "--dump-instr=no",
            "--dump-line=no",
            f"--callgrind-out-file={out}",
            sys.executable,
            "-c",
            CHILD,
            str(ROOT),
            str(db),
            str(game),
            str(runs),
        ]
        subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=True)
        dumps = sorted(Path(folder).glob("cg.out.*"), key=lambda p: int(p.name.rsplit(".", 1)[1]))
        counts = [_total(p) for p in dumps]
    if len(counts) != 5 * runs:
        raise RuntimeError(f"callgrind dumped {len(counts)} times, expected {5 * runs}")
    # For deal k, counts[5k] is what ran before its Enter; 5k+1 the Enter until the sheet was
    # repainted; 5k+2 the rest until the whole window was; 5k+3 the wait for the COMMIT (the
    # writer thread's instructions land wherever it ran); 5k+4 the baseline repaint.
    return [
        EnterCount(counts[5 * k + 1], counts[5 * k + 1] + counts[5 * k + 2], counts[5 * k + 4])
        for k in range(runs)
    ]


def _total(dump: Path) -> int:
    match = re.search(r"^(?:summary|totals): (\d+)", dump.read_text(), re.MULTILINE)
    if match is None:
        raise RuntimeError(f"no total in {dump}")
    return int(match.group(1))


def count_report(counts: list[EnterCount]) -> list[str]:
    lines = []
    for name, values in (
        ("Enter -> repainted sheet", [c.enter for c in counts]),
        ("Enter -> whole window repainted", [c.whole for c in counts]),
        ("baseline: repaint, nothing changed", [c.unchanged for c in counts]),
    ):
        slowest, p99, median = spread([float(v) for v in values])
        lines.append(
            f"{name:37} slowest {slowest / 1e6:6.1f}  p99 {p99 / 1e6:6.1f}  "
            f"median {median / 1e6:6.1f} M instructions"
        )
    slowest = max(c.enter for c in counts)
    median = statistics.median(c.enter for c in counts)
    lines.append(f"{'  slowest/median':37} {slowest / median:.2f}")
    return lines


def main(argv: Sequence[str], make_game: Callable[..., int]) -> int:
    """``--enter [--runs N] [--players 3|4] [--instructions] [--writer-only]``: the figures
    above, printed (``--writer-only``: no inline deals between)."""
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 10
    players = int(argv[argv.index("--players") + 1]) if "--players" in argv else 3
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.sqlite3"
        game = make_game(db, players=players)
        compare = "--writer-only" not in argv
        timings = enter_to_repaint(db, game, runs, compare=compare)
        counts = count_enter(db, game, runs) if "--instructions" in argv else []
    each = f"{runs} deals each way, alternating" if compare else f"{runs} deals"
    print(f"Enter on a deal of the {players}-player 500-deal game (frame: 16.7 ms), {each}:")
    for line in enter_report(timings):
        print("  " + line)
    if counts:
        print(f"instructions per deal (callgrind; {runs} more deals typed after those):")
        for line in count_report(counts):
            print("  " + line)
    return 0
