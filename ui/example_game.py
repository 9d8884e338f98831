"""The example game a newcomer opens from the start page: a few deals of a Sochi game, left open
so that Insert tries a deal in it (issue 32: finished, it took no key; it is a game of its own,
marked «example» in the list, so trying changes no real game)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.engine import SOCHI, Call, Contract, Deal, GameEvent, Raspasy
from app.services import GameService


def example_names() -> tuple[str, str, str]:
    return (
        QCoreApplication.translate("Example", "Anna"),
        QCoreApplication.translate("Example", "Boris"),
        QCoreApplication.translate("Example", "Vera"),
    )


def example_events(names: tuple[str, str, str]) -> list[GameEvent]:
    """Deals that show each kind of entry: a made game with a whist, raspasy, misère, a
    contract down one (mountain and consolation), a half-whist, no-trump."""
    a, b, v = names

    def deal(declarer: str, contract: str, calls: dict[str, Call], tricks: dict[str, int]) -> Deal:
        return Deal(declarer, Contract.parse(contract), calls, tricks)

    return [
        deal(a, "7h", {b: Call.WHIST, v: Call.PASS}, {a: 7, b: 2, v: 1}),
        Raspasy({b: 3, v: 5, a: 2}),
        deal(v, "misere", {}, {v: 0}),
        deal(b, "8s", {v: Call.WHIST, a: Call.WHIST}, {b: 7, v: 2, a: 1}),
        deal(a, "6s", {b: Call.PASS, v: Call.PASS}, {}),
        deal(b, "7d", {v: Call.PASS, a: Call.HALF}, {}),
        deal(a, "6c", {b: Call.WHIST, v: Call.WHIST}, {a: 6, b: 3, v: 1}),
        Raspasy({a: 4, b: 1, v: 5}),
        deal(v, "7nt", {a: Call.WHIST, b: Call.PASS}, {v: 7, a: 2, b: 1}),
        deal(b, "6h", {v: Call.WHIST, a: Call.PASS}, {b: 6, v: 3, a: 1}),
    ]


def create_example_game(service: GameService) -> int:
    """A new copy of the example game in ``service``'s database, open for a deal to be tried."""
    names = example_names()
    game = service.create_game(names, names[2], SOCHI)
    for event in example_events(names):
        service.record(game, event, service.last_seq(game))
    return game
