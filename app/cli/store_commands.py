"""``pulka export DB GAME_ID OUT.json`` and ``pulka import DB IN.json``: games in and out of a
database as ``pulka-game`` JSON (docs/formats.md). ``--server URL`` instead of ``DB`` reads or
writes the games of a club server."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import app.cli.server_access as server_access
from app.cli.errors import CliError, Text, refused_database
from app.cli.score_commands import read_json
from app.engine.jsondoc import json_text
from app.services import DatabaseRefused, GameService, ServiceError, open_backend


def _open_location(args: argparse.Namespace, *, must_exist: bool) -> GameService:
    """The service over ``DB`` or ``--server URL`` (exactly one of them)."""
    if args.server is not None:
        if args.db is not None:
            raise CliError("database_or_server", path=args.db)
        return server_access.open_server_service(args.server)
    if args.db is None:
        raise CliError("name_database")
    return _open(args.db, must_exist=must_exist)


def _add_server_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--server",
        metavar="URL",
        help="a club server instead of DB: postgresql://USER@HOST:PORT/DATABASE",
    )


def _open(path: str, *, must_exist: bool) -> GameService:
    """The service over ``path``; ``must_exist``: a read command, which never creates a
    database (nor writes a schema into an empty file) and reads a read-only one."""
    if must_exist and not Path(path).is_file():
        raise CliError("no_such_database", path=path)
    try:
        return GameService(open_backend(path, create=not must_exist))
    except DatabaseRefused as error:
        raise refused_database(error) from None


def _add_export_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("db", metavar="DB", nargs="?", help="the Pulka database (.sqlite3)")
    _add_server_argument(parser)
    parser.add_argument("game_id", metavar="GAME_ID", help="the game's number")
    parser.add_argument("out", metavar="OUT.json", help="where to write; - for standard output")


def run_export(args: argparse.Namespace) -> int:
    try:
        game_id = int(args.game_id)
    except ValueError:
        raise CliError("game_id_number", value=repr(args.game_id)) from None
    with _open_location(args, must_exist=True) as service:
        try:
            data = service.export_game(game_id)
        except ServiceError as error:
            if error.code != "game_unknown":
                raise
            where = args.db or Text("the_server")
            raise CliError("no_game_in", where=where, game=game_id) from error
    text = json_text(data) + "\n"  # a name with control characters escaped (D9)
    if args.out == "-":
        sys.stdout.write(text)
    else:
        Path(args.out).write_text(text, encoding="utf-8")
    return 0


def _add_import_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "db", metavar="DB", nargs="?", help="the Pulka database (created if missing)"
    )
    _add_server_argument(parser)
    parser.add_argument("source", metavar="IN.json", help="a pulka-game file; - for standard input")


def run_import(args: argparse.Namespace) -> int:
    data = read_json(args.source)
    with _open_location(args, must_exist=False) as service:
        game_id = service.import_game(data)
    print(game_id)
    return 0


EXPORT = ("write a game of a database as pulka-game JSON", _add_export_arguments, run_export)
IMPORT = (
    "add a pulka-game JSON file to a database as a new game",
    _add_import_arguments,
    run_import,
)
