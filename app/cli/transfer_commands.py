"""``pulka push DB --server URL [GAME…]`` and ``pulka pull --server URL DB [GAME…]``: games
copied between a local file and a club server (app/services/transfer.py).

Each game is recognised by its UUID: copied when absent, left alone when the same, extended when
only this side moved on; a game changed on both sides is refused with a message and never
merged. Exit status 2 when a game was refused (the others are moved all the same).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import app.cli.server_access as server_access
from app.cli.errors import CliError, Text, refused_database, translator
from app.engine.names import visible
from app.services import DatabaseRefused, GameService
from app.services.transfer import Moved, TransferRefused, move_games
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


def _move(source: GameService, target: GameService, numbers: list[int] | None) -> list[Moved]:
    try:
        return list(move_games(source.store, target.store, numbers))
    except TransferRefused as refused:
        raise CliError("no_game", game=refused.params["game_id"]) from None
    except StaleWrite as stale:
        raise CliError("copy_stale", game=stale.game_id) from None
    except StoredDataDamaged as damaged:
        raise CliError("game_unreadable", game=damaged.game_id, detail=str(damaged)) from None
    except StoreError as error:
        raise CliError("not_copied", detail=str(error)) from None


def _report(moved: list[Moved], there: str) -> int:
    """One line per game on standard output; refused games on standard error."""
    status = 0
    for item in moved:
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
            status = EXIT_REFUSED
            diverged = Text(
                "diverged",
                {"game": item.source_id, "players": ", ".join(item.players), "event": item.common},
            )
            print(f"pulka: {visible(diverged.render(translator()))}", file=sys.stderr)
    return status


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
