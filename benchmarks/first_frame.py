"""Run a program until its first window has painted its first frame, then report and exit.

``python benchmarks/first_frame.py MODE PROGRAM [ARGS…]`` runs ``PROGRAM`` — ``pulka`` (the
real entry point, ``pulka.main``, as the console script calls it) or a Python script — and
watches, from outside the program's code, for the first top-level window it shows. When that
window's first paint has been done and flushed (a zero timer queued from its first paint event
runs after the whole frame: every child painted, the backing store flushed), it reports and the
process ends at once (``os._exit``: no teardown counted). ``MODE``:

* ``time``: the seconds since ``PULKA_T0`` (``time.time()`` when the launcher started the
  process) on standard output;
* ``modules``: the names in ``sys.modules`` on standard output, in the order they were loaded,
  then a line with the window's class and its ``game_id`` (tests/test_startup_imports.py);
* ``count``: nothing (callgrind counts the instructions up to here).

The watch costs the same in every program (an import hook for ``PySide6.QtWidgets``, then one
patched ``QWidget.show`` until the first window shows), so a ratio of two launches is the
programs' own. Nothing here imports Qt or Pulka before the program does.
"""

from __future__ import annotations

import os
import runpy
import sys
import time
from typing import Any

# Run as a script, this file's folder is first on the path, where benchmarks/ui.py would stand
# in for the ``ui`` package.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != HERE]
MODE = sys.argv[1] if len(sys.argv) > 1 else "time"
_kept: list[Any] = []  # the watcher objects, alive until the end


def _report(window: Any) -> None:
    if MODE == "time":
        print(time.time() - float(os.environ.get("PULKA_T0", "0")), flush=True)
    elif MODE == "modules":
        print(" ".join(sys.modules))
        print(type(window).__name__, getattr(window, "game_id", None), flush=True)
    os._exit(0)


_after: list[Any] = []
"""What to call with the first window once its first frame is done (``_report`` by default)."""


def _watch(widgets: Any) -> None:
    """Patch ``QWidget.show``: the first window shown gets a one-shot paint watcher."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    real_show = widgets.QWidget.show

    class FirstFrame(QObject):
        def eventFilter(self, watched: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                # After the whole frame is painted and flushed:
                then = _after[0] if _after else _report
                QTimer.singleShot(0, lambda: then(watched))
            return False

    def show(widget: Any) -> None:
        if widget.isWindow():
            widgets.QWidget.show = real_show
            watcher = FirstFrame()
            _kept.append(watcher)
            widget.installEventFilter(watcher)
        real_show(widget)

    widgets.QWidget.show = show


class _QtWidgetsHook:
    """A meta-path finder that lets ``PySide6.QtWidgets`` load, then patches it."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if name != "PySide6.QtWidgets":
            return None
        sys.meta_path.remove(self)
        from importlib.util import find_spec

        spec = find_spec(name)
        if spec is None or spec.loader is None:
            return spec
        loader = spec.loader
        real_exec = loader.exec_module

        def exec_module(module: Any) -> None:
            real_exec(module)
            _watch(module)

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def after_first_frame(callback: Any) -> None:
    """Call ``callback(window)`` once the first window of this process has painted its first
    frame (instead of reporting and ending: benchmarks/enter_x.py). Call before Qt is imported."""
    _after[:] = [callback]
    sys.meta_path.insert(0, _QtWidgetsHook())


def main() -> None:
    program, args = sys.argv[2], sys.argv[3:]
    sys.meta_path.insert(0, _QtWidgetsHook())
    if program == "pulka":
        sys.argv = ["pulka", *args]
        from pulka import main as pulka_main

        sys.exit(pulka_main())
    sys.argv = [program, *args]
    runpy.run_path(program, run_name="__main__")


if __name__ == "__main__":
    main()
