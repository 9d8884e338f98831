"""The status bar says when nothing can be written, in a player's words: a club login that may
only look at the games reads «Только просмотр» / "View only" (it said «Только чтение», a file's
word), a file opened read-only keeps "Read only". The mark follows the database (Connect to a
club server…, back to the file) and the language (docs/texts.md, "Read-only words")."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel

from app.engine import SOCHI
from app.services import GameService
from app.services.stores import open_server_backend
from tests.pg_fixtures import Club
from tests.services.helpers import PLAYERS
from ui import app as ui_app

VIEW_ONLY = {"en": "View only", "ru": "Только просмотр"}


def marks(window) -> list[str]:
    """The texts of the status bar's labels that are shown (but the connection's protection,
    tests/ui/test_connection_mark.py)."""
    return [
        w.text()
        for w in window.statusBar().findChildren(QLabel)
        if w.isVisibleTo(window) and w.objectName() != "tlsMark"
    ]


def viewer_service(club: Club) -> GameService:
    with GameService(open_server_backend(club.url("scorer"))) as scorer:
        scorer.create_game(PLAYERS, "Anna", SOCHI)
    return GameService(open_server_backend(club.url("viewer")))


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_viewer_started_on_the_server_reads_view_only(
    pg_club: Club, tmp_path: Path, qapp, messages, monkeypatch, lang: str
) -> None:
    viewer_service(pg_club).close()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    monkeypatch.setattr(ui_app, "QSettings", lambda: settings)
    monkeypatch.setattr(QApplication, "exec", lambda _self: 0)
    windows: list = []
    from ui.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "show", lambda self: windows.append(self))
    status = ui_app.main(["--server", pg_club.url("viewer"), "--language", lang])
    assert status == 0 and len(windows) == 1
    window = windows[0]
    try:
        shown = marks(window)
        assert VIEW_ONLY[lang] in shown, shown
        assert not any("чтени" in text or "Read only" in text for text in shown), shown
    finally:
        window.close()
        window.deleteLater()


def test_the_mark_follows_the_database_and_the_language(
    pg_club: Club, qtbot, window, service
) -> None:
    assert marks(window) == []  # a writable file: nothing to say
    file = service.location
    window.use_service(viewer_service(pg_club))
    assert marks(window) == ["View only"]
    window.set_language("ru")
    try:
        assert marks(window) == ["Только просмотр"]
    finally:
        window.set_language("en")
    window.use_service(GameService(file))  # back to the file: writable again
    assert marks(window) == []
    window.service.close()
