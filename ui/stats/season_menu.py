"""The Games menu's entry for the season table; the window itself is loaded when asked for."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from app.services import GameService
from ui.widgets.fit_screen import show_fitted
from ui.widgets.message import warn


def season_action(window: QWidget, service: Callable[[], GameService]) -> QAction:
    """“Season table…”: opens the season table over the database ``service()`` serves then
    (the window may have moved to another database since the menu was built)."""
    for old in window.findChildren(QAction, "season_action"):  # the previous language's
        old.deleteLater()
    action = QAction(QCoreApplication.translate("SeasonMenu", "Season tab&le…"), window)
    action.setObjectName("season_action")
    action.triggered.connect(lambda: open_season_window(window, service()))
    return action


def open_season_window(parent: QWidget, service: GameService) -> QWidget | None:
    """The season table, shown and filled; a message when the statistics cannot be read."""
    from ui.stats.season_window import SeasonWindow

    stats = service.stats
    if not stats.available:
        warn(
            parent,
            QCoreApplication.translate("SeasonMenu", "Season table"),
            QCoreApplication.translate(
                "SeasonMenu", "The season table is counted only for games kept on this computer."
            ),
        )
        return None
    from ui.change_relay import relay_of

    window = SeasonWindow(stats, parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a new one each time
    show_fitted(window, window.size())
    window.load()
    window.follow(relay_of(service))
    return window
