"""The event window opens inside the screen: 1100 px wide, it ran off a 1024×700 laptop and its
«Новый вечер…» and Close buttons could not be reached (seen in a real X server, issue 14)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize

from app.services.game_service import GameService
from ui import i18n
from ui.events.event_window import EventWindow, opening_size


def test_the_event_window_fits_the_screen_whole(qtbot, tmp_path: Path) -> None:
    i18n.install("ru")
    try:
        with GameService(tmp_path / "club.sqlite3", backups=0) as games:
            window = EventWindow(games, lambda _id: None)
            qtbot.addWidget(window)
            window.show()
            qtbot.waitExposed(window)
            least = window.minimumSizeHint()
            laptop = opening_size(QSize(1024, 700))
            assert laptop.width() <= 1024 - 2 and laptop.height() <= 700 - 26  # openbox's frame
            assert laptop.width() >= least.width() and laptop.height() >= least.height()
            room = window.screen().availableGeometry()  # offscreen: 800×800
            assert window.width() <= max(room.width(), least.width())
            for button in (window.seat_button, window.big_button):  # left and right edges
                right = button.mapTo(window, button.rect().topRight()).x()
                assert right <= window.width()
            window.close()
    finally:
        i18n.install("en")
