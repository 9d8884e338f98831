"""Where games are: a database file, or a club server named by a ``postgresql://`` URL.

Only the form is checked here (no connection, no psycopg import), so a mistyped address is
refused in one line before anything is opened, and start-up without a server stays fast.
"""

from __future__ import annotations

import re
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


SECRET_PARAMETERS = frozenset({"password", "sslpassword"})
"""libpq's parameters that hold a secret: the login's password, the client key's passphrase."""

_PARAMETER = re.compile(r"([?&])([^=&?]*)=((?:[^&]|&(?![^=&?]*=))*)")
"""``?key=value`` or ``&key=value`` of an address's query; a value runs to the next ``&key=``,
so a password typed with a bare ``&`` in it is taken whole."""


def without_password(url: str) -> str:
    """The address with every password removed (for messages, logs, settings and the title):
    the one in the user part (``user:secret@host``) and every ``?password=`` or
    ``&sslpassword=`` (its name percent-encoded too), also in an address too malformed to
    connect with (a password typed with ``/``, ``?`` or ``#`` in it, issue 29, D5).

    The user part ends at the last ``@``: libpq ends it at the first ``@`` before a ``/``,
    but a password typed unencoded may hold ``@`` or ``/``, and more removed is safe."""
    scheme, sep, rest = url.partition("://")
    at = rest.rfind("@")
    if not sep:
        # Mistyped (``postgresql:/anna:pw@host``): all from the first colon to the last "@".
        scheme, sep, rest = url.partition(":")
        at = rest.rfind("@")
        if at >= 0:
            rest = "***" + rest[at:]
    elif at >= 0:
        user = rest[:at].split(":", 1)[0]
        rest = f"{user}@{rest[at + 1 :]}"

    def hidden(match: re.Match[str]) -> str:
        key = urllib.parse.unquote(match.group(2)).strip().lower()
        return f"{match.group(1)}{match.group(2)}=***" if key in SECRET_PARAMETERS else match[0]

    return scheme + sep + _PARAMETER.sub(hidden, rest)


def secrets_of(url: str) -> list[str]:
    """Every text of ``url`` that may be a password, as typed and percent-decoded, longest
    first: what :func:`scrubbed` takes out of a server's or a driver's words."""
    found: set[str] = set()
    _, sep, rest = url.partition("://")
    if not sep:
        _, sep, rest = url.partition(":")
        if not sep:
            return []
        if "@" in rest:  # what without_password hides of a mistyped address
            found.add(rest[: rest.rfind("@")])
            found.add(rest[: rest.rfind("@")].rsplit(":", 1)[-1])
    # The user part by each reading (libpq's first "@" before a "/", and the last "@").
    for end in (rest.find("@", 0, (rest + "/").index("/")), rest.rfind("@")):
        if end >= 0 and ":" in rest[:end]:
            found.add(rest[:end].split(":", 1)[1])
    for match in _PARAMETER.finditer(rest):
        if urllib.parse.unquote(match.group(2)).strip().lower() in SECRET_PARAMETERS:
            found.add(match.group(3))
    found |= {urllib.parse.unquote(s) for s in found}
    found |= {urllib.parse.unquote_plus(s) for s in found}
    # libpq quotes the piece it stumbled on: "b" of a password "a&b" typed unencoded.
    found |= {piece for s in found for piece in re.split(r"[&/?#@ ]", s)}
    return sorted((s for s in found if s), key=len, reverse=True)


def scrubbed(text: str, url: str) -> str:
    """``text`` (an error from libpq or the server) without any password of ``url`` in it.

    libpq quotes a value it cannot read (``unexpected spaces found in "…"``, ``invalid integer
    value "…"``): a secret of four characters or more is taken out wherever it stands, a
    shorter one only as a word of its own, so a password "ex" leaves "exist" alone."""
    for secret in secrets_of(url):
        if len(secret) >= 4:
            text = text.replace(secret, "***")
        else:
            text = re.sub(rf"(?<!\w){re.escape(secret)}(?!\w)", "***", text)
    return text
