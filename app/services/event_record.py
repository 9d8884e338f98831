"""A table's result recorded into its game without the app (docs/formats.md, "pulka event
record"): a ``pulka-game`` document of the table's whole game, or deals one by one in the
document's ``events`` notation. Everything is checked first — the table's players in seat
order, its rules, every deal against the game so far — so a refusal writes nothing; then the
deals are recorded as the app records them, each publishing its change.

After a substitute the seat keeps its first player's name in the game (docs/events.md
§Substitutes); a deal may name the substitute, and is written under the seat's name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.engine.gamefile import parse_game
from app.engine.sheet import fold
from app.events.field import seat_holders
from app.services.event_views import EventsAt
from app.services.results import ServiceError
from app.store.event_protocol import EventId

_NAMED_KEYS = ("declarer", "player", "dealer")
"""An event's fields that hold one player's name."""
_NAMED_MAPS = ("defenders", "tricks", "whists")
"""An event's fields keyed by players' names."""


def record_game(service: EventsAt, event_id: EventId, number: int, table: int, data: object) -> int:
    """The table's whole game from a ``pulka-game`` document: its players must be the table's
    in seat order, its rules (when it names any) the event's; the table's game must be empty."""
    game_id, players, holders = _table(service, event_id, number, table)
    if not isinstance(data, Mapping):
        parse_game(data)  # says what is wrong with it, in the engine's words
        raise ServiceError("record_not_a_game")
    record = parse_game(data)
    shown = tuple(_seat_names(record.players, players, holders))
    if shown != players:
        raise ServiceError(
            "record_players", table=table, players=", ".join(players), given=", ".join(shown)
        )
    view = service.games.game(game_id)
    if ("rules" in data or "options" in data) and record.rules != view.rules:
        raise ServiceError("record_rules", table=table)
    if view.last_seq > 0:
        raise ServiceError("record_table_played", table=table, deals=view.sheet.table.deals_played)
    return record_deals(service, event_id, number, table, list(data.get("events", [])))


def record_deals(
    service: EventsAt,
    event_id: EventId,
    number: int,
    table: int,
    events: Sequence[object],
) -> int:
    """Deals (or raspasy, entries, incidents) recorded at the table in order; all are checked
    against the game so far before the first is written. Returns how many were written.
    Whoever may record the table's game may (a club server's scorer too: its grants say)."""
    game_id, players, holders = _table(service, event_id, number, table)
    games = service.games
    view = games.game(game_id)
    if view.sheet.finished:
        raise ServiceError("record_table_over", table=table, deals=view.sheet.table.deals_played)
    raw = [_renamed(event, holders, players) for event in events]
    so_far = games.export_game(game_id)
    doc = {**so_far, "events": [*so_far.get("events", []), *raw]}
    parsed = parse_game(doc)
    new = parsed.events[len(parsed.events) - len(raw) :]
    # Every deal checked against the game as it will be: a refusal writes nothing.
    state = fold(view.rules, parsed.players, parsed.first_dealer, list(enumerate(parsed.events, 1)))
    limit = view.rules.deal_limit if view.rules.game_end == "deals" else None
    if limit is not None and state.table.deals_played > limit:
        raise ServiceError("record_past_the_end", table=table, deals=limit)
    seq = view.last_seq
    for event in new:
        seq = games.record(game_id, event, expected_seq=seq).seq
    return len(new)


def _table(
    service: EventsAt, event_id: EventId, number: int, table: int
) -> tuple[int, tuple[str, ...], tuple[str, ...]]:
    """The table's game, its seats' names in the game and who sits in them now."""
    tables = service.tables(event_id, number)
    if not 1 <= table <= len(tables):
        raise ServiceError("field_no_table", table=table, round=number)
    found = tables[table - 1]
    if found.game_id is None:
        raise ServiceError("round_not_started", round=number)
    view = service.event(event_id)
    row = next(r for r in view.rounds if r.number == number)
    holders = seat_holders(row.tables, service.field_of(view).substitutions(number))
    return found.game_id, found.players, tuple(holders[table - 1])


def _seat_names(names: Sequence[str], players: Sequence[str], holders: Sequence[str]) -> list[str]:
    """Names as the game knows them: a substitute's name stands for his seat's."""
    seat = dict(zip(holders, players, strict=True))
    return [seat.get(name, name) for name in names]


def _renamed(event: object, holders: Sequence[str], players: Sequence[str]) -> object:
    """A deal naming a substitute written under his seat's name (other values unchanged)."""
    if not isinstance(event, Mapping):
        return event
    seat = {h: p for h, p in zip(holders, players, strict=True) if h != p}
    if not seat:
        return dict(event)
    out: dict[str, Any] = dict(event)
    for key in _NAMED_KEYS:
        if isinstance(out.get(key), str):
            out[key] = seat.get(out[key], out[key])
    for key in _NAMED_MAPS:
        value = out.get(key)
        if isinstance(value, Mapping):
            out[key] = {seat.get(k, k) if isinstance(k, str) else k: v for k, v in value.items()}
    return out
