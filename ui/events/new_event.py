"""The new-evening dialog: name, date, players, how a round ends (the first tab) and the
director's choices of how points are counted (the second, ui/events/scoring_form.py)."""

from __future__ import annotations

import random

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.engine import PRESET_NAMES, preset_rules
from app.services.event_settings import EventSettings
from app.services.seating_check import seating_problem
from ui import i18n
from ui.events.scoring_form import ScoringForm
from ui.events.words import length_words
from ui.widgets import accessible
from ui.widgets.date_edit import DateEdit
from ui.widgets.message import error_label


class NewEventDialog(QDialog):
    """Asks for everything an event needs; ``values()`` gives it to the services."""

    def __init__(self, players: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New evening or tournament"))
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Friday evening"))
        form.addRow(self.tr("&Name:"), self.name)
        self.kind = QComboBox()
        self.kind.addItem(self.tr("Club evening"), "evening")
        self.kind.addItem(self.tr("Tournament"), "tournament")
        form.addRow(self.tr("&Kind:"), self.kind)
        # The date as every other date of the interface writes it (i18n.date_format): Qt's own
        # box wrote the system locale's short form, “12/1/26”, beside “2026-12-01” elsewhere.
        self.date = DateEdit()
        self.date.setDisplayFormat(i18n.date_format())
        self.date.setDate(QDate.currentDate())
        form.addRow(self.tr("&Date:"), self.date)
        self.players = QPlainTextEdit("\n".join(players))
        self.players.setPlaceholderText(self.tr("One name a line"))
        self.players.setTabChangesFocus(True)  # Tab leaves the list: a name never holds a tab
        form.addRow(self.tr("&Players (one a line):"), self.players)
        self.preset = QComboBox()
        for name in PRESET_NAMES:
            self.preset.addItem(i18n.preset_text(name), name)
        form.addRow(self.tr("&Rules at the tables:"), self.preset)
        # How a round ends, then its length in the unit that choice counts in: «Конец тура: по
        # числу раздач», «Длина тура: 12 раздач» (it was «Раздач или минут: 12»).
        self.ending = QComboBox()
        self.ending.addItem(self.tr("when the pool ends"), "pool")
        self.ending.addItem(self.tr("by the number of deals"), "deals")
        self.ending.addItem(self.tr("by the clock"), "time")
        self.ending.setCurrentIndex(1)
        form.addRow(self.tr("&End of a round:"), self.ending)
        self.limit = QSpinBox()
        self.limit.setRange(1, 600)
        self.limit.setValue(12)
        self.limit.valueChanged.connect(self._show_unit)
        form.addRow(self.tr("Round &length:"), self.limit)
        self._show_unit()
        self.ending.currentIndexChanged.connect(self._ending_changed)
        self.four_handed = QCheckBox(
            self.tr("Players left over play four-handed (else they sit out)")
        )
        self.four_handed.setChecked(True)
        form.addRow("", self.four_handed)
        self.message = error_label()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.scoring = ScoringForm()
        self.points = self.scoring.points
        first = QWidget()
        first.setLayout(form)
        self.tabs = QTabWidget()
        self.tabs.addTab(first, self.tr("&Evening"))
        self.tabs.addTab(self.scoring, self.tr("&Scoring and seeding"))
        # A tab's tooltip is what a screen reader says it holds (issue 32).
        self.tabs.setTabToolTip(0, self.tr("Name, date, players, rules and rounds."))
        self.tabs.setTabToolTip(1, self.tr("How results become points, and how tables are seated."))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        accessible.buttons(buttons)
        accessible.name(self.name, self.tr("Name"), self.tr("What the evening is called."))
        accessible.name(self.kind, self.tr("Kind"), self.tr("A club evening or a tournament."))
        accessible.name(self.date, self.tr("Date"), self.tr("The day it is played."))
        accessible.name(
            self.players,
            self.tr("Players"),
            self.tr("One name a line; Tab moves on to the next field."),
        )
        accessible.name(
            self.preset,
            self.tr("Rules at the tables"),
            self.tr("The convention every table plays."),
        )
        accessible.name(
            self.ending, self.tr("End of a round"), self.tr("When a round ends at a table.")
        )
        accessible.name(
            self.limit, self.tr("Round length"), self.tr("Deals or minutes a round lasts.")
        )
        accessible.name(
            self.points, self.tr("Points"), self.tr("How tables' results become points.")
        )
        accessible.describe(
            self.four_handed, self.tr("Players left over make a four-handed table.")
        )
        self._checked = False
        """Set at the first OK: from then on the list is checked as it is edited."""
        self.players.textChanged.connect(self._check_live)
        self.four_handed.toggled.connect(self._check_live)

    def seating_message(self) -> str:
        """What creating the event would refuse about its players, or ""."""
        problem = seating_problem(self.player_names(), four_handed=self.four_handed.isChecked())
        return "" if problem is None else i18n.error_text(problem.code, problem.params)

    def _check_live(self) -> None:
        """Once a refusal was shown, every edit says again what is wrong, and nothing when the
        list can be seated (the red line stayed after the list was fixed)."""
        if self._checked or self.message.text():
            self.message.setText(self.seating_message())

    def accept(self) -> None:
        """OK with players that cannot be seated says why and keeps the dialog open."""
        self._checked = True
        message = self.seating_message()
        self.message.setText(message)
        if not message:
            super().accept()

    def _ending_changed(self) -> None:
        ending = self.ending.currentData()
        self.limit.setEnabled(ending != "pool")
        self.limit.setValue(12 if ending == "deals" else 90)
        self._show_unit()

    def _show_unit(self) -> None:
        """The length's unit after the number, in the number's form («1 раздача», «12 раздач»);
        a round that ends with the pool counts in deals, and the box is off."""
        unit = "time" if self.ending.currentData() == "time" else "deals"
        # The words around the number, wherever the language puts them («12 раздач»).
        before, after = length_words(unit, self.limit.value())
        self.limit.setPrefix(before)
        self.limit.setSuffix(after)

    def player_names(self) -> list[str]:
        return [line.strip() for line in self.players.toPlainText().splitlines() if line.strip()]

    def settings(self) -> EventSettings:
        """The settings as shown; the seed is new for every event (the seating is repeatable
        from it, not guessable before)."""
        ending = self.ending.currentData()
        options: dict[str, object] = {}
        if ending == "deals":
            options = {"game_end": "deals", "deal_limit": self.limit.value()}
        elif ending == "time":
            options = {"game_end": "time", "time_limit_minutes": self.limit.value()}
        scoring = self.scoring
        return EventSettings(
            seed=random.SystemRandom().randrange(1, 10**9),
            four_handed=self.four_handed.isChecked(),
            first_round=scoring.first_round(),  # type: ignore[arg-type]
            rules=preset_rules(self.preset.currentData()).with_options(options),
            formula=scoring.formula(),
            bye_points=scoring.bye_points(),
            tie_breaks=scoring.tie_breaks(),
            removal_threshold=scoring.removal_threshold(),
        )
