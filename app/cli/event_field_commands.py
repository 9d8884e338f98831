"""``pulka event enter | withdraw | reinstate | substitute | cut | undo | changes``: the field
of an event changing as it is played (docs/events.md §The field changes during the event;
docs/formats.md, "pulka event"). Each change prints its number (``undo`` takes it), and the
round it applies from; ``changes --json`` lists them."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from app.cli.errors import CliError, Text
from app.cli.event_docs import changes_json
from app.engine.jsondoc import json_text
from app.engine.names import visible
from app.services.events import EventService

ACTIONS = ("enter", "withdraw", "reinstate", "substitute", "cut", "undo", "changes")


def add_arguments(actions: Any, db: Callable[[argparse.ArgumentParser], None]) -> None:
    for name, help_text in (
        ("enter", "a late entry from the next round"),
        ("withdraw", "a withdrawal from the next round (results so far stay)"),
        ("reinstate", "a player removed by the threshold plays again from the next round"),
    ):
        command = actions.add_parser(name, help=help_text)
        db(command)
        command.add_argument("player", metavar="NAME")
    substitute = actions.add_parser(
        "substitute", help="a substitute takes a seat at a table of the round being played"
    )
    db(substitute)
    substitute.add_argument("table", metavar="TABLE")
    substitute.add_argument("--out", required=True, metavar="NAME", help="who leaves the seat")
    substitute.add_argument("--in", dest="incoming", required=True, metavar="NAME")
    substitute.add_argument(
        "--after", metavar="N", help="after deal N of the table (default: the deals played)"
    )
    substitute.add_argument(
        "--withdraw", action="store_true", help="the one leaving withdraws from the next rounds"
    )
    cut = actions.add_parser("cut", help="keep the top N of the standings for a final")
    db(cut)
    cut.add_argument("--top", required=True, metavar="N")
    cut.add_argument(
        "--final-alone", action="store_true", help="the final's points alone rank the finalists"
    )
    undo = actions.add_parser("undo", help="take back a change (by its number)")
    db(undo)
    undo.add_argument("change", metavar="CHANGE")
    changes = actions.add_parser("changes", help="the field's changes and the next round's field")
    db(changes)
    changes.add_argument("--json", action="store_true", help="print JSON")


def _whole(text: str, option: str, least: int = 1) -> int:
    try:
        value = int(text)
    except ValueError:
        raise CliError("number_expected", option=option, value=repr(text)) from None
    if value < least:
        raise CliError("one_or_more", option=option, value=value)
    return value


def run(events: EventService, event: int, args: argparse.Namespace) -> int:
    action = args.action
    if action == "changes":
        return _changes(events, event, args.json)
    if action == "enter":
        seq = events.enter(event, args.player)
    elif action == "withdraw":
        seq = events.withdraw(event, args.player)
    elif action == "reinstate":
        seq = events.reinstate(event, args.player)
    elif action == "substitute":
        after = None if args.after is None else _whole(args.after, "--after", least=0)
        table = _whole(args.table, "the table")
        seq = events.substitute(event, table, args.out, args.incoming, after)
        if args.withdraw:
            _say(events, event, seq)
            seq = events.withdraw(event, args.out)
    elif action == "cut":
        seq = events.cut(event, _whole(args.top, "--top"), carry=not args.final_alone)
    else:
        seq = events.undo_change(event, _whole(args.change, "the change"))
    _say(events, event, seq)
    return 0


def _say(events: EventService, event: int, seq: int) -> None:
    """The change's number and the round it applies from: ``3 round 2``."""
    found = next(c for c in events.field(event).changes if c.seq == seq)
    print(f"{seq} {found.change.round}")


def _changes(events: EventService, event: int, as_json: bool) -> int:
    doc = changes_json(events, event)
    if as_json:
        sys.stdout.write(json_text(doc) + "\n")
        return 0
    for change in doc["changes"]:
        who = change.get("player", "")
        if change["kind"] == "substitute":
            who = f"{change['player']} → {change['substitute']}"
        elif change["kind"] == "cut":
            who = ", ".join(change["finalists"])
        elif change["kind"] == "undo":
            who = str(change["undoes"])
        mark = " (undone)" if change["undone"] else ""
        print(f"{change['change']:>3}  {change['round']}  {change['kind']}  {visible(who)}{mark}")
    print(f"next: {doc['next_round']}: {', '.join(map(visible, doc['next_round_players']))}")
    return 0


def say_seeding(events: EventService, event: int) -> None:
    """Which rating seeded the first round, on standard error (docs/events.md §Seeding)."""
    seeding = events.seeding(event)
    rated = ", ".join(f"{visible(n)} {r:.1f}" for n, r in seeding.ratings.items())
    line = Text("seeded_by", {"rated": rated or "—", "unrated": ", ".join(seeding.unrated) or "—"})
    from app.cli.errors import translator

    sys.stderr.write("pulka: " + line.render(translator()) + "\n")
