"""The real start imports only what its first frame needs (issue 30: ≤ 1.5× the reference).

The ``pulka`` command is run as a user runs it — the real entry point, the command line, the
default database, the last game reopened — in a fresh interpreter (offscreen), and stopped
once the main window's first frame is painted (benchmarks/first_frame.py). Every module loaded
by then must be one the reference window (benchmarks/reference_window.py: a bare window with a
menu bar and one painted word, run the same way) loads too, or one of the short lists below.
Growing a list is a reviewed change: each name cost start-up instructions when it crept in
(docs/benchmarks.md, "Start-up"; the penalty catalogue, every subcommand's parser, ctypes,
_strptime, the statistics, argparse).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.engine import SOCHI
from app.services import GameService
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY

ROOT = Path(__file__).resolve().parent.parent

# Pulka's own modules before the first frame, by what the frame needs of them.
PULKA = {
    # the command: its entry point, the command line (no subcommand is imported)
    "pulka", "app", "app.cli", "app.texts",
    # the engine: the fold of the reopened game and its values
    "app.engine", "app.engine.entries", "app.engine.errors", "app.engine.events",
    "app.engine.gamefile", "app.engine.history", "app.engine.jsondoc", "app.engine.model",
    "app.engine.names", "app.engine.next_deal", "app.engine.numbers", "app.engine.pool",
    "app.engine.raspasy", "app.engine.rules", "app.engine.scoring", "app.engine.settlement",
    "app.engine.sheet", "app.engine.state", "app.engine.value",
    # the store: opening the file, reading the game
    "app.store", "app.store.backups", "app.store.codec", "app.store.db", "app.store.digest",
    "app.store.errors", "app.store.daily_backup",  # the last when the day's backup is due
    "app.store.event_log", "app.store.game_header", "app.store.games", "app.store.location",
    "app.store.network_fs",
    "app.store.protocol", "app.store.schema", "app.store.sqlite_errors",
    "app.store.sqlite_store", "app.store.template", "app.store.backend",
    "app.store.sqlite_backend",
    # the services the window calls
    "app.services", "app.services.about", "app.services.clock_end", "app.services.commits",
    "app.services.corrected_cells", "app.services.deal_outcome", "app.services.entered_names",
    "app.services.game_service",
    "app.services.games", "app.services.history", "app.services.incidents",
    "app.services.loaded", "app.services.permissions", "app.services.publishing",
    "app.services.recording",
    "app.services.refusals", "app.services.resources", "app.services.results",
    "app.services.roster",
    "app.services.rules_label", "app.services.stores", "app.services.writing",
    "app.roster", "app.roster.actions",
    # the window: the sheet, the card table, the history, the menus and their words
    "ui", "ui.app", "ui.busy", "ui.deal_words", "ui.i18n", "ui.main_window", "ui.opening",
    "ui.paper", "ui.paper.actions", "ui.rules_words", "ui.save_watch", "ui.server_watch",
    "ui.sheet", "ui.sheet.layout", "ui.sheet.numbers", "ui.sheet.sheet_widget", "ui.stats",
    "ui.stats.season_menu", "ui.store_texts", "ui.theme", "ui.widgets",
    "ui.widgets.card_table",
    "ui.widgets.after_paint", "ui.widgets.fit_screen", "ui.widgets.history",
    "ui.widgets.lazy_page",
    "ui.widgets.message", "ui.widgets.wheel_guard",
}  # fmt: skip

# Beyond what the reference window loads: the standard library and one library.
OTHERS = {
    # exact scores (Fraction), the engine's values, names compared as the user typed them
    "numbers", "decimal", "_decimal", "fractions", "copy", "dataclasses", "unicodedata",
    # the store: SQLite, JSON payloads, UTC times
    "sqlite3", "sqlite3.dbapi2", "_sqlite3", "json", "json.decoder", "json.encoder",
    "json.scanner", "_json", "datetime", "_datetime",
    # the digests of the schema and of each game's header (app/store/digest.py: not hashlib)
    "_sha256",
    # the default database's folder
    "platformdirs", "platformdirs.api", "platformdirs.unix", "platformdirs.version",
    "platformdirs._paths", "platformdirs._runtime", "platformdirs._xdg", "platformdirs.macos",
    "platformdirs.windows",
    # the reopened game's objects are frozen out of the collector (ui/main_window.py)
    "gc",
}  # fmt: skip


def _run(mode: str, program: str, env: dict[str, str], *args: str) -> list[str]:
    """``benchmarks/first_frame.py``'s report of ``program`` (offscreen): its lines."""
    out = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "first_frame.py"), mode, program, *args],
        capture_output=True,
        text=True,
        env={**env, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)},
        cwd=ROOT,
        check=True,
        timeout=120,
    )
    return out.stdout.splitlines()


