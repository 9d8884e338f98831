"""How a service's writes reach its change hub: the hub made when first asked for, and what a
game's write touched — the game's mark and, while anyone listens, the event round it is played
in (docs/decisions/0010-change-hub.md).

Nothing here is on the path to the first window's paint: the hub module is imported when the
interface first asks for the hub (after that paint), and until then a write publishes nothing
(nobody could listen).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from app.services.results import Changes, GameMark, RoundMark
from app.store.errors import StoreError
from app.store.protocol import GameId, GameStatus

if TYPE_CHECKING:
    from app.services.hub import ChangeHub
    from app.store.event_protocol import EventStore


class Publisher:
    """One service's publishing: :meth:`publish` tells the hub (if one was made)."""

    def __init__(self, events: Callable[[], EventStore | None]) -> None:
        self._events_of = events
        """The backend's events, built at first use (``Backend.events``)."""
        self._hub: ChangeHub | None = None
        self._rounds: dict[GameId, RoundMark | None] = {}
        self._events: EventStore | None = None
        self._events_looked_for = False

    @property
    def hub(self) -> ChangeHub:
        """The service's change hub (made at the first call)."""
        if self._hub is None:
            from app.services.hub import ChangeHub  # after the first paint (module docstring)

            self._hub = ChangeHub()
        return self._hub

    @property
    def listened(self) -> bool:
        return self._hub is not None and self._hub.listened

    def publish(self, changes: Changes) -> None:
        """Tell everyone listening (nothing when no hub was made)."""
        if self._hub is not None:
            self._hub.publish(changes)

    def close(self) -> None:
        if self._hub is not None:
            self._hub.close()

    # -- what a game's write touched ---------------------------------------------------------

    def game_changes(
        self, flags: Changes, game_id: GameId, last_seq: int, status: GameStatus | Literal[""]
    ) -> Changes:
        """``flags`` with the game's mark after the write, and its event round while anyone
        listens. Called inside the write's transaction, on the thread that writes: a round
        is looked up (once per game: a game's round never changes) with the store's own
        connection, which is this thread's until the COMMIT."""
        rounds: tuple[RoundMark, ...] = ()
        if self.listened:
            mark = self.round_of(game_id)
            rounds = () if mark is None else (mark,)
        return dataclasses.replace(
            flags, games=(GameMark(game_id, last_seq, status),), rounds=rounds
        )

    def round_of(self, game_id: GameId) -> RoundMark | None:
        """The event round whose table plays ``game_id`` (``None``: an ordinary game, or a
        backend that keeps no events)."""
        if game_id in self._rounds:
            return self._rounds[game_id]
        events = self._event_store()
        if events is None:
            return None
        try:
            found = events.round_of(game_id)
        except StoreError:
            return None  # not known now: the write goes on, its change names the game alone
        mark = None if found is None else RoundMark(found[0], found[1])
        self._rounds[game_id] = mark
        return mark

    def learn_round(self, game_id: GameId, event_id: int, number: int) -> None:
        """``game_id`` plays at a table of round ``number`` (the round was just started)."""
        self._rounds[game_id] = RoundMark(event_id, number)

    def _event_store(self) -> EventStore | None:
        if not self._events_looked_for:
            self._events = self._events_of()
            self._events_looked_for = True
        return self._events
