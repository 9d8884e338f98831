"""Recording and undo: a table event appended, undone, redone, corrected; a game finished and
reopened; previews of each that write nothing.

Every write is one store transaction that re-reads the game, refuses a stale ``expected_seq``
(another window or program wrote meanwhile), validates by folding, then appends to the
INSERT-only log; the store refuses the append too if the game moved on (docs/store.md,
"Concurrency"). A refused call writes nothing, and the cached fold is dropped whenever a write
fails part-way. The COMMIT may run on the service's writer thread after the call has returned
(``OpResult.saving``; app/services/commits.py, docs/decisions/0006-commit-off-gui.md): every
check above has been made by then, under the write lock the COMMIT releases.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from app.engine.events import GameEvent, event_kind
from app.engine.history import History, LogRecord, extend, replay
from app.engine.sheet import FoldPoint, apply_event
from app.engine.state import EventOutcome, GameState
from app.services.clock_end import time_up
from app.services.commits import Commits, Ticket
from app.services.games import view_of
from app.services.history import in_effect, label
from app.services.loaded import GameCache, LoadedGame
from app.services.publishing import Publisher
from app.services.results import (
    ACTION_CHANGES,
    NO_CHANGES,
    STATUS_CHANGES,
    Changes,
    HistoryItem,
    OpResult,
    Preview,
    ServiceError,
)
from app.services.writing import Clock, stamp
from app.store.protocol import GameId, GameRow, GameStatus, GameStore, StoredRecord


class Recording:
    """Writes to a game's log, each checked against the ``last_seq`` the caller saw."""

    def __init__(
        self,
        store: GameStore,
        cache: GameCache,
        clock: Clock,
        commits: Commits,
        publisher: Publisher,
    ) -> None:
        self._store = store
        self._cache = cache
        self._clock = clock
        self._commits = commits
        self._publisher = publisher

    # -- table events ---------------------------------------------------------------------

    def preview(
        self, game_id: GameId, event: GameEvent, expected_seq: int | None = None
    ) -> Preview:
        """The entries ``event`` would write and the sheet after it; writes nothing.

        With ``expected_seq`` (the ``last_seq`` the caller's view showed) a view that is behind
        the store is refused as ``stale`` *before* the event is checked: judged against a game
        the caller has not seen, a right deal reads as a rules error. Raises the engine's
        ``EngineError`` when the event cannot have happened.
        """
        loaded = self._cache.load(game_id)
        if expected_seq is not None:
            _check_seq(loaded, expected_seq)
        seq = loaded.row.last_seq + 1
        state = loaded.state_copy()  # the fold as it is, not refolded (issue 30)
        outcome = apply_event(state, seq, event)
        return Preview(outcome.entries, state.freeze(), outcome)

    def record(self, game_id: GameId, event: GameEvent, expected_seq: int) -> OpResult:
        """Append a deal, raspasy, manual entry or incident; clears the redo chain.

        ``expected_seq`` is the ``last_seq`` the caller's view showed. Raises
        ``ServiceError`` (``stale``, ``game_finished``, ``game_unknown``) or ``EngineError``.
        """
        kind = event_kind(event)
        try:
            with self._commits.transaction(game_id) as ticket:
                loaded = self._writable(game_id, expected_seq)
                seq = loaded.row.last_seq + 1
                # The cached state is extended in place: a new action always lands at the end
                # of the effective events. If anything fails, even the COMMIT, the cache goes
                # (a COMMIT on the writer thread: app/services/commits.py drops it).
                outcome = apply_event(loaded.state, seq, event)
                record = LogRecord(seq, kind, event=event)
                now = stamp(self._clock)
                self._store.append(game_id, seq - 1, [record], now)
                ticket.last_seq = seq
                ticket.changes = self._changes(ACTION_CHANGES, loaded.row, seq)
        except BaseException:
            self._cache.drop(game_id)
            raise
        stored = StoredRecord(record, now)
        loaded.records.append(stored)
        loaded.history = extend(loaded.history, record)
        loaded.extend_points()
        loaded.state.time_up = time_up(
            loaded.rules, loaded.row.created_at, loaded.records, loaded.history
        )
        loaded.sheet = loaded.state.freeze()
        loaded.row = _with_seq(loaded.row, seq, now)
        if loaded.items is not None:
            # Earlier items keep their flags and entries: a new action lands after them all.
            loaded.items.append(
                HistoryItem(
                    seq=seq,
                    kind=kind,
                    label=label(loaded, record),
                    created_at=stored.created_at,
                    target=None,
                    undone=False,
                    replaced=False,
                    entries=outcome.entries,
                )
            )
        return self._result(loaded, ticket, outcome)

    def incident_defaults(
        self, game_id: GameId, rule_id: str, answers: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """The facts of ``rule_id`` the game already knows (dealer, raspasy level, repeat
        offences…) and the defaults of optional facts, given the answers so far.

        Raises ``EngineError`` (``incident_rule_unknown``) for an unknown rule.
        """
        # Imported here: the catalogue is needed only once an incident is being entered.
        from app.penalties import default_facts

        return default_facts(rule_id, self._cache.load(game_id).state, answers)

    # -- undo, redo, corrections ----------------------------------------------------------

    def undo(self, game_id: GameId, expected_seq: int) -> OpResult:
        """Take back the latest action in effect (logged as an ``undone`` event)."""
        with self._commits.transaction(game_id) as ticket:
            loaded = self._writable(game_id, expected_seq)
            target = loaded.history.undo_target
            if target is None:
                raise ServiceError("nothing_to_undo", game_id=game_id)
            loaded = self._write_marker(loaded, LogRecord(0, "undone", target=target), ticket)
        return self._result(loaded, ticket)

    def redo(self, game_id: GameId, expected_seq: int) -> OpResult:
        """Bring back the latest undone action (logged as a ``redone`` event)."""
        with self._commits.transaction(game_id) as ticket:
            loaded = self._writable(game_id, expected_seq)
            target = loaded.history.redo_target
            if target is None:
                raise ServiceError("nothing_to_redo", game_id=game_id)
            loaded = self._write_marker(loaded, LogRecord(0, "redone", target=target), ticket)
        return self._result(loaded, ticket)

    def correct(
        self, game_id: GameId, target_seq: int, new_event: GameEvent, expected_seq: int
    ) -> OpResult:
        """Replace a past table event in effect by ``new_event`` (the original stays in history).

        ``target_seq`` is the seq of the table event (or of a correction of it). The whole game
        is refolded to validate; an ``EngineError`` from any later deal refuses the correction.
        A ``new_event`` equal to the event in effect writes nothing (``changes`` is empty).
        """
        event_kind(new_event)
        with self._commits.transaction(game_id) as ticket:
            loaded = self._writable(game_id, expected_seq)
            original, current = in_effect(loaded, target_seq)
            if new_event == current:
                return self._result(loaded, ticket)  # nothing written, nothing to tell
            record = LogRecord(0, "corrected", event=new_event, target=original)
            loaded = self._write_marker(loaded, record, ticket)
        return self._result(loaded, ticket)

    def preview_correction(
        self, game_id: GameId, target_seq: int, new_event: GameEvent, expected_seq: int | None
    ) -> Preview:
        """What correcting ``target_seq`` to ``new_event`` would do; writes nothing.

        ``entries``/``outcome`` are the corrected event's, ``sheet_before`` the sheet now and
        ``sheet_after`` the whole game refolded (later deals' help and overflow included).
        Raises ``ServiceError`` (``stale`` first, ``correction_target``) or the ``EngineError``
        of any deal the correction would break.
        """
        event_kind(new_event)
        loaded = self._cache.load(game_id)
        if expected_seq is not None:
            _check_seq(loaded, expected_seq)
        original, _current = in_effect(loaded, target_seq)
        record = LogRecord(loaded.row.last_seq + 1, "corrected", event=new_event, target=original)
        _history, state, _points, _changed = _refold_with(loaded, record)
        outcome = next(o for o in state.outcomes if o.event == original)
        return Preview(outcome.entries, state.freeze(), outcome, sheet_before=loaded.sheet)

    # -- status ---------------------------------------------------------------------------

    def finish_game(self, game_id: GameId, expected_seq: int) -> OpResult:
        """Mark the game finished: read-only until reopened."""
        with self._commits.transaction(game_id) as ticket:
            loaded = self._writable(game_id, expected_seq)
            loaded = self._write_marker(loaded, LogRecord(0, "finished"), ticket, status="finished")
        return self._result(loaded, ticket)

    def reopen_game(self, game_id: GameId, expected_seq: int) -> OpResult:
        """Reopen a finished game: an explicit, logged action."""
        with self._commits.transaction(game_id) as ticket:
            loaded = self._cache.load(game_id)
            _check_seq(loaded, expected_seq)
            if loaded.row.status != "finished":
                raise ServiceError("game_not_finished", game_id=game_id)
            loaded = self._write_marker(loaded, LogRecord(0, "reopened"), ticket, status="open")
        return self._result(loaded, ticket)

    # -- internals ------------------------------------------------------------------------

    def _writable(self, game_id: GameId, expected_seq: int) -> LoadedGame:
        loaded = self._cache.load(game_id)
        _check_seq(loaded, expected_seq)
        if loaded.row.status == "finished":
            raise ServiceError("game_finished", game_id=game_id)
        return loaded

    def _write_marker(
        self,
        loaded: LoadedGame,
        record: LogRecord,
        ticket: Ticket,
        status: GameStatus | None = None,
    ) -> LoadedGame:
        """Append an undo/redo/correction/status record after refolding with it (validation)."""
        game_id = loaded.row.id
        seq = loaded.row.last_seq + 1
        record = LogRecord(seq, record.kind, record.event, record.target)
        history, state, points, changed = _refold_with(loaded, record)
        now = stamp(self._clock)
        records = [*loaded.records, StoredRecord(record, now)]
        state.time_up = time_up(loaded.rules, loaded.row.created_at, records, history)
        try:
            self._store.append(game_id, seq - 1, [record], now)
            if status is not None:
                self._store.set_status(game_id, status, now)
            ticket.last_seq = seq
            flags = ACTION_CHANGES if status is None else STATUS_CHANGES
            ticket.changes = self._changes(flags, loaded.row, seq, status)
        except BaseException:
            self._cache.drop(game_id)
            raise
        row = _with_seq(loaded.row, seq, now)
        if status is not None:
            finished_at = now if status == "finished" else None
            row = dataclasses.replace(row, status=status, finished_at=finished_at)
        # Published to the cache only after the caller's transaction commits (see _result).
        return LoadedGame(
            row,
            loaded.rules,
            records,
            history,
            state,
            state.freeze(),
            points=points,
            items_before=loaded.items,
            changed_from=changed if loaded.items is not None else 0,
        )

    def _changes(
        self, flags: Changes, row: GameRow, seq: int, status: GameStatus | None = None
    ) -> Changes:
        """What a write of ``row``'s game at ``seq`` touched (inside its transaction)."""
        return self._publisher.game_changes(flags, row.id, seq, status or row.status)

    def _result(
        self, loaded: LoadedGame, ticket: Ticket, outcome: EventOutcome | None = None
    ) -> OpResult:
        """The write's result, its fold kept; a write committed at once is told to the hub
        here (one whose COMMIT runs on the writer thread is told from there when it returns:
        app/services/commits.py)."""
        self._cache.keep(loaded)
        saving = self._commits.pending_game == loaded.row.id
        changes = ticket.changes or NO_CHANGES
        if not saving:
            self._publisher.publish(changes)
        return OpResult(changes=changes, view=view_of(loaded), outcome=outcome, saving=saving)


def _check_seq(loaded: LoadedGame, expected_seq: int) -> None:
    if expected_seq != loaded.row.last_seq:
        raise ServiceError(
            "stale", game_id=loaded.row.id, expected=expected_seq, actual=loaded.row.last_seq
        )


def _refold_with(
    loaded: LoadedGame, record: LogRecord
) -> tuple[History, GameState, list[FoldPoint], int | None]:
    """The history and fold of the log with ``record`` appended (raises if it cannot be),
    folded from the last point the record leaves as it was (``LoadedGame.refold_from``), and
    the seq of the first event in effect it changed."""
    history = replay([*(r.record for r in loaded.records), record])
    state, points, changed = loaded.refold_from(history.effective)
    return history, state, points, changed


def _with_seq(row: GameRow, seq: int, now: str) -> GameRow:
    return dataclasses.replace(row, last_seq=seq, updated_at=now)
