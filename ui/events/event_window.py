"""The event window: the current round's tables (who sits where, deals played, each table's
provisional result), the standings, seating the next round, printing, the big screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import CodedError
from app.services.event_values import Seating, scheme_of
from app.services.events import EventView, TableView
from app.services.game_service import GameService
from app.services.results import Changes, Link
from ui import i18n, theme
from ui.change_relay import relay_of
from ui.events.big_screen import BigScreen
from ui.events.new_event import NewEventDialog
from ui.events.printing import print_round
from ui.events.round_table import RoundTable
from ui.events.words import formula_text, points_text, round_title, signed_text, table_title
from ui.widgets import accessible
from ui.widgets.message import plain_tip, warn

OpenGame = Callable[[int], Any]


FRAME_WIDTH, FRAME_HEIGHT = 8, 40
"""Room left for a window manager's borders and title bar (openbox: 2 and 26 px)."""


def opening_size(room: QSize) -> QSize:
    """1100×640, or the screen's free area less a frame: 1100 px ran off a 1024×700 laptop
    (its «Новый вечер…» and Close buttons out of reach); everything fits in 880."""
    return QSize(min(1100, room.width() - FRAME_WIDTH), min(640, room.height() - FRAME_HEIGHT))


class EventWindow(QDialog):
    """One database's evenings and tournaments; ``open_game`` shows a table's game."""

    def __init__(self, service: GameService, open_game: OpenGame, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Evenings and tournaments"))
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.service = service
        self.events = service.events
        self.open_game = open_game
        self.view: EventView | None = None
        self.shown_round: int | None = None
        self.tables_view: tuple[TableView, ...] = ()
        self.big: BigScreen | None = None
        self.quiet = False
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        theme.tint(self.problem, "error")
        self.problem.hide()  # shown only while there is something to say

        self.choice = QComboBox()
        self.choice.currentIndexChanged.connect(self._chosen)
        self.new_button = QPushButton(self.tr("&New evening…"))
        self.new_button.clicked.connect(self.new_event)
        # A club server's scorer or viewer follows the evening; only its admin runs it
        # (docs/events.md, "On the club server"): the organiser's buttons are disabled.
        self.may_organise = self.events.may_organise
        self.new_button.setEnabled(self.may_organise)
        if not self.may_organise:
            self.new_button.setToolTip(self.tr("Only the club's administrator runs the evening."))
        top = QHBoxLayout()
        chooser = QLabel(self.tr("Evening or tournament:"))
        chooser.setBuddy(self.choice)  # a screen reader names the box by it
        top.addWidget(chooser)
        top.addWidget(self.choice, 1)
        top.addWidget(self.new_button)
        self.summary = QLabel()
        self.summary.setWordWrap(True)

        self.round_box = QGroupBox()
        self.tables = RoundTable(
            [
                self.tr("Table"),
                self.tr("Players, in seat order"),
                self.tr("Deals"),
                self.tr("Result so far"),
            ]
        )
        self.tables.cellDoubleClicked.connect(lambda row, _column: self.open_table(row))
        self.byes = QLabel()
        self.seat_button = QPushButton(self.tr("&Seat the next round"))
        self.seat_button.clicked.connect(self.seat_next)
        self.save_button = QPushButton(self.tr("Save the &edited seating"))
        self.save_button.clicked.connect(self.save_edited)
        self.start_button = QPushButton(self.tr("S&tart the round"))
        self.start_button.clicked.connect(self.start_round)
        self.open_button = QPushButton(self.tr("&Open the table's game"))
        self.open_button.clicked.connect(lambda: self.open_table(self.tables.currentRow()))
        # Two rows of two: in one row the Russian buttons («Сохранить исправленную рассадку»…)
        # made the round's half 690 px wide, and at 1024 px the standings lost their last
        # round's column behind a scroll bar.
        buttons = QGridLayout()
        for index, button in enumerate(
            (self.seat_button, self.save_button, self.start_button, self.open_button)
        ):
            buttons.addWidget(button, index // 2, index % 2)
        buttons.setColumnStretch(2, 1)
        round_layout = QVBoxLayout(self.round_box)
        round_layout.addWidget(self.tables)
        round_layout.addWidget(self.byes)
        round_layout.addLayout(buttons)

        standings_box = QGroupBox(self.tr("Standings"))
        self.standings = QTableWidget(0, 4)
        self.standings.setHorizontalHeaderLabels(self._standings_headers())  # «1 2 3 4» when empty
        self.standings.verticalHeader().hide()
        self.standings.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        standings_layout = QVBoxLayout(standings_box)
        standings_layout.addWidget(self.standings)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.round_box)
        split.addWidget(standings_box)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setSizes([560, 500])

        self.cards_button = QPushButton(self.tr("Print seating &cards…"))
        self.cards_button.clicked.connect(lambda: self.print_paper("cards"))
        self.sheet_button = QPushButton(self.tr("&Print the round sheet…"))
        self.sheet_button.clicked.connect(lambda: self.print_paper("sheet"))
        self.big_button = QPushButton(self.tr("&Big screen"))
        self.big_button.clicked.connect(self.show_big_screen)
        self.phones_button = QPushButton(self.tr("P&hones at the tables…"))
        self.phones_button.setToolTip(
            self.tr("Each table enters its deals from a phone; the room watches the standings.")
        )
        self.phones_button.clicked.connect(self.show_phones)
        self.phones: dict[int, Any] = {}
        """The phones' dialog of each event opened (its server runs while the app runs)."""
        refresh = QPushButton(self.tr("&Refresh"))
        refresh.clicked.connect(self.refresh)
        bottom = QHBoxLayout()
        for button in (self.cards_button, self.sheet_button, self.big_button, self.phones_button):
            bottom.addWidget(button)
        bottom.addStretch(1)
        bottom.addWidget(refresh)

        self._name_controls(refresh)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.problem)
        layout.addWidget(split, 1)
        layout.addLayout(bottom)
        self.resize(opening_size(self.screen().availableGeometry().size()))
        # Tables are played in the main window or at other PCs: their deals and results move.
        # The window follows every change that touches the evening (ui/change_relay.py), from
        # this PC or another; nothing is read while nothing changes.
        self.relay = relay_of(service)
        self.relay.changed.connect(self._changes_arrived)
        self.relay.link.connect(self._link_changed)
        self.load_events()

    def _changes_arrived(self, changes: Changes) -> None:
        """A change made anywhere: new evenings join the list; one that touches the evening
        shown (its rounds, or a game played at one of its tables) redraws it."""
        if any(self.choice.findData(mark.event_id) < 0 for mark in changes.rounds):
            self._list_events_again()
        view = self.view
        if view is None:
            if changes.rounds:
                self._chosen()
            return
        games = [game for r in view.rounds for game in r.games]
        if changes.touches_event(view.id) or changes.touches_games(games):
            self._tick()

    def _link_changed(self, link: Link) -> None:
        """The club server lost (said in the window, the last view kept), or back and caught
        up (read again)."""
        if link.state == "lost":
            self.problem.setText(i18n.error_text("server_unavailable", {}))
            self.problem.show()
        else:
            self._tick()

    def _list_events_again(self) -> None:
        """The evenings again (one was created elsewhere), the one shown still chosen."""
        rows = self.run(self.events.list_events)
        if rows is None:
            return
        chosen = self.event_id()
        self.choice.blockSignals(True)
        self.choice.clear()
        for row in rows:
            self.choice.addItem(f"{row.name} — {i18n.day_text(row.date)}", row.id)
        if chosen is not None:
            self.choice.setCurrentIndex(max(0, self.choice.findData(chosen)))
        self.choice.blockSignals(False)

    def _tick(self) -> None:
        """A refresh nobody asked for: it says what went wrong in the window, not in a message
        box (a club server down for a minute), and never replaces a seating being edited by
        hand (the organiser's Save or Start reads it again)."""
        current = self.view.current_round if self.view else None
        if current is not None and not current.started and not self._saved_as_shown():
            return
        self.quiet = True
        try:
            self.refresh(wall=False)
        finally:
            self.quiet = False

    # -- calls --------------------------------------------------------------------------------

    def _name_controls(self, refresh: QPushButton) -> None:
        """What a screen reader says for each control (issue 32, item 5)."""
        accessible.name(
            self.choice,
            self.tr("Evening or tournament"),
            self.tr("Which evening or tournament the window shows."),
        )
        said = (
            (self.new_button, self.tr("Start a new evening or tournament.")),
            (self.seat_button, self.tr("Seat the players for the next round.")),
            (self.save_button, self.tr("Keep the seating as edited in the table above.")),
            (self.start_button, self.tr("Start the round: each table's game is created.")),
            (self.open_button, self.tr("Open the chosen table's game in the main window.")),
            (self.cards_button, self.tr("Print a card for each table with its players.")),
            (self.sheet_button, self.tr("Print the round's tables and results.")),
            (self.big_button, self.tr("Show the round and the standings on a wall screen.")),
            (refresh, self.tr("Read the evening again now.")),
        )
        for button, text in said:
            accessible.describe(button, text)
        accessible.name(
            self.tables,
            self.tr("Round"),
            self.tr("The round's tables: players, deals played, result so far."),
        )
        accessible.name(
            self.standings,
            self.tr("Standings"),
            self.tr("Every player's place, points and whists."),
        )

    def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Call the services; a refusal is a clear message, never a traceback."""
        try:
            return fn(*args)
        except CodedError as error:
            text = i18n.error_text(error.code, error.params)
            if self.quiet:
                self.problem.setText(text)
                self.problem.show()
            else:
                warn(self, self.tr("Evenings and tournaments"), text)
        return None

    # -- events ---------------------------------------------------------------------------

    def load_events(self, select: int | None = None) -> None:
        rows = self.run(self.events.list_events) or []
        self.choice.blockSignals(True)
        self.choice.clear()
        for row in rows:
            self.choice.addItem(f"{row.name} — {i18n.day_text(row.date)}", row.id)
        if select is not None:
            self.choice.setCurrentIndex(max(0, self.choice.findData(select)))
        self.choice.blockSignals(False)
        self._chosen()

    def _chosen(self) -> None:
        self.shown_round = None
        self.refresh()

    def new_event(self) -> None:
        # The players as the roster calls them now, without those hidden (who left the club):
        # the stored names include renamed-away and merged-away ones (docs/roster.md).
        roster = self.service.roster
        known = self.run(roster.players) or []
        dialog = NewEventDialog([], self)
        dialog.players.setToolTip(plain_tip(", ".join(known)))
        while dialog.exec() == QDialog.DialogCode.Accepted:
            name = dialog.name.text().strip() or dialog.name.placeholderText()
            try:
                event = self.events.create_event(
                    name,
                    dialog.kind.currentData(),
                    dialog.date.date().toString("yyyy-MM-dd"),
                    dialog.player_names(),
                    dialog.settings(),
                )
            except CodedError as error:
                dialog.message.setText(i18n.error_text(error.code, error.params))
                continue
            self.load_events(select=event)
            return

    def event_id(self) -> int | None:
        data = self.choice.currentData()
        return int(data) if data is not None else None

    # -- showing --------------------------------------------------------------------------

    def refresh(self, *, wall: bool = True) -> None:
        """Read the event again (tables are played elsewhere: their deals and results move);
        the big screen too unless ``wall`` is false (it follows the changes by itself)."""
        event = self.event_id()
        self.problem.clear()
        self.problem.hide()
        view = self.run(self.events.event, event) if event is not None else None
        if view is None and event is not None and self.view is not None:
            return  # not read (the message says why): the last view stays as it was
        self.view = view
        if view is None:
            if self.may_organise:
                self.summary.setText(self.tr("No evening yet: start one with “New evening…”."))
            else:  # a viewer's or scorer's login: the button is off, so never point at it
                self.summary.setText(
                    self.tr("No evening yet: the club's administrator starts one.")
                )
            self.tables.setRowCount(0)
            self.standings.setRowCount(0)
            self.round_box.setTitle(self.tr("Round"))
            self.byes.clear()
            self._enable(None)
            return
        self.summary.setText(self._summary(view))
        current = view.current_round
        self.shown_round = current.number if current is not None else None
        self.tables_view = (
            self.run(self.events.tables, view.id, current.number) or () if current else ()
        )
        self._show_tables(current.started if current else False)
        if current is None:
            self.round_box.setTitle(self.tr("No round seated yet"))
        else:
            state = self.tr("playing") if current.started else self.tr("seated, not started")
            self.round_box.setTitle(f"{round_title(current.number)} — {state}")
        byes = current.byes if current else ()
        self.byes.setText(
            self.tr("Sitting out: {names}").format(names=", ".join(byes)) if byes else ""
        )
        self._show_standings(view)
        self._enable(view)
        if wall and self.big is not None:
            self.big.refresh()

    def _summary(self, view: EventView) -> str:
        rules = view.settings.rules
        if rules.game_end == "deals":
            ending = self.tr("a round is {count} deals").format(count=rules.deal_limit)
        elif rules.game_end == "time":
            ending = self.tr("a round lasts {minutes} minutes").format(
                minutes=rules.time_limit_minutes
            )
        else:
            ending = self.tr("a round lasts until the pool ends")
        kind = self.tr("Tournament") if view.kind == "tournament" else self.tr("Club evening")
        return self.tr("{kind}, {date}: {count} players; {ending}; scoring: {formula}.").format(
            kind=kind,
            date=i18n.day_text(view.date),
            count=len(view.players),
            ending=ending,
            formula=formula_text(scheme_of(view.settings.formula)),
        )

    def _show_tables(self, started: bool) -> None:
        self.tables.setRowCount(len(self.tables_view))
        for row, table in enumerate(self.tables_view):
            number = QTableWidgetItem(table_title(table.number))
            players = QTableWidgetItem(", ".join(table.players))
            if started or not self.may_organise:
                players.setFlags(players.flags() & ~Qt.ItemFlag.ItemIsEditable)
            else:
                players.setToolTip(
                    self.tr("Edit the names to seat by hand, then save the seating.")
                )
            deals = QTableWidgetItem(str(table.deals_played) if started else "")
            if table.finished:
                deals.setText(self.tr("{count}, over").format(count=table.deals_played))
            result = QTableWidgetItem(
                ", ".join(f"{name} {signed_text(table.result[name])}" for name in table.players)
                if started
                else ""
            )
            result.setToolTip(plain_tip(result.text()))
            players.setToolTip(players.toolTip() or plain_tip(players.text()))
            for column, item in enumerate((number, players, deals, result)):
                if column != 1:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.tables.setItem(row, column, item)
        self.tables.fit()

    def _show_standings(self, view: EventView) -> None:
        lines = self.run(self.events.standings, view.id) or ()
        rounds = max((len(line.by_round) for line in lines), default=0)
        headers = self._standings_headers() + [round_title(n) for n in range(1, rounds + 1)]
        self.standings.setColumnCount(len(headers))
        self.standings.setHorizontalHeaderLabels(headers)
        self.standings.setRowCount(len(lines))
        for row, line in enumerate(lines):
            cells = [
                str(line.place),
                line.player,
                points_text(line.points),
                signed_text(line.whists),
            ]
            cells += ["—" if p is None else points_text(p) for p in line.by_round]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.standings.setItem(row, column, item)
        header = self.standings.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.standings.resizeRowsToContents()

    def _standings_headers(self) -> list[str]:
        return [self.tr("Place"), self.tr("Player"), self.tr("Points"), self.tr("Whists")]

    def _enable(self, view: EventView | None) -> None:
        current = view.current_round if view else None
        seated = current is not None and not current.started
        organise = self.may_organise
        self.seat_button.setEnabled(organise and view is not None and not seated)
        self.save_button.setEnabled(organise and seated)
        self.start_button.setEnabled(organise and seated)
        for button in (self.seat_button, self.save_button, self.start_button):
            button.setToolTip(
                "" if organise else self.tr("Only the club's administrator runs the evening.")
            )
        self.open_button.setEnabled(current is not None and current.started)
        for button in (self.cards_button, self.sheet_button):
            button.setEnabled(current is not None)
        self.big_button.setEnabled(view is not None)
        self.phones_button.setEnabled(view is not None)

    # -- rounds ---------------------------------------------------------------------------

    def seat_next(self) -> None:
        view = self.view
        if view is None:
            return
        seating = self.run(self.events.propose_seating, view.id)
        if seating is None:
            return
        number = 1 + sum(1 for r in view.rounds if r.started)
        self.run(self.events.save_seating, view.id, number, seating)
        self.refresh()

    def edited_seating(self) -> Seating:
        tables = []
        for row in range(self.tables.rowCount()):
            item = self.tables.item(row, 1)
            text = item.text() if item is not None else ""
            tables.append(tuple(n.strip() for n in text.split(",") if n.strip()))
        current = self.view.current_round if self.view else None
        return Seating(tuple(tables), current.byes if current else ())

    def save_edited(self) -> bool:
        view = self.view
        current = view.current_round if view else None
        if view is None or current is None:
            return False
        try:
            self.events.save_seating(view.id, current.number, self.edited_seating())
        except CodedError as error:
            warn(
                self, self.tr("Evenings and tournaments"), i18n.error_text(error.code, error.params)
            )
            return False
        self.refresh()
        return True

    def _saved_as_shown(self) -> bool:
        current = self.view.current_round if self.view else None
        return current is not None and current.tables == self.edited_seating().tables

    def start_round(self) -> None:
        view = self.view
        current = view.current_round if view else None
        if view is None or current is None:
            return
        if not self._saved_as_shown() and not self.save_edited():
            return
        self.run(self.events.start_round, view.id, current.number)
        self.refresh()
        dialog = self.phones.get(view.id)
        if dialog is not None:
            dialog.round_started()

    def open_table(self, row: int) -> None:
        if not 0 <= row < len(self.tables_view):
            return
        game_id = self.tables_view[row].game_id
        if game_id is not None:
            self.open_game(game_id)

    # -- paper and wall -------------------------------------------------------------------

    def print_paper(self, what: str) -> None:
        view = self.view
        current = view.current_round if view else None
        if view is None or current is None:
            return
        dialog = self.phones.get(view.id)
        urls = dialog.card_urls() if dialog is not None else {}
        print_round(self, view, current, self.tables_view, what, urls)

    def show_phones(self) -> None:
        """The phones' server of the chosen event (ui/events/phones_dialog.py, imported only
        now: the web server's modules load when it starts)."""
        if self.view is None:
            return
        dialog = self.phones.get(self.view.id)
        if dialog is None:
            from PySide6.QtWidgets import QApplication

            from ui.events.phones_dialog import PhonesDialog

            dialog = PhonesDialog(self.service, self.view.id, self)
            app = QApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(dialog.quit)
            self.phones[self.view.id] = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def show_big_screen(self) -> None:
        if self.view is None:
            return
        if self.big is None:
            self.big = BigScreen(self.service, self.view.id)
            self.big.destroyed.connect(lambda: setattr(self, "big", None))
        self.big.show_on_wall()
