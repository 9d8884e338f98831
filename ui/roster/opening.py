"""Opening the players window from the main window (one call, so the main window stays small)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from app.services import GameService
from ui.change_relay import relay_of
from ui.roster.players_window import PlayersWindow
from ui.widgets.fit_screen import show_fitted


def open_players_window(parent: QWidget, service: GameService) -> PlayersWindow | None:
    """The players window over ``service``'s database, shown and filled; ``None`` when the
    games are not where the statistics can read them."""
    if not service.stats.available:
        return None
    window = PlayersWindow(service.roster, service.stats, parent)
    show_fitted(window, window.size())
    window.load()
    window.follow(relay_of(service))
    return window
