"""The players window: every player with games, wins, last played and result (issue 16).

Rename, merge and hide are in the buttons and the context menu; each is a recorded roster
action (app/services/roster.py), so Undo and Redo here take them back and put them back, also
after a restart. On a club server what the connected role may not do is disabled, saying why
in its tooltip (docs/roster.md, "Who may do what on a club server"): only the admin renames
and merges; a viewer changes nothing. The figures come from the statistics summaries
(app/services/stats.py); a first opening of a large database builds them behind a progress
dialog.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QMenu,
    QProgressDialog,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.services.results import Changes
from app.services.roster import RosterService
from app.services.stats import PlayerOverview, StatsService
from app.services.stats_days import local_day
from ui import i18n
from ui.stats.figure_texts import signed_money
from ui.widgets import accessible
from ui.widgets.ask_name import ask_name
from ui.widgets.refusal import run_or_warn

if TYPE_CHECKING:
    from ui.change_relay import ChangeRelay

T = TypeVar("T")

NAME, GAMES, WINS, LAST, RESULT, MONEY = range(6)


def _signed(value: Fraction | int) -> str:
    return i18n.number_text(value, signed=True)  # "+12", "−5¼", "0"


def _day_number(stamp: str) -> int:
    """The local day of a stored time as a number that sorts by date (0: none, or unreadable)."""
    try:
        return datetime.date.fromisoformat(local_day(stamp)).toordinal()
    except ValueError:
        return 0


class _SortItem(QTreeWidgetItem):
    """A row that sorts numbers as numbers and names without regard to case."""

    def __lt__(self, other: QTreeWidgetItem) -> bool:
        column = self.treeWidget().sortColumn() if self.treeWidget() else 0
        mine = self.data(column, Qt.ItemDataRole.UserRole)
        theirs = other.data(column, Qt.ItemDataRole.UserRole)
        if isinstance(mine, int | float) and isinstance(theirs, int | float):
            return mine < theirs
        return self.text(column).casefold() < other.text(column).casefold()


class PlayersWindow(QDialog):
    """Every player of the database, and renaming, merging and hiding them."""

    roster_changed = Signal()
    """A rename, merge, hide or their undo was written: lists elsewhere show names anew."""

    def __init__(
        self, roster: RosterService, stats: StatsService, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.roster = roster
        self.stats = stats
        self.setObjectName("players_window")
        self.resize(760, 480)
        layout = QVBoxLayout(self)
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.table.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.table.itemActivated.connect(lambda *_: self.show_statistics())  # double-click, Enter
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)
        self.show_hidden = QCheckBox()
        self.show_hidden.toggled.connect(lambda _on: self.reload())
        layout.addWidget(self.show_hidden)
        row = QHBoxLayout()
        self.rename_button = QPushButton()
        self.merge_button = QPushButton()
        self.hide_button = QPushButton()
        self.stats_button = QPushButton()
        self.undo_button = QPushButton()
        self.redo_button = QPushButton()
        self.close_button = QPushButton()
        self.rename_button.clicked.connect(self.rename_selected)
        self.merge_button.clicked.connect(self.merge_selected)
        self.hide_button.clicked.connect(self.toggle_hidden)
        self.stats_button.clicked.connect(self.show_statistics)
        self.undo_button.clicked.connect(lambda: self._change(self.roster.undo))
        self.redo_button.clicked.connect(lambda: self._change(self.roster.redo))
        self.close_button.clicked.connect(self.accept)
        for button in (self.stats_button, self.rename_button, self.merge_button, self.hide_button):
            row.addWidget(button)
        row.addStretch()
        for button in (self.undo_button, self.redo_button, self.close_button):
            row.addWidget(button)
        layout.addLayout(row)
        self._hidden: frozenset[str] = frozenset()
        self.relay: ChangeRelay | None = None
        self.retranslate()

    # -- texts ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Players"))
        self.table.setHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Games"),
                self.tr("Won", "games with a positive result"),
                self.tr("Last played"),
                self.tr("Result, whists"),
                self.tr("Money"),
            ]
        )
        self.show_hidden.setText(self.tr("Show players who were hidden"))
        self.rename_button.setText(self.tr("&Rename…"))
        self.merge_button.setText(self.tr("&Merge with…"))
        self.stats_button.setText(self.tr("Sta&tistics…"))
        self.undo_button.setText(self.tr("&Undo"))
        self.redo_button.setText(self.tr("Re&do"))
        self.close_button.setText(self.tr("Close"))
        accessible.name(
            self.table,
            self.tr("Players"),
            self.tr("Every player's games, wins, last game, result and money."),
        )
        for widget, text in (
            (self.show_hidden, self.tr("List also the players who were hidden.")),
            (self.rename_button, self.tr("Give the chosen player another name.")),
            (self.merge_button, self.tr("Make the chosen player and another one the same.")),
            (self.hide_button, self.tr("Hide or show again the chosen player in the lists.")),
            (self.stats_button, self.tr("The chosen player's statistics.")),
            (self.undo_button, self.tr("Take back the last rename, merge or hide.")),
            (self.redo_button, self.tr("Bring back what was taken back.")),
            (self.close_button, self.tr("Close this window")),
        ):
            accessible.describe(widget, text)
        self._update_buttons()

    # -- data -------------------------------------------------------------------------------

    def load(self) -> None:
        """Build any missing summaries (a progress dialog when it takes a while), then fill."""
        progress = QProgressDialog(self.tr("Counting the statistics…"), "", 0, 0, self)
        progress.setWindowTitle(self.tr("Players"))
        progress.setCancelButton(None)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)

        def step(done: int, total: int) -> None:
            progress.setMaximum(total)
            progress.setValue(done)

        self._run(lambda: self.stats.refresh(step))
        progress.close()
        self.reload()

    def reload(self, select: str | None = None) -> None:
        """The players again (after a change, or showing hidden ones); the row of ``select``
        (else the one chosen before) stays chosen."""
        roster = self._run(self.roster.roster)
        overview = self._run(self.stats.players) or []
        everyone = self._run(lambda: self.roster.players(include_hidden=True)) or []
        if roster is None:
            return
        self._hidden = roster.hidden
        by_name: dict[str, PlayerOverview | None] = {name: None for name in everyone}
        by_name.update({line.player: line for line in overview})
        current = select or self.selected()
        self.table.setSortingEnabled(False)
        self.table.clear()
        for name, line in by_name.items():
            hidden = name in self._hidden
            if hidden and not self.show_hidden.isChecked():
                continue
            item = _SortItem()
            label = name + (" " + self.tr("(hidden)") if hidden else "")
            item.setText(NAME, label)
            item.setData(NAME, Qt.ItemDataRole.UserRole + 1, name)
            games = line.games if line else 0
            wins = line.wins if line else 0
            result = line.result if line else 0
            money = line.money if line else 0
            cells = {
                GAMES: (str(games), games),
                WINS: (str(wins), wins),
                RESULT: (_signed(result), float(result)),
                MONEY: (signed_money(money), float(money)),
            }
            for column, (text, key) in cells.items():
                item.setText(column, text)
                item.setData(column, Qt.ItemDataRole.UserRole, key)
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight)
            item.setText(LAST, i18n.local_day_text(line.last_played) if line else "")
            # Sorted by the day, not by its text («01.12.2026» is after «30.11.2026»).
            item.setData(
                LAST, Qt.ItemDataRole.UserRole, _day_number(line.last_played if line else "")
            )
            self.table.addTopLevelItem(item)
            if name == current:
                self.table.setCurrentItem(item)
        self.table.setSortingEnabled(True)
        first = self.table.topLevelItem(0)
        if self.table.currentItem() is None and first is not None:
            self.table.setCurrentItem(first)
        self._update_buttons()

    def follow(self, relay: ChangeRelay) -> None:
        """Show the players again whenever a change anywhere touches what they are called or
        what they played (a rename at another PC, a deal at a table)."""
        self.relay = relay
        relay.changed.connect(self._changes_arrived)

    def _changes_arrived(self, changes: Changes) -> None:
        if changes.roster or changes.summaries:
            self.reload()

    def selected(self) -> str | None:
        item = self.table.currentItem()
        if item is None:
            return None
        return str(item.data(NAME, Qt.ItemDataRole.UserRole + 1))

    # -- actions ----------------------------------------------------------------------------

    def show_statistics(self) -> None:
        """The chosen player's card, charts and head-to-head (ui/stats/)."""
        from ui.stats.stats_window import open_stats_window  # only when asked for

        self.stats_window = open_stats_window(self, self.stats, self.selected())
        if self.relay is not None:
            self.stats_window.follow(self.relay)

    def rename_selected(self) -> None:
        name = self.selected()
        if name is None:
            return
        new = self._ask(
            self.tr("Rename a player"), self.tr("New name for %1:").replace("%1", name), name, []
        )
        if new is not None:
            # The renamed player stays chosen, under the name the service keeps (spaces tidied).
            tidy = " ".join(new.split())
            self._change(lambda: self.roster.rename_player(name, new), select=tidy)

    def merge_selected(self) -> None:
        name = self.selected()
        if name is None:
            return
        everyone = self._run(lambda: self.roster.players(include_hidden=True)) or []
        others = [n for n in everyone if n != name]
        if not others:
            return
        into = self._ask(
            self.tr("Merge two players"),
            self.tr("%1 is the same person as:").replace("%1", name),
            others[0],
            others,
        )
        if into:
            self._change(lambda: self.roster.merge_players(name, into), select=into)

    def _ask(self, title: str, label: str, value: str, choices: list[str]) -> str | None:
        """A name typed (``choices`` empty) or picked from ``choices``; ``None``: cancelled."""
        return ask_name(self, title, label, value, choices)

    def toggle_hidden(self) -> None:
        name = self.selected()
        if name is None:
            return
        if name in self._hidden:
            self._change(lambda: self.roster.show_player(name))
        else:
            self._change(lambda: self.roster.hide_player(name))

    def _change(self, action: Callable[[], object], select: str | None = None) -> None:
        """Run a roster change and show the players again; ``select``: the row to choose
        when it was done (a refused change keeps the row chosen before)."""
        done = self._run(action)
        self.reload(select if done is not None else None)
        if done is not None:
            self.roster_changed.emit()

    def _context_menu(self, where: QPoint) -> None:
        if self.table.itemAt(where) is None:
            return
        menu = QMenu(self)
        for button in (self.stats_button, self.rename_button, self.merge_button, self.hide_button):
            action = menu.addAction(button.text().replace("&", ""))
            action.setEnabled(button.isEnabled())
            action.triggered.connect(button.click)
        menu.exec(self.table.viewport().mapToGlobal(where))

    def _update_buttons(self) -> None:
        name = self.selected()
        chosen = name is not None
        may_rename = self.roster.may_rename_players
        may_change = self.roster.may_change
        self.rename_button.setEnabled(chosen and may_rename)
        self.stats_button.setEnabled(chosen)
        self.merge_button.setEnabled(chosen and may_rename)
        self.hide_button.setEnabled(chosen and may_change)
        hidden = name in self._hidden if name else False
        self.hide_button.setText(self.tr("&Show again") if hidden else self.tr("&Hide"))
        roster = self._run(self.roster.roster) if hasattr(self, "undo_button") else None
        self.undo_button.setEnabled(bool(roster and self.roster.may_undo(roster)))
        self.redo_button.setEnabled(bool(roster and self.roster.may_redo(roster)))
        # Why a button is off when the role is the reason (not a missing selection).
        why_rename = "" if may_rename else i18n.error_text("not_allowed_players", {})
        why_change = "" if may_change else self.tr("You may only look at this club's players.")
        for button in (self.rename_button, self.merge_button):
            button.setToolTip(why_rename or why_change)
        self.hide_button.setToolTip(why_change)
        done = roster.done if roster else ()
        redoable = roster.redoable if roster else ()
        self.undo_button.setToolTip(self._why_not(done[-1].kind) if done else "")
        self.redo_button.setToolTip(self._why_not(redoable[-1].kind) if redoable else "")

    def _why_not(self, kind: str) -> str:
        """Why the role may not take back (or put back) a change of this kind; "" if it may."""
        if kind == "delete_game" and not self.roster.may_delete:
            return i18n.error_text("not_allowed", {})
        if kind == "rename_player" and not self.roster.may_rename_players:
            return i18n.error_text("not_allowed_players", {})
        if not self.roster.may_change:
            return self.tr("You may only look at this club's players.")
        return ""

    def _run(self, call: Callable[[], T]) -> T | None:
        """Call the service; a refusal is a clear message, never a traceback."""
        return run_or_warn(self, self.tr("Players"), call)
