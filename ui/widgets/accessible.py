"""What a screen reader says for a control: its accessible name and description (issue 32, item 5).

Qt names a button by its text and a field by the label whose buddy it is, but a combo box by
the item it shows («Вика» for the declarer box) and a field without a buddy not at all; and it
describes a control only by its tooltip. The dialogs name and describe every control through
here, in the interface language; :func:`buttons` covers a dialog's standard buttons.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QWidget


def plain(text: str) -> str:
    """A label's text as said: without its mnemonic ``&`` (``&&`` is a real one) and the colon
    that ends a form label."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip().rstrip(":")


def name(widget: QWidget, text: str, description: str = "") -> None:
    """Name ``widget`` (and describe it, when ``description`` is given)."""
    widget.setAccessibleName(plain(text))
    if description:
        widget.setAccessibleDescription(description)


def describe(widget: QWidget, description: str) -> None:
    widget.setAccessibleDescription(description)


def buttons(box: QDialogButtonBox) -> None:
    """A dialog's standard buttons described by what they do."""
    said = {
        QDialogButtonBox.StandardButton.Ok: QCoreApplication.translate(
            "Accessible", "Accept what this window shows and close it"
        ),
        QDialogButtonBox.StandardButton.Cancel: QCoreApplication.translate(
            "Accessible", "Close this window without changing anything"
        ),
        QDialogButtonBox.StandardButton.Close: QCoreApplication.translate(
            "Accessible", "Close this window"
        ),
    }
    for which, text in said.items():
        button = box.button(which)
        if button is not None and not button.accessibleDescription():
            button.setAccessibleDescription(text)
