"""Which games the figures count: a period (a season is a date range), the convention,
three or four players, finished games only (docs/statistics.md, "Which games")."""

from __future__ import annotations

import calendar
import datetime
from collections.abc import Sequence

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QWidget,
)

from app.engine.rules import PRESET_NAMES
from app.services.stats import GameFilter
from ui import i18n
from ui.widgets import accessible
from ui.widgets.date_edit import DateEdit

PERIODS = ("all", "this_year", "last_year", "last_12_months", "last_3_months", "dates")
"""The period choices, in the order shown; ``dates`` enables the two date fields."""


def period_dates(period: str, today: datetime.date) -> tuple[str | None, str | None]:
    """The inclusive ISO dates of a period chosen by name, counted back from ``today``."""
    if period == "this_year":
        return f"{today.year}-01-01", f"{today.year}-12-31"
    if period == "last_year":
        return f"{today.year - 1}-01-01", f"{today.year - 1}-12-31"
    if period in ("last_12_months", "last_3_months"):
        months = 12 if period == "last_12_months" else 3
        year, month = divmod(today.year * 12 + today.month - 1 - months, 12)
        # The same day that many months back (the month's last day if it is shorter), then
        # the day after: "the last 3 months" of 30 November are 31 August – 30 November.
        last_day = calendar.monthrange(year, month + 1)[1]
        start = datetime.date(year, month + 1, min(today.day, last_day))
        return (start + datetime.timedelta(days=1)).isoformat(), today.isoformat()
    return None, None


class FilterBar(QWidget):
    """The filter's fields in one block; ``changed`` carries the new :class:`GameFilter`."""

    changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.period = QComboBox()
        # The typed-date box of every other date filter (ui/widgets/date_edit.py), in the
        # language's format (set in retranslate).
        self.date_from = DateEdit()
        self.date_to = DateEdit()
        for field in (self.date_from, self.date_to):
            field.setDate(QDate.currentDate())
        self.date_from.setDate(QDate.currentDate().addMonths(-3))
        self.convention = QComboBox()
        self.seats = QComboBox()
        self.finished = QCheckBox()
        self.period_label = QLabel()
        self.from_label = QLabel()
        self.to_label = QLabel()
        self.convention_label = QLabel()
        self.seats_label = QLabel()
        self.period_label.setBuddy(self.period)
        self.convention_label.setBuddy(self.convention)
        self.seats_label.setBuddy(self.seats)
        layout.addWidget(self.period_label, 0, 0)
        layout.addWidget(self.period, 0, 1)
        layout.addWidget(self.from_label, 0, 2)
        layout.addWidget(self.date_from, 0, 3)
        layout.addWidget(self.to_label, 0, 4)
        layout.addWidget(self.date_to, 0, 5)
        layout.addWidget(self.convention_label, 1, 0)
        layout.addWidget(self.convention, 1, 1)
        layout.addWidget(self.seats_label, 1, 2)
        layout.addWidget(self.seats, 1, 3, 1, 1)
        layout.addWidget(self.finished, 1, 4, 1, 2)
        layout.setColumnStretch(6, 1)
        self.retranslate()
        self.period.currentIndexChanged.connect(self._period_chosen)
        for combo in (self.convention, self.seats):
            combo.currentIndexChanged.connect(self._emit)
        self.date_from.dateChanged.connect(self._emit)
        self.date_to.dateChanged.connect(self._emit)
        self.finished.toggled.connect(self._emit)
        self._period_chosen()

    def retranslate(self) -> None:
        """Texts in the current language; the choices made stay chosen."""
        names = {
            "all": self.tr("All games"),
            "this_year": self.tr("This year"),
            "last_year": self.tr("Last year"),
            "last_12_months": self.tr("Last 12 months"),
            "last_3_months": self.tr("Last 3 months"),
            "dates": self.tr("Between dates"),
        }
        self._refill(self.period, [(names[p], p) for p in PERIODS])
        conventions = [(self.tr("Any"), None)] + [(i18n.preset_text(p), p) for p in PRESET_NAMES]
        self._refill(self.convention, conventions)
        self._refill(
            self.seats,
            [(self.tr("3 or 4"), None), (self.tr("3 players"), 3), (self.tr("4 players"), 4)],
        )
        for field in (self.date_from, self.date_to):
            field.setDisplayFormat(i18n.date_format())
        self.period_label.setText(self.tr("&Period:"))
        self.from_label.setText(self.tr("from"))
        self.to_label.setText(self.tr("to"))
        self.convention_label.setText(self.tr("&Convention:"))
        self.seats_label.setText(self.tr("Pla&yers:"))
        self.finished.setText(self.tr("&Finished games only"))
        accessible.name(self.period, self.tr("Period"), self.tr("Which games the figures count."))
        accessible.name(self.date_from, self.tr("From"), self.tr("The first day counted."))
        accessible.name(self.date_to, self.tr("To"), self.tr("The last day counted."))
        accessible.name(
            self.convention, self.tr("Convention"), self.tr("Count only games of these rules.")
        )
        accessible.name(
            self.seats, self.tr("Players"), self.tr("Count three- or four-handed games, or both.")
        )
        accessible.describe(self.finished, self.tr("Leave out games still being played."))

    @staticmethod
    def _refill(combo: QComboBox, items: Sequence[tuple[str, object]]) -> None:
        chosen = combo.currentData() if combo.count() else items[0][1]
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        found = combo.findData(chosen)
        combo.setCurrentIndex(max(found, 0) if chosen is not None else 0)
        combo.blockSignals(False)

    def _period_chosen(self) -> None:
        own = self.period.currentData() == "dates"
        for widget in (self.date_from, self.date_to, self.from_label, self.to_label):
            widget.setVisible(own)
        self._emit()

    def _emit(self) -> None:
        self.changed.emit(self.game_filter())

    def game_filter(self, today: datetime.date | None = None) -> GameFilter:
        """The games chosen now."""
        period = str(self.period.currentData())
        date_from: str | None
        date_to: str | None
        if period == "dates":
            first = self.date_from.date().toString("yyyy-MM-dd")
            last = self.date_to.date().toString("yyyy-MM-dd")
            date_from, date_to = min(first, last), max(first, last)  # either order means the same
        else:
            date_from, date_to = period_dates(period, today or datetime.date.today())
        convention = self.convention.currentData()
        seats = self.seats.currentData()
        return GameFilter(
            date_from=date_from,
            date_to=date_to,
            preset=str(convention) if convention else None,
            seats=int(seats) if seats else None,
            finished_only=self.finished.isChecked(),
        )
