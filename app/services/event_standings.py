"""An event's standings from its tables' games and its field (docs/events.md §Standings): each
started round's tables read as results — finished or still playing, stopped by the clock or
not — with the round's byes and substitutes, counted by :mod:`app.events.standings` under the
event's settings, every player noted with how he stands in the field."""

from __future__ import annotations

from app.engine.state import Sheet
from app.events.credit import RoundOutcome, TableResult, round_outcome
from app.events.field import Field
from app.events.standings import Standing, standings
from app.services.event_views import EventsAt, EventView, TableView


def stopped_by_time(sheet: Sheet) -> bool:
    """docs/events.md §The time-out rule: the clock ended the game before its pools closed."""
    rules = sheet.rules
    if rules.game_end != "time" or not sheet.finished:
        return False
    target = rules.pool_total or rules.pool_size * len(sheet.players)
    return sum(sheet.pool.values()) < target


def table_results(service: EventsAt, view: EventView, upto: int | None = None) -> list[TableResult]:
    """Every table of the started rounds (up to round ``upto``) as a result."""
    out = []
    for row in view.rounds:
        if not row.started or (upto is not None and row.number > upto):
            continue
        for table in service.tables(view.id, row.number):
            out.append(_result(row.number, table))
    return out


def _result(number: int, table: TableView) -> TableResult:
    return TableResult(
        number,
        table.result,
        table=table.number,
        deals=table.deals_played,
        finished=table.finished,
        stopped_by_time=table.stopped_by_time,
    )


def outcomes(service: EventsAt, view: EventView, field: Field) -> list[RoundOutcome]:
    """Each started round as the standings count it (for the removal threshold)."""
    results = table_results(service, view)
    settings = view.settings
    return [
        round_outcome(
            row.number,
            [t for t in results if t.round == row.number],
            row.byes,
            field.substitutions(row.number),
            settings.formula,
            settings.bye_points,
        )
        for row in view.rounds
        if row.started
    ]


def standings_of(
    service: EventsAt,
    view: EventView,
    field: Field,
    removed: dict[str, int],
    *,
    upto: int | None = None,
    count_open: bool = False,
) -> tuple[Standing, ...]:
    """The standings after round ``upto`` (``None``: every started round)."""
    results = table_results(service, view, upto)
    rounds = [r for r in view.rounds if r.started and (upto is None or r.number <= upto)]
    last = max((r.number for r in rounds), default=0)
    settings = view.settings
    everyone = field.everyone()
    cut = field.cut()
    return standings(
        everyone,
        results,
        settings.formula,
        rounds=last,
        byes={r.number: r.byes for r in rounds},
        bye_points=settings.bye_points,
        substitutions=[c for r in rounds for c in field.substitutions(r.number)],
        tie_breaks=settings.tie_breaks,
        count_open=count_open,
        cut=cut if cut is not None and cut.round <= last + 1 else None,
        statuses={name: field.status(name, removed, last) for name in everyone},
    )
