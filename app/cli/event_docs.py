"""The JSON documents ``pulka event`` prints (docs/formats.md, "pulka event"): a round's seating,
the standings with the director's choices, the list of events, the field's changes — built
from the services' values, exact amounts as whole numbers or ``"a/b"`` text."""

from __future__ import annotations

from typing import Any

from app.cli.score_commands import amount_json
from app.events.field import Change
from app.services.event_settings import EventSettings
from app.services.event_values import scheme_of
from app.services.events import EventService


def seating_json(events: EventService, event: int, number: int) -> dict[str, Any]:
    """The ``pulka-event-seating`` document of a round."""
    view = events.event(event)
    tables = events.tables(event, number)
    row = next(r for r in view.rounds if r.number == number)
    return {
        "format": "pulka-event-seating",
        "event": event,
        "name": view.name,
        "round": number,
        "started": row.started,
        "tables": [
            {
                "table": table.number,
                "players": list(table.players),
                **({"seated_now": list(table.holders)} if table.holders != table.players else {}),
                "game": table.game_id,
                "deals": table.deals_played,
                "finished": table.finished,
                "result": {p: amount_json(v) for p, v in table.result.items()},
            }
            for table in tables
        ],
        "sitting_out": list(row.byes),
    }


def settings_json(settings: EventSettings) -> dict[str, Any]:
    """The director's choices, as the printed standings list them (docs/events.md)."""
    formula = settings.formula
    return {
        "points": scheme_of(formula),
        "cap": None if formula.cap is None else amount_json(formula.cap),
        "equal_tables": formula.equal_tables if formula.kind == "places" else None,
        "timeout_rule": formula.timeout,
        "bye_points": "average"
        if settings.bye_points is None
        else amount_json(settings.bye_points),
        "tie_breaks": list(settings.tie_breaks),
        "removal_threshold": (
            None if settings.removal_threshold is None else amount_json(settings.removal_threshold)
        ),
        "first_round": settings.first_round,
        "four_handed": settings.four_handed,
    }


def standings_json(
    events: EventService, event: int, upto: int | None, *, count_open: bool = False
) -> dict[str, Any]:
    """The ``pulka-event-standings`` document."""
    view = events.event(event)
    lines = events.standings(event, upto, count_open=count_open)
    out = []
    for line in lines:
        doc: dict[str, Any] = {
            "place": line.place,
            "player": line.player,
            "points": amount_json(line.points),
            "whists": amount_json(line.whists),
            "firsts": amount_json(line.firsts),
            "opponents": amount_json(line.opponents),
            "rounds": line.rounds,
            "sat_out": line.byes,
            "by_round": [None if p is None else amount_json(p) for p in line.by_round],
        }
        if line.status.kind != "playing":
            doc["status"] = line.status.kind
            if line.status.round:
                doc["status_round"] = line.status.round
        if line.final_points is not None:
            doc["final_points"] = amount_json(line.final_points)
        if any(p is not None for p in line.open_by_round):
            doc["playing"] = {
                "points": amount_json(line.open_points),
                "whists": amount_json(line.open_whists),
                "by_round": [None if p is None else amount_json(p) for p in line.open_by_round],
            }
        out.append(doc)
    return {
        "format": "pulka-event-standings",
        "event": event,
        "name": view.name,
        "date": view.date,
        "points": scheme_of(view.settings.formula),
        "rounds": max((len(line.by_round) for line in lines), default=0),
        "counted": "all tables" if count_open else "finished tables",
        "settings": settings_json(view.settings),
        "standings": out,
    }


def events_json(events: EventService) -> dict[str, Any]:
    """The ``pulka-event-list`` document: every event, the newest first."""
    rows = []
    for row in events.list_events():
        view = events.event(row.id)
        rows.append(
            {
                "event": row.id,
                "name": row.name,
                "kind": row.kind,
                "date": row.date,
                "players": len(events.field(row.id).everyone),
                "rounds": sum(1 for r in view.rounds if r.started),
                "seated": any(not r.started for r in view.rounds),
            }
        )
    return {"format": "pulka-event-list", "events": rows}


def change_json(seq: int, change: Change, *, undone: bool, undoable: bool) -> dict[str, Any]:
    return {
        "change": seq,
        "kind": change.kind,
        **change.to_dict(),
        "undone": undone,
        "undoable": undoable,
    }


def changes_json(events: EventService, event: int) -> dict[str, Any]:
    """The ``pulka-event-changes`` document: the field's changes in order, and the next
    round's field."""
    field = events.field(event)
    return {
        "format": "pulka-event-changes",
        "event": event,
        "next_round": field.next_round,
        "next_round_players": list(field.members),
        "changes": [
            change_json(c.seq, c.change, undone=c.undone, undoable=c.undoable)
            for c in field.changes
        ],
    }
