"""Club server addresses for the UI and the CLI (the store's :mod:`app.store.location`)."""

from app.store.location import (
    BadServerAddress,
    ServerAddress,
    is_server_url,
    parse_server_url,
    without_password,
)

__all__ = [
    "BadServerAddress",
    "ServerAddress",
    "is_server_url",
    "parse_server_url",
    "without_password",
]
