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
as an import is. Written against :class:`TransferStore`, the part of the store protocol this
needs, so it runs SQLite→SQLite as well as to and from a club server.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, Literal, Protocol

from app.engine.history import LogRecord, replay
from app.engine.rules import Rules
from app.engine.sheet import fold_state
from app.engine.value import value

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


class TransferStore(Protocol):
    """What moving games needs of a store (both ends)."""

    def game_ids(self) -> list[int]:
        """Every game's number."""

    def read_game(self, game_id: int) -> GameCopy | None:
        """The game with its whole log; ``None`` when there is no such game."""

    def find_game(self, game_uuid: str) -> int | None:
        """The number of the game with this UUID, ``None`` when absent."""

    def write_game(self, game: GameCopy, now: str) -> int:
        """Add a new game with the given UUID and log, all or nothing; its number."""

    def extend_game(self, game_id: int, game: GameCopy, expected_seq: int, now: str) -> None:
        """Append ``game``'s records after ``expected_seq`` (refused when the target's copy moved
        on meanwhile) and take its status, in one transaction."""


class TransferRefused(Exception):
    """A game named that the source does not have (``game_unknown``, ``game_id``)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params


def compare(source: Sequence[LogRecord], target: Sequence[LogRecord]) -> tuple[Outcome, int]:
    """How two logs of one game relate, and the length of their common prefix."""
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
    fold_state(Rules.from_dict(game.rules), game.players, game.first_dealer, history.effective)


def move_games(
    source: TransferStore,
    target: TransferStore,
    game_ids: Sequence[int] | None = None,
    *,
    clock: Callable[[], datetime.datetime] | None = None,
) -> Iterator[Moved]:
    """Bring the chosen games of ``source`` (default: all) into ``target``, one by one.

    Yields each game's outcome as it is done; a game named that ``source`` does not have raises
    :class:`TransferRefused` before anything is written.
    """
    ids = list(game_ids) if game_ids is not None else source.game_ids()
    if game_ids is not None:
        known = set(source.game_ids())
        for game_id in ids:
            if game_id not in known:
                raise TransferRefused("game_unknown", game_id=game_id)
    now = clock or (lambda: datetime.datetime.now(datetime.UTC))
    for game_id in ids:
        game = source.read_game(game_id)
        if game is None:
            raise TransferRefused("game_unknown", game_id=game_id)
        yield _move_one(game_id, game, target, now().isoformat(timespec="microseconds"))


def _move_one(source_id: int, game: GameCopy, target: TransferStore, now: str) -> Moved:
    there = target.find_game(game.uuid)
    if there is None:
        validate(game)
        new_id = target.write_game(game, now)
        return Moved(source_id, "copied", new_id, len(game.records), 0, game.players)
    theirs = target.read_game(there)
    assert theirs is not None
    setting = (game.players, dict(game.rules), game.first_dealer)
    if setting != (theirs.players, dict(theirs.rules), theirs.first_dealer):
        # One UUID, two different games (a hand-edited file): nothing in common to build on.
        return Moved(source_id, "diverged", there, 0, 0, game.players)
    outcome, common = compare(game.records, theirs.records)
    if outcome != "extended":
        return Moved(source_id, outcome, there, 0, common, game.players)
    validate(game)
    target.extend_game(there, game, common, now)
    return Moved(source_id, "extended", there, len(game.records) - common, common, game.players)
