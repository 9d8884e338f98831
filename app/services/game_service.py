"""GameService: the only API the UI uses to create, play, undo, correct and export games, and
the home of the services built over the same games (roster, statistics, events).

Built once from one :class:`~app.store.backend.Backend` — the bundle its backend's opener made
(:func:`app.services.stores.open_backend`) — and composed, as Fava composes its ledger from
modules, of parts with one job each over that one store and one bounded cache of folded games
(:mod:`app.services.loaded`): :class:`~app.services.recording.Recording` (recording, undo, redo,
corrections, finishing), :class:`~app.services.history.GameHistory` (history and labels),
:class:`~app.services.games.Games` (games, players, import/export), and, built at their first
use, :attr:`GameService.roster`, :attr:`GameService.stats` and :attr:`GameService.events`. The
windows take those modules from here, never build them over the store themselves
(docs/decisions/0009-one-face-per-backend.md). This class only guards the calls.

No failure of the store leaves here as anything but a coded refusal (docs/store.md, "What each
failure does"; app/services/refusals.py), and a game whose stored rows cannot be decoded or
folded is refused as ``game_damaged`` naming it. A lock held by another program is waited for
through ``on_busy`` (the app shows a wait that can be cancelled) instead of one long blocking
busy timeout.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from app.engine.entries import Amount
from app.engine.events import GameEvent
from app.engine.rules import Rules
from app.engine.settlement import Settlement
from app.engine.state import Sheet
from app.services.commits import Commits
from app.services.corrected_cells import CellKey
from app.services.games import Games
from app.services.history import GameHistory
from app.services.loaded import GameCache
from app.services.permissions import Permissions
from app.services.publishing import Publisher
from app.services.recording import Recording
from app.services.refusals import as_refusal, refusal
from app.services.results import (
    CommitResult,
    Correctable,
    GameSummary,
    GameView,
    HistoryItem,
    OpResult,
    Preview,
    UndoStatus,
)
from app.services.roster import RosterService
from app.services.stores import open_backend
from app.services.writing import Clock, utc_now
from app.store.backend import Backend
from app.store.db import BUSY_TIMEOUT_MS
from app.store.errors import StaleWrite, StoreError, StoreWarning
from app.store.protocol import GameId, GameStore

if TYPE_CHECKING:  # imported at their first use, not on the path to the first window
    from app.services.events import EventService
    from app.services.following import Following
    from app.services.hub import ChangeHub
    from app.services.stats import StatsService
    from app.store.connection_security import ConnectionSecurity
    from app.store.daily_backup import DailyBackup

BusyHandler = Callable[[int], bool]
"""Called with the attempt number (1, 2, …) after the lock was not free within the busy
timeout; ``True`` tries again, ``False`` gives up with ``store_busy``."""
P = ParamSpec("P")
R = TypeVar("R")


def _guarded(method: Callable[P, R]) -> Callable[P, R]:
    """A public service call: a ``StoreError`` becomes a coded ``ServiceError``; a lock that
    stays busy is retried while the service's ``on_busy`` handler says so."""

    @functools.wraps(method)
    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        service = args[0]
        assert isinstance(service, GameService)
        pending = service._commits.pending_game
        if pending is not None and not (
            method.__name__ in _READS_OF_THE_FOLD and args[1:2] == (pending,)
        ):
            service._commits.wait()  # one writer, in order; the store is the writer's meanwhile
        attempt = 0
        try:
            while True:
                try:
                    return method(*args, **kwargs)
                except StoreError as error:
                    attempt += 1
                    if error.kind == "busy" and service.on_busy and service.on_busy(attempt):
                        continue
                    raise refusal(error, service.on_server_lost) from None
                except StaleWrite as error:
                    raise refusal(error, service.on_server_lost) from None
        finally:
            if attempt and service.on_busy is not None:
                service.on_busy(0)  # the wait is over: the handler may close its dialog

    return call


