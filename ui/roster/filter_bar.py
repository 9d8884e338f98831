"""The game list's filter bar: part of a player's name, the days a game was started, the rules,
and whether archived games are listed (issue 16). It only says what is chosen
(:meth:`FilterBar.list_filter`, ui/roster/list_filter.py); the list applies it."""

from __future__ import annotations

from collections.abc import Set

from PySide6.QtCore import QDate, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from app.engine import PRESET_NAMES
from ui import i18n
from ui.roster.list_filter import ListFilter
from ui.widgets.date_edit import DateEdit


class FilterBar(QWidget):
    """One row of filters above the game list."""

    changed = Signal()
    """Something chosen changed: the list is filtered again."""
    open_requested = Signal()
    """Enter in the player box: open the game chosen in the list."""
    into_list = Signal()
    """Down (Up, Page Down) in the player box: the keyboard goes on into the list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        bar = QHBoxLayout(self)
        bar.setContentsMargins(0, 0, 0, 0)
        self.player_label = QLabel()
        self.player_filter = QLineEdit()
        self.player_filter.setClearButtonEnabled(True)
        self.player_filter.setMinimumWidth(150)
        self.player_filter.setMaximumWidth(260)  # a name, not the width of a wide screen
        self.player_label.setBuddy(self.player_filter)
        # Each bound is ticked to apply, so the date box itself is an ordinary one (typed or
        # picked); unticked, its date is greyed out and limits nothing.
        self.from_check, self.to_check = QCheckBox(), QCheckBox()
        self.day_from, self.day_to = DateEdit(), DateEdit()
        for check, edit in ((self.from_check, self.day_from), (self.to_check, self.day_to)):
            edit.setEnabled(False)
            check.toggled.connect(edit.setEnabled)
        self.rules_label = QLabel()
        self.rules_filter = QComboBox()
        # As wide as its longest item whenever the items change: a box sized once, on its first
        # show, kept the width of “any” after a switch to Russian and showed «любы».
        self.rules_filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.rules_label.setBuddy(self.rules_filter)
        self.show_archived = QCheckBox()
        widgets: tuple[QWidget, ...] = (
            self.player_label,
            self.player_filter,
            self.from_check,
            self.day_from,
            self.to_check,
            self.day_to,
            self.rules_label,
            self.rules_filter,
            self.show_archived,
        )
        for widget in widgets:
            bar.addWidget(widget)
        bar.addStretch()

        self.player_filter.textChanged.connect(lambda _t: self.changed.emit())
        self.player_filter.returnPressed.connect(self.open_requested.emit)
        self.player_filter.installEventFilter(self)
        for edit in (self.day_from, self.day_to):
            edit.dateChanged.connect(lambda _d: self.changed.emit())
        for check in (self.from_check, self.to_check):
            check.toggled.connect(lambda _on: self.changed.emit())
        self.rules_filter.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.show_archived.toggled.connect(lambda _on: self.changed.emit())

    def retranslate(self) -> None:
        self.player_label.setText(self.tr("&Player:"))
        self.player_filter.setPlaceholderText(self.tr("part of a name (Ctrl+F)"))
        self.from_check.setText(self.tr("Started &from"))
        self.to_check.setText(self.tr("&to", "a date range: from … to …"))
        for edit in (self.day_from, self.day_to):
            edit.setDisplayFormat(i18n.date_format())
        self.rules_label.setText(self.tr("R&ules:"))
        self.show_archived.setText(self.tr("Show &archived"))
        for widget, name, text in (
            (self.player_filter, self.tr("Player"), self.tr("Part of a name: only his games.")),
            (
                self.day_from,
                self.tr("Started from"),
                self.tr("Only games started on this day or later."),
            ),
            (
                self.day_to,
                self.tr("Started until"),
                self.tr("Only games started on this day or before."),
            ),
            (self.rules_filter, self.tr("Rules"), self.tr("Only games of these rules.")),
        ):
            widget.setAccessibleName(name)
            widget.setAccessibleDescription(text)
        for check, text in (
            (self.from_check, self.tr("Limit the list to games started from a day.")),
            (self.to_check, self.tr("Limit the list to games started until a day.")),
            (self.show_archived, self.tr("List also the archived games.")),
        ):
            check.setAccessibleDescription(text)
        if self.rules_filter.count():
            self.rules_filter.setItemText(0, self.tr("any"))
            for index in range(1, self.rules_filter.count()):
                preset = str(self.rules_filter.itemData(index))
                self.rules_filter.setItemText(index, i18n.preset_text(preset))

    def offer_presets(self, present: Set[str]) -> None:
        """The rules box: any, then the presets the games were started from (what was chosen
        stays chosen when it is still there)."""
        kept = self.rules_filter.currentData()
        self.rules_filter.blockSignals(True)
        self.rules_filter.clear()
        self.rules_filter.addItem(self.tr("any"), "")
        for preset in (*PRESET_NAMES, *sorted(set(present) - set(PRESET_NAMES))):
            if preset in present and preset:
                self.rules_filter.addItem(i18n.preset_text(preset), preset)
        self.rules_filter.setCurrentIndex(max(self.rules_filter.findData(kept), 0))
        self.rules_filter.blockSignals(False)

    def show_span(self, first: QDate, last: QDate) -> None:
        """An unticked bound shows the first (last) day a listed game was started: ticking it
        changes nothing until the date is moved."""
        for check, edit, day in (
            (self.from_check, self.day_from, first),
            (self.to_check, self.day_to, last),
        ):
            if not check.isChecked():
                edit.blockSignals(True)
                edit.setDate(day)
                edit.blockSignals(False)

    def list_filter(self) -> ListFilter:
        """The filter as the boxes say."""

        def day(check: QCheckBox, edit: QDateEdit) -> str | None:
            return edit.date().toString("yyyy-MM-dd") if check.isChecked() else None

        return ListFilter(
            player=self.player_filter.text(),
            day_from=day(self.from_check, self.day_from),
            day_to=day(self.to_check, self.day_to),
            preset=str(self.rules_filter.currentData() or ""),
            show_archived=self.show_archived.isChecked(),
        )

    def focus_player(self) -> None:
        self.player_filter.setFocus()
        self.player_filter.selectAll()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Down (or Up) in the player box goes into the list."""
        if watched is self.player_filter and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown):
                self.into_list.emit()
                return True
        return super().eventFilter(watched, event)
