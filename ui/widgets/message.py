"""Refusals on screen, as plain text: a dialog's red label (or its neutral hint) and message
boxes."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt namespace
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from ui import theme


def error_label() -> QLabel:
    """An empty refusal label (every form shows its refusals the same way): bold, in the
    colour scheme's error tone (ui/theme.py)."""
    label = QLabel()
    label.setObjectName("message")
    label.setTextFormat(Qt.TextFormat.PlainText)  # refusals quote names: never rich text
    label.setWordWrap(True)
    show_as_hint(label, False)
    return label


def show_as_hint(label: QLabel, hint: bool) -> None:
    """Show an :func:`error_label` as a neutral hint (``hint``: ordinary text, what to do before
    anything went wrong) or as a refusal (bold, in the error tone)."""
    tone = "window_text" if hint else "error"
    if label.property("tone") != tone:  # a new palette re-lays out the label: only on a change
        theme.tint(label, tone)
        font = label.font()
        font.setBold(not hint)
        label.setFont(font)


def enter_on_nothing(event: QKeyEvent, ok: QPushButton) -> bool:
    """Whether ``event`` is Enter pressed while ``ok`` is disabled: the player asked to write
    and nothing can be, so a form's hint becomes the refusal it stands for (the deal and the
    manual-entry dialogs)."""
    return event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not ok.isEnabled()


def plain_for_box(text: str) -> str:
    """``text`` for a ``QMessageBox`` so that it always shows as typed.

    A message box guesses the format: text that looks like markup (a player named
    ``<img src=x>``, a path with ``<b>``) would be rendered as HTML (issue 12, item 17). Such text
    is escaped and marked as rich text, so Qt shows the characters themselves; ordinary text is
    passed unchanged.
    """
    if not GuiQt.mightBeRichText(text):
        return text
    import html  # not at start-up: the package loads its entity table (~10 M instructions)

    return "<qt>" + html.escape(text).replace("\n", "<br>") + "</qt>"


def without_mnemonic(text: str) -> str:
    """A menu text as words: ``&Undo`` → ``Undo``, ``A&&B`` → ``A&B`` (Qt's mnemonic rule)."""
    return re.sub("&(.)", r"\1", text)


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` as typed: a tooltip, like a message box, renders text that
    looks like markup as HTML (issue 29, D8: the Undo button's tooltip quoting ``<b>Eve</b>``
    showed a bold «Eve»). Escaped text is rich text, which a tooltip wraps at a word: kept on
    its lines instead, as a plain tooltip is."""
    if not GuiQt.mightBeRichText(text):
        return text
    import html  # only for such a text (see plain_for_box)

    return "<p style='white-space:pre'>" + html.escape(text) + "</p>"


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning box whose text shows as typed (see :func:`plain_for_box`)."""
    from PySide6.QtWidgets import QMessageBox  # its enums only when a box is shown (issue 30)

    QMessageBox.warning(parent, title, plain_for_box(text))


def fail(parent: QWidget | None, title: str, text: str) -> None:
    """A critical box whose text shows as typed (see :func:`plain_for_box`)."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.critical(parent, title, plain_for_box(text))