_READS_OF_THE_FOLD = frozenset(
    {
        "game",
        "sheet",
        "settlement",
        "last_seq",
        "preview",
        "incident_defaults",
        "preview_correction",
        "history",
        "last_event",
        "undo_status",
        "correctable",
        "corrected_cells",
    }
)
"""Calls answered from a game's fold alone: for the game whose COMMIT is in flight they do not
wait for it (the window redraws while the disk works). Everything else waits."""


class GameService:
    """Games in one store. ``close()`` when done (or use it as a context manager)."""

    def __init__(
        self,
        backend: Backend | str | os.PathLike[str],
        *,
        clock: Clock | None = None,
        backups: int | None = None,
        create: bool = True,
        on_busy: BusyHandler | None = None,
        busy_timeout_ms: int = BUSY_TIMEOUT_MS,
    ) -> None:
        """Serve the games of ``backend`` (the service closes it); a location (a file's path, a
        server's URL) is opened with :func:`open_backend` (``backups``, ``create``,
        ``busy_timeout_ms`` and ``clock`` go to it) and raises ``DatabaseRefused`` for a file
        it will not open.

        ``read_only`` tells whether writes are possible; ``warnings`` lists what the user
        should be told although the database opened (read-only, a backup not taken).
        """
        if isinstance(backend, str | os.PathLike):
            backend = open_backend(
                backend,
                backups=backups,
                clock=clock,
                create=create,
                busy_timeout_ms=busy_timeout_ms,
            )
        self._backend = backend
        store = backend.games
        self._store: GameStore = store
        self.read_only: bool = backend.read_only
        self.warnings: list[StoreWarning] = list(backend.warnings)
        self.on_busy: BusyHandler | None = on_busy
        self.on_server_lost: Callable[[], None] | None = None
        """Called when a club server stops answering (the app shows it and retries)."""
        self._cache = GameCache(store)
        self.publisher = Publisher(lambda: backend.events)
        """Where every write is told once acknowledged (:attr:`hub`)."""
        self._commits = Commits(
            store, self._cache, self.publisher.publish, any_thread=backend.commits_on_any_thread
        )
        clock = clock or utc_now
        self.clock: Clock = clock
        """What time it is for the services (a test moves it by hand)."""
        refusal = backend.permissions.refusal
        self.games = Games(store, self._cache, clock, self.publisher, refusal)
        self.recording = Recording(store, self._cache, clock, self._commits, self.publisher)
        self.histories = GameHistory(self._cache)
        self._following: Following | None = None
        self._closed = False
        self._roster: RosterService | None = None
        self._stats: StatsService | None = None
        self._events: EventService | None = None

    # -- the modules built over the same games (docs/decisions/0009-one-face-per-backend.md) --

    @property
    def roster(self) -> RosterService:
        """Renaming, merging and hiding players; renaming, archiving and deleting games."""
        if self._roster is None:
            self._roster = RosterService(
                self._backend,
                clock=self.clock,
                wait=self.wait_for_commit,
                publish=self.publisher.publish,
            )
        return self._roster

    @property
    def stats(self) -> StatsService:
        """Statistics across the games (built, and its code imported, at first use)."""
        if self._stats is None:
            from app.services.stats import StatsService

            self._stats = StatsService(self._backend, wait=self.wait_for_commit)
        return self._stats

    @property
    def events(self) -> EventService:
        """Club evenings and tournaments (built, and its code imported, at first use); raises
        ``events_unsupported`` where the backend keeps none."""
        if self._events is None:
            from app.services.events import EventService

            self._events = EventService(self)
        return self._events

    @property
    def backend(self) -> Backend:
        """The bundle the services are built from (the command line and the tests; the
        windows use the modules above). Handed out once no COMMIT is in flight, so no two
        threads use its connection at once."""
        self._commits.wait()
        return self._backend

    def daily_backup_due(self) -> DailyBackup | None:
        """The day's backup left for later when the store was opened (the window takes it in
        the background once it is up: app/services/daily_backup.py), ``None`` when none is."""
        return self._backend.daily_backup

    @property
    def store(self) -> GameStore:
        """The games' store itself (moving games between two stores, the tests), once no
        COMMIT is in flight."""
        self._commits.wait()
        return self._store

    @property
    def hub(self) -> ChangeHub:
        """The change hub: every write of this service once acknowledged, and what other
        clients and programs wrote once :meth:`follow` was called
        (docs/decisions/0010-change-hub.md)."""
        return self.publisher.hub

    def follow(self) -> Following | None:
        """Start noticing what other clients and programs write (a club server's
        notifications, another program's commits to the file), published on :attr:`hub`;
        started once, ``None`` for a store that cannot be watched (or a service closed). The
        games read so far are what it compares with first, so a write made before it started
        is not missed."""
        if self._following is None and not self._closed:
            from app.services.following import start_following

            self._commits.wait()
            watcher = self._backend.watcher()
            self._following = start_following(watcher, self.hub, self._cache.marks())
        return self._following

    def reopener(self) -> Callable[[], GameService] | None:
        """How to open another service over the same place, with the same login, on a
        connection of its own — for another thread, such as the phones' server (a service
        belongs to one thread at a time; docs/decisions/0011-phones-at-the-tables.md).
        ``None`` for an in-memory database. The returned call opens it; run it on the thread
        that will use the new service."""
        reopen = self._backend.reopen
        if reopen is None:
            return None
        return lambda: GameService(reopen())

    @property
    def closed(self) -> bool:
        """Closed: nothing more is read or written (a change told before that is stale)."""
        return self._closed

    @property
    def location(self) -> str:
        """Where the games are: the database file's path, or the server's URL without its
        password."""
        return self._backend.location

    # -- commits off the window's thread (docs/decisions/0006-commit-off-gui.md) --

    def commit_in_background(self, notify: Callable[[], None]) -> bool:
        """Let writes return once checked, folded and written into the open transaction, their
        COMMIT running on one writer thread (``OpResult.saving``). ``notify()`` is called *on
        the writer thread* when a COMMIT ends; the caller then calls :meth:`settle` on its own.
        False (writes stay as they were) for a store that must stay on one thread."""
        return self._commits.in_background(notify)

    def commit_inline(self) -> None:
        """Writes commit before they return again (after the COMMIT in flight, whose outcome
        stays for :meth:`settle`)."""
        self._commits.inline()

    def settle(self) -> list[CommitResult]:
        """Wait for the COMMIT in flight, if any; how each COMMIT ended since the last call,
        oldest first. A failed one is rolled back and its game's fold dropped: the next read
        of the game is the stored state."""
        return [
            CommitResult(
                outcome.game_id,
                outcome.last_seq,
                None if outcome.error is None else as_refusal(outcome.error, self.on_server_lost),
            )
            for outcome in self._commits.take()
        ]

    def wait_for_commit(self) -> None:
        """Wait for the COMMIT in flight, if any (its outcome stays for :meth:`settle`): the
        modules built over the same connection call this before they use it."""
        self._commits.wait()

    def commit_idle(self) -> bool:
        """Whether no COMMIT is running now (then :meth:`settle` does not wait)."""
        return self._commits.idle()

    def permissions(self) -> Permissions:
        """What the connected user may do (a club server's role; a file allows everything
        unless it opened read-only): the app disables the rest."""
        return self._backend.permissions

    def connection_security(self) -> ConnectionSecurity | None:
        """A club server's connection: encrypted or not, the server verified or not (issue 29,
        D4; app/store/connection_security.py); ``None`` for a file."""
        security = self._backend.security
        return None if security is None else security()

    def close(self) -> None:
        """Wait for the last COMMIT (its outcome stays for :meth:`settle`), then close."""
        self._closed = True
        self._commits.close()
        if self._following is not None:
            self._following.close()
        self.publisher.close()
        self._cache.clear()
        self._backend.close()

    def __enter__(self) -> GameService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- games, players, import/export (app/services/games.py) ----------------------------

    @_guarded
    def create_game(self, players: Sequence[str], first_dealer: str, rules: Rules) -> GameId:
        return self.games.create_game(players, first_dealer, rules)

    @_guarded
    def reopenable(self, game_id: GameId) -> tuple[str, ...] | None:
        return self.games.reopenable(game_id)

    @_guarded
    def list_games(self) -> list[GameSummary]:
        return self.games.list_games()

    @_guarded
    def list_players(self) -> list[str]:
        return self.games.list_players()

    @_guarded
    def game(self, game_id: GameId) -> GameView:
        return self.games.game(game_id)

    @_guarded
    def sheet(self, game_id: GameId) -> Sheet:
        return self.games.sheet(game_id)

    @_guarded
    def settlement(self, game_id: GameId) -> Settlement:
        return self.games.settlement(game_id)

    @_guarded
    def last_seq(self, game_id: GameId) -> int:
        return self.games.last_seq(game_id)

    @_guarded
    def export_game(self, game_id: GameId) -> dict[str, Any]:
        return self.games.export_game(game_id)

    @_guarded
    def import_game(self, data: Any) -> GameId:
        return self.games.import_game(data)

    # -- recording and undo (app/services/recording.py) -----------------------------------

    @_guarded
    def preview(
        self, game_id: GameId, event: GameEvent, expected_seq: int | None = None
    ) -> Preview:
        return self.recording.preview(game_id, event, expected_seq)

    @_guarded
    def record(self, game_id: GameId, event: GameEvent, expected_seq: int) -> OpResult:
        return self.recording.record(game_id, event, expected_seq)

    @_guarded
    def incident_defaults(
        self, game_id: GameId, rule_id: str, answers: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        return self.recording.incident_defaults(game_id, rule_id, answers)

    @_guarded
    def undo(self, game_id: GameId, expected_seq: int) -> OpResult:
        return self.recording.undo(game_id, expected_seq)

    @_guarded
    def redo(self, game_id: GameId, expected_seq: int) -> OpResult:
        return self.recording.redo(game_id, expected_seq)

    @_guarded
    def correct(
        self, game_id: GameId, target_seq: int, new_event: GameEvent, expected_seq: int
    ) -> OpResult:
        return self.recording.correct(game_id, target_seq, new_event, expected_seq)

    @_guarded
    def preview_correction(
        self,
        game_id: GameId,
        target_seq: int,
        new_event: GameEvent,
        expected_seq: int | None = None,
    ) -> Preview:
        return self.recording.preview_correction(game_id, target_seq, new_event, expected_seq)

    @_guarded
    def finish_game(self, game_id: GameId, expected_seq: int) -> OpResult:
        return self.recording.finish_game(game_id, expected_seq)

    @_guarded
    def reopen_game(self, game_id: GameId, expected_seq: int) -> OpResult:
        return self.recording.reopen_game(game_id, expected_seq)

    # -- history and labels (app/services/history.py) -------------------------------------

    @_guarded
    def history(self, game_id: GameId) -> list[HistoryItem]:
        return self.histories.history(game_id)

    @_guarded
    def last_event(self, game_id: GameId) -> GameEvent | None:
        return self.histories.last_event(game_id)

    @_guarded
    def undo_status(self, game_id: GameId) -> UndoStatus:
        return self.histories.undo_status(game_id)

    @_guarded
    def correctable(self, game_id: GameId, target_seq: int) -> Correctable:
        return self.histories.correctable(game_id, target_seq)

    @_guarded
    def corrected_cells(self, game_id: GameId) -> dict[int, dict[CellKey, Amount]]:
        return self.histories.corrected_cells(game_id)
