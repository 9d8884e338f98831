"""What a store's watcher reports: the sequences it read, for the services to compare with the
ones they have seen (docs/decisions/0010-change-hub.md).

A watcher (:class:`ChangeSource`) runs on a thread of its own with a connection of its own —
SQLite's ``PRAGMA data_version`` on a second connection to the file
(:mod:`app.store.sqlite_watch`), a club server's ``LISTEN`` (:mod:`app.store.postgres.listen`)
— and says what it read as plain values: each game's ``last_seq`` and status, the roster
log's newest seq, each round's seating and start. It never says what changed: comparing is
the services' (:mod:`app.services.following`), so a lost notification or a missed poll can
only delay a change, never hide it — the next reading carries the sequences that moved.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from app.engine.value import value


@value
class SeenGame:
    """One game as read: its newest seq and status, and the event round it is played in."""

    game_id: int
    last_seq: int
    status: str
    event_id: int | None = None
    round: int | None = None


@value
class SeenRound:
    """One round of an event as read: when its seating was saved, when it started."""

    event_id: int
    number: int
    saved_at: str
    started_at: str | None


@value
class Seen:
    """One reading of the store (all of it, or the part a notification named)."""

    games: tuple[SeenGame, ...] = ()
    every_game: bool = False
    """``games`` is every game the connection can read: a game known before and missing now
    is gone."""
    roster_seq: int | None = None
    """The roster log's newest seq (``None``: not read)."""
    events: tuple[int, ...] = ()
    """The events read (their rounds are in ``rounds``)."""
    rounds: tuple[SeenRound, ...] = ()
    every_event: bool = False
    """``events`` is every event: one known before and missing now is gone."""


SeenListener = Callable[[Seen], None]
LinkListener = Callable[[bool], None]
"""``True``: listening and caught up; ``False``: the link to the store is lost."""


class ChangeSource(Protocol):
    """A store's watcher: started once, closed once, on a thread of its own."""

    def start(self, seen: SeenListener, link: LinkListener) -> None:
        """Begin: ``seen`` first with everything (``every_game``, ``every_event``), then with
        what each change touched; after a lost link, ``link(False)``, and once back,
        everything again, then ``link(True)``. Both are called on the watcher's thread."""
        ...

    def check_now(self) -> None:
        """Look now rather than at the next poll (the window gained focus)."""
        ...

    def close(self) -> None:
        """Stop (returns once the thread has ended or within a second)."""
        ...
