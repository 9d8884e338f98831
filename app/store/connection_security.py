"""How a club server's connection is protected: encrypted or not, and how far the server was
verified (issue 29, D4).

libpq's default ``sslmode=prefer`` encrypts when the server offers TLS but checks nothing, and
falls back to plain text when it does not; only ``verify-full`` (with the server's CA file,
``sslrootcert``) proves the server is the club's, by its certificate and its name. The window
says which it is, and warns when the games and the password cross a network in plain text.
"""

from __future__ import annotations

from typing import Literal

from app.engine.value import value

Verified = Literal["full", "ca", "none"]
"""``full``: the certificate is signed by the CA file and names the host (``verify-full``);
``ca``: signed by it, the name not checked (``verify-ca``); ``none``: nothing checked."""


@value
class ConnectionSecurity:
    """``encrypted``: TLS is in use; ``verified`` (see :data:`Verified`); ``local``: the server
    is this computer (a Unix socket or a loopback address), so nothing crosses a network;
    ``sslmode``: libpq's setting it was opened with."""

    encrypted: bool
    verified: Verified
    local: bool
    sslmode: str

    @property
    def exposed(self) -> bool:
        """Plain text over a network: what the window warns about."""
        return not self.encrypted and not self.local


def is_local_host(host: str) -> bool:
    """A Unix socket folder, ``localhost`` or a loopback address (127.0.0.0/8, ::1)."""
    if not host or host.startswith("/") or host.startswith("@") or host == "localhost":
        return True
    import ipaddress  # only with a server open: not on the way to the first window

    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def security(encrypted: bool, sslmode: str, host: str) -> ConnectionSecurity:
    """The protection of an open connection, from libpq's own account of it."""
    verified: Verified = "none"
    if encrypted and sslmode == "verify-full":
        verified = "full"
    elif encrypted and sslmode == "verify-ca":
        verified = "ca"
    return ConnectionSecurity(encrypted, verified, is_local_host(host), sslmode)
