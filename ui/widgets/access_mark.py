"""The status bar's mark while nothing can be written: a club login that may only look says
«Только просмотр», a file opened read-only «Только чтение» (docs/texts.md, "Read-only words")."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QStatusBar

from app.services import GameService
from ui import store_texts


class AccessMark:
    """One permanent label of the status bar, shown only while the games cannot be written,
    and said again when the database or the language changes."""

    def __init__(self, bar: QStatusBar) -> None:
        self.label = QLabel()
        self.label.hide()
        bar.addPermanentWidget(self.label)

    def show_for(self, service: GameService) -> None:
        """Mark ``service``'s access: a viewer's login, a read-only file, or nothing."""
        text = store_texts.read_only_mark(service.permissions().role) if service.read_only else ""
        self.label.setText(text)
        self.label.setVisible(bool(text))
