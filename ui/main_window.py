"""The main window: start page, the sheet, the card table, history, menus, undo/redo."""

from __future__ import annotations

import gc
import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from app.engine import CodedError, GameEvent, ManualEntry
from app.engine.state import active_players
from app.services import GameService, GameView
from ui import i18n, rules_words, store_texts
from ui.sheet.sheet_widget import SheetView
from ui.widgets.card_table import CardTable
from ui.widgets.history import HistoryList
from ui.widgets.wheel_guard import install as install_wheel_guard

if TYPE_CHECKING:  # the dialogs are imported when first opened: start-up does not need them
    from PySide6.QtGui import QCloseEvent

    from ui.dialogs.deal_entry import DealDialog
    from ui.dialogs.manual_entry import ManualEntryDialog
    from ui.dialogs.new_game import NewGameDialog

TABLE_KINDS = ("deal", "raspasy")


class StartPage(QWidget):
    """Recent games, new game, import."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.recent = QLabel()
        layout.addWidget(self.recent)
        self.games = QListWidget()
        layout.addWidget(self.games)
        row = QHBoxLayout()
        self.new_button = QPushButton()
        self.open_button = QPushButton()
        self.import_button = QPushButton()
        for b in (self.new_button, self.open_button, self.import_button):
            row.addWidget(b)
        row.addStretch()
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the current language (also after the language is switched)."""
        self.title.setText(self.tr("Pulka — Preferans score sheet"))
        self.recent.setText(self.tr("Recent games:"))
        self.new_button.setText(self.tr("&New game…"))
        self.open_button.setText(self.tr("&Open"))
        self.import_button.setText(self.tr("&Import…"))


