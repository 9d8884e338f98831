"""A whole club moved between two stores (``pulka push`` / ``pulka pull`` without game numbers;
README, "Move an existing club file"): its games first, then the roster log, then every evening
and tournament — each compared with what the target already holds and never merged
(app/services/transfer.py, transfer_roster.py, transfer_events.py).

The games go first because the roster's records and the events' tables name games: the numbers
the target gave them (by UUID) translate those names. Naming game numbers moves only those
games: the roster and the events belong to the whole club.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterator, Sequence

from app.services.transfer import Moved, move_games
from app.services.transfer_events import EventMoved, move_events
from app.services.transfer_roster import RosterMoved, move_roster
from app.store.backend import Backend

Item = Moved | RosterMoved | EventMoved


def move_club(
    source: Backend,
    target: Backend,
    game_ids: Sequence[int] | None = None,
    *,
    clock: Callable[[], datetime.datetime] | None = None,
    refusal: str = "read_only",
) -> Iterator[Item]:
    """Each game's outcome as it is done, then (every game moved) the roster's, then each
    event's; raises as :func:`~app.services.transfer.move_games` before anything is written."""
    games: dict[int, int] = {}
    for moved in move_games(source.games, target.games, game_ids, clock=clock, refusal=refusal):
        if moved.target_id is not None:
            games[moved.source_id] = moved.target_id
        yield moved
    if game_ids is not None:
        return
    yield move_roster(source, target, games)
    yield from move_events(source, target, games)
