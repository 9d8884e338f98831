"""The main window following changes made elsewhere (issue 26 items 2 and 3): its open game,
a dialog open on that game, the games list, and the club server's link
(docs/decisions/0010-change-hub.md).

The window's own writes redraw it from their results; what arrives here are changes told by
the service's hub — another window of this process, another program on the file, another
client of the server. The open game is read again only when a change names a newer
``last_seq`` than the window shows, quietly: a game that cannot be read (gone, or the server
lost, which the banner says) leaves the window as it was without a message. A dialog open on
the game is told, so it shows the game as it now is before anything is written.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QStackedWidget, QStatusBar

from app.engine import CodedError
from app.services import Changes, GameService, GameView
from app.services.results import Link
from ui.change_relay import ChangeRelay, relay_of
from ui.server_watch import ServerWatch
from ui.widgets.commit_form import close_stale
from ui.widgets.lazy_page import LazyPage


class FollowedWindow(Protocol):
    """What following reads and redraws of the main window (ui/main_window.py, named here by
    what it offers: the window imports this module)."""

    game_id: int | None
    view: GameView | None
    service: GameService
    start_page: LazyPage
    pages: QStackedWidget
    server_watch: ServerWatch

    def statusBar(self) -> QStatusBar: ...

    def refresh_start(self) -> None: ...

    def refresh(
        self, changes: Changes | None = None, view: GameView | None = None, *, announce: bool = True
    ) -> bool: ...


class MainFollow(QObject):
    """What the main window does with each change the relay delivers."""

    def __init__(self, parent: QObject, window: FollowedWindow) -> None:
        super().__init__(parent)
        self.window = window
        self.relay: ChangeRelay | None = None
        self.attach(window.service)

    def attach(self, service: GameService) -> None:
        """Follow ``service``'s changes (the window moved to another database)."""
        if self.relay is not None:
            self.relay.changed.disconnect(self.changed)
            self.relay.link.disconnect(self.linked)
        self.relay = relay_of(service)
        self.relay.changed.connect(self.changed)
        self.relay.link.connect(self.linked)

    # -- changes --------------------------------------------------------------------------------

    def changed(self, changes: Changes) -> None:
        window = self.window
        if window.game_id is not None and window.view is not None:
            mark = changes.game(window.game_id)
            if mark is not None and mark.last_seq > window.view.last_seq:
                self._game_moved(window.game_id)
        listed = window.start_page.built and window.pages.currentIndex() == 0
        if (changes.game_list or changes.roster) and listed:
            window.refresh_start()  # a list not shown is filled when it is shown again

    def _game_moved(self, game_id: int) -> None:
        window = self.window
        try:
            view = window.service.game(game_id)
        except CodedError:
            return  # not readable now: kept as shown (a lost server says so in its banner)
        if window.game_id != game_id:
            return
        window.refresh(view=view, announce=False)
        dialog = QApplication.activeModalWidget()
        if dialog is not None and dialog.parent() is self.parent():
            self._tell(dialog, view)

    def _tell(self, dialog: Any, view: GameView) -> None:
        """The stale-view rule for what a dialog shows (issue 26, "Faults"): the dialog says
        the game changed and previews against it as it is now; one whose deal no longer fits
        (other seats, a corrected deal corrected or undone meanwhile) is closed as stale, and
        the window says why."""
        correcting = getattr(dialog, "correcting", None)
        if correcting is not None:
            try:
                target = self.window.service.correctable(view.id, correcting.target)
            except CodedError:
                close_stale(dialog)
                return
            if target.event != correcting.event:
                close_stale(dialog)
                return
        game_changed = getattr(dialog, "game_changed", None)  # the deal, entry, incident forms
        if callable(game_changed) and not game_changed(view):
            close_stale(dialog)

    # -- the club server's link -----------------------------------------------------------------

    def linked(self, link: Link) -> None:
        """Lost: the banner says so (nothing from others arrives, nothing can be written).
        Current again: it has caught up, every window was redrawn, and the window says so."""
        watch = self.window.server_watch
        if link.state == "lost":
            watch.lost()
            return
        watch.current_again()
        self.window.statusBar().showMessage(
            self.tr("The club server is back. Every window shows what it holds now."), 8000
        )
