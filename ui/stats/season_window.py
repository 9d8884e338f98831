"""The season table window: players ranked over a date range by a chosen measure (issue 16).

The ranking is the statistics service's (``StatsService.season``, docs/statistics.md, "Season
table"): *total* result in whists, result *per game*, or the sum of the *best N* games. The
games are chosen by the day they were started, the rules preset, three or four players and,
if asked, finished games only. The table is saved as CSV or PDF and printed
(ui/stats/season_export.py).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QDate, QStandardPaths, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressDialog,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine import PRESET_NAMES
from app.engine.names import visible
from app.services.results import Changes
from app.services.stats import (
    ALL_GAMES,
    GameFilter,
    SeasonTable,
    StatsService,
    write_season_csv,
)
from app.services.stats_days import local_day
from ui import i18n
from ui.stats.figure_texts import signed, signed_money
from ui.stats.season_export import SeasonPaper, write_pdf
from ui.widgets import accessible
from ui.widgets.date_edit import DateEdit
from ui.widgets.file_dialog import ask_file_name
from ui.widgets.message import warn
from ui.widgets.refusal import run_or_warn

if TYPE_CHECKING:
    from ui.change_relay import ChangeRelay

T = TypeVar("T")

PLACE, PLAYER, GAMES, VALUE, RESULT, MONEY = range(6)
DEFAULT_BEST = 8
"""Best games counted when the measure is first switched to "best" (a season of weekly
sessions, the best eight of them)."""


def _iso(date: QDate) -> str:
    return date.toString("yyyy-MM-dd")


class SeasonWindow(QDialog):
    """The season table of one database, with its filters and exports."""

    def __init__(self, stats: StatsService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.table_data: SeasonTable | None = None
        self.games_counted = 0
        self.setObjectName("season_window")
        self.resize(900, 600)
        layout = QVBoxLayout(self)

        heading = QFormLayout()
        self.heading_label = QLabel()
        self.heading = QLineEdit()
        self.heading_label.setBuddy(self.heading)
        heading.addRow(self.heading_label, self.heading)
        layout.addLayout(heading)

        self.from_label, self.to_label = QLabel(), QLabel()
        self.date_from, self.date_to = DateEdit(), DateEdit()
        for label, edit in ((self.from_label, self.date_from), (self.to_label, self.date_to)):
            edit.setCalendarPopup(True)
            label.setBuddy(edit)
        self.rules_label = QLabel()
        self.rules = QComboBox()
        # As wide as a usual preset name; the long sport-rules name shows whole in the list.
        self.rules.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.rules.setMinimumContentsLength(14)
        self.rules_label.setBuddy(self.rules)
        self.seats_label = QLabel()
        self.seats = QComboBox()
        self.seats_label.setBuddy(self.seats)
        self.measure_label = QLabel()
        self.measure = QComboBox()
        self.measure_label.setBuddy(self.measure)
        self.best_label = QLabel()
        self.best = QSpinBox()
        self.best.setRange(1, 999)
        self.best.setValue(DEFAULT_BEST)
        self.best_label.setBuddy(self.best)
        self.finished_only = QCheckBox()
        self.show_hidden = QCheckBox()
        first = QHBoxLayout()
        widgets: tuple[QWidget, ...] = (
            self.from_label,
            self.date_from,
            self.to_label,
            self.date_to,
            self.rules_label,
            self.rules,
            self.seats_label,
            self.seats,
        )
        for widget in widgets:
            first.addWidget(widget)
        first.addStretch()
        second = QHBoxLayout()
        second.addWidget(self.measure_label)
        second.addWidget(self.measure)
        second.addWidget(self.best_label)
        second.addWidget(self.best)
        second.addSpacing(12)
        second.addWidget(self.finished_only)
        second.addSpacing(12)
        second.addWidget(self.show_hidden)
        second.addStretch()
        layout.addLayout(first)
        layout.addLayout(second)

        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        layout.addWidget(self.table, 1)
        self.summary = QLabel()
        layout.addWidget(self.summary)

        buttons = QHBoxLayout()
        self.csv_button = QPushButton()
        self.pdf_button = QPushButton()
        self.print_button = QPushButton()
        self.close_button = QPushButton()
        self.csv_button.clicked.connect(self.ask_csv)
        self.pdf_button.clicked.connect(self.ask_pdf)
        self.print_button.clicked.connect(self.ask_print)
        self.close_button.clicked.connect(self.accept)
        for button in (self.csv_button, self.pdf_button, self.print_button, self.close_button):
            button.setAutoDefault(False)  # Enter in the heading box saves or closes nothing
        for button in (self.csv_button, self.pdf_button, self.print_button):
            buttons.addWidget(button)
        buttons.addStretch()
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)

        self.retranslate()
        self.date_from.dateChanged.connect(lambda _d: self.reload())
        self.date_to.dateChanged.connect(lambda _d: self.reload())
        for combo in (self.rules, self.seats, self.measure):
            combo.currentIndexChanged.connect(lambda _i: self.reload())
        self.best.valueChanged.connect(lambda _v: self.reload())
        self.finished_only.toggled.connect(lambda _on: self.reload())
        self.show_hidden.toggled.connect(lambda _on: self.reload())

    # -- texts ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Season table"))
        self.heading_label.setText(self.tr("&Heading:"))
        self.heading.setPlaceholderText(self.tr("club and season, e.g. “Club Ace, season 2026/27”"))
        self.from_label.setText(self.tr("Games &from"))
        self.to_label.setText(self.tr("&to"))
        for edit in (self.date_from, self.date_to):
            edit.setDisplayFormat(i18n.date_format())
        self.rules_label.setText(self.tr("&Rules:"))
        self._set_items(
            self.rules,
            [(self.tr("any"), ""), *((i18n.preset_text(p), p) for p in PRESET_NAMES)],
        )
        self.seats_label.setText(self.tr("Pla&yers:"))
        self._set_items(
            self.seats,
            [(self.tr("3 and 4"), 0), (self.tr("3 only"), 3), (self.tr("4 only"), 4)],
        )
        self.measure_label.setText(self.tr("Ra&nk by:"))
        self._set_items(
            self.measure,
            [
                (self.tr("total result for the season"), "total"),
                (self.tr("average result per game"), "per_game"),
                (self.tr("sum of the best games"), "best"),
            ],
        )
        self.best_label.setText(self.tr("&Best games:"))
        self.finished_only.setText(self.tr("Only finished &games"))
        self.show_hidden.setText(self.tr("Sho&w hidden players"))
        self.csv_button.setText(self.tr("Save as &CSV…"))
        self.pdf_button.setText(self.tr("Save as P&DF…"))
        self.print_button.setText(self.tr("&Print…"))
        self.close_button.setText(self.tr("Close"))
        self._name_controls()
        self._fill()

    def _name_controls(self) -> None:
        """What a screen reader says for each control (issue 32, item 5)."""
        for widget, name, text in (
            (self.heading, self.tr("Heading"), self.tr("The table's title: club and season.")),
            (self.date_from, self.tr("Games from"), self.tr("The first day counted.")),
            (self.date_to, self.tr("Games to"), self.tr("The last day counted.")),
            (self.rules, self.tr("Rules"), self.tr("Count only games of these rules.")),
            (self.seats, self.tr("Players"), self.tr("Three- or four-handed games, or both.")),
            (self.measure, self.tr("Rank by"), self.tr("What puts a player ahead.")),
            (self.best, self.tr("Best games"), self.tr("How many best games are summed.")),
            (self.table, self.tr("Season table"), self.tr("Every player's place and figures.")),
        ):
            accessible.name(widget, name, text)
        buttons: tuple[tuple[QWidget, str], ...] = (
            (self.finished_only, self.tr("Leave out games still being played.")),
            (self.show_hidden, self.tr("List also the players who were hidden.")),
            (self.csv_button, self.tr("Save the table as a CSV file.")),
            (self.pdf_button, self.tr("Save the table as a PDF file.")),
            (self.print_button, self.tr("Print the table.")),
            (self.close_button, self.tr("Close this window")),
        )
        for button, text in buttons:
            accessible.describe(button, text)

    @staticmethod
    def _set_items(combo: QComboBox, items: list[tuple[str, object]]) -> None:
        """Replace a combo's items, keeping the chosen value, without a change signal."""
        kept = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        index = combo.findData(kept)
        combo.setCurrentIndex(max(index, 0))
        combo.blockSignals(False)

    def _by_total(self) -> bool:
        return bool(self.measure.currentData() == "total")

    def measure_title(self) -> str:
        """The measure column's title: “Total”, “Per game”, “Best 8”."""
        measure = self.measure.currentData()
        if measure == "per_game":
            return self.tr("Per game")
        if measure == "best":
            return self.tr("Best %1").replace("%1", str(self.best.value()))
        return self.tr("Total")

    def column_titles(self) -> list[str]:
        return [
            self.tr("Place"),
            self.tr("Player"),
            self.tr("Games"),
            self.measure_title(),
            self.tr("Result, whists"),
            self.tr("Money"),
        ]

    # -- data -------------------------------------------------------------------------------

    def load(self) -> None:
        """Build any missing summaries (a progress dialog when it takes a while), set the dates
        to span every game, then fill the table."""
        progress = QProgressDialog(self.tr("Counting the statistics…"), "", 0, 0, self)
        progress.setWindowTitle(self.tr("Season table"))
        progress.setCancelButton(None)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)

        def step(done: int, total: int) -> None:
            progress.setMaximum(total)
            progress.setValue(done)

        self._run(lambda: self.stats.refresh(step))
        progress.close()
        results = self._run(lambda: self.stats.results(ALL_GAMES)) or []
        days = sorted(QDate.fromString(local_day(r.created_at), "yyyy-MM-dd") for r in results)
        days = [d for d in days if d.isValid()] or [QDate.currentDate()]
        self.set_dates(days[0], max(days[-1], QDate.currentDate()))

    def set_dates(self, first: QDate, last: QDate) -> None:
        """Choose the date range (one reload)."""
        for edit in (self.date_from, self.date_to):
            edit.blockSignals(True)
        self.date_from.setDate(first)
        self.date_to.setDate(last)
        for edit in (self.date_from, self.date_to):
            edit.blockSignals(False)
        self.reload()

    def where(self) -> GameFilter:
        """The games the table counts, as chosen."""
        return GameFilter(
            date_from=_iso(self.date_from.date()),
            date_to=_iso(self.date_to.date()),
            preset=str(self.rules.currentData()) or None,
            seats=int(self.seats.currentData()) or None,
            finished_only=self.finished_only.isChecked(),
        )

    def reload(self) -> None:
        """Rank again with the chosen filter and measure."""
        measure = str(self.measure.currentData())
        self.best.setVisible(measure == "best")
        self.best_label.setVisible(measure == "best")
        where = self.where()
        best_n = self.best.value() if measure == "best" else None
        if where.date_from and where.date_to and where.date_from > where.date_to:
            self.table_data, self.games_counted = None, 0  # nothing is in an empty range
        else:
            hidden = self.show_hidden.isChecked()
            self.table_data = self._run(
                lambda: self.stats.season(where, measure, best_n, include_hidden=hidden)
            )
            self.games_counted = len(self._run(lambda: self.stats.results(where)) or [])
        self._fill()

    def follow(self, relay: ChangeRelay) -> None:
        """Rank again whenever a change anywhere touches the statistics (a deal at a table,
        a rename at another PC)."""
        relay.changed.connect(self._changes_arrived)

    def _changes_arrived(self, changes: Changes) -> None:
        if changes.roster or changes.summaries:
            self.reload()

    def _fill(self) -> None:
        self.table.setHeaderLabels(self.column_titles())
        header = self.table.header()  # after the labels: the columns exist only now
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PLAYER, QHeaderView.ResizeMode.Stretch)
        # Ranked by the total, the measure is the result: one column says it.
        self.table.setColumnHidden(RESULT, self._by_total())
        self.table.clear()
        rows = self.table_data.rows if self.table_data is not None else ()
        per_game = self.table_data is not None and self.table_data.measure == "per_game"
        for row in rows:
            item = QTreeWidgetItem()
            # A per-game average to two places, rounded as money is: “+24,44” (an average in
            # thirds of ninths reads nothing like a number a player would say).
            value_text = signed_money(row.value) if per_game else signed(row.value)
            cells = {
                PLACE: (str(row.place), row.place),
                PLAYER: (visible(row.player), row.player),  # a control character escaped
                GAMES: (str(row.games), row.games),
                VALUE: (value_text, row.value),
                RESULT: (signed(row.total), row.total),
                MONEY: (signed_money(row.money), row.money),
            }
            for column, (text, exact) in cells.items():
                item.setText(column, text)
                item.setData(column, Qt.ItemDataRole.UserRole, exact)
                if column != PLAYER:
                    item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight)
            self.table.addTopLevelItem(item)
        if rows:
            self.summary.setText(
                self.tr("Games counted: %1. Players: %2.")
                .replace("%1", str(self.games_counted))
                .replace("%2", str(len(rows)))
            )
        else:
            self.summary.setText(self.tr("No games were played in this range."))
        for button in (self.csv_button, self.pdf_button, self.print_button):
            button.setEnabled(bool(rows))

    def shown_rows(self) -> list[tuple[object, ...]]:
        """The table as shown: (place, player, games, value, result, money) with exact values."""
        out = []
        for r in range(self.table.topLevelItemCount()):
            item = self.table.topLevelItem(r)
            assert item is not None  # r is below the count
            out.append(tuple(item.data(c, Qt.ItemDataRole.UserRole) for c in range(6)))
        return out

    # -- exports ----------------------------------------------------------------------------

    def paper(self) -> SeasonPaper:
        """The printed table: heading, dates, measure and rules, then the rows as shown."""
        fmt = i18n.date_format()
        title = self.heading.text().strip() or self.tr("Season table")
        lines = (
            self.tr("Games from %1 to %2")
            .replace("%1", self.date_from.date().toString(fmt))
            .replace("%2", self.date_to.date().toString(fmt)),
            self.tr("Ranked by: %1").replace("%1", self._measure_words()),
            self.tr("Rules: %1; players at the table: %2.")
            .replace("%1", self.rules.currentText())
            .replace("%2", self.seats.currentText())
            + (" " + self.tr("Finished games only.") if self.finished_only.isChecked() else ""),
            self.summary.text(),
        )
        columns = [c for c in range(6) if not (c == RESULT and self._by_total())]
        titles = self.column_titles()
        rows = [tuple(titles[c] for c in columns)]
        for r in range(self.table.topLevelItemCount()):
            item = self.table.topLevelItem(r)
            assert item is not None
            rows.append(tuple(item.text(c) for c in columns))
        return SeasonPaper(visible(title), lines, tuple(rows))

    def _measure_words(self) -> str:
        if self.measure.currentData() == "best":
            return self.tr("sum of the best %1 games of each player").replace(
                "%1", str(self.best.value())
            )
        return self.measure.currentText()

    def csv_titles(self) -> list[str]:
        return [
            *self.column_titles(),
            self.tr("%1, exact").replace("%1", self.measure_title()),
            self.tr("Result, exact"),
            self.tr("Money, exact"),
        ]

    def _file_name(self, extension: str) -> str:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        name = self.tr("season %1 to %2").replace("%1", _iso(self.date_from.date()))
        name = name.replace("%2", _iso(self.date_to.date())) + extension
        return str(Path(folder) / name) if folder else name

    def ask_csv(self) -> None:
        path = ask_file_name(
            self,
            self.tr("Save the season table as CSV"),
            self._file_name(".csv"),
            self.tr("CSV table (*.csv)"),
            save=True,
        )
        if path:
            self.save_csv(path)

    def save_csv(self, path: str) -> bool:
        """Write the CSV; a refused file is a message, never a traceback."""
        if self.table_data is None:
            return False
        table = self.table_data
        return self._write(path, lambda: write_season_csv(table, path, self.csv_titles()))

    def ask_pdf(self) -> None:
        path = ask_file_name(
            self,
            self.tr("Save the season table as PDF"),
            self._file_name(".pdf"),
            "PDF (*.pdf)",
            save=True,
        )
        if path:
            self.save_pdf(path)

    def save_pdf(self, path: str) -> bool:
        paper = self.paper()

        def write() -> None:
            write_pdf(paper, path)
            with open(path, "rb") as written:  # QPdfWriter does not report failures
                if written.read(5) != b"%PDF-":
                    raise OSError(path)

        return self._write(path, write)

    def _write(self, path: str, write: Callable[[], object]) -> bool:
        try:
            write()
        except OSError:
            warn(self, self.tr("Season table"), i18n.error_text("file_unwritable", {"path": path}))
            return False
        return True

    def ask_print(self) -> None:
        """The system's print dialog, then the table on the chosen printer."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from ui.paper.game_form import page_layout
        from ui.stats.season_export import print_paper

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout())
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            print_paper(self.paper(), printer)

    def _run(self, call: Callable[[], T]) -> T | None:
        """Call the service; a refusal is a clear message, never a traceback."""
        return run_or_warn(self, self.tr("Season table"), call)
