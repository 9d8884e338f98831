"""``pulka event …``: club evenings and tournaments from the command line (docs/formats.md,
"pulka event"): create an event, seat and start a round, print the seating and the standings.
Every subcommand takes ``--server URL`` instead of ``DB`` for the events of a club server."""

from __future__ import annotations

import argparse
import datetime
import sys
from typing import Any

from app.cli.errors import CliError
from app.cli.score_commands import amount_json
from app.cli.store_commands import _add_server_argument, _open_location
from app.engine.jsondoc import json_text
from app.engine.names import visible
from app.engine.rules import preset_rules
from app.events.seating import Seating
from app.services.event_settings import EventSettings
from app.services.event_values import FORMULAS as _FORMULAS
from app.services.events import EventService


def _number(text: str, what: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise CliError("number_expected", option=what, value=repr(text)) from None
    if value < 1:
        raise CliError("one_or_more", option=what, value=value)
    return value


def _names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    create = actions.add_parser("create", help="a new evening or tournament; prints its number")
    create.add_argument(
        "db", metavar="DB", nargs="?", help="the Pulka database (created if missing)"
    )
    _add_server_argument(create)
    create.add_argument("--name", required=True)
    create.add_argument("--players", required=True, help="names separated by commas")
    create.add_argument("--date", help="YYYY-MM-DD (default: today)")
    create.add_argument("--kind", choices=("evening", "tournament"), default="evening")
    create.add_argument("--preset", default="sochi", help="the tables' rules (default: sochi)")
    ending = create.add_mutually_exclusive_group()
    ending.add_argument("--deals", metavar="N", help="a round ends after N deals")
    ending.add_argument("--minutes", metavar="M", help="a round ends at a time limit")
    create.add_argument(
        "--points",
        choices=[*_FORMULAS, "scaled"],
        default="whists",
        help="whists, places, tenth-above-200 or half-above-50 (scaled: its old name)",
    )
    create.add_argument("--seed", default="0", help="makes the seating repeatable")
    create.add_argument(
        "--byes", action="store_true", help="players left over sit out (no four-handed tables)"
    )
    create.add_argument("--by-rating", action="store_true", help="first round by rating")

    seat = actions.add_parser(
        "seat", help="seat the next round (proposed, or the tables given); prints its number"
    )
    seat.add_argument("db", metavar="DB", nargs="?")
    _add_server_argument(seat)
    seat.add_argument("event", metavar="EVENT")
    seat.add_argument("--tables", help="tables separated by ';', names by ',' (seat order)")
    seat.add_argument("--sit-out", default="", help="players sitting out, separated by ','")

    start = actions.add_parser("start", help="start a seated round: one game per table")
    start.add_argument("db", metavar="DB", nargs="?")
    _add_server_argument(start)
    start.add_argument("event", metavar="EVENT")
    start.add_argument("round", metavar="ROUND")

    publish = actions.add_parser(
        "publish",
        help="write the standings, every table's sheet and the round sheets as static HTML",
    )
    publish.add_argument("db", metavar="DB", nargs="?")
    _add_server_argument(publish)
    publish.add_argument("event", metavar="EVENT")
    publish.add_argument("folder", metavar="DIR", help="the folder to write the pages into")

    for name, help_text in (
        ("standings", "the standings after the rounds played"),
        ("seating", "a round's tables and who sits out"),
    ):
        command = actions.add_parser(name, help=help_text)
        command.add_argument("db", metavar="DB", nargs="?")
        _add_server_argument(command)
        command.add_argument("event", metavar="EVENT")
        if name == "seating":
            command.add_argument("round", metavar="ROUND")
        else:
            command.add_argument("--round", metavar="ROUND", help="after this round")
        command.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace) -> int:
    if args.action == "create":
        return _create(args)
    must_exist = args.action in ("standings", "seating", "publish")
    with _open_location(args, must_exist=must_exist) as games:
        events = EventService(games)
        event = _number(args.event, "the event")
        if args.action == "seat":
            return _seat(events, event, args)
        if args.action == "start":
            for game_id in events.start_round(event, _number(args.round, "the round")):
                print(game_id)
            return 0
        if args.action == "publish":
            return _publish(events, event, args)
        if args.action == "seating":
            return _emit(seating_json(events, event, _number(args.round, "the round")), args.json)
        upto = None if args.round is None else _number(args.round, "the round")
        return _emit(standings_json(events, event, upto), args.json)


