"""The statistics window: a player chosen, the games chosen (ui/stats/filter_bar.py), his card
with three charts, and head-to-head over the same games (issue 16).

Every figure comes from :class:`~app.services.stats.StatsService` (docs/statistics.md defines
each); this window only lays them out. A refusal of the service is a message, never a traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.services.results import Changes
from app.services.stats import ALL_GAMES, GameFilter, StatsService
from ui import i18n
from ui.stats.chart_data import histogram, level_bars, result_series
from ui.stats.chart_panel import ChartPanel
from ui.stats.filter_bar import FilterBar
from ui.stats.head_to_head import HeadToHeadView
from ui.stats.histogram_chart import HistogramChart
from ui.stats.level_chart import LevelChart
from ui.stats.player_card import PlayerCard
from ui.stats.result_chart import ResultChart
from ui.widgets import accessible
from ui.widgets.fit_screen import show_fitted
from ui.widgets.refusal import run_or_warn

if TYPE_CHECKING:
    from ui.change_relay import ChangeRelay

T = TypeVar("T")

CHART_HEIGHT = 300
WIDE = 1500
"""From this width of the window the three charts stand in one row."""


class StatsWindow(QDialog):
    """A player's page and head-to-head; :meth:`show_player` chooses whose."""

    def __init__(
        self, stats: StatsService, player: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setObjectName("stats_window")
        self.setSizeGripEnabled(True)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.player_label = QLabel()
        self.player = QComboBox()
        self.player.setMinimumContentsLength(14)
        self.player_label.setBuddy(self.player)
        # The box under the player, not beside him: beside, the Russian row needed 1151 px
        # and the window no longer fitted a 1024-pixel screen (the filter bar has two rows).
        chooser = QGridLayout()
        chooser.addWidget(self.player_label, 0, 0)
        chooser.addWidget(self.player, 0, 1)
        self.show_hidden = QCheckBox()
        chooser.addWidget(self.show_hidden, 1, 1)
        top.addLayout(chooser)
        top.addSpacing(16)
        self.filter = FilterBar()
        top.addWidget(self.filter, 1)
        layout.addLayout(top)

        self.tabs = QTabWidget()
        self.card = PlayerCard()
        self.result_chart = ResultChart()
        self.level_chart = LevelChart()
        self.histogram_chart = HistogramChart()
        self.result_panel = ChartPanel(self.result_chart, "result")
        self.level_panel = ChartPanel(self.level_chart, "levels")
        self.histogram_panel = ChartPanel(self.histogram_chart, "results")
        for panel in (self.result_panel, self.level_panel, self.histogram_panel):
            panel.chart.setMinimumHeight(CHART_HEIGHT)
        page = QWidget()
        page_layout = self.page_layout = QVBoxLayout(page)
        page_layout.addWidget(self.card)
        self.charts = QGridLayout()
        page_layout.addLayout(self.charts)
        self._in_a_row: bool | None = None
        self._arrange_charts(in_a_row=False)
        page_layout.addStretch()
        self.page_scroll = QScrollArea()
        self.page_scroll.setWidgetResizable(True)
        self.page_scroll.setWidget(page)
        self.tabs.addTab(self.page_scroll, "")
        self.head_to_head = HeadToHeadView()
        self.tabs.addTab(self.head_to_head, "")
        layout.addWidget(self.tabs, 1)
        buttons = QHBoxLayout()
        buttons.addStretch()
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)

        self.retranslate()
        self._hidden: frozenset[str] = frozenset()
        self._fill_players(player)
        self.player.currentIndexChanged.connect(lambda _i: self._player_chosen())
        self.show_hidden.toggled.connect(lambda _on: self._hidden_toggled())
        self.filter.changed.connect(lambda _w: self.refresh())
        self.head_to_head.chosen.connect(self._refresh_head_to_head)
        self.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Player statistics"))
        self.player_label.setText(self.tr("P&layer:"))
        self.show_hidden.setText(self.tr("Show &hidden players"))
        self.tabs.setTabText(0, self.tr("Player's card"))
        self.tabs.setTabText(1, self.tr("Head-to-head"))
        self.tabs.setTabToolTip(0, self.tr("One player's figures and charts."))
        self.tabs.setTabToolTip(1, self.tr("Two players' games together."))
        self.close_button.setText(self.tr("Close"))
        self.result_panel.file_stem = self.tr("result over time")
        self.level_panel.file_stem = self.tr("contracts by level")
        self.histogram_panel.file_stem = self.tr("results of games")
        accessible.name(self.player, self.tr("Player"), self.tr("Whose statistics are shown."))
        accessible.describe(self.show_hidden, self.tr("Offer also the players who were hidden."))
        accessible.describe(self.close_button, self.tr("Close this window"))

    def _arrange_charts(self, in_a_row: bool) -> None:
        """Three charts side by side on a wide screen; else the result over time across the
        page (it needs the width most) and the other two under it."""
        if in_a_row == self._in_a_row:
            return
        self._in_a_row = in_a_row
        for panel in (self.result_panel, self.level_panel, self.histogram_panel):
            self.charts.removeWidget(panel)
        if in_a_row:
            self.charts.addWidget(self.result_panel, 0, 0)
            self.charts.addWidget(self.level_panel, 0, 1)
            self.charts.addWidget(self.histogram_panel, 0, 2)
        else:
            self.charts.addWidget(self.result_panel, 0, 0, 1, 2)
            self.charts.addWidget(self.level_panel, 1, 0)
            self.charts.addWidget(self.histogram_panel, 1, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange_charts(in_a_row=event.size().width() >= WIDE)
        self.fit_card()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_card()

    def fit_card(self) -> None:
        """The card's blocks in as many columns as the page's width holds (no sideways
        scrolling on a 1024-pixel screen)."""
        margins = self.page_layout.contentsMargins()
        scrollbar = self.page_scroll.verticalScrollBar().sizeHint().width()
        self.card.fit(self.page_scroll.width() - scrollbar - margins.left() - margins.right() - 4)

    # -- data -------------------------------------------------------------------------------

    def _fill_players(self, wanted: str | None, *, reveal: bool = True) -> None:
        """Every player with a game, by name, but hidden ones (who left) only when asked, as
        in the players window; ``wanted`` chosen if he is one (a hidden one ticks "show hidden"
        when ``reveal``: the window opened for him)."""
        overview = self._run(lambda: self.stats.players(ALL_GAMES)) or []
        hidden = self._hidden = self._run(self.stats.hidden_players) or frozenset()
        if reveal and wanted in hidden and any(line.player == wanted for line in overview):
            self.show_hidden.blockSignals(True)
            self.show_hidden.setChecked(True)
            self.show_hidden.blockSignals(False)
        if not self.show_hidden.isChecked():
            overview = [line for line in overview if line.player not in hidden]
        names = sorted((line.player for line in overview), key=str.casefold)
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems(names)
        if wanted in names:
            self.player.setCurrentIndex(names.index(wanted))
        self.player.blockSignals(False)
        self.head_to_head.set_players(names, self.player.currentText() or None)

    def _hidden_toggled(self) -> None:
        """Hidden players listed or not; the chosen one stays if still listed."""
        chosen = self.player.currentText()
        self._fill_players(chosen, reveal=False)
        if self.player.currentText() != chosen:
            self._player_chosen()
        else:
            self._refresh_head_to_head()

    def _player_chosen(self) -> None:
        """Another player: his card, and head-to-head from his side."""
        self.head_to_head.first.blockSignals(True)
        self.head_to_head.first.setCurrentText(self.player.currentText())
        self.head_to_head.first.blockSignals(False)
        self.refresh()

    def show_player(self, name: str) -> None:
        index = self.player.findText(name)
        if index >= 0:
            self.player.setCurrentIndex(index)

    def where(self) -> GameFilter:
        return self.filter.game_filter()

    def refresh(self) -> None:
        """The chosen player's figures and charts over the chosen games, and head-to-head."""
        name = self.player.currentText()
        where = self.where()
        figures = self._run(lambda: self.stats.figures(where, [name])) if name else []
        ratings = self._run(lambda: self.stats.rating(where)) or []
        if not self.show_hidden.isChecked():
            # His place among the players listed (docs/statistics.md, "Hidden players"); the
            # hidden ones' games still moved everybody's rating.
            ratings = [r for r in ratings if r.player not in self._hidden or r.player == name]
        results = self._run(lambda: self.stats.results(where)) or []
        mine = figures[0] if figures else None
        # The day of each game a record was set in (three games, not ten thousand to parse).
        wanted: set[int] = set()
        if mine is not None:
            kept = mine.records
            set_in = (kept.biggest_win, kept.biggest_loss, kept.longest_game)
            wanted = {record.game_id for record in set_in if record is not None}
        days = {
            g.game_id: i18n.local_day_text(g.created_at) for g in results if g.game_id in wanted
        }
        self.card.show_player(name, mine, ratings, days)
        series = result_series(results, name)
        self.result_chart.set_points(series)
        self.level_chart.set_bars(level_bars(mine, i18n.contract_text("misere")))
        self.histogram_chart.set_bins(histogram([p.result for p in series]))
        for panel in (self.result_panel, self.level_panel, self.histogram_panel):
            panel.chart.set_caption(name)
            panel.update_buttons()
        self._refresh_head_to_head()

    def follow(self, relay: ChangeRelay) -> None:
        """Count again whenever a change anywhere touches the statistics (a deal at a table,
        a rename at another PC)."""
        relay.changed.connect(self._changes_arrived)

    def _changes_arrived(self, changes: Changes) -> None:
        if not (changes.roster or changes.summaries):
            return
        chosen = self.player.currentText()
        if changes.roster and chosen:  # the chosen player renamed: still him
            now_called = self._run(lambda: self.stats.now_called(chosen) or chosen)
            chosen = now_called or chosen
        self._fill_players(chosen or None, reveal=False)  # a new player, a player renamed
        self.refresh()

    def _refresh_head_to_head(self) -> None:
        pair = self.head_to_head.pair()
        where = self.where()
        figures = None
        games = []
        if pair is not None:
            figures = self._run(lambda: self.stats.head_to_head(pair[0], pair[1], where))
            games = self._run(lambda: self.stats.results(where)) or []
        self.head_to_head.show_figures(figures)
        self.head_to_head.show_games(games)

    def _run(self, call: Callable[[], T]) -> T | None:
        """Call the service; a refusal is a clear message, never a traceback."""
        return run_or_warn(self, self.tr("Player statistics"), call)


def open_stats_window(
    parent: QWidget, stats: StatsService, player: str | None = None
) -> StatsWindow:
    """The statistics window, sized to the screen it opens on, shown."""
    window = StatsWindow(stats, player, parent)
    # All the width a small screen has (two columns of the card need about 1000 pixels), and
    # its height less the title bar: as tall as the free area, Close fell off the screen.
    show_fitted(window, QSize(1600, 1000))
    return window
