"""GameService: the only API the UI uses to create, play, undo, correct and export games.

Every mutating call is one ``BEGIN IMMEDIATE`` transaction (:func:`app.store.write_transaction`)
that re-reads the game, refuses a stale ``expected_seq`` (another window or app instance wrote
meanwhile), validates the new event by folding it, then appends to the INSERT-only log. A refused
call writes nothing. The sheet is always the fold of the effective events
(:func:`app.engine.history.replay`); the folded state of each open game is cached by its last seq
so recording a deal does not refold the whole game.

No failure of the store leaves here as anything but a coded refusal (docs/store.md, "What each
failure does"): every ``sqlite3.Error`` becomes a :class:`ServiceError` (``store_busy``,
``store_read_only``, ``disk_full``, ``store_io``, ``store_damaged``, ``store_failed``), and a
game whose stored rows cannot be decoded or folded is refused as ``game_damaged`` naming it. A
lock held by another program is waited for through ``on_busy`` (the app shows a wait that can be
cancelled) instead of one long blocking busy timeout.
"""

from __future__ import annotations

import bisect
import contextlib
import dataclasses
import datetime
import functools
import os
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar

from app.engine.entries import Amount
from app.engine.errors import CodedError
from app.engine.events import Deal, GameEvent, Incident, ManualEntry, Raspasy, event_kind
from app.engine.gamefile import GameRecord, game_to_dict, parse_game
from app.engine.history import History, LogRecord, extend, replay
from app.engine.names import normalize_name
from app.engine.rules import Rules
from app.engine.settlement import Settlement, settle_sheet
from app.engine.sheet import apply_event, fold, fold_state
from app.engine.state import EventOutcome, GameState, Sheet
from app.services.corrected_cells import CellKey, corrected_cells
from app.services.deal_outcome import deal_outcome
from app.services.incidents import score_incident
from app.services.results import (
    Correctable,
    GameSummary,
    GameView,
    HistoryItem,
    Label,
    OpResult,
    Preview,
    Seating,
    ServiceError,
    UndoStatus,
)
from app.services.rules_label import StoredRulesLabels, rules_label
from app.store import event_log, games
from app.store.db import (
    BUSY_TIMEOUT_MS,
    StoreWarning,
    open_store,
    structural_check,
    write_transaction,
)
from app.store.errors import classify, one_line
from app.store.event_log import StoredRecord
from app.store.games import StoredDataDamaged

Clock = Callable[[], datetime.datetime]
BusyHandler = Callable[[int], bool]
"""Called with the attempt number (1, 2, …) after the lock was not free within the busy
timeout; ``True`` tries again, ``False`` gives up with ``store_busy``."""
P = ParamSpec("P")
R = TypeVar("R")

# sqlite3 error kinds (app/store/errors.py) -> the service's refusal codes.
_STORE_CODES = {
    "busy": "store_busy",
    "read_only": "store_read_only",
    "cannot_open": "store_read_only",
    "disk_full": "disk_full",
    "io": "store_io",
    "damaged": "store_damaged",
}
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


def _guarded(method: Callable[P, R]) -> Callable[P, R]:
    """A public service call: ``sqlite3.Error`` becomes a coded ``ServiceError``; a lock that
    stays busy is retried while the service's ``on_busy`` handler says so."""

    @functools.wraps(method)
    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        service = args[0]
        assert isinstance(service, GameService)
        attempt = 0
        try:
            while True:
                try:
                    return method(*args, **kwargs)
                except sqlite3.Error as error:
                    kind = classify(error)
                    attempt += 1
                    if kind == "busy" and service.on_busy and service.on_busy(attempt):
                        continue
                    code = _STORE_CODES.get(kind, "store_failed")
                    raise ServiceError(code, detail=one_line(error)) from None
                except UnicodeDecodeError as error:
                    # SQLite's own message was not UTF-8: a damaged schema (a fuzz finding).
                    raise ServiceError("store_damaged", detail=one_line(error)) from None
        finally:
            if attempt and service.on_busy is not None:
                service.on_busy(0)  # the wait is over: the handler may close its dialog

    return call


