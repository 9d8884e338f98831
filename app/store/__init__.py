"""Persistence (sqlite-utils, no Qt): the database file, the event log and the games table."""

from app.store.db import DatabaseRefused, default_database_path, open_database, write_transaction

__all__ = ["DatabaseRefused", "default_database_path", "open_database", "write_transaction"]
