"""A small question window (a name typed or picked) whose title bar shows its whole title.

``QInputDialog`` sizes itself to its label and box and ignores a minimum width set on the
dialog (its layout's size constraint wins), so the window manager cut «Переименовать игрока» to
«Переи… грока» on the players window (issue 14). The box inside is made wide enough instead:
the title's width in the title bar's bold font, plus room for the window's icon and buttons.
"""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QComboBox, QDialog, QInputDialog, QLineEdit, QWidget

TITLE_BAR_EXTRA = 150
"""Pixels of a title bar that are not its text: the icon and three buttons of a window manager
(openbox, KWin, Windows draw about 100–130), with a margin."""
NARROWEST = 320


def title_width(widget: QWidget, title: str) -> int:
    """The width a window needs to show ``title`` whole in its title bar (drawn bold)."""
    font = widget.font()
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_EXTRA


def name_dialog(
    parent: QWidget | None, title: str, label: str, value: str, choices: list[str]
) -> QInputDialog:
    """The dialog: a name typed (``choices`` empty) or picked from ``choices``."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    if choices:
        dialog.setComboBoxItems(choices)
        dialog.setComboBoxEditable(False)
    dialog.setTextValue(value)
    wide = max(NARROWEST, title_width(dialog, title))
    layout = dialog.layout()
    margins = layout.contentsMargins() if layout is not None else None
    inner = wide - (margins.left() + margins.right() if margins is not None else 0)
    for box in (*dialog.findChildren(QLineEdit), *dialog.findChildren(QComboBox)):
        box.setMinimumWidth(inner)
    return dialog


def ask_name(
    parent: QWidget | None,
    title: str,
    label: str,
    value: str = "",
    choices: list[str] | None = None,
) -> str | None:
    """The name typed or picked; ``None`` when cancelled."""
    dialog = name_dialog(parent, title, label, value, choices or [])
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.textValue()
