"""One face per backend: everything the services need of an opened database file or server.

Each backend's own opener builds one :class:`Backend` (SQLite's :func:`app.store.sqlite_backend.
open_sqlite`, the club server's :func:`app.store.postgres.backend.open_postgres`), and the
services are built once from it (:class:`~app.services.game_service.GameService`), so nothing
above the store asks what kind of store it was handed (docs/decisions/0009-one-face-per-backend.md).
The roster, the events and the statistics' tables are built at first use: a window that never
shows them never loads their code.

A backend's failures are :class:`~app.store.errors.StoreError`\\ s; a server's carry its own
``code`` (``unavailable``, ``auth_failed`` …), so opening, which fails before there is a bundle,
needs no list of error types either.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING, Literal

from app.engine.value import value
from app.store.errors import StoreWarning
from app.store.protocol import GameStore, RosterStore

if TYPE_CHECKING:
    from app.sql import SummaryTables
    from app.store.change_source import ChangeSource
    from app.store.connection_security import ConnectionSecurity
    from app.store.daily_backup import DailyBackup
    from app.store.event_protocol import EventStore

Role = Literal["admin", "scorer", "viewer", "none", "file"]


@value
class Permissions:
    """What the connected user may do with the games (issue 15); the app disables the rest.

    A club server reads it from the PostgreSQL role of the login (and enforces the same with
    grants, whatever the app shows); a file allows everything, or nothing that writes when it
    opened read-only. ``create_games``: start or import a game; ``record``: record, undo, redo,
    correct and finish in a game that is not finished; ``reopen``: reopen a finished game.
    """

    role: Role
    create_games: bool
    record: bool
    reopen: bool

    @classmethod
    def of_file(cls, writable: bool) -> Permissions:
        return cls("file", writable, writable, writable)

    @property
    def organise_events(self) -> bool:
        """Create evenings and tournaments, seat and start their rounds: the club's admin on a
        server (the organiser runs the evening; a table's PC only scores, docs/events.md, "On
        the club server"), anyone with a writable file."""
        return self.create_games and self.role in ("file", "admin")

    @property
    def refusal(self) -> str:
        """Why a write is refused when the store takes none: ``view_only`` for a club login
        that may only view the games (the player asks the club's administrator for a scorer's
        login), ``read_only`` for a file opened read-only (app/services/messages.py)."""
        return "read_only" if self.role == "file" else "view_only"


@value  # on the path to the first window (ADR 0003)
class Backend:
    """An opened database or server, as its backend's opener built it. ``close()`` when done
    (the services close the one they were handed)."""

    games: GameStore
    permissions: Permissions
    location: str
    """Where the games are, as the user recognises it: the file's path, or the server's URL
    without its password."""
    warnings: tuple[StoreWarning, ...] = ()
    """What the user should be told although it opened (read-only, a backup not taken)."""
    commits_on_any_thread: bool = False
    """Whether a write transaction opened on one thread may COMMIT on another (the services'
    writer thread, docs/decisions/0006-commit-off-gui.md)."""
    open_roster: Callable[[], RosterStore] | None = None
    """Builds the roster log's store beside the games, sharing their transactions."""
    open_events: Callable[[], EventStore] | None = None
    """Builds the store of evenings and tournaments, sharing the games' transactions."""
    open_summaries: Callable[[], SummaryTables] | None = None
    """Builds the statistics' summary tables on this backend's connection."""
    security: Callable[[], ConnectionSecurity] | None = None
    """How a server's connection is protected, read again after a reconnection (issue 29, D4);
    ``None``: a file, nothing travels."""
    reopen: Callable[[], Backend] | None = None
    """Opens this same place again, with the same login, on a connection of its own — for
    another thread, such as the phones' server (docs/decisions/0011-phones-at-the-tables.md);
    ``None``: it cannot be (an in-memory database). A server's password stays inside it."""
    open_watcher: Callable[[], ChangeSource | None] | None = None
    """Builds a watcher of what other clients and programs write here, on a connection of its
    own (docs/decisions/0010-change-hub.md)."""
    daily_backup: DailyBackup | None = None
    """The day's backup copy, due and left to be taken while the window is in use
    (app/store/daily_backup.py); ``None``: none is due, or the backend keeps none (a server)."""

    @cached_property
    def roster(self) -> RosterStore | None:
        """The roster log beside the games (built once, at first use; ``None``: this backend
        keeps none, and roster changes are refused)."""
        return None if self.open_roster is None else self.open_roster()

    @cached_property
    def events(self) -> EventStore | None:
        """The events beside the games (built once, at first use; ``None``: kept nowhere)."""
        return None if self.open_events is None else self.open_events()

    @cached_property
    def summaries(self) -> SummaryTables | None:
        """The statistics' summary tables (built once, at first use; ``None``: kept nowhere).
        One per opened backend: what it notes (nothing changed since) serves every window."""
        return None if self.open_summaries is None else self.open_summaries()

    def watcher(self) -> ChangeSource | None:
        """A new watcher, not yet started (``None``: nothing to watch, an in-memory file)."""
        return None if self.open_watcher is None else self.open_watcher()

    @property
    def read_only(self) -> bool:
        return self.games.read_only

    def close(self) -> None:
        """Release the connection; nothing of the bundle is used afterwards."""
        self.games.close()
