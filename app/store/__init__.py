"""Persistence (no Qt): the :class:`GameStore` seam and its SQLite backend (sqlite-utils only to
migrate); opening a database file, its backups and template are SQLite's own business."""

from app.store.db import (
    DatabaseRefused,
    OpenedDatabase,
    default_database_path,
    open_connection,
    open_database,
    write_transaction,
)
from app.store.errors import StaleWrite, StoredDataDamaged, StoreError, StoreWarning
from app.store.protocol import GameId, GameListing, GameRow, GameStamp, GameStatus, GameStore

__all__ = [
    "DatabaseRefused",
    "GameId",
    "GameListing",
    "GameRow",
    "GameStamp",
    "GameStatus",
    "GameStore",
    "OpenedDatabase",
    "StaleWrite",
    "StoreError",
    "StoreWarning",
    "StoredDataDamaged",
    "default_database_path",
    "open_connection",
    "open_database",
    "write_transaction",
]
