"""Where games are: a database file, or a club server named by a ``postgresql://`` URL.

Only the form is checked here (no connection, no psycopg import), so a mistyped address is
refused in one line before anything is opened, and start-up without a server stays fast.
"""

from __future__ import annotations

import urllib.parse

from app.engine.value import value
from app.texts import QT_TRANSLATE_NOOP

URL_SCHEMES = ("postgresql", "postgres")
PORT_RANGE = QT_TRANSLATE_NOOP("Store", "the port must be a number from 1 to 65535")


class BadServerAddress(ValueError):
    """A ``postgresql://`` address that cannot name a server; ``str()`` says why."""


@value
class ServerAddress:
    """A club server's address, without its password (never kept, never shown)."""

    url: str
    host: str
    port: int | None
    database: str
    user: str

    def label(self) -> str:
        """How the window title and the card table name it: ``club@host`` (``:port`` if not
        the default)."""
        port = f":{self.port}" if self.port not in (None, 5432) else ""
        return f"{self.database or self.user}@{self.host or 'localhost'}{port}"


def is_server_url(location: str) -> bool:
    """Whether ``location`` names a PostgreSQL server rather than a file."""
    return location.lower().startswith(tuple(f"{scheme}://" for scheme in URL_SCHEMES))


def parse_server_url(url: str) -> ServerAddress:
    """Check a ``postgresql://USER@HOST:PORT/DATABASE`` address (libpq's URI form); raises
    :class:`BadServerAddress` naming what is wrong."""
    if not is_server_url(url):
        raise BadServerAddress(QT_TRANSLATE_NOOP("Store", "it must start with postgresql://"))
    if any(char.isspace() for char in url):
        raise BadServerAddress(QT_TRANSLATE_NOOP("Store", "it contains a space"))
    parts = urllib.parse.urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        raise BadServerAddress(PORT_RANGE) from None
    if port == 0:
        raise BadServerAddress(PORT_RANGE)
    database = urllib.parse.unquote(parts.path.lstrip("/"))
    if "/" in database:
        raise BadServerAddress(QT_TRANSLATE_NOOP("Store", "the database name cannot contain /"))
    return ServerAddress(
        url,
        urllib.parse.unquote(parts.hostname or ""),
        port,
        database,
        urllib.parse.unquote(parts.username or ""),
    )


def without_password(url: str) -> str:
    """The address with any password removed (for messages, settings and the title)."""
    parts = urllib.parse.urlsplit(url)
    if parts.password is None:
        return url
    user = parts.username or ""
    host = parts.netloc.rsplit("@", 1)[1]
    return urllib.parse.urlunsplit(parts._replace(netloc=f"{user}@{host}"))
