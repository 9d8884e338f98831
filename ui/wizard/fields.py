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
from ui.widgets.call_box import CallBox
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


def _combo(items: Sequence[tuple[str, Any]], combo: QComboBox | None = None) -> QComboBox:
    combo = combo if combo is not None else QComboBox()
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
    """A deal (or raspasy) as the incident carries it, entered like the deal dialog: labelled
    contract, declarer, each defender's whist or pass and the tricks, with the same defaults
    (the first defender whists; the declarer's tricks start at his level, the rest complete ten).

    ``players`` are the three players of the deal in speaking order; ``tricks[i]`` is the
    count of ``players[i]``; ``value()`` is the ``pulka-game`` deal object the engine parses.
    """

    changed = Signal()

    def __init__(
        self, players: Sequence[str], raspasy: bool = True, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.players = tuple(players)
        self._filling = False
        self._last_kind: Any = None  # raspasy tricks reset only on the way in
        items: list[tuple[str, Any]] = []
        if raspasy:
            items.append((QCoreApplication.translate("IncidentWizard", "raspasy"), "raspasy"))
        items += [(i18n.contract_text(code), code) for code in contract_codes()]
        self.contract = _combo(items)
        self.declarer = _combo([(p, p) for p in self.players])
        self.call_labels = [QLabel(), QLabel()]
        self.calls = [
            _combo(
                [(i18n.call_text(c), c.value) for c in (Call.WHIST, Call.PASS, Call.HALF)],
                CallBox(),  # `п`, `в`, `пв` in either language, as in the deal dialog
            )
            for _ in range(2)
        ]
        select_data(self.calls[0], Call.WHIST.value)
        select_data(self.calls[1], Call.PASS.value)
        self.trick_labels = [QLabel(p) for p in self.players]
        for label in (*self.call_labels, *self.trick_labels):
            label.setTextFormat(Qt.TextFormat.PlainText)  # they show players' names
        self.tricks = [QSpinBox() for _ in self.players]
        for label, spin in zip(self.trick_labels, self.tricks, strict=True):
            spin.setRange(0, 10)
            label.setBuddy(spin)

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.declarer_caption = QLabel(QCoreApplication.translate("IncidentWizard", "Declarer:"))
        self.calls_caption = QLabel(QCoreApplication.translate("IncidentWizard", "Whist or pass:"))
        self.tricks_caption = QLabel(QCoreApplication.translate("IncidentWizard", "Tricks:"))
        grid.addWidget(QLabel(QCoreApplication.translate("IncidentWizard", "Game:")), 0, 0)
        grid.addWidget(self.contract, 0, 1, 1, 2)
        grid.addWidget(self.declarer_caption, 1, 0)
        grid.addWidget(self.declarer, 1, 1, 1, 2)
        grid.addWidget(self.calls_caption, 2, 0)
        calls_row = QHBoxLayout()
        for label, combo in zip(self.call_labels, self.calls, strict=True):
            label.setBuddy(combo)  # a screen reader names the box by the player's name
            calls_row.addWidget(label)
            calls_row.addWidget(combo)
            calls_row.addSpacing(12)
        calls_row.addStretch()
        grid.addLayout(calls_row, 2, 1, 1, 2)
        grid.addWidget(self.tricks_caption, 3, 0)
        tricks_row = QHBoxLayout()
        for label, spin in zip(self.trick_labels, self.tricks, strict=True):
            tricks_row.addWidget(label)
            tricks_row.addWidget(spin)
            tricks_row.addSpacing(12)
        tricks_row.addStretch()
        grid.addLayout(tricks_row, 3, 1, 1, 2)
        grid.setColumnStretch(2, 1)
        # Rows that come and go keep their room: the page does not jump while answering.
        for widget in (
            self.declarer,
            self.declarer_caption,
            self.calls_caption,
            *self.call_labels,
            *self.calls,
            *self.trick_labels,
            *self.tricks,
        ):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)
        self.contract.currentIndexChanged.connect(self._contract_changed)
        self.declarer.currentIndexChanged.connect(self._contract_changed)
        for widget in (self.contract, self.declarer, *self.calls):
            widget.currentIndexChanged.connect(lambda _i: self.changed.emit())
        for i, spin in enumerate(self.tricks):
            spin.valueChanged.connect(lambda _v, i=i: self._tricks_changed(i))
        self._relabel()

    def defenders(self) -> tuple[str, ...]:
        declarer = self.declarer.currentData()
        if declarer is None:
            return self.players[1:]
        start = self.players.index(declarer)
        return tuple(self.players[(start + i) % 3] for i in (1, 2))

    def order(self) -> tuple[str, str, str]:
        """Declarer first, then the defenders in speaking order (the deal dialog's order)."""
        declarer = self.declarer.currentData()
        if declarer is None:
            return self.players[0], self.players[1], self.players[2]
        d1, d2 = self.defenders()
        return declarer, d1, d2

    def _spin(self, player: str) -> QSpinBox:
        return self.tricks[self.players.index(player)]

    def _contract_changed(self) -> None:
        """As in the deal dialog: the declarer's level, the first defender the rest; raspasy
        start from no tricks (a contract's 7/3/0 are no one's raspasy tricks)."""
        self._relabel()
        kind = self.contract.currentData()
        became_raspasy = kind == "raspasy" and self._last_kind != "raspasy"
        self._last_kind = kind
        if became_raspasy and not self._filling:
            self._filling = True
            for spin in self.tricks:
                spin.setValue(0)
            self._filling = False
            self.changed.emit()
        if self._filling or kind in (None, "raspasy") or self.declarer.currentData() is None:
            return
        declarer, d1, d2 = self.order()
        self._filling = True
        if kind == "misere":
            self._spin(declarer).setValue(0)
        else:
            level = Contract.parse(kind).level or 6
            self._spin(declarer).setValue(level)
            self._spin(d1).setValue(10 - level)
            self._spin(d2).setValue(0)
        self._filling = False
        self.changed.emit()

    def _tricks_changed(self, index: int) -> None:
        """The last player's count completes the ten tricks while the others are typed."""
        if self._filling:
            return
        order = self.order() if self.contract.currentData() != "raspasy" else self.players
        last = order[2]
        if self.players[index] != last:
            rest = 10 - sum(self._spin(p).value() for p in order[:2])
            if rest >= 0:
                self._filling = True
                self._spin(last).setValue(rest)
                self._filling = False
        self.changed.emit()

    def _relabel(self) -> None:
        kind = self.contract.currentData()
        plain = kind not in (None, "raspasy", "misere")
        for widget in (self.declarer, self.declarer_caption):
            widget.setVisible(kind != "raspasy")
        self.calls_caption.setVisible(plain)
        for label, combo, player in zip(
            self.call_labels, self.calls, self.defenders(), strict=True
        ):
            label.setText(player)
            label.setVisible(plain)
            combo.setVisible(plain)
        declarer = self.declarer.currentData()
        for label, spin, player in zip(self.trick_labels, self.tricks, self.players, strict=True):
            shown = kind != "misere" or player == declarer
            label.setVisible(shown)
            spin.setVisible(shown)

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
        self._filling = True
        try:
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
        finally:
            self._filling = False
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
            if kind is FactKind.RASPASY_LEVEL:
                # The game knows it (and refuses any other value): shown, not asked. It was a
                # question beside a table card saying «Цена распасов: 1» (issue 32).
                edit.setReadOnly(True)
                edit.setToolTip(
                    QCoreApplication.translate(
                        "IncidentWizard",
                        "Filled in from the game: the level penalties count raspasy at. It is "
                        "not the price of a trick on raspasy that the table card shows.",
                    )
                )
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
