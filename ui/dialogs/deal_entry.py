"""Deal entry: contract typed or picked, declarer, calls, tricks; validated and previewed live.

Every change builds the event and asks the service for a preview (which folds it with
``check_deal``): an engine error code is shown inline and OK stays disabled; otherwise the
dialog lists exactly the entries that will be written. Enter commits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.engine import Call, Contract, Deal, EngineError, GameEvent, Raspasy, Suit
from ui import i18n
from ui.widgets.commit_form import ok_cancel, preview_box, try_commit
from ui.widgets.message import error_label

RASPASY_WORDS = {"распасы", "распас", "raspasy", "raspas", "all pass", "passout", "r", "р"}
PreviewFn = Callable[[GameEvent], Any]
CommitFn = Callable[[GameEvent], None]


def parse_kind(text: str) -> Contract | str | None:
    """``"raspasy"`` for an all-pass deal, a :class:`Contract`, or None if not understood."""
    cleaned = " ".join(text.strip().lower().split())
    if not cleaned:
        return None
    if cleaned in RASPASY_WORDS:
        return "raspasy"
    try:
        return Contract.parse(cleaned)
    except EngineError:
        return None


class DealDialog(QDialog):
    """Enter one deal. ``active`` are the three players of this deal in playing order."""

    def __init__(
        self,
        active: Sequence[str],
        preview: PreviewFn | None,
        commit: CommitFn,
        *,
        initial: GameEvent | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deal") if initial is None else self.tr("Correct a deal"))
        self.active = tuple(active)
        self._preview = preview
        self._commit = commit
        self.result_event: GameEvent | None = None
        self._syncing = False

        self.contract = QComboBox()
        self.contract.setEditable(True)
        self.contract.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.contract.addItem(self.tr("raspasy"), "raspasy")
        for level in range(6, 11):
            for suit in Suit:
                c = Contract(level, suit)
                self.contract.addItem(i18n.contract_text(c), c.code)
                if level == 8 and suit is Suit.NO_TRUMP:
                    self.contract.addItem(i18n.contract_text(Contract.misere()), "misere")
        self.contract.setCurrentIndex(-1)
        self.contract.lineEdit().setPlaceholderText(self.tr("7h, 7ч, 7♥, 6nt, мизер, распасы"))
        self.contract.setMinimumWidth(220)

        self.declarer = QComboBox()
        self.declarer.addItems(list(self.active))

        self.call_labels = [QLabel(), QLabel()]
        self.calls = [QComboBox(), QComboBox()]
        for combo in self.calls:
            for call in (Call.WHIST, Call.PASS, Call.HALF):
                combo.addItem(i18n.call_text(call), call)
        self.calls[1].setCurrentIndex(1)

        self.trick_labels = [QLabel(), QLabel(), QLabel()]
        self.tricks = [QSpinBox(), QSpinBox(), QSpinBox()]
        for spin in self.tricks:
            spin.setRange(0, 10)

        form = QFormLayout()
        form.addRow(self.tr("&Contract:"), self.contract)
        self.declarer_label = QLabel(self.tr("&Declarer:"))
        self.declarer_label.setBuddy(self.declarer)
        form.addRow(self.declarer_label, self.declarer)
        self.calls_box = QGroupBox(self.tr("Defenders"))
        calls_form = QFormLayout(self.calls_box)
        for label, combo in zip(self.call_labels, self.calls, strict=True):
            calls_form.addRow(label, combo)
        self.tricks_box = QGroupBox(self.tr("Tricks"))
        tricks_row = QHBoxLayout(self.tricks_box)
        for label, spin in zip(self.trick_labels, self.tricks, strict=True):
            label.setBuddy(spin)
            tricks_row.addWidget(label)
            tricks_row.addWidget(spin)
            tricks_row.addSpacing(8)

        self.message = error_label()
        # Room for a deal's usual entries.
        self.preview_label, preview = preview_box(self.tr("Will be written"), 5, self)

        self.buttons, self.ok = ok_cancel(self)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.calls_box)
        layout.addWidget(self.tricks_box)
        layout.addWidget(self.message)
        layout.addWidget(preview)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        # Rows that come and go keep their room: nothing jumps while the contract is typed.
        for widget in (
            self.declarer,
            self.calls_box,
            self.tricks_box,
            *self.tricks,
            *self.trick_labels,
        ):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)

        self.contract.editTextChanged.connect(self._changed)
        self.declarer.currentIndexChanged.connect(self._changed)
        for combo in self.calls:
            combo.currentIndexChanged.connect(self._update)
        for i, spin in enumerate(self.tricks):
            spin.valueChanged.connect(lambda _v, i=i: self._tricks_changed(i))
        if initial is not None:
            self.load(initial)
        self._changed()
        self.contract.setFocus()

    # -- reading the form -----------------------------------------------------------------

    def kind(self) -> Contract | str | None:
        return parse_kind(self.contract.currentText())

    def defenders(self) -> tuple[str, str]:
        start = self.active.index(self.declarer.currentText())
        return self.active[(start + 1) % 3], self.active[(start + 2) % 3]

    def order(self) -> tuple[str, str, str]:
        """Players of the tricks row: declarer first (all three in order for raspasy)."""
        if self.kind() == "raspasy":
            return self.active[0], self.active[1], self.active[2]
        d1, d2 = self.defenders()
        return self.declarer.currentText(), d1, d2

    def call_for(self, player: str) -> QComboBox:
        return self.calls[self.order()[1:].index(player)]

    def tricks_for(self, player: str) -> QSpinBox:
        return self.tricks[self.order().index(player)]

    def build(self) -> GameEvent:
        """The event the form describes; raises ``EngineError`` for an unreadable contract."""
        kind = self.kind()
        if kind is None:
            text = self.contract.currentText().strip()
            raise EngineError("contract_unknown" if text else "contract_missing", contract=text)
        order = self.order()
        if kind == "raspasy":
            return Raspasy({p: s.value() for p, s in zip(order, self.tricks, strict=True)})
        assert isinstance(kind, Contract)
        declarer = order[0]
        calls = {p: c.currentData() for p, c in zip(order[1:], self.calls, strict=True)}
        if kind.is_misere:
            return Deal(declarer, kind, {}, {declarer: self.tricks[0].value()})
        played = Call.WHIST in calls.values()
        tricks = {p: s.value() for p, s in zip(order, self.tricks, strict=True)} if played else {}
        return Deal(declarer, kind, calls, tricks)

    def load(self, event: GameEvent) -> None:
        """Fill the form from an event (for corrections)."""
        self._syncing = True
        if isinstance(event, Raspasy):
            self.contract.setEditText(self.tr("raspasy"))
            for p, spin in zip(self.active, self.tricks, strict=True):
                spin.setValue(event.tricks.get(p, 0))
        elif isinstance(event, Deal):
            self.contract.setEditText(i18n.contract_text(event.contract))
            self.declarer.setCurrentText(event.declarer)
            self._syncing = False
            self._changed()
            self._syncing = True
            for p, combo in zip(self.defenders(), self.calls, strict=True):
                call = event.calls.get(p, Call.PASS)
                combo.setCurrentIndex(combo.findData(call))
            for p, spin in zip(self.order(), self.tricks, strict=True):
                spin.setValue(event.tricks.get(p, 0))
        self._syncing = False

    # -- reacting -------------------------------------------------------------------------

    def _changed(self) -> None:
        """Contract or declarer changed: relabel the rows, reset sensible trick defaults."""
        if self._syncing:
            return
        kind = self.kind()
        raspasy = kind == "raspasy"
        misere = isinstance(kind, Contract) and kind.is_misere
        # Raspasy has no declarer: its row is emptied, not removed (the form keeps still).
        self.declarer.setVisible(not raspasy)
        self.declarer_label.setText("" if raspasy else self.tr("&Declarer:"))
        self.calls_box.setVisible(not raspasy and not misere)
        order = self.order()
        for label, player in zip(self.call_labels, order[1:], strict=True):
            label.setText(player)
        for label, player in zip(self.trick_labels, order, strict=True):
            label.setText(player)
        self._syncing = True
        if isinstance(kind, Contract) and not misere:
            level = kind.level or 6
            self.tricks[0].setValue(level)
            self.tricks[1].setValue(10 - level)
            self.tricks[2].setValue(0)
        elif misere:
            self.tricks[0].setValue(0)
        self._syncing = False
        self._update()

    def _tricks_changed(self, index: int) -> None:
        """Keep the last count completing the ten tricks while the first two are typed."""
        if self._syncing:
            return
        if index < 2:
            rest = 10 - self.tricks[0].value() - self.tricks[1].value()
            if rest >= 0:
                self._syncing = True
                self.tricks[2].setValue(rest)
                self._syncing = False
        self._update()

    def _update(self) -> None:
        if self._syncing:
            return
        kind = self.kind()
        misere = isinstance(kind, Contract) and kind.is_misere
        played = (
            kind == "raspasy" or misere or any(c.currentData() is Call.WHIST for c in self.calls)
        )
        self.tricks_box.setVisible(played and kind is not None)
        for i in (1, 2):
            self.tricks[i].setVisible(not misere)
            self.trick_labels[i].setVisible(not misere)
        self.result_event = None
        try:
            event = self.build()
            result = self._preview(event) if self._preview is not None else None
        except EngineError as error:
            self.message.setText(i18n.error_text(error.code, error.params))
            self.preview_label.setText("")
            self.ok.setEnabled(False)
            return
        self.result_event = event
        self.message.setText("")
        if result is None:
            self.preview_label.setText(
                self.tr("The correction is checked against the whole game when you press OK.")
            )
        else:
            lines = [i18n.entry_text(e) for e in result.entries]
            self.preview_label.setText("\n".join(lines) or self.tr("Nothing is written."))
        self.ok.setEnabled(True)

    def accept(self) -> None:
        """Enter/OK: commit through the service; a refusal is shown inline, the dialog stays."""
        event = self.result_event
        if event is not None and try_commit(lambda: self._commit(event), self.message):
            super().accept()

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        active: Sequence[str],
        preview: PreviewFn | None,
        commit: CommitFn,
        initial: GameEvent | None = None,
    ) -> GameEvent | None:
        dialog = cls(active, preview, commit, initial=initial, parent=parent)
        return dialog.result_event if dialog.exec() == QDialog.DialogCode.Accepted else None
