"""The ``pulka-game`` JSON format: a whole game record as plain data, and its events.

Used by ``pulka score``, by export/import and by the store's event payloads, so one codec
reads every event wherever it comes from. Every error names where it is (``events[3].tricks``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.engine.entries import MAX_AMOUNT as MAX_AMOUNT
from app.engine.entries import Amount
from app.engine.errors import EngineError, InvalidGame
from app.engine.events import Deal, GameEvent, Incident, ManualEntry, Raspasy
from app.engine.model import Call, Contract
from app.engine.names import normalize_name
from app.engine.rules import Rules, preset_rules, stored_revision
from app.engine.value import value

FORMAT = "pulka-game"
VERSION = 1

"""Largest amount a document may write in one cell: far above any pool, bounded for arithmetic."""

# The keys each object of the format may have (docs/formats.md); any other key is refused, so a
# misspelt ``"trick"`` is not silently ignored.
GAME_KEYS = frozenset(
    {"format", "version", "title", "uuid", "players", "rules", "options", "first_dealer", "events"}
)
EVENT_KEYS = {
    "deal": frozenset(
        {
            "type",
            "declarer",
            "contract",
            "defenders",
            "tricks",
            "dealer",
            "talon_tricks",
            "conceded",
        }
    ),
    "raspasy": frozenset({"type", "tricks", "dealer"}),
    "entry": frozenset({"type", "player", "pool", "mountain", "whists", "note"}),
    "incident": frozenset({"type", "rule", "facts"}),
}


def check_keys(raw: Mapping[str, Any], allowed: frozenset[str], where: str) -> None:
    """Refuse a key the format does not know (``field_unknown``), naming it and the known ones."""
    if allowed.issuperset(raw):  # the usual case, checked in one go
        return
    for key in raw:
        if key not in allowed:
            prefix = f"{where}." if where else ""
            raise InvalidGame(
                "field_unknown",
                where=f"{prefix}{key}",
                field=str(key),
                known=", ".join(sorted(allowed)),
            )


@value
class GameRecord:
    """A game: players in seating order, rules, first dealer and the events in effect."""

    players: tuple[str, ...]
    rules: Rules
    first_dealer: str
    events: tuple[GameEvent, ...]
    uuid: str | None = None
    """The game's identity across databases (export/import, push/pull); ``None``: none given."""


def parse_game(data: Any) -> GameRecord:
    """Read a ``pulka-game`` document; raise :class:`InvalidGame` naming the bad field."""
    if not isinstance(data, Mapping):
        raise InvalidGame("not_an_object", where="(top level)")
    if data.get("format", FORMAT) != FORMAT:
        raise InvalidGame("format_unknown", where="format", value=data.get("format"))
    version = data.get("version", VERSION)
    if version != VERSION:
        raise InvalidGame("version_unsupported", where="version", value=version)
    check_keys(data, GAME_KEYS, "")
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise InvalidGame("players_invalid", where="players")
    players = [normalize_name(p) for p in players]
    rules = parse_rules(data.get("rules", "sochi"), data.get("options", {}))
    first_dealer = normalize_name(data.get("first_dealer", players[0] if players else ""))
    if not isinstance(first_dealer, str):
        raise InvalidGame("dealer_unknown", where="first_dealer", player=first_dealer)
    raw_events = data.get("events", [])
    if not isinstance(raw_events, list):
        raise InvalidGame("events_invalid", where="events")
    events = tuple(
        parse_event(raw, where=f"events[{index}]") for index, raw in enumerate(raw_events)
    )
    return GameRecord(tuple(players), rules, first_dealer, events, parse_uuid(data.get("uuid")))


def parse_uuid(raw: Any) -> str | None:
    """The document's ``uuid`` in canonical form (lower case, hyphens); absent: ``None``."""
    if raw is None:
        return None
    import uuid  # only for a file that names its game (uuid loads platform: not at start-up)

    try:
        if not isinstance(raw, str):
            raise ValueError(raw)
        return str(uuid.UUID(raw))
    except ValueError:
        raise InvalidGame("uuid_invalid", where="uuid", value=raw) from None


