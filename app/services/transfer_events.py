"""Evenings and tournaments moved beside their games (``pulka push`` / ``pulka pull``, issue 29
item 3): each event with its players and settings, every round's seating with the time it was
saved, and for a started round the time it started and each table's game.

An event is recognised in the other store by when it was created, its kind, name and date (its
number differs from store to store; two events created in the same microsecond under the same
name are one). Its rounds are compared in order, as a game's log is (app/services/transfer.py):

- absent there: the event is copied whole;
- the same rounds: nothing written (pushing twice adds nothing);
- the other store's rounds a beginning of these (the same rounds, fewer of them; or its newest
  round seated the same and not yet started here started): the rest is written;
- these a beginning of the other's: nothing to do, the other side is ahead;
- a round seated differently on the two sides, other players or settings: refused
  (``diverged``), nothing written — which seating was played is a person's call.

Each event is one transaction of the target. A table's game is named through the games moved
first (by UUID); a round whose game the target does not have is refused.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Literal

from app.engine.value import value
from app.services.transfer import Outcome
from app.store.backend import Backend
from app.store.errors import StoreError
from app.store.event_protocol import EventRow, EventStore, RoundRow


@value
class EventMoved:
    """What happened to one event: ``source_id`` here, ``target_id`` there (``None`` when not
    copied), ``rounds`` written (seated or started), ``common`` rounds both sides agree on;
    ``refused``: the target said no (``error``), or a table's game is not there (``missing``,
    its number here)."""

    source_id: int
    name: str
    kind: str
    outcome: Outcome | Literal["refused"]
    target_id: int | None = None
    rounds: int = 0
    common: int = 0
    missing: int | None = None
    error: StoreError | None = None


@value
class _Round:
    """A round as both stores must agree on it, its games by the target's numbers."""

    number: int
    tables: tuple[tuple[str, ...], ...]
    byes: tuple[str, ...]
    saved_at: str
    started_at: str | None
    games: tuple[int, ...]

    def seated_alike(self, other: _Round) -> bool:
        return (self.number, self.tables, self.byes, self.saved_at) == (
            other.number,
            other.tables,
            other.byes,
            other.saved_at,
        )


def move_events(source: Backend, target: Backend, games: Mapping[int, int]) -> Iterator[EventMoved]:
    """Bring every event of ``source`` into ``target``, oldest first; ``games`` maps each
    source game number to the target's number of the same game."""
    mine, theirs = source.events, target.events
    if mine is None or theirs is None:
        return
    there = {_identity(row): row for row in theirs.list_events()}
    for row in sorted(mine.list_events(), key=lambda r: (r.created_at, r.id)):
        yield _move_event(row, mine, theirs, there.get(_identity(row)), games)


def _identity(row: EventRow) -> tuple[str, str, str, str]:
    return row.created_at, row.kind, row.name, row.date


def _move_event(
    row: EventRow,
    mine: EventStore,
    theirs: EventStore,
    there: EventRow | None,
    games: Mapping[int, int],
) -> EventMoved:
    def moved(outcome: Outcome | Literal["refused"], **more: Any) -> EventMoved:
        return EventMoved(row.id, row.name, row.kind, outcome, **more)

    try:
        rounds = [_round(r, games) for r in mine.rounds(row.id)]
    except KeyError as missing:
        return moved("refused", missing=int(missing.args[0]))
    try:
        if there is None:
            with theirs.transaction():
                new_id = theirs.create_event(
                    row.name, row.kind, row.date, row.players, row.settings, row.created_at
                )
                _write(theirs, new_id, rounds, [])
            return moved("copied", target_id=new_id, rounds=len(rounds))
        setting = (tuple(row.players), dict(row.settings))
        if setting != (tuple(there.players), dict(there.settings)):
            return moved("diverged", target_id=there.id)
        theirs_rounds = [_round(r, {g: g for g in r.games}) for r in theirs.rounds(there.id)]
        outcome, common = _compare(rounds, theirs_rounds)
        if outcome != "extended":
            return moved(outcome, target_id=there.id, common=common)
        with theirs.transaction():
            _write(theirs, there.id, rounds[common:], theirs_rounds[common:])
        return moved("extended", target_id=there.id, rounds=len(rounds) - common, common=common)
    except StoreError as error:
        if error.kind in ("read_only", "failed"):
            return moved("refused", target_id=None if there is None else there.id, error=error)
        raise


def _round(row: RoundRow, games: Mapping[int, int]) -> _Round:
    return _Round(
        row.number,
        tuple(tuple(t) for t in row.tables),
        tuple(row.byes),
        row.saved_at,
        row.started_at,
        tuple(games[g] for g in row.games),
    )


def _compare(mine: Sequence[_Round], theirs: Sequence[_Round]) -> tuple[Outcome, int]:
    """How two events' rounds relate, and how many rounds they share exactly. A round seated
    alike on both sides and started only here counts as one the other side may catch up on."""
    common = 0
    for a, b in zip(mine, theirs, strict=False):
        if a != b:
            break
        common += 1
    if common == len(mine) == len(theirs):
        return "same", common
    if common == len(theirs):
        return "extended", common
    if common == len(mine):
        return "behind", common
    a, b = mine[common], theirs[common]
    if common == len(theirs) - 1 and a.seated_alike(b) and b.started_at is None:
        return "extended", common  # seated alike there, started here: start it there
    if common == len(mine) - 1 and a.seated_alike(b) and a.started_at is None:
        return "behind", common
    return "diverged", common


def _write(
    store: EventStore, event_id: int, rounds: Sequence[_Round], there: Sequence[_Round]
) -> None:
    """Seat and start ``rounds`` there, each with its own times; the first may already be
    seated alike there (``there``), then it is only started."""
    for index, item in enumerate(rounds):
        if not (index == 0 and there and there[0].seated_alike(item)):
            store.save_round(event_id, item.number, item.tables, item.byes, item.saved_at)
        if item.started_at is not None:
            store.start_round(event_id, item.number, item.games, item.started_at)
