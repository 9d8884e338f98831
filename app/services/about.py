"""What the About box shows: the program's version and the file a service keeps its games in."""

from __future__ import annotations

from pathlib import Path

from app import __version__ as VERSION
from app.services.game_service import GameService
from app.store.location import (
    BadServerAddress,
    is_server_url,
    parse_server_url,
    without_password,
)

LICENCE = "MIT"
"""The licence in pyproject.toml (``project.license``)."""


def database_file(service: GameService) -> Path | None:
    """The file behind a service's store (None for an in-memory database or a server)."""
    location = service.location
    if not location or is_server_url(location):
        return None
    return Path(location)


def database_name(service: GameService) -> tuple[bool, str]:
    """What the window title and the card table name: ``(True, "club@host")`` for a club
    server, ``(False, "pulka.sqlite3")`` for a file (``""`` in memory)."""
    location = service.location
    if is_server_url(location):
        try:
            return True, parse_server_url(location).label()
        except BadServerAddress:
            return True, without_password(location)
    path = database_file(service)
    return False, path.name if path is not None else ""


__all__ = ["LICENCE", "VERSION", "database_file", "database_name"]
