"""The wizard's words: rule titles, descriptions, questions, choices, consequences and refusals.

The penalty engine speaks English and in codes; every string it can show is marked here as a
literal ``QCoreApplication.translate("Penalties", …)`` call so ``pyside6-lupdate`` finds it, and
translated at run time through :func:`tr`. A test checks that every catalogue string is marked,
so a new rule only needs its strings added to :func:`_catalogue_marks` (and the ``.ts`` files).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QTranslator

from app.services.penalty_catalogue import NUMBERED_ITEMS, FactSpec, PenaltyRule, cited_items
from ui import i18n

CONTEXT = "Penalties"


def tr(text: str) -> str:
    """Run-time lookup of a string marked in this module."""
    return QCoreApplication.translate(CONTEXT, text)


def section_title(section: str) -> str:
    table = {
        "prikup": QCoreApplication.translate("Penalties", "The talon"),
        "zakaz": QCoreApplication.translate("Penalties", "Ordering the contract"),
        "kodeks": QCoreApplication.translate(
            "Penalties", "Code of Preferans 3.4: bidding and ordering"
        ),
        "karty": QCoreApplication.translate("Penalties", "Wrong number of cards"),
        "sdacha": QCoreApplication.translate("Penalties", "Dealing"),
        "procedure": QCoreApplication.translate("Penalties", "Play procedure"),
        "house": QCoreApplication.translate("Penalties", "House rules"),
        "custom": QCoreApplication.translate("Penalties", "Custom penalty"),
    }
    return table.get(section, section)


# Words a player may type to find a section, in both languages whatever the interface language
# (the search box must find «прикуп» in an English interface too).
SECTION_WORDS: Mapping[str, str] = {
    "prikup": "прикуп talon widow",
    "zakaz": "заказ контракт игра order contract",
    "kodeks": "кодекс торговля заказ kodeks code bidding",
    "karty": "карты количество карт cards count",
    "sdacha": "сдача раздача пересдача сдающий deal dealing redeal dealer",
    "procedure": "розыгрыш взятка ход игра play trick claim",
    "house": "домашние правила house rules",
    "custom": "свой штраф произвольный custom agreed",
}

# Extra Russian words of single rules that their titles do not carry.
RULE_WORDS: Mapping[str, str] = {
    "kodeks-3.4.9": "снос посмотрел снос discard",
    "house-wrong-discard": "снос неправильный снос discard",
    "kodeks-3.4.5": "снос вернуть прикуп",
    "zakaz-3.1": "мизер misere",
    "zakaz-3.2": "мизер misere",
    "zakaz-4": "мизер misere",
    "prikup-8.2": "мизер misere",
    "house-undercall": "недозаказ",
    "kodeks-3.4.13": "недозаказ",
    "house-reorder": "перезаказ",
    "zakaz-5.1": "шестерная после распасов распасы raspasy",
    "zakaz-5.2": "шестерная после распасов распасы raspasy",
    "house-raspasy-dealer": "распасы raspasy",
    "kodeks-3.4.11": "прикуп утешение",
    "procedure-score-correction": "запись ошибка подсчёт",
}


def rule_title(rule: PenaltyRule) -> str:
    return tr(rule.title)


def rule_description(rule: PenaltyRule) -> str:
    return tr(rule.description)


def rule_number(rule: PenaltyRule) -> str:
    """The rule as players cite it: PRIKUP-1.1, KODEKS-3.4.9, CUSTOM."""
    return rule.id.upper()


def book_text(source: str) -> str | None:
    """The book, rule list or article a citation's source names, as a reader knows it."""
    table = {
        "004_3091ae4dcc3f7f5d.txt": QCoreApplication.translate(
            "Penalties", "Club rules «The talon»"
        ),
        "https://preferans-club.ru/viewtopic.php?id=6": QCoreApplication.translate(
            "Penalties", "Club rules «The talon»"
        ),
        "001_f3088321cbf56098.txt": QCoreApplication.translate(
            "Penalties", "Club rules «Ordering the contract»"
        ),
        "http://preferans-club.ru/viewtopic.php?id=8": QCoreApplication.translate(
            "Penalties", "Club rules «Wrong number of cards»"
        ),
        "000_b45b8bc3a70c1b4b.txt": QCoreApplication.translate("Penalties", "Code of Preferans"),
        "Кодекс 3.2 (Lesnoy), https://user.bibliboba.online/books/russkii-preferans/p/312": (
            QCoreApplication.translate("Penalties", "Code of Preferans")
        ),
        "003_644d51d8ded7b708.txt": QCoreApplication.translate(
            "Penalties", "Rules of play (after the laws of bridge)"
        ),
        "penalty-catalogue.md §6": QCoreApplication.translate("Penalties", "Agreed by the players"),
        "knigochet.com/read_56661_7": QCoreApplication.translate(
            "Penalties", "«General rules of the card game preferans»"
        ),
        "oper7.ru/?p=69": QCoreApplication.translate(
            "Penalties", "Article «When the order is changed»"
        ),
        "Lesnoy, my-library.info page 232": QCoreApplication.translate(
            "Penalties", "D. Lesnoy, «Russian Preferans», a note to the Code"
        ),
        "preferansist.mirbb.com/t5-topic": QCoreApplication.translate(
            "Penalties", "Rules of the «Преферансист» forum"
        ),
        "kzpn200 blog": QCoreApplication.translate("Penalties", "House rules of a club blog"),
    }
    return table.get(source)


def _item_text(item: str) -> str:
    """A citation's item: a number (1.2, 3.4.9) or a heading of the bridge-law text."""
    headings = {
        "НЕПРАВИЛЬНО ВЫИГРАННАЯ ВЗЯТКА": QCoreApplication.translate(
            "Penalties", "«A wrongly won trick»"
        ),
        "ТРЕБОВАНИЕ ИЛИ УСТУПКА ВЗЯТОК РАЗЫГРЫВАЮЩИМ": QCoreApplication.translate(
            "Penalties", "«Claims and concessions by the declarer»"
        ),
        "ТРЕБОВАНИЕ ИЛИ УСТУПКА ВЗЯТОК ВИСТУЮЩИМ": QCoreApplication.translate(
            "Penalties", "«Claims and concessions by a defender»"
        ),
        "ИСПРАВЛЕНИЕ В ПОДСЧЕТЕ ОЧКОВ": QCoreApplication.translate(
            "Penalties", "«Correcting the score»"
        ),
        "НЕСТАНДАРТНАЯ КОЛОДА": QCoreApplication.translate("Penalties", "«A defective deck»"),
    }
    return headings.get(item, item)


