"""Random legal events of every kind the log holds, for the property tests of the statistics.

``benchmarks.sample_games.random_event`` gives deals, misères, half-whists and raspasy, and
stays as it is: the benchmarks build their club from it with fixed seeds, so their games (and
the timings compared across runs) must not change. This widens it with what a summary must also
count right (docs/statistics.md, "What counts"): manual entries (only in the result), incidents
— one that carries a deal (Кодекс 3.4.9: the deal counts as played, the rule's points as a
penalty) and one that does not (ПРИКУП-2) — and games given up three down where the rules allow
it (``concede_three_down``).
"""

from __future__ import annotations

import random
from typing import Any

from app.engine.history import replay
from app.engine.next_deal import NOT_DECLARER, RASPASY_ONLY
from app.engine.sheet import fold_state
from app.engine.state import GameState
from app.services import GameService
from app.services.incidents import score_incident
from app.store import event_log
from benchmarks.sample_games import SUITS, random_event

KINDS = ("entry", "incident", "carried", "conceded", "table")


def _amount(rng: random.Random) -> int | str:
    """A manual amount: mostly whole, sometimes an exact half, sometimes a correction below 0."""
    return rng.choice([0, 1, 2, 5, 10, -3, "3/2", "-1/2"])


def manual_entry(rng: random.Random, state: GameState) -> dict[str, Any]:
    """Amounts typed by hand for any player of the game (a resting one too)."""
    players = list(state.players)
    player = rng.choice(players)
    event: dict[str, Any] = {"type": "entry", "player": player}
    for column in ("pool", "mountain"):
        if rng.random() < 0.6:
            event[column] = _amount(rng)
    if rng.random() < 0.5:
        other = rng.choice([p for p in players if p != player])
        event["whists"] = {other: abs(int(rng.choice([1, 4, 10, 20])))}
    if not any(event.get(column) for column in ("pool", "mountain", "whists")):
        event["mountain"] = rng.choice([2, 4, "5/2"])  # an entry writes something
    if rng.random() < 0.3:
        event["note"] = "copied from paper"
    return event


def _allowed(state: GameState, event: dict[str, Any]) -> bool:
    """Whether a deal or raspasy keeps the limits an earlier incident set on this deal
    (app/engine/next_deal.py: ПРИКУП-2's violator may not declare; raspasy only)."""
    for limit in state.next_deal_limits:
        if limit.kind == RASPASY_ONLY and event["type"] == "deal":
            return False
        if limit.kind == NOT_DECLARER and event.get("declarer") == limit.player:
            return False
    return True


def _table_event(
    rng: random.Random, state: GameState, *, played_deal: bool = False
) -> dict[str, Any]:
    """A deal, misère, half-whist or raspasy the table may record now; ``played_deal``: a deal
    that was played out (whisted, or a misère), such as Кодекс 3.4.9 carries."""
    while True:
        event = random_event(rng, state)
        if played_deal and (event["type"] != "deal" or "tricks" not in event):
            continue
        if _allowed(state, event):
            return event


def _conceded(rng: random.Random, state: GameState) -> dict[str, Any]:
    """A suit game given up three down before play (``concede_three_down``)."""
    rules = state.rules
    active = state.table.active
    minimum = rules.raspasy_exit_level(state.raspasy_streak) if rules.raspasy_exit_hard else 6
    while True:
        i = rng.randrange(3)
        declarer, first, second = active[i], active[(i + 1) % 3], active[(i + 2) % 3]
        event: dict[str, Any] = {
            "type": "deal",
            "declarer": declarer,
            "contract": f"{rng.randint(max(6, minimum), 10)}{rng.choice(SUITS)}",
            "conceded": True,
        }
        if rng.random() < 0.5:  # the calls, when recorded, are kept (and score nothing)
            event["defenders"] = {first: rng.choice(["whist", "pass"]), second: "pass"}
        if _allowed(state, event):
            return event


def wide_event(rng: random.Random, state: GameState) -> tuple[str, dict[str, Any]]:
    """A legal event for the table as it stands, and its kind (one of :data:`KINDS`)."""
    roll = rng.random()
    limited = any(limit.kind == RASPASY_ONLY for limit in state.next_deal_limits)
    if roll < 0.1:
        return "entry", manual_entry(rng, state)
    if roll < 0.18:
        facts = {
            "violator": rng.choice(state.table.active),
            "bidding_started": True,
            "bid_level": rng.choice([6, 7, 8]),
        }
        return "incident", {"type": "incident", "rule": "prikup-2", "facts": facts}
    if roll < 0.26 and not limited:
        carried = _table_event(rng, state, played_deal=True)
        return "carried", {"type": "incident", "rule": "kodeks-3.4.9", "facts": {"deal": carried}}
    if roll < 0.32 and state.rules.concede_three_down and not limited:
        return "conceded", _conceded(rng, state)
    return "table", _table_event(rng, state)


def state_of(service: GameService, game: int, before: int | None = None) -> GameState:
    """The fold's state of a game as it stands — or as it stood just before the record
    ``before`` was written — incidents scored as the service scores them, for a legal next
    event (or a legal replacement of that record)."""
    view = service.game(game)
    upto = view.last_seq if before is None else before - 1
    records = event_log.load(service.store.conn, game, upto=upto)  # type: ignore[attr-defined]
    history = replay(r.record for r in records)
    return fold_state(
        view.rules, view.players, view.first_dealer, history.effective, score_incident
    )
