"""A game as last read from the store, folded, and the bounded cache that keeps a few of them.

Loading reads the game's row and its log up to ``last_seq`` and folds the effective events
(:func:`app.engine.history.replay`, :func:`app.engine.sheet.fold_state`); a game whose stored
rows cannot be decoded or folded is refused as ``game_damaged`` naming it (docs/store.md, "What
each failure does"). The cache reuses a fold while the store's ``last_seq`` of the game is
unchanged, so recording a deal does not refold the whole game.
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from collections.abc import Callable, Sequence

from app.engine import sheet as folding
from app.engine.entries import Amount
from app.engine.errors import CodedError
from app.engine.events import GameEvent
from app.engine.history import History, LogRecord, replay
from app.engine.rules import Rules
from app.engine.sheet import FoldPoint, fold_onto, fold_state
from app.engine.state import GameState, Sheet
from app.services.clock_end import time_up
from app.services.corrected_cells import CellKey
from app.services.incidents import score_incident
from app.services.results import HistoryItem, ServiceError
from app.store.errors import StoredDataDamaged, StoreError, one_line
from app.store.protocol import GameId, GameRow, GameStatus, GameStore, StoredRecord

CACHE_SIZE = 8
"""Folded games kept at once, the most recently used. A window shows one game and the start
page none, so 8 covers a few windows and the game just left; a 500-deal game's fold is about
50,000 small objects (docs/benchmarks.md), so the bound keeps a long session's memory flat."""

# What decoding or folding stored rows may raise when a byte was changed on disk.
_DAMAGE = (
    StoredDataDamaged,
    CodedError,
    ValueError,
    LookupError,
    TypeError,
    AssertionError,
    ArithmeticError,
    RecursionError,
)


class LoadedGame:
    """A game as last read: its row, log, replayed history and the fold of it.

    ``items`` is the history as last listed (built on demand, extended by a recorded action);
    ``corrected`` what corrected events first wrote (built on demand; a new deal does not change
    it). A plain class, not a dataclass: it is on the path to the first window, where each
    generated method costs start-up time (ADR 0003), and nothing compares or copies it.
    """

    __slots__ = (
        "changed_from",
        "corrected",
        "history",
        "items",
        "items_before",
        "points",
        "records",
        "row",
        "rules",
        "sheet",
        "state",
    )

    def __init__(
        self,
        row: GameRow,
        rules: Rules,
        records: list[StoredRecord],
        history: History,
        state: GameState,
        sheet: Sheet,
        items: list[HistoryItem] | None = None,
        corrected: dict[int, dict[CellKey, Amount]] | None = None,
        points: list[FoldPoint] | None = None,
        items_before: list[HistoryItem] | None = None,
        changed_from: int | None = None,
    ) -> None:
        self.row = row
        self.rules = rules
        self.records = records
        self.history = history
        self.state = state
        self.sheet = sheet
        self.items = items
        self.corrected = corrected
        self.points: list[FoldPoint] = points if points is not None else []
        """Where the fold of ``history.effective`` stood every ``POINT_EVERY`` events."""
        self.items_before = items_before
        """The history as listed before the record that made this game (an undo, a redo, a
        correction): what listing it again may keep (app/services/history.py)."""
        self.changed_from = changed_from
        """With ``items_before``: the seq of the first event in effect that record changed;
        the history's items before it stand as they were."""

    def record(self, seq: int) -> LogRecord:
        """The record at ``seq`` (seqs are 1, 2, 3, …: every append uses last_seq + 1)."""
        record = self.records[seq - 1].record
        assert record.seq == seq
        return record

    def fold(self, effective: Sequence[tuple[int, GameEvent]]) -> GameState:
        """The game's start folded with ``effective`` events."""
        return self.refold(effective)[0]

    def refold(
        self, effective: Sequence[tuple[int, GameEvent]]
    ) -> tuple[GameState, list[FoldPoint]]:
        state, points, _changed = self.refold_from(effective)
        return state, points

    def refold_from(
        self, effective: Sequence[tuple[int, GameEvent]]
    ) -> tuple[GameState, list[FoldPoint], int | None]:
        """The fold of ``effective`` and its points, started from the last point of this fold
        that ``effective`` has not changed: an undo, a redo or a correction near the end of a
        long game refolds only the deals after it (issue 30), not the whole game. The same
        state as folding every event (tests/services/test_refold.py); third, the seq of the
        first event in effect that changed (``None``: none did)."""
        old = self.history.effective
        same = 0
        for (seq, event), (old_seq, old_event) in zip(effective, old, strict=False):
            if seq != old_seq or (event is not old_event and event != old_event):
                break
            same += 1
        kept = [point for point in self.points if point.done <= same]
        if kept:
            state = kept[-1].restore(self.state)
            done = kept[-1].done
        else:
            rules, row = self.rules, self.row
            state = fold_state(rules, row.players, row.first_dealer, (), score_incident)
            done = 0
        fold_onto(state, effective[done:], done, kept)
        changed = [events[same][0] for events in (effective, old) if same < len(events)]
        return state, kept, min(changed) if changed else None

    def state_copy(self) -> GameState:
        """A copy of the fold as it is, to try one more event on (a preview)."""
        return FoldPoint(self.state, len(self.history.effective)).restore(self.state)

    def extend_points(self) -> None:
        """Keep a point when a recorded event has just brought the fold to a multiple of
        ``POINT_EVERY`` events."""
        done = len(self.history.effective)
        every = folding.POINT_EVERY  # read here: a test folds with points closer together
        if done % every == 0 and (not self.points or self.points[-1].done < done):
            self.points.append(FoldPoint(self.state, done))


