"""Every window follows what another client writes, without Refresh (issue 26, "Done when"):
two services on one club server, and two processes on one file. The reading client has open
its main window on a game, the games list, the event window, the big screen, the players
window, the statistics and the season table; the other client records deals (one in the open
game, one at an evening's table), starts a game with a new player and renames him. A dialog
open on the game says the game changed and previews against it as it now is."""

from __future__ import annotations

import contextlib
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.exceptions import TimeoutError

from app.engine import SOCHI, Call, Contract, Deal
from app.services import GameService
from app.services.events import EventService
from tests.pg_fixtures import Club
from ui.events.big_screen import BigScreen
from ui.events.demo import demo_evening
from ui.events.event_window import EventWindow
from ui.roster.opening import open_players_window
from ui.stats.opening import show_statistics
from ui.stats.season_menu import open_season_window

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ("Anna", "Boris", "Vera")
SOON_MS = 4000
"""Within the issue's 2 s for a file and 1 s for a server, with room for a busy machine."""


def next_deal(service: GameService, game: int) -> Deal:
    a, b, c = service.game(game).sheet.table.active
    return Deal(a, Contract.parse("6s"), {b: Call.PASS, c: Call.PASS})


class Writer:
    """The other client: what it writes, on the server or as another process on the file."""

    def deal(self, game: int) -> None: ...

    def new_game(self, players: tuple[str, ...]) -> int: ...

    def rename(self, old: str, new: str) -> None: ...


class ServerWriter(Writer):
    def __init__(self, club: Club) -> None:
        self.scorer = GameService(_server(club, "scorer"))
        self.admin = GameService(_server(club, "admin"))

    def deal(self, game: int) -> None:
        self.scorer.record(game, next_deal(self.scorer, game), self.scorer.last_seq(game))

    def new_game(self, players: tuple[str, ...]) -> int:
        game = self.scorer.create_game(players, players[0], SOCHI)
        self.deal(game)
        return game

    def rename(self, old: str, new: str) -> None:
        self.admin.roster.rename_player(old, new)

    def close(self) -> None:
        self.scorer.close()
        self.admin.close()


