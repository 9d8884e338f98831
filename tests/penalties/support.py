"""Helpers for the penalty tests: a table of Anna, Boris and Vera (Anna deals first)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from app.engine.events import Incident
from app.engine.gamefile import parse_event
from app.engine.rules import SOCHI
from app.engine.sheet import apply_event
from app.engine.state import EventOutcome, GameState
from app.penalties import apply_incident
from app.penalties.common import contract_deal

THREE = ("Anna", "Boris", "Vera")
FOUR = ("Anna", "Boris", "Vera", "Gleb")


def game(
    options: Mapping[str, Any] | None = None,
    events: Iterable[dict[str, Any]] = (),
    players: tuple[str, ...] = THREE,
) -> GameState:
    """A started game (Anna deals first) with some pulka-game events applied."""
    rules = SOCHI.with_options(dict(options or {}))
    state = GameState.start(rules, players, "Anna", apply_incident)
    for index, raw in enumerate(events, start=1):
        apply_event(state, index, parse_event(raw))
    return state


def incident(state: GameState, rule: str, **facts: Any) -> EventOutcome:
    return apply_event(state, 100, Incident(rule, facts))


def written(outcome: EventOutcome) -> list[tuple[str, str, int, str, str | None]]:
    """Entries as (player, column, amount, rule, on)."""
    return [(e.player, e.column.value, e.amount, e.rule, e.on) for e in outcome.entries]


def raspasy(*tricks: tuple[str, int]) -> dict[str, Any]:
    return {"type": "raspasy", "tricks": dict(tricks)}


def raspasy_for(state_dealer: str) -> dict[str, Any]:
    """A raspasy dealt by ``state_dealer`` in the three-handed game (4-3-3)."""
    order = {"Anna": ("Boris", "Vera", "Anna"), "Boris": ("Vera", "Anna", "Boris")}
    order["Vera"] = ("Anna", "Boris", "Vera")
    first, second, third = order[state_dealer]
    return {"type": "raspasy", "tricks": {first: 4, second: 3, third: 3}}


RASPASY_1 = raspasy_for("Anna")
RASPASY_2 = raspasy_for("Boris")
RASPASY_3 = raspasy_for("Vera")


# The pulka-game deal object, built exactly as the catalogue's own examples build it.
deal = contract_deal


def boris_six(taken: int, contract: str = "6s") -> dict[str, Any]:
    """Boris (first hand under Anna's deal) declares; Vera whists, Anna passes."""
    return deal(
        "Boris",
        contract,
        {"Vera": "whist", "Anna": "pass"},
        {"Boris": taken, "Vera": 10 - taken, "Anna": 0},
    )
