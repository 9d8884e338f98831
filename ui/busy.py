"""Waiting for a database another program holds locked, without freezing the window.

The service is opened with a short busy timeout and this handler as its ``on_busy``
(:class:`app.services.GameService`): after the first short wait a progress dialog appears, and
the window keeps repainting between tries until the lock is free or the player presses
"Stop waiting" (the call then ends in a ``store_busy`` refusal, nothing written).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from ui import i18n, store_texts

if TYPE_CHECKING:
    from PySide6.QtWidgets import QProgressDialog

BUSY_TIMEOUT_MS = 150
"""The connection's own wait per try: short, so the window is never blocked for long."""
PAUSE_S = 0.1
"""Events are processed this long between tries."""


class BusyWait:
    """An ``on_busy`` handler: ``attempt`` ≥ 1 after a busy try, 0 when the call has ended."""

    def __init__(self) -> None:
        self.dialog: QProgressDialog | None = None

    def __call__(self, attempt: int) -> bool:
        if attempt == 0:
            self._close()
            return False
        # Imported when a lock is first met: their enums are not built at every start.
        from PySide6.QtCore import QEventLoop
        from PySide6.QtWidgets import QApplication, QProgressDialog

        if self.dialog is None:
            dialog = QProgressDialog(
                store_texts.waiting_text(),
                store_texts.stop_waiting_text(),
                0,
                0,
                QApplication.activeWindow(),
            )
            dialog.setWindowTitle(i18n.product_name())
            dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
            dialog.setMinimumDuration(0)
            dialog.show()
            self.dialog = dialog
        deadline = time.monotonic() + PAUSE_S
        while time.monotonic() < deadline:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.01)
        if self.dialog.wasCanceled():
            self._close()
            return False
        return True

    def _close(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