def parse_rules(preset: Any, options: Any) -> Rules:
    """A preset name (or a full rules object) plus option overrides."""
    try:
        if not isinstance(options, Mapping):
            raise InvalidGame("options_invalid", where="options")
        if isinstance(preset, Mapping):
            base = Rules.from_dict(preset)
        elif isinstance(preset, str):
            # A preset named without ``rules_revision`` is the preset as files meant it before
            # revision 2 (docs/formats.md): an old file scores exactly as it did.
            base = preset_rules(preset, stored_revision(options))
        else:
            raise InvalidGame("preset_unknown", where="rules", preset=preset)
        return base.with_options(options)
    except InvalidGame:
        raise
    except EngineError as error:
        raise InvalidGame(error.code, where="options", **error.params) from None


def parse_event(raw: Any, where: str = "event") -> GameEvent:
    """One event of the ``events`` list."""
    if type(raw) is not dict and not isinstance(raw, Mapping):
        raise InvalidGame("event_invalid", where=where)
    kind = raw.get("type")
    if isinstance(kind, str) and kind in EVENT_KEYS:
        check_keys(raw, EVENT_KEYS[kind], where)
    try:
        if kind == "deal":
            return _parse_deal(raw, where)
        if kind == "raspasy":
            return Raspasy(
                tricks=_int_map(raw.get("tricks"), f"{where}.tricks"),
                dealer=_optional_name(raw.get("dealer"), f"{where}.dealer"),
            )
        if kind == "entry":
            return _parse_entry(raw, where)
        if kind == "incident":
            rule = raw.get("rule")
            facts = raw.get("facts", {})
            if not isinstance(rule, str) or not isinstance(facts, Mapping):
                raise InvalidGame("incident_invalid", where=where)
            return Incident(rule=rule, facts=dict(facts))
    except InvalidGame:
        raise
    except EngineError as error:
        raise InvalidGame(error.code, where=where, **error.params) from None
    raise InvalidGame("event_type_unknown", where=f"{where}.type", value=kind)


def _parse_deal(raw: Mapping[str, Any], where: str) -> Deal:
    declarer = normalize_name(raw.get("declarer"))
    if not isinstance(declarer, str):
        raise InvalidGame("declarer_missing", where=f"{where}.declarer")
    contract_text = raw.get("contract")
    if not isinstance(contract_text, str):
        raise InvalidGame("contract_unknown", where=f"{where}.contract", contract=contract_text)
    try:
        contract = Contract.parse(contract_text)
    except EngineError as error:
        raise InvalidGame(error.code, where=f"{where}.contract", **error.params) from None
    defenders = raw.get("defenders", {})
    if type(defenders) is not dict and not isinstance(defenders, Mapping):
        raise InvalidGame("defenders_invalid", where=f"{where}.defenders")
    calls: dict[str, Call] = {}
    for player, call in defenders.items():
        try:
            calls[normalize_name(str(player))] = Call.parse(call)
        except EngineError as error:
            raise InvalidGame(
                error.code, where=f"{where}.defenders.{player}", **error.params
            ) from None
    talon = raw.get("talon_tricks", 0)
    if isinstance(talon, bool) or not isinstance(talon, int):
        raise InvalidGame("talon_tricks_range", where=f"{where}.talon_tricks", value=talon)
    conceded = raw.get("conceded", False)
    if not isinstance(conceded, bool):
        raise InvalidGame("flag_invalid", where=f"{where}.conceded", value=conceded)
    return Deal(
        declarer=declarer,
        contract=contract,
        calls=calls,
        tricks=_int_map(raw.get("tricks", {}), f"{where}.tricks"),
        dealer=_optional_name(raw.get("dealer"), f"{where}.dealer"),
        talon_tricks=talon,
        conceded=conceded,
    )


def _parse_entry(raw: Mapping[str, Any], where: str) -> ManualEntry:
    player = normalize_name(raw.get("player"))
    if not isinstance(player, str):
        raise InvalidGame("player_missing", where=f"{where}.player")
    amounts = {key: parse_amount(raw.get(key, 0), f"{where}.{key}") for key in ("pool", "mountain")}
    note = raw.get("note", "")
    if not isinstance(note, str):
        raise InvalidGame("note_invalid", where=f"{where}.note")
    return ManualEntry(
        player=player,
        pool=amounts["pool"],
        mountain=amounts["mountain"],
        whists=_amount_map(raw.get("whists", {}), f"{where}.whists"),
        note=note,
    )