def citation_text(rule: PenaltyRule) -> str:
    """Where the rule is stated, as a book reference: «Клубный свод „Прикуп“, п. 1.2»,
    «Кодекс преферанса, 3.4.9» (the rule id and the source's address are for the tooltip)."""
    citation = rule.citation
    book = book_text(citation.source) or citation.source
    items = cited_items(citation)
    if not items:
        if rule.id == "prikup-0":
            return QCoreApplication.translate("Penalties", "{book}, introduction").format(book=book)
        return book
    text = ", ".join(_item_text(item) for item in items)
    if items[0][:1].isdigit() and rule.section in NUMBERED_ITEMS:
        return QCoreApplication.translate("Penalties", "{book}, item {items}").format(
            book=book, items=text
        )
    return QCoreApplication.translate("Penalties", "{book}, {items}").format(book=book, items=text)


def question(spec: FactSpec) -> str:
    return tr(spec.question)


def yes_no(value: bool) -> str:
    if value:
        return QCoreApplication.translate("Penalties", "yes")
    return QCoreApplication.translate("Penalties", "no")


def choice_text(value: Any) -> str:
    """A CHOICE/ROLE/PHASE value in words."""
    if isinstance(value, bool):  # a choice limited to one answer (PRIKUP-7.2)
        return yes_no(value)
    table = {
        "redeal": QCoreApplication.translate("Penalties", "a redeal"),
        "draw_extra": QCoreApplication.translate("Penalties", "draw the extra cards blind"),
        "pool": QCoreApplication.translate("Penalties", "pool"),
        "mountain": QCoreApplication.translate("Penalties", "mountain"),
        "whists": QCoreApplication.translate("Penalties", "whists"),
        "return_talon": QCoreApplication.translate("Penalties", "to return the talon"),
        "change_bid": QCoreApplication.translate("Penalties", "to change a bid"),
        "immediate": QCoreApplication.translate("Penalties", "corrected at once"),
        "after_pause": QCoreApplication.translate("Penalties", "corrected after a pause"),
        "after_whist": QCoreApplication.translate("Penalties", "corrected after a whist"),
        "evident_intent": QCoreApplication.translate("Penalties", "the intent was evident"),
        "ace": QCoreApplication.translate("Penalties", "an ace"),
        "ace_king": QCoreApplication.translate("Penalties", "ace and king of a suit"),
        "two_aces": QCoreApplication.translate("Penalties", "two aces"),
        "marriage": QCoreApplication.translate("Penalties", "king and queen of a suit"),
        "both": QCoreApplication.translate("Penalties", "both cards"),
        "bottom": QCoreApplication.translate("Penalties", "the bottom card"),
        "card_face_up": QCoreApplication.translate("Penalties", "a card face up in the deck"),
        "short_deck": QCoreApplication.translate("Penalties", "a short deck"),
        "no_cut": QCoreApplication.translate("Penalties", "dealt without a cut"),
        "out_of_turn": QCoreApplication.translate("Penalties", "dealt out of turn"),
        "lots": QCoreApplication.translate("Penalties", "by drawing lots"),
        "average": QCoreApplication.translate("Penalties", "the average of both readings"),
    }
    if isinstance(value, str) and value in table:
        return table[value]
    return str(value)


def level_text(level: Any) -> str:
    if level == "misere":
        return QCoreApplication.translate("Penalties", "misère")
    return str(level)


def _players(facts: Mapping[str, Any]) -> dict[str, Any]:
    """Names for consequence texts: the violator (or holder, player) and the other bidder."""
    who = facts.get("violator") or facts.get("holder") or facts.get("player")
    who = who or facts.get("declarer") or ""
    other = facts.get("other_bidder") or facts.get("previous_bidder") or ""
    return {"player": who, "other": other}


def consequence_text(code: str, facts: Mapping[str, Any] | None = None) -> str:
    """A consequence for play in words, naming the players where the facts do."""
    p = _players(facts or {})
    named = bool(p["player"])
    table = {
        "forced_pass": QCoreApplication.translate(
            "Penalties", "{player} may not bid any more in this deal (compulsory pass)."
        )
        if named
        else QCoreApplication.translate(
            "Penalties", "The violator may not bid any more in this deal."
        ),
        "deemed_pass": QCoreApplication.translate(
            "Penalties", "{player} is deemed to have passed; raspasy is played."
        )
        if named
        else QCoreApplication.translate(
            "Penalties", "The third player is deemed to have passed; raspasy is played."
        ),
        "deemed_min_bid": QCoreApplication.translate(
            "Penalties", "{player} is deemed to have made the minimum bid and must order a game."
        )
        if named
        else QCoreApplication.translate(
            "Penalties", "The third player is deemed to have made the minimum bid."
        ),
        "talon_to_other_bidder": QCoreApplication.translate(
            "Penalties", "The talon goes to {other} at his last bid."
        ),
        "talon_to_previous_bidder": QCoreApplication.translate(
            "Penalties", "The talon goes to {other}, the previous legal bidder."
        ),
        "bidding_continues_open_talon": QCoreApplication.translate(
            "Penalties", "Hands are not shown; the bidding continues with the talon open."
        ),
        "redeal": QCoreApplication.translate("Penalties", "The cards are redealt."),
        "reshuffle_talon": QCoreApplication.translate(
            "Penalties", "The twelve cards are shuffled and the dealer draws a new talon blind."
        ),
        "contract_not_written": QCoreApplication.translate(
            "Penalties", "The made contract is not written into the pool."
        ),
        "raspasy_streak_ends": QCoreApplication.translate("Penalties", "The raspasy streak ends."),
        "raspasy_streak_kept": QCoreApplication.translate(
            "Penalties", "Raspasy continue: the streak is kept."
        ),
        "declarer_loses_change_right": QCoreApplication.translate(
            "Penalties", "The declarer loses the right to change the contract."
        ),
        "change_rejected": QCoreApplication.translate(
            "Penalties", "The change is refused: the order stands."
        ),
        "result_stands": QCoreApplication.translate("Penalties", "The result stands."),
        "change_allowed": QCoreApplication.translate("Penalties", "The change is allowed."),
        "order_one_level_higher": QCoreApplication.translate(
            "Penalties", "The intended suit may be ordered one level higher."
        ),
        "must_order_legal_contract": QCoreApplication.translate(
            "Penalties", "The declarer must order a legal contract instead."
        ),
        "misere_played": QCoreApplication.translate("Penalties", "The misère is played."),
        "talon_to_second_bidder": QCoreApplication.translate(
            "Penalties", "The second bidder takes the talon at the senior bid."
        ),
        "dealer_rotation_shifts": QCoreApplication.translate(
            "Penalties", "The next deal goes to the left of the player who actually dealt."
        ),
        "trick_must_be_completed": QCoreApplication.translate(
            "Penalties", "The defective trick must be completed."
        ),
        "player_out_of_play": QCoreApplication.translate(
            "Penalties", "{player} takes no further part in the play of this deal."
        ),
        "claimer_tables_cards": QCoreApplication.translate(
            "Penalties", "The claimer lays his cards on the table and states his line of play."
        ),
        "play_continues": QCoreApplication.translate("Penalties", "Play continues."),
        "penalty_cards": QCoreApplication.translate(
            "Penalties", "The exposed cards become penalty cards."
        ),
        "correction_allowed": QCoreApplication.translate(
            "Penalties", "The score may be corrected."
        ),
        "deal_scored": QCoreApplication.translate(
            "Penalties", "The deal itself is scored as part of this incident."
        ),
    }
    text = table.get(code, code)
    return text.format(**p) if "{" in text else text


