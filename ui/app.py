"""Application start-up: QApplication, language, the database through the service, the window."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from app.engine.numbers import sheet_number  # noqa: F401 - ui.sheet.numbers: before Qt too

# The domain before Qt: once PySide6 is imported, it reads the source of every module imported
# after it (looking for ``from __feature__ import``); the engine's and the store's ~40 modules
# and their standard-library imports would pay that (docs/benchmarks.md, "Start-up").
from app.services import GameService, default_database_path
from app.services.resources import ensure_qm  # noqa: F401 - ui.i18n loads it: before Qt too

# isort: split
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from ui import i18n, store_texts, theme
from ui.opening import open_server, open_service
from ui.widgets.message import plain_for_box

if TYPE_CHECKING:
    from ui.main_window import MainWindow

EXIT_REFUSED = 2


def make_application(argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0] if sys.argv else "pulka", *argv])
    app.setOrganizationName("Pulka")
    app.setApplicationName("Pulka")
    return app


def reopen_last_game(window: MainWindow, service: GameService, settings: QSettings) -> None:
    """Reopen the game of the last session — never one that failed last time without asking.

    ``opening_game`` is set while the game opens and removed after: still set at the next start
    means that start ended while opening it, so the player is asked first. A game that was
    refused (damaged) is forgotten, so the next start does not try again.
    """
    try:
        game_id = int(str(settings.value("last_game", "") or 0))
        interrupted = int(str(settings.value("opening_game", "") or 0))
    except ValueError:
        game_id = interrupted = 0
    settings.remove("opening_game")
    where = str(settings.value("last_game_location", "") or "")
    if where and where != service.location:
        return  # game numbers belong to one database: that one was in another
    if not game_id:
        return
    players = window.run(service.reopenable, game_id)  # its row alone, not the game list
    if players is None:
        settings.remove("last_game")
        return
    if interrupted == game_id:
        from PySide6.QtWidgets import QMessageBox  # its enums only when asked (issue 30)

        question = store_texts.reopen_question(game_id, ", ".join(players))
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        no = QMessageBox.StandardButton.No  # the safe answer is the default one
        answer = QMessageBox.question(
            window, i18n.product_name(), plain_for_box(question), buttons, no
        )
        if answer != QMessageBox.StandardButton.Yes:
            settings.remove("last_game")
            return
    settings.setValue("opening_game", game_id)
    settings.sync()
    opened = window.open_game(game_id)
    settings.remove("opening_game")
    if not opened:
        settings.remove("last_game")
    settings.sync()


APP_OPTIONS = ("--database", "--server", "--language")


class AppOptions:
    """The desktop app's own options."""

    def __init__(
        self, database: Path | None = None, server: str | None = None, language: str | None = None
    ) -> None:
        self.database = database
        self.server = server
        self.language = language

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AppOptions) and vars(self) == vars(other)

    def __repr__(self) -> str:
        return f"AppOptions({vars(self)!r})"


def parse_options(argv: list[str]) -> tuple[AppOptions, list[str]]:
    """The desktop app's options and the rest (Qt's own, ``-platform xcb``).

    The usual command lines (none, ``--database FILE``, ``--language=ru``) are read by hand;
    anything else — an abbreviation, a missing or refused value — goes to ``argparse``, which
    answers it as it always did (its import and parser cost ~12 M instructions of each start,
    issue 30). ``tests/test_app_options.py`` checks both give the same.
    """
    found: dict[str, str] = {}
    rest: list[str] = []
    index = 0
    while index < len(argv):
        arg = argv[index]
        name, equals, value = arg.partition("=")
        if name in APP_OPTIONS:
            if not equals:
                if index + 1 >= len(argv) or argv[index + 1].startswith("-"):
                    return _parsed(argv)
                index += 1
                value = argv[index]
            found[name] = value
        elif arg.startswith("--"):  # perhaps an abbreviation, or "--": argparse decides
            return _parsed(argv)
        else:
            rest.append(arg)
        index += 1
    language = found.get("--language")
    if language is not None and language not in i18n.LANGUAGES:
        return _parsed(argv)
    database = found.get("--database")
    options = AppOptions(
        None if database is None else Path(database), found.get("--server"), language
    )
    return options, rest


def _parsed(argv: list[str]) -> tuple[AppOptions, list[str]]:
    import argparse

    parser = argparse.ArgumentParser(prog="pulka")
    parser.add_argument("--database", type=Path, default=None)
    parser.add_argument("--server", default=None)
    parser.add_argument("--language", choices=i18n.LANGUAGES, default=None)
    args, rest = parser.parse_known_args(argv)
    return AppOptions(args.database, args.server, args.language), rest


def main(argv: list[str]) -> int:
    """Start the desktop app: ``pulka [--database FILE] [--language ru|en]``."""
    args, qt_args = parse_options(argv)
    app = make_application(qt_args)
    settings = QSettings()
    # The colours before any window (the first paint is in them): the View menu's choice, by
    # default the system's, followed when the system switches.
    theme.apply(str(settings.value("colours", "system") or "system"))
    try:
        theme.set_text_zoom(float(str(settings.value("text_zoom", 1.0) or 1.0)))
    except ValueError:
        theme.set_text_zoom(1.0)
    app.styleHints().colorSchemeChanged.connect(lambda _scheme: theme.follow_system())
    lang = args.language or str(settings.value("language", "") or i18n.system_language())
    i18n.install(lang)
    remembered = str(settings.value("server", "") or "")  # the club server last connected to
    if args.server is not None:
        service = open_server(args.server)
    elif args.database is None and remembered:
        # A table PC that cannot reach the server keeps working on its own file (and pushes
        # it later): the message said why, the title says which games are open.
        service = open_server(remembered) or open_service(default_database_path())
    else:
        service = open_service(args.database or default_database_path())
    if service is None:
        return EXIT_REFUSED
    from ui.main_window import MainWindow  # after the translators, so widgets read them

    window = MainWindow(service, settings)
    window.mark_access()
    reopen_last_game(window, service, settings)
    window.show()
    try:
        return int(app.exec())
    finally:
        service.close()