def _user(home: Path) -> dict[str, str]:
    """A user of their own: home, data and settings folders."""
    return {
        **os.environ,
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "APPDATA": str(home / "appdata"),
        "LOCALAPPDATA": str(home / "localappdata"),
    }


SETUP = """
import sys
from PySide6.QtCore import QCoreApplication, QSettings
from app.services import default_database_path
QCoreApplication.setOrganizationName("Pulka"); QCoreApplication.setApplicationName("Pulka")
settings = QSettings()
settings.setValue("last_game", int(sys.argv[1]))
settings.setValue("last_game_location", sys.argv[2])
settings.setValue("language", "ru")
settings.sync()
"""


def _user_with_a_game(home: Path) -> dict[str, str]:
    """A user whose last session ended on a game in the default database, with the
    translations compiled (as an installed Pulka has them: a source checkout compiles a stale
    ``.qm`` at its next start, through a subprocess)."""
    from app.services.resources import ensure_qm

    for lang in ("ru", "en"):
        ensure_qm(lang)
    env = _user(home)
    where = subprocess.run(
        [sys.executable, "-c", "from app.services import *; print(default_database_path())"],
        capture_output=True,
        text=True,
        env={**env, "PYTHONPATH": str(ROOT)},
        check=True,
    ).stdout.strip()
    db = Path(where)
    db.parent.mkdir(parents=True)
    with GameService(db) as service:
        game = service.create_game(PLAYERS, "Anna", SOCHI)
        for seq, event in enumerate((ANNA_7H, RASPASY, ANNA_7H)):
            service.record(game, event, seq)
        location = service.location
    subprocess.run(
        [sys.executable, "-c", SETUP, str(game), location],
        env={**env, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"},
        check=True,
    )
    return env


@pytest.mark.parametrize("backup", ["not due", "due"])
def test_the_real_start_imports_only_the_allowed(tmp_path: Path, backup: str) -> None:
    env = _user_with_a_game(tmp_path)
    if backup == "due":  # the first start of the day: no verified copy of today
        for copy in (tmp_path / "data").rglob("backups/*"):
            copy.unlink()
    *modules, window = _run("modules", "pulka", env)
    assert window == "MainWindow 1", "the last game was not reopened on the first frame"
    loaded = modules[0].split()
    reference = set(
        _run("modules", str(ROOT / "benchmarks" / "reference_window.py"), env)[0].split()
    )
    assert "PySide6.QtWidgets" in reference
    extra = [name for name in loaded if name not in reference | PULKA | OTHERS]
    assert extra == [], f"imported before the first frame, not on the allowed lists: {extra}"


def test_the_app_imports_the_domain_before_qt() -> None:
    # Once imported, PySide6 reads the source of every module imported after it (its
    # __feature__ check): ui.app loads the engine, the store and the services first.
    script = "import sys, ui.app; print(' '.join(sys.modules))"
    out = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)},
        cwd=ROOT,
        check=True,
        timeout=60,
    )
    order = out.stdout.split()  # sys.modules keeps the order modules were first imported in
    first_qt = order.index("PySide6")
    domain = [
        name for name in order if name.startswith(("app.engine", "app.store", "app.services"))
    ]
    assert "app.engine.state" in domain and "app.store.event_log" in domain
    assert all(order.index(name) < first_qt for name in domain)
