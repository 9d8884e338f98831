"""A stand-in for a club server in UI tests: an SQLite store that reports a server address,
bundled with a role's permissions as the PostgreSQL opener bundles them (issue 15)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from app.store.backend import Backend, Permissions
from app.store.errors import StoreError
from app.store.sqlite_backend import sqlite_backend
from app.store.sqlite_store import SqliteStore, open_sqlite_store

URL = "postgresql://table1@club.local/club"

ROLES = {
    "admin": Permissions("admin", True, True, True),
    "scorer": Permissions("scorer", True, True, False),
    "viewer": Permissions("viewer", False, False, False),
}


class ServerLikeStore(SqliteStore):
    """Games in a file, presented as the club server ``URL`` with a role."""

    def __init__(self, path: Path, role: str) -> None:
        opened = open_sqlite_store(path, backups=0)
        super().__init__(opened.conn, any_thread=True)  # as open_sqlite_store's
        self.role = role

    @property
    def location(self) -> str:
        return URL

    def backend(self) -> Backend:
        """The bundle, as a server's opener builds it: the role's permissions."""
        return replace(sqlite_backend(self), permissions=ROLES[self.role])


class Unavailable(StoreError):
    """What the server store raises when the server does not answer (its ``code``)."""

    code = "unavailable"

    def __init__(self) -> None:
        super().__init__("io", "connection refused")


class FlakyServerStore(ServerLikeStore):
    """A server-like store whose every call fails as unreachable while ``down`` is set."""

    down = False

    def _check(self) -> None:
        if self.down:
            raise Unavailable()


def _failing_while_down(name: str) -> None:
    original = getattr(ServerLikeStore, name)

    def call(self: FlakyServerStore, *args: object, **kwargs: object) -> object:
        self._check()
        return original(self, *args, **kwargs)

    setattr(FlakyServerStore, name, call)


for _name in (
    "create_game",
    "game",
    "stamp",
    "game_players",
    "list_games",
    "list_players",
    "append",
    "set_status",
    "load",
    "transaction",
    "game_uuid",
    "find_by_uuid",
):
    _failing_while_down(_name)
