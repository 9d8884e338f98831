"""The file dialogs (open and save) show every column whole at 1024×700: with a Russian system
locale the date column was squeezed to «30.11.2…6 21:05».

Qt's file list formats dates with the system locale, read once from the environment, so each
case runs in a fresh process with that locale (LANG) set.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "ui"

MEASURE = r"""
import json, sys, time
from PySide6.QtWidgets import QApplication, QFileDialog, QTreeView
app = QApplication(sys.argv)
from ui import i18n
from ui.widgets.file_dialog import file_dialog
language, folder, save = sys.argv[1], sys.argv[2], sys.argv[3] == "save"
i18n.install(language)
dialog = file_dialog(None, "Pulka", folder, "PDF (*.pdf)", save=save)
dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
dialog.show()
view = dialog.findChild(QTreeView)
header = view.header()
deadline = time.monotonic() + 10
while time.monotonic() < deadline and view.model().rowCount(view.rootIndex()) < 2:
    app.processEvents()
for _ in range(20):  # let the columns take their width
    app.processEvents()
    time.sleep(0.01)
room = dialog.screen().availableGeometry()
print(json.dumps({
    "rows": view.model().rowCount(view.rootIndex()),
    "date": view.model().index(0, 3, view.rootIndex()).data(),
    "size": [dialog.width(), dialog.height()],
    "room": [room.width(), room.height()],
    "columns": [header.sectionSize(c) for c in range(4)],
    "needed": [max(view.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(4)],
}))
"""


@pytest.mark.parametrize(("language", "locale"), [("ru", "ru_RU.UTF-8"), ("en", "en_US.UTF-8")])
@pytest.mark.parametrize("mode", ["save", "open"])
def test_every_column_reads_whole(tmp_path, language, locale, mode) -> None:
    (tmp_path / "папка").mkdir()
    (tmp_path / "пуля 2026-11-30.pdf").write_bytes(b"%PDF-1.4\n")
    env = {**os.environ, "LANG": locale, "LC_ALL": locale, "QT_QPA_PLATFORM": "offscreen"}
    # Qt keeps the file dialog's columns in its own settings file: a fresh one, as on a first
    # start (a width saved by another run would hide the squeeze).
    env["HOME"] = env["XDG_CONFIG_HOME"] = str(tmp_path / "home")
    run = subprocess.run(
        [sys.executable, "-c", MEASURE, language, str(tmp_path), mode],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["rows"] == 2, seen
    width, height = seen["size"]
    assert width <= min(seen["room"][0], 1024) and height <= min(seen["room"][1], 700), seen
    for column, name in enumerate(("name", "size", "type", "date")):
        assert seen["columns"][column] >= seen["needed"][column], (name, seen)


def test_every_file_dialog_of_the_app_is_the_sized_one() -> None:
    """Qt's static getOpenFileName/getSaveFileName open the narrow dialog."""
    used = [
        path.relative_to(ROOT).as_posix()
        for path in UI.rglob("*.py")
        if "QFileDialog.get" in path.read_text(encoding="utf-8") and path.name != "file_dialog.py"
    ]
    assert used == []
