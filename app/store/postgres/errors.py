"""What a failed server call means: the server cannot be reached, or it refused.

``ServerUnavailable`` is worth retrying (the server is down, restarting, or the network is
gone; the store reconnects by itself on the next call). ``ServerRefused`` is not: the server
answered, and the answer is no (wrong password, no such database, a privilege the connected
role lacks, a schema from a newer Pulka). Both carry a ``code`` and a one-line ``detail`` from
the server, never a traceback; ``str()`` is an English line for logs and the CLI. Both are
:class:`~app.store.errors.StoreError` (kinds ``unavailable``; ``read_only`` for a missing
privilege, ``cannot_open`` or ``failed`` otherwise), so the services map them as any store's.
"""

from __future__ import annotations

import psycopg
from psycopg import errors as pg_errors

from app.store.errors import FailureKind, StoreError, one_line


class ServerUnavailable(StoreError):
    """The server could not be reached or the connection was lost; retry later.

    A write that raises this was not acknowledged: it was either rolled back or, when the
    connection broke during COMMIT, may have been committed (re-read before writing again;
    a stale ``expected_seq`` is then refused as usual).
    """

    code: str | None = "unavailable"

    def __init__(self, detail: str = "") -> None:
        super().__init__("unavailable", detail)

    def __str__(self) -> str:
        return "the club server cannot be reached" + (f" ({self.detail})" if self.detail else "")


_REFUSALS = {
    "auth_failed": "refused the user name or password",
    "no_database": "has no such database",
    "not_initialised": "holds no Pulka database; the club admin runs 'pulka server init'",
    "newer_schema": "was set up by a newer Pulka; update Pulka to use it",
    "outdated": "needs an upgrade only the club admin may make ('pulka server init')",
    "not_allowed": "does not allow this to the connected user",
    "bad_url": "address is not a PostgreSQL URL",
    "tls_unverified": "did not prove to be the club's server: its certificate is not signed by"
    " the CA file given, or names another server (TLS, sslmode=verify-full)",
    "tls_ca_file": "cannot be checked: the CA file given (sslrootcert) cannot be read",
    "tls_unsupported": "does not offer an encrypted connection (TLS), and one was required",
    "failed": "refused the request",
}


# How the services treat each refusal (``StoreError.kind``): a privilege the role lacks is a
# read-only store for that action; a server that cannot be used at all cannot be opened.
_KINDS: dict[str, FailureKind] = {"not_allowed": "read_only", "failed": "failed"}


class ServerRefused(StoreError):
    """The server answered no. ``code``:

    ``auth_failed`` (wrong user or password), ``no_database``, ``not_initialised`` (no Pulka
    schema: run ``pulka server init``), ``newer_schema`` (set up by a newer Pulka),
    ``outdated`` (migrations pending and the role may not apply them: ask the club admin),
    ``not_allowed`` (the connected role lacks the privilege), ``bad_url``, ``failed``; and
    for TLS (issue 29, D4) ``tls_unverified`` (the certificate is not the CA file's, or names
    another host), ``tls_ca_file`` (the CA file cannot be read), ``tls_unsupported``.
    """

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(_KINDS.get(code, "cannot_open"), detail)
        self.code = code

    def __str__(self) -> str:
        code = self.code or "failed"
        text = "the club server " + _REFUSALS.get(code, code)
        return text + (f" ({self.detail})" if self.detail else "")


def _tls_refusal(lowered: str) -> str | None:
    """A TLS failure in libpq's words (issue 29, D4), as a refusal: retrying will not help."""
    if "root certificate file" in lowered or "could not read root certificate" in lowered:
        return "tls_ca_file"
    if "certificate verify failed" in lowered or "does not match host name" in lowered:
        return "tls_unverified"
    if "does not support ssl" in lowered or "ssl was required" in lowered:
        return "tls_unsupported"
    return None


def translate(error: psycopg.Error) -> ServerUnavailable | ServerRefused:
    """The store's own error for a psycopg error (raised ``from None`` by callers)."""
    detail = one_line(error)
    if isinstance(error, pg_errors.InsufficientPrivilege):
        return ServerRefused("not_allowed", detail)
    if isinstance(error, pg_errors.InvalidPassword | pg_errors.InvalidAuthorizationSpecification):
        return ServerRefused("auth_failed", detail)
    if isinstance(error, pg_errors.InvalidCatalogName):
        return ServerRefused("no_database", detail)
    if isinstance(error, psycopg.ProgrammingError) and "invalid dsn" in detail.lower():
        return ServerRefused("bad_url", detail)
    if isinstance(error, psycopg.OperationalError):
        # libpq reports a refused login as a connection failure without an SQLSTATE.
        lowered = detail.lower()
        if "password authentication failed" in lowered or "no password supplied" in lowered:
            return ServerRefused("auth_failed", detail)
        if "does not exist" in lowered and "database" in lowered:
            return ServerRefused("no_database", detail)
        tls = _tls_refusal(lowered)
        if tls is not None:
            return ServerRefused(tls, detail)
        return ServerUnavailable(detail)
    if isinstance(error, psycopg.InterfaceError):
        return ServerUnavailable(detail)  # the connection is closed or broken
    return ServerRefused("failed", detail)
