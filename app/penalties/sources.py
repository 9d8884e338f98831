"""Where each penalty rule is stated, named as a reader knows it: «Club rules “The talon”,
item 1.2», «Code of Preferans, 3.4.9» — never the seed's file name (issue 14).

A citation's ``source`` (catalogue.Citation) is the seed file or the address it was read from;
:data:`BOOKS` names the book, rule list or article behind each. The interface words the same
names in Russian (ui/wizard/texts.py ``book_text``); a test keeps the two tables in step.
"""

from __future__ import annotations

from app.penalties.catalogue import Citation

BOOKS: dict[str, str] = {
    "004_3091ae4dcc3f7f5d.txt": "Club rules “The talon”",
    "https://preferans-club.ru/viewtopic.php?id=6": "Club rules “The talon”",
    "001_f3088321cbf56098.txt": "Club rules “Ordering the contract”",
    "http://preferans-club.ru/viewtopic.php?id=8": "Club rules “Wrong number of cards”",
    "000_b45b8bc3a70c1b4b.txt": "Code of Preferans",
    "Кодекс 3.2 (Lesnoy), https://user.bibliboba.online/books/russkii-preferans/p/312": (
        "Code of Preferans"
    ),
    "003_644d51d8ded7b708.txt": "Rules of play (after the laws of bridge)",
    "penalty-catalogue.md §6": "Agreed by the players",
    "knigochet.com/read_56661_7": "“General rules of the card game preferans”",
    "oper7.ru/?p=69": "Article “When the order is changed”",
    "Lesnoy, my-library.info page 232": "D. Lesnoy, “Russian Preferans”, a note to the Code",
    "preferansist.mirbb.com/t5-topic": "Rules of the “Преферансист” forum",
    "kzpn200 blog": "House rules of a club blog",
}

# The bridge-law text (seed 003) is cited by its headings, not by numbers.
HEADINGS: dict[str, str] = {
    "НЕПРАВИЛЬНО ВЫИГРАННАЯ ВЗЯТКА": "“A wrongly won trick”",
    "ТРЕБОВАНИЕ ИЛИ УСТУПКА ВЗЯТОК РАЗЫГРЫВАЮЩИМ": "“Claims and concessions by the declarer”",
    "ТРЕБОВАНИЕ ИЛИ УСТУПКА ВЗЯТОК ВИСТУЮЩИМ": "“Claims and concessions by a defender”",
    "ИСПРАВЛЕНИЕ В ПОДСЧЕТЕ ОЧКОВ": "“Correcting the score”",
    "НЕСТАНДАРТНАЯ КОЛОДА": "“A defective deck”",
}

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


def book_reference(citation: Citation, section: str) -> str:
    """The citation in English as a book reference (docs/penalties.md, ``pulka rules``)."""
    book = BOOKS.get(citation.source, citation.source)
    items = cited_items(citation)
    if not items:
        return book
    text = ", ".join(HEADINGS.get(item, item) for item in items)
    if items[0][:1].isdigit() and section in NUMBERED_ITEMS:
        return f"{book}, item {text}"
    return f"{book}, {text}"
