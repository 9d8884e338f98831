"""``pulka event …``: club evenings and tournaments from the command line (docs/formats.md,
"pulka event"): create, list, seat, start and cancel rounds, record a table's result, change the
field (late entry, withdrawal, reinstatement, substitute, cut, undo), print the seating, the
standings (JSON, CSV or PDF) and the seating cards. Every subcommand takes ``--server URL``
instead of ``DB`` for the events of a club server; every refusal is one line, exit status 2,
and writes nothing."""

from __future__ import annotations

import argparse
import datetime
import sys
from fractions import Fraction
from typing import Any

import app.cli.event_field_commands as event_field_commands
import app.cli.event_paper as event_paper
from app.cli.errors import CliError
from app.cli.event_docs import changes_json, events_json, seating_json, standings_json
from app.cli.store_commands import _add_server_argument, _open_location
from app.engine.jsondoc import json_text
from app.engine.names import visible
from app.engine.rules import preset_rules
from app.events.points import Formula
from app.events.seating import FirstRound, Seating
from app.services.event_settings import EventSettings
from app.services.event_values import FORMULAS as _FORMULAS
from app.services.event_values import TIE_BREAKS
from app.services.events import EventService

__all__ = ["EVENT", "changes_json", "events_json", "seating_json", "standings_json"]


def number(text: str, what: str) -> int:
    """A whole number of 1 or more given for ``what``."""
    try:
        value = int(text)
    except ValueError:
        raise CliError("number_expected", option=what, value=repr(text)) from None
    if value < 1:
        raise CliError("one_or_more", option=what, value=value)
    return value


def names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


def _db(parser: argparse.ArgumentParser, event: bool = True) -> None:
    parser.add_argument("db", metavar="DB", nargs="?", help="the Pulka database")
    _add_server_argument(parser)
    if event:
        parser.add_argument("event", metavar="EVENT", help="the event's number")


def _add_create(actions: Any) -> None:
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
    create.add_argument("--cap", metavar="N", help="whists count at most ±N (not with places)")
    create.add_argument(
        "--timeout-rule",
        action="store_true",
        help="a pool stopped by the clock gains nothing (not with places)",
    )
    create.add_argument(
        "--raw-tables", action="store_true", help="a table of four pays 3, 2, 1, 0 under places"
    )
    create.add_argument(
        "--bye-points", metavar="P", help="what a bye scores (default: the round's average)"
    )
    create.add_argument(
        "--tie-breaks",
        metavar="LIST",
        help=f"in order, separated by commas: {', '.join(TIE_BREAKS)} (default: all)",
    )
    create.add_argument(
        "--removal", metavar="W", help="a round of -W whists or worse removes the player"
    )
    create.add_argument("--seed", default="0", help="makes the seating repeatable")
    create.add_argument(
        "--byes", action="store_true", help="players left over sit out (no four-handed tables)"
    )
    seeding = create.add_mutually_exclusive_group()
    seeding.add_argument(
        "--by-rating", action="store_true", help="first round seeded by the players' rating"
    )
    seeding.add_argument(
        "--seeded-as-typed", action="store_true", help="first round seeded in the order typed"
    )


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    _add_create(actions)
    listing = actions.add_parser("list", help="every evening and tournament, the newest first")
    _db(listing, event=False)
    listing.add_argument("--json", action="store_true", help="print JSON")

    seat = actions.add_parser(
        "seat", help="seat the next round (proposed, or the tables given); prints its number"
    )
    _db(seat)
    seat.add_argument("--tables", help="tables separated by ';', names by ',' (seat order)")
    seat.add_argument("--sit-out", default="", help="players sitting out, separated by ','")

    for name, help_text in (
        ("start", "start a seated round: one game per table"),
        ("cancel", "forget a seated round, or undo a round started by mistake (nothing played)"),
    ):
        command = actions.add_parser(name, help=help_text)
        _db(command)
        command.add_argument("round", metavar="ROUND")

    record = actions.add_parser(
        "record", help="record a table's result into its game: a game file or deals"
    )
    _db(record)
    record.add_argument("round", metavar="ROUND")
    record.add_argument("table", metavar="TABLE")
    given = record.add_mutually_exclusive_group(required=True)
    given.add_argument("--game", metavar="FILE", help="the table's pulka-game file (- for stdin)")
    given.add_argument(
        "--deal",
        metavar="JSON",
        action="append",
        help="one deal as in a game file's events; repeat for more",
    )
    record.add_argument("--json", action="store_true", help="print the table's seating document")

    event_field_commands.add_arguments(actions, _db)

    publish = actions.add_parser(
        "publish",
        help="write the standings, every table's sheet and the round sheets as static HTML",
    )
    _db(publish)
    publish.add_argument("folder", metavar="DIR", help="the folder to write the pages into")

    seating = actions.add_parser("seating", help="a round's tables and who sits out")
    _db(seating)
    seating.add_argument("round", metavar="ROUND")
    seating.add_argument("--json", action="store_true", help="print JSON")

    standings = actions.add_parser("standings", help="the standings after the rounds played")
    _db(standings)
    standings.add_argument("--round", metavar="ROUND", help="after this round")
    standings.add_argument(
        "--with-open", action="store_true", help="count the tables still playing as they stand"
    )
    out = standings.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print JSON")
    out.add_argument("--csv", metavar="FILE", help="write a CSV file (- for standard output)")
    out.add_argument("--pdf", metavar="FILE", help="write the printed standings as PDF")

    cards = actions.add_parser("cards", help="a round's seating cards and round sheet as PDF")
    _db(cards)
    cards.add_argument("round", metavar="ROUND")
    cards.add_argument("--pdf", metavar="FILE", required=True, help="where to write the PDF")
    cards.add_argument(
        "--phones",
        metavar="URL",
        help="the phones' server (http://HOST:PORT): each table's QR code on its cards",
    )


