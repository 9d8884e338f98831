"""One editor per fact kind: the right widget for a player, level, contract, deal, yes/no…

An editor wraps its widget with ``value()`` (the raw answer, ``None`` when unanswered),
``set_value()`` (programmatic, silent) and a ``changed`` signal that fires only on user edits,
so the facts page knows which pre-filled answers the user has touched.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from app.engine import Call, Contract, Deal, EngineError, Raspasy, Suit, parse_event
from app.services.penalty_catalogue import LEVELS, FactKind, FactSpec
from ui import i18n
from ui.wizard import texts


def contract_codes() -> list[str]:
    """Every contract in bidding order, misère between 8NT and 9♠ (A.1)."""
    codes: list[str] = []
    for level in range(6, 11):
        for suit in Suit:
            codes.append(Contract(level, suit).code)
            if level == 8 and suit is Suit.NO_TRUMP:
                codes.append("misere")
    return codes


def _combo(items: Sequence[tuple[str, Any]]) -> QComboBox:
    combo = QComboBox()
    for text, data in items:
        combo.addItem(text, data)
    combo.setPlaceholderText(QCoreApplication.translate("IncidentWizard", "— choose —"))
    combo.setCurrentIndex(-1)
    return combo


def select_data(combo: QComboBox, value: Any) -> None:
    for i in range(combo.count()):
        if combo.itemData(i) == value:
            combo.setCurrentIndex(i)
            return
    combo.setCurrentIndex(-1)


class DealField(QWidget):
    """A deal (or raspasy) as the incident carries it: contract, declarer, calls, tricks.

    ``players`` are the three players of the deal in speaking order; ``value()`` is the
    ``pulka-game`` deal object the engine parses.
    """

    changed = Signal()

    def __init__(
        self, players: Sequence[str], raspasy: bool = True, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.players = tuple(players)
        items: list[tuple[str, Any]] = []
        if raspasy:
            items.append((QCoreApplication.translate("IncidentWizard", "raspasy"), "raspasy"))
        items += [(i18n.contract_text(code), code) for code in contract_codes()]
        self.contract = _combo(items)
        self.declarer = _combo([(p, p) for p in self.players])
        self.call_labels = [QLabel(), QLabel()]
        self.calls = [
            _combo([(i18n.call_text(c), c.value) for c in (Call.WHIST, Call.PASS, Call.HALF)])
            for _ in range(2)
        ]
        for combo in self.calls:
            select_data(combo, Call.PASS.value)
        self.trick_labels = [QLabel(p) for p in self.players]
        for label in (*self.call_labels, *self.trick_labels):
            label.setTextFormat(Qt.TextFormat.PlainText)  # they show players' names
        self.tricks = [QSpinBox() for _ in self.players]
        for spin in self.tricks:
            spin.setRange(0, 10)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.contract, 0, 0)
        grid.addWidget(self.declarer, 0, 1)
        for i in range(2):
            grid.addWidget(self.call_labels[i], 1, 2 * i)
            grid.addWidget(self.calls[i], 1, 2 * i + 1)
        row = QHBoxLayout()
        for label, spin in zip(self.trick_labels, self.tricks, strict=True):
            row.addWidget(label)
            row.addWidget(spin)
        row.addStretch()
        grid.addLayout(row, 2, 0, 1, 4)
        self.contract.currentIndexChanged.connect(self._relabel)
        self.declarer.currentIndexChanged.connect(self._relabel)
        for widget in (self.contract, self.declarer, *self.calls):
            widget.currentIndexChanged.connect(lambda _i: self.changed.emit())
        for spin in self.tricks:
            spin.valueChanged.connect(lambda _v: self.changed.emit())
        self._relabel()

    def defenders(self) -> tuple[str, ...]:
        declarer = self.declarer.currentData()
        if declarer is None:
            return self.players[1:]
        start = self.players.index(declarer)
        return tuple(self.players[(start + i) % 3] for i in (1, 2))

    def _relabel(self) -> None:
        kind = self.contract.currentData()
        plain = kind not in (None, "raspasy", "misere")
        self.declarer.setVisible(kind != "raspasy")
        for label, combo, player in zip(
            self.call_labels, self.calls, self.defenders(), strict=True
        ):
            label.setText(player)
            label.setVisible(plain)
            combo.setVisible(plain)

    def value(self) -> dict[str, Any] | None:
        kind = self.contract.currentData()
        if kind is None:
            return None
        tricks = {p: s.value() for p, s in zip(self.players, self.tricks, strict=True)}
        if kind == "raspasy":
            return {"type": "raspasy", "tricks": tricks}
        declarer = self.declarer.currentData()
        if declarer is None:
            return None
        if kind == "misere":
            return {
                "type": "deal",
                "declarer": declarer,
                "contract": "misere",
                "tricks": {declarer: tricks[declarer]},
            }
        calls = {p: c.currentData() for p, c in zip(self.defenders(), self.calls, strict=True)}
        out: dict[str, Any] = {
            "type": "deal",
            "declarer": declarer,
            "contract": kind,
            "defenders": calls,
        }
        if Call.WHIST.value in calls.values():
            out["tricks"] = tricks
        return out

    def set_value(self, value: Any) -> None:
        if not value:
            self.contract.setCurrentIndex(-1)
            return
        try:
            event = parse_event(value)
        except EngineError:
            return
        if isinstance(event, Raspasy):
            select_data(self.contract, "raspasy")
        elif isinstance(event, Deal):
            select_data(self.contract, event.contract.code)
            select_data(self.declarer, event.declarer)
            for player, combo in zip(self.defenders(), self.calls, strict=True):
                select_data(combo, event.calls.get(player, Call.PASS).value)
        else:
            return
        for player, spin in zip(self.players, self.tricks, strict=True):
            spin.setValue(event.tricks.get(player, 0))
        self._relabel()


class FactEditor(QObject):
    """The widget for one fact of the schema."""

    changed = Signal()

    def __init__(
        self,
        spec: FactSpec,
        players: Sequence[str],
        deal_players: Sequence[str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.spec = spec
        self.touched = False
        self._silent = False
        kind = spec.kind
        self.widget: QWidget
        if kind is FactKind.PLAYER:
            self.widget = _combo([(p, p) for p in players])
        elif kind in (FactKind.CHOICE, FactKind.ROLE, FactKind.PHASE):
            self.widget = _combo([(texts.choice_text(v), v) for v in spec.choices])
        elif kind is FactKind.LEVEL:
            self.widget = _combo([(texts.level_text(v), v) for v in LEVELS])
        elif kind is FactKind.CONTRACT:
            self.widget = _combo([(i18n.contract_text(c), c) for c in contract_codes()])
        elif kind is FactKind.BOOL and spec.required:
            self.widget = _combo([(texts.yes_no(True), True), (texts.yes_no(False), False)])
        elif kind is FactKind.BOOL:
            self.widget = QCheckBox()
            self.widget.toggled.connect(self._edited)
        elif kind is FactKind.PLAYERS:
            self.widget = QWidget()
            row = QHBoxLayout(self.widget)
            row.setContentsMargins(0, 0, 0, 0)
            self.boxes = [QCheckBox(p) for p in players]
            for box in self.boxes:
                row.addWidget(box)
                box.toggled.connect(self._edited)
            row.addStretch()
        elif kind is FactKind.DEAL:
            self.widget = DealField(deal_players, raspasy="raspasy" in spec.deal_types)
            self.widget.changed.connect(self._edited)
        else:  # INT, RASPASY_LEVEL, TEXT
            edit = QLineEdit()
            if kind is not FactKind.TEXT:
                low = spec.minimum if spec.minimum is not None else -9999
                high = spec.maximum if spec.maximum is not None else 9999
                edit.setValidator(QIntValidator(low, high, edit))
                edit.setMaximumWidth(120)
            edit.textChanged.connect(self._edited)
            self.widget = edit
        if isinstance(self.widget, QComboBox):
            self.widget.currentIndexChanged.connect(self._edited)
        if spec.default is not None and not spec.required:
            self.set_value(spec.default)

    def _edited(self, *_args: Any) -> None:
        if not self._silent:
            self.touched = True
            self.changed.emit()

    def value(self) -> Any:
        widget = self.widget
        if isinstance(widget, QComboBox):
            return widget.currentData() if widget.currentIndex() >= 0 else None
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, DealField):
            return widget.value()
        if isinstance(widget, QLineEdit):
            return widget.text()
        return [box.text() for box in self.boxes if box.isChecked()]

    def set_value(self, value: Any) -> None:
        """Fill in an answer without counting it as the user's edit."""
        self._silent = True
        try:
            widget = self.widget
            if isinstance(widget, QComboBox):
                select_data(widget, value)
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, DealField):
                widget.set_value(value)
            elif isinstance(widget, QLineEdit):
                widget.setText("" if value is None else str(value))
            else:
                chosen = set(value or ())
                for box in self.boxes:
                    box.setChecked(box.text() in chosen)
        finally:
            self._silent = False
