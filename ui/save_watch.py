"""A write shown before its COMMIT returned: "Saving…" in the status bar until it has, and a
COMMIT that failed puts the window back to the game as stored and says why
(docs/decisions/0006-commit-off-gui.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QStatusBar

from app.services import CommitResult, GameService, GameView, HistoryItem


class SaveWatch(QObject):
    """The COMMITs of the window's service: the writer thread says one ended (``ended``,
    delivered on the window's thread), :meth:`settle` takes how it ended."""

    ended = Signal()
    """Emitted on the writer thread; queued to this object's thread."""

    def __init__(
        self,
        status_bar: QStatusBar,
        service: Callable[[], GameService],
        failed: Callable[[CommitResult, tuple[GameView, Sequence[HistoryItem]] | None], None],
    ) -> None:
        super().__init__(status_bar)
        self._bar = status_bar
        self._service = service
        self._failed = failed
        self.before: tuple[GameView, Sequence[HistoryItem]] | None = None
        """What the window showed before the write whose COMMIT is in flight."""
        self.ended.connect(self._ended, Qt.ConnectionType.QueuedConnection)

    def saving_text(self) -> str:
        return self.tr("Saving…")

    def shows_saving(self) -> bool:
        """Whether the status bar says "Saving…" now."""
        return self._bar.currentMessage() == self.saving_text()

    def attach(self, service: GameService) -> None:
        """Commit ``service``'s writes on its writer thread from now on (where its store can)."""
        service.commit_in_background(self.ended.emit)

    def saving(self, before: tuple[GameView, Sequence[HistoryItem]] | None) -> None:
        """A write was shown whose COMMIT is in flight; ``before`` is what the window showed."""
        self.before = before
        # The status bar's message, not a label shown and hidden: showing a widget cost
        # 0.3 ms of each Enter (its events pass the application's wheel guard), this 0.03.
        self._bar.showMessage(self.saving_text())

    def _ended(self) -> None:
        # A later write's COMMIT may already be running (this signal was queued behind it):
        # its own signal will come; the window's thread does not wait for the disk here.
        if self._service().commit_idle():
            self.settle()

    def settle(self) -> bool:
        """Wait for the COMMIT in flight; False when a write failed (the window was put back
        and told the player, through ``failed``)."""
        results = self._service().settle()
        if self.shows_saving():  # another message (a language change…) is left alone
            self._bar.clearMessage()
        before, self.before = self.before, None
        failed = [result for result in results if result.error is not None]
        if not failed:
            return True
        # Later writes waited for the failed one and were refused as stale: the first failure
        # is the one to tell.
        self._failed(failed[0], before)
        return False
