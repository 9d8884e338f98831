"""GameService: the only API the UI uses to create, play, undo, correct and export games.

The games live in a :class:`~app.store.protocol.GameStore` built once at start-up
(:func:`app.services.stores.open_store`) and handed in. Every mutating call is one store
transaction that re-reads the game, refuses a stale ``expected_seq`` (another window or app
instance wrote meanwhile), validates the new event by folding it, then appends to the
INSERT-only log (the store refuses the append too if the game moved on). A refused
call writes nothing. The sheet is always the fold of the effective events
(:func:`app.engine.history.replay`); the folded state of each open game is cached by its last seq
so recording a deal does not refold the whole game.

No failure of the store leaves here as anything but a coded refusal (docs/store.md, "What each
failure does"): every :class:`~app.store.errors.StoreError` becomes a :class:`ServiceError`
(``store_busy``, ``store_read_only``, ``disk_full``, ``store_io``, ``store_damaged``,
``store_failed``), and a
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
from app.services.permissions import Permissions, permissions_of
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
from app.services.stores import open_store
from app.store.db import BUSY_TIMEOUT_MS
from app.store.errors import StaleWrite, StoredDataDamaged, StoreError, StoreWarning, one_line
from app.store.protocol import GameId, GameRow, GameStatus, GameStore, StoredRecord

Clock = Callable[[], datetime.datetime]
BusyHandler = Callable[[int], bool]
"""Called with the attempt number (1, 2, …) after the lock was not free within the busy
timeout; ``True`` tries again, ``False`` gives up with ``store_busy``."""
P = ParamSpec("P")
R = TypeVar("R")

# The store's failure kinds (app/store/errors.py) -> the service's refusal codes.
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
    """A public service call: a ``StoreError`` becomes a coded ``ServiceError``; a lock that
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
                except StoreError as error:
                    attempt += 1
                    if error.kind == "busy" and service.on_busy and service.on_busy(attempt):
                        continue
                    server = getattr(error, "code", None)  # a club server's own failure
                    if server == "unavailable":
                        if service.on_server_lost is not None:
                            service.on_server_lost()
                        raise ServiceError("server_unavailable", detail=error.detail) from None
                    if isinstance(server, str):
                        raise ServiceError("server_refused", refusal=server) from None
                    code = _STORE_CODES.get(error.kind, "store_failed")
                    raise ServiceError(code, detail=error.detail) from None
                except StaleWrite as error:
                    raise ServiceError(
                        "stale", game_id=error.game_id, expected=error.expected, actual=error.actual
                    ) from None
        finally:
            if attempt and service.on_busy is not None:
                service.on_busy(0)  # the wait is over: the handler may close its dialog

    return call