def _int_map(value: Any, where: str, *, allow_negative: bool = False) -> dict[str, int]:
    if value is None:
        return {}
    if type(value) is not dict and not isinstance(value, Mapping):
        raise InvalidGame("map_invalid", where=where)
    out: dict[str, int] = {}
    for key, number in value.items():
        if type(number) is not int and (isinstance(number, bool) or not isinstance(number, int)):
            raise InvalidGame("amount_not_integer", where=f"{where}.{key}", value=number)
        if number < 0 and not allow_negative:
            raise InvalidGame("amount_negative", where=f"{where}.{key}", value=number)
        if not -MAX_AMOUNT <= number <= MAX_AMOUNT:  # the place named only when refused
            _check_bound(number, f"{where}.{key}")
        out[normalize_name(str(key))] = number
    return out


# A half as a manual entry writes it: "3/2", "-7/2" (ZAKAZ-7.2's mean is such a half).
_HALF = re.compile(r"[+-]?[0-9]{1,10}/2")


def parse_amount(value: Any, where: str) -> Amount:
    """A manual entry's amount: a whole number, or an exact half written ``"3/2"``."""
    if isinstance(value, str) and _HALF.fullmatch(value.strip()):
        half = Fraction(value.strip())
        amount: Amount = int(half) if half.denominator == 1 else half
    elif isinstance(value, int) and not isinstance(value, bool):
        amount = value
    else:
        raise InvalidGame("amount_not_integer", where=where, value=value)
    _check_bound(amount, where)
    return amount


def amount_out(value: Amount) -> int | str:
    """An amount in the file: an int, or a half as ``"3/2"`` (the inverse of parse_amount)."""
    return value if isinstance(value, int) else str(value)


def _amount_map(value: Any, where: str) -> dict[str, Amount]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise InvalidGame("map_invalid", where=where)
    return {
        normalize_name(str(key)): parse_amount(number, f"{where}.{key}")
        for key, number in value.items()
    }


def _check_bound(number: Amount, where: str) -> None:
    if not -MAX_AMOUNT <= number <= MAX_AMOUNT:
        raise InvalidGame("amount_too_large", where=where, limit=MAX_AMOUNT)


def _optional_name(value: Any, where: str) -> str | None:
    if value is None or isinstance(value, str):
        return normalize_name(value)  # type: ignore[no-any-return]
    raise InvalidGame("player_unknown", where=where, player=value)


def event_to_dict(event: GameEvent) -> dict[str, Any]:
    """The ``pulka-game`` form of one event (the inverse of :func:`parse_event`).

    Every map keyed by name is written in sorted order, as the store keeps it: a game exported
    right after a deal, after a restart or from a club server reads byte for byte the same
    (issue 29, item 3)."""
    if isinstance(event, Deal):
        out: dict[str, Any] = {
            "type": "deal",
            "declarer": event.declarer,
            "contract": event.contract.code,
            "defenders": {p: event.calls[p].value for p in sorted(event.calls)},
        }
        if event.tricks:
            out["tricks"] = _sorted_map(event.tricks)
        if event.dealer is not None:
            out["dealer"] = event.dealer
        if event.talon_tricks:
            out["talon_tricks"] = event.talon_tricks
        if event.conceded:
            out["conceded"] = True
        return out
    if isinstance(event, Raspasy):
        out = {"type": "raspasy", "tricks": _sorted_map(event.tricks)}
        if event.dealer is not None:
            out["dealer"] = event.dealer
        return out
    if isinstance(event, ManualEntry):
        out = {"type": "entry", "player": event.player}
        if event.pool:
            out["pool"] = amount_out(event.pool)
        if event.mountain:
            out["mountain"] = amount_out(event.mountain)
        if event.whists:
            out["whists"] = {p: amount_out(event.whists[p]) for p in sorted(event.whists)}
        if event.note:
            out["note"] = event.note
        return out
    return {"type": "incident", "rule": event.rule, "facts": _sorted_map(event.facts)}


def _sorted_map(values: Mapping[str, Any]) -> dict[str, Any]:
    """``values`` with its keys (and those of any map inside) in sorted order."""
    return {
        key: _sorted_map(values[key]) if isinstance(values[key], Mapping) else values[key]
        for key in sorted(values)
    }


def game_to_dict(record: GameRecord) -> dict[str, Any]:
    """A whole game in the ``pulka-game`` format, with the full rules as options."""
    options = record.rules.to_dict()
    preset = options.pop("preset")
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if record.uuid is not None:
        out["uuid"] = record.uuid
    return out | {
        "players": list(record.players),
        "rules": preset,
        "options": options,
        "first_dealer": record.first_dealer,
        "events": [event_to_dict(e) for e in record.events],
    }
