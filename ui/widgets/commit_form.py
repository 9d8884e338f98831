"""Parts shared by the dialogs that preview an event and commit it: preview box, OK/Cancel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from app.engine import CodedError
from ui import i18n


def preview_box(title: str, lines: int, owner: QDialog) -> tuple[QLabel, QGroupBox]:
    """A titled box whose label lists what will be written, with room for ``lines`` lines.

    A dialog does not grow with a word-wrapped label, so without the reserved height a longer
    preview was clipped (seen in the screenshots, in Russian most).
    """
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setMinimumHeight(owner.fontMetrics().lineSpacing() * lines)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    box = QGroupBox(title)
    QVBoxLayout(box).addWidget(label)
    return label, box


def ok_cancel(dialog: QDialog) -> tuple[QDialogButtonBox, QPushButton]:
    """OK (the default button: Enter commits) and Cancel, wired to the dialog."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setDefault(True)
    return buttons, ok


def try_commit(commit: Callable[[], object], message: QLabel) -> bool:
    """Run ``commit``; a refusal of the engine or the services is shown in ``message``."""
    try:
        commit()
    except CodedError as error:
        message.setText(i18n.error_text(error.code, error.params))
        return False
    return True
