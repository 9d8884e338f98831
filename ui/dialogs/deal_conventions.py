"""The deal dialog's extra fields for optional conventions (issue 18 items 8–12).

Shown only when the game's rules switch the convention on: «уход без трёх» (a checkbox), the
resting dealer's whist after pass–half-whist (or pass–pass, ``resting_dealer_whist_after``), the
resting dealer's talon tricks on raspasy, and
the talon tricks of the talon-whists house rule. A played half-whist needs no field of its own:
it only makes the tricks row appear. Kept apart from :mod:`ui.dialogs.deal_entry` so that dialog
needs a few hooks only.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from app.engine import Call, Deal, GameEvent, Raspasy, Rules
from app.engine.scoring import dealer_may_whist_after
from ui import i18n


class DealConventions(QObject):
    """Builds the optional fields into the dialog and folds their values into the event."""

    def __init__(
        self,
        rules: Rules | None,
        resting: str | None,
        on_change: Callable[[], None],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.rules = rules
        self.resting = resting
        self.conceded: QCheckBox | None = None
        self.dealer_call: QComboBox | None = None
        self.dealer_call_label: QLabel | None = None
        self.talon: QSpinBox | None = None
        self.talon_label: QLabel | None = None
        self.dealer_tricks: QSpinBox | None = None
        self.dealer_tricks_label: QLabel | None = None
        if rules is None:
            return
        if rules.concede_three_down:
            self.conceded = QCheckBox(self.tr("Given up three down before play"))
            self.conceded.toggled.connect(on_change)
        if rules.resting_dealer_may_whist and resting is not None:
            self.dealer_call = QComboBox()
            for call in (Call.PASS, Call.WHIST):
                self.dealer_call.addItem(i18n.call_text(call), call)
            self.dealer_call_label = QLabel(self.tr("{player} (dealer):").format(player=resting))
            self.dealer_call.currentIndexChanged.connect(on_change)
        if rules.talon_whists and (resting is not None or rules.talon_whists_three_handed):
            self.talon = QSpinBox()
            self.talon.setRange(0, 3)
            self.talon_label = QLabel(self.tr("Tricks the &talon gave:"))
            self.talon_label.setBuddy(self.talon)
            self.talon.valueChanged.connect(on_change)
        if rules.raspasy_resting_dealer_plays_talon and resting is not None:
            self.dealer_tricks = QSpinBox()
            self.dealer_tricks.setRange(0, 2)
            self.dealer_tricks_label = QLabel(
                self.tr("{player}, tricks with the &talon:").format(player=resting)
            )
            self.dealer_tricks_label.setBuddy(self.dealer_tricks)
            self.dealer_tricks.valueChanged.connect(on_change)

    # -- placing the fields ---------------------------------------------------------------

    def add_to(self, form: QFormLayout, calls_form: QFormLayout) -> None:
        """Put the fields into the dialog: the main form and the defenders' box."""
        if self.conceded is not None:
            form.addRow("", self.conceded)
        if self.dealer_call is not None and self.dealer_call_label is not None:
            calls_form.addRow(self.dealer_call_label, self.dealer_call)
        if self.talon is not None and self.talon_label is not None:
            form.addRow(self.talon_label, self.talon)
        if self.dealer_tricks is not None and self.dealer_tricks_label is not None:
            form.addRow(self.dealer_tricks_label, self.dealer_tricks)

    # -- reading ----------------------------------------------------------------------------

    def is_conceded(self) -> bool:
        return self.conceded is not None and self.conceded.isChecked()

    def played(self, calls: Mapping[str, Call]) -> bool:
        """Whether the deal is played out, so the tricks are needed (A.3 and the options)."""
        if self.is_conceded():
            return False
        if Call.WHIST in calls.values() or self.dealer_whists(calls):
            return True
        half_played = self.rules is not None and self.rules.half_whist_played
        return half_played and Call.HALF in calls.values()

    def dealer_whists(self, calls: Mapping[str, Call]) -> bool:
        return (
            self.dealer_call is not None
            and self.dealer_call.currentData() is Call.WHIST
            and self._dealer_may_whist(calls)
        )

    def _dealer_may_whist(self, calls: Mapping[str, Call]) -> bool:
        """The defenders' calls, in speaking order, let the resting dealer whist (the engine's
        own test, FSPR 6.6 as quoted by [refinishru], ``resting_dealer_whist_after``)."""
        said = list(calls.values())
        return (
            self.rules is not None
            and len(said) == 2
            and dealer_may_whist_after(self.rules, said[0], said[1])
        )

    def apply(self, event: GameEvent, calls: Mapping[str, Call]) -> GameEvent:
        """The event with the optional fields' values."""
        if isinstance(event, Raspasy):
            if self.dealer_tricks is not None and self.resting is not None:
                tricks = {**event.tricks, self.resting: self.dealer_tricks.value()}
                return dataclasses.replace(event, tricks=tricks)
            return event
        if not isinstance(event, Deal):
            return event
        if self.is_conceded():
            return dataclasses.replace(event, tricks={}, conceded=True)
        if self.dealer_whists(calls) and self.resting is not None:
            event = dataclasses.replace(event, calls={**event.calls, self.resting: Call.WHIST})
        if self.talon is not None and not event.contract.is_misere:
            # The field is the truth when shown, a corrected deal's 0 included.
            event = dataclasses.replace(event, talon_tricks=self.talon.value())
        return event

    def update(self, raspasy: bool, misere: bool, calls: Mapping[str, Call]) -> None:
        """Show each field only where it means something for the deal as typed."""
        contract = not raspasy and not misere
        conceded = self.is_conceded()
        widget: QWidget | None
        if self.conceded is not None:
            self.conceded.setVisible(contract)
        for widget in (self.dealer_call, self.dealer_call_label):
            if widget is not None:
                widget.setVisible(contract and not conceded and self._dealer_may_whist(calls))
        for widget in (self.talon, self.talon_label):
            if widget is not None:
                widget.setVisible(contract and not conceded)
        for widget in (self.dealer_tricks, self.dealer_tricks_label):
            if widget is not None:
                widget.setVisible(raspasy)

    def load(self, event: GameEvent) -> None:
        """Fill the fields from an event (for corrections)."""
        if isinstance(event, Raspasy) and self.dealer_tricks is not None and self.resting:
            self.dealer_tricks.setValue(event.tricks.get(self.resting, 0))
        if not isinstance(event, Deal):
            return
        if self.conceded is not None:
            self.conceded.setChecked(event.conceded)
        if self.dealer_call is not None and self.resting is not None:
            call = event.calls.get(self.resting, Call.PASS)
            self.dealer_call.setCurrentIndex(self.dealer_call.findData(call))
        if self.talon is not None:
            self.talon.setValue(event.talon_tricks)
