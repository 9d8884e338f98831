"""The game list's context menu clicked through as a person would (issue 16): rename a game
(the title typed in its dialog), archive it and bring it back, delete it after the question
(No keeps it, Yes deletes it), and Undo from the same menu — also after a restart of the app on
the same database. A three- and a four-handed game, so the players' names of both are checked.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMessageBox, QTreeWidget
from pytestqt.qtbot import QtBot

from app.engine import SOCHI, Call, Contract, Deal
from app.services import GameService
from tests.ui.conftest import type_text
from tests.ui.drive import choose, stop_polling, when_modal, when_popup
from ui.start_page import PLAYERS, STATE

THREE = ("Вика", "Борис", "Вера")
FOUR = ("Анна", "Борис", "Вера", "Глеб")
VIKA_7H = Deal(
    "Вика",
    Contract.parse("7h"),
    {"Борис": Call.WHIST, "Вера": Call.PASS},
    {"Вика": 7, "Борис": 2, "Вера": 1},
)
ANNA_6S = Deal("Анна", Contract.parse("6s"), {"Борис": Call.PASS, "Вера": Call.PASS}, {})


class App:
    """Pulka's main window on one database file, restarted as a person restarts it."""

    def __init__(self, path: Path, settings: QSettings, qtbot: QtBot) -> None:
        self.path, self.settings, self.qtbot = path, settings, qtbot
        self.service = GameService(path, backups=0)
        self.window = self._open()

    def _open(self):  # type: ignore[no-untyped-def]
        from ui.main_window import MainWindow

        window = MainWindow(self.service, self.settings)
        self.qtbot.addWidget(window)
        window.show()
        return window

    def restart(self) -> None:
        self.window.close()
        self.service.close()
        self.service = GameService(self.path, backups=0)
        self.window = self._open()

    @property
    def games(self) -> QTreeWidget:
        return self.window.start.games

    def listed(self) -> dict[int, tuple[str, str]]:
        """Game number → (players column, state column) of every row shown."""
        rows = (self.games.topLevelItem(i) for i in range(self.games.topLevelItemCount()))
        return {
            int(item.data(0, Qt.ItemDataRole.UserRole)): (item.text(PLAYERS), item.text(STATE))
            for item in rows
            if item is not None
        }

    def right_click(self, game_id: int) -> None:
        """Click the game's row, then ask for its context menu as a right click does."""
        item = next(
            self.games.topLevelItem(i)
            for i in range(self.games.topLevelItemCount())
            if self.games.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) == game_id  # type: ignore[union-attr]
        )
        assert item is not None
        self.games.scrollToItem(item)
        centre: QPoint = self.games.visualItemRect(item).center()
        viewport = self.games.viewport()
        QTest.mouseClick(
            viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre
        )
        event = QContextMenuEvent(
            QContextMenuEvent.Reason.Mouse, centre, viewport.mapToGlobal(centre)
        )
        QApplication.sendEvent(viewport, event)

    def menu(self, game_id: int, entry: str, *then: tuple[type, object]) -> None:
        """Right-click ``game_id``, choose ``entry``; each ``(kind, step)`` answers the modal
        window that opens next."""

        def in_menu(menu) -> None:  # type: ignore[no-untyped-def]
            for kind, step in then:
                when_modal(kind, step)  # type: ignore[arg-type]
            choose(menu, entry)

        when_popup(in_menu)
        self.right_click(game_id)
        self.qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)


def typed_title(text: str):  # type: ignore[no-untyped-def]
    """The rename dialog's step: type ``text`` in its box and press Enter."""

    def step(dialog: QInputDialog) -> None:
        box = dialog.findChild(QLineEdit)
        assert box is not None and dialog.focusWidget() is box  # where typing goes
        QTest.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        type_text(box, text)
        QTest.keyClick(box, Qt.Key.Key_Return)

    return step


def answered(key: Qt.Key, seen: list[str]):  # type: ignore[no-untyped-def]
    """The delete question's step: note its text, answer with ``key``."""

    def step(box: QMessageBox) -> None:
        seen.append(box.text())
        QTest.keyClick(box, key)
        # A letter "clicks" its button animated, a moment later (QMessageBox.keyPressEvent).
        deadline = 100
        while box.isVisible() and deadline:
            QTest.qWait(10)
            deadline -= 1

    return step


@contextlib.contextmanager
def app_with_games(
    path: Path, settings: QSettings, qtbot: QtBot, games: Sequence[tuple[Sequence[str], Deal]]
) -> Iterator[App]:
    """The app on a new database holding one game per ``(players, first deal)``, each dealt
    first by its last player; closed afterwards."""
    opened = App(path, settings, qtbot)
    for players, deal in games:
        game = opened.service.create_game(players, players[-1], SOCHI)
        opened.service.record(game, deal, 0)
    opened.window.refresh_start()
    try:
        yield opened
    finally:
        stop_polling()
        opened.window.close()
        opened.service.close()


@pytest.fixture
def app(tmp_path: Path, qtbot: QtBot, settings: QSettings, messages, english) -> Iterator[App]:  # type: ignore[no-untyped-def]
    games = [(THREE, VIKA_7H), (FOUR, ANNA_6S)]
    with app_with_games(tmp_path / "club.sqlite3", settings, qtbot, games) as opened:
        yield opened


def test_rename_archive_bring_back_delete_and_undo_by_the_menu(app: App, messages) -> None:  # type: ignore[no-untyped-def]
    three, four = 1, 2
    assert app.listed() == {
        four: ("Анна, Борис, Вера, Глеб", "open"),
        three: ("Вика, Борис, Вера", "open"),
    }
    app.menu(four, "Rename the game", (QInputDialog, typed_title("Пятница у Бориса")))
    assert app.listed()[four][0] == "Пятница у Бориса — Анна, Борис, Вера, Глеб"

    app.menu(four, "Move to the archive")
    assert set(app.listed()) == {three}
    app.window.start.filters.show_archived.setChecked(True)
    assert app.listed()[four] == ("Пятница у Бориса — Анна, Борис, Вера, Глеб", "archived")
    app.menu(four, "Bring back from the archive")
    assert app.listed()[four][1] == "open"
    app.window.start.filters.show_archived.setChecked(False)

    asked: list[str] = []
    app.menu(three, "Delete the game", (QMessageBox, answered(Qt.Key.Key_Escape, asked)))
    assert set(app.listed()) == {three, four}  # No: nothing deleted
    app.menu(three, "Delete the game", (QMessageBox, answered(Qt.Key.Key_Y, asked)))
    assert set(app.listed()) == {four}
    assert asked == ["Delete the game of Вика, Борис, Вера? It can be brought back with Undo."] * 2
    assert app.service.game(three).players == THREE  # the game itself is untouched

    # After a restart the deletion is still there, and the menu undoes it.
    app.restart()
    assert set(app.listed()) == {four}
    app.menu(four, "Undo the last change")
    assert app.listed()[three] == ("Вика, Борис, Вера", "open")
    app.menu(four, "Undo the last change")  # the bringing back: archived again
    assert set(app.listed()) == {three}
    assert messages == []


def test_a_cancelled_rename_changes_nothing(app: App) -> None:
    def cancel(dialog: QInputDialog) -> None:
        type_text(dialog.findChild(QLineEdit), "Суббота")  # type: ignore[arg-type]
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    app.menu(1, "Rename the game", (QInputDialog, cancel))
    assert app.listed()[1][0] == "Вика, Борис, Вера"
    assert app.service.backend.roster.roster_log() == []  # type: ignore[union-attr]
