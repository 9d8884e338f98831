"""``pulka serve``: the phones' server without the desktop app (issue 27, item 1), over
``--database FILE`` or ``--server URL``, for one evening or tournament (the newest unless
``--event`` names one). It listens on ``--host`` (this computer only by default; the addresses
on the club's network are listed), writes the cards with their QR codes to ``--cards FILE``
(an HTML page to print, readable by its owner alone) and says when a table calls the
organiser. Ctrl+C stops it and keeps the cards valid (the phones reconnect when it starts
again); ``--revoke`` makes every card invalid (new cards are printed).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from app.cli.errors import CliError
from app.cli.store_commands import _open
from app.services.events import EventService
from app.services.game_service import GameService
from app.services.phones import DEFAULT_PORT, PhoneRoom, lan_addresses, qr_svg


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--database", metavar="FILE", help="the games database")
    where.add_argument(
        "--server", metavar="URL", help="a club server: postgresql://USER@HOST:PORT/DATABASE"
    )
    parser.add_argument("--event", metavar="EVENT", help="the event's number (default: newest)")
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to listen on (default 127.0.0.1: this computer only); one of this"
        " computer's addresses on the club's network, never all of them",
    )
    parser.add_argument("--port", default=str(DEFAULT_PORT), help=f"default {DEFAULT_PORT}")
    parser.add_argument("--cards", metavar="FILE", help="write the cards (HTML with QR codes)")
    parser.add_argument(
        "--revoke", action="store_true", help="revoke every card of this place and exit"
    )


def _service(args: argparse.Namespace) -> GameService:
    if args.server is not None:
        from app.cli.server_access import open_server_service

        return open_server_service(args.server)
    if args.database is None:
        raise CliError("name_database")
    return _open(args.database, must_exist=True)


def run(args: argparse.Namespace) -> int:
    try:
        port = int(args.port)
    except ValueError:
        port = -1
    if not 1 <= port <= 65535:
        raise CliError("not_a_port", value=repr(args.port))
    with _service(args) as service:
        events = EventService(service)
        rows = events.list_events()
        if not rows:
            raise CliError("no_event_to_serve", where=service.location)
        event = int(args.event) if args.event and args.event.isdigit() else rows[-1].id
        view = events.event(event)
        room = PhoneRoom(service, event, on_call=_called)
        if args.revoke:
            room.book.revoke_all()
            print("every card revoked: print new cards at the next start")
            return 0
        base = room.start(args.host, port)
        print(f"pulka serve: {view.name}: {base} (Ctrl+C stops; the cards stay valid)")
        others = [host for host, lan in lan_addresses() if lan and host != args.host]
        if args.host == "127.0.0.1" and others:
            print(f"only this computer can reach it; for the phones: --host {others[0]}")
        shown = -1
        try:
            while True:
                current = _current_round(events, event)
                if current != shown:
                    shown = current
                    if args.cards and current:
                        write_cards(room, events, event, current, Path(args.cards))
                        print(f"round {current}: cards written to {args.cards}")
                time.sleep(1.0)
        except KeyboardInterrupt:
            print("stopped; the cards stay valid")
        finally:
            room.stop(revoke=False)
    return 0


def _current_round(events: EventService, event: int) -> int:
    started = [r.number for r in events.event(event).rounds if r.started]
    return started[-1] if started else 0


def _called(table: int, players: tuple[str, ...]) -> None:
    when = time.strftime("%H:%M:%S")
    print(f"{when} table {table} ({', '.join(players)}) calls the organiser", flush=True)


def write_cards(room: PhoneRoom, events: EventService, event: int, number: int, path: Path) -> None:
    """Every table's card of round ``number`` and the room's, with QR codes (readable by the
    file's owner alone: the tokens are the cards' keys)."""
    from app.phones import render

    view = events.event(event)
    row = next(r for r in view.rounds if r.number == number)
    cards = []
    for table, players in enumerate(row.tables, start=1):
        url = room.table_url(number, table)
        cards.append(
            f'<article class="card"><h2>Table {table} · round {number}</h2>'
            f"<p>{render.e(', '.join(players))}</p>{qr_svg(url)}"
            f"<p><code>{render.e(url)}</code></p></article>"
        )
    url = room.watch_url()
    cards.append(
        f'<article class="card"><h2>{render.e(view.name)}: the room</h2>{qr_svg(url)}'
        f"<p><code>{render.e(url)}</code></p></article>"
    )
    html = (
        '<!DOCTYPE html><html><head><meta charset="utf-8">'
        f"<title>{render.e(view.name)}</title></head><body>{''.join(cards)}</body></html>"
    )
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as file:
        file.write(html)


SERVE = (
    "the phones' server: each table enters its deals from a phone, the room watches",
    _add_arguments,
    run,
)

__all__ = ["SERVE", "sys"]
