"""Which event store goes with a game store: the backend's own, sharing its transactions."""

from __future__ import annotations

import sys

from app.store.event_protocol import EventStore
from app.store.protocol import GameStore
from app.store.sqlite_events import SqliteEventStore
from app.store.sqlite_store import SqliteStore


def event_store_of(store: GameStore) -> EventStore | None:
    """The events kept beside ``store``'s games (``None``: this backend keeps none)."""
    if isinstance(store, SqliteStore):
        return SqliteEventStore(store)
    # A club server's store is loaded only once a server was opened (psycopg is not imported
    # at start-up): if its module is not loaded, ``store`` cannot be one.
    if "app.store.postgres.store" in sys.modules:
        from app.store.postgres.events import PostgresEventStore
        from app.store.postgres.store import PostgresStore

        if isinstance(store, PostgresStore):
            return PostgresEventStore(store)
    return None
