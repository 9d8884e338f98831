"""Where a write's COMMIT runs: at once on the caller's thread, or on one writer thread while
the caller already shows the folded result as "saving…" (docs/decisions/0006-commit-off-gui.md).

A write is checked, folded and written into the store's open transaction on the caller's thread
(``BEGIN IMMEDIATE`` holds the write lock, so a stale ``expected_seq`` is refused at once and
for good). Only the ``COMMIT`` — the fsync, the one step that waits for the disk — may be handed
to the writer thread. The rules that keep "nothing acknowledged is lost" and "a stale write is
refused" true:

* one commit in flight at a time: every other use of the store first waits for it (the next
  write, any read of another game, closing), so writes reach the disk in order and the
  connection is never used by two threads at once;
* while it is in flight the game it writes is served from the fold the write made (the store
  cannot differ from it: the write lock is held until the COMMIT returns);
* its outcome is kept until the caller takes it (:meth:`Commits.take`); a failed COMMIT is
  rolled back by the store and drops the game's fold, so the next read is the stored state.

What the write touched (``Ticket.changes``) is published on the service's change hub once it
is acknowledged: by the writer thread as soon as its COMMIT returned (before the next write may
begin, so the hub hears a game's writes in order), or, when the COMMIT failed, by the thread
that waits for it, after the fold was dropped: the game as stored, to be read again
(docs/decisions/0010-change-hub.md). A write committed at once is published by the service
call itself, once its fold is kept.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import sys
import threading
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from app.services.loaded import GameCache
from app.services.results import GAME_CHANGES, Changes, GameMark, ServiceError
from app.store.protocol import GameId, GameStore


@dataclass
class Ticket:
    """What a write tells :meth:`Commits.transaction` about itself."""

    game_id: GameId
    last_seq: int | None = None
    """The game's ``last_seq`` once written; ``None``: nothing was written (committed at once)."""
    changes: Changes | None = None
    """What the write touched, published once it is acknowledged (module docstring)."""


@dataclass(frozen=True)
class CommitOutcome:
    """How a COMMIT handed to the writer thread ended."""

    game_id: GameId
    last_seq: int
    """The ``last_seq`` the write made (stored only if ``error`` is ``None``)."""
    error: BaseException | None = None
    """``None``: durable. Otherwise the store's failure, raw (the service translates it)."""


@dataclass(frozen=True)
class _InFlight:
    ticket: Ticket
    done: threading.Event
    errors: list[BaseException]


