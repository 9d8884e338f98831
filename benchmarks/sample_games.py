"""Deterministic random legal games in the pulka-game format, for benchmarks."""

from __future__ import annotations

import random
from typing import Any

from app.engine import Rules, preset_rules
from app.engine.gamefile import FORMAT, VERSION
from app.engine.state import GameState

SUITS = ("s", "c", "d", "h", "nt")


def _split(rng: random.Random) -> list[int]:
    a, b = sorted((rng.randint(0, 10), rng.randint(0, 10)))
    return [a, b - a, 10 - b]


def random_event(rng: random.Random, state: GameState) -> dict[str, Any]:
    """A legal event for the table as it stands (deal, misère, half-whist or raspasy)."""
    active = state.table.active
    rules: Rules = state.rules
    roll = rng.random()
    if roll < 0.15:
        return {"type": "raspasy", "tricks": dict(zip(active, _split(rng), strict=True))}
    i = rng.randrange(3)
    declarer, first, second = active[i], active[(i + 1) % 3], active[(i + 2) % 3]
    minimum = rules.raspasy_exit_level(state.raspasy_streak) if rules.raspasy_exit_hard else 6
    if roll < 0.2 and minimum <= 8:
        return {
            "type": "deal",
            "declarer": declarer,
            "contract": "misere",
            "tricks": {declarer: rng.choice([0, 0, 0, 1, 2])},
        }
    level = rng.randint(max(6, minimum), 10)
    contract = f"{level}{rng.choice(SUITS)}"
    calls = rng.choice(
        [("whist", "whist"), ("whist", "pass"), ("pass", "whist"), ("pass", "pass")]
        + ([("pass", "half")] if level <= 7 else [])
    )
    event: dict[str, Any] = {
        "type": "deal",
        "declarer": declarer,
        "contract": contract,
        "defenders": {first: calls[0], second: calls[1]},
    }
    if "whist" in calls:
        # Declarers usually make their contract: bias the tricks toward the level.
        taken = min(10, max(0, level + rng.choice([-2, -1, 0, 0, 0, 0, 1])))
        rest = 10 - taken
        one = rng.randint(0, rest)
        event["tricks"] = {declarer: taken, first: one, second: rest - one}
    return event


def random_game(
    deals: int,
    seed: int = 1,
    preset: str = "sochi",
    players: tuple[str, ...] = ("Анна", "Борис", "Вера"),
    pool_size: int = 1_000,
) -> dict[str, Any]:
    """A pulka-game document of ``deals`` legal events (a large pool so the game goes on)."""
    from app.engine.gamefile import parse_event
    from app.engine.sheet import apply_event

    rng = random.Random(seed)
    rules = preset_rules(preset).with_options({"pool_size": pool_size})
    state = GameState.start(rules, players, players[0])
    events = []
    for number in range(1, deals + 1):
        event = random_event(rng, state)
        apply_event(state, number, parse_event(event))
        events.append(event)
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": list(players),
        "rules": preset,
        "options": {"pool_size": pool_size},
        "first_dealer": players[0],
        "events": events,
    }
