"""Start-up imports only what the first window needs (issue 5: first paint ≤ 1.5× a bare window).

A fresh interpreter opens an up-to-date database, builds the main window on a game and paints
it offscreen, as ``benchmarks/ui.py`` does; then the modules it loaded are compared with those
that only later actions need. Each name here cost measurable start-up time when it crept in
(docs/benchmarks.md, UI): sqlite-utils and what it drags in (~100 ms), the penalty catalogue,
print support, dialogs, the incident wizard.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from app.engine import SOCHI
from app.services import GameService
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY

ROOT = Path(__file__).resolve().parent.parent

NOT_AT_START_UP = (
    "sqlite_utils",  # the migration tool: only for a new or older database (ADR 0002)
    "click",
    "dateutil",
    "pluggy",
    "app.penalties",  # the catalogue: only when a game holds an incident or the wizard opens
    "app.cli.store_commands",
    "app.cli.translation",  # the command line's messages read the .qm only when printed
    "app.cli.qm",
    "PySide6.QtPrintSupport",  # settlement printing
    "ui.dialogs",
    "ui.wizard",
    "ui.start_page",  # the games list: built when first shown, never by a start on a game
    "ui.roster",  # its filter row and menu, and the players window
    "ui.widgets.date_edit",
    # Following changes (docs/decisions/0010-change-hub.md): the hub, the watcher of the file
    # and the windows' relay start after the first paint; the server's only with a server.
    "app.services.hub",
    "app.services.following",
    "app.store.change_source",
    "app.store.sqlite_watch",
    "app.store.postgres",
    "ui.change_relay",
    "ui.main_follow",
    "app.phones",  # phones at the tables: only once the organiser starts the server (ADR 0011)
    "app.services.phones",
    "starlette",
    "uvicorn",
    "segno",
)

FIRST_PAINT = """
import sys
from pathlib import Path
from PySide6.QtCore import QEvent, QObject, QSettings
from ui import app as ui_app, i18n
from app.services import GameService
app = ui_app.make_application([])
i18n.install("en")
service = GameService(Path(sys.argv[1]), backups=0)
from ui.main_window import MainWindow
window = MainWindow(service, QSettings(sys.argv[2], QSettings.Format.IniFormat))
window.open_game(int(sys.argv[3]))
painted = []
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            painted.append(True)
            app.exit(0)
        return False
watcher = FirstPaint()
window.sheet_view.sheet_widget.installEventFilter(watcher)
window.show()
app.exec()
assert painted
print(" ".join(sys.modules))
"""


def _modules_after(script: str, *args: str) -> list[str]:
    """What ``script`` prints in a fresh interpreter (offscreen): the names of sys.modules."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
        timeout=60,
    )
    return out.stdout.split()


def test_first_paint_does_not_import_later_needs(tmp_path: Path) -> None:
    db = tmp_path / "pulka.sqlite3"
    with GameService(db, backups=0) as service:
        game = service.create_game(PLAYERS, "Anna", SOCHI)
        for seq, event in enumerate((ANNA_7H, RASPASY, ANNA_7H)):
            service.record(game, event, seq)
    loaded = set(_modules_after(FIRST_PAINT, str(db), str(tmp_path / "s.ini"), str(game)))
    assert "ui.main_window" in loaded and "app.engine.sheet" in loaded  # it did start
    early = sorted(
        name
        for name in loaded
        for prefix in NOT_AT_START_UP
        if name == prefix or name.startswith(prefix + ".")
    )
    assert early == []


def test_the_app_imports_the_domain_before_qt() -> None:
    # Once imported, PySide6 reads the source of every module imported after it (its
    # __feature__ check): ui.app loads the engine, the store and the services first.
    script = "import sys, ui.app; print(' '.join(sys.modules))"
    order = _modules_after(script)  # sys.modules keeps the order modules were first imported in
    first_qt = order.index("PySide6")
    domain = [
        name for name in order if name.startswith(("app.engine", "app.store", "app.services"))
    ]
    assert "app.engine.state" in domain and "app.store.event_log" in domain
    assert all(order.index(name) < first_qt for name in domain)
