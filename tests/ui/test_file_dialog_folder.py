"""A file dialog opens in the folder last used, else the documents, else the home folder — never
the folder the app was started from (issue 32, item 4: Save as PDF opened there)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QSettings, QStandardPaths
from PySide6.QtWidgets import QDialog, QFileDialog

from ui.widgets import file_dialog as files


@pytest.fixture
def fresh_settings():
    QSettings().remove(files.LAST_FOLDER)
    yield
    QSettings().remove(files.LAST_FOLDER)


def opened_in(start: str) -> str:
    dialog = files.file_dialog(None, "Pulka", start, "PDF (*.pdf)", save=True)
    try:
        return os.path.normpath(dialog.directory().absolutePath())
    finally:
        dialog.deleteLater()


def expected_first() -> str:
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return os.path.normpath(documents if os.path.isdir(documents) else QDir.homePath())


@pytest.mark.parametrize("start", ["", "game 2026-11-30.pdf", "/no/such/folder/game.pdf"])
def test_a_dialog_without_a_folder_opens_in_the_documents(
    qapp, fresh_settings, start, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)  # the folder the app was started from
    folder = opened_in(start)
    assert folder == expected_first() and folder != os.path.normpath(str(tmp_path))


def test_the_pdf_of_the_game_opens_in_the_last_folder_used(
    window, service, fresh_settings, tmp_path, monkeypatch
) -> None:
    from app.engine import SOCHI

    window.open_game(service.create_game(("Anna", "Boris", "Vera"), "Vera", SOCHI))
    chosen = tmp_path / "kept" / "pool.pdf"
    chosen.parent.mkdir()
    seen: list[tuple[str, str]] = []

    def answer(dialog: QFileDialog) -> int:
        seen.append(
            (os.path.normpath(dialog.directory().absolutePath()), dialog.selectedFiles()[0])
        )
        dialog.selectFile(str(chosen))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QFileDialog, "exec", answer)
    window.paper.ask_pdf()
    assert seen[0][0] == expected_first()
    assert Path(seen[0][1]).name.startswith("game ")  # named after the game's day
    assert chosen.exists()
    window.paper.ask_pdf()
    assert seen[1][0] == os.path.normpath(str(chosen.parent))  # the folder used last