def load_game(store: GameStore, game_id: GameId) -> LoadedGame:
    """Read and fold one game; ``ServiceError`` ``game_unknown`` or ``game_damaged``."""
    try:
        row = store.game(game_id)
        if row is None:
            raise ServiceError("game_unknown", game_id=game_id)
        # Only rows up to the game's last_seq: a consistent prefix even if another process
        # appends between the two reads (and no payload decoded beyond it).
        records = store.load(game_id, upto=row.last_seq)
        if [r.record.seq for r in records] != list(range(1, row.last_seq + 1)):
            # Seqs are 1, 2, 3, … up to last_seq (every append writes both in one transaction).
            raise StoredDataDamaged(game_id, "events missing before the last one")
        history = replay(r.record for r in records)
        rules = Rules.from_dict(row.rules)
        points: list[FoldPoint] = []
        effective = history.effective
        state = fold_state(rules, row.players, row.first_dealer, effective, score_incident, points)
        state.time_up = time_up(rules, row.created_at, records, history)
        return LoadedGame(row, rules, records, history, state, state.freeze(), points=points)
    except ServiceError:
        raise
    except _DAMAGE as error:
        raise damaged(store, game_id, error) from None


def check_game(store: GameStore, game_id: GameId) -> str | None:
    """Whether a game loads as when it is opened: ``None``, or what is wrong (a backup copy's
    check, :func:`app.store.sqlite_store.verify_copy`)."""
    try:
        load_game(store, game_id)
    except ServiceError as error:
        return str(error.params.get("detail", error.code))
    return None


def damaged(store: GameStore, game_id: GameId, error: BaseException) -> ServiceError:
    """``game_damaged`` naming the game by number and, when they can be read, its players."""
    try:
        names = ", ".join(store.game_players(game_id))
    except (StoreError, StoredDataDamaged, TypeError):
        names = ""
    detail = str(error) if isinstance(error, StoredDataDamaged | CodedError) else one_line(error)
    return ServiceError("game_damaged", game_id=game_id, players=names, detail=detail)


class GameCache:
    """The folded games of one store, at most :data:`CACHE_SIZE`, the least recently used
    dropped first; each use first asks the store whether the game moved on (another window or
    program wrote), so a cached fold is never older than the store."""

    def __init__(self, store: GameStore, size: int = CACHE_SIZE) -> None:
        self.store = store
        self.size = size
        self._games: OrderedDict[GameId, LoadedGame] = OrderedDict()
        self.pending: GameId | None = None
        """The game whose COMMIT is in flight (app/services/commits.py): served from its fold
        without asking the store, which holds the write lock until that COMMIT returns."""
        self.wait_for_commit: Callable[[], None] = lambda: None
        """Called before the store is read while a COMMIT may be in flight (set by Commits)."""

    def load(self, game_id: GameId) -> LoadedGame:
        """The game as stored now; the cached fold is reused while ``last_seq`` is unchanged."""
        cached = self._games.get(game_id)
        if cached is not None and game_id == self.pending:
            self._games.move_to_end(game_id)
            return cached
        if self.pending is not None:
            self.wait_for_commit()
        if cached is not None:
            # The light query first: parsing the stored rules on every call would cost more
            # than the INSERT of a deal.
            try:
                stamp = self.store.stamp(game_id)
            except StoredDataDamaged as error:
                self.drop(game_id)
                raise damaged(self.store, game_id, error) from None
            if stamp is not None and stamp.last_seq == cached.row.last_seq:
                cached.row = dataclasses.replace(
                    cached.row,
                    status=stamp.status,
                    finished_at=stamp.finished_at,
                    updated_at=stamp.updated_at,
                )
                self._games.move_to_end(game_id)
                return cached
        loaded = load_game(self.store, game_id)
        self.keep(loaded)
        return loaded

    def keep(self, loaded: LoadedGame) -> None:
        """Keep ``loaded`` as the game's current fold (after a committed write)."""
        self._games[loaded.row.id] = loaded
        self._games.move_to_end(loaded.row.id)
        while len(self._games) > self.size:
            self._games.popitem(last=False)

    def drop(self, game_id: GameId) -> None:
        """Forget the game (a write failed part-way: its fold may be ahead of the store)."""
        self._games.pop(game_id, None)

    def clear(self) -> None:
        self._games.clear()

    def marks(self) -> dict[GameId, tuple[int, GameStatus]]:
        """Each cached game's ``last_seq`` and status: what the windows were shown of it."""
        return {gid: (g.row.last_seq, g.row.status) for gid, g in self._games.items()}

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._games