READ_ONLY = ("standings", "seating", "publish", "list", "changes", "cards")


def run(args: argparse.Namespace) -> int:
    if args.action == "create":
        return _create(args)
    with _open_location(args, must_exist=args.action in READ_ONLY) as games:
        events = EventService(games)
        if args.action == "list":
            return _list(events, args.json)
        event = number(args.event, "the event")
        if args.action == "seat":
            return _seat(events, event, args)
        if args.action == "start":
            for game_id in events.start_round(event, number(args.round, "the round")):
                print(game_id)
            return 0
        if args.action == "cancel":
            events.cancel_round(event, number(args.round, "the round"))
            return 0
        if args.action == "record":
            return _record(events, event, args)
        if args.action == "publish":
            return _publish(events, event, args)
        if args.action == "seating":
            return _emit(seating_json(events, event, number(args.round, "the round")), args.json)
        if args.action == "standings":
            return _standings(events, event, args)
        if args.action == "cards":
            return event_paper.cards(events, event, number(args.round, "the round"), args)
        return event_field_commands.run(events, event, args)


def _list(events: EventService, as_json: bool) -> int:
    doc = events_json(events)
    if as_json:
        sys.stdout.write(json_text(doc) + "\n")
        return 0
    for row in doc["events"]:
        print(
            f"{row['event']:>3}  {row['date']}  {visible(row['name'])}"
            f"  ({row['players']}, {row['rounds']})"
        )
    return 0


def _standings(events: EventService, event: int, args: argparse.Namespace) -> int:
    upto = None if args.round is None else number(args.round, "the round")
    if args.pdf is not None:
        return event_paper.standings_pdf(events, event, upto, args)
    doc = standings_json(events, event, upto, count_open=args.with_open)
    if args.csv is not None:
        return event_paper.standings_csv(doc, args.csv)
    return _emit(doc, args.json)


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


def _fraction(text: str | None, option: str) -> Fraction | None:
    if text is None:
        return None
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise CliError("number_expected", option=option, value=repr(text)) from None


def _formula(args: argparse.Namespace) -> Formula:
    base = _FORMULAS["half-above-50" if args.points == "scaled" else args.points]
    cap = _fraction(args.cap, "--cap")
    if base.kind == "places":
        if cap is not None or args.timeout_rule:
            raise CliError("places_no_cap")
        return Formula(kind="places", equal_tables=not args.raw_tables)
    if cap is not None and cap <= 0:
        raise CliError("one_or_more", option="--cap", value=args.cap)
    return Formula(kind=base.kind, bands=base.bands, cap=cap, timeout=args.timeout_rule)


