"""``pulka push DB --server URL [GAME…]`` and ``pulka pull --server URL DB [GAME…]``: a club
copied between a local file and a club server (app/services/transfer_club.py) — its games, and
without game numbers also the roster log and every evening.

Each game is recognised by its UUID: copied when absent, left alone when the same, extended when
only this side moved on; a game changed on both sides is refused with a message and never
merged. The roster log and each evening are compared the same way. Exit status 2 when anything
was refused (the rest is moved all the same).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import app.cli.server_access as server_access
from app.cli.errors import CliError, Text, refused_database, server_failure, translator
from app.engine.names import visible
from app.services import DatabaseRefused, GameService
from app.services.transfer import Moved, TransferRefused
from app.services.transfer_club import Item, move_club
from app.services.transfer_events import EventMoved
from app.services.transfer_roster import RosterMoved
from app.store.errors import StaleWrite, StoredDataDamaged, StoreError

EXIT_REFUSED = 2


def _add_arguments(parser: argparse.ArgumentParser, *, push: bool) -> None:
    parser.add_argument(
        "--server",
        metavar="URL",
        required=True,
        help="the club server, postgresql://USER@HOST:PORT/DATABASE (password: ~/.pgpass)",
    )
    if push:
        parser.add_argument("db", metavar="DB", help="the local Pulka database to copy from")
    else:
        parser.add_argument(
            "db", metavar="DB", help="the local Pulka database (created if missing)"
        )
    side = "local" if push else "server"
    parser.add_argument(
        "games",
        metavar="GAME",
        nargs="*",
        help=f"numbers of the games in the {side} database (default: every game)",
    )


def _game_numbers(texts: list[str]) -> list[int] | None:
    if not texts:
        return None
    try:
        return [int(text) for text in texts]
    except ValueError:
        bad = next(t for t in texts if not t.lstrip("-").isdigit())
        raise CliError("game_number", value=repr(bad)) from None


def _local(path: str, *, must_exist: bool) -> GameService:
    if must_exist and not Path(path).is_file():
        raise CliError("no_such_database", path=path)
    try:
        return GameService(path, create=not must_exist)
    except DatabaseRefused as error:
        raise refused_database(error) from None


def run_push(args: argparse.Namespace) -> int:
    numbers = _game_numbers(args.games)
    server_access.checked_url(args.server)
    with (
        _local(args.db, must_exist=True) as local,
        server_access.open_server_service(args.server) as server,
    ):
        return _report(_move(local, server, numbers), "server")


def run_pull(args: argparse.Namespace) -> int:
    numbers = _game_numbers(args.games)
    server_access.checked_url(args.server)
    with (
        server_access.open_server_service(args.server) as server,
        _local(args.db, must_exist=False) as local,
    ):
        return _report(_move(server, local, numbers), "local file")


def _move(source: GameService, target: GameService, numbers: list[int] | None) -> list[Item]:
    try:
        refusal = target.permissions().refusal
        return list(move_club(source.backend, target.backend, numbers, refusal=refusal))
    except TransferRefused as refused:
        raise CliError("no_game", game=refused.params["game_id"]) from None
    except StaleWrite as stale:
        raise CliError("copy_stale", game=stale.game_id) from None
    except StoredDataDamaged as damaged:
        raise CliError("game_unreadable", game=damaged.game_id, detail=str(damaged)) from None
    except StoreError as error:
        raise CliError("not_copied", detail=str(error)) from None


def _report(moved: list[Item], there: str) -> int:
    """One line per game, for the roster and per event on standard output; what was refused
    on standard error (exit status 2)."""
    status = 0
    for item in moved:
        if isinstance(item, RosterMoved):
            refusal = _roster_line(item, there)
        elif isinstance(item, EventMoved):
            refusal = _event_line(item, there)
        else:
            refusal = _game_line(item, there)
        if refusal is not None:
            status = EXIT_REFUSED
            print(f"pulka: {visible(refusal.render(translator()))}", file=sys.stderr)
    return status


def _game_line(item: Moved, there: str) -> Text | None:
    name = f"game {item.source_id} ({', '.join(map(visible, item.players))})"
    target = f"game {item.target_id}"
    if item.outcome == "copied":
        print(f"{name}: copied as {target} ({item.events} events)")
    elif item.outcome == "same":
        print(f"{name}: already the same as {target}")
    elif item.outcome == "extended":
        print(f"{name}: {item.events} new events added to {target}")
    elif item.outcome == "behind":
        print(f"{name}: the {there} has newer events in {target}; nothing to copy")
    else:
        return Text(
            "diverged",
            {"game": item.source_id, "players": ", ".join(item.players), "event": item.common},
        )
    return None


def _roster_line(item: RosterMoved, there: str) -> Text | None:
    if item.outcome == "empty":
        pass  # a table's file with no renames: nothing to say
    elif item.outcome == "copied":
        print(f"roster: {item.records} records copied")
    elif item.outcome == "same":
        print("roster: already the same")
    elif item.outcome == "extended":
        print(f"roster: {item.records} new records added")
    elif item.outcome == "behind":
        print(f"roster: the {there} has newer records; nothing to copy")
    elif item.outcome == "diverged":
        return Text("roster_diverged", {"record": item.common})
    else:
        return Text("roster_refused", {"reason": _reason(item.missing, item.error)})
    return None


def _event_line(item: EventMoved, there: str) -> Text | None:
    name = f"{item.kind} {item.source_id} ({visible(item.name)})"
    target = f"{item.kind} {item.target_id}"
    if item.outcome == "copied":
        print(f"{name}: copied as {target} ({item.rounds} rounds)")
    elif item.outcome == "same":
        print(f"{name}: already the same as {target}")
    elif item.outcome == "extended":
        print(f"{name}: {item.rounds} new rounds added to {target}")
    elif item.outcome == "behind":
        print(f"{name}: the {there} has newer rounds in {target}; nothing to copy")
    elif item.outcome == "diverged":
        return Text(
            "event_diverged", {"event": item.source_id, "name": item.name, "round": item.common}
        )
    else:
        return Text(
            "event_refused",
            {
                "event": item.source_id,
                "name": item.name,
                "reason": _reason(item.missing, item.error),
            },
        )
    return None


def _reason(missing: int | None, error: StoreError | None) -> Text:
    """Why the roster or an event was not copied, in the command line's language."""
    if missing is not None:
        return Text("copy_game_missing", {"game": missing})
    if error is None:
        return Text("roster_unreadable")
    if isinstance(getattr(error, "code", None), str):
        return server_failure(error)  # the club server's refusal, said as every other
    return Text("not_copied")


PUSH = (
    "copy games from a local database to a club server",
    lambda parser: _add_arguments(parser, push=True),
    run_push,
)
PULL = (
    "copy games from a club server to a local database",
    lambda parser: _add_arguments(parser, push=False),
    run_pull,
)