def error_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """A refusal of the penalty engine in words (other codes: :func:`ui.i18n.error_text`)."""
    raw = dict(params or {})
    p: dict[str, Any] = dict(raw)
    for key in ("fact", "minimum", "expected", "value", "player", "declarer", "use", "option"):
        p.setdefault(key, "")
    for key in ("contract", "bid", "level"):
        if key in p:
            p[key] = _game_text(p[key])
    if raw.get("option"):
        p["option"] = i18n.option_text(str(raw["option"]))[0]
    if raw.get("use"):
        p["use"] = _rule_name(str(raw["use"]))
    p["question"] = _question_of(raw.get("rule"), raw.get("fact"))
    table = {
        "fact_missing": QCoreApplication.translate("Penalties", "Please answer: {question}"),
        "fact_invalid": QCoreApplication.translate(
            "Penalties", "The answer to “{question}” is not valid."
        ),
        "fact_range": QCoreApplication.translate(
            "Penalties", "The answer to “{question}” is out of range ({value})."
        ),
        "fact_contradicts_game": QCoreApplication.translate(
            "Penalties", "“{question}”: the sheet says {expected}, not {value}."
        ),
        "fact_not_applicable": QCoreApplication.translate(
            "Penalties", "“{question}” does not apply to these answers."
        ),
        "rule_requires_option": QCoreApplication.translate(
            "Penalties", "This rule is not in force: turn on «{option}» in the game's rules."
        ),
        "player_resting": QCoreApplication.translate(
            "Penalties", "{player} sits out this deal and cannot have done this."
        ),
        "same_player": QCoreApplication.translate(
            "Penalties", "“{question}” must be another player than the violator."
        ),
        "declarer_is_violator": QCoreApplication.translate(
            "Penalties", "The declarer cannot be the violator {player} under this rule."
        ),
        "declarer_not_violator": QCoreApplication.translate(
            "Penalties",
            "Under this rule the violator {player} is the one who plays, not {declarer}.",
        ),
        "violator_is_third_player": QCoreApplication.translate(
            "Penalties", "{player} is the third player: choose the rule for the third player."
        ),
        "violator_won_bidding": QCoreApplication.translate(
            "Penalties", "{player} won the bidding: he may open the talon."
        ),
        "offence_repeated": QCoreApplication.translate(
            "Penalties", "{player} did this before in this pool: choose {use}."
        ),
        "offence_not_repeated": QCoreApplication.translate(
            "Penalties", "{player} did not do this before in this pool: choose {use}."
        ),
        "rule_condition": QCoreApplication.translate(
            "Penalties", "This rule does not apply to the answer “{question}”."
        ),
        "rule_needs_four_players": QCoreApplication.translate(
            "Penalties", "This rule applies only to four-handed games."
        ),
        "dealer_in_turn": QCoreApplication.translate(
            "Penalties", "{player} was the right dealer: the deal was in turn."
        ),
        "dealer_provoked_himself": QCoreApplication.translate(
            "Penalties", "The dealer {player} is the violator: he cannot have provoked himself."
        ),
        "whists_on_self": QCoreApplication.translate(
            "Penalties", "A player cannot write whists on himself."
        ),
        "deal_not_misere": QCoreApplication.translate(
            "Penalties", "The deal must be a misère for this rule."
        ),
        "deal_not_played": QCoreApplication.translate(
            "Penalties", "The deal must have been played for this rule."
        ),
        "change_not_allowed": QCoreApplication.translate(
            "Penalties", "This change is not allowed by the rule (“{question}”)."
        ),
        "amount_not_divisible": QCoreApplication.translate(
            "Penalties", "{value} cannot be shared equally {players} ways: agree on another amount."
        ),
        "average_deals_differ": QCoreApplication.translate(
            "Penalties", "Both readings must be the same deal: the same declarer and level."
        ),
        "average_not_whole": QCoreApplication.translate(
            "Penalties",
            "The average of the two readings is not a whole number: record an agreed penalty.",
        ),
        "contract_below_bid": QCoreApplication.translate(
            "Penalties", "The game {contract} is below the last bid ({bid})."
        ),
        "contract_not_below_bidding": QCoreApplication.translate(
            "Penalties",
            "The game {contract} is not below the level reached in the bidding ({level}).",
        ),
        "contract_not_six": QCoreApplication.translate(
            "Penalties", "This rule is about a six after raspasy, and the game was {contract}."
        ),
        "declarer_is_dealer": QCoreApplication.translate(
            "Penalties", "{player} dealt this deal and cannot be the declarer too."
        ),
        "declarer_not_third_player": QCoreApplication.translate(
            "Penalties", "After two passes only the third player may play: {expected}."
        ),
        "declarer_pressed_himself": QCoreApplication.translate(
            "Penalties", "The declarer cannot be among those who pressed ({player})."
        ),
        "no_raspasy_before": QCoreApplication.translate(
            "Penalties", "The deal before was not a raspasy."
        ),
        "not_undercalled": QCoreApplication.translate(
            "Penalties", "{contract} was made without overtricks: nothing was undercalled."
        ),
        "raspasy_streak_short": QCoreApplication.translate(
            "Penalties", "Raspasy in a row: {streak}; this rule needs at least {minimum}."
        ),
        "raspasy_on_contract_rule": QCoreApplication.translate(
            "Penalties", "This rule is about an ordered game, not raspasy."
        ),
        "contract_on_raspasy_rule": QCoreApplication.translate(
            "Penalties", "This rule is about raspasy, not an ordered game."
        ),
        "incident_rule_unknown": QCoreApplication.translate(
            "Penalties", "This Pulka does not know the rule {rule}: update Pulka."
        ),
        "fact_unknown": QCoreApplication.translate(
            "Penalties", "The incident has an answer its rule does not ask ({fact})."
        ),
    }
    text = table.get(code)
    if text is None:
        message = i18n.error_text(code, raw)
        refused = QCoreApplication.translate("Codes", "The operation was refused ({code}).")
        if message == refused.format(code=code):
            return QCoreApplication.translate(
                "Penalties", "The rule refuses these facts ({code})."
            ).format(code=code)
        return message
    try:
        return text.format(**p)
    except (KeyError, IndexError, ValueError):
        return text


