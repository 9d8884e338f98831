"""Every open window follows every change: a service's change hub handed to the window's
thread (docs/decisions/0010-change-hub.md).

The hub calls its listeners on whatever thread published — the window's own after a write,
the writer thread when a COMMIT returns, a watcher's thread for another client's write. The
relay only collects what arrived and asks, once, for a delivery on the window's thread; there
the changes gathered meanwhile go out as one (:meth:`Changes.merged`), so a burst (an
imported evening, a reconnection's catch-up) redraws each window once. Each window decides
from the change what it shows that was touched. One relay per service (:func:`relay_of`);
made after the first paint, with the service's watcher (imported with it, not at start-up).
"""

from __future__ import annotations

import threading
import weakref

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication

from app.services import Changes, GameService
from app.services.results import Link


class ChangeRelay(QObject):
    """``changed`` (a :class:`Changes`) and ``link`` (a :class:`Link`), on the window's
    thread."""

    changed = Signal(object)
    link = Signal(object)
    _arrived = Signal()

    def __init__(self, service: GameService) -> None:
        super().__init__()
        self._lock = threading.Lock()
        self._pending: Changes | None = None
        self._link: Link | None = None
        self._service = weakref.ref(service)
        self._arrived.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._subscription = service.hub.subscribe(self._heard, self._heard_link)
        self.following = service.follow()
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.applicationStateChanged.connect(self._application_state)

    # -- any thread ---------------------------------------------------------------------------

    def _heard(self, changes: Changes) -> None:
        with self._lock:
            first = self._pending is None and self._link is None
            self._pending = changes if self._pending is None else self._pending.merged(changes)
        if first:
            self._arrived.emit()

    def _heard_link(self, link: Link) -> None:
        with self._lock:
            first = self._pending is None and self._link is None
            self._link = link
        if first:
            self._arrived.emit()

    # -- the window's thread ------------------------------------------------------------------

    def _deliver(self) -> None:
        with self._lock:
            changes, self._pending = self._pending, None
            link, self._link = self._link, None
        service = self._service()
        if service is None or service.closed:
            return  # told before the service closed: no window reads it any more
        if changes is not None:
            self.changed.emit(changes)
        if link is not None:  # after the catch-up's changes: "current" means redrawn
            self.link.emit(link)

    def _application_state(self, state: Qt.ApplicationState) -> None:
        """A window of the app gained focus: look at the file now (another program may have
        written it while the player was there)."""
        if state == Qt.ApplicationState.ApplicationActive:
            self.check_now()

    def check_now(self) -> None:
        if self.following is not None:
            self.following.check_now()

    def close(self) -> None:
        self._subscription.close()


_relays: weakref.WeakKeyDictionary[GameService, ChangeRelay] = weakref.WeakKeyDictionary()


def relay_of(service: GameService) -> ChangeRelay:
    """The relay of ``service``'s changes (made, and its watcher started, at the first call)."""
    relay = _relays.get(service)
    if relay is None:
        relay = ChangeRelay(service)
        _relays[service] = relay
    return relay
