"""The Help menu: keyboard shortcuts, the rules, About (version, licence, data folder)."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.services.about import LICENCE, VERSION


def shortcuts() -> list[tuple[str, str]]:
    """Every keyboard shortcut a player needs, with what it does."""
    return [
        (
            QCoreApplication.translate("Help", "Insert or Ctrl+D"),
            QCoreApplication.translate("Help", "Enter a deal"),
        ),
        (
            QCoreApplication.translate("Help", "Ctrl+I"),
            QCoreApplication.translate(
                "Help", "Record an incident (a broken rule and its penalty)"
            ),
        ),
        (
            QCoreApplication.translate("Help", "Ctrl+Z"),
            QCoreApplication.translate("Help", "Undo the last step (also after a restart)"),
        ),
        (
            QCoreApplication.translate("Help", "Ctrl+Shift+Z or Ctrl+Y"),
            QCoreApplication.translate("Help", "Redo"),
        ),
        (
            QCoreApplication.translate("Help", "р or r in the contract box"),
            QCoreApplication.translate("Help", "Raspasy (everyone passed)"),
        ),
        (
            QCoreApplication.translate("Help", "м or m in the contract box"),
            QCoreApplication.translate("Help", "Misère"),
        ),
        (
            QCoreApplication.translate("Help", "7ч, 7h, 7♥, 6бк, 6nt"),
            QCoreApplication.translate("Help", "A contract: level and suit (nt or бк — no trumps)"),
        ),
        (
            QCoreApplication.translate("Help", "Enter"),
            QCoreApplication.translate("Help", "Record the deal in the deal dialog"),
        ),
        (
            QCoreApplication.translate("Help", "Ctrl+R"),
            QCoreApplication.translate("Help", "Settlement in whists and money"),
        ),
        (
            QCoreApplication.translate("Help", "Ctrl+P"),
            QCoreApplication.translate("Help", "Print the game as the paper sheet"),
        ),
        (
            QCoreApplication.translate("Help", "Ctrl+T"),
            QCoreApplication.translate("Help", "The sheet as a plain table"),
        ),
        (
            QCoreApplication.translate("Help", "Ctrl+wheel"),
            QCoreApplication.translate("Help", "Zoom the sheet (the View menu fits it again)"),
        ),
        (
            QCoreApplication.translate("Help", "Ctrl++ and Ctrl+−, Ctrl+0"),
            QCoreApplication.translate("Help", "Larger or smaller text; the system's size"),
        ),
        (
            QCoreApplication.translate("Help", "Arrow keys on the sheet"),
            QCoreApplication.translate(
                "Help",
                "Move between the players and the parts of the sheet; Enter tells where a "
                "value came from",
            ),
        ),
        (
            QCoreApplication.translate("Help", "Ctrl+N"),
            QCoreApplication.translate("Help", "A new game"),
        ),
        (
            QCoreApplication.translate("Help", "Ctrl+O"),
            QCoreApplication.translate("Help", "The list of games"),
        ),
    ]


def shortcuts_html() -> str:
    rows = "".join(
        f"<tr><td style='padding-right:18px'><b>{html.escape(key)}</b></td>"
        f"<td>{html.escape(what)}</td></tr>"
        for key, what in shortcuts()
    )
    return f"<table cellspacing='4'>{rows}</table>"


def about_html(database: Path | None) -> str:
    """Name and version, what it is, the licence, and where the games are kept."""
    name = QCoreApplication.translate("Help", "Pulka")
    lines = [
        f"<h2>{html.escape(name)} {VERSION}</h2>",
        html.escape(
            QCoreApplication.translate(
                "Help",
                "A scorekeeper for Preferans: the paper sheet, deals, penalties, settlement.",
            )
        ),
        html.escape(
            QCoreApplication.translate("Help", "Licence: {licence}.").format(licence=LICENCE)
        ),
    ]
    if database is not None:
        text = QCoreApplication.translate(
            "Help", "Your games are kept in the file {file} in the folder {folder}"
        )
        lines.append(
            html.escape(text).format(
                file=f"<code>{html.escape(database.name)}</code>",
                folder=f"<br><code>{html.escape(str(database.parent))}</code>",
            )
        )
    return "<p>" + "</p><p>".join(lines) + "</p>"


class TextDialog(QDialog):
    """A titled dialog showing rich text with a Close button."""

    def __init__(self, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.label = QLabel(text)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)


def about_dialog(parent: QWidget | None, database: Path | None) -> TextDialog:
    """About Pulka; ``database`` is the file the games are kept in (its folder is shown)."""
    title = QCoreApplication.translate("Help", "About Pulka")
    return TextDialog(title, about_html(database), parent)


def shortcuts_dialog(parent: QWidget | None) -> TextDialog:
    return TextDialog(
        QCoreApplication.translate("Help", "Keyboard shortcuts"), shortcuts_html(), parent
    )
