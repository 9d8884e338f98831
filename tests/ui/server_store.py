"""A stand-in for a club server's store in UI tests: an SQLite store that reports a server
address and a role's capabilities, as the PostgreSQL store does (issue 15)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from app.store.errors import StoreError
from app.store.sqlite_store import SqliteStore, open_sqlite_store

URL = "postgresql://table1@club.local/club"


@dataclass(frozen=True)
class Capabilities:
    """The fields the server store's ``capabilities()`` value has."""

    role: str
    create_games: bool
    record: bool
    reopen: bool


ROLES = {
    "admin": Capabilities("admin", True, True, True),
    "scorer": Capabilities("scorer", True, True, False),
    "viewer": Capabilities("viewer", False, False, False),
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

    def capabilities(self) -> Capabilities:
        return ROLES[self.role]


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