class _Writer:
    """One thread that runs the COMMIT handed to it; at most one at a time is handed over
    (the next write waits for the previous COMMIT), so one slot and one wake-up suffice.

    Started once: starting a thread per COMMIT made the window's thread wait until the new
    thread had run (``Thread.start``), up to a scheduler tick on a busy machine. A daemon, so a
    process that ends without closing its service cannot hang; closing waits for the COMMIT
    (``GameService.close``, the window's close), and so does an exit (``atexit``, below)."""

    def __init__(self) -> None:
        self._job: Callable[[], None] | None = None
        self._wake = threading.Event()
        self._thread = threading.Thread(target=self._run, name="pulka-commit", daemon=True)
        self._thread.start()

    def run(self, job: Callable[[], None]) -> None:
        self._job = job
        self._wake.set()

    def stop(self) -> None:
        self._job = None
        self._wake.set()

    def _run(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            job, self._job = self._job, None
            if job is None:
                return
            job()


class Commits:
    """The COMMITs of one service's store: inline, or on one writer thread once
    :meth:`in_background` was called (for a store that allows it)."""

    def __init__(
        self,
        store: GameStore,
        cache: GameCache,
        publish: Callable[[Changes], None] = lambda _changes: None,
        *,
        any_thread: bool = False,
    ) -> None:
        self._store = store
        self._cache = cache
        self._publish = publish
        self._any_thread = any_thread
        """Whether the store lets a COMMIT run on another thread (the backend says so:
        ``Backend.commits_on_any_thread``)."""
        self._writer: _Writer | None = None
        self._notify: Callable[[], None] | None = None
        self._in_flight: _InFlight | None = None
        self._outcomes: list[CommitOutcome] = []
        cache.wait_for_commit = self.wait

    def in_background(self, notify: Callable[[], None]) -> bool:
        """From now on COMMITs run on the writer thread; ``notify()`` is called *on that
        thread* when one ends (the caller then takes the outcome on its own thread). False,
        and nothing changes, for a store whose connection must stay on one thread."""
        if not self._any_thread:
            return False
        if self._writer is None:
            try:
                self._writer = _Writer()
            except RuntimeError:  # no thread to be had: COMMITs stay inline
                return False
            atexit.register(_wait_at_exit, weakref.ref(self))
        self._notify = notify
        return True

    def inline(self) -> None:
        """COMMITs run on the caller's thread again (after the one in flight)."""
        self.wait()
        if self._writer is not None:
            self._writer.stop()
            self._writer = None
        self._notify = None

    @property
    def pending_game(self) -> GameId | None:
        """The game whose COMMIT is in flight (or ended but not yet waited for)."""
        return self._in_flight.ticket.game_id if self._in_flight is not None else None

    @contextlib.contextmanager
    def transaction(self, game_id: GameId) -> Iterator[Ticket]:
        """One write transaction, opened on this thread after the previous COMMIT returned;
        refused at once (``read_only``) on a store that cannot be written. An exception inside
        rolls back here; a normal end commits here, or on the writer thread when in background
        and something was written (``Ticket.last_seq`` set)."""
        self.wait()
        if self._store.read_only:
            raise ServiceError("read_only")
        ticket = Ticket(game_id)
        opened = self._store.transaction()
        opened.__enter__()
        try:
            yield ticket
        except BaseException:
            # The store rolls back; it may raise its own error instead (a failed ROLLBACK).
            if not opened.__exit__(*sys.exc_info()):
                raise
            return
        if self._writer is None or ticket.last_seq is None:
            opened.__exit__(None, None, None)
            return
        done = threading.Event()
        errors: list[BaseException] = []
        notify = self._notify

        def commit() -> None:
            try:
                opened.__exit__(None, None, None)
            except BaseException as error:  # the store rolled back; told through wait()
                errors.append(error)
            finally:
                if not errors and ticket.changes is not None:
                    # Before ``done``: the next write waits for it, so its change comes after.
                    self._publish(ticket.changes)
                done.set()
                if notify is not None:
                    # Telling must not change the outcome: a window already gone (its signal
                    # deleted) would otherwise turn a stored write into a failed one.
                    with contextlib.suppress(Exception):
                        notify()

        self._in_flight = _InFlight(ticket, done, errors)
        self._writer.run(commit)
        self._cache.pending = game_id

    def wait(self) -> None:
        """Wait for the COMMIT in flight, if any, and keep its outcome for :meth:`take`.

        A failed one drops the game's fold: it was ahead of the store."""
        in_flight = self._in_flight
        if in_flight is None:
            return
        in_flight.done.wait()
        error = in_flight.errors[0] if in_flight.errors else None
        self._in_flight = None
        self._cache.pending = None
        ticket = in_flight.ticket
        assert ticket.last_seq is not None
        if error is not None:
            self._cache.drop(ticket.game_id)
            # The write was shown but not stored: the game reads as stored, one record back
            # (every write of a game appends one record).
            stored = GameMark(ticket.game_id, ticket.last_seq - 1)
            self._publish(dataclasses.replace(GAME_CHANGES, games=(stored,)))
        self._outcomes.append(CommitOutcome(ticket.game_id, ticket.last_seq, error))

    def idle(self) -> bool:
        """Whether no COMMIT is running (one that ended may still be waiting for :meth:`wait`)."""
        return self._in_flight is None or self._in_flight.done.is_set()

    def take(self) -> list[CommitOutcome]:
        """The outcomes of the COMMITs that ended since the last call (waiting for the one in
        flight first), oldest first."""
        self.wait()
        outcomes, self._outcomes = self._outcomes, []
        return outcomes

    def close(self) -> None:
        """Wait for the last COMMIT; later ones run inline."""
        self.inline()


def _wait_at_exit(commits: weakref.ref[Commits]) -> None:
    """At the interpreter's exit, let a COMMIT under way finish (the writer is a daemon)."""
    alive = commits()
    in_flight = alive._in_flight if alive is not None else None
    if in_flight is not None:
        in_flight.done.wait(timeout=60)
