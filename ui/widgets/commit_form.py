"""Parts shared by the dialogs that preview an event and commit it: the preview boxes, the
before → after list of a correction, OK/Cancel, and how a refusal or a stale view is shown."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGroupBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
)

from app.engine import CodedError
from app.engine.entries import Amount
from app.engine.state import Sheet
from app.services import Preview
from ui import i18n
from ui.sheet.numbers import sheet_number

STALE = 2
"""The result code of a dialog closed because the game changed in another window: its owner
reloads and says so (one message for every kind of write, issue 11 item 5)."""


def preview_box(title: str, lines: int, owner: QDialog) -> tuple[QLabel, QGroupBox]:
    """A titled box whose label lists what will be written: room for ``lines`` lines, and a
    scroll bar for more, so that no line is ever hidden.

    A dialog does not grow with a word-wrapped label: without the scroll area a longer preview
    was cut off (a four-handed failed contract with two whisters hid the resting dealer's
    consolation, which was then written).
    """
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(label)
    area.setMinimumHeight(owner.fontMetrics().lineSpacing() * lines + 4)
    box = QGroupBox(title)
    QVBoxLayout(box).addWidget(area)
    return label, box


def written_box(lines: int, owner: QDialog) -> tuple[QLabel, QGroupBox]:
    """The “Will be written” box of a dialog that writes an event (:func:`preview_box`): one
    title, worded and translated once for the deal and the manual-entry dialogs."""
    title = QCoreApplication.translate("CommitForm", "Will be written")
    return preview_box(title, lines, owner)


def _changed(before: Sheet, after: Sheet) -> list[tuple[str, str | None, str, Amount, Amount]]:
    """Every total that differs: (player, whists-on or None, column, old, new), seating order."""
    out: list[tuple[str, str | None, str, Amount, Amount]] = []
    for player in before.players:
        for column, old, new in (
            ("pool", before.pool[player], after.pool[player]),
            ("mountain", before.mountain[player], after.mountain[player]),
        ):
            if old != new:
                out.append((player, None, column, old, new))
        for other in before.players:
            if other != player:
                old, new = before.whists[player][other], after.whists[player][other]
                if old != new:
                    out.append((player, other, "whists", old, new))
    return out


def change_lines(before: Sheet, after: Sheet) -> list[str]:
    """“Anna: pool 0 → 4” for every cell of the sheet whose total changes."""
    lines = []
    for player, on, column, old, new in _changed(before, after):
        if column == "pool":
            text = QCoreApplication.translate("CommitForm", "{player}: pool {old} → {new}")
        elif column == "mountain":
            text = QCoreApplication.translate("CommitForm", "{player}: mountain {old} → {new}")
        else:
            text = QCoreApplication.translate(
                "CommitForm", "{player}: whists on {on} {old} → {new}"
            )
        # Written as the sheet writes them: a half is ``6½``, not ``13/2``.
        lines.append(
            text.format(player=player, on=on, old=sheet_number(old), new=sheet_number(new))
        )
    return lines


def show_changes(label: QLabel, before: Sheet, after: Sheet) -> list[str]:
    """Fill a correction's before → after box (or say that the sheet stays as it is)."""
    lines = change_lines(before, after)
    label.setText(
        "\n".join(lines)
        or QCoreApplication.translate("CommitForm", "Nothing changes on the sheet.")
    )
    return lines


def show_correction(result: Preview | None, label: QLabel, box: QGroupBox) -> list[str]:
    """A correction's before → after box, from its preview: shown with its lines for a
    correction, hidden (no lines) for a new event, whose preview has no ``sheet_before``."""
    before = result.sheet_before if result is not None else None
    box.setVisible(before is not None)
    if result is None or before is None:
        return []
    return show_changes(label, before, result.sheet_after)


def ok_cancel(dialog: QDialog) -> tuple[QDialogButtonBox, QPushButton]:
    """OK (the default button: Enter commits) and Cancel, wired to the dialog."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setDefault(True)
    ok.setAccessibleDescription(
        QCoreApplication.translate("CommitForm", "Write what the preview shows (Enter)")
    )
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    cancel.setAccessibleDescription(
        QCoreApplication.translate("CommitForm", "Close without writing anything (Esc)")
    )
    return buttons, ok


def changed_note() -> QLabel:
    """The note a dialog shows when its game was changed elsewhere while it was open (hidden
    until then: :func:`say_game_changed`)."""
    label = QLabel()
    label.setObjectName("gameChanged")
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setStyleSheet(
        "#gameChanged { background: #fff3cd; color: #5c4400; padding: 4px;"
        " border: 1px solid #e0c36a; }"
    )
    label.hide()
    return label


def say_game_changed(note: QLabel) -> None:
    """The stale-view rule for what is shown (issue 26, "Faults"): the game was written at
    another PC or in another window while this dialog was open; what the dialog shows has
    been worked out again from the game as it is now, before anything is written."""
    note.setText(
        QCoreApplication.translate(
            "CommitForm",
            "This game was just changed at another table or in another window. The sheet and"
            " what will be written are shown as the game is now: check them before you press"
            " OK.",
        )
    )
    note.show()


def close_stale(dialog: QDialog) -> None:
    """Close ``dialog`` with :data:`STALE`: its owner reloads the game and says why."""
    if dialog.isVisible():
        dialog.done(STALE)
    else:  # still being built: close it as soon as it is shown
        QTimer.singleShot(0, lambda: dialog.done(STALE))


def show_refusal(dialog: QDialog, error: CodedError, message: QLabel) -> None:
    """A refusal in ``message``; a stale view closes the dialog instead (see :data:`STALE`)."""
    if error.code == "stale":
        close_stale(dialog)
    else:
        message.setText(i18n.error_text(error.code, error.params))


def try_commit(dialog: QDialog, commit: Callable[[], object], message: QLabel) -> bool:
    """Run ``commit``; a refusal of the engine or the services is shown (:func:`show_refusal`)."""
    try:
        commit()
    except CodedError as error:
        show_refusal(dialog, error, message)
        return False
    return True
