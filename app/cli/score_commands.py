"""``pulka score GAME.json`` and ``pulka settle SHEET.json``: the engine on the command line."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from app.cli.errors import CliError
from app.engine import (
    RULE_REFERENCES,
    EngineError,
    EventOutcome,
    Incident,
    InvalidGame,
    Settlement,
    fold,
    parse_game,
    settle,
    settle_sheet,
)
from app.engine.entries import Amount
from app.engine.gamefile import MAX_AMOUNT, check_keys, parse_rules
from app.engine.jsondoc import MAX_BYTES, json_text, load_json
from app.engine.names import check_names, normalize_name, visible
from app.services.incidents import score_incident


def read_json(path: str) -> Any:
    """The JSON document in a file, or on standard input for ``-`` (bounded, UTF-8; see
    :mod:`app.engine.jsondoc`)."""
    if path == "-":
        return load_json(sys.stdin.buffer.read(MAX_BYTES + 1))
    with open(path, "rb") as handle:
        return load_json(handle.read(MAX_BYTES + 1))


def amount_json(value: int | Fraction) -> int | str:
    """An exact amount for JSON: an integer, or a string such as ``"22/3"``."""
    value = Fraction(value)
    return int(value) if value.denominator == 1 else str(value)


def money_json(value: Fraction, unit: Fraction) -> int | str:
    """Money as a decimal string with the unit's places (``"12.30"``), exact by construction."""
    places = 0
    scaled = unit
    while scaled.denominator != 1 and places < 6:
        scaled *= 10
        places += 1
    if places == 0:
        return amount_json(value)
    if (value * 10**places).denominator != 1:
        return str(value)
    sign = "-" if value < 0 else ""
    cents = abs(value) * 10**places
    whole, frac = divmod(int(cents), 10**places)
    return f"{sign}{whole}.{frac:0{places}d}"


def result_json(
    players: tuple[str, ...],
    pool: Mapping[str, Amount],
    mountain: Mapping[str, Amount],
    whists: Mapping[str, Mapping[str, Amount]],
    settlement: Settlement,
    unit: Fraction,
) -> dict[str, Any]:
    """The output document shared by ``score`` and ``settle`` (docs/formats.md)."""
    return {
        "players": list(players),
        "sheet": {
            "pool": {p: amount_json(pool[p]) for p in players},
            "mountain": {p: amount_json(mountain[p]) for p in players},
            "whists": {
                p: {q: amount_json(whists[p][q]) for q in players if q != p} for p in players
            },
        },
        "finished": settlement.finished,
        "result": {p: amount_json(settlement.result[p]) for p in players},
        "money": {p: money_json(settlement.money[p], unit) for p in players},
        "payments": [
            {
                "from": pay.payer,
                "to": pay.payee,
                "whists": amount_json(pay.whists),
                "money": money_json(pay.money, unit),
            }
            for pay in settlement.payments
        ],
    }


def reference(rule: str) -> str:
    """Where a provenance code is stated: a scoring-conventions section (``A.5``) for the deal
    rules, the catalogue's citation (seed file and items) for a penalty (docs/penalties.md)."""
    if rule in RULE_REFERENCES:
        section = RULE_REFERENCES[rule]
        return section if rule == "manual" else f"scoring-conventions {section}"
    from app.penalties.api import get_rule  # the catalogue only when a penalty was written

    try:
        return str(get_rule(rule).citation)
    except EngineError:
        return f"penalty {rule}"  # prikup-0's duplicate fine: no rule of its own


def events_json(outcomes: Sequence[EventOutcome], incidents: Mapping[int, str]) -> list[Any]:
    """What each event wrote and why (docs/formats.md, "Provenance"): every amount with the
    rule that wrote it, and an incident's rule and consequences for play."""
    out: list[Any] = []
    for outcome in outcomes:
        item: dict[str, Any] = {"event": outcome.event, "type": outcome.kind}
        if outcome.event in incidents:
            item["rule"] = incidents[outcome.event]
        item["entries"] = [
            {
                "player": e.player,
                "column": e.column.value,
                **({"on": e.on} if e.on is not None else {}),
                "amount": amount_json(e.amount),
                "rule": e.rule,
                "reference": reference(e.rule),
            }
            for e in outcome.entries
        ]
        if outcome.consequences:
            item["consequences"] = list(outcome.consequences)
        out.append(item)
    return out


def format_table(doc: Mapping[str, Any]) -> str:
    """A readable table of the output document."""
    players = doc["players"]
    width = max(8, *(len(p) for p in players))
    head = f"{'':<{width}}  {'pool':>6} {'mountain':>8} " + " ".join(
        f"{'on ' + q:>{max(6, len(q) + 3)}}" for q in players
    )
    head += f"  {'result':>8} {'money':>10}"
    lines = [head]
    sheet = doc["sheet"]
    for p in players:
        cells = " ".join(
            f"{(sheet['whists'][p].get(q, '') if q != p else '-')!s:>{max(6, len(q) + 3)}}"
            for q in players
        )
        lines.append(
            f"{p:<{width}}  {sheet['pool'][p]:>6} {sheet['mountain'][p]:>8} {cells}"
            f"  {doc['result'][p]!s:>8} {doc['money'][p]!s:>10}"
        )
    lines.append("finished" if doc["finished"] else "not finished (provisional result)")
    for pay in doc["payments"]:
        lines.append(f"{pay['from']} pays {pay['to']}: {pay['whists']} whists = {pay['money']}")
    return "\n".join(lines)


