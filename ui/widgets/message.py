"""The label where a dialog or wizard page shows a refusal: red, bold, word-wrapped."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

ERROR_STYLE = "#message { color: #b00020; font-weight: bold; }"


def error_label() -> QLabel:
    """An empty refusal label (every form shows its refusals the same way)."""
    label = QLabel()
    label.setObjectName("message")
    label.setTextFormat(Qt.TextFormat.PlainText)  # refusals quote names: never rich text
    label.setWordWrap(True)
    label.setStyleSheet(ERROR_STYLE)
    return label
