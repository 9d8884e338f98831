"""Persistence on sqlite3 (sqlite-utils only to migrate; no Qt): database, event log, games."""

from app.store.db import DatabaseRefused, default_database_path, open_database, write_transaction

__all__ = ["DatabaseRefused", "default_database_path", "open_database", "write_transaction"]
