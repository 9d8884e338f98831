"""The Help menu: keyboard shortcuts, the rules, About (version, licence, data folder)."""

from __future__ import annotations

import html
import sqlite3
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app import __version__

LICENCE = "MIT"
"""The licence in pyproject.toml (``project.license``)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def shortcuts() -> list[tuple[str, str]]:
    """Every keyboard shortcut a player needs, with what it does."""
    return [
        (_tr("Insert or Ctrl+D"), _tr("Enter a deal")),
        (_tr("Ctrl+I"), _tr("Record an incident (a broken rule and its penalty)")),
        (_tr("Ctrl+Z"), _tr("Undo the last step (also after a restart)")),
        (_tr("Ctrl+Shift+Z or Ctrl+Y"), _tr("Redo")),
        (
            _tr("р or r in the contract box"),
            _tr("Raspasy (everyone passed)"),
        ),
        (_tr("м or m in the contract box"), _tr("Misère")),
        (_tr("7ч, 7h, 7♥, 6бк, 6nt"), _tr("A contract: level and suit (бк — no trumps)")),
        (_tr("Enter"), _tr("Record the deal in the deal dialog")),
        (_tr("Ctrl+R"), _tr("Settlement in whists and money")),
        (_tr("Ctrl+P"), _tr("Print the game as the paper sheet")),
        (_tr("Ctrl+T"), _tr("The sheet as a plain table")),
        (_tr("Ctrl+wheel, Ctrl++ and Ctrl+−, Ctrl+0"), _tr("Zoom the sheet; fit the window")),
        (_tr("Ctrl+N"), _tr("A new game")),
        (_tr("Ctrl+O"), _tr("The list of games")),
    ]


def shortcuts_html() -> str:
    rows = "".join(
        f"<tr><td style='padding-right:18px'><b>{html.escape(key)}</b></td>"
        f"<td>{html.escape(what)}</td></tr>"
        for key, what in shortcuts()
    )
    return f"<table cellspacing='4'>{rows}</table>"


def database_file(db: sqlite3.Connection) -> Path | None:
    """The file behind a service's connection (None for an in-memory database)."""
    for _, name, file in db.execute("PRAGMA database_list"):
        if name == "main" and file:
            return Path(file)
    return None


def about_html(database: Path | None) -> str:
    lines = [
        f"<h2>{html.escape(_tr('Pulka'))} {html.escape(__version__)}</h2>",
        html.escape(
            _tr("A scorekeeper for Preferans: the paper sheet, deals, penalties, settlement.")
        ),
        html.escape(_tr("Licence: {licence}.").format(licence=LICENCE)),
    ]
    if database is not None:
        lines.append(
            html.escape(_tr("Your games are kept in the folder {folder}")).format(
                folder=f"<br><code>{html.escape(str(database.parent))}</code>"
            )
        )
        lines.append(
            html.escape(_tr("in the file {file}.")).format(
                file=f"<code>{html.escape(database.name)}</code>"
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


def about_dialog(parent: QWidget | None, db: sqlite3.Connection) -> TextDialog:
    return TextDialog(_tr("About Pulka"), about_html(database_file(db)), parent)


def shortcuts_dialog(parent: QWidget | None) -> TextDialog:
    return TextDialog(_tr("Keyboard shortcuts"), shortcuts_html(), parent)
