"""Which event store goes with a game store: the backend's own, sharing its transactions."""

from __future__ import annotations

from app.store.event_protocol import EventStore
from app.store.protocol import GameStore
from app.store.sqlite_events import SqliteEventStore
from app.store.sqlite_store import SqliteStore


def event_store_of(store: GameStore) -> EventStore | None:
    """The events kept beside ``store``'s games (``None``: this backend keeps none yet)."""
    if isinstance(store, SqliteStore):
        return SqliteEventStore(store)
    return None
