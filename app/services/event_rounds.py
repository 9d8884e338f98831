"""Cancelling a round and seeding the first one (docs/events.md §Cancelling a round, §Seeding).

A seated round's seating is simply forgotten. A round started by mistake is undone while no
game of it holds a single record: its tables' links and seating go, and its empty games are
deleted in the roster (docs/roster.md), all in one transaction — the server's trigger refuses
the same once anything is played, whoever asks. Seeding by rating reads the rating the players
window shows (μ − 3σ of app/stats/rating.py, over every game) and says which figure it used.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.services.event_views import EventsAt, EventView
from app.services.results import Changes, GameMark, RoundMark, ServiceError
from app.services.writing import stamp
from app.store.event_protocol import EventId

FIGURE = "ordinal"
"""The rating seeding uses: the cautious estimate μ − 3σ the players window shows."""


@dataclass(frozen=True, slots=True)
class Seeding:
    """What a first round seeded by rating uses: each rated player's figure, and who has none
    (seated after everyone rated, in the order typed)."""

    figure: str
    ratings: dict[str, float]
    unrated: tuple[str, ...]


def seeding(service: EventsAt, view: EventView) -> Seeding:
    """The ratings of the event's players, from the statistics when the event gave none."""
    given = dict(view.settings.ratings)
    if not given:
        try:
            rated = service.games.stats.rating()
        except ServiceError:
            rated = []
        players = set(view.players)
        given = {r.player: r.ordinal for r in rated if r.player in players}
    unrated = tuple(name for name in view.players if name not in given)
    return Seeding(FIGURE, given, unrated)


def cancel(service: EventsAt, event_id: EventId, number: int) -> None:
    """Forget a seated round, or undo the start of the newest round while nothing is played."""
    service.require_organiser()
    view = service.event(event_id)
    row = next((r for r in view.rounds if r.number == number), None)
    if row is None:
        raise ServiceError("round_unknown", event_id=event_id, round=number)
    publisher = service.games.publisher
    if not row.started:
        with service.writing():
            service.store.drop_round(event_id, number)
        publisher.publish(Changes(rounds=(RoundMark(event_id, number),)))
        return
    if row.number != view.rounds[-1].number:
        raise ServiceError("round_not_newest", round=number, newest=view.rounds[-1].number)
    backend = service.games.backend
    store, roster = backend.games, backend.roster
    _refuse_played(service, row.games, number)
    now = stamp(service.games.clock)
    roster_seq = None
    with service.writing():
        games = service.store.cancel_round(event_id, number)
        _refuse_played(service, games, number)  # a deal recorded meanwhile: nothing changes
        if roster is not None:
            log = roster.roster_log()
            roster_seq = log[-1].seq if log else 0
            for game_id in games:
                roster_seq = roster.append_roster(
                    roster_seq, "delete_game", {"game": game_id}, now, touched_games=[game_id]
                )
    for game_id in games:
        publisher.forget_round(game_id)
    publisher.publish(
        Changes(
            game_list=True,
            summaries=True,
            roster=roster is not None,
            roster_seq=roster_seq,
            games=tuple(GameMark(g, 0, "open") for g in games if store.stamp(g) is not None),
            rounds=(RoundMark(event_id, number),),
        )
    )


def _refuse_played(service: EventsAt, games: tuple[int, ...], number: int) -> None:
    store = service.games.backend.games
    for table, game_id in enumerate(games, start=1):
        found = store.stamp(game_id)
        if found is not None and found.last_seq > 0:
            raise ServiceError("round_played", round=number, table=table)
