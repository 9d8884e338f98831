"""Enter on a deal → the whole window settled, in a real X server with a window manager.

The deal dialog is opened as a player opens it (``MainWindow.enter_deal``: a modal dialog over
the main window, started by the real ``pulka`` entry point on a 500-deal game reopened), filled,
and Enter is pressed; the figure runs until the whole main window has settled: the dialog closed,
the window manager's activation and exposure of the window answered, and every paint that
followed done (no paint of the window for :data:`QUIET_S`). Offscreen there is no window
manager, so closing a dialog costs nothing there (issue 30).

Baseline, in the same run and the same X server: the reference window
(benchmarks/reference_window.py) with a modal dialog of one text field over it, closed by Enter,
timed the same way: what any dialog closing over any window costs here.

Run: ``benchmarks/enter_x.py [--deals N] [--players 3|4]`` with ``DISPLAY`` set to an X server
with a window manager; ``--xvfb`` starts ``Xvfb`` and ``openbox`` for the run (both on the
``PATH``) and stops them after. Prints the slowest, p99 and median deal of each, wall clock and
the thread's CPU time, and their ratios.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
sys.path.insert(0, str(ROOT))

QUIET_S = 0.1
"""No paint of the window for this long after the last one: settled."""
PAUSE_S = 0.15
"""Between the dialog on screen and Enter: a person takes seconds; the window settles."""


def _quiet_watch(app: Any, window: Any) -> Any:
    """Notes when ``window`` was last painted: every paint of a window's widgets happens while
    its top-level widget handles an update request or its ``QWindow`` an exposure (the end of
    that paint: a zero timer queued from there runs after it). Only those two objects are
    watched, so the watcher costs the programs nothing per event of theirs."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    painting = (QEvent.Type.UpdateRequest, QEvent.Type.Expose, QEvent.Type.Paint)

    class Painted(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.last = 0.0
            self.last_cpu = 0.0
            self.count = 0

        def eventFilter(self, watched: Any, event: Any) -> bool:
            if event.type() in painting:
                self.count += 1
                QTimer.singleShot(0, self._ended)
            return False

        def _ended(self) -> None:
            self.last = time.perf_counter()
            self.last_cpu = time.thread_time()

    watcher = Painted()
    window.installEventFilter(watcher)
    window.windowHandle().installEventFilter(watcher)
    return watcher


def _settle(app: Any, watcher: Any, since: tuple[float, float]) -> tuple[float, float, int]:
    """Run the event loop until the window has not been painted for ``QUIET_S``; the wall and
    CPU time of the end of the last paint after ``since`` (``since`` itself, the moment the
    dialog was gone, when no paint came) and how many paints."""
    from PySide6.QtCore import QEventLoop

    start_count = watcher.count
    while True:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        now = time.perf_counter()
        if now - max(watcher.last, since[0]) > QUIET_S:
            if watcher.count > start_count and watcher.last > since[0]:
                return watcher.last, watcher.last_cpu, watcher.count - start_count
            return since[0], since[1], watcher.count - start_count
        time.sleep(0.002)


def _type_when_shown(app: Any, fill: Any, marks: dict[str, float]) -> None:
    """Once the modal dialog is on screen and settled, fill it and press Enter (noted)."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest

    def go() -> None:
        dialog = app.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(10, go)
            return
        fill(dialog)
        app.processEvents()
        marks["cpu"] = time.thread_time()
        marks["enter"] = time.perf_counter()
        QTest.keyClick(dialog, Qt.Key.Key_Return)

    QTimer.singleShot(int(PAUSE_S * 1000), go)


def measure_pulka(deals: int, out: Path) -> None:
    """In the process started by the real entry point: type ``deals`` deals, write timings."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    window = next(w for w in app.topLevelWidgets() if hasattr(w, "enter_deal"))
    watcher = _quiet_watch(app, window)
    _settle(app, watcher, (time.perf_counter(), time.thread_time()))
    rows = []
    for _ in range(deals):
        marks: dict[str, float] = {}
        active = window.active_players()

        def fill(dialog: Any, active: Any = active) -> None:
            dialog.contract.setEditText("6s")
            dialog.declarer.setCurrentText(active[0])

        _type_when_shown(app, fill, marks)
        window.enter_deal()  # modal: returns once Enter recorded the deal and closed it
        closed = (time.perf_counter(), time.thread_time())
        end, end_cpu, paints = _settle(app, watcher, closed)
        rows.append({"wall": end - marks["enter"], "cpu": end_cpu - marks["cpu"], "paints": paints})
    out.write_text(json.dumps(rows))
    os._exit(0)


def measure_reference(deals: int, out: Path) -> None:
    """The reference window with a one-field modal dialog, closed by Enter, ``deals`` times."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import (
        QApplication,
        QDialog,
        QDialogButtonBox,
        QLineEdit,
        QVBoxLayout,
    )

    sys.path.insert(0, str(HERE))
    import reference_window

    app = QApplication([sys.argv[0]])

    def run() -> None:
        window = next(w for w in app.topLevelWidgets() if w.isVisible())
        watcher = _quiet_watch(app, window)
        _settle(app, watcher, (time.perf_counter(), time.thread_time()))
        rows = []
        for _ in range(deals):
            marks: dict[str, float] = {}
            dialog = QDialog(window)
            field = QLineEdit(dialog)
            buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, dialog)
            buttons.accepted.connect(dialog.accept)  # Enter: the default button
            layout = QVBoxLayout(dialog)
            layout.addWidget(field)
            layout.addWidget(buttons)

            def fill(shown: Any, field: QLineEdit = field) -> None:
                field.setText("6s")

            _type_when_shown(app, fill, marks)
            dialog.exec()
            dialog.deleteLater()
            closed = (time.perf_counter(), time.thread_time())
            end, end_cpu, paints = _settle(app, watcher, closed)
            rows.append(
                {"wall": end - marks["enter"], "cpu": end_cpu - marks["cpu"], "paints": paints}
            )
        out.write_text(json.dumps(rows))
        os._exit(0)

    window = reference_window.QMainWindow()
    window.resize(1280, 800)
    for title in ("&Game", "&Edit", "&View", "&Language", "&Help"):
        window.menuBar().addMenu(title)
    window.setCentralWidget(reference_window.Word())
    window.show()
    QTimer.singleShot(300, run)
    app.exec()


CHILD = """
import sys, os
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from benchmarks import enter_x
deals, out = int(sys.argv[2]), Path(sys.argv[3])
if sys.argv[4] == "reference":
    enter_x.measure_reference(deals, out)
else:
    from PySide6.QtCore import QTimer
    from benchmarks.first_frame import after_first_frame
    then = lambda window: QTimer.singleShot(300, lambda: enter_x.measure_pulka(deals, out))
    after_first_frame(then)
    sys.argv = ["pulka", *sys.argv[5:]]
    from pulka import main
    sys.exit(main())
"""


def _spread(values: list[float]) -> tuple[float, float, float]:
    import statistics

    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return ordered[-1], p99, statistics.median(ordered)


def run(deals: int, players: int) -> int:
    from benchmarks.ui import make_game

    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        db = home / "pulka.sqlite3"
        game = make_game(db, players=players)
        env = {
            **os.environ,
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "QT_QPA_PLATFORM": "xcb",
            "PYTHONPATH": str(ROOT),
        }
        settings = home / "config" / "Pulka" / "Pulka.conf"
        settings.parent.mkdir(parents=True)
        settings.write_text(
            f"[General]\nlanguage=ru\nlast_game={game}\nlast_game_location={db}\n",
            encoding="utf-8",
        )
        results = {}
        for who in ("reference", "pulka"):
            out = home / f"{who}.json"
            command = [sys.executable, "-c", CHILD, str(ROOT), str(deals), str(out), who]
            if who == "pulka":
                command += ["--database", str(db)]
            subprocess.run(command, env=env, cwd=ROOT, check=True, timeout=600)
            results[who] = json.loads(out.read_text())
    load = os.getloadavg()[0]
    print(
        f"Enter -> whole window settled, real X server with a window manager, {deals} deals,"
        f" {players} players, 500-deal game (load average {load:.1f}):"
    )
    ref = results["reference"]
    for who, rows in results.items():
        for what in ("wall", "cpu"):
            slowest, p99, median = _spread([r[what] for r in rows])
            label = "Pulka" if who == "pulka" else "reference dialog"
            line = (
                f"  {label:17} {what:4} slowest {slowest * 1000:6.1f}  p99 {p99 * 1000:6.1f}"
                f"  median {median * 1000:6.1f} ms"
            )
            if who == "pulka":
                ref_slowest = max(r[what] for r in ref)
                line += f"  ({slowest / ref_slowest:.2f}x the reference's slowest)"
                if what == "wall":
                    line += f"; slowest/frame {slowest / (1 / 60):.2f} (target <= 1.00)"
            print(line)
        paints = sorted(r["paints"] for r in rows)
        print(f"  {'':17} window repaints after Enter (median): {paints[len(paints) // 2]}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--players", type=int, default=3, choices=(3, 4))
    parser.add_argument("--xvfb", action="store_true", help="start Xvfb and openbox for the run")
    args = parser.parse_args()
    started: list[subprocess.Popen[bytes]] = []
    try:
        if args.xvfb:
            display = next(
                f":{n}" for n in range(120, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists()
            )
            started.append(
                subprocess.Popen(
                    [shutil.which("Xvfb") or "Xvfb", display, "-screen", "0", "1280x800x24",
                     "-nolisten", "tcp"],
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                )
            )  # fmt: skip
            os.environ["DISPLAY"] = display
            for _ in range(50):
                if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                    break
                time.sleep(0.1)
            started.append(
                subprocess.Popen(
                    [shutil.which("openbox") or "openbox"],
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
            )
            time.sleep(0.5)
        if not os.environ.get("DISPLAY"):
            raise SystemExit("enter_x: no DISPLAY (run in an X session, or with --xvfb)")
        return run(args.deals, args.players)
    finally:
        for process in reversed(started):
            process.terminate()
            process.wait(10)


if __name__ == "__main__":
    sys.exit(main())
