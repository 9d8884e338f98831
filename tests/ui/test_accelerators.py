"""No two shown widgets of one window share an Alt+letter accelerator, in Russian and English
(seen: "&Players" and "&Points" in the new-event dialog, Alt+P reached only one of them).

Every dialog and window the tests can open is walked: new game (each options page), deal entry
(3 and 4 players), manual entry, the incident wizard's three pages, new event, the evening
window, settlement, players, statistics (each tab), season, connect to a server, and the main
window on the games list and on a game, and each of its menus. Widgets hidden on the page
looked at do not count."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget

from app.engine import SOCHI, Call, Contract, Deal, ManualEntry
from app.services import GameService
from tests.ui.accelerators import clashes, mnemonic, taken
from ui import i18n

PLAYERS = {"ru": ("Аня", "Боря", "Вика", "Гена"), "en": ("Anna", "Boris", "Vera", "Gleb")}


@pytest.fixture(params=["ru", "en"])
def language(qapp, request) -> Iterator[str]:  # type: ignore[no-untyped-def]
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.fixture
def played(tmp_path: Path, language: str) -> Iterator[tuple[GameService, int]]:
    """A database with one played deal: the statistics and the settlement have something."""
    a, b, v, _ = PLAYERS[language]
    with GameService(tmp_path / "club.sqlite3", backups=0) as service:
        game = service.create_game((a, b, v), v, SOCHI)
        deal = Deal(a, Contract.parse("6s"), {b: Call.WHIST, v: Call.PASS}, {a: 6, b: 4, v: 0})
        service.record(game, deal, 0)
        yield service, game


def test_mnemonic_reads_the_underlined_letter() -> None:
    assert mnemonic("&Players") == "p"
    assert mnemonic("Д&лина тура:") == "л"
    assert mnemonic("Salt && pepper") is None
    assert mnemonic("A && B &Cancel") == "c"
    assert mnemonic("Players") is None


def shown(qtbot: Any, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    QApplication.processEvents()
    return widget


def pages(window: QWidget, name: str) -> Iterator[tuple[str, QWidget]]:
    """The window as it is, then once per tab of each tab widget it shows."""
    yield name, window
    for tabs in window.findChildren(QTabWidget):
        if not tabs.isVisibleTo(window):
            continue
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            QApplication.processEvents()
            yield f"{name}, tab {tabs.tabText(index)!r}", window


def new_game(
    qtbot: Any, _service: GameService, _game: int, _folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from ui.dialogs.new_game import NewGameDialog

    dialog = shown(qtbot, NewGameDialog([], lambda *args: args))
    yield "new game", dialog
    dialog.advanced.setChecked(True)
    for row in range(dialog.option_groups.count()):
        dialog.option_groups.setCurrentRow(row)
        QApplication.processEvents()
        yield f"new game, options {dialog.option_groups.item(row).text()!r}", dialog


def deal(
    qtbot: Any, _service: GameService, _game: int, _folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from ui.dialogs.deal_entry import DealDialog

    names = PLAYERS[i18n.current_language()]
    a, b, v, _ = names
    yield "deal, 3 players", shown(qtbot, DealDialog(names[:3], None, lambda _e: None))
    four = DealDialog(names[:3], None, lambda _e: None, resting=names[3])
    yield "deal, 4 players", shown(qtbot, four)
    played = Deal(a, Contract.parse("7h"), {b: Call.WHIST, v: Call.PASS}, {a: 7, b: 3, v: 0})
    again = DealDialog(names[:3], None, lambda _e: None, initial=played)
    yield "deal, a contract", shown(qtbot, again)


def manual(
    qtbot: Any, _service: GameService, _game: int, _folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from ui.dialogs.manual_entry import ManualEntryDialog

    names = PLAYERS[i18n.current_language()][:3]
    yield "manual entry", shown(qtbot, ManualEntryDialog(names, None, lambda _e: None))
    entry = ManualEntry(names[1], mountain=4)
    edit = ManualEntryDialog(names, None, lambda _e: None, initial=entry)
    yield "manual entry, a correction", shown(qtbot, edit)


def wizard(
    qtbot: Any, service: GameService, game: int, _folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from ui.wizard.wizard import IncidentWizard

    names = PLAYERS[i18n.current_language()]
    opened = shown(qtbot, IncidentWizard(service, game))
    yield "incident wizard, the rule", opened
    opened.rule_page.select("zakaz-2.4")
    opened.next()
    QApplication.processEvents()
    yield "incident wizard, the facts", opened
    facts = opened.facts_page.editors
    facts["declarer"].widget.setCurrentIndex(facts["declarer"].widget.findData(names[1]))
    facts["mistaken"].widget.setCurrentIndex(facts["mistaken"].widget.findData("8d"))
    consent = facts["all_consent"].widget
    consent.setCurrentIndex(consent.findData(True))
    opened.next()
    QApplication.processEvents()
    assert opened.currentId() == 2, "the preview page was reached"
    yield "incident wizard, the preview", opened


def new_event(
    qtbot: Any, _service: GameService, _game: int, _folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from ui.events.new_event import NewEventDialog

    dialog = shown(qtbot, NewEventDialog(list(PLAYERS[i18n.current_language()])))
    yield "new event", dialog
    dialog.ending.setCurrentIndex(dialog.ending.findData("time"))
    yield "new event, by time", dialog


def events(
    qtbot: Any, service: GameService, _game: int, _folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from ui.events.event_window import EventWindow

    yield from pages(shown(qtbot, EventWindow(service, lambda _id: None)), "evening window")


def settlement(
    qtbot: Any, service: GameService, game: int, _folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from ui.dialogs.settlement import SettlementDialog

    dialog = SettlementDialog(service.settlement(game), None, "Sochi", offer_finish=True)
    yield "settlement", shown(qtbot, dialog)


def players(
    qtbot: Any, service: GameService, _game: int, _folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from app.services.stats import StatsService
    from ui.roster.players_window import PlayersWindow

    window = PlayersWindow(service.roster, StatsService(service.backend))
    yield from pages(shown(qtbot, window), "players")


def statistics(
    qtbot: Any, service: GameService, _game: int, _folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from app.services.stats import StatsService
    from ui.stats.stats_window import StatsWindow

    name = PLAYERS[i18n.current_language()][0]
    window = StatsWindow(StatsService(service.backend), name)
    yield from pages(shown(qtbot, window), "statistics")


def season(
    qtbot: Any, service: GameService, _game: int, _folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from app.services.stats import StatsService
    from ui.stats.season_window import SeasonWindow

    window = SeasonWindow(StatsService(service.backend))
    yield from pages(shown(qtbot, window), "season")


def connect(
    qtbot: Any, _service: GameService, _game: int, _folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from ui.dialogs.connect_server import ConnectDialog

    yield "connect to a server", shown(qtbot, ConnectDialog(""))


def main_window(
    qtbot: Any, service: GameService, game: int, folder: Path
) -> Iterator[tuple[str, QWidget]]:
    from PySide6.QtCore import QSettings

    from ui.main_window import MainWindow

    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = shown(qtbot, MainWindow(service, settings))
    window.show_start()
    QApplication.processEvents()
    yield "main window, the games list", window
    window.open_game(game)
    QApplication.processEvents()
    yield "main window, a game", window
    for title in window.menuBar().actions():
        menu = title.menu()
        if menu is not None:
            yield f"main window, menu {title.text()!r}", menu


SCREENS: list[Callable[..., Iterator[tuple[str, QWidget]]]] = [
    new_game,
    deal,
    manual,
    wizard,
    new_event,
    events,
    settlement,
    players,
    statistics,
    season,
    connect,
    main_window,
]


@pytest.mark.parametrize("screen", SCREENS, ids=lambda f: f.__name__)
def test_no_two_shown_widgets_share_an_accelerator(
    qtbot, tmp_path, played, language, screen
) -> None:  # type: ignore[no-untyped-def]
    service, game = played
    found = {}
    for where, window in screen(qtbot, service, game, tmp_path):
        if shared := clashes(window):
            found[where] = f"{shared}; taken: {taken(window)}"
    assert not found, "\n".join(f"{language} {where}: {shared}" for where, shared in found.items())
