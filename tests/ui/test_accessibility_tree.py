"""An app anyone can read (issue 32, item 5), checked over Qt's accessibility tree — what a screen
reader is given: every interactive control named and described, in both languages, a box named
for what it asks (not for the item it shows); the drawn sheet read cell by cell («Аня, гора:
12»), and the keyboard walking its players and sections."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from app.engine import SOCHI, Call, Contract, Deal
from ui import i18n

R = QAccessible.Role
INTERACTIVE = {
    R.PushButton,
    R.CheckBox,
    R.RadioButton,
    R.ComboBox,
    R.EditableText,
    R.SpinBox,
    R.List,
    R.Table,
    R.Tree,
    R.Slider,
    R.ButtonMenu,
    R.ButtonDropDown,
    R.PageTab,
    R.MenuItem,
}
UNDESCRIBED = {R.MenuItem}
"""A menu of the menu bar: Qt gives its item no description (its name says it)."""
NAMES = {"ru": ("Аня", "Боря", "Вика"), "en": ("Anna", "Boris", "Vera")}
ENGLISH_KEPT = {"Insert", "Enter", "Esc", "Tab", "Ctrl", "PNG", "CSV", "PDF", "PostgreSQL", "OK"}
"""Words the Russian interface keeps as they are: key names and file formats."""


def nodes(iface: Any, depth: int = 0) -> Iterator[Any]:
    if iface is None or not iface.isValid() or depth > 40 or iface.state().invisible:
        return
    yield iface
    for i in range(iface.childCount()):
        yield from nodes(iface.child(i), depth + 1)


def controls(widget: Any) -> list[tuple[str, str, str, str]]:
    """(role, name, description, shown value) of every interactive node under ``widget``."""
    out = []
    for node in nodes(QAccessible.queryAccessibleInterface(widget)):
        if node.role() in INTERACTIVE:
            obj = node.object()
            name = node.text(QAccessible.Text.Name).strip()
            if node.role() == R.ComboBox:
                # Qt on Linux names a combo box by what it shows and gives its label as a
                # "labelled by" relation (a screen reader says both): the label is its name.
                labels = [
                    other.text(QAccessible.Text.Name)
                    for other, _relation in node.relations(QAccessible.RelationFlag.Label)
                ]
                name = " ".join(x for x in labels if x) or obj.accessibleName()
                shown = obj.currentText()
                if not labels:
                    shown = f"{shown} (no label)"
            else:
                shown = ""
            out.append((node.role().name, name, node.text(QAccessible.Text.Description), shown))
    return out


@pytest.fixture
def windows(qtbot, window, service, settings) -> Any:
    """Every window and dialog of the app, shown, over a game with a deal."""
    from ui.dialogs.connect_server import ConnectDialog
    from ui.dialogs.settlement import SettlementDialog
    from ui.events.event_window import EventWindow
    from ui.events.new_event import NewEventDialog
    from ui.main_window import MainWindow
    from ui.roster.opening import open_players_window
    from ui.stats.opening import show_statistics
    from ui.stats.season_menu import open_season_window
    from ui.wizard.rules_browser import RulesBrowser
    from ui.wizard.wizard import IncidentWizard

    def make(lang: str) -> dict[str, Any]:
        i18n.install(lang)
        a, b, v = NAMES[lang]
        game = service.create_game((a, b, v), v, SOCHI)
        deal = Deal(a, Contract.parse("7h"), {b: Call.WHIST, v: Call.PASS}, {a: 7, b: 2, v: 1})
        service.record(game, deal, 0)
        window.set_language(lang)
        window.open_game(game)
        start = MainWindow(service, settings)
        qtbot.addWidget(start)
        start.show()
        start.show_start()
        made = {
            "main": window,
            "start": start,
            "deal": window.deal_dialog(),
            "manual": window.manual_dialog(),
            "new game": window.new_game_dialog(),
            "settlement": SettlementDialog(service.settlement(game), window, offer_finish=True),
            "incident": IncidentWizard(service, game),
            "new evening": NewEventDialog([]),
            "evenings": EventWindow(service, lambda _game: None),
            "club server": ConnectDialog(""),
            "players": open_players_window(window, service),
            "statistics": show_statistics(window, service),
            "season": open_season_window(window, service),
            "rules": RulesBrowser(window),
        }
        for key, widget in made.items():
            if key not in ("main", "start", "players", "statistics", "season"):
                qtbot.addWidget(widget)
            widget.show()
        made["deal"].contract.setEditText("7h")
        return made

    return make


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_control_is_named_and_described(windows, lang) -> None:
    try:
        problems = []
        for key, widget in windows(lang).items():
            for role, name, description, shown in controls(widget):
                if not name:
                    problems.append(f"{key}: a {role} without a name")
                if not description and R[role] not in UNDESCRIBED:
                    problems.append(f"{key}: {role} «{name}» without a description")
                if role == "ComboBox" and shown.endswith("(no label)"):
                    problems.append(f"{key}: a box without a label: «{name}», {shown}")
                if lang == "ru":
                    english = {
                        w
                        for w in re.findall(r"[A-Za-z]{3,}", f"{name} {description}")
                        if w not in ENGLISH_KEPT and w not in "".join(NAMES["en"])
                    }
                    if english:
                        problems.append(f"{key}: English in «{name}» / «{description}»")
        assert problems == [], "\n".join(problems)
    finally:
        i18n.install("en")


def test_a_defenders_call_box_is_labelled_by_his_name(qtbot, english) -> None:
    """Qt on Linux names a combo box by its item («pass»): the player's label must be its
    label, or a reader says «Defenders, pass» without saying whose."""
    from ui.dialogs.deal_entry import DealDialog

    dialog = DealDialog(("Anna", "Boris", "Vera"), None, lambda _event: None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.contract.setEditText("7h")
    for combo, player in zip(dialog.calls, ("Boris", "Vera"), strict=True):
        node = QAccessible.queryAccessibleInterface(combo)
        labels = [
            o.text(QAccessible.Text.Name) for o, _ in node.relations(QAccessible.RelationFlag.Label)
        ]
        assert player in labels, labels


@pytest.mark.parametrize(
    ("lang", "first", "mountain", "whists"),
    [
        ("ru", "Аня, пуля: 0", "Аня, гора: 0", "Аня, висты на игрока Боря: 0"),
        ("en", "Anna, pool: 0", "Anna, mountain: 0", "Anna, whists on Boris: 0"),
    ],
)
def test_the_sheet_is_read_cell_by_cell(window, service, lang, first, mountain, whists) -> None:
    i18n.install(lang)
    try:
        a, b, v = NAMES[lang]
        game = service.create_game((a, b, v), v, SOCHI)
        made = Deal(a, Contract.parse("7h"), {b: Call.WHIST, v: Call.PASS}, {a: 7, b: 2, v: 1})
        service.record(game, made, 0)
        window.set_language(lang)
        window.open_game(game)
        sheet = QAccessible.queryAccessibleInterface(window.sheet_view.sheet_widget)
        assert sheet.role() == R.List
        assert sheet.text(QAccessible.Text.Name) == (
            "Пуля на листе" if lang == "ru" else "Score sheet"
        )
        cells = [sheet.child(i) for i in range(sheet.childCount())]
        assert len(cells) == 12  # three players: pool, mountain, whists on each of two
        said = [c.text(QAccessible.Text.Name) for c in cells]
        assert said[0] == first.replace(": 0", ": 4")  # Аня's 7♥ made: pool 4
        assert said[1] == mountain
        assert said[2] == whists
        boris = b + (", висты на игрока " if lang == "ru" else ", whists on ") + a
        assert f"{boris}: 12" in said  # two tricks of whist on Аня's 7♥, at 6 a trick (A.5)
        assert all(sheet.indexOfChild(c) == i for i, c in enumerate(cells))
        assert cells[0].text(QAccessible.Text.Description) == (
            "Записано: 4" if lang == "ru" else "Written: 4"
        )
        assert not cells[0].rect().isEmpty()
    finally:
        i18n.install("en")


def test_the_keyboard_walks_players_and_sections(window, service, english) -> None:
    game = service.create_game(("Anna", "Boris", "Vera", "Gleb"), "Gleb", SOCHI)
    window.open_game(game)
    widget = window.sheet_view.sheet_widget
    widget.setFocus()
    sheet = QAccessible.queryAccessibleInterface(widget)
    assert sheet.childCount() == 20  # four players: pool, mountain, whists on three

    def focused() -> str:
        child = sheet.focusChild()
        return child.text(QAccessible.Text.Name) if child is not None else ""

    assert widget.hasFocus() and focused() == "Anna, pool: 0"
    steps = [
        (Qt.Key.Key_Down, "Anna, mountain: 0"),
        (Qt.Key.Key_Down, "Anna, whists on Boris: 0"),
        (Qt.Key.Key_Right, "Boris, whists on Anna: 0"),
        (Qt.Key.Key_Right, "Vera, whists on Anna: 0"),
        (Qt.Key.Key_Up, "Vera, mountain: 0"),
        (Qt.Key.Key_Left, "Boris, mountain: 0"),
        (Qt.Key.Key_End, "Gleb, whists on Vera: 0"),
        (Qt.Key.Key_Home, "Anna, pool: 0"),
        (Qt.Key.Key_Left, "Gleb, pool: 0"),  # round the table
    ]
    for key, expected in steps:
        QTest.keyClick(widget, key)
        assert focused() == expected, key
        state = sheet.child(widget.current_cell).state()
        assert state.focused and state.selected
    # Tab leaves the sheet: the keyboard is not caught in it.
    QTest.keyClick(widget, Qt.Key.Key_Tab)
    assert not widget.hasFocus()
