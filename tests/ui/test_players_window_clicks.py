"""The players window clicked through as a person would (issue 16): the row chosen with the
mouse, Rename… and Merge with… from the buttons and from the context menu, their dialogs
filled from the keyboard, a refusal shown in a message, Undo and Redo — and the game list of
the main window following, for a three- and a four-handed game, also after a restart.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QInputDialog,
    QLineEdit,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from app.engine import Call, Contract, Deal
from tests.ui.conftest import type_text
from tests.ui.drive import choose, when_modal, when_popup
from tests.ui.test_game_list_menu import THREE, VIKA_7H, App, app_with_games
from ui.roster.players_window import GAMES, NAME, PlayersWindow

FOUR = ("Виктория", "Анна", "Глеб", "Дима")
VIKTORIA_7H = Deal(
    "Виктория",
    Contract.parse("7h"),
    {"Анна": Call.WHIST, "Глеб": Call.PASS},
    {"Виктория": 7, "Анна": 2, "Глеб": 1},
)


@pytest.fixture
def app(tmp_path: Path, qtbot: QtBot, settings: QSettings, messages, english) -> Iterator[App]:  # type: ignore[no-untyped-def]
    games = [(THREE, VIKA_7H), (FOUR, VIKTORIA_7H)]
    with app_with_games(tmp_path / "club.sqlite3", settings, qtbot, games) as opened:
        yield opened


def players_window(app: App) -> PlayersWindow:
    app.window.show_players()
    shown = app.window.players_window
    assert shown is not None
    app.qtbot.addWidget(shown)
    return shown


def table(window: PlayersWindow) -> dict[str, int]:
    """Each row's name (as shown) → games."""
    rows = (window.table.topLevelItem(i) for i in range(window.table.topLevelItemCount()))
    return {item.text(NAME): int(item.text(GAMES)) for item in rows if item is not None}


def click_row(window: PlayersWindow, name: str) -> QPoint:
    """Click the row of ``name`` with the mouse; where it was clicked."""
    found = window.table.findItems(name, Qt.MatchFlag.MatchExactly, NAME)
    assert found, f"{name} is not listed: {list(table(window))}"
    centre = window.table.visualItemRect(found[0]).center()
    viewport = window.table.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    assert window.selected() == name.removesuffix(" (hidden)")
    return centre


def tick(box: QCheckBox) -> None:
    """Click a check box on its box (its centre may be past the end of its words)."""
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def click(button: QPushButton) -> None:
    assert button.isEnabled(), button.text()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def typed_name(text: str):  # type: ignore[no-untyped-def]
    """The Rename dialog: the old name is there; select it, type ``text``, Enter."""

    def step(dialog: QInputDialog) -> None:
        box = dialog.findChild(QLineEdit)
        assert box is not None
        QTest.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        type_text(box, text)
        QTest.keyClick(box, Qt.Key.Key_Return)

    return step


def picked(name: str, offered: list[list[str]]):  # type: ignore[no-untyped-def]
    """The Merge dialog: note the names offered, walk down the list with the arrow keys to
    ``name``, Enter."""

    def step(dialog: QInputDialog) -> None:
        combo = dialog.findChild(QComboBox)
        assert combo is not None
        offered.append([combo.itemText(i) for i in range(combo.count())])
        combo.setFocus()
        QTest.keyClick(combo, Qt.Key.Key_Home)
        for _ in range(combo.count()):
            if combo.currentText() == name:
                break
            QTest.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentText() == name
        QTest.keyClick(combo, Qt.Key.Key_Return)

    return step


def context_menu(window: PlayersWindow, name: str, entry: str, kind: type, step) -> None:  # type: ignore[no-untyped-def]
    """Right-click the row of ``name``, choose ``entry``; ``step`` answers its dialog."""
    centre = click_row(window, name)

    def in_menu(menu) -> None:  # type: ignore[no-untyped-def]
        when_modal(kind, step)
        choose(menu, entry)

    when_popup(in_menu)
    viewport = window.table.viewport()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, centre, viewport.mapToGlobal(centre))
    QApplication.sendEvent(viewport, event)
    window.window().activateWindow()


def wait_for_dialogs(app: App) -> None:
    app.qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)


