"""The start page: how to begin (first start), the example game, and the game list — each game's
date, players, rules, state and result, filtered by player, dates and rules (issue 16).

The list shows when each game was started, newest first (so the dates read in order, as in the
season table, which counts games by the day they were started); the date filter compares that
day (ui/roster/list_filter.py).
Archived games are listed only when asked for. Keyboard: Ctrl+F goes to the player box, Down
from there into the list, Enter in either opens the chosen game."""

from __future__ import annotations

import time
from collections.abc import Mapping, Set
from fractions import Fraction
from typing import Protocol

from PySide6.QtCore import QDate, QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.services import GameSummary
from ui import i18n, rules_words, store_texts
from ui.roster.filter_bar import FilterBar
from ui.roster.game_tree import GameTree
from ui.roster.list_filter import local_day
from ui.widgets.message import plain_tip


class Results(Protocol):
    """Each game's result (ui/roster/game_list.py GameResults): a fold of the game, unless
    :meth:`known` says it is at hand."""

    def known(self, game_id: int) -> bool: ...

    def __call__(self, game_id: int) -> Mapping[str, Fraction | int] | None: ...


class _NoResults:
    def known(self, game_id: int) -> bool:
        return True

    def __call__(self, game_id: int) -> Mapping[str, Fraction | int] | None:
        return None


RESULTS_SHOWN = 30
"""Rows whose results are folded before the list first appears (what a window shows at once);
every other listed game gets its result in idle time (:data:`SLICE_SECONDS`; issue 16: "the
game list shows each game's … result"). A typed letter folds none."""
SLICE_SECONDS = 0.005
"""Work per turn of the event loop while results are missing: games are folded until this
has passed, at least one (a club game folds in 5–10 ms: one game a turn; results already at
hand, hundreds), so a typed letter, the wheel or a key waits for one fold at most."""
SHOWN_AT_MOST = 500
"""Rows the list holds: the newest games that pass the filter (a club database of ten thousand
games took a second per typed letter to list whole); the filter reaches the older ones."""
DATE, PLAYERS, RULES, STATE, RESULT = range(5)


def _signed(value: Fraction | int) -> str:
    return i18n.number_text(value, signed=True)  # "+12", "−5¼", "0"


