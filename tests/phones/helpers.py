"""An evening for the phones' tests: six players at two tables of three, round 1 started, and
a running phones' server over the same database file (or club server)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx

from app.engine.rules import preset_rules
from app.events.seating import Seating
from app.phones.room import Room
from app.phones.serving import PhoneServer
from app.phones.tokens import TokenBook
from app.services.event_settings import EventSettings
from app.services.events import EventService
from app.services.game_service import GameService

SIX = ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor")
TABLES = (("Anna", "Boris", "Vera"), ("Gleb", "Dina", "Egor"))


def make_evening(
    location: str | Path, *, deals: int | None = None, names=SIX, tables=TABLES
) -> int:
    """A started round 1 at ``location``; its event id."""
    rules = preset_rules("sochi")
    if deals is not None:
        import dataclasses

        rules = dataclasses.replace(rules, game_end="deals", deal_limit=deals)
    with GameService(location, backups=0) as games:
        events = EventService(games)
        event = events.create_event(
            "Среда", "evening", "2026-11-25", names, EventSettings(seed=3, rules=rules)
        )
        events.save_seating(event, 1, Seating(tables, ()))
        events.start_round(event, 1)
    return event


@dataclass
class Running:
    server: PhoneServer
    room: Room
    book: TokenBook
    event: int

    @property
    def url(self) -> str:
        return self.server.base_url

    def client(self, token: str | None = None, lang: str = "en") -> httpx.Client:
        headers = {"X-Pulka-Language": lang}
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        return httpx.Client(base_url=self.url, headers=headers, timeout=10)

    def table(self, number: int, round_number: int = 1) -> str:
        return self.book.table_token(self.event, round_number, number)

    @property
    def watch(self) -> str:
        return self.book.watch_token(self.event)


@contextlib.contextmanager
def running(
    location: str | Path, event: int, book: TokenBook | None = None, **room
) -> Iterator[Running]:
    book = book or TokenBook()
    phone_room = Room(location, event, book, **room)
    server = PhoneServer(phone_room, "127.0.0.1", 0)
    server.start()
    try:
        yield Running(server, phone_room, book, event)
    finally:
        server.stop()
        phone_room.close()


SEVEN_SPADES = {"contract": "7п", "declarer": "Anna", "calls": {"Boris": "whist", "Vera": "pass"}}
"""Anna's 7♠ at table 1, Boris whists: made with 7 tricks (the tricks left to the defaults)."""
