"""The sections of the penalty catalogue, in the order the wizard, the CLI and the docs list them.

One list (penalty-catalogue §3: talon, ordering, Кодекс 3.4, wrong number of cards, dealing, play
procedure, house rules, custom): each section's title in the wizard (marked for translation,
:mod:`app.texts`), its heading in ``docs/penalties.md``, and the words a player may type to find
it in either language whatever the interface language (the search box must find «прикуп» in an
English interface too). A rule names its section by id; :func:`app.penalties.catalogue.register`
refuses an id not listed here.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.texts import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Section:
    """One catalogue section: its id, its title on screen, its docs heading, its search words."""

    id: str
    title: str
    heading: str
    search_words: str


SECTIONS: tuple[Section, ...] = (
    Section(
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "The talon"),
        "PRIKUP — the talon (club rules “The talon”)",
        "прикуп talon widow",
    ),
    Section(
        "zakaz",
        QT_TRANSLATE_NOOP("Penalties", "Ordering the contract"),
        "ZAKAZ — ordering the contract (club rules “Ordering the contract”)",
        "заказ контракт игра order contract",
    ),
    Section(
        "kodeks",
        QT_TRANSLATE_NOOP("Penalties", "Code of Preferans 3.4: bidding and ordering"),
        "KODEKS — Кодекс преферанса 3.4 (Code of Preferans)",
        "кодекс торговля заказ kodeks code bidding",
    ),
    Section(
        "karty",
        QT_TRANSLATE_NOOP("Penalties", "Wrong number of cards"),
        "KARTY — wrong number of cards (club rules “Wrong number of cards”)",
        "карты количество карт cards count",
    ),
    Section(
        "sdacha",
        QT_TRANSLATE_NOOP("Penalties", "Dealing"),
        "SDACHA — dealing errors (Кодекс 3.2.12–3.2.15)",
        "сдача раздача пересдача сдающий deal dealing redeal dealer",
    ),
    Section(
        "procedure",
        QT_TRANSLATE_NOOP("Penalties", "Play procedure"),
        "PROCEDURE — bridge-law principles (rules of play after the laws of bridge)",
        "розыгрыш взятка ход игра play trick claim",
    ),
    Section(
        "house",
        QT_TRANSLATE_NOOP("Penalties", "House rules"),
        "HOUSE — optional house rules (off unless `penalty_house_rules`)",
        "домашние правила house rules",
    ),
    Section(
        "custom",
        QT_TRANSLATE_NOOP("Penalties", "Custom penalty"),
        "CUSTOM — agreed penalties",
        "свой штраф произвольный custom agreed",
    ),
)
SECTION_BY_ID: dict[str, Section] = {section.id: section for section in SECTIONS}
