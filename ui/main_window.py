"""The main window: start page, the sheet, the card table, history, menus, undo/redo."""

from __future__ import annotations

import gc
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QByteArray, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QGuiApplication,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from app.engine import CodedError, GameEvent, ManualEntry
from app.engine.jsondoc import json_text
from app.engine.names import visible
from app.services import Changes, CommitResult, GameService, GameView, HistoryItem, OpResult
from ui import i18n, rules_words, theme
from ui.deal_words import sentence
from ui.paper.actions import PaperActions
from ui.save_watch import SaveWatch
from ui.server_watch import ServerWatch
from ui.sheet.sheet_widget import SheetView
from ui.stats.season_menu import season_action
from ui.widgets.after_paint import after_first_paint
from ui.widgets.card_table import CardTable
from ui.widgets.fit_screen import (
    OnResize,
    first_pane_width,
    keep_on_screen,
    opening_size,
    restored_size,
)
from ui.widgets.history import HistoryList
from ui.widgets.lazy_page import LazyPage
from ui.widgets.message import plain_tip, warn, without_mnemonic
from ui.widgets.wheel_guard import install_after_first_paint

if TYPE_CHECKING:  # the dialogs are imported when first opened: start-up does not need them
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QDialog, QMessageBox

    from app.services.permissions import Permissions
    from ui.backup_watch import BackupWatch
    from ui.dialogs.deal_entry import DealDialog
    from ui.dialogs.manual_entry import ManualEntryDialog
    from ui.dialogs.new_game import NewGameDialog
    from ui.main_follow import MainFollow
    from ui.roster.game_list import GameResults
    from ui.start_page import StartPage
    from ui.widgets.access_mark import AccessMark
    from ui.widgets.connection_mark import ConnectionMark

RIGHT_PANE_MIN = 380
"""The cards and the history keep at least this width beside the sheet (three seats in a row)."""
DEAL_LABELS = ("deal", "raspasy")
"""Label codes of a deal played at the table (corrected in the deal dialog)."""
FOLLOW_AFTER_MS = 300
"""When the window starts following changes, after it was first shown: past its first paint,
long before anyone could have written anything elsewhere that it would miss (the watcher
compares its first reading with the game the window shows)."""
CORRECTABLE_LABELS = (*DEAL_LABELS, "entry")
"""Label codes of what the history can correct (an incident is corrected by undoing it)."""
"""What the history offers to correct: deals and manual entries (an incident is undone and
recorded again through the wizard)."""