@dataclass
class _Loaded:
    """A game as last read: its row, log, replayed history and the fold of it."""

    row: GameRow
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
    """Games in one store. ``close()`` when done (or use it as a context manager)."""

    def __init__(
        self,
        store: GameStore | str | os.PathLike[str],
        *,
        clock: Clock | None = None,
        backups: int | None = None,
        create: bool = True,
        on_busy: BusyHandler | None = None,
        busy_timeout_ms: int = BUSY_TIMEOUT_MS,
    ) -> None:
        """Serve the games of ``store`` (the service closes it); a path is opened with
        :func:`open_store` (``backups``, ``create``, ``busy_timeout_ms`` and ``clock`` go to it)
        and raises ``DatabaseRefused`` for a file it will not open.

        ``read_only`` tells whether writes are possible; ``warnings`` lists what the user
        should be told although the database opened (read-only, a backup not taken).
        """
        if isinstance(store, str | os.PathLike):
            store = open_store(
                store,
                backups=backups,
                clock=clock,
                create=create,
                busy_timeout_ms=busy_timeout_ms,
            )
        self.store: GameStore = store
        self.read_only: bool = store.read_only
        self.warnings: list[StoreWarning] = list(store.warnings)
        self.on_busy: BusyHandler | None = on_busy
        self.on_server_lost: Callable[[], None] | None = None
        """Called when a club server stops answering (the app shows it and retries)."""
        self._clock = clock or (lambda: datetime.datetime.now(datetime.UTC))
        self._cache: dict[int, _Loaded] = {}

    @property
    def location(self) -> str:
        """Where the games are: the database file's path, or the server's URL without its
        password."""
        return self.store.location

    def permissions(self) -> Permissions:
        """What the connected user may do (a club server's role; a file allows everything
        unless it opened read-only): the app disables the rest."""
        return permissions_of(self.store)

    def close(self) -> None:
        self._cache.clear()
        self.store.close()

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
            return self.store.create_game(players, rules.to_dict(), first_dealer, self._now())

    @_guarded
    def list_games(self) -> list[GameSummary]:
        """Every game, the most recently played first, each with its rules described."""
        label = StoredRulesLabels()
        return [
            GameSummary(
                row.id,
                row.players,
                row.status,
                row.created_at,
                row.finished_at,
                row.updated_at,
                row.last_seq,
                row.preset,
                None if row.damaged else label(row.rules_text, row.preset),
                row.damaged,
            )
            for row in self.store.list_games()
        ]

    @_guarded
    def list_players(self) -> list[str]:
        """The players registry, sorted by name."""
        return self.store.list_players()

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
                now = self._now()
                self.store.append(game_id, seq - 1, [record], now)
        except BaseException:
            self._cache.pop(game_id, None)
            raise
        stored = StoredRecord(record, now)
        loaded.records.append(stored)
        loaded.history = extend(loaded.history, record)
        loaded.sheet = loaded.state.freeze()
        loaded.row = _with_seq(loaded.row, seq, now)
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
            uuid=self.store.game_uuid(game_id),
        )
        return game_to_dict(record)

    @_guarded
    def import_game(self, data: Any) -> int:
        """A new game from a ``pulka-game`` document; all or nothing.

        Every event is validated by folding before anything is written; raises the engine's
        ``InvalidGame`` / ``InvalidDeal`` naming the problem. The game keeps the document's
        ``uuid`` unless this database already holds a game with it: then the import is a copy
        beside that game and gets a new one (``pulka push``/``pull`` are the commands that
        bring one game up to date in another database).
        """
        game = parse_game(data)
        fold(
            game.rules,
            game.players,
            game.first_dealer,
            ((i, e) for i, e in enumerate(game.events, start=1)),
        )
        records = [
            LogRecord(seq, event_kind(event), event) for seq, event in enumerate(game.events, 1)
        ]
        with self._transaction():
            now = self._now()
            known = game.uuid is not None and self.store.find_game(game.uuid) is not None
            game_id = self.store.create_game(
                game.players,
                game.rules.to_dict(),
                game.first_dealer,
                now,
                game_uuid=None if known else game.uuid,
            )
            self.store.append(game_id, 0, records, now)
        return game_id

    # -- internals ------------------------------------------------------------------------

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        """The write transaction; refused at once when the database was opened read-only."""
        if self.read_only:
            raise ServiceError("read_only")
        with self.store.transaction():
            yield

    def _now(self) -> str:
        """The time an action is written (ISO 8601, UTC, microseconds)."""
        return self._clock().isoformat(timespec="microseconds")

    def _load(self, game_id: int) -> _Loaded:
        """The game as stored now; the cached fold is reused while ``last_seq`` is unchanged."""
        cached = self._cache.get(game_id)
        if cached is not None:
            # The light query first: parsing the stored rules on every call would cost more
            # than the INSERT of a deal.
            try:
                stamp = self.store.stamp(game_id)
            except StoredDataDamaged as error:
                self._cache.pop(game_id, None)
                raise _damaged(self.store, game_id, error) from None
            if stamp is not None and stamp.last_seq == cached.row.last_seq:
                cached.row = dataclasses.replace(
                    cached.row,
                    status=stamp.status,
                    finished_at=stamp.finished_at,
                    updated_at=stamp.updated_at,
                )
                return cached
        loaded = load_game(self.store, game_id)
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

    def _write_marker(
        self, loaded: _Loaded, record: LogRecord, status: GameStatus | None = None
    ) -> _Loaded:
        """Append an undo/redo/correction/status record after refolding with it (validation)."""
        game_id = loaded.row.id
        seq = loaded.row.last_seq + 1
        record = LogRecord(seq, record.kind, record.event, record.target)
        history, state = self._refold_with(loaded, record)
        now = self._now()
        try:
            self.store.append(game_id, seq - 1, [record], now)
            if status is not None:
                self.store.set_status(game_id, status, now)
        except BaseException:
            self._cache.pop(game_id, None)
            raise
        row = _with_seq(loaded.row, seq, now)
        if status is not None:
            finished_at = now if status == "finished" else None
            row = dataclasses.replace(row, status=status, finished_at=finished_at)
        # Published to the cache only after the caller's transaction commits (see _result).
        return _Loaded(
            row,
            loaded.rules,
            [*loaded.records, StoredRecord(record, now)],
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


def load_game(store: GameStore, game_id: GameId) -> _Loaded:
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
        state = _fold_state(rules, row, history.effective)
        return _Loaded(row, rules, records, history, state, state.freeze())
    except ServiceError:
        raise
    except _DAMAGE as error:
        raise _damaged(store, game_id, error) from None


def _damaged(store: GameStore, game_id: GameId, error: BaseException) -> ServiceError:
    """``game_damaged`` naming the game by number and, when they can be read, its players."""
    try:
        names = ", ".join(store.game_players(game_id))
    except (StoreError, StoredDataDamaged, TypeError):
        names = ""
    detail = str(error) if isinstance(error, StoredDataDamaged | CodedError) else one_line(error)
    return ServiceError("game_damaged", game_id=game_id, players=names, detail=detail)


def check_game(store: GameStore, game_id: GameId) -> str | None:
    """Whether a game loads as when it is opened: ``None``, or what is wrong (a backup copy's
    check, :func:`app.store.sqlite_store.verify_copy`)."""
    try:
        load_game(store, game_id)
    except ServiceError as error:
        return str(error.params.get("detail", error.code))
    return None


def _fold_state(
    rules: Rules, row: GameRow, effective: Sequence[tuple[int, GameEvent]]
) -> GameState:
    return fold_state(rules, row.players, row.first_dealer, effective)


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


def _with_seq(row: GameRow, seq: int, now: str) -> GameRow:
    return dataclasses.replace(row, last_seq=seq, updated_at=now)
