"""A club server that cannot be reached: said in a banner, the last view kept read-only, the
connection tried again with a growing pause, and everything reloaded when it is back (issue 15).

Nothing is lost meanwhile: a deal is acknowledged only when the store returned (the deal dialog
stays open with what was typed when the write fails), and the server keeps what it committed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QBoxLayout, QLabel, QWidget

from app.engine import CodedError
from ui import theme

FIRST_PAUSE_MS = 2_000
LONGEST_PAUSE_MS = 60_000


class ServerWatch(QObject):
    """Owns the banner and the retry timer. ``probe`` is a cheap read (raises a coded error
    while the server is unreachable); ``changed`` is called when going offline or back. The
    banner is made when first needed, at the top of ``parent``'s box layout: its style sheet
    costs start-up time that a window on a local file never needs (docs/benchmarks.md)."""

    def __init__(
        self, parent: QWidget, probe: Callable[[], object], changed: Callable[[bool], None]
    ) -> None:
        super().__init__(parent)
        self.probe = probe
        self.changed = changed
        self.offline = False
        self.pause_ms = FIRST_PAUSE_MS
        self.attempts = 0
        self.parent_widget = parent
        self._banner: QLabel | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.retry)

    @property
    def banner(self) -> QLabel:
        """The banner above the window's pages (hidden until the server is lost)."""
        if self._banner is None:
            banner = QLabel(self.parent_widget)
            banner.setObjectName("serverBanner")
            banner.setWordWrap(True)
            scheme = theme.current()
            banner.setStyleSheet(
                f"#serverBanner {{ background: {scheme.banner}; color: {scheme.banner_text};"
                f" padding: 6px; border-bottom: 1px solid {scheme.banner_text}; }}"
            )
            banner.hide()
            layout = self.parent_widget.layout()
            if isinstance(layout, QBoxLayout):
                layout.insertWidget(0, banner)
            self._banner = banner
        return self._banner

    def lost(self) -> None:
        """The server did not answer: say so, keep the view read-only, try again later."""
        if self.offline:
            return
        self.offline = True
        self.pause_ms = FIRST_PAUSE_MS
        self.attempts = 0
        self._show()
        self.changed(True)
        self.timer.start(self.pause_ms)

    def retry(self) -> None:
        """One attempt: back when the probe reads, else a longer pause (doubled, at most a
        minute)."""
        self.attempts += 1
        try:
            self.probe()
        except CodedError as error:
            # Any other answer (a refusal, a damaged game) means the server answered: back
            # online, and the reload says what is wrong in its own words.
            if error.code != "server_unavailable":
                self._back()
                return
            self.pause_ms = min(self.pause_ms * 2, LONGEST_PAUSE_MS)
            self._show()
            self.timer.start(self.pause_ms)
            return
        self._back()

    def current_again(self) -> None:
        """The server's notifications reach this client again and it has caught up with what
        was written meanwhile (docs/decisions/0010-change-hub.md): back online if it was
        lost (everything read again)."""
        if self.offline:
            self._back()

    def _back(self) -> None:
        self.offline = False
        self.timer.stop()
        if self._banner is not None:
            self._banner.hide()
        self.changed(False)

    def _show(self) -> None:
        seconds = self.pause_ms // 1000
        self.banner.setText(
            self.tr(
                "The club server cannot be reached. The games are shown as last read and"
                " nothing can be recorded; Pulka tries again in {seconds} s and reloads when"
                " the server is back."
            ).format(seconds=seconds)
        )
        self.banner.show()

    def retranslate(self) -> None:
        if self.offline:
            self._show()
