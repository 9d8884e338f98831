"""The dialogs that change an event's field (docs/events.md §The field changes during the
event): a late entry, a withdrawal, a reinstatement, a substitute mid-round, a cut to a final,
and the list of changes with undo. Each hands its values to ``submit`` (the services); a refusal
is shown in the dialog in words and the dialog stays open, nothing written."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import CodedError
from ui import i18n
from ui.widgets import accessible
from ui.widgets.message import error_label

Submit = Callable[..., object]


class _FieldDialog(QDialog):
    """A form, a note, the refusal label and OK/Cancel; OK calls :meth:`submit_values`."""

    def __init__(self, title: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.form = QFormLayout()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.message = error_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.note)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        accessible.buttons(self.buttons)
        self.setMinimumWidth(420)

    def submit_values(self) -> None:
        raise NotImplementedError

    def accept(self) -> None:
        """Write, or say why not and stay open."""
        try:
            self.submit_values()
        except CodedError as error:
            self.message.setText(i18n.error_text(error.code, error.params))
            return
        super().accept()


class LateEntryDialog(_FieldDialog):
    """A new player from the next round (or a withdrawn one coming back)."""

    def __init__(
        self, known: Sequence[str], nxt: int, submit: Submit, parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("Late entry"), parent)
        self.submit = submit
        self.name = QLineEdit()
        completer = QCompleter(list(known), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.name.setCompleter(completer)
        self.form.addRow(self.tr("&Player:"), self.name)
        self.note.setText(
            self.tr("Plays from round {round}; the rounds already played score nothing.").format(
                round=nxt
            )
        )
        self.name.textChanged.connect(lambda _text: self.message.clear())

    def submit_values(self) -> None:
        self.submit(self.name.text())


class PlayerChoiceDialog(_FieldDialog):
    """One player of a list: who withdraws, or who is reinstated."""

    def __init__(
        self,
        title: str,
        players: Sequence[str],
        note: str,
        submit: Submit,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(title, parent)
        self.submit = submit
        self.player = QComboBox()
        self.player.addItems(list(players))
        self.form.addRow(self.tr("&Player:"), self.player)
        self.note.setText(note)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(players))

    def submit_values(self) -> None:
        self.submit(self.player.currentText())


@dataclass(frozen=True, slots=True)
class SeatedTable:
    """A table of the round being played, as the substitute dialog offers it."""

    number: int
    holders: tuple[str, ...]
    """Who sits in each seat now (after earlier substitutes)."""
    deals: int
    earliest: dict[str, int]
    """For each holder, the first deal after which he may be replaced (his own swap)."""


class SubstituteDialog(_FieldDialog):
    """A substitute takes a seat mid-round, after the deals played so far."""

    def __init__(
        self,
        tables: Sequence[SeatedTable],
        candidates: Sequence[str],
        submit: Submit,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(self.tr("Substitute"), parent)
        self.submit = submit
        self.seated = list(tables)
        self.table = QComboBox()
        for table in self.seated:
            self.table.addItem(
                self.tr("Table {number}: {players}").format(
                    number=table.number, players=", ".join(table.holders)
                ),
                table.number,
            )
        self.form.addRow(self.tr("&Table:"), self.table)
        self.leaving = QComboBox()
        self.form.addRow(self.tr("&Leaves:"), self.leaving)
        self.incoming = QComboBox()
        self.incoming.setEditable(True)
        self.incoming.addItems(list(candidates))
        self.incoming.setCurrentText("")
        self.form.addRow(self.tr("&Takes the seat:"), self.incoming)
        self.after = QSpinBox()
        self.form.addRow(self.tr("After &deal:"), self.after)
        self.withdraws = QCheckBox()
        self.form.addRow("", self.withdraws)
        self.note.setText(
            self.tr(
                "The seat's points, whists and place are shared by the deals each of the two "
                "played in it."
            )
        )
        self.table.currentIndexChanged.connect(self._table_chosen)
        self.leaving.currentIndexChanged.connect(self._leaving_chosen)
        self._table_chosen()

    def chosen(self) -> SeatedTable | None:
        index = self.table.currentIndex()
        return self.seated[index] if 0 <= index < len(self.seated) else None

    def _table_chosen(self) -> None:
        table = self.chosen()
        self.leaving.clear()
        if table is not None:
            self.leaving.addItems(list(table.holders))
        self._leaving_chosen()

    def _leaving_chosen(self) -> None:
        table = self.chosen()
        name = self.leaving.currentText()
        if table is None:
            return
        self.after.setRange(table.earliest.get(name, 0), table.deals)
        self.after.setValue(table.deals)
        self.withdraws.setText(self.tr("{name} &withdraws from the next rounds").format(name=name))

    def submit_values(self) -> None:
        table = self.chosen()
        if table is None:
            return
        self.submit(
            table.number,
            self.leaving.currentText(),
            self.incoming.currentText(),
            self.after.value(),
            self.withdraws.isChecked(),
        )


class CutDialog(_FieldDialog):
    """Keep the top N of the standings for a final from the next round."""

    def __init__(
        self, order: Sequence[str], nxt: int, submit: Submit, parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("Cut to a final"), parent)
        self.submit = submit
        self.order = list(order)
        self.keep = QSpinBox()
        self.keep.setRange(3, max(3, len(self.order) - 1))
        self.keep.setValue(min(6, max(3, len(self.order) - 1)))
        self.form.addRow(self.tr("&Keep the top:"), self.keep)
        self.kept = QLabel()
        self.kept.setWordWrap(True)
        self.form.addRow(self.tr("The final:"), self.kept)
        self.carry = QRadioButton(self.tr("&Carry their points into the final"))
        self.alone = QRadioButton(self.tr("The final &counts alone"))
        self.carry.setChecked(True)
        self.form.addRow("", self.carry)
        self.form.addRow("", self.alone)
        self.note.setText(
            self.tr(
                "From round {round} only they are seated; they rank above everyone else."
            ).format(round=nxt)
        )
        self.keep.valueChanged.connect(self._show_kept)
        self._show_kept()

    def _show_kept(self) -> None:
        self.kept.setText(", ".join(self.order[: self.keep.value()]))
        self.message.clear()

    def submit_values(self) -> None:
        self.submit(self.keep.value(), self.carry.isChecked())


@dataclass(frozen=True, slots=True)
class ChangeLine:
    """A recorded change as the list shows it."""

    seq: int
    text: str
    undone: bool
    undoable: bool


class ChangesDialog(QDialog):
    """Every change of the field, in order; the chosen one undone by ``undo(seq)``."""

    def __init__(
        self,
        lines: Callable[[], Sequence[ChangeLine]],
        undo: Callable[[int], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Changes of the field"))
        self.lines = lines
        self.undo = undo
        self.list = QListWidget()
        self.message = error_label()
        self.undo_button = QPushButton(self.tr("&Undo the chosen change"))
        self.undo_button.clicked.connect(self._undo)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        close.addButton(self.undo_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(self.message)
        layout.addWidget(close)
        self.list.currentRowChanged.connect(lambda _row: self._enable())
        self.resize(560, 360)
        self.fill()

    def fill(self) -> None:
        self.list.clear()
        self.shown = list(self.lines())
        for line in self.shown:
            text = line.text
            if line.undone:
                text = self.tr("{change} (undone)").format(change=text)
            item = QListWidgetItem(text)
            if line.undone:
                font = item.font()
                font.setStrikeOut(True)
                item.setFont(font)
            self.list.addItem(item)
        if not self.shown:
            self.list.addItem(self.tr("No change yet: the field is as it was typed."))
        self._enable()

    def _enable(self) -> None:
        row = self.list.currentRow()
        line = self.shown[row] if 0 <= row < len(self.shown) else None
        self.undo_button.setEnabled(line is not None and line.undoable)

    def _undo(self) -> None:
        row = self.list.currentRow()
        if not 0 <= row < len(self.shown):
            return
        try:
            self.undo(self.shown[row].seq)
        except CodedError as error:
            self.message.setText(i18n.error_text(error.code, error.params))
            return
        self.message.clear()
        self.fill()
