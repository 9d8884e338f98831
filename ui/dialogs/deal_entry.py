"""Deal entry: contract typed or picked, declarer, calls, tricks; validated and previewed live.

Every change builds the event and asks the service for a preview (which folds it with
``check_deal``): an engine error code is shown inline and OK stays disabled; otherwise the
dialog lists exactly the entries that will be written. Enter commits.

A correction opens with the deal exactly as recorded (``initial``), lists every cell of the
sheet the change would alter, before → after, and OK with nothing changed writes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
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

from app.engine import (
    Call,
    CodedError,
    Contract,
    Deal,
    EngineError,
    GameEvent,
    Raspasy,
    Rules,
    Suit,
)
from app.engine.model import parse_deal_kind
from app.services import Correctable, GameView, Preview
from ui import i18n
from ui.dialogs.deal_conventions import DealConventions
from ui.widgets import accessible
from ui.widgets.call_box import CallBox
from ui.widgets.commit_form import (
    changed_note,
    ok_cancel,
    preview_box,
    say_game_changed,
    show_correction,
    show_refusal,
    try_commit,
    written_box,
)
from ui.widgets.message import enter_on_nothing, error_label, show_as_hint

PreviewFn = Callable[[GameEvent], Preview]
CommitFn = Callable[[GameEvent], None]


def parse_kind(text: str) -> Contract | str | None:
    """``"raspasy"`` for an all-pass deal, a :class:`Contract`, or None if not understood (the
    engine's reading, shared with the phones' pages)."""
    return parse_deal_kind(text)


class DealDialog(QDialog):
    """Enter one deal. ``active`` are the three players of this deal in playing order.

    With ``initial`` (a correction) the form opens with that deal; a preview that returns a
    ``sheet_before`` (the service's correction preview) also fills the before → after box.
    """

    def __init__(
        self,
        active: Sequence[str],
        preview: PreviewFn | None,
        commit: CommitFn,
        *,
        initial: Deal | Raspasy | None = None,
        title: str | None = None,
        parent: QWidget | None = None,
        rules: Rules | None = None,
        resting: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            title or (self.tr("Deal") if initial is None else self.tr("Correct a deal"))
        )
        self.active = tuple(active)
        self._preview = preview
        self._commit = commit
        self.initial = initial
        self.result_event: GameEvent | None = None
        self.correcting: Correctable | None = None
        """The deal (or entry) being corrected as it was when the dialog opened: if it is
        corrected or undone elsewhere meanwhile, the dialog closes (ui/main_follow.py)."""
        self.unchanged = False
        """Set when OK closed a correction that changed nothing (and so wrote nothing)."""
        self.changes: list[str] = []
        """A correction's before → after lines, as shown."""
        self._syncing = False
        self._last_kind: Contract | str | None = None
        """The last contract the box could read: raspasy tricks reset only on the way in."""
        self._asked = False
        """Set once the player typed into the contract box or pressed Enter with it empty:
        from then on an empty contract is a refusal (red), before that only a hint."""

        self.contract = QComboBox()
        self.contract.setEditable(True)
        self.contract.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        # No completion in place: it turned «6» into «6♠» and «р» into «распасы», and the Enter
        # that accepted it never reached OK, so the next deal's keys landed in this box. The
        # typed short forms are read by parse_kind; the list still offers every contract.
        # PySide6's stub types the argument QCompleter, but Qt takes a null one: no completer.
        self.contract.setCompleter(None)  # type: ignore[arg-type]
        self.contract.addItem(self.tr("raspasy"), "raspasy")
        for level in range(6, 11):
            for suit in Suit:
                c = Contract(level, suit)
                self.contract.addItem(i18n.contract_text(c), c.code)
                if level == 8 and suit is Suit.NO_TRUMP:
                    self.contract.addItem(i18n.contract_text(Contract.misere()), "misere")
        self.contract.setCurrentIndex(-1)
        edit = self.contract.lineEdit()
        assert edit is not None  # an editable combo box (set above) always has its line edit
        edit.setPlaceholderText(self.tr("7h, 7ч, 7♥, 6nt, мизер, распасы"))
        self.contract.setMinimumWidth(220)

        self.declarer = QComboBox()
        self.declarer.addItems(list(self.active))

        self.call_labels = [QLabel(), QLabel()]
        self.calls = [CallBox(), CallBox()]  # `п`, `в`, `пв` in either language
        for combo in self.calls:
            for call in (Call.WHIST, Call.PASS, Call.HALF):
                combo.addItem(i18n.call_text(call), call)
        self.calls[1].setCurrentIndex(1)

        self.trick_labels = [QLabel(), QLabel(), QLabel()]
        for label in (*self.call_labels, *self.trick_labels):
            label.setTextFormat(Qt.TextFormat.PlainText)  # they show players' names
        self.tricks = [QSpinBox(), QSpinBox(), QSpinBox()]
        for spin in self.tricks:
            spin.setRange(0, 10)

        form = QFormLayout()
        form.addRow(self.tr("&Contract:"), self.contract)
        self.declarer_label = QLabel(self.tr("&Declarer:"))
        self.declarer_label.setBuddy(self.declarer)
        form.addRow(self.declarer_label, self.declarer)
        self.declarer_label.setMinimumWidth(self.declarer_label.sizeHint().width())
        self.calls_box = QGroupBox(self.tr("Defenders"))
        calls_form = QFormLayout(self.calls_box)
        for label, combo in zip(self.call_labels, self.calls, strict=True):
            label.setBuddy(combo)  # a screen reader names the box by the player's name
            calls_form.addRow(label, combo)
        self.tricks_box = QGroupBox(self.tr("Tricks"))
        tricks_row = QHBoxLayout(self.tricks_box)
        for label, spin in zip(self.trick_labels, self.tricks, strict=True):
            label.setBuddy(spin)
            tricks_row.addWidget(label)
            tricks_row.addWidget(spin)
            tricks_row.addSpacing(8)
        # Optional conventions' fields (issue 18), shown only when the rules use them.
        self.conventions = DealConventions(rules, resting, self._update, self)
        self.conventions.add_to(form, calls_form)

        self.changed_note = changed_note()
        self.message = error_label()
        # Room for a two-line hint («Введите контракт: …» wraps in Russian), so that the preview
        # below does not move when a one-line message replaces it.
        self.message.setMinimumHeight(2 * self.message.fontMetrics().lineSpacing())
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Room for a deal's usual entries (six for a four-handed remiz with two whisters);
        # more scroll.
        self.preview_label, preview_group = written_box(6, self)
        self.changes_label, self.changes_box = preview_box(
            self.tr("Changes on the sheet (before → after)"), 5, self
        )
        self.changes_box.setVisible(False)

        self.buttons, self.ok = ok_cancel(self)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.calls_box)
        layout.addWidget(self.tricks_box)
        layout.addWidget(self.changed_note)
        layout.addWidget(self.message)
        layout.addWidget(preview_group)
        layout.addWidget(self.changes_box)
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

        self.contract.editTextChanged.connect(self._contract_typed)
        self.declarer.currentIndexChanged.connect(self._changed)
        for combo in self.calls:
            combo.currentIndexChanged.connect(self._update)
        for i, spin in enumerate(self.tricks):
            spin.valueChanged.connect(lambda _v, i=i: self._tricks_changed(i))
        if initial is not None:
            self.load(initial)
        else:
            self._changed()
        self._as_loaded = self._built()
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
            tricks = {p: s.value() for p, s in zip(order, self.tricks, strict=True)}
            return self.conventions.apply(Raspasy(tricks, dealer=self._kept().get("dealer")), {})
        assert isinstance(kind, Contract)
        declarer = order[0]
        calls = {p: c.currentData() for p, c in zip(order[1:], self.calls, strict=True)}
        # What the form does not show is kept from the deal being corrected: its dealer (when
        # it overrode the turn) and the resting dealer's talon tricks (A.14).
        if kind.is_misere:
            return Deal(declarer, kind, {}, {declarer: self.tricks[0].value()}, **self._kept())
        played = self.conventions.played(calls)
        tricks = {p: s.value() for p, s in zip(order, self.tricks, strict=True)} if played else {}
        return self.conventions.apply(Deal(declarer, kind, calls, tricks, **self._kept()), calls)

    def _kept(self) -> dict[str, Any]:
        if self.initial is None:
            return {}
        talon = self.initial.talon_tricks if isinstance(self.initial, Deal) else 0
        return {"dealer": self.initial.dealer, "talon_tricks": talon}

    def _built(self) -> GameEvent | None:
        try:
            return self.build()
        except EngineError:
            return None

    def load(self, event: Deal | Raspasy) -> None:
        """Fill the form with ``event`` exactly: contract, declarer, every call and trick count
        (a failed misère's tricks, the half-whist, raspasy tricks), then preview it."""
        self._syncing = True
        if isinstance(event, Raspasy):
            self.contract.setEditText(self.tr("raspasy"))
            self._relabel()
            for p, spin in zip(self.order(), self.tricks, strict=True):
                spin.setValue(event.tricks.get(p, 0))
        else:
            self.contract.setEditText(i18n.contract_text(event.contract))
            self.declarer.setCurrentIndex(self.declarer.findText(event.declarer))
            self._relabel()
            for p, combo in zip(self.defenders(), self.calls, strict=True):
                combo.setCurrentIndex(combo.findData(event.calls.get(p, Call.PASS)))
            for p, spin in zip(self.order(), self.tricks, strict=True):
                spin.setValue(event.tricks.get(p, 0))
        self.conventions.load(event)
        self._last_kind = self.kind()
        self._syncing = False
        self._update()

    # -- reacting -------------------------------------------------------------------------

    def _relabel(self) -> None:
        """Show the rows the contract needs, named by the players of this deal."""
        kind = self.kind()
        raspasy = kind == "raspasy"
        misere = isinstance(kind, Contract) and kind.is_misere
        # Raspasy has no declarer: its row is emptied, not removed (the form keeps still); the
        # emptied label keeps its width, or the label column narrowed and the contract field
        # jumped left.
        self.declarer.setVisible(not raspasy)
        self.declarer_label.setText("" if raspasy else self.tr("&Declarer:"))
        self.calls_box.setVisible(not raspasy and not misere)
        order = self.order()
        for label, player in zip(self.call_labels, order[1:], strict=True):
            label.setText(player)
        for label, player in zip(self.trick_labels, order, strict=True):
            label.setText(player)
        self._name_controls(order)

    def _name_controls(self, order: tuple[str, str, str]) -> None:
        """Each box named for what it asks, with the player it is about (a call box was named
        by the call it showed: «вист»)."""
        edit = self.contract.lineEdit()
        for widget in (self.contract, *([edit] if edit is not None else [])):
            accessible.name(
                widget,
                self.tr("Contract"),
                self.tr("Type the contract, such as 7h, 7ч, 6nt, мизер or распасы, or pick it."),
            )
        accessible.name(self.declarer, self.tr("Declarer"), self.tr("Who played the contract."))
        for combo, player in zip(self.calls, order[1:], strict=True):
            accessible.name(
                combo,
                self.tr("{player}'s call").format(player=player),
                self.tr("Whist, pass or half-whist: type в, п or пв (w, p or h)."),
            )
        for spin, player in zip(self.tricks, order, strict=True):
            accessible.name(
                spin,
                self.tr("{player}'s tricks").format(player=player),
                self.tr("How many tricks this player took."),
            )

    def _contract_typed(self, text: str) -> None:
        if text.strip():
            self._asked = True
        self._changed()

    def _changed(self) -> None:
        """Contract or declarer changed: relabel the rows, reset sensible trick defaults.

        Raspasy start from no tricks, as when «р» is typed first: a contract's 7/3/0 are no
        one's raspasy tricks. They reset only when the deal becomes raspasy, so typing
        «р» on to «распасы» (or editing a corrected raspasy's word) keeps tricks entered.
        """
        if self._syncing:
            return
        self._relabel()
        kind = self.kind()
        misere = isinstance(kind, Contract) and kind.is_misere
        became_raspasy = kind == "raspasy" and self._last_kind != "raspasy"
        if kind is not None:
            self._last_kind = kind
        self._syncing = True
        if became_raspasy:
            for spin in self.tricks:
                spin.setValue(0)
        elif isinstance(kind, Contract) and not misere:
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
        calls = {str(i): c.currentData() for i, c in enumerate(self.calls)}
        played = kind == "raspasy" or misere or self.conventions.played(calls)
        self.tricks_box.setVisible(played and kind is not None)
        self.conventions.update(kind == "raspasy", misere, calls)
        for i in (1, 2):
            self.tricks[i].setVisible(not misere)
            self.trick_labels[i].setVisible(not misere)
        self.result_event = None
        try:
            event = self.build()
            result = self._preview(event) if self._preview is not None else None
        except CodedError as error:  # the engine's refusal, or the services' (a stale view)
            # A dialog just opened is not wrong: «Type the contract» is a hint until the player
            # has typed something or pressed Enter on the empty box.
            show_as_hint(self.message, error.code == "contract_missing" and not self._asked)
            show_refusal(self, error, self.message)
            self.preview_label.setText("")
            self.changes_label.setText("")
            self.changes = []
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
        self.changes = show_correction(result, self.changes_label, self.changes_box)
        self.ok.setEnabled(True)

    def game_changed(self, view: GameView) -> bool:
        """The game was written elsewhere while the dialog was open (``view``: as it is now):
        say so and preview again against it (the preview asks with the window's fresh view).
        For a new deal: when other players play the next deal now, the deal being typed no
        longer fits and False is returned (the caller closes the dialog as stale); the same
        three in another order are reseated, what was typed kept by name. A correction's
        seats are its deal's and never change."""
        active, resting = view.sheet.table.active, view.sheet.table.resting
        if self.initial is None:
            if set(active) != set(self.active) or resting != self.conventions.resting:
                return False
            if tuple(active) != self.active:
                self._reseat(tuple(active))
        say_game_changed(self.changed_note)
        self._update()
        return True

    def _reseat(self, active: tuple[str, ...]) -> None:
        """The same players in a new playing order; the declarer, calls and tricks stay with
        the players they were typed for."""
        declarer = self.declarer.currentText()
        tricks = {p: spin.value() for p, spin in zip(self.order(), self.tricks, strict=True)}
        calls = {
            p: combo.currentIndex() for p, combo in zip(self.order()[1:], self.calls, strict=True)
        }
        self._syncing = True
        self.active = active
        self.declarer.clear()
        self.declarer.addItems(list(active))
        self.declarer.setCurrentIndex(max(0, self.declarer.findText(declarer)))
        self._relabel()
        for player, spin in zip(self.order(), self.tricks, strict=True):
            spin.setValue(tricks.get(player, spin.value()))
        for player, combo in zip(self.order()[1:], self.calls, strict=True):
            combo.setCurrentIndex(calls.get(player, combo.currentIndex()))
        self._syncing = False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter with nothing to write (OK disabled) turns the hint into a refusal: the
        player asked to write and is told why nothing was."""
        if not self._asked and enter_on_nothing(event, self.ok):
            self._asked = True
            self._update()
        super().keyPressEvent(event)

    def changes_text(self) -> list[str]:
        """The before → after lines of a correction (empty when nothing changes)."""
        return list(self.changes)

    def accept(self) -> None:
        """Enter/OK: commit through the service; a refusal is shown inline, the dialog stays.

        A correction that changes nothing closes without writing anything.
        """
        event = self.result_event
        if event is None:
            return
        if self.initial is not None and event in (self.initial, self._as_loaded):
            self.unchanged = True
            self.result_event = None
            super().accept()
            return
        if try_commit(self, lambda: self._commit(event), self.message):
            super().accept()

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        active: Sequence[str],
        preview: PreviewFn | None,
        commit: CommitFn,
        initial: Deal | Raspasy | None = None,
    ) -> GameEvent | None:
        dialog = cls(active, preview, commit, initial=initial, parent=parent)
        return dialog.result_event if dialog.exec() == QDialog.DialogCode.Accepted else None
