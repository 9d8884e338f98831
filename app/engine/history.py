"""Undo, redo and corrections as log records: which table events are in effect.

A game's log is append-only (docs/architecture.md). Besides the facts at the table (deal,
raspasy, manual entry, incident) it holds *actions on the log*: ``undone`` and ``redone`` point at
an earlier action, ``corrected`` replaces an earlier table event in effect, and ``finished`` /
``reopened`` change the game's status. This module replays those markers — pure, no database,
no clock — and yields the effective events that :func:`app.engine.sheet.fold` folds.

Semantics, exactly as users know them from editors:

* an *action* is a table event or a correction; undo targets the latest action in effect, redo
  re-applies the latest undone one, and a new action clears the redo chain;
* a correction keeps the place of its target in the sequence of deals (the fold numbers entries
  by the target's seq); several corrections of one event stack, the latest in effect wins;
* ``finished`` / ``reopened`` are logged but are not undoable: reopening is the explicit undo.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import field
from types import MappingProxyType
from typing import Literal, TypeAlias

from app.engine.errors import InvalidGame
from app.engine.events import EVENT_KINDS, Deal, GameEvent, Raspasy, TableKind
from app.engine.value import value

MarkerKind: TypeAlias = Literal["undone", "redone", "corrected", "finished", "reopened"]
"""Records that act on the log (undo, redo, a correction) or on the game's status."""
LogKind: TypeAlias = TableKind | MarkerKind
"""The ``kind`` of a log record."""

TABLE_KINDS: tuple[TableKind, ...] = tuple(EVENT_KINDS.values())
"""Kinds of log records that carry a fact at the table (the ``pulka-game`` event types)."""
MARKER_KINDS: tuple[MarkerKind, ...] = ("undone", "redone", "corrected", "finished", "reopened")
KINDS: tuple[LogKind, ...] = TABLE_KINDS + MARKER_KINDS
_KIND_BY_NAME: dict[str, LogKind] = {kind: kind for kind in KINDS}


def log_kind(name: str) -> LogKind | None:
    """The log kind called ``name`` (as stored), or ``None`` for a name no record has."""
    return _KIND_BY_NAME.get(name)


@value
class LogRecord:
    """One row of a game's log: ``seq`` (1, 2, …), ``kind``, and what the kind needs.

    Table kinds carry ``event``; ``undone``/``redone`` carry ``target``; ``corrected`` carries
    both (``target`` = the seq of the original table event, ``event`` = its replacement).
    """

    seq: int
    kind: LogKind
    event: GameEvent | None = None
    target: int | None = None


@value
class History:
    """The log replayed: effective events, undo/redo targets, status."""

    effective: tuple[tuple[int, GameEvent], ...]
    """``(seq of the original table event, event in effect)`` in seq order, for the fold."""
    applied: tuple[int, ...]
    """Seqs of the actions in effect (table events and corrections), in order."""
    redo_chain: tuple[int, ...]
    """Undone actions that redo can bring back, the next one last."""
    undone: frozenset[int]
    """Actions not in effect because they were undone (and not redone)."""
    replaced_by: Mapping[int, int] = field(default_factory=dict)
    """Table event seq -> seq of the correction now in effect for it."""
    finished: bool = False
    last_seq: int = 0

    @property
    def undo_target(self) -> int | None:
        """The action an undo would take back, or ``None``."""
        return self.applied[-1] if self.applied else None

    @property
    def redo_target(self) -> int | None:
        """The action a redo would bring back, or ``None``."""
        return self.redo_chain[-1] if self.redo_chain else None


def replay(records: Iterable[LogRecord]) -> History:
    """Replay a log in seq order; raise :class:`InvalidGame` on a marker that cannot be.

    Validation is what keeps the log meaningful: an undo must target the current undo target,
    a redo the current redo target, a correction an effective table event.
    """
    by_seq: dict[int, LogRecord] = {}
    applied: list[int] = []
    redo: list[int] = []
    undone: set[int] = set()
    finished = False
    last_seq = 0
    for record in records:
        seq = record.seq
        if seq <= last_seq:
            raise InvalidGame("log_order", seq=seq)
        last_seq = seq
        by_seq[seq] = record
        kind = record.kind
        if kind in TABLE_KINDS or kind == "corrected":
            if record.event is None:
                raise InvalidGame("log_event_missing", seq=seq)
            if kind == "corrected":
                target = by_seq.get(record.target) if record.target is not None else None
                if target is None or target.kind not in TABLE_KINDS or target.seq not in applied:
                    raise InvalidGame("correction_target", seq=seq, target=record.target)
            applied.append(seq)
            redo.clear()
        elif kind == "undone":
            if not applied or record.target != applied[-1]:
                raise InvalidGame("undo_target", seq=seq, target=record.target)
            redo.append(applied.pop())
            undone.add(redo[-1])
        elif kind == "redone":
            if not redo or record.target != redo[-1]:
                raise InvalidGame("redo_target", seq=seq, target=record.target)
            applied.append(redo.pop())
            undone.discard(applied[-1])
        elif kind == "finished":
            finished = True
        elif kind == "reopened":
            finished = False
        else:
            raise InvalidGame("log_kind_unknown", seq=seq, kind=kind)
    # ``applied`` stays in seq order: redo only brings back the latest undone action, and any
    # new action empties the redo chain first.
    in_effect: dict[int, GameEvent] = {}
    replaced_by: dict[int, int] = {}
    for seq in applied:
        record = by_seq[seq]
        assert record.event is not None
        if record.kind == "corrected":
            assert record.target is not None
            in_effect[record.target] = record.event
            replaced_by[record.target] = seq
        else:
            in_effect[seq] = record.event
    return History(
        effective=tuple(sorted(in_effect.items())),
        applied=tuple(applied),
        redo_chain=tuple(redo),
        undone=frozenset(undone),
        replaced_by=MappingProxyType(replaced_by),
        finished=finished,
        last_seq=last_seq,
    )


def extend(history: History, record: LogRecord) -> History:
    """``replay(log + [record])`` for a new table event, without replaying the whole log.

    A new action lands after every effective event and clears the redo chain; recording a deal
    in a long game must not cost a replay (benchmarks/store.py).
    """
    if record.kind not in TABLE_KINDS or record.event is None:
        raise InvalidGame("log_event_missing", seq=record.seq)
    if record.seq <= history.last_seq:
        raise InvalidGame("log_order", seq=record.seq)
    return dataclasses.replace(
        history,
        effective=(*history.effective, (record.seq, record.event)),
        applied=(*history.applied, record.seq),
        redo_chain=(),
        last_seq=record.seq,
    )


def deal_number(history: History, seq: int) -> int:
    """The number a deal or raspasy at ``seq`` has (or would have) on the sheet: one more than
    the deals and raspasy in effect before it."""
    return 1 + sum(1 for s, e in history.effective if s < seq and isinstance(e, Deal | Raspasy))
