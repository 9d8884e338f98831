"""Opening the statistics window from the main window's Game menu (one call, so the main
window stays small)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from app.services import GameService
from ui.change_relay import relay_of
from ui.stats.stats_window import StatsWindow, open_stats_window


def show_statistics(parent: QWidget, service: GameService) -> StatsWindow | None:
    """The statistics window over ``service``'s database; ``None`` when the games are not
    where the statistics can read them."""
    stats = service.stats
    if not stats.available:
        return None
    window = open_stats_window(parent, stats)
    window.follow(relay_of(service))
    return window
