"""A club file with a bit of everything, and a dump of everything a store holds, for the
round trips of ``pulka push`` / ``pulka pull`` (issue 29, item 3).

:func:`build_club` writes, through the services as a club's PCs would, over six weeks: games
with corrections, undone and redone deals, finished, open, archived and renamed ones; a roster
with a rename, a merge, a hidden player and an undone action; two evenings with their rounds,
tables, seating and results (the second with a round seated but not started).

:func:`dump` reads a store back in terms that do not depend on where it is kept — games by UUID
(never by their number), each with its header, times, status, whole log (every record with the
time it was first written) and its ``pulka-game`` export as ``pulka export`` writes it; the roster
log with its games named by UUID; every event with its rounds and each table's game by UUID —
so two stores holding the same club dump to the same text.
"""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import Any

from app.engine import SOCHI, Call, Contract, Deal, ManualEntry, Raspasy
from app.engine.jsondoc import json_text
from app.services import GameService
from app.services.event_settings import EventSettings
from app.store.codec import encode

START = datetime.datetime(2026, 10, 2, 18, 0, tzinfo=datetime.UTC)
EVENING = ("Аня", "Boris", "Vera", "Gleb", "Dina", "Egor")


class Clock:
    """Moves a minute with every reading; :meth:`jump` moves it by days (a later evening)."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime.datetime:
        self.now += datetime.timedelta(minutes=1, microseconds=1234)
        return self.now

    def jump(self, days: int) -> None:
        self.now += datetime.timedelta(days=days)


def _deal(declarer: str, contract: str, calls: dict[str, Call], tricks: dict[str, int]) -> Deal:
    return Deal(declarer, Contract.parse(contract), calls, tricks)


def _play(games: GameService, game: int, players: tuple[str, ...], count: int) -> None:
    """``count`` deals at a three-handed table: made sevens and raspasy in turn."""
    a, b, c = players
    for _ in range(count):
        seq = games.last_seq(game)
        if seq % 3 == 2:
            event: Deal | Raspasy = Raspasy({a: 1, b: 4, c: 5})
        else:
            declarer, whister, passer = (a, b, c) if seq % 2 else (b, c, a)
            event = _deal(
                declarer,
                "7h",
                {whister: Call.WHIST, passer: Call.PASS},
                {declarer: 7, whister: 2, passer: 1},
            )
        games.record(game, event, seq)


def build_club(path: Path) -> None:
    """The club file of the module docstring at ``path`` (a new file)."""
    clock = Clock()
    with GameService(path, backups=0, clock=clock) as games:
        roster = games.roster
        trio = ("Anna", "Boris", "Vera")
        # Week 1: a game with a correction, an undo, a redo and another undo; finished.
        first = games.create_game(trio, "Anna", SOCHI)
        _play(games, first, trio, 5)
        games.correct(
            first,
            2,
            _deal(
                "Boris",
                "7h",
                {"Vera": Call.WHIST, "Anna": Call.PASS},
                {"Boris": 6, "Vera": 3, "Anna": 1},
            ),
            games.last_seq(first),
        )
        games.undo(first, games.last_seq(first))
        games.redo(first, games.last_seq(first))
        _play(games, first, trio, 1)
        games.undo(first, games.last_seq(first))
        games.record(first, ManualEntry("Vera", pool=3, note="с бумаги"), games.last_seq(first))
        games.finish_game(first, games.last_seq(first))
        # A game of Вика's (merged into Anna's name later) and one archived, one renamed.
        clock.jump(7)
        vika = ("Вика", "Boris", "Gleb")
        second = games.create_game(vika, "Gleb", SOCHI)
        _play(games, second, vika, 4)
        games.finish_game(second, games.last_seq(second))
        third = games.create_game(("Boris", "Vera", "Gleb"), "Vera", SOCHI)
        _play(games, third, ("Boris", "Vera", "Gleb"), 3)
        games.finish_game(third, games.last_seq(third))
        fourth = games.create_game(trio, "Vera", SOCHI.with_options({"pool_size": 10}))
        _play(games, fourth, trio, 2)  # left open
        clock.jump(7)
        roster.rename_player("Anna", "Аня")
        roster.merge_players("Вика", "Аня")
        roster.hide_player("Gleb")
        roster.archive_game(third)
        roster.rename_game(fourth, "Пробная")
        roster.hide_player("Vera")
        roster.undo()  # Vera shown again
        roster.rename_game(first, "Первая")
        roster.undo()
        roster.redo()
        # Two evenings, a week apart.
        events = games.events
        for days, name, rounds_started in ((7, "Пятница", 2), (7, "Суббота", 1)):
            clock.jump(days)
            event = events.create_event(
                name,
                "evening",
                clock.now.date().isoformat(),
                EVENING,
                EventSettings(seed=3, rules=SOCHI.with_options({"pool_size": 30})),
            )
            for number in range(1, rounds_started + 2):
                seating = events.propose_seating(event)
                events.save_seating(event, number, seating)
                if number > rounds_started:
                    break  # the next round seated, not started
                for table, game in zip(
                    seating.tables, events.start_round(event, number), strict=True
                ):
                    _play(games, game, table, 3 + number)
                    if number == 1:
                        games.finish_game(game, games.last_seq(game))
                clock.jump(0)
        assert len(events.list_events()) == 2


def dump(service: GameService) -> str:
    """Everything ``service``'s store holds of the club, in terms that do not depend on where
    (module docstring); equal texts: equal clubs."""
    backend = service.backend
    store: Any = backend.games
    uuid_of = {listing.id: store.game_uuid(listing.id) for listing in store.list_games()}
    games: dict[str, Any] = {}
    for listing in store.list_games():
        row = store.game(listing.id)
        assert row is not None
        records = store.load(listing.id, row.last_seq)
        games[str(uuid_of[listing.id])] = {
            "players": list(row.players),
            "rules": dict(row.rules),
            "first_dealer": row.first_dealer,
            "status": row.status,
            "created_at": row.created_at,
            "finished_at": row.finished_at,
            "updated_at": row.updated_at,
            "log": [[r.record.seq, *encode(r.record), r.created_at] for r in records],
            "export": json_text(service.export_game(listing.id)),
        }
    order = [str(uuid_of[listing.id]) for listing in store.list_games()]
    roster = [
        [r.seq, r.kind, _by_uuid(r.payload, uuid_of), r.created_at]
        for r in (backend.roster.roster_log() if backend.roster is not None else [])
    ]
    events_out = []
    event_store = backend.events
    assert event_store is not None
    for row in sorted(event_store.list_events(), key=lambda e: e.created_at):
        events_out.append(
            {
                "name": row.name,
                "kind": row.kind,
                "date": row.date,
                "players": list(row.players),
                "settings": row.settings,
                "created_at": row.created_at,
                "rounds": [
                    {
                        "number": r.number,
                        "tables": [list(t) for t in r.tables],
                        "byes": list(r.byes),
                        "saved_at": r.saved_at,
                        "started_at": r.started_at,
                        "games": [uuid_of.get(g) for g in r.games],
                    }
                    for r in event_store.rounds(row.id)
                ],
            }
        )
    return json.dumps(
        {"games": games, "order": order, "roster": roster, "events": events_out},
        ensure_ascii=False,
        indent=1,
        sort_keys=True,
    )


def _by_uuid(payload: Any, uuid_of: dict[int, str | None]) -> Any:
    """A roster payload with its game named by UUID (numbers differ between stores)."""
    out = dict(payload)
    if "game" in out:
        out["game"] = uuid_of.get(out["game"], f"missing {out['game']}")
    return out
