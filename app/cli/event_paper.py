"""The standings as CSV, and paper from the command line: the printed standings and a round's
seating cards and round sheet as PDF (docs/formats.md, "pulka event standings", "pulka event
cards").

A PDF is laid out by the interface's own printing (``ui/events/``), so that the command prints
what the event window prints; ``app`` never imports Qt, so the entry point above both hands
that writer in (``pulka.main`` → :func:`app.cli.main`, as it hands in the desktop app). The
cards carry each table's QR code for the phones when ``--phones URL`` names the phones' server
(docs/decisions/0011-phones-at-the-tables.md): the tokens are those of the organiser's book
for this database, so the cards the app prints and these are the same cards.
"""

from __future__ import annotations

import argparse
import csv
import io
import sys
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from app.cli.errors import CliError
from app.cli.paper_hook import WRITER
from app.engine.csvcells import number_cell, text_cell
from app.services.events import EventService


@dataclass(frozen=True, slots=True)
class PaperJob:
    """What to print: ``standings`` (after ``round``, or all) or ``cards`` of ``round``."""

    what: str
    events: EventService
    event: int
    round: int | None
    path: str
    language: str
    urls: dict[int | None, str] = field(default_factory=dict)
    """The cards' phone addresses by table (``None``: the room's watch page)."""


def _write(job: PaperJob) -> int:
    if not WRITER:
        raise CliError("pdf_unavailable")
    try:
        WRITER[0](job)
    except OSError as error:
        raise CliError("not_a_folder", path=job.path, reason=error.strerror or "") from None
    return 0


def _language() -> str:
    from app.cli.errors import current_language
    from app.cli.language import choose

    return choose(current_language())


def standings_pdf(
    events: EventService, event: int, upto: int | None, args: argparse.Namespace
) -> int:
    events.event(event)  # an unknown event is said before anything is laid out
    return _write(PaperJob("standings", events, event, upto, args.pdf, _language()))


def cards(events: EventService, event: int, number: int, args: argparse.Namespace) -> int:
    view = events.event(event)
    if all(r.number != number for r in view.rounds):
        events.tables(event, number)  # says there is no such round
    urls: dict[int | None, str] = {}
    if args.phones:
        from app.services.phones import PhoneRoom

        room = PhoneRoom(events.games, event)  # type: ignore[arg-type]
        base = args.phones.rstrip("/")
        for table in events.tables(event, number):
            urls[table.number] = room.table_url(number, table.number, base)
        urls[None] = room.watch_url(base)
    return _write(PaperJob("cards", events, event, number, args.pdf, _language(), urls))


CSV_ENCODING = "utf-8-sig"
"""As the season table's CSV (app/stats/season.py): Excel reads Cyrillic names right."""


def standings_rows(doc: dict[str, Any]) -> list[list[str]]:
    """The standings document as CSV rows: a header, then one row per player; numbers plain
    (a spreadsheet adds them up), names guarded against formulas (app/engine/csvcells.py)."""
    rounds = int(doc["rounds"])
    header = ["place", "player", "points", "whists", "firsts", "opponents", "rounds", "sat_out"]
    header += [f"round_{n}" for n in range(1, rounds + 1)]
    header += ["playing_points", "status", "status_round"]
    rows = [header]
    for line in doc["standings"]:
        playing = line.get("playing")
        rows.append(
            [
                str(line["place"]),
                text_cell(line["player"]),
                *(_num(line[k]) for k in ("points", "whists", "firsts", "opponents")),
                str(line["rounds"]),
                str(line["sat_out"]),
                *(_num(p) for p in line["by_round"]),
                _num(playing["points"]) if playing else "",
                line.get("status", ""),
                str(line.get("status_round", "")),
            ]
        )
    return rows


def _num(value: Any) -> str:
    return "" if value is None else number_cell(Fraction(value))


def standings_csv(doc: dict[str, Any], path: str) -> int:
    out = io.StringIO()
    csv.writer(out).writerows(standings_rows(doc))
    data = out.getvalue().encode(CSV_ENCODING)
    if path == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return 0
    try:
        Path(path).write_bytes(data)
    except OSError as error:
        raise CliError("not_a_folder", path=path, reason=error.strerror or "") from None
    return 0
