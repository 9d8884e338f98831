"""Running the phones' server: uvicorn on a thread of its own with its own event loop, bound to
the one address the organiser chose (never every interface silently), and the addresses this
computer has on the club's network to choose from.

uvicorn's access log is off: a request's path never carries a token (it is in the fragment),
but nothing the phones send is written anywhere either. Its own messages go to standard error
at the warning level.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import threading
from dataclasses import dataclass

import uvicorn

from app.phones.room import Room
from app.phones.web import PhoneApp

DEFAULT_PORT = 8765


@dataclass(frozen=True, slots=True)
class Address:
    """An address to bind, with whether phones on the club's network can reach it."""

    host: str
    lan: bool


def lan_addresses() -> list[Address]:
    """This computer's IPv4 addresses on a local network (private ranges first), then
    loopback (reachable from this computer only). Found without sending anything: the
    addresses the host name resolves to, and the one the system would use for a route out
    (a UDP socket's ``connect`` sends no packet)."""
    found: dict[str, None] = {}
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found[str(info[4][0])] = None
    except OSError:
        pass
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed; no packet is sent
        found[probe.getsockname()[0]] = None
    except OSError:
        pass
    finally:
        probe.close()
    out = []
    for host in found:
        try:
            address = ipaddress.ip_address(host)
        except ValueError:
            continue
        if address.is_loopback or address.is_unspecified or address.is_link_local:
            continue
        out.append(Address(host, address.is_private))
    out.sort(key=lambda a: (not a.lan, a.host))
    out.append(Address("127.0.0.1", False))
    return out


class PhoneServer:
    """One running server: :meth:`start` returns once it listens (or raises ``OSError``),
    :meth:`stop` returns once it stopped."""

    def __init__(self, room: Room, host: str, port: int = DEFAULT_PORT) -> None:
        self.room = room
        self.host = host
        self.port = port
        self.app = PhoneApp(room)
        config = uvicorn.Config(
            self.app,
            host=host,
            port=port,
            access_log=False,
            log_level="warning",
            # Named, not "auto": no probing for uvloop, httptools or websockets, and the
            # installers carry exactly these (packaging/pulka.spec).
            loop="asyncio",
            http="h11",
            ws="none",
            lifespan="off",
            timeout_graceful_shutdown=1,
            # The streams are long-lived; a phone's own keep-alive closes idle ones.
            timeout_keep_alive=30,
            server_header=False,
        )
        self._server = uvicorn.Server(config)
        self._thread: threading.Thread | None = None
        self._error: BaseException | None = None
        self._sock: socket.socket | None = None

    @property
    def base_url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def start(self) -> None:
        # Bound here, on the caller's thread, so a port in use is said at once.
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self.host, self.port))
        except OSError:
            sock.close()
            raise
        if self.port == 0:
            self.port = sock.getsockname()[1]
        sock.listen(128)
        self._sock = sock
        self._thread = threading.Thread(target=self._run, name="pulka-phones-web", daemon=True)
        self._thread.start()
        while not self._server.started and self._thread.is_alive():
            self._thread.join(0.02)
        if self._error is not None:
            raise OSError(str(self._error))

    def _run(self) -> None:
        try:
            assert self._sock is not None
            asyncio.run(self._server.serve(sockets=[self._sock]))
        except BaseException as error:  # said by start(); the thread ends
            self._error = error

    def stop(self) -> None:
        self.app.close_streams()
        self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(5)
        if self._sock is not None:
            self._sock.close()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()