def test_rename_by_the_button_and_merge_by_the_menu_then_undo_and_redo(app: App, messages) -> None:  # type: ignore[no-untyped-def]
    window = players_window(app)
    assert table(window) == {
        "Вика": 1,
        "Борис": 1,
        "Вера": 1,
        "Виктория": 1,
        "Анна": 1,
        "Глеб": 1,
        "Дима": 1,
    }
    # Rename: the button, the name typed over the old one.
    click_row(window, "Борис")
    when_modal(QInputDialog, typed_name("Борис П."))
    click(window.rename_button)
    wait_for_dialogs(app)
    assert "Борис П." in table(window) and "Борис" not in table(window)
    assert window.selected() == "Борис П."  # the renamed player stays chosen
    assert app.listed()[1][0] == "Вика, Борис П., Вера"  # the game list follows at once

    # Merge: from the context menu, the other name picked from the list.
    offered: list[list[str]] = []
    context_menu(window, "Вика", "Merge with", QInputDialog, picked("Виктория", offered))
    wait_for_dialogs(app)
    assert offered == [["Анна", "Борис П.", "Вера", "Виктория", "Глеб", "Дима"]]
    assert table(window)["Виктория"] == 2 and "Вика" not in table(window)
    assert window.selected() == "Виктория"  # the one merged into is chosen
    assert app.listed() == {
        2: ("Виктория, Анна, Глеб, Дима", "open"),
        1: ("Виктория, Борис П., Вера", "open"),
    }
    assert messages == []

    click(window.undo_button)
    assert table(window)["Вика"] == 1 and table(window)["Виктория"] == 1
    assert app.listed()[1][0] == "Вика, Борис П., Вера"
    click(window.redo_button)
    assert "Вика" not in table(window)

    # After a restart the names are as left, and Undo goes on where it was.
    window.close()
    app.restart()
    assert app.listed()[1][0] == "Виктория, Борис П., Вера"
    window = players_window(app)
    assert table(window)["Виктория"] == 2
    click(window.undo_button)
    click(window.undo_button)
    assert {"Вика", "Борис", "Виктория"} <= set(table(window))
    assert app.listed()[1][0] == "Вика, Борис, Вера"
    assert not window.undo_button.isEnabled() and window.redo_button.isEnabled()


def test_a_merge_of_two_who_shared_a_table_is_refused_in_a_message(app: App, messages) -> None:  # type: ignore[no-untyped-def]
    """Анна and Глеб sat at the four-handed table: two people, not one."""
    window = players_window(app)
    click_row(window, "Анна")
    when_modal(QInputDialog, picked("Глеб", []))
    click(window.merge_button)
    wait_for_dialogs(app)
    assert messages == ["They played at the same table in game 2, so they are two people."]
    assert {"Анна", "Глеб"} <= set(table(window))
    assert app.service.backend.roster.roster_log() == []  # type: ignore[union-attr]


def test_rename_from_the_menu_cancelled_and_an_empty_name_refused(app: App, messages) -> None:  # type: ignore[no-untyped-def]
    window = players_window(app)

    def cancel(dialog: QInputDialog) -> None:
        type_text(dialog.findChild(QLineEdit), " К.")  # type: ignore[arg-type]
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    context_menu(window, "Дима", "Rename", QInputDialog, cancel)
    wait_for_dialogs(app)
    assert "Дима" in table(window) and messages == []
    context_menu(window, "Дима", "Rename", QInputDialog, typed_name("   "))
    wait_for_dialogs(app)
    assert messages == ["Please enter a name."] and "Дима" in table(window)
    assert app.service.backend.roster.roster_log() == []  # type: ignore[union-attr]


def test_a_hidden_duplicate_merged_away_leaves_the_real_player_shown(app: App, messages) -> None:  # type: ignore[no-untyped-def]
    """Hide «Вика» (the button), show the hidden ones, merge her into «Виктория» (the button and
    the list): Виктория stays in the list, not hidden (docs/roster.md)."""
    window = players_window(app)
    click_row(window, "Вика")
    click(window.hide_button)
    assert "Вика" not in table(window)
    tick(window.show_hidden)
    assert window.show_hidden.isChecked()
    click_row(window, "Вика (hidden)")
    when_modal(QInputDialog, picked("Виктория", []))
    click(window.merge_button)
    wait_for_dialogs(app)
    tick(window.show_hidden)
    assert not window.show_hidden.isChecked()
    assert table(window)["Виктория"] == 2
    assert not any("(hidden)" in name for name in table(window))
    assert messages == []