class StartPage(QWidget):
    """What a player sees before a game is open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)

        # The welcome panel: shown while the database has no game but the example.
        self.welcome = QFrame()
        self.welcome.setObjectName("welcome")
        self.welcome.setFrameShape(QFrame.Shape.StyledPanel)
        panel = QVBoxLayout(self.welcome)
        self.welcome_text = QLabel()
        self.welcome_text.setWordWrap(True)
        larger = self.welcome_text.font()
        larger.setPointSizeF(larger.pointSizeF() * 1.15)  # read from a step away
        self.welcome_text.setFont(larger)
        self.welcome_text.setTextFormat(Qt.TextFormat.RichText)
        panel.addWidget(self.welcome_text)
        buttons = QHBoxLayout()
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        big = self.start_button.font()
        big.setPointSizeF(big.pointSizeF() * 1.25)
        big.setBold(True)
        self.start_button.setFont(big)
        self.start_button.setMinimumHeight(44)
        self.example_button = QPushButton()
        self.example_button.setMinimumHeight(44)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.example_button)
        buttons.addStretch()
        panel.addLayout(buttons)
        layout.addWidget(self.welcome)

        self.recent = QLabel()
        layout.addWidget(self.recent)
        self.filters = FilterBar()
        layout.addWidget(self.filters)
        self.games = GameTree(squeezable=(PLAYERS, RULES))
        self.games.setRootIsDecorated(False)
        self.games.setAlternatingRowColors(True)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setColumnCount(5)
        layout.addWidget(self.games, 1)
        self.no_match = QLabel()
        layout.addWidget(self.no_match)
        layout.addStretch(0)  # takes the room only while the list is hidden (a first start)

        row = QHBoxLayout()
        self.new_button = QPushButton()
        self.open_button = QPushButton()
        self.import_button = QPushButton()
        for b in (self.new_button, self.open_button, self.import_button):
            row.addWidget(b)
        row.addStretch()
        layout.addLayout(row)
        self._summaries: list[GameSummary] = []
        self._results: Results = _NoResults()
        self._example: int | None = None
        self._archived: Set[int] = frozenset()
        self._titles: Mapping[int, str] = {}
        self._days: dict[int, str] = {}
        self._result_texts: dict[int, str] = {}  # by game, in this filling's language and names
        # Rows listed without their result (it was not at hand): row number -> game, in order.
        self._missing: dict[int, GameSummary] = {}
        self._listings = 0  # counts the list's rebuilds: a fold may outlast its listing
        self._folding = False
        self._painted = True  # since the last listing: folding waits for the list's paint
        self._filler = QTimer(self)
        self._filler.setInterval(0)  # idle time: after the events waiting, before sleeping
        self._filler.timeout.connect(self.fill_some_results)
        self.filters.changed.connect(self.apply_filter)
        self.filters.open_requested.connect(self._open_current)
        self.filters.into_list.connect(self.games.setFocus)
        find = QShortcut(QKeySequence.StandardKey.Find, self)
        find.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        find.activated.connect(self.focus_filter)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language (called on a language switch)."""
        self.title.setText(self.tr("Pulka — Preferans score sheet"))
        keys = [
            (self.tr("Insert"), self.tr("a new deal")),
            (self.tr("Ctrl+I"), self.tr("an incident: a broken rule and its penalty")),
            (self.tr("Ctrl+Z"), self.tr("undo the last step")),
        ]
        rows = "".join(
            f"<tr><td style='padding-right:14px'><b>{k}</b></td><td>{w}</td></tr>" for k, w in keys
        )
        self.welcome_text.setText(
            "<p><b>"
            + self.tr("To begin, press “Start a game”, enter the players and choose the rules.")
            + "</b></p><p>"
            + self.tr("At the table three keys are all you need:")
            + f"</p><table>{rows}</table><p>"
            + self.tr(
                "Want to look first? Open the example game: a few deals already played; "
                "point at a number to see where it came from, press Insert to try a deal."
            )
            + "</p>"
        )
        self.start_button.setText(self.tr("&Start a game…"))
        self.example_button.setText(self.tr("Open the &example game"))
        self.recent.setText(self.tr("Recent games:"))
        self.filters.retranslate()
        self.new_button.setText(self.tr("&New game…"))
        self.open_button.setText(self.tr("&Open"))
        self.import_button.setText(self.tr("&Import…"))
        for widget, text in (
            (self.start_button, self.tr("Enter the players and the rules of a new game.")),
            (self.example_button, self.tr("A few deals already played, to look at and try.")),
            (self.new_button, self.tr("Enter the players and the rules of a new game.")),
            (self.open_button, self.tr("Open the chosen game (Enter).")),
            (self.import_button, self.tr("Open a game saved as a file.")),
        ):
            widget.setAccessibleDescription(text)
        self.games.setAccessibleName(self.tr("List of games"))
        self.games.setAccessibleDescription(
            self.tr("Every game: when, who, rules, state and result. Enter opens the chosen one.")
        )
        self.games.setHeaderLabels(
            [
                self.tr("Started"),
                self.tr("Players"),
                self.tr("Rules"),
                self.tr("State"),
                self.tr("Result"),
            ]
        )
        self.fill(self._summaries, self._results, self._example, self._archived, self._titles)

    def fill(
        self,
        summaries: list[GameSummary],
        results: Results,
        example: int | None = None,
        archived: Set[int] = frozenset(),
        titles: Mapping[int, str] | None = None,
    ) -> None:
        """Every game (newest first) and what to know of each; the filter chooses those shown.
        ``archived`` games are listed only on request; ``titles`` are names given to games."""
        summaries = sorted(summaries, key=lambda s: (s.created_at, s.id), reverse=True)
        self._summaries, self._results, self._example = summaries, results, example
        self._archived, self._titles = archived, titles or {}
        self._days = {}
        self._result_texts = {}
        self.filters.offer_presets({s.preset for s in self._summaries})
        self._span_dates()
        self._list(fold=True)
        only_example = all(s.id == example for s in summaries)
        self.welcome.setVisible(only_example)
        self.games.setVisible(bool(summaries))
        self.filters.setVisible(bool(summaries))
        self.recent.setVisible(bool(summaries))
        # A first start: the welcome says what to do; no empty list, no button that cannot work.
        self.open_button.setVisible(bool(summaries))
        self.new_button.setVisible(not only_example)

    def _span_dates(self) -> None:
        """The date boxes show the days of the first and the last game listed."""
        stamps = [s.created_at for s in self._summaries if s.created_at]
        ends = [min(stamps), max(stamps)] if stamps else []  # UTC ISO texts sort as times
        days = [QDate.fromString(local_day(stamp), "yyyy-MM-dd") for stamp in ends]
        days = [d for d in days if d.isValid()] or [QDate.currentDate()]
        self.filters.show_span(days[0], days[-1])

    def apply_filter(self) -> None:
        """List the games the filter lets through; results not at hand come in idle time,
        those of the rows in view first (a typed letter folds no game)."""
        self._list(fold=False)

    def _list(self, fold: bool) -> None:
        """List the games the filter lets through, the first :data:`RESULTS_SHOWN` rows with
        their results (folded now if ``fold``, else only those at hand); the others get theirs
        in idle time (:meth:`fill_some_results`): a row's result is its longest text, and
        fitting the columns to 500 of them cost a typed letter ~10 ms more."""
        chosen = self.filters.list_filter()
        current = self.selected_game()
        self.games.clear()
        self._missing = {}
        self._listings += 1
        if self._painted:
            self._painted = False
            self.games.viewport().installEventFilter(self)
        dated = chosen.day_from is not None or chosen.day_to is not None
        matched = 0
        items: list[QTreeWidgetItem] = []
        for summary in self._summaries:
            title = self._titles.get(summary.id, "")
            day = self._day(summary) if dated else None
            if not chosen.matches(summary, self._archived, title, day):
                continue
            matched += 1
            if len(items) < SHOWN_AT_MOST:
                early = len(items) < RESULTS_SHOWN
                at_hand = early and (fold or self._results.known(summary.id))
                if not at_hand and not summary.damaged:
                    self._missing[len(items)] = summary
                items.append(self._item(summary, with_result=at_hand))
        self.games.addTopLevelItems(items)
        self.games.fit_columns()
        self._fill_later()
        for item in items:
            if item.data(0, Qt.ItemDataRole.UserRole) == current:
                self.games.setCurrentItem(item)
        if self.games.currentItem() is None and (first := self.games.topLevelItem(0)):
            self.games.setCurrentItem(first)
        self.no_match.setVisible(bool(self._summaries) and matched == 0)
        if matched > len(items):
            self.no_match.setText(
                self.tr(
                    "The newest %1 of %2 games are listed: narrow the filter to see the others."
                )
                .replace("%1", str(len(items)))
                .replace("%2", str(matched))
            )
            self.no_match.setVisible(True)
        else:
            self.no_match.setText(self.tr("No game matches the filter."))

    def _day(self, summary: GameSummary) -> str:
        """The local day a game was started, worked out once per game."""
        day = self._days.get(summary.id)
        if day is None:
            day = self._days[summary.id] = local_day(summary.created_at)
        return day

    def _fill_later(self) -> None:
        """Fold the missing results in idle time while the list is on screen (hidden behind an
        open game it would take the game's turns, and push its fold out of the cache)."""
        if self._missing and self.isVisible() and self._painted:
            self._filler.start()
        else:
            self._filler.stop()

    def fill_some_results(self) -> int:
        """One turn's slice of the missing results: the rows in view first, then top to
        bottom; at least one game, then more only while :data:`SLICE_SECONDS` last. Returns
        how many rows got their result."""
        if self._folding:
            # A fold waiting for a locked database turns the event loop (ui/busy.py): this
            # timer then fires inside it, and must not fold a second game meanwhile.
            return 0
        began = time.perf_counter()
        done = 0
        refit = False
        listing = self._listings
        self._folding = True
        try:
            while self._missing:
                row = self._next_missing()
                summary = self._missing.pop(row)
                text = self._result_text(summary)
                if listing != self._listings:
                    break  # typed while the fold waited: the rows are others now
                item = self.games.topLevelItem(row)
                if item is not None:
                    item.setText(RESULT, text)
                    refit = refit or self._wider_than_shown(row, text)
                done += 1
                if time.perf_counter() - began >= SLICE_SECONDS:
                    break
        finally:
            self._folding = False
        if refit and listing == self._listings:
            self.games.fit_columns()
        self._fill_later()
        return done

    def _next_missing(self) -> int:
        """The first row in view still missing its result, else the first missing row."""
        viewport = self.games.viewport()
        top = self.games.indexAt(QPoint(0, 0)).row()
        bottom = self.games.indexAt(QPoint(0, viewport.height() - 1)).row()
        if top >= 0:
            last = bottom if bottom >= 0 else self.games.topLevelItemCount() - 1
            for row in range(top, last + 1):
                if row in self._missing:
                    return row
        return next(iter(self._missing))

    def _wider_than_shown(self, row: int, text: str) -> bool:
        """A result in view that its column cuts: the columns are fitted again (the players
        and the rules give way, ui/roster/game_tree.py), as when the list was filled."""
        index = self.games.model().index(row, RESULT)
        area = self.games.visualRect(index)
        if not area.isValid() or not self.games.viewport().rect().intersects(area):
            return False
        return self.games.fontMetrics().horizontalAdvance(text) > area.width()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The list's first paint after a listing starts the folding: the rows shown first,
        then the results (a slice before it would hold back the list, or the typed letter)."""
        if event.type() == QEvent.Type.Paint and watched is self.games.viewport():
            watched.removeEventFilter(self)  # the filter is Python work on every event
            self._painted = True
            self._fill_later()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fill_later()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._filler.stop()

    def _item(self, summary: GameSummary, *, with_result: bool) -> QTreeWidgetItem:
        players = ", ".join(summary.players)
        if title := self._titles.get(summary.id):
            players = f"{title} — {players}"
        started = i18n.time_text(summary.created_at)
        if summary.damaged:  # listed so the others stay usable; opening it explains
            damaged = f"{summary.id}. {players} {store_texts.damaged_mark()}"
            item = QTreeWidgetItem([started, damaged, "", "", ""])
            item.setData(0, Qt.ItemDataRole.UserRole, summary.id)
            return item
        result_text = self._result_text(summary) if with_result else ""
        item = QTreeWidgetItem(
            [
                started,
                players,
                rules_words.short_rules_text(summary.rules_label, summary.preset),
                self.state_text(summary),
                result_text,
            ]
        )
        item.setData(0, Qt.ItemDataRole.UserRole, summary.id)
        # The whole of what a squeezed or shortened column holds is a hover away.
        item.setToolTip(PLAYERS, plain_tip(players))  # a name «<b>Eve</b>» as typed
        item.setToolTip(RULES, rules_words.rules_text(summary.rules_label, summary.preset))
        return item

    def _result_text(self, summary: GameSummary) -> str:
        """Each player's result in seating order ("Анна +13⅓, Борис −6⅔"); empty without one.
        Written once per game until the list is filled again (a typed letter lists 500 rows)."""
        texts = self._result_texts  # not a later filling's: the fold may wait for a lock
        text = texts.get(summary.id)
        if text is None:
            result = self._results(summary.id)
            text = (
                ", ".join(f"{p} {_signed(result[p])}" for p in summary.players if p in result)
                if result
                else ""
            )
            texts[summary.id] = text
        return text

    def state_text(self, summary: GameSummary) -> str:
        """Open, finished, archived — and the example game says so."""
        if summary.id == self._example:
            return self.tr("example")
        if summary.id in self._archived:
            return self.tr("archived")
        if summary.status == "finished":
            return self.tr("finished")
        return self.tr("open", "a game still being played")

    def shown_games(self) -> list[int]:
        """The games listed now, top to bottom."""
        items = (self.games.topLevelItem(i) for i in range(self.games.topLevelItemCount()))
        return [int(item.data(0, Qt.ItemDataRole.UserRole)) for item in items if item is not None]

    def focus_filter(self) -> None:
        self.filters.focus_player()

    def _open_current(self) -> None:
        """Enter in the player box opens the chosen game, as Enter in the list does."""
        item = self.games.currentItem()
        if item is not None:
            self.games.itemActivated.emit(item, 0)

    def selected_game(self) -> int | None:
        item = self.games.currentItem()
        return int(item.data(0, Qt.ItemDataRole.UserRole)) if item is not None else None
