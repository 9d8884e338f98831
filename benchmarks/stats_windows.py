"""The statistics windows as a player opens them, offscreen: from the menu's call to the first
paint with the figures on screen (benchmarks/stats.py prints these beside its baseline).

* The players window (issue 16: "opens in under 200 ms"): ``open_players_window`` — the call
  *Game → Players…* makes: a new statistics service over the open database, the window built,
  shown and filled — until the first paint of its list with every player's row and the chosen
  (first) player's figures in it.
* The statistics window for one player (not a target of the issue; for reading): from
  ``open_stats_window`` until the first paint of the player's card.

Each opening is a fresh window and a fresh statistics service, as each menu call makes. Run as
``python -m benchmarks.stats_windows DB`` (what benchmarks/stats.py does), the timing starts in
a new process holding what the app holds when a player reaches the menu: the main window, shown
over the same database, its games list filled (its idle-time results done), so the first
opening includes importing the statistics and the window, as the first *Game → Players…* of a
session does; it prints the times as JSON. ``--bare`` leaves the main window out (Qt, the game
services and the translations only: every Qt type the window meets is then built for it, as
the figures before 2026-12-01 midday were measured).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from app.services import GameService

TIMEOUT_S = 30.0


class _FirstPaint(QObject):
    """Notes the time of the first paint of a widget for which ``ready(widget)`` holds."""

    def __init__(self, ready: Callable[[QWidget], bool]) -> None:
        super().__init__()
        self.ready = ready
        self.at: float | None = None
        self.cpu_at = 0.0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            self.at is None
            and event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and self.ready(watched)
        ):
            self.at = time.perf_counter()
            self.cpu_at = time.process_time()
        return False


Timing = tuple[float, float]
"""Seconds until the first paint: wall time, and this process's CPU time (the wall time a
quiet machine would show: offscreen, painting happens in this process)."""


def _time_until_painted(
    open_window: Callable[[], QWidget | None], ready: Callable[[QWidget], bool]
) -> Timing:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    watcher = _FirstPaint(ready)
    app.installEventFilter(watcher)
    try:
        start, start_cpu = time.perf_counter(), time.process_time()
        window = open_window()
        if window is None:
            raise RuntimeError("the window did not open")
        while watcher.at is None:
            app.processEvents()
            if time.perf_counter() - start > TIMEOUT_S:
                raise RuntimeError("the window was never painted")
        took = (watcher.at - start, watcher.cpu_at - start_cpu)
    finally:
        app.removeEventFilter(watcher)
    window.close()
    window.deleteLater()
    app.processEvents()
    return took


def main_window_over(service: GameService) -> QWidget:
    """The app's main window over ``service``, shown, its games list filled (results too)."""
    import tempfile

    from PySide6.QtCore import QSettings

    from ui.main_window import MainWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    ini = Path(tempfile.mkdtemp()) / "bench.ini"
    window = MainWindow(service, QSettings(str(ini), QSettings.Format.IniFormat))
    window.resize(1024, 700)
    window.show()
    window.show_start()
    start = time.perf_counter()
    while time.perf_counter() - start < TIMEOUT_S:
        app.processEvents()
        if not window.start._filler.isActive():  # every listed game's result is in
            break
    return window


def players_window_times(path: Path | str, samples: int, *, bare: bool = False) -> list[Timing]:
    """Seconds from *Game → Players…* to the first paint of the filled list, ``samples`` times
    (from the main window, unless ``bare``)."""
    from PySide6.QtWidgets import QTreeWidget

    from ui.roster.opening import open_players_window

    QApplication.instance() or QApplication([])
    with GameService(path, backups=0) as service:
        parent = QWidget() if bare else main_window_over(service)

        def ready(widget: QWidget) -> bool:
            tree = widget.parent()
            return (
                isinstance(tree, QTreeWidget)
                and widget is tree.viewport()
                and tree.window().objectName() == "players_window"
                and tree.topLevelItemCount() > 0
                and tree.currentItem() is not None
            )

        return [
            _time_until_painted(lambda: open_players_window(parent, service), ready)
            for _ in range(samples)
        ]


def stats_window_times(path: Path | str, player: str, samples: int) -> list[Timing]:
    """Seconds from opening a player's statistics to the first paint of his card."""
    from ui.stats.player_card import PlayerCard
    from ui.stats.stats_window import open_stats_window

    QApplication.instance() or QApplication([])
    parent = QWidget()
    parent.resize(1280, 900)
    with GameService(path, backups=0) as service:

        def ready(widget: QWidget) -> bool:
            return isinstance(widget, PlayerCard) and widget.name_label.text() == player

        def open_window() -> QWidget | None:
            return open_stats_window(parent, service.stats, player)

        return [_time_until_painted(open_window, ready) for _ in range(samples)]


def main() -> None:
    path: Path | str = next(a for a in sys.argv[1:] if a != "--bare")  # a file or a server URL
    QApplication([])
    import ui.i18n  # noqa: F401 - loaded by every main window before any menu is used

    bare = "--bare" in sys.argv
    args = [a for a in sys.argv[1:] if a != "--bare"]
    players = players_window_times(path, int(args[1]) if len(args) > 1 else 5, bare=bare)
    card = stats_window_times(path, args[2] if len(args) > 2 else "", 3)
    print(json.dumps({"players": players, "card": card}))


if __name__ == "__main__":
    main()
