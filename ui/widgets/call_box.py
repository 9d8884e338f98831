"""A defender's call box that reads `п`, `в` and `пв` (or `p`, `w`, `h`) in either language.

A plain combo box searched its items by their first letter: in Russian `п` on «пас» moved on to
«полвиста», and in English the Russian letters did nothing, while the contract box read `7п`.
Here the keys typed in quick succession are read as the engine reads a call in a game file
(``Call.parse``: «п», «в», «пв», “pass”…), or as the start of one of those words («по» is
«полвиста»), in every language of the interface.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from app.engine import Call, EngineError
from app.engine.model import call_aliases


def read_call(typed: str) -> Call | None:
    """The call ``typed`` names: an alias of one (``п``, ``пв``, ``w``…), or the beginning of
    the aliases of one call only (``по`` → half-whist); ``None`` otherwise."""
    key = typed.strip().lower()
    if not key:
        return None
    try:
        return Call.parse(key)
    except EngineError:
        pass
    starting = {
        call for call, words in call_aliases().items() if any(w.startswith(key) for w in words)
    }
    return starting.pop() if len(starting) == 1 else None


_TYPING = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
"""Modifiers a typed letter may carry (Ctrl or Alt with a letter is a shortcut, not a call)."""


class CallBox(QComboBox):
    """Whist, pass or half-whist; the items' data are ``Call`` values or their ``.value``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._typed = ""
        self._at = 0.0

    def choose(self, call: Call) -> bool:
        """Show ``call``; False when the box does not offer it."""
        for i in range(self.count()):
            data = self.itemData(i)
            if data is call or data == call.value:
                self.setCurrentIndex(i)
                return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if not text or not text.isalpha() or event.modifiers() & ~_TYPING:
            super().keyPressEvent(event)
            return
        now = time.monotonic()
        if now - self._at > QApplication.keyboardInputInterval() / 1000:
            self._typed = ""
        self._at = now
        call = read_call(self._typed + text)
        if call is not None:
            self._typed += text
        else:  # a new word begins with this key
            self._typed = text
            call = read_call(text)
        if call is not None:
            self.choose(call)
        event.accept()  # never the first-letter search: it walked «пас» on to «полвиста»
