"""Opening the players window from the main window (one call, so the main window stays small)."""

from __future__ import annotations

import sqlite3

from PySide6.QtWidgets import QWidget

from app.services import GameService
from app.services.roster import RosterService
from app.services.stats import StatsService
from ui.roster.players_window import PlayersWindow


def open_players_window(parent: QWidget, service: GameService) -> PlayersWindow | None:
    """The players window over ``service``'s database, shown and filled; ``None`` when the
    games are not in a file the statistics can read (they need its connection)."""
    conn = getattr(service.store, "conn", None)
    if not isinstance(conn, sqlite3.Connection):
        return None
    window = PlayersWindow(
        RosterService(service.store), StatsService(conn, read_only=service.read_only), parent
    )
    window.show()
    window.load()
    return window
