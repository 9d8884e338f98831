"""Where each penalty rule is stated, named as a reader knows it: «Club rules “The talon”,
item 1.2», «Code of Preferans, 3.4.9» — never the seed's file name (issue 14).

A citation's ``source`` (catalogue.Citation) is the seed file or the address it was read from;
:data:`BOOKS` names the book, rule list or article behind each, :data:`HEADINGS` the headings
the bridge-law text is cited by. This is their one home (issue 26, item 5): each name is marked
for translation here (context ``Penalties``, app/texts.py), and :func:`book_reference` words a
citation in English for docs/penalties.md and ``pulka rules``, and in the player's language for
the incident wizard (ui/wizard/texts.py hands it the translation).
"""

from __future__ import annotations

from collections.abc import Callable

from app.penalties.catalogue import Citation
from app.texts import QT_TRANSLATE_NOOP

BOOKS: dict[str, str] = {
    "004_3091ae4dcc3f7f5d.txt": QT_TRANSLATE_NOOP("Penalties", "Club rules “The talon”"),
    "https://preferans-club.ru/viewtopic.php?id=6": QT_TRANSLATE_NOOP(
        "Penalties", "Club rules “The talon”"
    ),
    "001_f3088321cbf56098.txt": QT_TRANSLATE_NOOP(
        "Penalties", "Club rules “Ordering the contract”"
    ),
    "http://preferans-club.ru/viewtopic.php?id=8": QT_TRANSLATE_NOOP(
        "Penalties", "Club rules “Wrong number of cards”"
    ),
    "000_b45b8bc3a70c1b4b.txt": QT_TRANSLATE_NOOP("Penalties", "Code of Preferans"),
    "Кодекс 3.2 (Lesnoy), https://user.bibliboba.online/books/russkii-preferans/p/312": (
        QT_TRANSLATE_NOOP("Penalties", "Code of Preferans")
    ),
    "003_644d51d8ded7b708.txt": QT_TRANSLATE_NOOP(
        "Penalties", "Rules of play (after the laws of bridge)"
    ),
    "penalty-catalogue.md §6": QT_TRANSLATE_NOOP("Penalties", "Agreed by the players"),
    "knigochet.com/read_56661_7": QT_TRANSLATE_NOOP(
        "Penalties", "“General rules of the card game preferans”"
    ),
    "oper7.ru/?p=69": QT_TRANSLATE_NOOP("Penalties", "Article “When the order is changed”"),
    "Lesnoy, my-library.info page 232": QT_TRANSLATE_NOOP(
        "Penalties", "D. Lesnoy, “Russian Preferans”, a note to the Code"
    ),
    "preferansist.mirbb.com/t5-topic": QT_TRANSLATE_NOOP(
        "Penalties", "Rules of the “Преферансист” forum"
    ),
    "kzpn200 blog": QT_TRANSLATE_NOOP("Penalties", "House rules of a club blog"),
}

# The bridge-law text (seed 003) is cited by its headings, not by numbers.
HEADINGS: dict[str, str] = {
    "НЕПРАВИЛЬНО ВЫИГРАННАЯ ВЗЯТКА": QT_TRANSLATE_NOOP("Penalties", "“A wrongly won trick”"),
    "ТРЕБОВАНИЕ ИЛИ УСТУПКА ВЗЯТОК РАЗЫГРЫВАЮЩИМ": QT_TRANSLATE_NOOP(
        "Penalties", "“Claims and concessions by the declarer”"
    ),
    "ТРЕБОВАНИЕ ИЛИ УСТУПКА ВЗЯТОК ВИСТУЮЩИМ": QT_TRANSLATE_NOOP(
        "Penalties", "“Claims and concessions by a defender”"
    ),
    "ИСПРАВЛЕНИЕ В ПОДСЧЕТЕ ОЧКОВ": QT_TRANSLATE_NOOP("Penalties", "“Correcting the score”"),
    "НЕСТАНДАРТНАЯ КОЛОДА": QT_TRANSLATE_NOOP("Penalties", "“A defective deck”"),
}

# How a reference is put together: a club list's numbered item, the Code's bare numbers or a
# heading, or a book's introduction (a rule the list states before its first item).
ITEM = QT_TRANSLATE_NOOP("Penalties", "{book}, item {items}")
ITEMS = QT_TRANSLATE_NOOP("Penalties", "{book}, {items}")
INTRODUCTION = QT_TRANSLATE_NOOP("Penalties", "{book}, introduction")
INTRODUCED = frozenset({"prikup-0"})
"""Rules a book states in its introduction, before its first item."""

# Club lists number their items («п. 1.2»); the Code's numbers stand alone («3.4.9»).
NUMBERED_ITEMS = ("prikup", "zakaz", "karty")


def cited_items(citation: Citation) -> list[str]:
    """The most specific items: ("1", "1.2") cites item 1.2 of section 1, so "1.2" is enough."""
    items = citation.items
    return [
        item
        for i, item in enumerate(items)
        if not any(later.startswith(item + ".") for later in items[i + 1 :])
    ]


def book_reference(
    citation: Citation,
    section: str,
    rule_id: str = "",
    translate: Callable[[str], str] = lambda text: text,
) -> str:
    """The citation as a book reference: in English (docs/penalties.md, ``pulka rules``), or
    through ``translate`` (the texts above, context ``Penalties``) in the player's language."""
    known = BOOKS.get(citation.source)
    book = citation.source if known is None else translate(known)
    items = cited_items(citation)
    if not items:
        return translate(INTRODUCTION).format(book=book) if rule_id in INTRODUCED else book
    text = ", ".join(translate(HEADINGS[item]) if item in HEADINGS else item for item in items)
    numbered = items[0][:1].isdigit() and section in NUMBERED_ITEMS
    return translate(ITEM if numbered else ITEMS).format(book=book, items=text)