class MainWindow(QMainWindow):
    """One game at a time, through :class:`GameService` only."""

    def __init__(self, service: GameService, settings: QSettings | None = None) -> None:
        super().__init__()
        install_wheel_guard()  # once per application: every dialog opened from here is covered
        self.service = service
        self.settings = settings or QSettings()
        self.game_id: int | None = None
        self.view: GameView | None = None
        self.end_dialog: QDialog | None = None
        self.question_box: QMessageBox | None = None
        self.setWindowTitle("Pulka")

        self.sheet_view = SheetView()
        self.card_table = CardTable()
        self.history = HistoryList()
        self.history.customContextMenuRequested.connect(self._history_menu)
        self.sheet_view.sheet_widget.describe_event = self._describe_event

        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.card_table)
        history_box = QWidget()
        hb = QVBoxLayout(history_box)
        hb.setContentsMargins(0, 0, 0, 0)
        hb.addWidget(QLabel(self.tr("History (newest first)")))
        hb.addWidget(self.history)
        right.addWidget(history_box)
        self.splitter = QSplitter()
        self.splitter.addWidget(self.sheet_view)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)

        self.start = StartPage()
        self.start.new_button.clicked.connect(self.new_game)
        self.start.open_button.clicked.connect(self._open_selected)
        self.start.import_button.clicked.connect(self.import_game)
        self.start.games.itemActivated.connect(lambda _item: self._open_selected())
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start)
        self.pages.addWidget(self.splitter)
        self.setCentralWidget(self.pages)

        self._build_actions()
        self.restoreGeometry(self.settings.value("geometry", b""))
        if not self.settings.value("geometry"):
            self.resize(1180, 760)
        self._update_actions()
        self.refresh_start()

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

    def _build_actions(self) -> None:
        self.new_action = self._action(
            self.tr("&New game…"), self.new_game, QKeySequence.StandardKey.New
        )
        self.start_action = self._action(
            self.tr("&Games…"), self.show_start, QKeySequence("Ctrl+O")
        )
        self.import_action = self._action(self.tr("&Import…"), self.import_game)
        self.export_action = self._action(self.tr("&Export…"), self.export_game)
        self.finish_action = self._action(self.tr("&Finish game"), self.finish_game)
        self.reopen_action = self._action(self.tr("&Reopen game"), self.reopen_game)
        self.quit_action = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
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
        self.upright_action = self._action(self.tr("All text &upright"), self._upright)
        self.upright_action.setCheckable(True)
        self.zoom_in = self._action(
            self.tr("Zoom &in"), lambda: self._zoom(1.25), QKeySequence.StandardKey.ZoomIn
        )
        self.zoom_out = self._action(
            self.tr("Zoom &out"), lambda: self._zoom(0.8), QKeySequence.StandardKey.ZoomOut
        )
        self.zoom_reset = self._action(
            self.tr("&Fit the window"), lambda: self._zoom(0), QKeySequence("Ctrl+0")
        )

        menu = self.menuBar()
        game = menu.addMenu(self.tr("&Game"))
        for a in (self.new_action, self.start_action, self.import_action, self.export_action):
            game.addAction(a)
        game.addSeparator()
        for a in (self.settlement_action, self.finish_action, self.reopen_action):
            game.addAction(a)
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
            self.upright_action,
            self.zoom_in,
            self.zoom_out,
            self.zoom_reset,
        ):
            view.addAction(a)
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
        menu.addMenu(self.tr("&Help")).addAction(self.rules_action)

        tools = self.addToolBar(self.tr("Main"))
        tools.setObjectName("mainToolbar")
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
        self.start.retranslate()
        self.refresh_start()
        if self.game_id is not None:
            self.refresh()
        if not self.game_shown():
            self.setWindowTitle("Pulka")  # the games list names no game
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
        writable = not self.service.read_only  # a read-only database: look, export, no more
        self.undo_action.setEnabled(writable and bool(status and status.undo))
        self.redo_action.setEnabled(writable and bool(status and status.redo))
        for a in (self.deal_action, self.incident_action, self.manual_action):
            a.setEnabled(writable and has_game and not finished)
        for a in (self.settlement_action, self.export_action, self.table_action):
            a.setEnabled(has_game)
        self.finish_action.setEnabled(writable and has_game and not finished)
        self.reopen_action.setEnabled(writable and finished)
        for a in (self.new_action, self.import_action):
            a.setEnabled(writable)
        self.start.new_button.setEnabled(writable)
        self.start.import_button.setEnabled(writable)

    # -- game lifecycle -------------------------------------------------------------------------

    def refresh_start(self) -> None:
        self.start.games.clear()
        for summary in self.run(self.service.list_games) or []:
            text = " — ".join(
                (
                    ", ".join(summary.players),
                    rules_words.rules_text(summary.rules_label, summary.preset, limit=3),
                    i18n.time_text(summary.updated_at),
                )
            )
            if summary.damaged:  # listed so the others stay usable; opening it explains
                text = f"{summary.id}. {', '.join(summary.players)} {store_texts.damaged_mark()}"
            elif summary.status == "finished":
                text += " " + self.tr("(finished)")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, summary.id)
            self.start.games.addItem(item)
        if self.start.games.count():
            self.start.games.setCurrentRow(0)

    def show_start(self) -> None:
        self.refresh_start()
        self.pages.setCurrentIndex(0)
        self.setWindowTitle("Pulka")
        self._update_actions()

    def _open_selected(self) -> None:
        item = self.start.games.currentItem()
        if item is not None:
            self.open_game(int(item.data(Qt.ItemDataRole.UserRole)))

    def open_game(self, game_id: int) -> bool:
        self.game_id = game_id
        if not self.refresh():
            self.game_id = None
            return False
        self.settings.setValue("last_game", game_id)
        self.pages.setCurrentIndex(1)
        self._update_actions()
        # The opened game's ~50,000 objects (the fold of every deal) are moved out of the
        # cyclic collector's reach: a full collection scanned them all, 20–25 ms, more than a
        # frame, landing on some Enter of the evening (docs/benchmarks.md). They are plain
        # values freed by reference counting; only cycles among them would outlive the game.
        gc.freeze()
        return True

    def refresh(self, changes: frozenset[str] | None = None) -> bool:
        """Reload the open game from the service and redraw what ``changes`` names (an
        ``OpResult.changes``; everything when None). Cheap when little changed: the service
        keeps the game cached, the sheet relays out only a new sheet, and the history model
        appends a recorded deal's row instead of rebuilding the list."""
        if self.game_id is None:
            return False
        view = self.run(self.service.game, self.game_id)
        if view is None:
            return False
        was_open = self.view is not None and self.view.id == view.id and not self.view.pool_closed
        self.view = view
        if was_open and view.pool_closed and not view.finished:
            # The write just made closed the pool: say so once the deal dialog has closed.
            QTimer.singleShot(0, self.announce_end)
        self.apply_sheet()
        if changes is None or "history" in changes:
            self.history.set_items(self.run(self.service.history, self.game_id) or [])
        self._update_actions()
        return True

    def apply_sheet(self) -> None:
        assert self.view is not None
        sheet = self.view.sheet
        self.sheet_view.set_sheet(sheet)
        self.card_table.set_state(sheet, self.last_event())
        names = ", ".join(self.view.players)
        state = self.tr(" (finished)") if self.view.finished else ""
        rules = rules_words.rules_text(self.view.rules_label, limit=3)
        self.setWindowTitle(f"Pulka — {names}{state} — {rules}")

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
                return i18n.label_text(item.label.code, item.label.params)
        return ""

    # -- commands -------------------------------------------------------------------------------

    def run(self, fn: Any, *args: Any) -> Any:
        """Call the service; show every refusal as a clear message, never a traceback."""
        try:
            return fn(*args)
        except CodedError as error:  # the engine's and the services' refusals
            QMessageBox.warning(self, "Pulka", i18n.error_text(error.code, error.params))
            if error.code == "stale":
                self.refresh()
        except OSError as error:
            QMessageBox.warning(self, "Pulka", str(error))
        return None

    def new_game(self) -> None:
        dialog = self.new_game_dialog()
        if dialog.exec() and dialog.result_value is not None:
            self.open_game(int(dialog.result_value))

    def new_game_dialog(self) -> NewGameDialog:
        from ui.dialogs.new_game import NewGameDialog

        known = self.run(self.service.list_players) or []
        return NewGameDialog(known, self.service.create_game, self)

    def active_players(self) -> tuple[str, ...]:
        assert self.view is not None
        return self.view.sheet.table.active

    def enter_deal(self) -> None:
        if not self.game_shown() or self.view is None or self.view.finished:
            return
        if self.view.pool_closed and not self.confirm(
            self.tr(
                "The pool is closed: the game is over. A deal entered now is written after the "
                "end of the game. Enter a deal anyway?"
            )
        ):
            return
        self.deal_dialog().exec()

    def deal_dialog(self) -> DealDialog:
        """The deal entry dialog for the next deal (not yet shown)."""
        from ui.dialogs.deal_entry import DealDialog

        game_id = self.game_id
        return DealDialog(
            self.active_players(),
            lambda event: self.service.preview(game_id, event),
            self.commit_deal,
            parent=self,
        )

    def record_incident(self) -> None:
        """The incident wizard (issue 6): one event on Record, nothing on Cancel."""
        if not self.game_shown() or self.view is None or self.view.finished:
            return
        assert self.game_id is not None
        from ui.wizard.wizard import IncidentWizard  # imported when first opened

        if IncidentWizard.ask(self, self.service, self.game_id) is not None:
            self.refresh()

    def show_rules(self) -> None:
        """The penalty catalogue, read-only."""
        from ui.wizard.rules_browser import RulesBrowser

        RulesBrowser.ask(self)

    def enter_manual(self) -> None:
        if not self.game_shown() or self.view is None or self.view.finished:
            return
        self.manual_dialog().exec()

    def manual_dialog(self) -> ManualEntryDialog:
        """Amounts typed into any player's pool, mountain or whists (not yet shown)."""
        from ui.dialogs.manual_entry import ManualEntryDialog

        assert self.view is not None
        game_id = self.game_id
        return ManualEntryDialog(
            self.view.players,
            lambda entry: self.service.preview(game_id, entry),
            self.commit_manual,
            parent=self,
        )

    def commit_manual(self, entry: ManualEntry) -> None:
        """Record a manual entry (service/engine refusals propagate to the dialog)."""
        assert self.view is not None and self.game_id is not None
        self._after(self.service.manual_entry(self.game_id, entry, self.view.last_seq))

    def commit_deal(self, event: GameEvent) -> None:
        """Record a deal (raises service/engine errors for the dialog to show inline)."""
        assert self.view is not None and self.game_id is not None
        result = self.service.record(self.game_id, event, self.view.last_seq)
        self._after(result)

    def _after(self, result: Any) -> None:
        """Apply an operation's result: redraw what it says changed."""
        self.refresh(getattr(result, "changes", None))

    def undo(self) -> None:
        if not self.game_shown() or self.view is None:
            return
        if self.run(self.service.undo, self.game_id, self.view.last_seq) is not None:
            self.refresh()

    def redo(self) -> None:
        if not self.game_shown() or self.view is None:
            return
        if self.run(self.service.redo, self.game_id, self.view.last_seq) is not None:
            self.refresh()

    def finish_game(self) -> None:
        """Ask, mark the game finished, then show the final settlement."""
        if not self.game_shown() or self.view is None or self.view.finished:
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
        if self.view is None or self.game_id is None:
            return False
        if self.run(self.service.finish_game, self.game_id, self.view.last_seq) is None:
            return False
        self.refresh()
        return True

    def confirm(self, question: str) -> bool:
        """Yes or No (No by default, so Enter alone does not say yes)."""
        box = QMessageBox(QMessageBox.Icon.Question, "Pulka", question, parent=self)
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

        dialog = SettlementDialog(self.view.settlement, self, self.rules_text(), offer_finish=True)
        dialog.accepted.connect(self.finish_now)
        self.end_dialog = dialog
        dialog.open()  # window-modal, not a nested event loop: the write has returned

    def reopen_game(self) -> None:
        if (
            self.game_shown()
            and self.view is not None
            and self.run(self.service.reopen_game, self.game_id, self.view.last_seq)
        ):
            self.refresh()

    def show_settlement(self) -> None:
        if not self.game_shown() or self.game_id is None:
            return
        from ui.dialogs.settlement import SettlementDialog  # QtPrintSupport: only when asked

        settlement = self.run(self.service.settlement, self.game_id)
        if settlement is not None:
            SettlementDialog.ask(self, settlement, self.rules_text())

    def toggle_table(self) -> None:
        self.sheet_view.show_table(not self.sheet_view.table_shown)
        self.table_action.setChecked(self.sheet_view.table_shown)

    def _upright(self) -> None:
        self.sheet_view.sheet_widget.set_upright(self.upright_action.isChecked())

    def _zoom(self, factor: float) -> None:
        widget = self.sheet_view.sheet_widget
        widget.set_zoom(1.0 if factor == 0 else widget.zoom * factor)

    # -- corrections ----------------------------------------------------------------------------

    def correction_players(self, number: int | None) -> tuple[str, ...]:
        """The three players of deal ``number`` (the deal passes clockwise every deal)."""
        assert self.view is not None
        players = self.view.players
        if len(players) == 3:
            return players
        if number is None:
            return self.active_players()
        dealer = players[(players.index(self.view.first_dealer) + number - 1) % 4]
        return active_players(players, dealer)

    def _history_menu(self, pos: Any) -> None:
        row = self.history.indexAt(pos).row()
        if row < 0:
            return
        item = self.history.model_.item_at(row)
        menu = QMenu(self)
        action = menu.addAction(self.tr("&Correct this deal…"))
        action.setEnabled(self.can_correct(item))
        menu.addAction(self.incident_action)
        chosen = menu.exec(self.history.viewport().mapToGlobal(pos))
        if chosen is action:
            self.correct_item(item)

    def can_correct(self, item: Any) -> bool:
        code = item.label.params.get("target_code") if item.kind == "corrected" else item.label.code
        return (
            self.view is not None
            and not self.view.finished
            and code in TABLE_KINDS
            and bool(item.entries)
            and not item.undone
        )

    def correct_item(self, item: Any) -> GameEvent | None:
        """Open the deal dialog prefilled from the history label and record a correction."""
        dialog = self.correction_dialog(item)
        return dialog.result_event if dialog.exec() else None

    def correction_dialog(self, item: Any) -> DealDialog:
        """The deal dialog prefilled from a history item's label, committing a correction."""
        from ui.dialogs.deal_entry import DealDialog

        params = item.label.params
        target = item.target if item.kind == "corrected" else item.seq
        code = params.get("target_code", item.label.code)
        active = self.correction_players(params.get("number"))
        dialog = DealDialog(
            active, None, lambda ev: self._commit_correction(target, ev), parent=self
        )
        dialog.setWindowTitle(dialog.tr("Correct a deal"))
        if code == "raspasy":
            dialog.contract.setEditText(dialog.tr("raspasy"))
        else:
            dialog.contract.setEditText(i18n.contract_text(params.get("contract")))
            dialog.declarer.setCurrentText(str(params.get("declarer", "")))
        return dialog

    def _commit_correction(self, target: int, event: GameEvent) -> None:
        assert self.view is not None and self.game_id is not None
        result = self.service.correct(self.game_id, target, event, self.view.last_seq)
        self._after(result)

    # -- import / export ------------------------------------------------------------------------

    def import_game(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # each Qt class costs at first use

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a game"), "", "JSON (*.json)")
        if not path:
            return
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, ValueError):
            QMessageBox.warning(self, "Pulka", i18n.error_text("file_unreadable", {"path": path}))
            return
        game_id = self.run(self.service.import_game, data)
        if game_id is not None:
            self.open_game(int(game_id))

    def export_game(self) -> None:
        if self.game_id is None:
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the game"), "", "JSON (*.json)")
        if path:
            data = self.run(self.service.export_game, self.game_id)
            if data is not None:
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(data, f, ensure_ascii=False, indent=2)

    # -- window ---------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        super().closeEvent(event)
