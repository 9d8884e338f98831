"""``pulka server init URL``: set up (or upgrade) a PostgreSQL database as a club server.

Creates the roles ``pulka_admin``, ``pulka_scorer`` and ``pulka_viewer`` and the schema, or
applies pending migrations (:func:`app.store.postgres.server.init_server`); run it as the
server's superuser. Each person or table PC then logs in as its own role made a member of one
of the three (docs/decisions/0005-club-server.md).
"""

from __future__ import annotations

import argparse

from app.cli.errors import CliError, server_failure
from app.cli.server_access import checked_url
from app.store.location import BadServerAddress, parse_server_url, without_password


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    init = actions.add_parser(
        "init",
        help="create the roles and tables on a PostgreSQL database, or upgrade them",
        description="Create the roles pulka_admin, pulka_scorer and pulka_viewer and Pulka's "
        "tables on a PostgreSQL database, or upgrade them to this version. Run as the "
        "server's superuser; safe to run again.",
    )
    init.add_argument(
        "url",
        metavar="URL",
        help="postgresql://USER@HOST:PORT/DATABASE (the password from PGPASSWORD or ~/.pgpass)",
    )


def run(args: argparse.Namespace) -> int:
    from app.store.postgres.errors import ServerRefused, ServerUnavailable
    from app.store.postgres.server import init_server, is_server_url

    if not is_server_url(args.url):
        raise CliError("not_postgres_url", url=repr(without_password(args.url)))
    checked_url(args.url)  # a bad address said as such, never by the driver quoting it
    try:
        applied = init_server(args.url)
    except (ServerUnavailable, ServerRefused) as error:
        raise CliError("at_server", server=_label(args.url), reason=server_failure(error)) from None
    if applied:
        print(
            f"set up: roles pulka_admin, pulka_scorer, pulka_viewer; applied {', '.join(applied)}"
        )
    else:
        print("already up to date: nothing to do")
    return 0


def _label(url: str) -> str:
    """The server as a message names it: its address without the password."""
    try:
        return parse_server_url(url).label()
    except BadServerAddress:
        return without_password(url)


SERVER = ("set up a PostgreSQL club server (pulka server init URL)", _add_arguments, run)
