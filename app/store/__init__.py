"""Persistence on sqlite3 (sqlite-utils only to migrate; no Qt): database, event log, games."""

from app.store.db import (
    DatabaseRefused,
    OpenedStore,
    StoreWarning,
    default_database_path,
    open_database,
    open_store,
    write_transaction,
)

__all__ = [
    "DatabaseRefused",
    "OpenedStore",
    "StoreWarning",
    "default_database_path",
    "open_database",
    "open_store",
    "write_transaction",
]
