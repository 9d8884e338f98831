"""The event window's «Состав» menu: the field changing during the event (docs/events.md §The
field changes during the event) — late entry, withdrawal, reinstatement, a substitute, a cut to
a final, cancelling the round, and the list of changes with undo. Each opens its dialog
(ui/events/field_dialogs.py), which calls the services and says a refusal in words; the window
redraws when the change comes back through the change hub."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QMessageBox, QPushButton, QWidget

from app.engine.errors import CodedError
from app.services.events import EventService, FieldView
from ui import i18n
from ui.events.field_dialogs import (
    ChangeLine,
    ChangesDialog,
    CutDialog,
    LateEntryDialog,
    PlayerChoiceDialog,
    SeatedTable,
    SubstituteDialog,
)
from ui.events.words import change_text
from ui.widgets.message import warn

if TYPE_CHECKING:
    from app.services.events import EventView


class FieldMenu(QObject):
    """The button and its menu; ``view()`` is the event shown, ``redraw()`` reads it again."""

    def __init__(
        self,
        events: EventService,
        view: Callable[[], EventView | None],
        redraw: Callable[[], None],
        parent: QWidget,
        known_players: Callable[[], list[str]],
    ) -> None:
        super().__init__(parent)
        self.events = events
        self.view = view
        self.redraw = redraw
        self.window = parent
        self.known_players = known_players
        self.button = QPushButton(self.tr("&Field ▾"))
        self.button.setToolTip(
            self.tr("Late entry, withdrawal, a substitute, a cut to a final, undo.")
        )
        menu = QMenu(self.button)
        self.enter_action = menu.addAction(self.tr("&Late entry…"), self.late_entry)
        self.withdraw_action = menu.addAction(self.tr("&Withdrawal…"), self.withdrawal)
        self.substitute_action = menu.addAction(self.tr("&Substitute at a table…"), self.substitute)
        self.reinstate_action = menu.addAction(
            self.tr("&Reinstate a removed player…"), self.reinstate
        )
        self.cut_action = menu.addAction(self.tr("&Cut to a final…"), self.cut)
        menu.addSeparator()
        self.changes_action = menu.addAction(self.tr("C&hanges and undo…"), self.changes)
        menu.addSeparator()
        self.cancel_action = menu.addAction(self.tr("Ca&ncel the round…"), self.cancel_round)
        self.button.setMenu(menu)
        self.dialog: Any = None
        """The dialog open now (for tests)."""

    def enable(self, organise: bool) -> None:
        view = self.view()
        current = view.current_round if view else None
        self.button.setEnabled(view is not None)
        playing = current is not None and current.started
        for action in (self.enter_action, self.withdraw_action, self.reinstate_action):
            action.setEnabled(organise and view is not None)
        self.substitute_action.setEnabled(organise and playing)
        self.cut_action.setEnabled(organise and playing)
        self.cancel_action.setEnabled(organise and current is not None)
        self.changes_action.setEnabled(view is not None)

    def _field(self) -> FieldView | None:
        view = self.view()
        if view is None:
            return None
        try:
            return self.events.field(view.id)
        except CodedError as error:
            warn(self.window, self.tr("Field"), i18n.error_text(error.code, error.params))
            return None

    def _open(self, dialog: Any) -> None:
        self.dialog = dialog
        if dialog.exec():
            self.redraw()
        self.dialog = None

    def late_entry(self) -> None:
        view, field = self.view(), self._field()
        if view is None or field is None:
            return
        offered = [n for n in self.known_players() if n not in field.members]
        self._open(
            LateEntryDialog(
                offered,
                field.next_round,
                lambda name: self.events.enter(view.id, name),
                self.window,
            )
        )

    def withdrawal(self) -> None:
        view, field = self.view(), self._field()
        if view is None or field is None:
            return
        note = self.tr("Not seated from round {round}; the results so far stay.").format(
            round=field.next_round
        )
        self._open(
            PlayerChoiceDialog(
                self.tr("Withdrawal"),
                list(field.members),
                note,
                lambda name: self.events.withdraw(view.id, name),
                self.window,
            )
        )

    def reinstate(self) -> None:
        view, field = self.view(), self._field()
        if view is None or field is None:
            return
        removed = sorted(field.removed, key=lambda n: field.everyone.index(n))
        note = self.tr("Plays again from round {round}.").format(round=field.next_round)
        self._open(
            PlayerChoiceDialog(
                self.tr("Reinstate a removed player"),
                removed,
                note,
                lambda name: self.events.reinstate(view.id, name),
                self.window,
            )
        )

    def substitute(self) -> None:
        view, field = self.view(), self._field()
        if view is None or field is None:
            return
        current = view.current_round
        if current is None or not current.started:
            return
        tables = self.events.tables(view.id, current.number)
        subs = [c.change for c in field.changes if c.change.kind == "substitute" and not c.undone]
        seated = []
        for table in tables:
            earliest = {
                c.substitute: c.after_deals
                for c in subs
                if c.round == current.number and c.table == table.number
            }
            seated.append(SeatedTable(table.number, table.holders, table.deals_played, earliest))
        at_tables = {n for t in tables for n in (*t.players, *t.holders)}
        candidates = [n for n in (*current.byes, *field.everyone) if n not in at_tables]
        candidates += [
            n for n in self.known_players() if n not in candidates and n not in at_tables
        ]

        def submit(table: int, leaving: str, incoming: str, after: int, withdraws: bool) -> None:
            self.events.substitute(view.id, table, leaving, incoming, after)
            if withdraws:
                try:
                    self.events.withdraw(view.id, leaving)
                except CodedError as error:  # the substitute stays written: say why not this
                    warn(self.window, self.tr("Field"), i18n.error_text(error.code, error.params))

        self._open(SubstituteDialog(seated, list(dict.fromkeys(candidates)), submit, self.window))

    def cut(self) -> None:
        view, field = self.view(), self._field()
        if view is None or field is None:
            return
        order = [
            line.player for line in self.events.standings(view.id) if line.player in field.members
        ]
        self._open(
            CutDialog(
                order,
                field.next_round,
                lambda keep, carry: self.events.cut(view.id, keep, carry),
                self.window,
            )
        )

    def changes(self) -> None:
        view = self.view()
        if view is None:
            return

        def lines() -> list[ChangeLine]:
            field = self.events.field(view.id)
            return [
                ChangeLine(c.seq, change_text(c.change), c.undone, c.undoable)
                for c in field.changes
            ]

        def undo(seq: int) -> None:
            self.events.undo_change(view.id, seq)
            self.redraw()

        self.dialog = ChangesDialog(lines, undo, self.window)
        self.dialog.exec()
        self.dialog = None

    def cancel_round(self) -> None:
        view = self.view()
        current = view.current_round if view else None
        if view is None or current is None:
            return
        if current.started:
            text = self.tr(
                "Cancel round {round}? Its tables' games are deleted; nothing has been played "
                "at them yet."
            )
        else:
            text = self.tr("Forget the seating of round {round}?")
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Cancel the round"),
            text.format(round=current.number),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.dialog = box
        answer = box.exec()
        self.dialog = None
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.events.cancel_round(view.id, current.number)
        except CodedError as error:
            warn(
                self.window, self.tr("Cancel the round"), i18n.error_text(error.code, error.params)
            )
            return
        self.redraw()
