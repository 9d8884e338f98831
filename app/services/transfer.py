"""Moving games between two stores (``pulka push`` / ``pulka pull``, issue 15): by UUID, never
merging silently.

A game is recognised in the other store by its UUID. Its log (app/engine/history.py: table
events and markers, seq 1, 2, 3 …) is compared with the other store's copy:

- absent there: the whole game is copied (same UUID, same log, same status);
- the same log: nothing is written (pushing twice adds nothing);
- the other copy's log is a prefix of this one: the missing events are appended (fast-forward);
- this log is a prefix of the other: nothing to do, the other side is ahead;
- both have different events after a common seq: refused (``diverged``), nothing written.

Every game is one transaction in the target: a refused or failed game leaves it as it was, and
the games before it stay copied. The log copied is validated by replaying and folding it first,
as an import is. A copy keeps the game's times — when it was created, last written and finished,
and when each record was first written — so a file pushed weeks later puts its games in their
own season (issue 29, item 3). Written against the :class:`~app.store.protocol.GameStore`
protocol only, so it runs SQLite→SQLite as well as to and from a club server. The roster and the
evenings travel beside the games (app/services/transfer_roster.py, transfer_events.py,
transfer_club.py).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, Literal

from app.engine.history import LogRecord, replay
from app.engine.rules import Rules
from app.engine.sheet import fold_state
from app.engine.value import value
from app.services.incidents import score_incident
from app.services.results import ServiceError
from app.store.protocol import GameStatus, GameStore

Outcome = Literal["copied", "same", "extended", "behind", "diverged"]


@value
class GameCopy:
    """A game as one store holds it: identity, setting, status and its whole log."""

    uuid: str
    players: tuple[str, ...]
    rules: Mapping[str, Any]
    first_dealer: str
    status: str
    records: tuple[LogRecord, ...]
    times: tuple[str, ...]
    """When each record was first written (ISO 8601, UTC): the copy keeps it, so its history
    shows when a deal was played, not when it was pushed."""
    created_at: str = ""
    finished_at: str | None = None
    updated_at: str = ""
    """When the game was created, finished and last written: the copy keeps them (the season
    table and the statistics filter by the first)."""


@value
class Moved:
    """What happened to one game: ``source_id`` in the source store, ``target_id`` in the target
    (``None`` when it was not there and was not copied), ``events`` appended, and for
    ``diverged`` the last seq both logs share (``common``)."""

    source_id: int
    outcome: Outcome
    target_id: int | None = None
    events: int = 0
    common: int = 0
    players: tuple[str, ...] = ()


class TransferRefused(Exception):
    """A game named that the source does not have (``game_unknown``, ``game_id``)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params


def compare(source: Sequence[object], target: Sequence[object]) -> tuple[Outcome, int]:
    """How two logs (of a game, or the roster) relate, and the length of their common prefix."""
    common = 0
    for mine, theirs in zip(source, target, strict=False):
        if mine != theirs:
            break
        common += 1
    if common == len(source) == len(target):
        return "same", common
    if common == len(target):
        return "extended", common
    if common == len(source):
        return "behind", common
    return "diverged", common


def validate(game: GameCopy) -> None:
    """Replay and fold the log as a new game would be (raises the engine's refusal)."""
    history = replay(game.records)
    rules = Rules.from_dict(game.rules)
    fold_state(rules, game.players, game.first_dealer, history.effective, score_incident)


def move_games(
    source: GameStore,
    target: GameStore,
    game_ids: Sequence[int] | None = None,
    *,
    clock: Callable[[], datetime.datetime] | None = None,
    refusal: str = "read_only",
) -> Iterator[Moved]:
    """Bring the chosen games of ``source`` (default: all) into ``target``, one by one.

    Yields each game's outcome as it is done; a game named that ``source`` does not have raises
    :class:`TransferRefused` before anything is written, a ``target`` that takes no writes
    ``refusal`` (its ``Permissions.refusal``).
    """
    if target.read_only:
        raise ServiceError(refusal)
    every = sorted(listing.id for listing in source.list_games())
    ids = list(game_ids) if game_ids is not None else every
    if game_ids is not None:
        known = set(every)
        for game_id in ids:
            if game_id not in known:
                raise TransferRefused("game_unknown", game_id=game_id)
    now = clock or (lambda: datetime.datetime.now(datetime.UTC))
    for game_id in ids:
        game = read_game(source, game_id)
        if game is None:
            raise TransferRefused("game_unknown", game_id=game_id)
        yield _move_one(game_id, game, target, now().isoformat(timespec="microseconds"))


def read_game(store: GameStore, game_id: int) -> GameCopy | None:
    """The game with its whole log; ``None`` when the store has no such game."""
    row = store.game(game_id)
    game_uuid = store.game_uuid(game_id)
    if row is None or game_uuid is None:
        return None
    records = store.load(game_id, row.last_seq)
    return GameCopy(
        game_uuid,
        row.players,
        row.rules,
        row.first_dealer,
        row.status,
        tuple(stored.record for stored in records),
        tuple(stored.created_at for stored in records),
        row.created_at,
        row.finished_at,
        row.updated_at,
    )


def _move_one(source_id: int, game: GameCopy, target: GameStore, now: str) -> Moved:
    there = target.find_by_uuid(game.uuid)
    if there is None:
        validate(game)
        with target.transaction():
            new_id = target.create_game(
                game.players,
                game.rules,
                game.first_dealer,
                game.created_at or now,
                game_uuid=game.uuid,
            )
            _append(target, new_id, game, 0, now)
        return Moved(source_id, "copied", new_id, len(game.records), 0, game.players)
    theirs = read_game(target, there)
    assert theirs is not None
    setting = (game.players, dict(game.rules), game.first_dealer)
    if setting != (theirs.players, dict(theirs.rules), theirs.first_dealer):
        # One UUID, two different games (a hand-edited file): nothing in common to build on.
        return Moved(source_id, "diverged", there, 0, 0, game.players)
    outcome, common = compare(game.records, theirs.records)
    if outcome != "extended":
        return Moved(source_id, outcome, there, 0, common, game.players)
    validate(game)
    with target.transaction():
        # Refused as stale (StaleWrite) when the target's copy moved on since it was read.
        _append(target, there, game, common, now)
    return Moved(source_id, "extended", there, len(game.records) - common, common, game.players)


def _append(store: GameStore, game_id: int, game: GameCopy, after: int, now: str) -> None:
    """``game``'s records after seq ``after``, each with the time it was first written, and
    its status, with the times the source has for them (``now`` only for a source that has
    none)."""
    written = game.updated_at or now
    if game.records[after:] or after == 0:
        store.append(game_id, after, game.records[after:], written, written=game.times[after:])
    stamp = store.stamp(game_id)
    status: GameStatus = "finished" if game.status == "finished" else "open"
    if stamp is not None and stamp.status != status:
        store.set_status(game_id, status, game.finished_at or written)
