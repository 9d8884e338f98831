"""The field of an event changing as it is played, through the services (docs/events.md §The
field changes during the event): late entry, withdrawal, reinstatement, a substitute mid-round,
a cut to a final, and undo — each checked by :mod:`app.events.field`, recorded as one change in
the event's log and published as a change of the event (docs/decisions/0010-change-hub.md).

A change for the next round drops that round's seating when it is already seated (it no longer
fits the field), in the same transaction; the window then seats it again.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from app.events.field import (
    Change,
    Field,
    FieldError,
    Recorded,
    Status,
    check_cut,
    check_entry,
    check_reinstatement,
    check_substitute,
    check_undo,
    check_withdrawal,
    seat_holders,
)
from app.services.event_views import EventsAt, EventView
from app.services.results import Changes, RoundMark, ServiceError
from app.services.writing import stamp
from app.store.event_protocol import EventId


@dataclass(frozen=True, slots=True)
class ChangeView:
    """One recorded change as the window lists it."""

    seq: int
    change: Change
    recorded_at: str
    undone: bool
    undoable: bool


@dataclass(frozen=True, slots=True)
class FieldView:
    """Who plays the next round and how everyone stands (the event window's field menu)."""

    next_round: int
    everyone: tuple[str, ...]
    members: tuple[str, ...]
    """The players of the next round (seated or sitting out)."""
    removed: dict[str, int]
    """Removed by the threshold: from which round."""
    statuses: dict[str, Status]
    changes: tuple[ChangeView, ...]
    cut: Change | None


def field_of(service: EventsAt, view: EventView) -> Field:
    """The event's field: its players and every change recorded (a damaged record is said)."""
    rows = service.store.changes(view.id)
    try:
        log = tuple(Recorded(r.seq, Change.from_dict(r.kind, r.payload)) for r in rows)
    except ValueError as error:
        raise ServiceError("event_damaged", event_id=view.id, detail=str(error)) from None
    return Field(view.players, log)


def started(view: EventView) -> int:
    """Rounds started so far."""
    return sum(1 for r in view.rounds if r.started)


def removed_of(service: EventsAt, view: EventView, field: Field) -> dict[str, int]:
    """docs/events.md §Removal: each player removed by the threshold, and from which round."""
    threshold = view.settings.removal_threshold
    if threshold is None:
        return {}
    whists: dict[int, dict[str, Fraction]] = {}
    for outcome in service.outcomes(view, field):
        whists[outcome.number] = {
            name: credit.whists
            for name, credit in outcome.credit.items()
            if credit.played and not credit.open
        }
    return field.removals(whists, threshold)


def field_view(service: EventsAt, event_id: EventId) -> FieldView:
    view = service.event(event_id)
    field = field_of(service, view)
    removed = removed_of(service, view, field)
    done = started(view)
    nxt = done + 1
    undone = {r.change.undoes for r in field.log if r.change.kind == "undo"}
    lines = []
    for row, recorded in zip(service.store.changes(event_id), field.log, strict=True):
        undoable = False
        if recorded.change.kind != "undo" and recorded.seq not in undone:
            try:
                check_undo(field, recorded.seq, done)
                undoable = True
            except FieldError:
                pass
        lines.append(
            ChangeView(
                recorded.seq, recorded.change, row.recorded_at, recorded.seq in undone, undoable
            )
        )
    everyone = field.everyone()
    return FieldView(
        nxt,
        everyone,
        field.members(nxt, removed),
        removed,
        {name: field.status(name, removed, done) for name in everyone},
        tuple(lines),
        field.cut(),
    )


def _refused(error: FieldError) -> ServiceError:
    return ServiceError(error.code, **error.params)


def record(service: EventsAt, view: EventView, change: Change) -> int:
    """Write ``change`` (its round's seating dropped if already seated); publish it."""
    now = stamp(service.games.clock)
    seated = next((r for r in view.rounds if r.number == change.round and not r.started), None)
    with service.writing():
        if seated is not None and change.kind != "substitute":
            service.store.drop_round(view.id, seated.number)
        seq = service.store.record_change(view.id, change.kind, change.to_dict(), now)
    marks = [RoundMark(view.id, field_seq=seq)]
    if seated is not None and change.kind != "substitute":
        marks.append(RoundMark(view.id, seated.number))
    service.games.publisher.publish(Changes(rounds=tuple(marks)))
    return seq


def enter(service: EventsAt, event_id: EventId, name: str) -> int:
    """A late entry from the next round."""
    service.require_organiser()
    view = service.event(event_id)
    field = field_of(service, view)
    nxt = started(view) + 1
    try:
        recorded = check_entry(field, name, nxt, removed_of(service, view, field))
    except FieldError as error:
        raise _refused(error) from None
    return record(service, view, Change("enter", nxt, player=recorded))


def withdraw(service: EventsAt, event_id: EventId, name: str) -> int:
    """A withdrawal from the next round; everything played stays."""
    service.require_organiser()
    view = service.event(event_id)
    field = field_of(service, view)
    nxt = started(view) + 1
    try:
        check_withdrawal(field, name, nxt, removed_of(service, view, field))
    except FieldError as error:
        raise _refused(error) from None
    return record(service, view, Change("withdraw", nxt, player=name))


def reinstate(service: EventsAt, event_id: EventId, name: str) -> int:
    """A player removed by the threshold plays again from the next round."""
    service.require_organiser()
    view = service.event(event_id)
    field = field_of(service, view)
    nxt = started(view) + 1
    try:
        check_reinstatement(field, name, nxt, removed_of(service, view, field))
    except FieldError as error:
        raise _refused(error) from None
    return record(service, view, Change("reinstate", nxt, player=name))


def holders(service: EventsAt, event_id: EventId) -> list[list[str]]:
    """Who sits in each seat of each table of the round being played, now."""
    view = service.event(event_id)
    current = view.current_round
    if current is None or not current.started:
        return []
    field = field_of(service, view)
    return seat_holders(current.tables, field.substitutions(current.number))


def substitute(
    service: EventsAt,
    event_id: EventId,
    table: int,
    leaving: str,
    incoming: str,
    after_deals: int | None = None,
) -> int:
    """``incoming`` takes ``leaving``'s seat at ``table`` of the round being played, after
    ``after_deals`` deals of that table (``None``: the deals played so far)."""
    service.require_organiser()
    view = service.event(event_id)
    current = next((r for r in reversed(view.rounds) if r.started), None)
    if current is None:
        raise ServiceError("round_none_started")
    field = field_of(service, view)
    tables = service.tables(event_id, current.number)
    played = tables[table - 1].deals_played if 1 <= table <= len(tables) else 0
    asked = Change(
        "substitute",
        current.number,
        player=leaving,
        substitute=incoming,
        table=table,
        after_deals=played if after_deals is None else after_deals,
    )
    try:
        change = check_substitute(field, current.number, current.tables, asked, played)
    except FieldError as error:
        raise _refused(error) from None
    return record(service, view, change)


def cut(service: EventsAt, event_id: EventId, keep: int, carry: bool = True) -> int:
    """Keep the top ``keep`` of the standings for a final from the next round. The round
    before must be over at every table."""
    service.require_organiser()
    view = service.event(event_id)
    field = field_of(service, view)
    done = started(view)
    nxt = done + 1
    if done and any(not t.finished for t in service.tables(event_id, done)):
        raise ServiceError("round_not_over", round=done)
    removed = removed_of(service, view, field)
    members = set(field.members(nxt, removed))
    order = [line.player for line in service.standings(event_id) if line.player in members]
    try:
        finalists = check_cut(field, keep, nxt, order)
    except FieldError as error:
        raise _refused(error) from None
    return record(service, view, Change("cut", nxt, finalists=finalists, carry=carry))


def undo(service: EventsAt, event_id: EventId, seq: int) -> int:
    """Take back the change ``seq`` (one more record; nothing is erased)."""
    service.require_organiser()
    view = service.event(event_id)
    field = field_of(service, view)
    try:
        change = check_undo(field, seq, started(view))
    except FieldError as error:
        raise _refused(error) from None
    return record(service, view, change)
