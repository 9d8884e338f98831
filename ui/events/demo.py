"""Club evenings in progress, for screenshots and tests: 12 players, round 2 being played; and a
field of 30 for the big screen."""

from __future__ import annotations

from app.engine import SOCHI, Call, Contract, Deal
from app.services.event_settings import EventSettings
from app.services.event_values import Formula
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
    events = games.events
    event = events.create_event(TITLES[lang], "evening", "2026-11-27", names, settings)
    for number, played in ((1, (12, 12, 12, 12)), (2, (3, 5, 7, 4))):
        events.save_seating(event, number, events.propose_seating(event))
        game_ids = events.start_round(event, number)
        for game_id, table, count in zip(
            game_ids, events.seating(event, number).tables, played, strict=True
        ):
            a, b, c = table[:3]
            for seq, deal in enumerate(deals(a, b, c, count)):
                games.record(game_id, deal, expected_seq=seq)
    return event


FIELD_OF_30 = {
    "ru": ("Анна", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна", "Зоя", "Игорь", "Кира",
           "Лев", "Мария", "Никита", "Ольга", "Павел", "Раиса", "Семён", "Таисия", "Ульяна",
           "Фёдор", "Харитон", "Цветана", "Чеслав", "Шамиль", "Эльвира", "Юрий", "Яна",
           "Аркадий Кузнецов", "Всеволод Константинов", "Геннадий Переверзев"),
    "en": ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Jane", "Zoe", "Igor", "Kira",
           "Leo", "Mary", "Nick", "Olga", "Paul", "Rose", "Sam", "Tess", "Uma", "Fred",
           "Harry", "Cleo", "Chester", "Sean", "Elvira", "Yuri", "Jana",
           "Arkady Kuznetsov", "Vsevolod Konstantinov", "Gennady Pereverzev"),
}  # fmt: skip
"""A big club night (issue 17: the wall display must hold ~30 players), long names included."""


def demo_field_of_30(games: GameService, lang: str = "ru") -> int:
    """30 players: round 1 played out (6 deals a table), round 2 started, 2 deals a table."""
    names = FIELD_OF_30[lang]
    rules = SOCHI.with_options({"game_end": "deals", "deal_limit": 6})
    settings = EventSettings(seed=30, rules=rules, formula=Formula(kind="places"))
    events = games.events
    event = events.create_event(TITLES[lang], "tournament", "2026-12-04", names, settings)
    for number, played in ((1, 6), (2, 2)):
        events.save_seating(event, number, events.propose_seating(event))
        game_ids = events.start_round(event, number)
        for game_id, table in zip(game_ids, events.seating(event, number).tables, strict=True):
            a, b, c = table[:3]
            for seq, deal in enumerate(deals(a, b, c, played)):
                games.record(game_id, deal, expected_seq=seq)
    return event