class ProcessWriter(Writer):
    def __init__(self, path: Path) -> None:
        self.path = path

    def _run(self, *args: str) -> str:
        done = subprocess.run(
            [sys.executable, "-m", "tests.ui.other_program", args[0], str(self.path), *args[1:]],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        assert done.stdout.strip().endswith("ok"), done.stderr
        return done.stdout

    def deal(self, game: int) -> None:
        self._run("deal", str(game))

    def new_game(self, players: tuple[str, ...]) -> int:
        return int(self._run("new-game", *players).split()[0])

    def rename(self, old: str, new: str) -> None:
        self._run("rename", old, new)

    def close(self) -> None:
        pass


def _server(club: Club, role: str) -> Any:
    from app.store.postgres.backend import open_postgres

    return open_postgres(club.url(role))


@dataclass
class Room:
    reader: GameService
    writer: Writer
    game: int
    event: int


def make_room(request, tmp_path: Path, reader_role: str) -> Iterator[Room]:
    """An evening in progress and a game of three, read by one client, written by another."""
    server = request.param == "server"
    if server:
        club = request.getfixturevalue("pg_club")
        organiser = GameService(_server(club, "admin"))
    else:
        path = tmp_path / "club.sqlite3"
        organiser = GameService(path, backups=0)
    with organiser:
        event = demo_evening(organiser, "en")
        game = organiser.create_game(PLAYERS, "Anna", SOCHI)
        organiser.record(game, next_deal(organiser, game), 0)
    # The reader opens once the organiser has closed: a second store opened on a file this
    # process holds open reads the file's header with a plain open(), whose close() drops the
    # process's POSIX locks on it (SQLite, "How To Corrupt", 2.2) — not what a club does.
    reader = GameService(_server(club, reader_role)) if server else GameService(path, backups=0)
    writer: ServerWriter | ProcessWriter = ServerWriter(club) if server else ProcessWriter(path)
    try:
        yield Room(reader, writer, game, event)
    finally:
        writer.close()
        reader.close()


@pytest.fixture(params=["server", "file"])
def room(request, tmp_path) -> Iterator[Room]:
    """The wall's viewer (on the server) reads."""
    yield from make_room(request, tmp_path, "viewer")


@pytest.fixture(params=["server", "file"])
def scoring_room(request, tmp_path) -> Iterator[Room]:
    """A second table's scorer (on the server) reads and writes."""
    yield from make_room(request, tmp_path, "scorer")


def test_every_window_follows_another_clients_writes(qtbot, room: Room, tmp_path, messages) -> None:
    from ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    main = MainWindow(room.reader, settings)
    qtbot.addWidget(main)
    main.show()
    assert main.open_game(room.game)
    listing = MainWindow(room.reader, settings)  # a second window on the games list
    qtbot.addWidget(listing)
    listing.show()
    listing.show_start()
    qtbot.wait(500)  # past the first paint: the windows follow from now on
    events = EventWindow(room.reader, lambda _game: None)
    qtbot.addWidget(events)
    events.show()
    big = BigScreen(room.reader, room.event)
    qtbot.addWidget(big)
    players = open_players_window(main, room.reader)
    stats = show_statistics(main, room.reader)
    season = open_season_window(main, room.reader)
    assert players is not None and stats is not None and season is not None
    stats.show_player("Anna")

    missed: list[str] = []
    # A deal in the open game: the sheet, the history, the undo label; Anna's figures.
    shown = main.view.last_seq
    rows = main.history.model_.rowCount()
    anna = stats.card.summary_label.text()
    undo = main.undo_action.text()
    room.writer.deal(room.game)
    missed += followed(
        qtbot,
        {
            "main window: sheet": lambda: main.view.last_seq == shown + 1,
            "main window: history": lambda: main.history.model_.rowCount() == rows + 1,
            "main window: undo label": lambda: main.undo_action.text() != undo,
            "statistics window": lambda: stats.card.summary_label.text() != anna,
        },
    )

    # A deal at the first table of the evening's round: the event window, the wall.
    table = EventService(room.reader).tables(room.event, 2)[0]
    standing = standings_text(events)
    room.writer.deal(table.game_id)
    played = table.deals_played + 1
    missed += followed(
        qtbot,
        {
            "event window: tables": lambda: events.tables.item(0, 2).text() == str(played),
            "event window: standings": lambda: standings_text(events) != standing,
            "big screen": lambda: f"{played} deals" in big.tables.text(),
        },
    )

    # A new game with a new player: the games list, the players, the season, the statistics.
    listed = listing.start.games.topLevelItemCount()
    counted = season.games_counted
    room.writer.new_game(("Zoya K.", "Boris", "Vera"))
    missed += followed(
        qtbot,
        {
            "games list": lambda: listing.start.games.topLevelItemCount() == listed + 1,
            "players window": lambda: "Zoya K." in names(players),
            "season table": lambda: season.games_counted == counted + 1,
            "statistics window: players": lambda: stats.player.findText("Zoya K.") >= 0,
        },
    )

    # The new player renamed at the other client: every list calls him by his new name.
    room.writer.rename("Zoya K.", "Zoya Kim")
    missed += followed(
        qtbot,
        {
            "players window: renamed": lambda: (
                "Zoya Kim" in names(players) and "Zoya K." not in names(players)
            ),
            "games list: renamed": lambda: "Zoya Kim" in listed_names(listing),
            "statistics window: renamed": lambda: stats.player.findText("Zoya Kim") >= 0,
        },
    )
    assert missed == []  # the windows that did not follow
    assert messages == []  # nothing of this needed a word
    for window in (big, events, players, stats, season):
        window.close()


def test_a_dialog_open_on_the_game_says_it_changed_and_shows_it_as_it_now_is(
    qtbot, scoring_room: Room, tmp_path, messages
) -> None:
    room = scoring_room
    from ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    main = MainWindow(room.reader, settings)
    qtbot.addWidget(main)
    main.show()
    assert main.open_game(room.game)
    qtbot.wait(500)
    dialog = main.manual_dialog()
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog, timeout=SOON_MS)
    dialog.pool.setValue(2)
    before = dialog.preview_label.text()
    shown = main.view.last_seq
    room.writer.deal(room.game)
    qtbot.waitUntil(lambda: dialog.changed_note.isVisible(), timeout=SOON_MS)
    assert "just changed" in dialog.changed_note.text()
    # The fresh numbers are shown before anything is written: the preview is of the game as
    # it now is (the window shows it too), and OK writes after the other client's deal.
    assert main.view.last_seq == shown + 1 and dialog.ok.isEnabled()
    assert dialog.preview_label.text() == before  # a manual entry writes the same amounts
    dialog.accept()
    assert room.reader.last_seq(room.game) == shown + 2 and messages == []


