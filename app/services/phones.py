"""Phones at the tables, for the interface and the command line: start and stop the local web
server of one event, its cards' addresses (the token in the fragment) and their QR codes
(docs/decisions/0011-phones-at-the-tables.md).

The web server's modules (Starlette, uvicorn, :mod:`app.phones`) and ``segno`` are imported
only when the organiser starts the server or draws a card: the desktop's start-up does not
pay for them (tests/test_startup_imports.py).
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from app.services.game_service import GameService
from app.services.results import ServiceError

if TYPE_CHECKING:
    from app.phones.room import Room
    from app.phones.serving import PhoneServer
    from app.phones.tokens import TokenBook

CallOrganiser = Callable[[int, tuple[str, ...]], None]
"""Told (table number, its players) when a table calls the organiser, on the server's thread."""
DEFAULT_PORT = 8765


def tokens_folder() -> Path:
    """Where the cards' tokens are kept: the user's data folder (``PULKA_PHONES_DIR`` overrides
    it, for tests and for a server that runs as a service)."""
    override = os.environ.get("PULKA_PHONES_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("Pulka", appauthor=False)) / "phones"


def lan_addresses() -> list[tuple[str, bool]]:
    """This computer's addresses to offer: (address, on the club's network), the local
    network's first and ``127.0.0.1`` (this computer only) last; never every interface."""
    from app.phones.serving import lan_addresses as found

    return [(a.host, a.lan) for a in found()]


def qr_png(text: str, scale: int = 6) -> bytes:
    """``text`` as a QR code (PNG), medium error correction, with its quiet zone."""
    import segno

    buffer = io.BytesIO()
    segno.make(text, error="m", micro=False).save(buffer, kind="png", scale=scale, border=4)
    return buffer.getvalue()


def qr_svg(text: str, scale: int = 4) -> str:
    """``text`` as a QR code in SVG (for a static page or a printed sheet)."""
    import segno

    buffer = io.BytesIO()
    segno.make(text, error="m", micro=False).save(
        buffer, kind="svg", scale=scale, border=4, xmldecl=False, svgns=True
    )
    return buffer.getvalue().decode("utf-8")


class PhoneRoom:
    """The phones' server of one event over ``service``'s place (a service of its own, on its
    own thread): :meth:`start`, :meth:`stop`, and the cards."""

    def __init__(
        self,
        service: GameService,
        event_id: int,
        *,
        on_call: CallOrganiser | None = None,
        folder: Path | None = None,
    ) -> None:
        self.event_id = event_id
        self.on_call = on_call
        self._opener = service.reopener()
        self._location = service.location
        self._folder = folder or tokens_folder()
        self._book: TokenBook | None = None
        self._room: Room | None = None
        self._server: PhoneServer | None = None

    @property
    def book(self) -> TokenBook:
        if self._book is None:
            from app.phones.tokens import TokenBook, book_path

            self._book = TokenBook(book_path(self._folder, self._location))
        return self._book

    @property
    def running(self) -> bool:
        return self._server is not None and self._server.running

    @property
    def base_url(self) -> str:
        return "" if self._server is None else self._server.base_url

    @property
    def port(self) -> int:
        return 0 if self._server is None else self._server.port

    def start(self, host: str, port: int = DEFAULT_PORT) -> str:
        """Listen on ``host``:``port``; the base address. Refuses (``phones_port``) a port in
        use or an address this computer does not have, and ``phones_unavailable`` when the
        server's modules are missing from this installation."""
        if self.running:
            return self.base_url
        if self._opener is None:
            raise ServiceError("phones_unavailable", detail="in-memory database")
        try:
            from app.phones.room import Room
            from app.phones.serving import PhoneServer
        except ImportError as error:
            raise ServiceError("phones_unavailable", detail=str(error.name)) from None
        opener = self._opener

        def told(event: int, table: int, players: tuple[str, ...]) -> None:
            if self.on_call is not None and event == self.event_id:
                self.on_call(table, players)

        self._room = Room(opener, self.event_id, self.book, on_call=told)
        server = PhoneServer(self._room, host, port)
        try:
            server.start()
        except OSError as error:
            self._room.close()
            self._room = None
            raise ServiceError(
                "phones_port", host=host, port=port, detail=error.strerror or str(error)
            ) from None
        self._server = server
        self.book.remember_address(server.base_url)
        return server.base_url

    def stop(self, *, revoke: bool = True) -> None:
        """Stop listening; ``revoke``: every card's token with it (new cards are printed for
        the next start). Quitting the app stops without revoking, so the phones reconnect
        when it starts again."""
        if self._server is not None:
            self._server.stop()
            self._server = None
        if self._room is not None:
            self._room.close()
            self._room = None
        if revoke:
            self.book.revoke_all()

    def table_url(self, round_number: int, table: int, base: str | None = None) -> str:
        """A table's card: its address with the token in the fragment."""
        token = self.book.table_token(self.event_id, round_number, table)
        return f"{base or self.base_url}/t#{token}"

    def watch_url(self, base: str | None = None) -> str:
        return f"{base or self.base_url}/watch#{self.book.watch_token(self.event_id)}"

    def card_urls(self, round_number: int, tables: int) -> dict[int | None, str]:
        """The cards of a round's ``tables`` (``None``: the room's) at the address the server
        listens at, or last listened at — for seating cards printed by a command while it is
        stopped (issue 28); empty when it was never started here."""
        base = self.base_url or self.book.address
        if not base:
            return {}
        out: dict[int | None, str] = {None: self.watch_url(base)}
        for table in range(1, tables + 1):
            out[table] = self.table_url(round_number, table, base)
        return out

    def new_table_card(self, round_number: int, table: int) -> str:
        """Revoke one table's token (a card lost or seen by the wrong person): the new card's
        address."""
        self.book.revoke_table(self.event_id, round_number, table)
        return self.table_url(round_number, table)