def _tie_breaks(text: str | None) -> tuple[Any, ...]:
    if text is None:
        return TIE_BREAKS
    chosen = tuple(names(text))
    unknown = [t for t in chosen if t not in TIE_BREAKS]
    if unknown or len(set(chosen)) != len(chosen):
        raise CliError(
            "tie_breaks_unknown", value=", ".join(unknown or chosen), known=", ".join(TIE_BREAKS)
        )
    return chosen


def _create(args: argparse.Namespace) -> int:
    options: dict[str, Any] = {}
    if args.deals is not None:
        options = {"game_end": "deals", "deal_limit": number(args.deals, "--deals")}
    elif args.minutes is not None:
        options = {"game_end": "time", "time_limit_minutes": number(args.minutes, "--minutes")}
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
    removal = _fraction(args.removal, "--removal")
    first: FirstRound = (
        "rating" if args.by_rating else "typed" if args.seeded_as_typed else "random"
    )
    settings = EventSettings(
        seed=seed,
        four_handed=not args.byes,
        first_round=first,
        rules=rules,
        formula=_formula(args),
        bye_points=_fraction(args.bye_points, "--bye-points"),
        tie_breaks=_tie_breaks(args.tie_breaks),
        removal_threshold=None if removal is None else -abs(removal),
    )
    with _open_location(args, must_exist=False) as games:
        print(
            EventService(games).create_event(
                args.name, args.kind, date, names(args.players), settings
            )
        )
    return 0


def _seat(events: EventService, event: int, args: argparse.Namespace) -> int:
    events.require_organiser()  # before proposing: a scorer is told who may seat
    view = events.event(event)
    number_ = 1 + sum(1 for r in view.rounds if r.started)
    if args.tables:
        tables = tuple(tuple(names(table)) for table in args.tables.split(";") if table.strip())
        seating = Seating(tables, tuple(names(args.sit_out)))
    else:
        seating = events.propose_seating(event)
    events.save_seating(event, number_, seating)
    print(number_)
    if not args.tables and number_ == 1 and view.settings.first_round == "rating":
        event_field_commands.say_seeding(events, event)
    return 0


def _record(events: EventService, event: int, args: argparse.Namespace) -> int:
    from app.cli.score_commands import read_json
    from app.engine.jsondoc import load_json

    number_ = number(args.round, "the round")
    table = number(args.table, "the table")
    if args.game is not None:
        try:
            data = read_json(args.game)
        except OSError as error:
            raise CliError("not_a_folder", path=args.game, reason=error.strerror or "") from None
        written = events.record_game(event, number_, table, data)
    else:
        deals = [load_json(text.encode("utf-8")) for text in args.deal]
        written = events.record_deals(event, number_, table, deals)
    if args.json:
        return _emit(seating_json(events, event, number_), True)
    done = events.tables(event, number_)[table - 1]
    print(f"{written} {done.deals_played}{' over' if done.finished else ''}")
    return 0


def _emit(doc: dict[str, Any], as_json: bool) -> int:
    if as_json:
        sys.stdout.write(json_text(doc) + "\n")
        return 0
    if doc["format"] == "pulka-event-standings":
        for line in doc["standings"]:
            player = visible(line["player"])  # control characters escaped (D9)
            text = f"{line['place']:>3}  {player}  {line['points']}  ({line['whists']})"
            if "playing" in line:
                text += f"  [{line['playing']['points']}?]"
            print(text)
    else:
        for table in doc["tables"]:
            print(f"{table['table']}: {', '.join(map(visible, table['players']))}")
        if doc["sitting_out"]:
            print(f"-: {', '.join(map(visible, doc['sitting_out']))}")
    return 0


EVENT = (
    "club evenings and tournaments: create, list, seat, start, cancel, record, the field's"
    " changes, standings, cards",
    _add_arguments,
    run,
)
