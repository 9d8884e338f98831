"""Application start-up: QApplication, language, the database through the service, the window."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

# The domain before Qt: once PySide6 is imported, it reads the source of every module imported
# after it (looking for ``from __feature__ import``); the engine's and the store's ~40 modules
# and their standard-library imports would pay that (docs/benchmarks.md, "Start-up").
from app.services import DatabaseRefused, GameService, default_database_path

# isort: split
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from ui import i18n
from ui.widgets import wheel_guard

EXIT_REFUSED = 2


def make_application(argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0] if sys.argv else "pulka", *argv])
    app.setOrganizationName("Pulka")
    app.setApplicationName("Pulka")
    wheel_guard.install()  # no field changes on the wheel without focus (issue 11)
    return app


def open_service(path: Path) -> GameService | None:
    """The service over ``path``, or None after telling the user why the file was refused."""
    try:
        return GameService(path)
    except DatabaseRefused as error:
        text = i18n.error_text("database_refused", {"path": error.path})
        QMessageBox.critical(None, "Pulka", text)
        return None
    except OSError as error:
        QMessageBox.critical(None, "Pulka", i18n.error_text("file_unreadable", {"path": path}))
        print(error, file=sys.stderr)
        return None


def main(argv: list[str]) -> int:
    """Start the desktop app: ``pulka [--database FILE] [--language ru|en]``."""
    if "--self-test" in argv:  # checks a build without a screen (packaging/, issue 7)
        from ui.self_test import run

        return run(argv)
    parser = argparse.ArgumentParser(prog="pulka")
    parser.add_argument("--database", type=Path, default=None)
    parser.add_argument("--language", choices=i18n.LANGUAGES, default=None)
    args, qt_args = parser.parse_known_args(argv)
    app = make_application(qt_args)
    settings = QSettings()
    lang = args.language or str(settings.value("language", "") or i18n.system_language())
    i18n.install(lang)
    path = args.database or default_database_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    service = open_service(path)
    if service is None:
        return EXIT_REFUSED
    from ui.main_window import MainWindow  # after the translators, so widgets read them

    window = MainWindow(service, settings)
    last = settings.value("last_game")
    if last:
        games = {g.id for g in service.list_games()}
        if int(last) in games:
            window.open_game(int(last))
    window.show()
    try:
        return int(app.exec())
    finally:
        service.close()
