"""Fact specs shared by many rules, and helpers to build example events."""

from __future__ import annotations

from typing import Any

from app.engine.state import GameState, active_players
from app.penalties.facts import FactKind, FactSpec, GameFill
from app.texts import QT_TRANSLATE_NOOP

VIOLATOR = FactSpec(
    "violator", FactKind.PLAYER, QT_TRANSLATE_NOOP("Penalties", "Who committed the violation?")
)
DEALER = FactSpec(
    "dealer",
    FactKind.PLAYER,
    QT_TRANSLATE_NOOP("Penalties", "Who dealt this deal?"),
    game=GameFill.DEALER,
)
RASPASY = FactSpec(
    "raspasy_level",
    FactKind.RASPASY_LEVEL,
    QT_TRANSLATE_NOOP(
        "Penalties",
        "Raspasy level of the penalty, from the game (2, 4 or 6: the first, second or third "
        "raspasy in a row; not the price of a trick on raspasy)",
    ),
    game=GameFill.RASPASY_LEVEL,
)
THIRD = FactSpec(
    "violator",
    FactKind.PLAYER,
    QT_TRANSLATE_NOOP("Penalties", "The third player to call (after two passes)"),
    game=GameFill.THIRD_SPEAKER,
)
DECLARER = FactSpec(
    "declarer", FactKind.PLAYER, QT_TRANSLATE_NOOP("Penalties", "Who is the declarer?")
)


def level(name: str, question: str, **kwargs: Any) -> FactSpec:
    return FactSpec(name, FactKind.LEVEL, question, **kwargs)


def flag(name: str, question: str, **kwargs: Any) -> FactSpec:
    return FactSpec(name, FactKind.BOOL, question, **kwargs)


def choice(name: str, question: str, values: tuple[Any, ...], **kwargs: Any) -> FactSpec:
    return FactSpec(name, FactKind.CHOICE, question, choices=values, **kwargs)


def deal(question: str, types: tuple[str, ...] = ("deal",), name: str = "deal") -> FactSpec:
    return FactSpec(name, FactKind.DEAL, question, deal_types=types)


def seats(state: GameState) -> tuple[str, str, str]:
    """The three active players in speaking order (first hand, second, third)."""
    first, second, third = state.table.active
    return first, second, third


def contract_deal(
    declarer: str,
    contract: str,
    defenders: dict[str, str],
    tricks: dict[str, int] | None = None,
) -> dict[str, Any]:
    """A pulka-game deal object."""
    out: dict[str, Any] = {
        "type": "deal",
        "declarer": declarer,
        "contract": contract,
        "defenders": defenders,
    }
    if tricks is not None:
        out["tricks"] = tricks
    return out


def example_played(state: GameState, contract: str = "6s", taken: int = 6) -> dict[str, Any]:
    """A whisted deal by the first hand: he takes ``taken``, the second hand the rest."""
    first, second, third = seats(state)
    return contract_deal(
        first,
        contract,
        {second: "whist", third: "pass"},
        {first: taken, second: 10 - taken, third: 0},
    )


def raspasy_deal(state: GameState, shift: int = 0) -> dict[str, Any]:
    """A 4-3-3 raspasy of the ``shift``-th deal from now (the dealer moves on after each)."""
    players = state.players
    dealer = players[(state.dealer_index + shift) % len(players)]
    active = active_players(players, dealer)
    return {"type": "raspasy", "tricks": dict(zip(active, (4, 3, 3), strict=True))}
