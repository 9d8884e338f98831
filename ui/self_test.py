"""``pulka --self-test``: check a build (frozen or not) without a screen, exit 0 when it works.

Opens a temporary database, records a deal, undoes it, renders the main window offscreen and
loads the translations, all through the same code paths as the app. Each step prints one line;
the first failure prints its traceback and exits 1. The user's database and settings are never
touched (a temporary folder holds both).
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path

import app
from app.engine import SOCHI, Call, Contract, Deal
from app.services.resources import qm_path

PLAYERS = ("Аня", "Боря", "Вера")
# Аня makes 7♥ with Боря whisting 2 tricks: pool +4 for Аня (Sochi: a 7 costs 4,
# scoring-conventions A.4) and 3 × 4 = 12 whists for Боря on Аня (A.5).
DEAL = Deal(
    "Аня",
    Contract.parse("7h"),
    {"Боря": Call.WHIST, "Вера": Call.PASS},
    {"Аня": 7, "Боря": 2, "Вера": 1},
)
EXPECTED_POOL = 4
EXPECTED_WHISTS = 12


class SelfTestFailure(Exception):
    """A check of the self-test did not hold."""


def check(condition: bool, message: str) -> None:
    if not condition:
        raise SelfTestFailure(message)


def run(argv: list[str] | None = None) -> int:
    """Run every step; 0 when all pass, 1 otherwise. ``--startup``: see :func:`startup`."""
    # Offscreen unless the caller chose a platform (e.g. xcb under Xvfb to check that plugin).
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if "--startup" in (argv or []):
        return startup()
    print(f"pulka {app.__version__} self-test ({'frozen' if is_frozen() else 'source'})")
    with tempfile.TemporaryDirectory(prefix="pulka-self-test-") as folder:
        try:
            _steps(Path(folder))
        except Exception:
            traceback.print_exc()
            print("self-test: FAILED", file=sys.stderr)
            return 1
    print("self-test: ok")
    return 0


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def _step(name: str, action: Callable[[], str]) -> None:
    detail = action()
    print(f"  {name}: {detail}")


def _steps(folder: Path) -> None:
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    from app.services import GameService
    from ui import i18n

    qapp = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "pulka"])
    check(isinstance(qapp, QApplication), "no QApplication")

    def translations() -> str:
        i18n.install("ru")
        # Qt's own catalogue (qtbase_ru.qm, kept by the trimmed spec) must be found.
        cancel = QCoreApplication.translate("QPlatformTheme", "Cancel")
        check(cancel == "Отмена", f"qtbase_ru not loaded (Cancel -> {cancel!r})")
        qm = qm_path("ru")
        own = "pulka_ru.qm present" if qm.exists() else "no pulka_ru.qm (not built)"
        if qm.exists():
            # Qt 6's file dialog labels missing from qtbase_ru come from pulka_ru (ui/qt_gaps.py).
            look_in = QCoreApplication.translate("QFileDialog", "&Look in:")
            check(look_in == "&Папка:", f"file dialog not Russian (Look in -> {look_in!r})")
        return f"qtbase_ru loaded, {own}"

    _step("translations", translations)

    service = GameService(folder / "self-test.sqlite")
    # A bundle ships an empty database built by the migrations at package time and a first
    # start copies it; from a checkout (no template built) the migrations run.
    created = (
        "migrated (sqlite-utils)"
        if "sqlite_utils" in sys.modules
        else "copied from the packaged template"
    )
    _step("new database", lambda: created)
    try:
        game_id = service.create_game(PLAYERS, PLAYERS[0], SOCHI)

        def record() -> str:
            result = service.record(game_id, DEAL, service.last_seq(game_id))
            sheet = result.sheet
            check(sheet.pool["Аня"] == EXPECTED_POOL, f"pool {sheet.pool['Аня']}")
            check(sheet.whists["Боря"]["Аня"] == EXPECTED_WHISTS, "whists")
            return f"7♥ made: pool {EXPECTED_POOL}, whists {EXPECTED_WHISTS}"

        def undo() -> str:
            result = service.undo(game_id, service.last_seq(game_id))
            sheet = service.sheet(game_id)
            check(all(v == 0 for v in sheet.pool.values()), "pool not cleared by undo")
            check(not sheet.entries, "entries left after undo")
            check(result.undo_status.redo is not None, "nothing to redo after undo")
            return "sheet empty again, redo available"

        _step("record a deal", record)
        _step("undo it", undo)

        def window() -> str:
            from ui.main_window import MainWindow

            settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
            main = MainWindow(service, settings)
            main.open_game(game_id)
            main.resize(1024, 720)
            main.show()
            QApplication.processEvents()
            image = main.grab().toImage()
            check(not image.isNull() and image.width() > 0, "window did not render")
            step = max(1, min(image.width(), image.height()) // 32)
            colours = {
                image.pixel(x, y)
                for x in range(0, image.width(), step)
                for y in range(0, image.height(), step)
            }
            check(len(colours) > 1, "window rendered blank")
            path = folder / "window.png"
            check(image.save(str(path)), "cannot save the rendering")
            main.close()
            return f"{image.width()}×{image.height()} rendered ({path.stat().st_size} bytes PNG)"

        _step("main window", window)
    finally:
        service.close()


def startup() -> int:
    """``pulka --self-test --startup``: start as on a first run, quit at the first paint.

    The same steps as ``ui.app.main`` (application, translators, a new database, the main
    window) but the database lives in a temporary folder, and the event loop ends when the window
    first paints. ``benchmarks/package.py`` times this process against a bare PySide6 window
    that also quits at its first paint.
    """
    from PySide6.QtCore import QEvent, QObject, QSettings
    from PySide6.QtWidgets import QApplication

    from app.services import GameService
    from ui import i18n
    from ui.app import make_application

    with tempfile.TemporaryDirectory(prefix="pulka-startup-") as folder:
        qapp = make_application([])
        i18n.install(i18n.system_language())
        service = GameService(Path(folder) / "pulka.sqlite")
        try:
            from ui.main_window import MainWindow

            settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
            window = MainWindow(service, settings)

            class FirstPaint(QObject):
                def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                    if event.type() == QEvent.Type.Paint:
                        QApplication.exit(0)
                    return False

            watcher = FirstPaint()
            window.installEventFilter(watcher)
            window.show()
            return int(qapp.exec())
        finally:
            service.close()