@dataclass
class _Loaded:
    """A game as last read: its row, log, replayed history and the fold of it."""

    row: games.GameRow
    rules: Rules
    records: list[StoredRecord]
    history: History
    state: GameState
    sheet: Sheet
    items: list[HistoryItem] | None = None
    """The history as last listed (built on demand, extended by ``record``)."""
    corrected: dict[int, dict[CellKey, Amount]] | None = None
    """What corrected events first wrote (built on demand; a new deal does not change it)."""


class GameService:
    """Games in one database file. ``close()`` when done (or use it as a context manager)."""

    def __init__(
        self,
        db_path: str | os.PathLike[str],
        *,
        clock: Clock | None = None,
        backups: int | None = None,
        create: bool = True,
        on_busy: BusyHandler | None = None,
        busy_timeout_ms: int = BUSY_TIMEOUT_MS,
    ) -> None:
        """Open (creating if needed, unless ``create`` is false) the database; raises
        ``DatabaseRefused`` for a file it will not open.

        ``read_only`` tells whether writes are possible; ``warnings`` lists what the user
        should be told although the database opened (read-only, a backup not taken).
        """
        options: dict[str, Any] = {} if backups is None else {"backups": backups}
        opened = open_store(
            db_path,
            create=create,
            verify=verify_games,
            busy_timeout_ms=busy_timeout_ms,
            clock=clock,  # the daily backup's day is the service's day
            **options,
        )
        self.db: sqlite3.Connection = opened.conn
        self.read_only: bool = opened.read_only
        self.warnings: list[StoreWarning] = opened.warnings
        self.on_busy: BusyHandler | None = on_busy
        self._clock = clock or (lambda: datetime.datetime.now(datetime.UTC))
        self._cache: dict[int, _Loaded] = {}

    def close(self) -> None:
        self._cache.clear()
        self.db.close()

    def __enter__(self) -> GameService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- games ----------------------------------------------------------------------------

    @_guarded
    def create_game(self, players: Sequence[str], first_dealer: str, rules: Rules) -> int:
        """A new open game; new names join the players registry. Raises ``InvalidGame``.

        Names are stored in one form (NFC, trimmed: app/engine/names.py), as a game file's are,
        so "Йа" typed on two keyboards is one player (issue 12, item 15)."""
        players = [normalize_name(p) for p in players]
        first_dealer = normalize_name(first_dealer)
        GameState.start(rules, players, first_dealer)  # validates count, names, dealer
        with self._transaction():
            return games.insert_game(
                self.db, list(players), rules.to_dict(), first_dealer, self._now()
            )

    @_guarded
    def list_games(self) -> list[GameSummary]:
        """Every game, the most recently played first, each with its rules described."""
        rows = games.list_games(self.db)
        texts = games.rules_by_game(self.db)
        label = StoredRulesLabels()
        out = []
        for gid, players, status, created, finished, updated, last_seq, preset, damaged in rows:
            described = None if damaged else label(texts.get(gid), preset)
            out.append(
                GameSummary(
                    gid,
                    players,
                    status,
                    created,
                    finished,
                    updated,
                    last_seq,
                    preset,
                    described,
                    damaged,
                )
            )
        return out

    @_guarded
    def list_players(self) -> list[str]:
        """The players registry, sorted by name."""
        return games.list_players(self.db)

    @_guarded
    def game(self, game_id: int) -> GameView:
        """Everything about one game as it is now in the database."""
        loaded = self._load(game_id)
        row = loaded.row
        return GameView(
            id=row.id,
            players=row.players,
            rules=loaded.rules,
            first_dealer=row.first_dealer,
            status=row.status,
            created_at=row.created_at,
            finished_at=row.finished_at,
            last_seq=row.last_seq,
            sheet=loaded.sheet,
            settlement=settle_sheet(loaded.sheet),
            undo_status=self._undo_status(loaded),
            rules_label=rules_label(loaded.rules),
        )

    @_guarded
    def sheet(self, game_id: int) -> Sheet:
        return self._load(game_id).sheet

    @_guarded
    def settlement(self, game_id: int) -> Settlement:
        return settle_sheet(self._load(game_id).sheet)

    @_guarded
    def last_seq(self, game_id: int) -> int:
        return self._load(game_id).row.last_seq

    # -- table events ---------------------------------------------------------------------

    @_guarded
    def preview(self, game_id: int, event: GameEvent, expected_seq: int | None = None) -> Preview:
        """The entries ``event`` would write and the sheet after it; writes nothing.

        With ``expected_seq`` (the ``last_seq`` the caller's view showed) a view that is behind
        the database is refused as ``stale`` *before* the event is checked: judged against a
        game the caller has not seen, a right deal reads as a rules error. Raises the engine's
        ``EngineError`` when the event cannot have happened.
        """
        loaded = self._load(game_id)
        if expected_seq is not None:
            self._check_seq(loaded, expected_seq)
        seq = loaded.row.last_seq + 1
        state = _fold_state(loaded.rules, loaded.row, loaded.history.effective)
        outcome = apply_event(state, seq, event)
        return Preview(outcome.entries, state.freeze(), outcome)

    @_guarded
    def record(self, game_id: int, event: GameEvent, expected_seq: int) -> OpResult:
        """Append a deal, raspasy, manual entry or incident; clears the redo chain.

        ``expected_seq`` is the ``last_seq`` the caller's view showed. Raises
        ``ServiceError`` (``stale``, ``game_finished``, ``game_unknown``) or ``EngineError``.
        """
        kind = event_kind(event)
        try:
            with self._transaction():
                loaded = self._writable(game_id, expected_seq)
                seq = loaded.row.last_seq + 1
                # The cached state is extended in place: a new action always lands at the end
                # of the effective events. If anything fails, even the COMMIT, the cache goes.
                outcome = apply_event(loaded.state, seq, event)
                record = LogRecord(seq, kind, event=event)
                self._append(game_id, record)
        except BaseException:
            self._cache.pop(game_id, None)
            raise
        stored = StoredRecord(record, self._last_time)
        loaded.records.append(stored)
        loaded.history = extend(loaded.history, record)
        loaded.sheet = loaded.state.freeze()
        loaded.row = _with_seq(loaded.row, seq, self._last_time)
        if loaded.items is not None:
            # Earlier items keep their flags and entries: a new action lands after them all.
            loaded.items.append(
                HistoryItem(
                    seq=seq,
                    kind=kind,
                    label=self._label(loaded, record),
                    created_at=stored.created_at,
                    target=None,
                    undone=False,
                    replaced=False,
                    entries=outcome.entries,
                )
            )
        return self._result(loaded, {"sheet", "undo", "history", "game_list"}, outcome)

    def record_deal(self, game_id: int, deal: Deal | Raspasy, expected_seq: int) -> OpResult:
        return self.record(game_id, deal, expected_seq)

    def preview_deal(self, game_id: int, deal: Deal | Raspasy) -> Preview:
        return self.preview(game_id, deal)

    def record_incident(self, game_id: int, incident: Incident, expected_seq: int) -> OpResult:
        return self.record(game_id, incident, expected_seq)

    def preview_incident(self, game_id: int, incident: Incident) -> Preview:
        return self.preview(game_id, incident)

    @_guarded
    def incident_defaults(
        self, game_id: int, rule_id: str, answers: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """The facts of ``rule_id`` the game already knows (dealer, raspasy level, repeat
        offences…) and the defaults of optional facts, given the answers so far.

        Raises ``EngineError`` (``incident_rule_unknown``) for an unknown rule.
        """
        # Imported here: the catalogue is needed only once an incident is being entered.
        from app.penalties import default_facts

        return default_facts(rule_id, self._load(game_id).state, answers)

    def manual_entry(self, game_id: int, entry: ManualEntry, expected_seq: int) -> OpResult:
        return self.record(game_id, entry, expected_seq)

    # -- undo, redo, corrections ----------------------------------------------------------

    @_guarded
    def undo(self, game_id: int, expected_seq: int) -> OpResult:
        """Take back the latest action in effect (logged as an ``undone`` event)."""
        with self._transaction():
            loaded = self._writable(game_id, expected_seq)
            target = loaded.history.undo_target
            if target is None:
                raise ServiceError("nothing_to_undo", game_id=game_id)
            loaded = self._write_marker(loaded, LogRecord(0, "undone", target=target))
        return self._result(loaded, {"sheet", "undo", "history", "game_list"})

    @_guarded
    def redo(self, game_id: int, expected_seq: int) -> OpResult:
        """Bring back the latest undone action (logged as a ``redone`` event)."""
        with self._transaction():
            loaded = self._writable(game_id, expected_seq)
            target = loaded.history.redo_target
            if target is None:
                raise ServiceError("nothing_to_redo", game_id=game_id)
            loaded = self._write_marker(loaded, LogRecord(0, "redone", target=target))
        return self._result(loaded, {"sheet", "undo", "history", "game_list"})

    @_guarded
    def correct(
        self, game_id: int, target_seq: int, new_event: GameEvent, expected_seq: int
    ) -> OpResult:
        """Replace a past table event in effect by ``new_event`` (the original stays in history).

        ``target_seq`` is the seq of the table event (or of a correction of it). The whole game
        is refolded to validate; an ``EngineError`` from any later deal refuses the correction.
        A ``new_event`` equal to the event in effect writes nothing (``changes`` is empty).
        """
        event_kind(new_event)
        with self._transaction():
            loaded = self._writable(game_id, expected_seq)
            original, current = _in_effect(loaded, target_seq)
            if new_event == current:
                return self._result(loaded, set())
            record = LogRecord(0, "corrected", event=new_event, target=original)
            loaded = self._write_marker(loaded, record)
        return self._result(loaded, {"sheet", "undo", "history", "game_list"})

    @_guarded
    def correctable(self, game_id: int, target_seq: int) -> Correctable:
        """The table event ``target_seq`` stands for, exactly as in effect now, with its label
        and the seating of its deal: what a correction dialog opens with.

        Raises ``ServiceError`` (``correction_target``) for a marker or an event not in effect.
        """
        loaded = self._load(game_id)
        original, event = _in_effect(loaded, target_seq)
        before = [(s, e) for s, e in loaded.history.effective if s < original]
        state = _fold_state(loaded.rules, loaded.row, before)
        if isinstance(event, Deal | Raspasy):
            state.set_dealer(event.dealer)  # the deal's own dealer, when it overrode the turn
        seating = Seating(
            number=_Numbers(loaded.sheet).of(original),
            dealer=state.players[state.dealer_index],
            active=state.active,
        )
        label = _event_label(loaded, original, event)
        return Correctable(original, event, label, seating)

    @_guarded
    def preview_correction(
        self, game_id: int, target_seq: int, new_event: GameEvent, expected_seq: int | None = None
    ) -> Preview:
        """What correcting ``target_seq`` to ``new_event`` would do; writes nothing.

        ``entries``/``outcome`` are the corrected event's, ``sheet_before`` the sheet now and
        ``sheet_after`` the whole game refolded (later deals' help and overflow included).
        Raises ``ServiceError`` (``stale`` first, ``correction_target``) or the ``EngineError``
        of any deal the correction would break.
        """
        event_kind(new_event)
        loaded = self._load(game_id)
        if expected_seq is not None:
            self._check_seq(loaded, expected_seq)
        original, _current = _in_effect(loaded, target_seq)
        record = LogRecord(loaded.row.last_seq + 1, "corrected", event=new_event, target=original)
        _history, state = self._refold_with(loaded, record)
        outcome = next(o for o in state.outcomes if o.event == original)
        return Preview(outcome.entries, state.freeze(), outcome, sheet_before=loaded.sheet)

    @_guarded
    def corrected_cells(self, game_id: int) -> dict[int, dict[CellKey, Amount]]:
        """What each corrected event originally wrote per cell (for the sheet's marks).

        Kept with the loaded game: recording a deal keeps it, any marker (undo, redo,
        correction) loads the game anew, so the sheet's redraw after Enter costs no refold."""
        loaded = self._load(game_id)
        if loaded.corrected is None:
            originals = {
                seq: event
                for seq in loaded.history.replaced_by
                if (event := _record(loaded, seq).event) is not None
            }
            row = loaded.row
            loaded.corrected = corrected_cells(
                loaded.rules, row.players, row.first_dealer, loaded.history, originals
            )
        return loaded.corrected

    @_guarded
    def undo_status(self, game_id: int) -> UndoStatus:
        return self._undo_status(self._load(game_id))

    # -- status ---------------------------------------------------------------------------

    @_guarded
    def finish_game(self, game_id: int, expected_seq: int) -> OpResult:
        """Mark the game finished: read-only until reopened."""
        with self._transaction():
            loaded = self._writable(game_id, expected_seq)
            loaded = self._write_marker(loaded, LogRecord(0, "finished"), status="finished")
        return self._result(loaded, {"status", "undo", "history", "game_list"})

    @_guarded
    def reopen_game(self, game_id: int, expected_seq: int) -> OpResult:
        """Reopen a finished game: an explicit, logged action."""
        with self._transaction():
            loaded = self._load(game_id)
            self._check_seq(loaded, expected_seq)
            if loaded.row.status != "finished":
                raise ServiceError("game_not_finished", game_id=game_id)
            loaded = self._write_marker(loaded, LogRecord(0, "reopened"), status="open")
        return self._result(loaded, {"status", "undo", "history", "game_list"})

    # -- history --------------------------------------------------------------------------

    @_guarded
    def history(self, game_id: int) -> list[HistoryItem]:
        """Every logged event in order, undone and replaced ones included."""
        loaded = self._load(game_id)
        if loaded.items is None:
            loaded.items = self._history_items(loaded)
        return list(loaded.items)

    @_guarded
    def last_event(self, game_id: int) -> GameEvent | None:
        """The newest table event in effect (what the card table describes), or ``None``."""
        effective = self._load(game_id).history.effective
        return effective[-1][1] if effective else None

    def _history_items(self, loaded: _Loaded) -> list[HistoryItem]:
        history = loaded.history
        numbers = _Numbers(loaded.sheet)
        by_event = {o.event: o for o in loaded.sheet.outcomes}
        in_effect = {seq for seq, _ in history.effective}
        applied = set(history.applied)
        items = []
        for stored in loaded.records:
            record = stored.record
            seq = record.seq
            replaced = False
            entries: tuple[Any, ...] = ()
            if record.kind == "corrected":
                assert record.target is not None
                replaced = seq in applied and history.replaced_by.get(record.target) != seq
                if history.replaced_by.get(record.target) == seq:
                    entries = _entries(by_event, record.target)
            elif record.event is not None:
                replaced = seq in history.replaced_by
                if seq in in_effect and not replaced:
                    entries = _entries(by_event, seq)
            items.append(
                HistoryItem(
                    seq=seq,
                    kind=record.kind,
                    label=self._label(loaded, record, numbers),
                    created_at=stored.created_at,
                    target=record.target,
                    undone=seq in history.undone,
                    replaced=replaced,
                    entries=entries,
                )
            )
        return items

    # -- export / import ------------------------------------------------------------------

    @_guarded
    def export_game(self, game_id: int) -> dict[str, Any]:
        """The ``pulka-game`` JSON document of the game's effective events."""
        loaded = self._load(game_id)
        record = GameRecord(
            players=loaded.row.players,
            rules=loaded.rules,
            first_dealer=loaded.row.first_dealer,
            events=tuple(event for _, event in loaded.history.effective),
        )
        return game_to_dict(record)

    @_guarded
    def import_game(self, data: Any) -> int:
        """A new game from a ``pulka-game`` document; all or nothing.

        Every event is validated by folding before anything is written; raises the engine's
        ``InvalidGame`` / ``InvalidDeal`` naming the problem.
        """
        game = parse_game(data)
        fold(
            game.rules,
            game.players,
            game.first_dealer,
            ((i, e) for i, e in enumerate(game.events, start=1)),
            score_incident,
        )
        with self._transaction():
            now = self._now()
            game_id = games.insert_game(
                self.db, list(game.players), game.rules.to_dict(), game.first_dealer, now
            )
            for seq, event in enumerate(game.events, start=1):
                event_log.append(self.db, game_id, LogRecord(seq, event_kind(event), event), now)
            games.touch(self.db, game_id, len(game.events), now)
        return game_id

    # -- internals ------------------------------------------------------------------------

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """The write transaction; refused at once when the database was opened read-only."""
        if self.read_only:
            raise ServiceError("read_only")
        with write_transaction(self.db) as conn:
            yield conn

    _last_time = ""

    def _now(self) -> str:
        self._last_time = self._clock().isoformat(timespec="microseconds")
        return self._last_time

    def _load(self, game_id: int) -> _Loaded:
        """The game as stored now; the cached fold is reused while ``last_seq`` is unchanged."""
        cached = self._cache.get(game_id)
        if cached is not None:
            # The light query first: parsing the stored rules on every call would cost more
            # than the INSERT of a deal.
            try:
                status = games.get_status(self.db, game_id)
            except StoredDataDamaged as error:
                self._cache.pop(game_id, None)
                raise _damaged(self.db, game_id, error) from None
            if status is not None and status[0] == cached.row.last_seq:
                cached.row = dataclasses.replace(
                    cached.row, status=status[1], finished_at=status[2], updated_at=status[3]
                )
                return cached
        loaded = load_game(self.db, game_id)
        self._cache[game_id] = loaded
        return loaded

    def _check_seq(self, loaded: _Loaded, expected_seq: int) -> None:
        if expected_seq != loaded.row.last_seq:
            raise ServiceError(
                "stale", game_id=loaded.row.id, expected=expected_seq, actual=loaded.row.last_seq
            )

    def _writable(self, game_id: int, expected_seq: int) -> _Loaded:
        loaded = self._load(game_id)
        self._check_seq(loaded, expected_seq)
        if loaded.row.status == "finished":
            raise ServiceError("game_finished", game_id=game_id)
        return loaded

    def _append(self, game_id: int, record: LogRecord) -> None:
        now = self._now()
        event_log.append(self.db, game_id, record, now)
        games.touch(self.db, game_id, record.seq, now)

    def _write_marker(
        self, loaded: _Loaded, record: LogRecord, status: str | None = None
    ) -> _Loaded:
        """Append an undo/redo/correction/status record after refolding with it (validation)."""
        game_id = loaded.row.id
        seq = loaded.row.last_seq + 1
        record = LogRecord(seq, record.kind, record.event, record.target)
        history, state = self._refold_with(loaded, record)
        try:
            self._append(game_id, record)
            if status is not None:
                games.set_status(self.db, game_id, status, self._last_time)
        except BaseException:
            self._cache.pop(game_id, None)
            raise
        row = _with_seq(loaded.row, seq, self._last_time)
        if status is not None:
            finished_at = self._last_time if status == "finished" else None
            row = dataclasses.replace(row, status=status, finished_at=finished_at)
        # Published to the cache only after the caller's transaction commits (see _result).
        return _Loaded(
            row,
            loaded.rules,
            [*loaded.records, StoredRecord(record, self._last_time)],
            history,
            state,
            state.freeze(),
        )

    def _refold_with(self, loaded: _Loaded, record: LogRecord) -> tuple[History, GameState]:
        """The history and fold of the log with ``record`` appended (raises if it cannot be)."""
        history = replay([*(r.record for r in loaded.records), record])
        return history, _fold_state(loaded.rules, loaded.row, history.effective)

    def _result(
        self, loaded: _Loaded, changes: set[str], outcome: EventOutcome | None = None
    ) -> OpResult:
        self._cache[loaded.row.id] = loaded
        return OpResult(
            game_id=loaded.row.id,
            seq=loaded.row.last_seq,
            changes=frozenset(changes),
            sheet=loaded.sheet,
            undo_status=self._undo_status(loaded),
            outcome=outcome,
        )

    def _undo_status(self, loaded: _Loaded) -> UndoStatus:
        if loaded.row.status == "finished":
            return UndoStatus(None, None)
        undo = loaded.history.undo_target
        redo = loaded.history.redo_target
        return UndoStatus(
            undo=self._label(loaded, _record(loaded, undo)) if undo is not None else None,
            redo=self._label(loaded, _record(loaded, redo)) if redo is not None else None,
        )

    def _label(self, loaded: _Loaded, record: LogRecord, numbers: _Numbers | None = None) -> Label:
        if record.kind == "corrected":
            assert record.event is not None and record.target is not None
            inner = _event_label(loaded, record.target, record.event, numbers)
            return Label(
                "correction", {"target": record.target, "target_code": inner.code, **inner.params}
            )
        if record.event is not None:
            return _event_label(loaded, record.seq, record.event, numbers)
        if record.kind in ("undone", "redone"):
            return Label(record.kind, {"target": record.target})
        return Label(record.kind, {})


def load_game(db: sqlite3.Connection, game_id: int) -> _Loaded:
    """Read and fold one game; ``ServiceError`` ``game_unknown`` or ``game_damaged``."""
    try:
        row = games.get_game(db, game_id)
        if row is None:
            raise ServiceError("game_unknown", game_id=game_id)
        # Only rows up to the game's last_seq: a consistent prefix even if another process
        # appends between the two reads (and no payload decoded beyond it).
        records = event_log.load(db, game_id, upto=row.last_seq)
        if [r.record.seq for r in records] != list(range(1, row.last_seq + 1)):
            # Seqs are 1, 2, 3, … up to last_seq (every append writes both in one transaction).
            raise StoredDataDamaged(game_id, "events missing before the last one")
        history = replay(r.record for r in records)
        rules = Rules.from_dict(row.rules)
        state = _fold_state(rules, row, history.effective)
        return _Loaded(row, rules, records, history, state, state.freeze())
    except ServiceError:
        raise
    except _DAMAGE as error:
        raise _damaged(db, game_id, error) from None


def _damaged(db: sqlite3.Connection, game_id: int, error: BaseException) -> ServiceError:
    """``game_damaged`` naming the game by number and, when they can be read, its players."""
    try:
        value = db.execute("SELECT CAST(players AS BLOB) FROM games WHERE id = ?", [game_id])
        names = ", ".join(games.player_names(value.fetchone()[0], game_id))
    except (sqlite3.Error, StoredDataDamaged, TypeError):
        names = ""
    detail = str(error) if isinstance(error, StoredDataDamaged | CodedError) else one_line(error)
    return ServiceError("game_damaged", game_id=game_id, players=names, detail=detail)


def verify_games(db: sqlite3.Connection, since: str | None = None) -> str | None:
    """Whether a backup copy ``db`` loads: ``None``, or what is wrong (``game 3: event 12:
    payload is not valid JSON``).

    Every stored JSON must parse (SQLite's ``json_valid``, fast) and every game changed
    ``since`` the newest verified backup must decode and fold as when it is opened; of the
    unchanged ones (folded when that copy was checked) a seventh is folded again each day, by
    game number, so damage that JSON parsing does not see is found within a week (folding a
    club's 500,000 events at once would take half a minute).
    """
    problem = structural_check(db)
    if problem is not None:
        return problem
    try:
        if since is None:
            rows = db.execute("SELECT id FROM games ORDER BY id")
        else:
            rows = db.execute(
                "SELECT id FROM games WHERE NOT updated_at < ?"
                " OR id % 7 = CAST(julianday('now') AS INTEGER) % 7 ORDER BY id",
                [since],
            )
        for game_id in [row[0] for row in rows]:
            load_game(db, game_id)
    except ServiceError as error:
        return f"game {error.params.get('game_id')}: {error.params.get('detail', error.code)}"
    except (sqlite3.Error, ValueError) as error:
        return one_line(error)
    return None


def _fold_state(
    rules: Rules, row: games.GameRow, effective: Sequence[tuple[int, GameEvent]]
) -> GameState:
    return fold_state(rules, row.players, row.first_dealer, effective, score_incident)


def _record(loaded: _Loaded, seq: int) -> LogRecord:
    # Seqs are 1, 2, 3, … (primary key, and every append uses last_seq + 1).
    record = loaded.records[seq - 1].record
    assert record.seq == seq
    return record


class _Numbers:
    """Deal numbers as the fold counts them: the ``deal_number`` of each outcome that carries a
    deal (a deal, a raspasy, or an incident with its deal, e.g. ``kodeks-3.4.6``).

    The one definition used by the history, the Undo/Redo labels and the correction dialog (the
    card table reads the fold's ``deals_played``). A deal not in effect (undone, or replaced by
    a correction) is given the number it would have: one more than the deals folded before it.
    Built once per listing, then O(log n) per seq (a 500-deal history lists in milliseconds).
    """

    def __init__(self, sheet: Sheet) -> None:
        carried = [o for o in sheet.outcomes if o.deal_number is not None]
        self._seqs = [o.event for o in carried]  # outcomes are folded in seq order
        self._numbers = [o.deal_number or 0 for o in carried]

    def of(self, seq: int) -> int | None:
        """The number of the deal the event in effect at ``seq`` carries, or ``None``."""
        i = bisect.bisect_left(self._seqs, seq)
        return self._numbers[i] if i < len(self._seqs) and self._seqs[i] == seq else None

    def __call__(self, seq: int) -> int:
        """The number of the deal or raspasy at ``seq``, in effect or not."""
        number = self.of(seq)
        if number is not None:
            return number
        i = bisect.bisect_left(self._seqs, seq)
        return (self._numbers[i - 1] if i else 0) + 1


def _number(loaded: _Loaded, seq: int, numbers: _Numbers | None = None) -> int:
    """The deal number of the deal/raspasy at ``seq``; cheap for the newest effective one."""
    if numbers is not None:
        return numbers(seq)
    outcomes = loaded.sheet.outcomes
    if outcomes and outcomes[-1].event == seq and outcomes[-1].deal_number is not None:
        return outcomes[-1].deal_number
    return _Numbers(loaded.sheet)(seq)


def _event_label(
    loaded: _Loaded, seq: int, event: GameEvent, numbers: _Numbers | None = None
) -> Label:
    if isinstance(event, Deal):
        return Label(
            "deal",
            {
                "number": _number(loaded, seq, numbers),
                "declarer": event.declarer,
                "contract": event.contract.code,
                # made / down n / misère made or caught: the history row says how it ended
                **dict(zip(("result", "result_n"), deal_outcome(event), strict=True)),
            },
        )
    if isinstance(event, Raspasy):
        return Label("raspasy", {"number": _number(loaded, seq, numbers)})
    if isinstance(event, ManualEntry):
        return Label("entry", {"player": event.player})
    # An incident that carries a deal (e.g. kodeks-3.4.6) is that deal on the sheet: its label
    # names the number, so the history counts deals as the sheet does.
    outcomes = loaded.sheet.outcomes
    if numbers is None and outcomes and outcomes[-1].event == seq:
        carried = outcomes[-1].deal_number  # the newest event: no listing needed
    else:
        carried = (numbers or _Numbers(loaded.sheet)).of(seq)
    params: dict[str, Any] = {"rule": event.rule}
    if carried is not None:
        params["number"] = carried
    return Label("incident", params)


def _original_seq(loaded: _Loaded, seq: int) -> int | None:
    """The table event ``seq`` stands for (itself, or what it corrects); ``None`` for a marker."""
    if not 1 <= seq <= len(loaded.records):
        return None
    record = _record(loaded, seq)
    if record.kind == "corrected":
        return record.target
    return seq if record.event is not None else None


def _in_effect(loaded: _Loaded, seq: int) -> tuple[int, GameEvent]:
    """The original seq ``seq`` stands for and the event in effect for it; refuses a marker or
    an event not in effect (``correction_target``)."""
    original = _original_seq(loaded, seq)
    effective = dict(loaded.history.effective)
    if original is None or original not in effective:
        raise ServiceError("correction_target", game_id=loaded.row.id, target=seq)
    return original, effective[original]


def _entries(by_event: Mapping[int, EventOutcome], seq: int) -> tuple[Any, ...]:
    outcome = by_event.get(seq)
    return outcome.entries if outcome is not None else ()


def _with_seq(row: games.GameRow, seq: int, now: str) -> games.GameRow:
    return dataclasses.replace(row, last_seq=seq, updated_at=now)