def emit(doc: Mapping[str, Any], as_json: bool) -> None:
    """The result on standard output; names with control characters escaped (D9)."""
    if as_json:
        print(json_text(doc))
    else:
        print(format_table(shown(doc)))


def shown(value: Any) -> Any:
    """``value`` with every text in it — names as keys too — as :func:`visible` shows it."""
    if isinstance(value, str):
        return visible(value)
    if isinstance(value, Mapping):
        return {shown(k): shown(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [shown(v) for v in value]
    return value


def run_score(args: argparse.Namespace) -> int:
    record = parse_game(read_json(args.game))
    events = enumerate(record.events, 1)
    sheet = fold(record.rules, record.players, record.first_dealer, events, score_incident)
    settlement = settle_sheet(sheet)
    doc = result_json(
        sheet.players,
        sheet.pool,
        sheet.mountain,
        sheet.whists,
        settlement,
        sheet.rules.money_unit,
    )
    incidents = {
        number: event.rule
        for number, event in enumerate(record.events, 1)
        if isinstance(event, Incident)
    }
    doc["events"] = events_json(sheet.outcomes, incidents)
    emit(doc, args.json)
    return 0


def run_settle(args: argparse.Namespace) -> int:
    data = read_json(args.sheet)
    if not isinstance(data, Mapping):
        raise InvalidGame("not_an_object", where="(top level)")
    check_keys(data, SHEET_KEYS, "")
    rules = parse_rules(data.get("rules", "sochi"), data.get("options", {}))
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise InvalidGame("players_invalid", where="players")
    names = tuple(normalize_name(p) for p in players)
    if len(names) not in (3, 4):
        raise InvalidGame("player_count", count=len(names))
    check_names(names)  # blank and look-alike names, as ``score`` refuses them
    data = _normalized_keys(data)
    pool = _amounts(data.get("pool"), names, "pool")
    mountain = _amounts(data.get("mountain"), names, "mountain")
    raw_whists = data.get("whists", {})
    if not isinstance(raw_whists, Mapping):
        raise CliError("whists_map")
    whists: dict[str, dict[str, int]] = {}
    for p in names:
        row = raw_whists.get(p, {})
        if not isinstance(row, Mapping):
            raise CliError("opponents_map", where=f"whists.{p}")
        for q in row:
            if q not in names or q == p:
                raise CliError("not_opponent", where=f"whists.{p}.{q}", player=p)
        whists[p] = {q: _whole(row.get(q, 0), f"whists.{p}.{q}") for q in names if q != p}
    for p in raw_whists:
        if p not in names:
            raise CliError("unknown_player", where=f"whists.{p}")
    settlement = settle(rules, names, pool, mountain, whists)
    emit(result_json(names, pool, mountain, whists, settlement, rules.money_unit), args.json)
    return 0


SHEET_KEYS = frozenset({"rules", "options", "players", "pool", "mountain", "whists"})


def _normalized_keys(data: Mapping[str, Any]) -> dict[str, Any]:
    """The sheet with the player names used as keys in canonical form (as ``players``)."""
    out = dict(data)
    for column in ("pool", "mountain", "whists"):
        table = data.get(column)
        if isinstance(table, Mapping):
            out[column] = {
                normalize_name(k): (
                    {normalize_name(q): n for q, n in v.items()}
                    if column == "whists" and isinstance(v, Mapping)
                    else v
                )
                for k, v in table.items()
            }
    return out


def _amounts(value: Any, players: tuple[str, ...], where: str) -> dict[str, int]:
    if not isinstance(value, Mapping):
        raise CliError("players_map", where=where)
    for p in value:
        if p not in players:
            raise CliError("unknown_player", where=f"{where}.{p}")
    missing = [p for p in players if p not in value]
    if missing:
        raise CliError("missing", where=f"{where}.{missing[0]}")
    return {p: _whole(value[p], f"{where}.{p}") for p in players}


def _whole(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise CliError("whole_number", where=where, value=_shown(value))
    if abs(value) > MAX_AMOUNT:
        raise CliError("at_most", where=where, limit=f"{MAX_AMOUNT:,}".replace(",", " "))
    return value


def _shown(value: Any) -> str:
    """A value as JSON would write it, shortened: never a Python repr."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "…"


def _add_score_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", metavar="GAME.json", help="a pulka-game file, or - for stdin")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")


def _add_settle_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sheet", metavar="SHEET.json", help="final sheet totals, or - for stdin")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")


SCORE = ("score a whole game record (pulka-game JSON)", _add_score_arguments, run_score)
SETTLE = ("settle a finished paper sheet typed in by hand", _add_settle_arguments, run_settle)
