"""The main window fits a 1024×700 screen, title bar and borders included (issue 14 review,
item 3): the first window was the screen's width without its borders, so its right edge fell
off the screen (seen in a real X server with openbox: frame 1, 1, 20, 5)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from ui.widgets.fit_screen import fitted

FREE = QRect(0, 0, 1024, 700)


def frame_of(inner: QRect) -> QRect:
    """openbox's frame as measured: 1 px left/right, 20 px title bar, 5 px bottom."""
    return inner.adjusted(-1, -20, 1, 5)


@pytest.mark.parametrize(
    "inner",
    [
        QRect(1, 20, 1024, 660),  # the first window of the review: 2 px off the right edge
        QRect(400, 300, 1180, 760),  # a size restored from a larger screen
        QRect(-50, -10, 800, 500),  # partly above and left of the screen
        QRect(1, 20, 600, 400),  # already inside: left alone
    ],
)
def test_the_framed_window_lies_inside_the_screen(inner) -> None:
    new = fitted(inner, frame_of(inner), FREE)
    assert FREE.contains(frame_of(new)), frame_of(new)
    assert new.width() <= inner.width() and new.height() <= inner.height()
    if FREE.contains(frame_of(inner)):
        assert new == inner


def test_the_review_window_keeps_its_height_and_loses_two_pixels(qapp) -> None:
    assert fitted(QRect(1, 20, 1024, 660), frame_of(QRect(1, 20, 1024, 660)), FREE) == QRect(
        1, 20, 1022, 660
    )


def test_the_first_window_fits_the_offscreen_screen(window) -> None:
    from ui.widgets.fit_screen import keep_on_screen

    free = window.screen().availableGeometry()
    window.resize(free.width() + 300, free.height() + 200)
    keep_on_screen(window)
    assert free.contains(window.frameGeometry()), (free, window.frameGeometry())