class MainWindow(QMainWindow):
    """One game at a time, through :class:`GameService` only."""

    paper: PaperActions
    """The paper-sheet actions of the current language (made anew by ``_build_actions``)."""
    access_mark: AccessMark | None = None
    connection_mark: ConnectionMark | None = None
    """The status bar's “View only” / “Read only”, made the first time it is needed."""
    backup_watch: BackupWatch | None = None
    """The day's backup in the background (made when one is due)."""

    def __init__(self, service: GameService, settings: QSettings | None = None) -> None:
        super().__init__()
        # Once per application, after this window's first frame: every dialog is covered.
        install_after_first_paint(self)
        # The day's backup, due when the file was opened, taken once this window is up.
        after_first_paint(self, self.take_daily_backup)
        self.service = service
        self.settings = settings or QSettings()
        self.game_id: int | None = None
        self.view: GameView | None = None
        self.table_name: object | None = None
        """The open game's event, round and table when it is a table of an evening."""
        self.end_dialog: QDialog | None = None
        self.question_box: QMessageBox | None = None
        self.permissions = service.permissions()
        self.database_name = self._database_name()
        self._set_title(self.tr("Pulka"))

        self.sheet_view = SheetView()
        self.card_table = CardTable()
        self.card_table.set_database(self.database_name)
        self.history = HistoryList()
        self.history.customContextMenuRequested.connect(self._history_menu)
        self.sheet_view.sheet_widget.describe_event = self._describe_event

        right = QSplitter(Qt.Orientation.Vertical)
        self.right_pane = right
        right.addWidget(self.card_table)
        history_box = QWidget()
        hb = QVBoxLayout(history_box)
        hb.setContentsMargins(0, 0, 0, 0)
        self.history_label = QLabel(self.tr("History (newest first)"))
        hb.addWidget(self.history_label)
        hb.addWidget(self.history)
        right.addWidget(history_box)
        # The seats take the room they need, the history the rest (the cards stood in a band
        # of empty space as tall as the history; issue 32).
        right.setStretchFactor(0, 0)
        right.setStretchFactor(1, 1)
        self._table_by_hand = False
        right.splitterMoved.connect(self._table_moved)
        self.splitter = QSplitter()
        self.splitter.addWidget(self.sheet_view)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        # The sheet pane is as wide as the sheet can use at its height (fit_panes), until the
        # player moves the divider: then his division stays.
        self._panes_by_hand = False
        self.splitter.splitterMoved.connect(self._panes_moved)
        OnResize(self.splitter, self.fit_panes)

        # The games list is built when first shown or used: a start that reopens the last
        # game never shows it (start-up instructions, docs/benchmarks.md).
        self.start_page = LazyPage(self._build_start_page, self._update_actions)
        self._list_results: GameResults | None = None
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start_page)
        self.pages.addWidget(self.splitter)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.server_watch = ServerWatch(central, self._probe_server, self._server_changed)
        column.addWidget(self.pages)
        self.setCentralWidget(central)
        service.on_server_lost = self.server_watch.lost
        # Created now, not at the first message: a status bar appearing later would shrink the
        # sheet and repaint all of it in the middle of an evening.
        self.save_watch = SaveWatch(self.statusBar(), lambda: self.service, self.commit_failed)
        self.save_watch.attach(service)

        self._build_actions()
        self._name_widgets()
        self._fitted = False
        self.follow: MainFollow | None = None
        self._follow_planned = False
        self._restore_geometry()
        self._update_actions()

    @property
    def start(self) -> StartPage:
        """The games list (built, and filled, on first use)."""
        return cast("StartPage", self.start_page.content())

    def _build_start_page(self) -> StartPage:
        from ui.roster.game_list import install_game_menu
        from ui.start_page import StartPage

        start = StartPage()
        install_game_menu(
            start.games,
            lambda: self.service.roster,
            self.refresh_start,
            self.run,
        )
        start.new_button.clicked.connect(self.new_game)
        start.open_button.clicked.connect(self._open_selected)
        start.import_button.clicked.connect(self.import_game)
        start.start_button.clicked.connect(self.new_game)
        start.example_button.clicked.connect(self.open_example)
        start.games.itemActivated.connect(lambda *_: self._open_selected())
        self._fill_start(start)
        return start

    # -- actions ------------------------------------------------------------------------------

    def _action(self, text: str, slot: Any, shortcut: Any = None) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(slot)
        if shortcut is not None:
            if isinstance(shortcut, list):
                action.setShortcuts(shortcut)
            else:
                action.setShortcut(shortcut)
        return action

    def _first_size(self) -> QSize:
        """The first start's window: 1180×760, or the screen's free area on a smaller screen
        (a 1024×700 club laptop must see the whole window, title bar included)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return QSize(1180, 760)
        # Less the window manager's title bar and borders (a first guess, fit_screen.FRAME;
        # keep_on_screen corrects it once the real frame is known).
        return opening_size(QSize(1180, 760), screen.availableGeometry().size())

    def _name_widgets(self) -> None:
        """What a screen reader says for the window's parts (issue 32, item 5), again on a
        language switch."""
        sheet = self.sheet_view.sheet_widget
        sheet.setAccessibleName(self.tr("Score sheet"))
        sheet.setAccessibleDescription(
            self.tr(
                "The drawn sheet: each player's pool, mountain and whists with their values. "
                "Arrow keys move between the players and the parts of the sheet."
            )
        )
        self.card_table.setAccessibleName(self.tr("Card table"))
        self.card_table.setAccessibleDescription(
            self.tr("Who deals, rests and speaks first, each player's pool, and the last deal.")
        )
        self.history.setAccessibleName(self.tr("History"))
        self.history.setAccessibleDescription(
            self.tr(
                "Every deal as it now stands, newest first. Its context menu corrects a deal "
                "or records an incident."
            )
        )

    def _restore_geometry(self) -> None:
        """The window as it was closed: its place and size, never smaller than a first start's
        on this screen, and maximised if it was (issue 32: a window kept from a small screen came
        back small on a large one, and a maximised one did not always come back maximised)."""
        first = self._first_size()
        geometry = self.settings.value("geometry")
        maximized = False
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
            maximized = self.isMaximized()  # as saved by Qt (a setting written before issue 32)
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMaximized)
            self.resize(restored_size(self.size(), first))
        else:
            self.resize(first)
        if str(self.settings.value("maximized", maximized)).lower() == "true":
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def _panes_moved(self, *_args: object) -> None:
        self._panes_by_hand = True

    def _table_moved(self, *_args: object) -> None:
        self._table_by_hand = True

    def fit_panes(self) -> None:
        """The sheet pane as wide as the sheet can use at the pane's height (its proportions are
        the paper's: 1 : 1.2 for three players, square for four), the rest to the cards and the
        history: maximised at 1920×1080 the sheet had 42 % of the width and the cards beside it
        were mostly empty space (issue 32)."""
        layout = self.sheet_view.sheet_widget.layout_
        if self._panes_by_hand or layout is None or self.splitter.count() != 2:
            return
        total = self.splitter.width() - self.splitter.handleWidth()
        wanted = self.sheet_view.width_for(self.splitter.height(), layout.width / layout.height)
        right = max(self.right_pane.minimumSizeHint().width(), RIGHT_PANE_MIN)
        first = first_pane_width(total, wanted, right)
        if abs(first - self.splitter.sizes()[0]) > 1:
            self.splitter.setSizes([first, total - first])
        if not self._table_by_hand:  # the seats as tall as they need, the history the rest
            tall = self.right_pane.height() - self.right_pane.handleWidth()
            seats = min(self.card_table.sizeHint().height(), tall // 2)
            if abs(seats - self.right_pane.sizes()[0]) > 1:
                self.right_pane.setSizes([seats, tall - seats])

    def setVisible(self, visible: bool) -> None:
        """A window about to show the games list builds it first, so that a message about
        reading the list comes before the window, as when the list was built with it."""
        if visible and self.pages.currentIndex() == 0:
            self.start_page.content()
        super().setVisible(visible)

    def showEvent(self, event: QShowEvent) -> None:
        """Once the window manager has framed the window, pull it all onto the screen."""
        super().showEvent(event)
        # Offscreen (tests, the packaged self-test) there is no real screen to fit: the window
        # keeps the size it was given.
        if not self._fitted and QGuiApplication.platformName() != "offscreen":
            self._fitted = True
            QTimer.singleShot(0, lambda: keep_on_screen(self))
            QTimer.singleShot(300, lambda: keep_on_screen(self))  # a slow window manager
        if not self._follow_planned:
            # After the first paint: the relay and the watcher are not start-up's (ADR 0003).
            self._follow_planned = True
            QTimer.singleShot(FOLLOW_AFTER_MS, self.follow_changes)

    def follow_changes(self) -> None:
        """From now on the window follows every change of its database, this process's and
        other clients' and programs' (ui/main_follow.py, docs/decisions/0010-change-hub.md)."""
        if self.follow is None:
            from ui.main_follow import MainFollow

            self.follow = MainFollow(self, self)

    def _build_actions(self) -> None:
        self.new_action = self._action(
            self.tr("&New game…"), self.new_game, QKeySequence.StandardKey.New
        )
        self.start_action = self._action(
            self.tr("&Games…"), self.show_start, QKeySequence("Ctrl+O")
        )
        self.import_action = self._action(self.tr("&Import…"), self.import_game)
        self.players_action = self._action(self.tr("Pl&ayers…"), self.show_players)
        self.export_action = self._action(self.tr("&Export…"), self.export_game)
        self.finish_action = self._action(self.tr("&Finish game"), self.finish_game)
        self.reopen_action = self._action(self.tr("&Reopen game"), self.reopen_game)
        self.quit_action = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.connect_action = self._action(
            self.tr("&Connect to a club server…"), self.connect_to_server
        )
        self.local_action = self._action(self.tr("Games on this co&mputer"), self.use_local_file)
        self.deal_action = self._action(
            self.tr("New &deal…"),
            self.enter_deal,
            [QKeySequence(Qt.Key.Key_Insert), QKeySequence("Ctrl+D")],
        )
        self.incident_action = self._action(
            self.tr("&Incident…"), self.record_incident, QKeySequence("Ctrl+I")
        )
        self.rules_action = self._action(self.tr("&Rules and penalties…"), self.show_rules)
        self.manual_action = self._action(self.tr("&Manual entry…"), self.enter_manual)
        self.undo_action = self._action(i18n.undo_text(None), self.undo, QKeySequence("Ctrl+Z"))
        self.redo_action = self._action(
            i18n.redo_text(None),
            self.redo,
            [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")],
        )
        self.settlement_action = self._action(
            self.tr("&Settlement…"), self.show_settlement, QKeySequence("Ctrl+R")
        )
        self.table_action = self._action(
            self.tr("Plain &table"), self.toggle_table, QKeySequence("Ctrl+T")
        )
        self.table_action.setCheckable(True)
        # The sheet's own zoom (Ctrl+wheel over it too); Ctrl+plus and Ctrl+minus size the
        # interface's text (issue 32).
        self.zoom_in = self._action(self.tr("Zoom the sheet &in"), lambda: self._zoom(1.25))
        self.zoom_out = self._action(self.tr("Zoom the sheet &out"), lambda: self._zoom(0.8))
        self.zoom_reset = self._action(
            self.tr("&Fit the sheet to the window"), lambda: self._zoom(0)
        )
        self.text_larger = self._action(
            self.tr("&Larger text"),
            lambda: self.zoom_text(1),
            [QKeySequence.StandardKey.ZoomIn, QKeySequence("Ctrl+=")],
        )
        self.text_smaller = self._action(
            self.tr("&Smaller text"), lambda: self.zoom_text(-1), QKeySequence.StandardKey.ZoomOut
        )
        self.text_normal = self._action(
            self.tr("&Normal text size"), lambda: self.zoom_text(0), QKeySequence("Ctrl+0")
        )

        menu = self.menuBar()
        game = menu.addMenu(self.tr("&Game"))
        for a in (self.new_action, self.start_action, self.import_action, self.export_action):
            game.addAction(a)
        game.addAction(self.players_action)
        game.addAction(self.tr("Player s&tatistics…"), self.show_statistics)
        game.addAction(season_action(self, lambda: self.service))
        game.addSeparator()
        game.addAction(self.connect_action)
        game.addAction(self.local_action)
        game.addSeparator()
        for a in (self.settlement_action, self.finish_action, self.reopen_action):
            game.addAction(a)
        game.addSeparator()
        if getattr(self, "paper", None) is not None:
            self.paper.deleteLater()  # the actions of the previous language
        self.paper = PaperActions(
            self, lambda: self.view, self._corrected_cells, self._history_of, self.table_text
        )
        self.paper.add_to(game)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = menu.addMenu(self.tr("&Edit"))
        for a in (self.undo_action, self.redo_action):
            edit.addAction(a)
        edit.addSeparator()
        edit.addAction(self.deal_action)
        edit.addAction(self.incident_action)
        edit.addAction(self.manual_action)
        view = menu.addMenu(self.tr("&View"))
        for a in (
            self.table_action,
            self.zoom_in,
            self.zoom_out,
            self.zoom_reset,
        ):
            view.addAction(a)
        view.addSeparator()
        for a in (self.text_larger, self.text_smaller, self.text_normal):
            view.addAction(a)
        colours = view.addMenu(self.tr("&Colours"))
        self.colour_group = QActionGroup(self)
        self.colour_actions: dict[str, QAction] = {}
        for choice, title in (
            ("system", self.tr("As the &system")),
            ("light", self.tr("&Light")),
            ("dark", self.tr("&Dark")),
            ("contrast", self.tr("&High contrast")),
        ):
            action = QAction(title, self, checkable=True)
            action.setChecked(choice == theme.state().choice)
            action.triggered.connect(lambda _c=False, choice=choice: self.set_colours(choice))
            self.colour_group.addAction(action)
            colours.addAction(action)
            self.colour_actions[choice] = action
        lang = menu.addMenu(self.tr("&Language"))
        self.lang_group = QActionGroup(self)
        self.lang_actions: dict[str, QAction] = {}
        for code, title in (("ru", "Русский"), ("en", "English")):
            action = QAction(title, self, checkable=True)
            action.setChecked(code == i18n.current_language())
            action.triggered.connect(lambda _c=False, code=code: self.set_language(code))
            self.lang_group.addAction(action)
            lang.addAction(action)
            self.lang_actions[code] = action
        club = menu.addMenu(self.tr("Evening/tou&rnament"))
        self.events_action = self._action(self.tr("&Evenings and tournaments…"), self.show_events)
        club.addAction(self.events_action)
        help_menu = menu.addMenu(self.tr("&Help"))
        self.shortcuts_action = self._action(
            self.tr("&Keyboard shortcuts…"), self.show_shortcuts, QKeySequence("F1")
        )
        self.about_action = self._action(self.tr("&About Pulka…"), self.show_about)
        for a in (self.shortcuts_action, self.rules_action, self.about_action):
            help_menu.addAction(a)

        tools = self.addToolBar(self.tr("Main"))
        tools.setObjectName("mainToolbar")
        tools.setToolTip(self.tr("The actions used at the table: deal, incident, undo, redo"))
        for a in (
            self.deal_action,
            self.incident_action,
            self.undo_action,
            self.redo_action,
            self.settlement_action,
            self.table_action,
        ):
            tools.addAction(a)

    def set_language(self, lang: str) -> None:
        """Switch language: retranslated by rebuilding the menus and views."""
        i18n.install(lang)
        self.settings.setValue("language", lang)
        self.menuBar().clear()
        for bar in self.findChildren(QToolBar):
            self.removeToolBar(bar)
            bar.deleteLater()
        self._build_actions()
        self._update_actions()
        if self.start_page.built:  # a list built later reads the language then
            self.start.retranslate()
        self.server_watch.retranslate()
        self.history_label.setText(self.tr("History (newest first)"))
        self._name_widgets()
        self.refresh_start()
        self.database_name = self._database_name()  # "server …" in the new language
        self.card_table.set_database(self.database_name)
        if self.game_id is not None:
            # The same sheet is laid out again: its circle writes the price in the language.
            self.sheet_view.sheet_widget.set_sheet(None)
            self.refresh()
        if not self.game_shown():
            self._set_title(self.tr("Pulka"))  # the games list names no game
        self.mark_access()
        self.statusBar().showMessage(self.tr("Language changed."), 3000)

    def game_shown(self) -> bool:
        """A game is on screen (not the games list): the only time game actions may act."""
        return self.view is not None and self.pages.currentIndex() == 1

    def _update_actions(self) -> None:
        # On the games list every game action is off: the last game is hidden, and Insert or
        # Undo must not act on what the player cannot see (issue 11).
        has_game = self.game_shown()
        finished = bool(has_game and self.view and self.view.finished)
        status = self.view.undo_status if has_game and self.view else None
        self.undo_action.setText(i18n.undo_text(status.undo if status else None))
        self.redo_action.setText(i18n.redo_text(status.redo if status else None))
        # The toolbar says just "Undo"/"Redo" (a long text pushed Settlement and Plain table
        # into the overflow at 1024 px); the menu and the tooltip say what is undone.
        for action, bare in (
            (self.undo_action, i18n.undo_text(None)),
            (self.redo_action, i18n.redo_text(None)),
        ):
            action.setIconText(bare.replace("&", ""))
            action.setToolTip(plain_tip(without_mnemonic(action.text())))  # names as typed
        # A read-only database, or a club server out of reach: look, export, no more.
        writable = not self.service.read_only and not self.server_watch.offline
        # A club server's role may allow less (issue 15): those actions are off, and their
        # tooltip says why (the server refuses them anyway).
        allowed = self.permissions
        record = writable and allowed.record
        create = writable and allowed.create_games
        self.undo_action.setEnabled(record and bool(status and status.undo))
        self.redo_action.setEnabled(record and bool(status and status.redo))
        for a in (self.deal_action, self.incident_action, self.manual_action):
            a.setEnabled(record and has_game and not finished)
        for a in (self.settlement_action, self.export_action, self.table_action):
            a.setEnabled(has_game)
        self.paper.update(has_game)
        self.local_action.setEnabled(self.on_server)
        self.finish_action.setEnabled(record and has_game and not finished)
        self.reopen_action.setEnabled(writable and allowed.reopen and finished)
        for a in (self.new_action, self.import_action):
            a.setEnabled(create)
        buttons = (
            (
                self.start.new_button,
                self.start.import_button,
                self.start.start_button,
                self.start.example_button,  # the example is a new game in the database
            )
            if self.start_page.built  # set when it is built (LazyPage's ``then``)
            else ()
        )
        for button in buttons:
            button.setEnabled(create)
        self._explain_role(allowed, buttons)

    def _explain_role(self, allowed: Permissions, buttons: tuple[QAbstractButton, ...]) -> None:
        """Tooltips on what the server's role does not allow (nothing for a file)."""
        viewer = self.tr("Your login to the club server may only look at the games.")
        reopen = self.tr("Only the club's administrator may reopen a finished game.")
        record = (
            self.deal_action,
            self.incident_action,
            self.manual_action,
            self.finish_action,
            self.undo_action,
            self.redo_action,
        )
        for action in record:
            if not allowed.record:
                action.setToolTip(viewer)
            elif action not in (self.undo_action, self.redo_action):
                action.setToolTip(action.text().replace("&", ""))
        for action in (self.new_action, self.import_action):
            action.setToolTip(
                viewer if not allowed.create_games else action.text().replace("&", "")
            )
        self.reopen_action.setToolTip(
            (reopen if allowed.record else viewer)
            if not allowed.reopen
            else self.reopen_action.text().replace("&", "")
        )
        for button in buttons:
            button.setToolTip(viewer if not allowed.create_games else "")

    # -- game lifecycle -------------------------------------------------------------------------

    def refresh_start(self) -> None:
        """The start page's list again, if it was built (it is filled when it is built)."""
        if self.start_page.built:
            self._fill_start(self.start)

    def _fill_start(self, start: StartPage) -> None:
        """The start page's list: every game, with its result (folded once per change of the
        game, kept across rebuilds; the list fills those not at hand in idle time)."""
        from ui.roster.game_list import GameResults, as_the_roster_says

        if self._list_results is None or self._list_results.source is not self.service:
            service = self.service
            self._list_results = GameResults(service, lambda game: service.settlement(game).result)
        # Players by their current names; deleted games left out, archived ones marked.
        roster = self.run(self.service.roster.roster)
        listed = self.run(self.service.list_games) or []
        self._list_results.listing(listed, roster)
        games = as_the_roster_says(listed, roster)
        archived, titles = (roster.archived, roster.titles) if roster else (frozenset(), {})
        start.fill(games, self._list_results, self._example_id(), archived, self._titles(titles))

    def _titles(self, given: Mapping[int, str]) -> dict[int, str]:
        """Each game's title in the list: the one given in the roster, else an evening's table
        («Пятница, тур 1, стол 2»)."""
        from app.services.results import ServiceError

        try:
            tables = self.service.events.table_names()
        except ServiceError:
            tables = {}
        if not tables:
            return dict(given)
        from ui.events.words import table_name_text

        return {**{g: table_name_text(t) for g, t in tables.items()}, **given}

    def _example_id(self) -> int | None:
        value = self.settings.value("example_game")
        return int(value) if value else None

    def open_example(self) -> None:
        """Open the example game, creating it on first use (an open game to try a deal in)."""
        from ui.example_game import create_example_game

        example = self._example_id()
        known = {g.id for g in self.run(self.service.list_games) or []}
        if example is None or example not in known:
            example = self.run(create_example_game, self.service)
            if example is None:
                return
            self.settings.setValue("example_game", example)
        self.open_game(int(example))

    def show_shortcuts(self) -> None:
        from ui.help import shortcuts_dialog

        shortcuts_dialog(self).exec()

    def show_events(self) -> None:
        """The event window (ui/events/): club evenings and tournaments of this database."""
        from ui.events.event_window import EventWindow

        window = self.run(EventWindow, self.service, self._open_event_game, self)
        if window is not None:
            window.show()

    def _open_event_game(self, game_id: int) -> None:
        self.open_game(game_id)
        self.raise_()
        self.activateWindow()

    def show_about(self) -> None:
        from app.services.about import database_file
        from ui.help import about_dialog

        about_dialog(self, database_file(self.service)).exec()

    def show_start(self) -> None:
        if self.start_page.built:
            self.refresh_start()
        else:
            self.start_page.content()  # built and filled
        self.pages.setCurrentIndex(0)
        self._set_title(self.tr("Pulka"))
        self._update_actions()

    def _open_selected(self) -> None:
        game_id = self.start.selected_game()
        if game_id is not None:
            self.open_game(game_id)

    def open_game(self, game_id: int) -> bool:
        self.game_id = game_id
        self.table_name = None
        # The evening's table, if any, named once the window is painted: the events' code is
        # not loaded on the way to the first window (tests/test_startup_imports.py).
        after_first_paint(self, lambda: self._learn_table(game_id))
        if not self.refresh():
            self.game_id = None
            return False
        self.settings.setValue("last_game", game_id)
        self.settings.setValue("last_game_location", self.service.location)
        self.pages.setCurrentIndex(1)
        self._update_actions()
        # The opened game's ~50,000 objects (the fold of every deal) are moved out of the
        # cyclic collector's reach: a full collection scanned them all, 20–25 ms, more than a
        # frame, landing on some Enter of the evening (docs/benchmarks.md). They are plain
        # values freed by reference counting; only cycles among them would outlive the game.
        gc.freeze()
        return True

    def refresh(
        self, changes: Changes | None = None, view: GameView | None = None, *, announce: bool = True
    ) -> bool:
        """Redraw the open game as ``view`` (the game a write handed back; fetched from the
        service when None) and what ``changes`` names (an ``OpResult.changes``; everything
        when None). Cheap when little changed: the sheet relays out only a new sheet, and the
        history model appends a recorded deal's row instead of rebuilding the list. A game
        written elsewhere is not ``announce``d as ended here (that table settles it)."""
        if self.game_id is None:
            return False
        if view is None:
            view = self.run(self.service.game, self.game_id)
            if view is None:
                return False
        was_open = self.view is not None and self.view.id == view.id and not self.view.pool_closed
        self.view = view
        if announce and was_open and view.pool_closed and not view.finished:
            # The write just made closed the pool: say so once the deal dialog has closed.
            QTimer.singleShot(0, self.announce_end)
        # The sheet first, painted and on screen at once; the card table, history and actions
        # follow and are painted with the next frame (issue 11 item 8: Enter → repainted sheet
        # within a frame; docs/benchmarks.md).
        self._show_sheet()
        self.sheet_view.paint_now()
        self._apply_table()
        if changes is None or changes.history:
            self.history.set_items(self.run(self.service.history, self.game_id) or [])
        self._update_actions()
        return True

    def apply_sheet(self) -> None:
        """Show the view's sheet, card table and title."""
        self._show_sheet()
        self._apply_table()

    def _show_sheet(self) -> None:
        assert self.view is not None
        corrected = self.run(self.service.corrected_cells, self.view.id) or None
        self.sheet_view.set_sheet(self.view.sheet, corrected)
        self.fit_panes()  # a game of another shape (three or four players) wants another width

    def _apply_table(self) -> None:
        """The card table and the window title for the view."""
        assert self.view is not None
        sheet = self.view.sheet
        self.card_table.set_state(
            sheet, self.last_event(), self.view.finished, round_table=self.table_name is not None
        )
        names = ", ".join(self.view.players)
        if self.table_name is not None:  # an evening's table: named by it (issue 28 item 6)
            names = f"{self.table_text()} — {names}"
        rules = rules_words.rules_text(self.view.rules_label, limit=3)
        if self.view.finished:
            title = self.tr("Pulka — {players} (finished) — {rules}")
        else:
            title = self.tr("Pulka — {players} — {rules}")
        self._set_title(title.format(players=names, rules=rules))

    def _database_name(self) -> str:
        """The open database as the title and the card table name it (issue 15): the file's
        name, or "server club@host"."""
        from app.services.about import database_name

        server, name = database_name(self.service)
        self.on_server = server
        return self.tr("server {name}").format(name=name) if server else name

    # -- which database -----------------------------------------------------------------------

    def connect_to_server(self) -> None:
        """Connect to a club server…: the dialog, then its games in this window; the address
        (never the password) is remembered for the next start."""
        from app.services.locations import without_password
        from ui.dialogs.connect_server import ConnectDialog

        remembered = str(self.settings.value("server", "") or "")
        if self.on_server:  # the server open now (perhaps given by --server) comes first
            remembered = self.service.location
        dialog = ConnectDialog(remembered, parent=self)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.service is None:
            return
        self.settings.setValue("server", without_password(dialog.url(with_password=False)))
        self.use_service(dialog.service)

    def use_local_file(self) -> None:
        """Back to the games file of this computer; the server is no longer opened at start."""
        from app.services import default_database_path
        from ui.opening import open_service

        service = open_service(default_database_path())
        if service is None:
            return
        self.settings.remove("server")
        self.use_service(service)

    def _probe_server(self) -> object:
        """A cheap read that fails while the server is out of reach."""
        return self.service.list_games()

    def _server_changed(self, offline: bool) -> None:
        """Offline: writes off, the view kept. Back: everything read again."""
        if not offline:
            self.refresh_start()
            if self.game_id is not None:
                self.refresh()
            # A new connection: with libpq's "prefer" it may have come back in plain text.
            self.mark_connection()
            self.statusBar().showMessage(self.tr("The club server is back."), 5000)
        self._update_actions()

    def use_service(self, service: GameService) -> None:
        """Show the games of another database (a server, or the file) in this window."""
        self.settle_writes()  # the old database's last write is told about before leaving it
        old = self.service
        old.on_server_lost = None
        service.on_server_lost = self.server_watch.lost
        self.save_watch.attach(service)
        self.server_watch.timer.stop()
        self.server_watch.offline = False
        self.server_watch.banner.hide()
        self.service = service
        self.take_daily_backup()  # another file opened: its day's backup, if due
        self.permissions = service.permissions()
        self.database_name = self._database_name()
        self.card_table.set_database(self.database_name)
        self.game_id = None
        self.view = None
        if self.follow is not None:
            self.follow.attach(service)
        self.show_start()
        self.mark_access()
        old.close()

    def take_daily_backup(self) -> None:
        """Start the day's backup of the open file when it is due, its progress in the status
        bar (ui/backup_watch.py: imported only then)."""
        if self.service.daily_backup_due() is None:
            return
        from ui.backup_watch import BackupWatch

        if self.backup_watch is None:
            self.backup_watch = BackupWatch(self, self.statusBar())
        self.backup_watch.start(self.service)

    def mark_access(self) -> None:
        """Say in the status bar when nothing can be written: a viewer's login or a read-only
        file (and nothing once the database can be written again); and on a club server how
        its connection is protected, with a banner when it is plain text over a network."""
        self.mark_connection()
        if self.access_mark is None:
            if not self.service.read_only:
                return  # most databases: the mark (and its module) is never needed
            from ui.widgets.access_mark import AccessMark

            self.access_mark = AccessMark(self.statusBar())
        self.access_mark.show_for(self.service)

    def mark_connection(self) -> None:
        """Encrypted or not, the server verified or not (issue 29, D4; a file: nothing)."""
        security = self.service.connection_security()
        if self.connection_mark is None:
            if security is None:
                return  # a file: the mark (and its module) is never needed
            from ui.widgets.connection_mark import ConnectionMark

            central = self.centralWidget()
            assert central is not None  # set in __init__
            self.connection_mark = ConnectionMark(self.statusBar(), central)
        from app.services.about import database_name

        self.connection_mark.show_for(security, database_name(self.service)[1])

    def _set_title(self, title: str) -> None:
        """The window title, ending with the database the games are in."""
        # A name's control characters escaped (D9): a title shows them as boxes, or reversed.
        title = visible(title)
        self.setWindowTitle(f"{title} — {self.database_name}" if self.database_name else title)

    def _learn_table(self, game_id: int) -> None:
        if self.game_id != game_id or self.view is None:
            return
        self.table_name = self._table_name(game_id)
        if self.table_name is not None:
            self._apply_table()

    def _table_name(self, game_id: int) -> object | None:
        """The evening, round and table ``game_id`` is played at (``None``: an ordinary game,
        or a database that keeps no evenings). A game's table never changes: asked once."""
        from app.services.results import ServiceError

        try:
            return self.service.events.table_name(game_id)
        except ServiceError:
            return None

    def table_text(self) -> str:
        """«Пятница, тур 1, стол 2» for a table of an evening, else ""."""
        if self.table_name is None:
            return ""
        from ui.events.words import table_name_text

        return table_name_text(self.table_name)

    def end_text(self) -> str:
        """How the open game ended when not by the pool («Сыграно 4 раздачи: тур окончен»), or
        "" (the pool's own words are said where they are)."""
        view = self.view
        if view is None or not view.pool_closed or view.rules.game_end not in ("deals", "time"):
            return ""
        from ui.end_words import end_headline

        return end_headline(
            view.rules, view.sheet.table.deals_played, round_table=self.table_name is not None
        )

    def rules_text(self) -> str:
        """The open game's rules in words: the preset and every option changed from it."""
        return rules_words.rules_text(self.view.rules_label if self.view else None)

    def last_event(self) -> GameEvent | None:
        if self.game_id is None:
            return None
        return self.run(self.service.last_event, self.game_id)  # type: ignore[no-any-return]

    def _describe_event(self, seq: int) -> str:
        for item in self.history.items_by_row:
            if item.seq == seq or (
                item.target == seq and item.kind == "corrected" and item.entries
            ):
                return sentence(i18n.label_text(item.label.code, item.label.params))
        return ""

    # -- commands -------------------------------------------------------------------------------

    def show_players(self) -> None:
        """The players window: every player's figures; rename, merge, hide (issue 16)."""
        from ui.roster.opening import open_players_window  # only when asked for

        self.players_window = open_players_window(self, self.service)
        if self.players_window is not None:
            # The start page lists games by their players' current names (issue 16).
            self.players_window.roster_changed.connect(self.refresh_start)

    def show_statistics(self) -> None:
        """A player's card, charts and head-to-head (issue 16)."""
        from ui.stats.opening import show_statistics  # only when asked for

        self.stats_window = show_statistics(self, self.service)

    def _corrected_cells(self, view: GameView) -> dict[int, dict[Any, Any]] | None:
        """The shown game's corrected cells, for paper (``None``: none, or refused)."""
        return self.run(self.service.corrected_cells, view.id) or None

    def _history_of(self, view: GameView) -> list[HistoryItem]:
        """The shown game's history, for paper (empty when refused)."""
        return self.run(self.service.history, view.id) or []

    def run(self, fn: Any, *args: Any) -> Any:
        """Call the service; show every refusal as a clear message, never a traceback."""
        try:
            return fn(*args)
        except CodedError as error:  # the engine's and the services' refusals
            if error.code == "stale":
                self.reload_stale()
            elif error.code == "server_unavailable":
                pass  # said by the banner (ServerWatch), not by a box per call
            else:
                warn(self, self.tr("Pulka"), i18n.error_text(error.code, error.params))
        except OSError as error:
            warn(self, self.tr("Pulka"), str(error))
        return None

    def reload_stale(self) -> None:
        """The game was changed in another window or program: reload, then say so.

        One message for every write refused as stale (deal, incident, manual entry, correction,
        undo, redo, finish), and the window shows the game as it now is.
        """
        self.refresh()
        warn(self, self.tr("Pulka"), i18n.error_text("stale"))

    def shown_seq(self) -> int:
        """The ``last_seq`` of the game as the window shows it: what a dialog's preview and
        write are checked against (the window follows changes made elsewhere, and a dialog
        open on the game is told: ui/main_follow.py)."""
        assert self.view is not None
        return self.view.last_seq

    def is_current(self) -> bool:
        """Whether this window shows the game as stored; if not, reload and say so.

        Checked before a dialog opens: its players and defaults come from this window's view.
        """
        if self.view is None or self.game_id is None:
            return False
        stored = self.run(self.service.last_seq, self.game_id)
        if stored is None:
            return False
        if stored != self.view.last_seq:
            self.reload_stale()
            return False
        return True

    def _watch(self, dialog: QDialog) -> None:
        """A dialog closed because the view was stale (``STALE``) reloads the window."""
        from ui.widgets.commit_form import STALE  # with the dialogs: not needed at start-up

        dialog.finished.connect(lambda code: self.reload_stale() if code == STALE else None)

    def new_game(self) -> None:
        dialog = self.new_game_dialog()
        if dialog.exec() and dialog.result_value is not None:
            self.open_game(int(dialog.result_value))

    def new_game_dialog(self) -> NewGameDialog:
        from ui.dialogs.new_game import NewGameDialog

        # The seat lists offer players by their current names, without those hidden (issue 16).
        known = self.run(self.service.roster.players) or []
        return NewGameDialog(known, self.service.create_game, self)

    def active_players(self) -> tuple[str, ...]:
        assert self.view is not None
        return self.view.sheet.table.active

    def enter_deal(self) -> None:
        if not self.game_shown() or self.view is None or self.view.finished:
            return
        # A stale view reloads and says so before anything else (a failed write too).
        if not self.settle_writes() or not self.is_current():
            return
        over = self.tr(
            "The pool is closed: the game is over. A deal entered now is written after the "
            "end of the game. Enter a deal anyway?"
        )
        if self.end_text():
            over = self.tr(
                "{end}. A deal entered now is written after the end of the game. Enter a deal "
                "anyway?"
            ).format(end=self.end_text())
        if self.view.pool_closed and not self.confirm(over):
            return
        self.exec_once(self.deal_dialog())

    @staticmethod
    def exec_once(dialog: QDialog) -> int:
        """Run a dialog made for one use, then let Qt delete it. Kept, every closed deal
        dialog stayed a hidden child of the window, with its widgets and their Python
        wrappers: one more a deal, which made each full garbage collection of the evening
        slower (10–42 ms over 200 deals, issue 11 item 8; docs/benchmarks.md)."""
        try:
            return dialog.exec()
        finally:
            dialog.deleteLater()

    def deal_dialog(self) -> DealDialog:
        """The deal entry dialog for the next deal (not yet shown)."""
        from ui.dialogs.deal_entry import DealDialog

        assert self.view is not None and self.game_id is not None
        game_id = self.game_id
        dialog = DealDialog(
            self.active_players(),
            lambda event: self.service.preview(game_id, event, self.shown_seq()),
            self.commit_deal,
            parent=self,
            rules=self.view.sheet.rules,
            resting=self.view.sheet.table.resting,
        )
        self._watch(dialog)
        return dialog

    def record_incident(self) -> None:
        """The incident wizard (issue 6): one event on Record, nothing on Cancel."""
        if not self.game_shown() or self.view is None or self.view.finished:
            return
        assert self.game_id is not None
        if not self.settle_writes() or not self.is_current():
            return
        from ui.wizard.wizard import IncidentWizard  # imported when first opened

        recorded = IncidentWizard.ask(
            self,
            self.service,
            self.game_id,
            expected_seq=self.view.last_seq,
            on_stale=self.reload_stale,
        )
        self._after(recorded)

    def show_rules(self) -> None:
        """The penalty catalogue, read-only."""
        from ui.wizard.rules_browser import RulesBrowser

        RulesBrowser.ask(self)

    def enter_manual(self) -> None:
        if not self.game_shown() or self.view is None or self.view.finished:
            return
        if not self.settle_writes() or not self.is_current():
            return
        self.exec_once(self.manual_dialog())

    def manual_dialog(self) -> ManualEntryDialog:
        """Amounts typed into any player's pool, mountain or whists (not yet shown)."""
        from ui.dialogs.manual_entry import ManualEntryDialog

        assert self.view is not None and self.game_id is not None
        game_id = self.game_id
        dialog = ManualEntryDialog(
            self.view.players,
            lambda entry: self.service.preview(game_id, entry, self.shown_seq()),
            self.commit_manual,
            parent=self,
        )
        self._watch(dialog)
        return dialog

    def commit_manual(self, entry: ManualEntry) -> None:
        """Record a manual entry (service/engine refusals propagate to the dialog)."""
        assert self.view is not None and self.game_id is not None
        self._after(self.service.record(self.game_id, entry, self.view.last_seq))

    def commit_deal(self, event: GameEvent) -> None:
        """Record a deal (raises service/engine errors for the dialog to show inline)."""
        assert self.view is not None and self.game_id is not None
        result = self.service.record(self.game_id, event, self.view.last_seq)
        self._after(result)

    def _after(self, result: OpResult | None) -> None:
        """Apply an operation's result: redraw the game it hands back, what it says changed
        (``None``: the call was refused and said so; nothing to redraw)."""
        if result is None:
            return
        if result.saving:
            # Shown now, stored when the COMMIT returns: until then "Saving…", and what was
            # shown before is kept to go back to if it fails
            # (docs/decisions/0006-commit-off-gui.md).
            shown = self.view if result.game_id == self.game_id else None
            self.save_watch.saving((shown, self.history.shown_items) if shown else None)
        if result.game_id == self.game_id:
            self.refresh(result.changes, result.view)
        else:  # the window moved to another game meanwhile: show that one as it is
            self.refresh()

    def settle_writes(self) -> bool:
        """Wait for the write whose COMMIT is in flight; False when one failed (the window then
        shows the game as stored and has said what was not recorded)."""
        return self.save_watch.settle()

    def commit_failed(
        self, result: CommitResult, before: tuple[GameView, Sequence[HistoryItem]] | None
    ) -> None:
        """A COMMIT failed after its write was shown: back to the game as stored, and why."""
        # When the store cannot be read either (a club server lost): what was shown before.
        if (
            result.game_id == self.game_id
            and not self.refresh()
            and before is not None
            and before[0].id == self.game_id
        ):
            self.view = before[0]
            self.apply_sheet()
            self.history.set_items(before[1])
            self._update_actions()
        assert result.error is not None
        warn(self, self.tr("Pulka"), i18n.error_text(result.error.code, result.error.params))

    def undo(self) -> None:
        if not self.game_shown() or self.view is None or not self.settle_writes():
            return
        self._after(self.run(self.service.undo, self.game_id, self.view.last_seq))

    def redo(self) -> None:
        if not self.game_shown() or self.view is None or not self.settle_writes():
            return
        self._after(self.run(self.service.redo, self.game_id, self.view.last_seq))

    def finish_game(self) -> None:
        """Ask, mark the game finished, then show the final settlement."""
        if not self.game_shown() or self.view is None or self.view.finished:
            return
        # Never ask about a game this window no longer shows (or whose last write failed).
        if not self.settle_writes() or not self.is_current():
            return
        if self.view.pool_closed:
            question = self.tr(
                "Finish the game? It can no longer be changed unless it is reopened."
            )
        else:
            question = self.tr(
                "The pool is not closed yet. Finish the game anyway? It can no longer be "
                "changed unless it is reopened."
            )
        if self.confirm(question) and self.finish_now():
            self.show_settlement()

    def finish_now(self) -> bool:
        """Mark the game finished (no question asked); False when refused."""
        if self.view is None or self.game_id is None or not self.settle_writes():
            return False
        result = self.run(self.service.finish_game, self.game_id, self.view.last_seq)
        if result is None:
            return False
        self._after(result)
        return True

    def confirm(self, question: str) -> bool:
        """Yes or No (No by default, so Enter alone does not say yes)."""
        from PySide6.QtWidgets import QMessageBox  # its enums when first asked (issue 30)

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Pulka"), question, parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # questions may quote names
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.question_box = box  # for tests: the box on screen
        return box.exec() == QMessageBox.StandardButton.Yes

    def announce_end(self) -> None:
        """The pool has just closed: the final settlement, offering to finish the game."""
        if not self.game_shown() or self.view is None or self.view.finished:
            return
        if not self.view.pool_closed:
            return
        from ui.dialogs.settlement import SettlementDialog

        dialog = SettlementDialog(
            self.view.settlement, self, self.rules_text(), offer_finish=True, end=self.end_text()
        )
        dialog.accepted.connect(self.finish_now)
        self.end_dialog = dialog
        dialog.open()  # window-modal, not a nested event loop: the write has returned

    def reopen_game(self) -> None:
        if self.game_shown() and self.view is not None and self.settle_writes():
            self._after(self.run(self.service.reopen_game, self.game_id, self.view.last_seq))

    def show_settlement(self) -> None:
        if not self.game_shown() or self.game_id is None:
            return
        from ui.dialogs.settlement import SettlementDialog  # QtPrintSupport: only when asked

        settlement = self.run(self.service.settlement, self.game_id)
        if settlement is not None:
            finished = self.view is not None and self.view.finished
            SettlementDialog.ask(self, settlement, self.rules_text(), game_finished=finished)

    def toggle_table(self) -> None:
        self.sheet_view.show_table(not self.sheet_view.table_shown)
        self.table_action.setChecked(self.sheet_view.table_shown)

    def set_colours(self, choice: str) -> None:
        """The View menu's colours: the system's, light, dark or high contrast (kept)."""
        theme.apply(choice)
        self.settings.setValue("colours", choice)
        self.colour_actions[choice].setChecked(True)

    def zoom_text(self, steps: int) -> None:
        """The interface's text a step larger or smaller (``0``: the system's size), kept."""
        zoom = theme.step_text_zoom(steps)
        self.settings.setValue("text_zoom", zoom)
        self.statusBar().showMessage(
            self.tr("Text size: {percent}").format(percent=i18n.percent_text(round(zoom * 100))),
            3000,
        )

    def _zoom(self, factor: float) -> None:
        widget = self.sheet_view.sheet_widget
        widget.set_zoom(1.0 if factor == 0 else widget.zoom * factor)

    # -- corrections ----------------------------------------------------------------------------

    def _history_menu(self, pos: Any) -> None:
        row = self.history.indexAt(pos).row()
        if row < 0:
            return
        item = self.history.model_.item_at(row)
        menu = QMenu(self)
        if self._correction_kind(item) == "entry":
            action = menu.addAction(self.tr("&Correct this entry…"))
        else:
            action = menu.addAction(self.tr("&Correct this deal…"))
        action.setEnabled(self.can_correct(item))
        menu.addAction(self.incident_action)
        chosen = menu.exec(self.history.viewport().mapToGlobal(pos))
        if chosen is action:
            self.correct_item(item)

    @staticmethod
    def _correction_kind(item: Any) -> str:
        """What a history item stands for: a correction stands for what it corrects."""
        if item.kind == "corrected":
            return str(item.label.params.get("target_code", ""))
        return str(item.label.code)

    def can_correct(self, item: Any) -> bool:
        return (
            self.view is not None
            and not self.view.finished
            and self._correction_kind(item) in CORRECTABLE_LABELS
            and bool(item.entries)
            and not item.undone
        )

    def correct_item(self, item: Any) -> GameEvent | None:
        """Open the correction dialog of a history item; the correction recorded, or None
        (cancelled, nothing changed, or the window was stale)."""
        dialog = self.correction_dialog(item)
        if dialog is None:
            return None
        return dialog.result_event if self.exec_once(dialog) == 1 else None

    def correction_dialog(self, item: Any) -> DealDialog | ManualEntryDialog | None:
        """The deal (or manual entry) dialog opened with the event exactly as in effect, its
        seats and number from the service, previewing the correction; ``None`` if the window is
        stale (then reloaded) or the item cannot be corrected."""
        from ui.dialogs.deal_entry import DealDialog
        from ui.dialogs.manual_entry import ManualEntryDialog

        if not self.settle_writes() or not self.is_current():
            return None
        assert self.view is not None and self.game_id is not None
        target = self.run(self.service.correctable, self.game_id, item.seq)
        if target is None:
            return None
        game_id, original = self.game_id, target.target

        def preview(event: GameEvent) -> Any:
            return self.service.preview_correction(game_id, original, event, self.shown_seq())

        def commit(event: GameEvent) -> None:
            self._commit_correction(original, event)

        dialog: DealDialog | ManualEntryDialog
        if isinstance(target.event, ManualEntry):
            title = self.tr("Correct the manual entry for {player}").format(
                player=target.event.player
            )
            dialog = ManualEntryDialog(
                self.view.players, preview, commit, initial=target.event, title=title, parent=self
            )
        else:
            number = target.seating.number
            title = self.tr("Correct deal {number}").format(number=number)
            # With four players the one not playing that deal rested (and dealt) in it.
            resting = next((p for p in self.view.players if p not in target.seating.active), None)
            dialog = DealDialog(
                target.seating.active,
                preview,
                commit,
                initial=target.event,
                title=title,
                parent=self,
                rules=self.view.sheet.rules,
                resting=resting,
            )
        self._watch(dialog)
        dialog.correcting = target  # followed: ui/main_follow.py
        return dialog

    def _commit_correction(self, target: int, event: GameEvent) -> None:
        assert self.view is not None and self.game_id is not None
        result = self.service.correct(self.game_id, target, event, self.view.last_seq)
        self._after(result)

    # -- import / export ------------------------------------------------------------------------

    def import_game(self) -> None:
        from ui.widgets.file_dialog import ask_file_name  # each Qt class costs at first use

        path = ask_file_name(self, self.tr("Import a game"), "", "JSON (*.json)", save=False)
        if not path:
            return
        from app.engine.jsondoc import MAX_BYTES, load_json

        try:
            with open(path, "rb") as f:
                data = load_json(f.read(MAX_BYTES + 1))  # bounded: never a hang or traceback
        except OSError:
            warn(self, self.tr("Pulka"), i18n.error_text("file_unreadable", {"path": path}))
            return
        except CodedError as error:
            warn(self, self.tr("Pulka"), i18n.error_text(error.code, error.params))
            return
        game_id = self.run(self.service.import_game, data)
        if game_id is not None:
            self.open_game(int(game_id))

    def export_game(self) -> None:
        if self.game_id is None:
            return
        from ui.widgets.file_dialog import ask_file_name

        path = ask_file_name(self, self.tr("Export the game"), "", "JSON (*.json)", save=True)
        if path:
            data = self.run(self.service.export_game, self.game_id)
            if data is not None:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(json_text(data))  # control characters of a name escaped (D9)

    # -- window ---------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.settle_writes():
            # A write was not recorded: the window stays, showing the game as stored, so the
            # player sees what to enter again. Closing again closes.
            event.ignore()
            return
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("maximized", self.isMaximized())
        super().closeEvent(event)
