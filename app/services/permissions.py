"""What the connected user may do with the games: the app disables the rest (issue 15).

A club server tells it from the PostgreSQL role of the login (``capabilities()`` of the server
store; the server enforces the same with grants, whatever the app shows). A file allows
everything, or nothing that writes when it opened read-only.
"""

from __future__ import annotations

from typing import Literal

from app.engine.value import value
from app.store.protocol import GameStore

Role = Literal["admin", "scorer", "viewer", "none", "file"]


@value
class Permissions:
    """``create_games``: start or import a game; ``record``: record, undo, redo, correct and
    finish in a game that is not finished; ``reopen``: reopen a finished game."""

    role: Role
    create_games: bool
    record: bool
    reopen: bool

    @property
    def organise_events(self) -> bool:
        """Create evenings and tournaments, seat and start their rounds: the club's admin on a
        server (the organiser runs the evening; a table's PC only scores, docs/events.md, "On
        the club server"), anyone with a writable file."""
        return self.create_games and self.role in ("file", "admin")


def permissions_of(store: GameStore) -> Permissions:
    """The store's ``capabilities()`` when it has them (a club server), else a file's."""
    capabilities = getattr(store, "capabilities", None)
    if callable(capabilities):
        given = capabilities()
        roles: dict[str, Role] = {"admin": "admin", "scorer": "scorer", "viewer": "viewer"}
        return Permissions(
            roles.get(str(getattr(given, "role", "")), "none"),
            bool(getattr(given, "create_games", False)),
            bool(getattr(given, "record", False)),
            bool(getattr(given, "reopen", False)),
        )
    writable = not store.read_only
    return Permissions("file", writable, writable, writable)
