"""The players window's questions show their whole title (issue 14: «Переименовать игрока» was
cut to «Переи… грока» in the title bar: ``QInputDialog`` ignores a minimum width set on it)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QDialog, QInputDialog
from pytestqt.qtbot import QtBot

from app.engine import SOCHI
from app.services import GameService
from app.services.stats import StatsService
from ui import i18n
from ui.roster.players_window import PlayersWindow

WM_EXTRA = 100
"""The least a title bar spends beside its text: an icon and three buttons (openbox: ~100 px)."""


@pytest.fixture
def players(tmp_path: Path, qtbot: QtBot) -> Iterator[PlayersWindow]:
    service = GameService(tmp_path / "club.sqlite3", backups=0)
    service.create_game(("Вика", "Борис", "Аня"), "Аня", SOCHI)
    shown = PlayersWindow(service.roster, StatsService(service.backend))  # type: ignore[attr-defined]
    qtbot.addWidget(shown)
    shown.load()
    yield shown
    service.close()


@pytest.fixture
def asked(monkeypatch) -> list[tuple[str, int]]:
    """Each question's title and the width it opened with (answered Cancel)."""
    seen: list[tuple[str, int]] = []

    def exec_(dialog: QInputDialog) -> int:
        dialog.show()
        seen.append((dialog.windowTitle(), dialog.width()))
        dialog.hide()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(QInputDialog, "exec", exec_)
    return seen


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_rename_and_merge_open_wide_enough_for_their_titles(players, asked, lang) -> None:
    i18n.install(lang)
    try:
        players.retranslate()
        players.rename_selected()
        players.merge_selected()
    finally:
        i18n.install("en")
    assert len(asked) == 2
    font = players.font()
    font.setBold(True)
    for title, width in asked:
        assert width >= QFontMetrics(font).horizontalAdvance(title) + WM_EXTRA, title