def _rule_name(rule_id: str) -> str:
    """Another rule named in a refusal: «its title» (the id only if it is unknown)."""
    from app.services.penalty_catalogue import CATALOGUE

    rule = CATALOGUE.get(rule_id)
    return f"«{rule_title(rule)}»" if rule is not None else rule_id


def _game_text(value: Any) -> str:
    """A contract or bid level in a refusal: 7♥, 8, мизер (never the code ``7h``)."""
    if value == "misere":
        return level_text(value)
    if isinstance(value, int):
        return str(value)
    return i18n.contract_text(str(value))


def _question_of(rule_id: Any, fact: Any) -> str:
    from app.services.penalty_catalogue import CATALOGUE, fact_specs

    rule = CATALOGUE.get(str(rule_id)) if rule_id is not None else None
    if rule is None or fact is None:
        return str(fact or "")
    for spec in fact_specs(rule):
        if spec.name == fact:
            return question(spec)
    return str(fact)


# -- search in both languages --------------------------------------------------------------

_other: dict[str, QTranslator] = {}


def _translator(lang: str) -> QTranslator | None:
    """A translator for ``lang`` kept aside (not installed): to search Russian words in an
    English interface and back."""
    if lang not in _other:
        qm = i18n.ensure_qm(lang)
        translator = QTranslator()
        if qm is None or not translator.load(str(qm)):
            return None
        _other[lang] = translator
    return _other[lang]


def search_words(rule: PenaltyRule) -> list[str]:
    """Everything the search box matches for a rule: id, English and Russian texts, keywords."""
    words = [
        rule.id,
        rule.title,
        rule.description,
        rule_title(rule),
        rule_description(rule),
        section_title(rule.section),
        SECTION_WORDS.get(rule.section, ""),
        RULE_WORDS.get(rule.id, ""),
    ]
    russian = _translator("ru")
    if russian is not None:
        for text in (rule.title, rule.description):
            words.append(russian.translate(CONTEXT, text) or "")
    return words


