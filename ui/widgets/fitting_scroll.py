"""A dialog's content that shows whole when the screen has room and scrolls when it has not.

A form with word-wrapped notes needs more height than its layout says (the wrapped lines are
not in the minimum size): on a 1024×700 screen Qt opened the four-player correction of a manual
entry with halves at two thirds of the screen, and the layout squashed the whist boxes to
13 px (issue 11, item 1). Inside this area every box keeps its full height; the area scrolls.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QFrame, QScrollArea, QWidget

from ui.widgets.fit_screen import keep_on_screen

FRAME_GUESS = 32
"""A title bar and borders, until the window manager has framed the window (openbox: 25)."""


class FittingScroll(QScrollArea):
    """Scrolls ``content`` vertically; asks for all of its height (Qt's own area asks for at
    most 24 lines), so a dialog opens without a scroll bar where the screen allows."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)
        self.content = content

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:
        content = self.content
        hint = content.sizeHint()
        width = max(hint.width(), self._least_width())
        layout = content.layout()
        height = hint.height()
        if layout is not None and layout.hasHeightForWidth():
            height = max(height, layout.totalHeightForWidth(width))
        return QSize(width + self._bar(), height)

    def minimumSizeHint(self) -> QSize:
        # As wide as the content needs, a few lines high: the dialog may shrink, not the boxes.
        lines = self.fontMetrics().lineSpacing() * 6
        return QSize(self._least_width() + self._bar(), lines)

    def _least_width(self) -> int:
        content = self.content
        return max(content.minimumWidth(), content.minimumSizeHint().width())


def open_fitted(dialog: QDialog, scroll: FittingScroll) -> None:
    """Size ``dialog`` to show all of its content where its screen has room, else as tall as
    the screen's free area allows (its content then scrolls); frame included."""
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    room = screen.availableGeometry()
    frame = dialog.frameGeometry().height() - dialog.geometry().height()
    if frame <= 0:
        frame = FRAME_GUESS
    rest = dialog.sizeHint().height() - scroll.sizeHint().height()  # buttons, margins
    content = scroll.sizeHint().height()
    wanted = content + max(rest, 0)
    height = min(wanted, room.height() - frame)
    layout = dialog.layout()
    margins = layout.contentsMargins() if layout is not None else None
    sides = margins.left() + margins.right() if margins is not None else 0
    width = max(dialog.width(), scroll.sizeHint().width() + sides)
    dialog.resize(min(width, room.width()), max(height, dialog.minimumSizeHint().height()))
    QTimer.singleShot(0, lambda: keep_on_screen(dialog))