def followed(qtbot: Any, shown: dict[str, Any]) -> list[str]:
    """The windows named in ``shown`` that did not show the change within :data:`SOON_MS`
    by themselves."""
    with contextlib.suppress(TimeoutError):
        qtbot.waitUntil(lambda: all(check() for check in shown.values()), timeout=SOON_MS)
    return [name for name, check in shown.items() if not check()]


def standings_text(window: Any) -> list[str]:
    """Every cell of the event window's standings (points and whists move with a deal)."""
    table = window.standings
    return [
        table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())
    ]


def names(players: Any) -> list[str]:
    table = players.table
    return [table.topLevelItem(i).text(0) for i in range(table.topLevelItemCount())]


def listed_names(window: Any) -> str:
    games = window.start.games
    return " ".join(games.topLevelItem(i).text(1) for i in range(games.topLevelItemCount()))


def test_a_server_stopped_and_started_is_said_and_every_window_caught_up(
    qtbot, pg_club: Club, tmp_path, messages
) -> None:
    """The server restarts mid-evening: the window says it is lost, reconnects by itself,
    shows what was written meanwhile, and says it is current again (issue 26, "Faults")."""
    from ui.main_window import MainWindow

    with GameService(_server(pg_club, "admin")) as organiser:
        event = demo_evening(organiser, "en")
        game = EventService(organiser).tables(event, 2)[0].game_id
    reader = GameService(_server(pg_club, "viewer"))
    writer = ServerWriter(pg_club)
    try:
        main = MainWindow(reader, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(main)
        main.show()
        assert main.open_game(game)
        qtbot.wait(500)
        events = EventWindow(reader, lambda _game: None)
        qtbot.addWidget(events)
        big = BigScreen(reader, event)
        qtbot.addWidget(big)
        following = reader.follow()
        assert following is not None and following.ready.wait(10)
        shown = main.view.last_seq
        pg_club.cluster.pg_ctl("stop", "-m", "fast")
        try:
            qtbot.waitUntil(lambda: main.server_watch.offline, timeout=10_000)
            assert "cannot be reached" in main.server_watch.banner.text()
            assert not main.deal_action.isEnabled()
            qtbot.waitUntil(lambda: "cannot be reached" in events.problem.text(), timeout=5000)
            assert "cannot be reached" in big.note.text()
        finally:
            pg_club.cluster.pg_ctl("start")
        for _attempt in range(100):  # the table's PC is back first and records
            try:
                writer.deal(game)
                break
            except Exception:
                qtbot.wait(200)
        qtbot.waitUntil(lambda: not main.server_watch.offline, timeout=30_000)
        qtbot.waitUntil(lambda: main.view.last_seq == shown + 1, timeout=SOON_MS)
        assert "back" in main.statusBar().currentMessage()
        qtbot.waitUntil(lambda: events.problem.isHidden(), timeout=SOON_MS)
        played = EventService(reader).tables(event, 2)[0].deals_played
        assert events.tables.item(0, 2).text() == str(played)
        qtbot.waitUntil(lambda: f"{played} deals" in big.tables.text(), timeout=SOON_MS)
        assert messages == []
    finally:
        writer.close()
        reader.close()
