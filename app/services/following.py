"""Following what other clients and programs write: a store's watcher says what it read
(:mod:`app.store.change_source`), this compares it with the sequences already seen and
publishes what moved on the service's hub, as changes made ``elsewhere``
(docs/decisions/0010-change-hub.md).

What has been seen is every sequence the watcher read and every write this service published
(its own writes come back through the watcher too — a second connection to a file sees them,
a server announces them to everyone — and are recognised by their sequences, not told twice).
Because the comparison is of sequences, a notification lost with a connection cannot leave a
window stale: the reading after the reconnection carries whatever moved meanwhile.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Mapping
from typing import cast

from app.services.hub import ChangeHub
from app.services.results import GAME_CHANGES, Changes, GameMark, Link, RoundMark
from app.store.change_source import ChangeSource, Seen
from app.store.protocol import GameId, GameStatus

RoundState = tuple[str, str | None]
"""A round's ``saved_at`` and ``started_at``."""
STATUSES = ("open", "finished")


def start_following(
    source: ChangeSource | None, hub: ChangeHub, shown: Mapping[GameId, tuple[int, GameStatus]]
) -> Following | None:
    """Follow the other writers ``source`` (a backend's watcher, not yet started) sees
    (``None``: the backend has none); ``shown`` are the games read before the watcher
    started, compared with its first reading."""
    if source is None:
        return None
    following = Following(hub, source, shown)
    following.start()
    return following


class Following:
    """The sequences seen so far, and the comparison of each reading with them."""

    def __init__(
        self,
        hub: ChangeHub,
        source: ChangeSource,
        shown: Mapping[GameId, tuple[int, GameStatus]] | None = None,
    ) -> None:
        self._hub = hub
        self._source = source
        self._lock = threading.Lock()
        self._games: dict[GameId, tuple[int, str]] = dict(shown or {})
        self._shown = set(self._games)
        """Games whose sequences come from reads before the watcher's first reading."""
        self._read: set[GameId] = set()
        """Games some reading held (a game this service just created may not be in one yet)."""
        self._roster: int | None = None
        self._events: dict[int, dict[int, RoundState]] | None = None
        self._first = True
        self.ready = threading.Event()
        """Set once the watcher's first reading was compared (from then on nothing is missed)."""
        self._subscription = hub.subscribe(self._told)

    def start(self) -> None:
        self._source.start(self._seen, self._link)

    def check_now(self) -> None:
        """Look now (the window gained focus) rather than at the next poll."""
        self._source.check_now()

    def close(self) -> None:
        self._subscription.close()
        self._source.close()

    # -- this service's own writes -----------------------------------------------------------

    def _told(self, changes: Changes) -> None:
        if changes.elsewhere:
            return
        with self._lock:
            for mark in changes.games:
                known = self._games.get(mark.game_id)
                if known is None or mark.last_seq >= known[0]:
                    self._games[mark.game_id] = (mark.last_seq, mark.status or "")
            if changes.roster_seq is not None:
                self._roster = max(self._roster or 0, changes.roster_seq)
            if self._events is not None:
                for round_mark in changes.rounds:
                    self._note_round(round_mark)

    def _note_round(self, mark: RoundMark) -> None:
        """A round this service saved or started (an event it created: no round yet)."""
        assert self._events is not None
        rounds = self._events.setdefault(mark.event_id, {})
        if mark.round is not None and (mark.saved_at or mark.started_at):
            saved, started = rounds.get(mark.round, ("", None))
            rounds[mark.round] = (mark.saved_at or saved, mark.started_at or started)

    # -- the watcher's readings ----------------------------------------------------------------

    def _seen(self, seen: Seen) -> None:
        try:
            with self._lock:
                changes = self._compare(seen)
                self._first = False
            if changes is not None:
                self._hub.publish(changes)
        except Exception as error:  # the watcher's thread must live on
            print(f"pulka: a reading was not compared: {error!r}", file=sys.stderr)
        self.ready.set()

    def _link(self, up: bool) -> None:
        self._hub.publish_link(Link("current" if up else "lost"))

    def _compare(self, seen: Seen) -> Changes | None:
        """What moved since the sequences seen (and note the new ones)."""
        games: list[GameMark] = []
        rounds: dict[RoundMark, None] = {}
        gone = False
        for game in seen.games:
            self._read.add(game.game_id)
            known = self._games.get(game.game_id)
            now = (game.last_seq, game.status)
            if self._first and game.game_id not in self._shown:
                self._games[game.game_id] = now  # a game nobody was shown: the baseline
                continue
            if known is not None and (game.last_seq < known[0] or now == known):
                continue  # seen already (this service's own write, or an older reading)
            self._games[game.game_id] = now
            status = cast("GameStatus", game.status) if game.status in STATUSES else ""
            games.append(GameMark(game.game_id, game.last_seq, status))
            if game.event_id is not None and game.round is not None:
                rounds[RoundMark(game.event_id, game.round)] = None
        if seen.every_game:
            present = {game.game_id for game in seen.games}
            missing = [gid for gid in self._read if gid not in present]
            for gid in missing:
                self._games.pop(gid, None)
                self._read.discard(gid)
            gone = bool(missing) and not self._first
        roster = False
        if seen.roster_seq is not None:
            roster = self._roster is not None and seen.roster_seq > self._roster
            if self._roster is None or seen.roster_seq > self._roster:
                self._roster = seen.roster_seq
            roster = roster and not self._first
        for mark in self._compare_rounds(seen):
            rounds[mark] = None
        if not (games or rounds or roster or gone):
            return None
        flags = GAME_CHANGES if games or gone else Changes()
        return Changes(
            sheet=flags.sheet,
            undo=flags.undo,
            history=flags.history,
            status=flags.status,
            game_list=bool(games or gone or roster),
            games=tuple(games),
            rounds=tuple(rounds),
            roster=roster,
            roster_seq=self._roster if roster else None,
            summaries=bool(games or gone or roster),
            elsewhere=True,
        )

    def _compare_rounds(self, seen: Seen) -> list[RoundMark]:
        """Rounds saved or started since last seen, and events new since. A reading may be
        older than this service's own latest write (read just before it committed): a round
        as it was before is no news, and nothing read as missing is told (the app never
        removes an event or a round; one removed by hand is left to the Refresh button)."""
        read: dict[int, dict[int, RoundState]] = {event: {} for event in seen.events}
        for row in seen.rounds:
            read.setdefault(row.event_id, {})[row.number] = (row.saved_at, row.started_at)
        if self._events is None:  # the first reading of the events: the baseline
            if seen.every_event:
                self._events = read
            return []
        out: list[RoundMark] = []
        for event_id, now in read.items():
            before = self._events.get(event_id)
            if before is None:
                self._events[event_id] = dict(now)
                out.append(RoundMark(event_id))
                continue
            for number, state in sorted(now.items()):
                old = before.get(number)
                if old == state or (old is not None and _older(state, old)):
                    continue
                before[number] = state
                out.append(RoundMark(event_id, number))
        return out


def _older(state: RoundState, known: RoundState) -> bool:
    """Whether a round read as ``state`` is as it was before ``known`` (saved earlier, or the
    same seating not yet started)."""
    saved, started = state
    known_saved, known_started = known
    return saved < known_saved or (saved == known_saved and started is None and bool(known_started))