def _catalogue_marks() -> tuple[str, ...]:
    """Every title, description and question of the catalogue as a literal call, so
    ``pyside6-lupdate`` extracts them; looked up at run time by :func:`tr` (never called)."""
    return (
        # karty-1
        QCoreApplication.translate("Penalties", "Wrong number of cards noticed before the bidding"),
        QCoreApplication.translate(
            "Penalties",
            "A player who notices before the bidding that he has a wrong number of cards must say "
            "so at once; the cards are redealt without penalty.",
        ),
        QCoreApplication.translate("Penalties", "Who holds the wrong number of cards?"),
        # karty-2.1
        QCoreApplication.translate(
            "Penalties",
            "Wrong number of cards noticed after the talon bidding started",
        ),
        QCoreApplication.translate(
            "Penalties",
            "The holder noticed a wrong count after the bidding for the talon started: he must "
            "stop the auction and writes two undertricks at the level where the bidding stopped; "
            "redeal.",
        ),
        QCoreApplication.translate("Penalties", "Level at which the bidding was stopped"),
        # karty-2.2
        QCoreApplication.translate(
            "Penalties",
            "Wrong number of cards noticed by a player who passed",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Noticed by a player who already passed, before the talon bidding started: he must "
            "stop the deal and writes one trick at the raspasy level; redeal.",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Current raspasy level R (2, 4 or 6 by the streak)",
        ),
        # karty-2.3
        QCoreApplication.translate("Penalties", "Two players bid without ten cards each"),
        QCoreApplication.translate(
            "Penalties",
            "Two players have bid and it turns out they do not hold ten cards each: the player "
            "with ten cards may demand a redeal, or that the over-full hand be cut back to ten by "
            "drawing the extra cards blind. The penalty text is cut off: an agreed amount.",
        ),
        QCoreApplication.translate("Penalties", "Who holds the over-full hand?"),
        QCoreApplication.translate("Penalties", "What did the player with ten cards choose?"),
        QCoreApplication.translate("Penalties", "Agreed penalty (mountain)"),
        # sdacha-3.2.12
        QCoreApplication.translate(
            "Penalties",
            "A card exposed during the deal through the dealer's fault",
        ),
        QCoreApplication.translate(
            "Penalties",
            "A card exposed during the deal through the dealer's fault, directly or indirectly: "
            "the same dealer redeals, no penalty.",
        ),
        QCoreApplication.translate("Penalties", "Who dealt this deal?"),
        # sdacha-3.2.13
        QCoreApplication.translate("Penalties", "Misdeal noticed before the bidding"),
        QCoreApplication.translate(
            "Penalties",
            "A misdeal (wrong number of cards, wrong order or batch size) noticed before the "
            "bidding: redeal, no penalty.",
        ),
        # sdacha-3.2.14
        QCoreApplication.translate("Penalties", "Dealt out of turn"),
        QCoreApplication.translate(
            "Penalties",
            "Dealt out of turn: noticed before the deal is complete, the right dealer redeals; "
            "once the deal is complete and cards were picked up, the deal stands and the next deal "
            "goes to the player on the left of the one who actually dealt.",
        ),
        QCoreApplication.translate("Penalties", "Who actually dealt?"),
        QCoreApplication.translate(
            "Penalties",
            "Was the deal complete and had someone picked up his cards?",
        ),
        # sdacha-3.2.15
        QCoreApplication.translate("Penalties", "Other redeal cases"),
        QCoreApplication.translate(
            "Penalties",
            "A card face up in the deck during the deal or the cut, a short deck, or a deal "
            "without a cut or out of turn noticed before the end of the deal with nobody having "
            "looked: redeal, no penalty.",
        ),
        QCoreApplication.translate("Penalties", "What happened?"),
        # custom
        QCoreApplication.translate("Penalties", "Custom penalty"),
        QCoreApplication.translate(
            "Penalties",
            "An incident no published rule covers (a revoke, a lead out of turn, an exposed card, "
            "a call out of turn, a recording error, an outsider's advice…): the players agree on "
            "points written into a player's pool or mountain, or as whists on another player, with "
            "a free-text reason.",
        ),
        QCoreApplication.translate("Penalties", "Who writes the points?"),
        QCoreApplication.translate("Penalties", "Where?"),
        QCoreApplication.translate("Penalties", "How many points (whists)?"),
        QCoreApplication.translate("Penalties", "On whom are the whists written?"),
        QCoreApplication.translate("Penalties", "Reason"),
        # house-raspasy-dealer
        QCoreApplication.translate(
            "Penalties",
            "Dealer fined after a third consecutive raspasy (house rule)",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Some companies fine the dealer 'for unskilful dealing' after a third consecutive "
            "raspasy: up to 10 into his mountain. Runs against the spirit of Кодекс 3.4.10.",
        ),
        QCoreApplication.translate("Penalties", "Agreed fine"),
        # house-undercall
        QCoreApplication.translate(
            "Penalties",
            "Under-ordering scored as a failed game (house rule)",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Some tables score a game where the declarer took more tricks than he ordered as if "
            "the ordered game had failed (by one). Contradicts Кодекс 3.4.13, which the default "
            "follows.",
        ),
        QCoreApplication.translate("Penalties", "The contract as played"),
        # house-reorder
        QCoreApplication.translate("Penalties", "Re-ordering a contract for a fee (house rule)"),
        QCoreApplication.translate(
            "Penalties",
            "With three or more trumps the declarer plays what he ordered; friendly games "
            "sometimes allow re-ordering for an agreed fee into the mountain.",
        ),
        QCoreApplication.translate("Penalties", "Who is the declarer?"),
        QCoreApplication.translate("Penalties", "Agreed fee"),
        # house-multiplier
        QCoreApplication.translate("Penalties", "Bombs and blind play multipliers"),
        QCoreApplication.translate(
            "Penalties",
            "Bombs and blind play multiply game values; no source says whether penalties are "
            "multiplied. Pulka does not multiply penalties.",
        ),
        # house-wrong-discard
        QCoreApplication.translate(
            "Penalties",
            "Wrong discard of one card or three or more (house rule)",
        ),
        QCoreApplication.translate(
            "Penalties",
            "A wrong discard is fined one undertrick of the announced game; the game is played out "
            "and whists are written for the tricks actually taken. Conflicts with Кодекс 3.4.6, "
            "which the default follows.",
        ),
        QCoreApplication.translate("Penalties", "Level of the announced game"),
        # house-misdeal-twice
        QCoreApplication.translate("Penalties", "The same dealer misdeals twice (house rule)"),
        QCoreApplication.translate(
            "Penalties",
            "A dealer who misdeals twice writes one undertrick of a six into his mountain; redeal. "
            "Conflicts with Кодекс 3.2.13 (no penalty).",
        ),
        # kodeks-3.4.5
        QCoreApplication.translate(
            "Penalties",
            "The talon cannot be returned; bids cannot be changed",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Returning the talon and changing a bid during the bidding are not allowed.",
        ),
        QCoreApplication.translate("Penalties", "What was attempted?"),
        # kodeks-3.4.6
        QCoreApplication.translate(
            "Penalties",
            "Contract ordered holding more or fewer than ten cards",
        ),
        QCoreApplication.translate(
            "Penalties",
            "A player who ordered a contract holding more or fewer than ten cards (no discard, or "
            "three cards discarded) is penalised by a remiz of two on the announced game. If the "
            "defenders prove he would have gone down anyway with the right count (best discard, "
            "open optimal play), the two penalty tricks are added to those undertricks.",
        ),
        QCoreApplication.translate("Penalties", "The contract (tricks if it was played)"),
        QCoreApplication.translate(
            "Penalties",
            "Undertricks the defenders prove with the correct count",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Was the deal played out? (If whisted but stopped, give the tricks the defenders "
            "prove from the open cards.)",
        ),
        # kodeks-3.4.7
        QCoreApplication.translate("Penalties", "A correct order cannot be changed after a whist"),
        QCoreApplication.translate(
            "Penalties",
            "A contract ordered by the rules cannot be changed once at least one opponent has "
            "whisted, even when the declarer holds fewer than three cards of the trump suit.",
        ),
        QCoreApplication.translate("Penalties", "Has at least one opponent whisted?"),
        QCoreApplication.translate("Penalties", "Fewer than three trumps?"),
        # kodeks-3.4.8
        QCoreApplication.translate("Penalties", "Misspoken order"),
        QCoreApplication.translate(
            "Penalties",
            "A declarer who misspoke his order may correct it only without a pause. After a pause, "
            "if nobody whisted yet, he may correct only by ordering one level higher; after a "
            "whist the contract as spoken is played; an evident intent to correct (exclamations "
            "before the whist) allows the correction. Example: 6♠ corrected at once to 6♥.",
        ),
        QCoreApplication.translate("Penalties", "The contract as spoken"),
        QCoreApplication.translate("Penalties", "The contract he meant"),
        QCoreApplication.translate("Penalties", "When did the correction come?"),
        # kodeks-3.4.9
        QCoreApplication.translate(
            "Penalties",
            "Declarer looked at his discard after the first lead",
        ),
        QCoreApplication.translate(
            "Penalties",
            "The discard cannot be changed after the order, nor looked at after the first lead. A "
            "declarer who looks is penalised one trick: exactly made becomes down one, one "
            "overtrick cancels out, of several overtricks one is removed, and a remiz grows by "
            "one.",
        ),
        # kodeks-3.4.10
        QCoreApplication.translate(
            "Penalties",
            "Dealer fined when the talon is refused (house rule)",
        ),
        QCoreApplication.translate(
            "Penalties",
            "By agreement the dealer may be fined an agreed number of points into his mountain "
            "when the talon is refused. The Кодекс discourages it for serious play; off by default "
            "(option 'dealer_fine_on_talon_refusal' is the amount).",
        ),
        # kodeks-3.4.11
        QCoreApplication.translate("Penalties", "Consolation for tricks in the talon (house rule)"),
        QCoreApplication.translate(
            "Penalties",
            "By agreement the dealer writes consolation on the declarer for tricks given to him in "
            "the talon, as for tricks of the ordered game: an ace one trick, ace and king of a "
            "suit two, two aces three, a marriage one. Discouraged for serious play; off by "
            "default (option 'talon_whists').",
        ),
        QCoreApplication.translate("Penalties", "Level of the ordered game"),
        QCoreApplication.translate("Penalties", "What was in the talon?"),
        # kodeks-3.4.12
        QCoreApplication.translate(
            "Penalties",
            "Outsider's advice to change the trump or the level",
        ),
        QCoreApplication.translate(
            "Penalties",
            "An outsider's advice to change the trump suit, or to raise or lower the order, takes "
            "away the right to do either (see also Кодекс 3.9.20, text not available).",
        ),
        # kodeks-3.4.13
        QCoreApplication.translate("Penalties", "There is no under-ordering penalty"),
        QCoreApplication.translate(
            "Penalties",
            "The notion of under-ordering («недозаказ», «перезаклад») does not exist: taking more "
            "tricks than ordered is never punished (contrast house-undercall).",
        ),
        # kodeks-3.4.14
        QCoreApplication.translate("Penalties", "There is no contract called «преферанс»"),
        QCoreApplication.translate(
            "Penalties",
            "There is no contract called «преферанс». (3.5.1–3.5.2 in the same seed only define "
            "games on tricks and the trump hierarchy.)",
        ),
        # prikup-0
        QCoreApplication.translate("Penalties", "The dealer guards the talon"),
        QCoreApplication.translate(
            "Penalties",
            "The dealer is responsible for the talon: when he provoked a talon violation he "
            "receives the same penalty as the violator. Every other PRIKUP item has a 'dealer "
            "provoked' answer that adds this entry; this item writes it on its own when recorded "
            "separately.",
        ),
        QCoreApplication.translate("Penalties", "The violator's penalty"),
        # prikup-1.1
        QCoreApplication.translate("Penalties", "Dealer looked at the talon during the bidding"),
        QCoreApplication.translate(
            "Penalties",
            "The dealer looked at the talon while the bidding for it was in progress. He writes "
            "the current bid level's cost into his mountain; play continues normally.",
        ),
        QCoreApplication.translate("Penalties", "Current bid level"),
        # prikup-1.2
        QCoreApplication.translate("Penalties", "Dealer looked at the talon before the bidding"),
        QCoreApplication.translate(
            "Penalties",
            "The dealer looked at the talon before the bidding for it started. He writes the "
            "current raspasy level into his mountain.",
        ),
        # prikup-2
        QCoreApplication.translate(
            "Penalties",
            "A bidder looked at the talon before the bidding ended",
        ),
        QCoreApplication.translate(
            "Penalties",
            "A player taking part in the bidding looked at the talon before it ended. He writes "
            "the current bid level's cost into his mountain (the raspasy level if nothing was bid "
            "yet) and may not bid any more.",
        ),
        QCoreApplication.translate("Penalties", "Who committed the violation?"),
        QCoreApplication.translate("Penalties", "Had the bidding for the talon started?"),
        QCoreApplication.translate(
            "Penalties",
            "Did the dealer provoke it (PRIKUP-0: he then gets the same penalty)?",
        ),
        # prikup-3.1
        QCoreApplication.translate(
            "Penalties",
            "A bidder exposed the talon; the other bidder's bid was the last",
        ),
        QCoreApplication.translate(
            "Penalties",
            "A bidder exposed the talon before the bidding ended while the other bidder held the "
            "highest bid: the talon goes to the other bidder at his last bid. The text states no "
            "fine (option: also fine as PRIKUP-2).",
        ),
        QCoreApplication.translate("Penalties", "Who made the last bid?"),
        QCoreApplication.translate("Penalties", "Current bid level (for the optional fine)"),
        # prikup-3.2.1
        QCoreApplication.translate(
            "Penalties",
            "A bidder exposed the talon; the second bidder takes it",
        ),
        QCoreApplication.translate(
            "Penalties",
            "A bidder exposed the talon while the second bidder had not finished bidding; the "
            "second bidder takes the talon at the senior bid and orders a game. The violator "
            "writes half an undertrick of the last bid into his mountain; the compensation for a "
            "made game and the defenders' whists are written on him.",
        ),
        QCoreApplication.translate("Penalties", "Level of the last bid"),
        QCoreApplication.translate("Penalties", "The contract as played (pulka-game deal)"),
        # prikup-3.2.2
        QCoreApplication.translate("Penalties", "A bidder exposed the talon; it is given to him"),
        QCoreApplication.translate(
            "Penalties",
            "As PRIKUP-3.2.1, but the second bidder gives the talon to the violator, who plays. "
            "The deal is scored normally and the violator writes half an undertrick of the last "
            "bid into his mountain.",
        ),
        # prikup-3.3
        QCoreApplication.translate(
            "Penalties",
            "An impossible bid together with exposing the talon",
        ),
        QCoreApplication.translate(
            "Penalties",
            "A player made an impossible bid (e.g. repeating the previous bid) and exposed the "
            "talon: the previous, legal bidder takes the talon. No fine is stated (option: also "
            "fine as PRIKUP-2).",
        ),
        QCoreApplication.translate("Penalties", "Who made the previous legal bid?"),
        # prikup-4
        QCoreApplication.translate(
            "Penalties",
            "Talon exposed while two or three players were still bidding",
        ),
        QCoreApplication.translate(
            "Penalties",
            "The talon was exposed while two or three players had not finished bidding. The "
            "violator writes one undertrick of the last bid (of the minimum bid if nobody bid); "
            "hands are not shown, bidding continues with the talon open, whisting as usual. A made "
            "contract's compensation is written on the violator as whists; a failed one is scored "
            "normally; the raspasy streak ends.",
        ),
        QCoreApplication.translate("Penalties", "The deal as played (pulka-game deal or raspasy)"),
        # prikup-5
        QCoreApplication.translate(
            "Penalties",
            "Talon exposed after two passes, before the third call",
        ),
        QCoreApplication.translate(
            "Penalties",
            "After two passes someone other than the third player exposed the talon. He writes "
            "three tricks at the raspasy level (two for one card); the third player calls seeing "
            "the card(s); the deal is scored normally and a made contract's compensation (10 … 50 "
            "whists) is written on the violator.",
        ),
        QCoreApplication.translate("Penalties", "How many talon cards were exposed?"),
        # prikup-6.1
        QCoreApplication.translate("Penalties", "Third player silently turns one talon card"),
        QCoreApplication.translate(
            "Penalties",
            "After two passes the third player silently turned one talon card: he is deemed to "
            "have passed, raspasy is played, and he writes one trick at the raspasy level.",
        ),
        QCoreApplication.translate("Penalties", "The third player to call (after two passes)"),
        # prikup-6.2
        QCoreApplication.translate("Penalties", "Third player silently turns both talon cards"),
        QCoreApplication.translate(
            "Penalties",
            "After two passes the third player silently turned both talon cards: he is deemed to "
            "have made the minimum bid and must order at least the minimum contract; he writes one "
            "trick at the raspasy level.",
        ),
        # prikup-7
        QCoreApplication.translate("Penalties", "A player took the talon into his hand"),
        QCoreApplication.translate(
            "Penalties",
            "A player accidentally took the talon during or after the deal. He writes two tricks "
            "at the level current when the missing talon is noticed (raspasy level before the "
            "bidding, bid level during it: 4, 8, 12, 16 or 20). The twelve cards are shuffled and "
            "the dealer draws two blind as the new talon; if he took the cards from the table he "
            "must pass.",
        ),
        QCoreApplication.translate("Penalties", "Did he pick the twelve cards up from the table?"),
        # prikup-7.2
        QCoreApplication.translate("Penalties", "Talon taken by accident: redeal by agreement"),
        QCoreApplication.translate(
            "Penalties",
            "Instead of the remedy of PRIKUP-7, the two players holding ten cards may agree to a "
            "redeal before the talon bidding starts; the violator is then not fined.",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Do both players with ten cards agree to a redeal?",
        ),
        # prikup-8.1
        QCoreApplication.translate(
            "Penalties",
            "Someone other than the bidding's winner opened the talon",
        ),
        QCoreApplication.translate(
            "Penalties",
            "After the bidding the talon is opened by its winner. Another player who opened it "
            "writes 2 into his mountain (first offence in this pool).",
        ),
        QCoreApplication.translate("Penalties", "Who won the bidding?"),
        QCoreApplication.translate(
            "Penalties",
            "How many times this player already did it in this pool",
        ),
        # prikup-8.1r
        QCoreApplication.translate(
            "Penalties",
            "Opening the winner's talon again in the same pool",
        ),
        QCoreApplication.translate(
            "Penalties",
            "The same player opened the winner's talon again in this pool: he writes half the loss "
            "of the contract at the level reached when the bidding ended.",
        ),
        QCoreApplication.translate("Penalties", "Level reached when the bidding ended"),
        # prikup-8.2
        QCoreApplication.translate(
            "Penalties",
            "Talon opened by another player after a misère was ordered (dealer may share)",
        ),
        QCoreApplication.translate(
            "Penalties",
            "House rule of four-handed games where the dealer may be invited to share a misère: "
            "the violator and the declarer write the misère's loss in equal halves. Needs the "
            "option 'penalty_dealer_share_misere'.",
        ),
        QCoreApplication.translate("Penalties", "The misère as played (pulka-game deal)"),
        # prikup-9.1
        QCoreApplication.translate(
            "Penalties",
            "A player peeked at the talon; a contract is ordered",
        ),
        QCoreApplication.translate(
            "Penalties",
            "A player holding cards looked at one or two talon cards. He loses the right to bid "
            "(compulsory pass) and writes one or two tricks at the raspasy level.",
        ),
        QCoreApplication.translate("Penalties", "How many talon cards did he see?"),
        QCoreApplication.translate("Penalties", "Current bid level (option 'bid' of A11)"),
        # prikup-9.2
        QCoreApplication.translate(
            "Penalties",
            "A player peeked at the talon on raspasy: both or the bottom card",
        ),
        QCoreApplication.translate(
            "Penalties",
            "On raspasy a player looked at both talon cards, or at the bottom one: he must pass "
            "and writes three tricks at the raspasy level.",
        ),
        QCoreApplication.translate("Penalties", "Which talon cards did he see?"),
        # prikup-9.3
        QCoreApplication.translate("Penalties", "A player peeked at the top talon card on raspasy"),
        QCoreApplication.translate(
            "Penalties",
            "On raspasy a player looked at the first (top) talon card only: he must pass and "
            "writes one trick at the raspasy level.",
        ),
        # procedure-defective-trick
        QCoreApplication.translate("Penalties", "A wrongly won or incomplete trick"),
        QCoreApplication.translate(
            "Penalties",
            "A wrongly won trick cannot be corrected once a player of each side has played to the "
            "next trick. Before that, a player who failed to play must complete the trick with a "
            "card he could legally play. Record the tricks as finally agreed.",
        ),
        QCoreApplication.translate("Penalties", "Has each side already played to the next trick?"),
        # procedure-multiple-cards
        QCoreApplication.translate("Penalties", "Several cards played to one trick"),
        QCoreApplication.translate(
            "Penalties",
            "A player who played several cards to one trick takes no part in the remaining tricks; "
            "if he wins a trick with his last card, the lead passes to the player on his right. "
            "Record the resulting trick counts.",
        ),
        QCoreApplication.translate("Penalties", "Who played several cards?"),
        # procedure-claim
        QCoreApplication.translate("Penalties", "Declarer's claim or concession"),
        QCoreApplication.translate(
            "Penalties",
            "A declarer who claims or concedes tricks must table his cards and state his line at "
            "once. If a defender objects, play continues and must bear the claim out; without a "
            "stated line he may not take a finesse-like gamble on where a card lies. Record the "
            "tricks as decided.",
        ),
        QCoreApplication.translate("Penalties", "Did a defender object?"),
        # procedure-defender-claim
        QCoreApplication.translate("Penalties", "A defender's claim or concession"),
        QCoreApplication.translate(
            "Penalties",
            "A defender may show his cards to the declarer only, never to his partner; cards shown "
            "to the partner may be treated by the declarer as penalty cards. After play ends, "
            "showing them is allowed.",
        ),
        QCoreApplication.translate("Penalties", "Were cards shown to the partner?"),
        QCoreApplication.translate("Penalties", "Had play ended?"),
        # procedure-score-correction
        QCoreApplication.translate("Penalties", "A proven scoring error"),
        QCoreApplication.translate(
            "Penalties",
            "A proven scoring error may be corrected until the pool is settled, with the "
            "majority's consent (bridge's part-score and game exceptions do not apply). In Pulka a "
            "correction is an edit or undo of the recorded event.",
        ),
        QCoreApplication.translate("Penalties", "Has the pool already been settled?"),
        QCoreApplication.translate("Penalties", "Does the majority agree?"),
        # procedure-imperfect-deck
        QCoreApplication.translate(
            "Penalties",
            "A defective deck discovered after the cards were mixed",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Discovering a defect in the deck after the cards were mixed does not affect the "
            "scores made with that deck.",
        ),
        # zakaz-1.1
        QCoreApplication.translate(
            "Penalties",
            "Contract ordered below the bidding level, found during play",
        ),
        QCoreApplication.translate(
            "Penalties",
            "A contract lower than the level reached in the bidding was ordered and the error was "
            "found after play began (everyone called and the first trick was played). The declarer "
            "writes three undertricks at the level reached; the contract is played out; if made it "
            "is not written to the pool; whists and mountain are written.",
        ),
        QCoreApplication.translate("Penalties", "Level reached in the bidding"),
        # zakaz-1.2
        QCoreApplication.translate(
            "Penalties",
            "Contract below the bidding level, found after the cards were mixed",
        ),
        QCoreApplication.translate(
            "Penalties",
            "The illegal contract was discovered only after the cards were mixed: the result of "
            "the real play is recorded (as an ordinary deal).",
        ),
        # zakaz-2.1
        QCoreApplication.translate("Penalties", "Mistaken order corrected before the next call"),
        QCoreApplication.translate(
            "Penalties",
            "A mistaken order may be changed or withdrawn freely before the next player's call.",
        ),
        # zakaz-2.2
        QCoreApplication.translate("Penalties", "Change requested after the contract was whisted"),
        QCoreApplication.translate(
            "Penalties",
            "Once a defender has said «вист» or «пас» the order cannot be changed.",
        ),
        QCoreApplication.translate("Penalties", "Has «вист» or «пас» already been said?"),
        # zakaz-2.3
        QCoreApplication.translate(
            "Penalties",
            "Mistaken order changed before play to a much longer suit",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Before the cards are opened the declarer may change a mistaken order if he holds a "
            "suit at least two cards longer than the one named. The discard stays; he writes half "
            "an undertrick of the mistaken contract into his mountain.",
        ),
        QCoreApplication.translate("Penalties", "The mistaken contract"),
        QCoreApplication.translate("Penalties", "Were the cards already opened?"),
        QCoreApplication.translate("Penalties", "How many cards longer is the new suit?"),
        # zakaz-2.4
        QCoreApplication.translate(
            "Penalties",
            "Mistaken order changed after play began, with consent",
        ),
        QCoreApplication.translate(
            "Penalties",
            "After play began a mistaken order may be changed only with every player's consent; "
            "the declarer writes half an undertrick of the mistaken contract into his mountain.",
        ),
        QCoreApplication.translate("Penalties", "Do all players consent?"),
        # zakaz-3.1
        QCoreApplication.translate(
            "Penalties",
            "Misère ordered after bidding, cards already opened",
        ),
        QCoreApplication.translate(
            "Penalties",
            "A player who had already bid ordered a misère and the cards were opened. He writes "
            "four tricks at the level reached plus the tricks he takes on the misère (scored as on "
            "a failed misère); a successful misère is not written.",
        ),
        QCoreApplication.translate("Penalties", "The misère as played"),
        # zakaz-3.2
        QCoreApplication.translate("Penalties", "Misère ordered after bidding, cards not opened"),
        QCoreApplication.translate(
            "Penalties",
            "The cards were not opened: the player must make a legal order and writes 20 into his "
            "mountain.",
        ),
        # zakaz-4
        QCoreApplication.translate(
            "Penalties",
            "Another contract ordered after misère was announced",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Ordering another contract after announcing misère is an attempted deceit: the player "
            "writes two undertricks of the contract he named, and the misère is played with the "
            "same discard.",
        ),
        QCoreApplication.translate("Penalties", "The contract he named"),
        # zakaz-5.1
        QCoreApplication.translate(
            "Penalties",
            "A six ordered right after raspasy, found during play",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Where the club minimum after raspasy is seven, a six ordered right after raspasy "
            "found after play began is played out; if made it is not written to the pool; whists "
            "and mountain are written; the raspasy streak is kept. No mountain fine is stated.",
        ),
        QCoreApplication.translate("Penalties", "The six as played"),
        # zakaz-5.2
        QCoreApplication.translate(
            "Penalties",
            "A six ordered right after raspasy, found after the cards were mixed",
        ),
        QCoreApplication.translate(
            "Penalties",
            "Found only after the cards were mixed: the real result stands and the raspasy streak "
            "is over.",
        ),
        # zakaz-6
        QCoreApplication.translate("Penalties", "Declarer pressed into a dearer contract"),
        QCoreApplication.translate(
            "Penalties",
            "A declarer who ordered a legal contract was pressed into a dearer one: he writes "
            "compensation for the possible loss on the dearer contract (at least one undertrick's "
            "worth) as whists on the players who demanded the raise.",
        ),
        QCoreApplication.translate("Penalties", "Who demanded the raise?"),
        QCoreApplication.translate("Penalties", "The dearer contract"),
        QCoreApplication.translate("Penalties", "Agreed compensation in whists"),
        # zakaz-7
        QCoreApplication.translate("Penalties", "Unresolvable dispute about the trump suit"),
        QCoreApplication.translate(
            "Penalties",
            "When declarer and defenders dispute the trump suit and it cannot be confirmed, they "
            "agree either to draw lots for the suit (7.1) or to record the mean of the results "
            "with one and the other trump (7.2).",
        ),
        QCoreApplication.translate("Penalties", "How was it settled?"),
        QCoreApplication.translate("Penalties", "The deal with the drawn (or first) trump"),
        QCoreApplication.translate("Penalties", "The deal with the other trump"),
    )
