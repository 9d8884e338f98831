"""Manual entry: any amount written into a player's pool, mountain or whists on another player.

For continuing a paper sheet (or an agreed correction): the amounts go on the sheet as typed,
with no overflow and no help (``app.engine.sheet.apply_manual_entry``). Like the deal dialog,
every change asks the service for a preview: an engine refusal is shown inline and OK stays
disabled; otherwise the dialog lists exactly the entries that will be written. Enter commits.
A correction (``initial``) opens with the entry as recorded, lists every changed cell before →
after, and OK with nothing changed writes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.engine import CodedError, ManualEntry
from app.engine.entries import Amount
from app.services import Correctable, GameView, Preview
from ui import i18n
from ui.widgets import accessible
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
from ui.widgets.fitting_scroll import FittingScroll, open_fitted
from ui.widgets.message import enter_on_nothing, error_label, show_as_hint

LIMIT = 99_999
"""Largest amount accepted in one cell (either sign): far beyond any real sheet."""

PreviewFn = Callable[[ManualEntry], Preview]
CommitFn = Callable[[ManualEntry], None]


def _spin() -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(-LIMIT, LIMIT)
    spin.setAccelerated(True)
    spin.setMinimumWidth(110)
    return spin


class ManualEntryDialog(QDialog):
    """Amounts for one player; ``players`` are everyone at the table, in seating order."""

    def __init__(
        self,
        players: Sequence[str],
        preview: PreviewFn | None,
        commit: CommitFn,
        *,
        initial: ManualEntry | None = None,
        title: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Manual entry"))
        self.players = tuple(players)
        self._preview = preview
        self._commit = commit
        self.initial = initial
        self.result_event: ManualEntry | None = None
        self.correcting: Correctable | None = None
        """The deal (or entry) being corrected as it was when the dialog opened: if it is
        corrected or undone elsewhere meanwhile, the dialog closes (ui/main_follow.py)."""
        self.unchanged = False
        """Set when OK closed a correction that changed nothing (and so wrote nothing)."""
        self.changes: list[str] = []
        """A correction's before → after lines, as shown."""

        intro = QLabel(
            self.tr(
                "Writes the amounts as typed, without pool overflow or help: for carrying "
                "over a paper sheet or an agreed correction. A negative amount subtracts."
            )
        )
        intro.setWordWrap(True)

        self.player = QComboBox()
        self.player.addItems(list(self.players))
        self.pool = _spin()
        self.mountain = _spin()
        form = QFormLayout()
        form.addRow(self.tr("&Player:"), self.player)
        form.addRow(self.tr("P&ool:"), self.pool)
        form.addRow(self.tr("&Mountain:"), self.mountain)

        self.whists_box = QGroupBox(self.tr("Whists written on"))
        whists_form = QFormLayout(self.whists_box)
        self.whist_labels: list[QLabel] = []
        self.whists: list[QSpinBox] = []
        for _ in range(len(self.players) - 1):
            label, spin = QLabel(), _spin()
            label.setTextFormat(Qt.TextFormat.PlainText)  # a player's name
            label.setBuddy(spin)
            whists_form.addRow(label, spin)
            self.whist_labels.append(label)
            self.whists.append(spin)

        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("e.g. carried over from the paper sheet"))
        note_form = QFormLayout()
        note_form.addRow(self.tr("&Note:"), self.note)

        self.message = error_label()
        # The boxes take whole numbers; an entry with halves (typed as "3/2" in the CLI or an
        # imported file) shows their whole parts, and a box left as it was keeps its exact
        # amount (``_exact``), so OK without a change writes nothing and no half is lost.
        self._exact: dict[tuple[str, str], Amount] = {}
        self._exact_player = ""
        self.halves_note = QLabel(
            self.tr(
                "This entry holds halves. The fields show whole numbers: a field you leave as it "
                "is keeps its half, a field you change takes the number you type."
            )
        )
        self.halves_note.setWordWrap(True)
        self.halves_note.setVisible(False)
        # Room for every line: pool, mountain, a whist per opponent.
        lines = len(self.players) + 1
        self.preview_label, preview_group = written_box(lines, self)
        self.changes_label, self.changes_box = preview_box(
            self.tr("Changes on the sheet (before → after)"), 3, self
        )
        self.changes_box.setVisible(False)

        self.buttons, self.ok = ok_cancel(self)

        # Everything but OK/Cancel scrolls when the screen is too low for it (ui/widgets/
        # fitting_scroll.py): at 1024×700 a four-player correction with halves squashed the
        # whist boxes to 13 px.
        content = QWidget()
        fields = QVBoxLayout(content)
        fields.setContentsMargins(0, 0, 0, 0)
        fields.addWidget(intro)
        fields.addLayout(form)
        fields.addWidget(self.whists_box)
        fields.addLayout(note_form)
        fields.addWidget(self.halves_note)
        self.changed_note = changed_note()
        fields.addWidget(self.changed_note)
        fields.addWidget(self.message)
        fields.addWidget(preview_group)
        fields.addWidget(self.changes_box)
        content.setMinimumWidth(420)
        self.fields_area = FittingScroll(content)
        layout = QVBoxLayout(self)
        layout.addWidget(self.fields_area, 1)
        layout.addWidget(self.buttons)
        self._fitted = False

        self.player.currentIndexChanged.connect(self._player_changed)
        self._name_controls()
        # An entry just opened is empty, not wrong: «Запись пустая» is a hint (not red) until
        # a number is typed or Enter pressed on nothing, as in the deal dialog.
        self._asked = initial is not None
        for spin in (self.pool, self.mountain, *self.whists):
            spin.valueChanged.connect(self._typed)
        self.note.textChanged.connect(self._update)
        if initial is not None:
            self.load(initial)
        self._player_changed()
        self.player.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:  # once: a size the player chose later is his
            self._fitted = True
            open_fitted(self, self.fields_area)

    def load(self, entry: ManualEntry) -> None:
        """Fill the form with ``entry`` exactly (for a correction)."""
        self.player.blockSignals(True)
        self.player.setCurrentIndex(self.player.findText(entry.player))
        self.player.blockSignals(False)
        amounts = [(self.pool, entry.pool), (self.mountain, entry.mountain)]
        amounts += [
            (spin, entry.whists.get(o, 0))
            for o, spin in zip(self.opponents(), self.whists, strict=True)
        ]
        keys = [("pool", ""), ("mountain", "")] + [("whists", o) for o in self.opponents()]
        self._exact = {}
        for key, (spin, value) in zip(keys, amounts, strict=True):
            spin.blockSignals(True)
            spin.setValue(int(value))  # the whole part: a half is said by halves_note
            spin.blockSignals(False)
            if value != int(value):
                self._exact[key] = value
        self._exact_player = entry.player
        self.halves_note.setVisible(any(value != int(value) for _, value in amounts))
        self.note.blockSignals(True)
        self.note.setText(entry.note)
        self.note.blockSignals(False)

    # -- reading the form -----------------------------------------------------------------

    def opponents(self) -> tuple[str, ...]:
        """The other players, in seating order after the chosen one."""
        start = self.players.index(self.player.currentText())
        n = len(self.players)
        return tuple(self.players[(start + i) % n] for i in range(1, n))

    def whists_for(self, opponent: str) -> QSpinBox:
        return self.whists[self.opponents().index(opponent)]

    def _amount(self, spin: QSpinBox, key: tuple[str, str]) -> Amount:
        """The box's number, or the loaded exact amount while the box still shows its whole
        part (a half the box cannot hold is kept, not dropped)."""
        exact = self._exact.get(key)
        same_player = self.player.currentText() == self._exact_player
        if exact is not None and same_player and spin.value() == int(exact):
            return exact
        return spin.value()

    def build(self) -> ManualEntry:
        amounts = {
            other: self._amount(spin, ("whists", other))
            for other, spin in zip(self.opponents(), self.whists, strict=True)
        }
        whists = {other: amount for other, amount in amounts.items() if amount}
        return ManualEntry(
            self.player.currentText(),
            pool=self._amount(self.pool, ("pool", "")),
            mountain=self._amount(self.mountain, ("mountain", "")),
            whists=whists,
            note=self.note.text().strip(),
        )

    # -- reacting -------------------------------------------------------------------------

    def _name_controls(self) -> None:
        """What a screen reader says for each field (issue 32, item 5)."""
        accessible.name(self.player, self.tr("Player"), self.tr("Whose sheet the amounts go on."))
        accessible.name(self.pool, self.tr("Pool"), self.tr("Amount added to the pool."))
        accessible.name(
            self.mountain, self.tr("Mountain"), self.tr("Amount added to the mountain.")
        )
        for spin, other in zip(self.whists, self.opponents(), strict=True):
            accessible.name(
                spin,
                self.tr("Whists written on {player}").format(player=other),
                self.tr("Whists this player writes on {player}.").format(player=other),
            )
        accessible.name(self.note, self.tr("Note"), self.tr("Why the entry was made (optional)."))

    def _player_changed(self) -> None:
        self._name_controls()
        for label, other in zip(self.whist_labels, self.opponents(), strict=True):
            label.setText(other)
        self._update()

    def _typed(self, value: int) -> None:
        if value:
            self._asked = True
        self._update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter with nothing to write turns the hint into a refusal (see the deal dialog)."""
        if not self._asked and enter_on_nothing(event, self.ok):
            self._asked = True
            self._update()
        super().keyPressEvent(event)

    def _update(self) -> None:
        self.result_event = None
        entry = self.build()
        try:
            result = self._preview(entry) if self._preview is not None else None
        except CodedError as error:  # the engine's refusal, or the services' (a stale view)
            show_as_hint(self.message, error.code == "entry_empty" and not self._asked)
            show_refusal(self, error, self.message)
            self.preview_label.setText("")
            self.changes = []
            self.ok.setEnabled(False)
            return
        if result is None and not any((entry.pool, entry.mountain, *entry.whists.values())):
            show_as_hint(self.message, not self._asked)
            self.message.setText(i18n.error_text("entry_empty", {"player": entry.player}))
            self.preview_label.setText("")
            self.ok.setEnabled(False)
            return
        self.result_event = entry
        self.message.setText("")
        if result is not None:
            lines = [i18n.entry_text(e) for e in result.entries]
            self.preview_label.setText("\n".join(lines) or self.tr("Nothing is written."))
        self.changes = show_correction(result, self.changes_label, self.changes_box)
        self.ok.setEnabled(True)

    def changes_text(self) -> list[str]:
        """The before → after lines of a correction (empty when nothing changes)."""
        return list(self.changes)

    def game_changed(self, view: GameView) -> bool:
        """The game was written elsewhere while the dialog was open (``view``: as it is now):
        say so and preview again against it (the preview asks with the window's fresh view).
        The players of a game never change: the entry always still fits."""
        say_game_changed(self.changed_note)
        self._update()
        return view.players == self.players

    def accept(self) -> None:
        """Enter/OK: commit through the service; a refusal is shown inline, the dialog stays.

        A correction that changes nothing closes without writing anything.
        """
        event = self.result_event
        if event is None:
            return
        if self.initial is not None and event == self.initial:
            self.unchanged = True
            self.result_event = None
            super().accept()
            return
        if try_commit(self, lambda: self._commit(event), self.message):
            super().accept()