def _publish(events: EventService, event: int, args: argparse.Namespace) -> int:
    """The pages in the command line's language (``--language``, else the app's)."""
    from pathlib import Path

    from app.cli.errors import current_language
    from app.cli.language import choose
    from app.phones.publish import publish
    from app.phones.words import Words

    folder = Path(args.folder)
    try:
        written = publish(events, event, folder, Words(choose(current_language())))
    except OSError as error:
        raise CliError("not_a_folder", path=args.folder, reason=error.strerror or "") from None
    for path in written:
        print(path)
    return 0


def _create(args: argparse.Namespace) -> int:
    options: dict[str, Any] = {}
    if args.deals is not None:
        options = {"game_end": "deals", "deal_limit": _number(args.deals, "--deals")}
    elif args.minutes is not None:
        options = {"game_end": "time", "time_limit_minutes": _number(args.minutes, "--minutes")}
    rules = preset_rules(args.preset).with_options(options)
    try:
        seed = int(args.seed)
    except ValueError:
        raise CliError("seed_whole", value=repr(args.seed)) from None
    date = args.date or datetime.date.today().isoformat()
    try:
        datetime.date.fromisoformat(date)
    except ValueError:
        raise CliError("date_format", value=repr(date)) from None
    settings = EventSettings(
        seed=seed,
        four_handed=not args.byes,
        first_round="rating" if args.by_rating else "random",
        rules=rules,
        formula=_FORMULAS["half-above-50" if args.points == "scaled" else args.points],
    )
    with _open_location(args, must_exist=False) as games:
        print(
            EventService(games).create_event(
                args.name, args.kind, date, _names(args.players), settings
            )
        )
    return 0


def _seat(events: EventService, event: int, args: argparse.Namespace) -> int:
    events.require_organiser()  # before proposing: a scorer is told who may seat
    if args.tables:
        tables = tuple(tuple(_names(table)) for table in args.tables.split(";") if table.strip())
        seating = Seating(tables, tuple(_names(args.sit_out)))
    else:
        seating = events.propose_seating(event)
    number = 1 + sum(1 for r in events.event(event).rounds if r.started)
    events.save_seating(event, number, seating)
    print(number)
    return 0


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
                "game": table.game_id,
                "deals": table.deals_played,
                "finished": table.finished,
                "result": {p: amount_json(v) for p, v in table.result.items()},
            }
            for table in tables
        ],
        "sitting_out": list(row.byes),
    }


def standings_json(events: EventService, event: int, upto: int | None) -> dict[str, Any]:
    """The ``pulka-event-standings`` document."""
    view = events.event(event)
    lines = events.standings(event, upto)
    return {
        "format": "pulka-event-standings",
        "event": event,
        "name": view.name,
        "date": view.date,
        "points": view.settings.formula.kind,
        "rounds": max((len(line.by_round) for line in lines), default=0),
        "standings": [
            {
                "place": line.place,
                "player": line.player,
                "points": amount_json(line.points),
                "whists": amount_json(line.whists),
                "firsts": amount_json(line.firsts),
                "rounds": line.rounds,
                "sat_out": line.byes,
                "by_round": [None if p is None else amount_json(p) for p in line.by_round],
            }
            for line in lines
        ],
    }


def _emit(doc: dict[str, Any], as_json: bool) -> int:
    if as_json:
        sys.stdout.write(json_text(doc) + "\n")
        return 0
    if doc["format"] == "pulka-event-standings":
        for line in doc["standings"]:
            player = visible(line["player"])  # control characters escaped (D9)
            print(f"{line['place']:>3}  {player}  {line['points']}  ({line['whists']})")
    else:
        for table in doc["tables"]:
            print(f"{table['table']}: {', '.join(map(visible, table['players']))}")
        if doc["sitting_out"]:
            print(f"-: {', '.join(map(visible, doc['sitting_out']))}")
    return 0


EVENT = (
    "club evenings and tournaments: create, seat, start, standings, seating",
    _add_arguments,
    run,
)
