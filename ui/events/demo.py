"""A club evening in progress, for screenshots and tests: 12 players, round 2 being played."""

from __future__ import annotations

from app.engine import SOCHI, Call, Contract, Deal
from app.services.event_settings import EventSettings
from app.services.event_values import Formula
from app.services.events import EventService
from app.services.game_service import GameService

NAMES = {
    "ru": ("Анна", "Борис", "Вера", "Глеб", "Дина", "Егор",
           "Жанна", "Зоя", "Игорь", "Кира", "Лев", "Мария"),
    "en": ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor",
           "Jane", "Zoe", "Igor", "Kira", "Leo", "Mary"),
}  # fmt: skip
TITLES = {"ru": "Пятничный вечер", "en": "Friday evening"}


def deals(a: str, b: str, c: str, count: int) -> list[Deal]:
    """A few ordinary deals by seat: A makes 7♥ with B whisting, B's 6♠ passed out."""
    made = Deal(a, Contract.parse("7h"), {b: Call.WHIST, c: Call.PASS}, {a: 7, b: 2, c: 1})
    passed = Deal(b, Contract.parse("6s"), {a: Call.PASS, c: Call.PASS})
    return [made if i % 2 == 0 else passed for i in range(count)]


def demo_evening(games: GameService, lang: str = "ru") -> int:
    """Round 1 played out (12 deals a table), round 2 started with 3–7 deals at each table."""
    names = NAMES[lang]
    rules = SOCHI.with_options({"game_end": "deals", "deal_limit": 12})
    settings = EventSettings(seed=2026, rules=rules, formula=Formula(kind="places"))
    events = EventService(games)
    event = events.create_event(TITLES[lang], "evening", "2026-11-27", names, settings)
    for number, played in ((1, (12, 12, 12, 12)), (2, (3, 5, 7, 4))):
        events.save_seating(event, number, events.propose_seating(event))
        game_ids = events.start_round(event, number)
        for game_id, table, count in zip(
            game_ids, events.seating(event, number).tables, played, strict=True
        ):
            for seq, deal in enumerate(deals(*table[:3], count)):
                games.record(game_id, deal, expected_seq=seq)
    return event
