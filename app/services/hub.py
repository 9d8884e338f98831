"""The change hub: every acknowledged write, told to everyone who listens (one per service).

A service publishes a :class:`~app.services.results.Changes` once a write is acknowledged (after
its COMMIT returned; a COMMIT on the writer thread publishes from there when it returns, and a
failed one publishes what the failure changed back), and a watcher publishes what another
client or program wrote (docs/decisions/0010-change-hub.md). The interface hands both to
every open window on the window's thread; a server for phones would hand them to its own
loop. Qt-free and thread-safe: listeners are called on
the publishing thread, so a listener only hands the change on — it never calls the service
from there (the service belongs to one thread at a time).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable

from app.services.results import Changes, Link

ChangeListener = Callable[[Changes], None]
LinkListener = Callable[[Link], None]


class Subscription:
    """One listener of a hub; :meth:`close` stops it (idempotent)."""

    def __init__(
        self, hub: ChangeHub, on_change: ChangeListener, on_link: LinkListener | None
    ) -> None:
        self._hub = hub
        self.on_change = on_change
        self.on_link = on_link

    def close(self) -> None:
        self._hub._drop(self)


class ChangeHub:
    """Subscribe, unsubscribe, publish; any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subscriptions: tuple[Subscription, ...] = ()
        self._link = Link("current")

    def subscribe(
        self, on_change: ChangeListener, on_link: LinkListener | None = None
    ) -> Subscription:
        """Call ``on_change`` with every change published from now on (and ``on_link`` when
        the link to other clients is lost or current again)."""
        subscription = Subscription(self, on_change, on_link)
        with self._lock:
            self._subscriptions = (*self._subscriptions, subscription)
        return subscription

    def _drop(self, subscription: Subscription) -> None:
        with self._lock:
            self._subscriptions = tuple(s for s in self._subscriptions if s is not subscription)

    @property
    def listened(self) -> bool:
        """Whether anyone listens (a write then works out which event rounds it touched)."""
        return bool(self._subscriptions)

    @property
    def link(self) -> Link:
        """The link as last published (``current`` until a watcher says otherwise)."""
        return self._link

    def publish(self, changes: Changes) -> None:
        """Tell every listener, in the order they subscribed; one that fails does not stop
        the others, nor the write that published (it is said on standard error)."""
        if changes.nothing:
            return
        for subscription in self._subscriptions:  # a tuple: replaced, never changed in place
            try:
                subscription.on_change(changes)
            except Exception as error:  # a listener's bug must not undo an acknowledged write
                _report(error)

    def publish_link(self, link: Link) -> None:
        """The link to other clients is lost, or current again (after catching up)."""
        with self._lock:
            if link == self._link:
                return
            self._link = link
        for subscription in self._subscriptions:
            if subscription.on_link is not None:
                try:
                    subscription.on_link(link)
                except Exception as error:
                    _report(error)

    def close(self) -> None:
        """Forget every listener (the service is closing)."""
        with self._lock:
            self._subscriptions = ()


def _report(error: Exception) -> None:
    print(f"pulka: a change was not handed on: {type(error).__name__}: {error}", file=sys.stderr)
