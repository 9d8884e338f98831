"""What the About box shows: the program's version and the file a service keeps its games in."""

from __future__ import annotations

from pathlib import Path

from app import __version__ as VERSION
from app.services.game_service import GameService

LICENCE = "MIT"
"""The licence in pyproject.toml (``project.license``)."""


def database_file(service: GameService) -> Path | None:
    """The file behind a service's store (None for an in-memory database)."""
    location = service.store.location
    return Path(location) if location else None


__all__ = ["LICENCE", "VERSION", "database_file"]
