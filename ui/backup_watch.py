"""The day's backup while the window is in use: its progress in the status bar, its end said.

Started after the main window's first frame (issue 30: on a club's file the check took seconds
before any window appeared). The status bar shows «Checking today's backup… 37 %» while the
child process checks the copy (app/services/daily_backup.py), then «Today's backup is kept.»
for a few seconds; a copy refused because a game is damaged, or one that could not be written,
is said in the same words as before, in a message box. Nothing here waits for the child.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from app.services import GameService
from app.services.daily_backup import BackgroundBackup
from ui import i18n, store_texts
from ui.widgets.message import warn

KEPT_MESSAGE_MS = 5000


class BackupWatch(QObject):
    """One backup in the background and its line in the status bar."""

    moved = Signal(int, int)
    """Games checked, games to check (emitted on the reading thread, queued here)."""
    ended = Signal(str, str)
    """How it ended (app/services/daily_backup.py ``Done``), queued here."""

    def __init__(self, window: QWidget, status_bar: QStatusBar) -> None:
        super().__init__(window)
        self._window = window
        self._bar = status_bar
        self.label: QLabel | None = None
        self.backup: BackgroundBackup | None = None
        self.outcome: tuple[str, str] | None = None
        self.moved.connect(self._moved, Qt.ConnectionType.QueuedConnection)
        self.ended.connect(self._ended, Qt.ConnectionType.QueuedConnection)

    def start(self, service: GameService) -> bool:
        """Take ``service``'s day's backup if it is due; whether one was started."""
        job = service.daily_backup_due()
        if job is None or (self.backup is not None and self.backup.job is job):
            return False
        if self.label is None:
            self.label = QLabel(self.checking_text(0, 0))
            self.label.setObjectName("backup_progress")
            self._bar.addPermanentWidget(self.label)
        self.backup = BackgroundBackup(job, self.moved.emit, self.ended.emit)
        try:
            self.backup.start()
        except OSError as error:  # the program cannot be started again (a broken install)
            self.ended.emit("failed", str(error))
        return True

    def checking_text(self, done: int, total: int) -> str:
        if total <= 0:
            return self.tr("Checking today's backup…")
        percent = min(99, done * 100 // total)
        return self.tr("Checking today's backup… {percent} %").format(percent=percent)

    def kept_text(self) -> str:
        return self.tr("Today's backup is kept.")

    def _moved(self, done: int, total: int) -> None:
        if self.label is not None:
            self.label.setText(self.checking_text(done, total))

    def _ended(self, how: str, detail: str) -> None:
        self.outcome = (how, detail)
        if self.label is not None:
            self._bar.removeWidget(self.label)
            self.label.deleteLater()
            self.label = None
        if how == "kept":
            self._bar.showMessage(self.kept_text(), KEPT_MESSAGE_MS)
        elif how in ("skipped", "failed", "interrupted"):
            code = "backup_skipped" if how == "skipped" else "backup_failed"
            print(f"pulka: daily backup {how}: {detail}", file=sys.stderr)
            text = store_texts.warning_text(code, {"detail": detail})
            warn(self._window, i18n.product_name(), text)
