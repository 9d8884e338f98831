"""The Alt+letter accelerators a window shows: which visible widget underlines which letter
(a menu's items are looked at as a window of their own: an open menu takes the letter alone).

Two visible widgets of one window underlining the same letter make Alt+that letter cycle
between them instead of acting (seen: "&Players" and "&Points" in the new-event dialog)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QMenuBar, QTabBar, QWidget

# A single “&” before a letter; “&&” is a literal ampersand.
_PLAIN = "\0"


def mnemonic(text: str) -> str | None:
    """The letter ``text`` underlines (lower-case), or None."""
    plain = text.replace("&&", _PLAIN)
    at = plain.find("&")
    if at < 0 or at + 1 >= len(plain) or plain[at + 1] in (_PLAIN, " "):
        return None
    return plain[at + 1].lower()


def _shown(widget: QWidget, root: QWidget) -> bool:
    return widget is root or widget.isVisibleTo(root)


def _texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(what, text) for every text on ``root`` that may carry an accelerator, shown ones only."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not _shown(widget, root):
            continue
        name = type(widget).__name__
        if isinstance(widget, QAbstractButton):
            yield name, widget.text()
        elif isinstance(widget, QLabel):
            # A label's “&” works only with a buddy to take the focus; rich text has none.
            buddy = widget.buddy()
            rich = widget.textFormat() == Qt.TextFormat.RichText
            if buddy is not None and buddy.isVisibleTo(root) and not rich:
                yield name, widget.text()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                if widget.isTabVisible(index):
                    yield name + " tab", widget.tabText(index)
        elif isinstance(widget, QMenuBar) or (widget is root and isinstance(widget, QMenu)):
            # A menu bar's titles share the window's letters; a menu's items, the menu's own.
            for action in widget.actions():
                if action.isVisible():
                    yield name + " menu", action.text()


def taken(root: QWidget) -> str:
    """The letters ``root``'s shown widgets underline, sorted: what a fix may not choose."""
    return "".join(sorted({m for _w, text in _texts(root) if (m := mnemonic(text)) is not None}))


def clashes(root: QWidget) -> dict[str, list[str]]:
    """Each letter that two or more shown widgets of ``root`` underline, with their texts."""
    by_letter: defaultdict[str, list[str]] = defaultdict(list)
    for what, text in _texts(root):
        letter = mnemonic(text)
        if letter is not None:
            by_letter[letter].append(f"{what} {text!r}")
    return {letter: texts for letter, texts in by_letter.items() if len(texts) > 1}
