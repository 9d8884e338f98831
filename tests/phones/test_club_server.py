"""The phones' server over a club server (PostgreSQL, issue 27 item 1): the room's own service
writes with the organiser's login through the same services; a phone's deal reaches the
desktop's hub through LISTEN/NOTIFY, and the desktop's deal reaches the watch page."""

from __future__ import annotations

import threading
import time

from app.engine.events import Raspasy
from app.services.events import EventService
from app.services.game_service import GameService
from tests.phones.helpers import SEVEN_SPADES, make_evening, running


def test_a_phone_writes_through_the_club_server_and_the_room_follows_the_desktop(
    pg_club,
) -> None:
    url = pg_club.url("admin")
    event = make_evening(url)
    desk = GameService(url)
    heard = threading.Event()
    desk.hub.subscribe(lambda changes: heard.set() if changes.elsewhere else None)
    desk.follow()
    try:
        with running(url, event) as room, room.client(room.table(1)) as phone:
            answer = phone.post(
                "/api/table/record", json={**SEVEN_SPADES, "expected_seq": 0, "key": "p" * 16}
            )
            assert answer.status_code == 200, answer.text
            assert heard.wait(3), "the desktop was not told of the phone's deal"
            game = EventService(desk).event(event).rounds[0].games[0]
            assert desk.game(game).last_seq == 1

            before = room.room.version
            view = desk.game(game)
            active = view.sheet.table.active
            desk.record(game, Raspasy({active[0]: 4, active[1]: 3, active[2]: 3}), 1)
            end = time.monotonic() + 3
            while room.room.version == before and time.monotonic() < end:
                time.sleep(0.02)
            assert room.room.version != before, "the room did not hear the desktop's deal"
            state = phone.get("/api/table").json()
            assert state["seq"] == 2 and state["deal_number"] == 3
    finally:
        desk.close()
