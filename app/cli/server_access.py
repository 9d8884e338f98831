"""``--server URL`` of the headless commands: the address checked, then the club server opened.

A bad address or an unreachable server is one line and exit status 2 (app/cli/errors.py). The
PostgreSQL store is imported only here, when a command names a server, so commands on a file
(and the app's start-up) never load psycopg.
"""

from __future__ import annotations

from app.cli.errors import CliError, Words, server_failure
from app.services import GameService
from app.services.stores import StoreError, open_server_backend
from app.store.location import BadServerAddress, parse_server_url, without_password


def checked_url(url: str) -> str:
    """``url`` when it names a club server; else :class:`CliError` saying why."""
    try:
        parse_server_url(url)
    except BadServerAddress as reason:
        raise CliError(
            "bad_server_address", url=without_password(url), reason=Words("Store", str(reason))
        ) from None
    return url


def open_server_service(url: str) -> GameService:
    """The games on the club server at ``url``; :class:`CliError` when it cannot be reached
    or refuses (the line names the server, never the password)."""
    address = parse_server_url(checked_url(url))
    try:
        return GameService(open_server_backend(url))
    except StoreError as error:
        raise CliError("at_server", server=address.label(), reason=server_failure(error)) from None
