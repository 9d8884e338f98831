"""Values the services return to the UI: labels, views, previews, operation results, errors.

Nothing here is translated text: a :class:`Label` is a code plus parameters that the UI renders
("Undo deal 12: Anna 7♥" from ``Label("deal", {"number": 12, "declarer": "Anna",
"contract": "7h"})``), and a :class:`ServiceError` is a code plus parameters.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import field
from functools import cached_property
from typing import Any, Literal, TypeAlias

from app.engine.entries import Entry
from app.engine.errors import CodedError
from app.engine.events import GameEvent
from app.engine.history import LogKind
from app.engine.rules import Rules
from app.engine.settlement import Settlement, settle_sheet
from app.engine.state import EventOutcome, Sheet
from app.engine.value import value
from app.services.rules_label import RulesLabel
from app.store.errors import FailureKind
from app.store.protocol import GameStatus


class ServiceError(CodedError):
    """A refused service call; nothing was written.

    Codes: ``stale`` (the game changed elsewhere; reload — params ``expected``, ``actual``),
    ``game_unknown``, ``game_finished``, ``game_not_finished``, ``nothing_to_undo``,
    ``nothing_to_redo``, ``correction_target``; ``game_damaged`` (``game_id``, ``players``,
    ``detail``: a stored row of the game cannot be decoded or folded), ``read_only`` (the
    database was opened read-only); failures of the store (``detail``: SQLite's words):
    ``store_busy`` (another program holds the lock), ``store_read_only``, ``disk_full``,
    ``store_io``, ``store_damaged``, ``store_failed``.
    """


STORE_CODES: dict[FailureKind, str] = {
    "busy": "store_busy",
    "read_only": "store_read_only",
    "cannot_open": "store_read_only",
    "disk_full": "disk_full",
    "io": "store_io",
    "damaged": "store_damaged",
    "unavailable": "server_unavailable",  # a club server lost; worth retrying
}
"""The store's failure kinds (app/store/errors.py) -> the services' refusal codes, one table for
every service (docs/store.md, "What each failure does")."""


def store_code(kind: FailureKind) -> str:
    """The refusal code of a store failure of ``kind`` (``store_failed`` for any other)."""
    return STORE_CODES.get(kind, "store_failed")


LabelCode: TypeAlias = Literal[
    "deal", "raspasy", "entry", "incident", "correction", "undone", "redone", "finished", "reopened"
]
"""What a label names (the parameters each code has: :class:`Label`)."""


@value
class Label:
    """What an event is, for menus and history: a code and its parameters, never text.

    Codes: ``deal`` (number, declarer, contract code), ``raspasy`` (number), ``entry`` (player),
    ``incident`` (rule), ``correction`` (target, target_code and the new event's parameters),
    ``undone`` / ``redone`` (target), ``finished``, ``reopened``.
    """

    code: LabelCode
    params: Mapping[str, Any] = field(default_factory=dict)


@value
class UndoStatus:
    """The action Undo would take back and the one Redo would bring back (``None``: disabled)."""

    undo: Label | None
    redo: Label | None


@value
class GameSummary:
    """One line of the game list."""

    id: int
    players: tuple[str, ...]
    status: GameStatus | Literal[""]
    """``""`` for a damaged game whose status cannot be read."""
    created_at: str
    finished_at: str | None
    updated_at: str
    last_seq: int
    preset: str
    """The rules preset the game was started from (``sochi``, ``leningrad``, ``rostov``)."""
    rules_label: RulesLabel | None = None
    """The preset and the options changed from it (``None``: not known, the preset alone)."""
    damaged: bool = False
    """Its stored rows cannot all be read: opening it is refused (``game_damaged``)."""


@value
class GameView:
    """Everything a game window shows. ``last_seq`` is what the next write must pass back."""

    id: int
    players: tuple[str, ...]
    rules: Rules
    first_dealer: str
    status: GameStatus
    created_at: str
    finished_at: str | None
    last_seq: int
    sheet: Sheet
    undo_status: UndoStatus
    rules_label: RulesLabel | None = None
    """The preset and the options changed from it: what the rules are called everywhere."""

    @cached_property
    def settlement(self) -> Settlement:
        """The sheet settled (scoring-conventions E.4), worked out when first asked for: a
        window shows it only in the settlement and on paper, and a deal's write no longer
        waits for it (0.2 ms of each Enter on a 500-deal game, issue 11 item 8)."""
        return settle_sheet(self.sheet)

    @property
    def finished(self) -> bool:
        """Marked finished by the players (read-only until reopened)."""
        return self.status == "finished"

    @property
    def pool_closed(self) -> bool:
        """The game's end condition is reached (scoring-conventions E.1): time to settle up,
        whether or not the players have marked the game finished yet."""
        return self.sheet.finished


@value
class Preview:
    """What recording an event would write, computed without writing.

    For a correction ``entries`` and ``outcome`` are the corrected event's, ``sheet_before`` is
    the sheet now and ``sheet_after`` the whole game refolded with the correction.
    """

    entries: tuple[Entry, ...]
    sheet_after: Sheet
    outcome: EventOutcome
    sheet_before: Sheet | None = None


@value
class Seating:
    """Who sat where for one deal: its number on the sheet, its dealer and the three players
    who played it in playing order (the resting dealer left out, scoring-conventions §1)."""

    number: int | None
    """The deal's number as the fold counts it (``None`` for a manual entry or an incident
    that carries no deal)."""
    dealer: str
    active: tuple[str, ...]


@value
class Correctable:
    """A table event in effect that can be corrected: what the correction dialog opens with."""

    target: int
    """The seq of the original table event (what :meth:`GameService.correct` replaces)."""
    event: GameEvent
    """The event in effect for it now (the original or its latest correction), exactly."""
    label: Label
    seating: Seating


@value
class GameMark:
    """A game as a write left it: a window showing the game shows at least this ``last_seq``
    (docs/decisions/0010-change-hub.md)."""

    game_id: int
    last_seq: int
    status: GameStatus | Literal[""] = ""
    """``""``: not known (a failed COMMIT: the game reads as stored)."""


@value
class RoundMark:
    """An event a write touched: the event itself (``round`` ``None``: created, or a game of
    it whose round is not known), or one of its rounds (seated, started, a deal at a table)."""

    event_id: int
    round: int | None = None
    saved_at: str = ""
    """The round's seating as last saved (``""``: not a seating's write)."""
    started_at: str | None = None
    """When the round started (``None``: not started, or not a start's write)."""


@value
class Changes:
    """What one acknowledged write touched, so each view redraws only what it shows (as Anki's
    ``OpChanges``, broadcast to every window: docs/decisions/0010-change-hub.md).

    The flags say what a window showing a touched game redraws; ``games``, ``rounds``,
    ``roster`` and ``summaries`` say what was touched, for every other window; ``elsewhere``
    whether another client or program wrote it (noticed by a watcher, not written here).
    """

    sheet: bool = False
    """The sheet (and the card table, the settlement)."""
    undo: bool = False
    """What Undo and Redo would do."""
    history: bool = False
    """The list of logged actions."""
    status: bool = False
    """Open or finished."""
    game_list: bool = False
    """The start page's list of games (order, last played, names, archived)."""
    games: tuple[GameMark, ...] = ()
    """The games written, each with its ``last_seq`` (and status) after the write."""
    rounds: tuple[RoundMark, ...] = ()
    """The events and rounds touched (a deal at a round's table names that round)."""
    roster: bool = False
    """Players renamed, merged, hidden; games renamed, archived, deleted (the roster log)."""
    roster_seq: int | None = None
    """The roster log's newest seq after the write (``None``: not known or not touched)."""
    summaries: bool = False
    """What the statistics count: a game's result, a name, whether a game counts."""
    elsewhere: bool = False
    """Written by another client or program (a watcher noticed it), not by this process."""

    @property
    def nothing(self) -> bool:
        """Nothing was touched (a correction that corrected nothing)."""
        return dataclasses.replace(self, elsewhere=False) == NO_CHANGES

    def game(self, game_id: int) -> GameMark | None:
        """The mark of ``game_id`` if the write touched it."""
        for mark in self.games:
            if mark.game_id == game_id:
                return mark
        return None

    def touches_event(self, event_id: int) -> bool:
        """Whether the event or one of its rounds was touched."""
        return any(mark.event_id == event_id for mark in self.rounds)

    def touches_games(self, game_ids: Iterable[int]) -> bool:
        """Whether any of ``game_ids`` was written."""
        wanted = set(game_ids)
        return any(mark.game_id in wanted for mark in self.games)

    def merged(self, later: Changes) -> Changes:
        """This change and a ``later`` one as one (what a window redraws for both): flags
        joined, each game at its newest mark, rounds of both."""
        games = {mark.game_id: mark for mark in self.games}
        for mark in later.games:
            known = games.get(mark.game_id)
            if known is None or mark.last_seq >= known.last_seq:
                games[mark.game_id] = mark
        rounds = tuple(dict.fromkeys((*self.rounds, *later.rounds)))
        return Changes(
            sheet=self.sheet or later.sheet,
            undo=self.undo or later.undo,
            history=self.history or later.history,
            status=self.status or later.status,
            game_list=self.game_list or later.game_list,
            games=tuple(games.values()),
            rounds=rounds,
            roster=self.roster or later.roster,
            roster_seq=later.roster_seq if later.roster_seq is not None else self.roster_seq,
            summaries=self.summaries or later.summaries,
            elsewhere=self.elsewhere or later.elsewhere,
        )


NO_CHANGES = Changes()
ACTION_CHANGES = Changes(sheet=True, undo=True, history=True, game_list=True, summaries=True)
"""After a table event, an undo, a redo or a correction."""
STATUS_CHANGES = Changes(undo=True, history=True, status=True, game_list=True, summaries=True)
"""After finishing or reopening a game."""
GAME_CHANGES = Changes(
    sheet=True, undo=True, history=True, status=True, game_list=True, summaries=True
)
"""Whatever a write to a game may have changed (another client's write, a failed COMMIT)."""


@value
class Link:
    """Whether changes from other clients reach this one (a club server's notifications).

    ``lost``: the server cannot be reached (nothing from others arrives); ``current``: it
    listens again and has caught up, so every window shows what the server holds."""

    state: Literal["current", "lost"]


@value
class CommitResult:
    """How a COMMIT that ran on the writer thread ended (:meth:`GameService.settle`)."""

    game_id: int
    last_seq: int
    """The ``last_seq`` the write made: stored only when ``error`` is ``None``."""
    error: ServiceError | None
    """``None``: durable. Otherwise the refusal (``disk_full``, ``store_io``, …); nothing of
    that write was stored and the game reads as it is stored."""


@value
class OpResult:
    """The result of a mutating call: what changed, and the game as it is now, so the window
    redraws from it without asking for the game again (Anki's ``OpChanges``/``CollectionOp``)."""

    changes: Changes
    view: GameView
    """The game after the write: ``view.last_seq`` is what the next write must pass back."""
    outcome: EventOutcome | None = None
    """What a recorded table event wrote (``None`` for undo, redo and the like)."""
    saving: bool = False
    """The write's COMMIT is still running on the writer thread: shown, not yet stored
    (:meth:`GameService.settle` says how it ended; docs/decisions/0006-commit-off-gui.md).
    """

    @property
    def game_id(self) -> int:
        return self.view.id

    @property
    def seq(self) -> int:
        """The seq of the event written: the game's new ``last_seq``."""
        return self.view.last_seq

    @property
    def sheet(self) -> Sheet:
        return self.view.sheet

    @property
    def undo_status(self) -> UndoStatus:
        return self.view.undo_status


@value
class HistoryItem:
    """One logged event, including undone and replaced ones (nothing is ever deleted)."""

    seq: int
    kind: LogKind
    label: Label
    created_at: str
    target: int | None
    undone: bool
    """An action taken back by undo (and not redone)."""
    replaced: bool
    """A table event or correction superseded by a (later) correction in effect."""
    entries: tuple[Entry, ...]
    """The entries this event now produces on the sheet (empty when not in effect)."""

    @property
    def in_effect(self) -> bool:
        return bool(self.entries) or not (self.undone or self.replaced)
