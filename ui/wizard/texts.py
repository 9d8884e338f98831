"""The wizard's words: rule titles, descriptions, questions, choices, consequences and refusals.

The penalty engine speaks English and in codes. A rule's title, description and questions are
marked where the rule is defined (``QT_TRANSLATE_NOOP("Penalties", …)``, :mod:`app.texts`) and
translated here at run time through :func:`tr`; a test checks that every catalogue string is
marked, and ``make ts`` carries them into the ``.ts`` files.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QTranslator

from app.services.penalty_catalogue import (
    PENALTY_MESSAGES,
    SECTION_BY_ID,
    FactSpec,
    PenaltyRule,
    book_reference,
)
from app.services.resources import ensure_qm
from ui import i18n

CONTEXT = "Penalties"


def tr(text: str) -> str:
    """Run-time lookup of a string marked in this module."""
    return QCoreApplication.translate(CONTEXT, text)


def section_title(section: str) -> str:
    """A catalogue section's title (app/penalties/sections.py), or its id if unknown."""
    known = SECTION_BY_ID.get(section)
    return tr(known.title) if known is not None else section


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


def citation_text(rule: PenaltyRule) -> str:
    """Where the rule is stated, as a book reference: «Клубный свод „Прикуп“, п. 1.2»,
    «Кодекс преферанса, 3.4.9» (the rule id and the source's address are for the tooltip). The
    books, headings and how they are put together are app/penalties/sources.py's."""
    return book_reference(rule.citation, rule.section, rule.id, tr)


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
    # The texts live with the penalty engine (app/penalties/messages.py), marked for lupdate.
    source = PENALTY_MESSAGES.get(code)
    text = tr(source) if source is not None else None
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
    """Another rule named in a refusal, quoted as the language quotes: “its title” in English,
    «название» in Russian (the id only if it is unknown)."""
    from app.services.penalty_catalogue import CATALOGUE

    rule = CATALOGUE.get(rule_id)
    if rule is None:
        return rule_id
    return QCoreApplication.translate("Penalties", "“{title}”").format(title=rule_title(rule))


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
        qm = ensure_qm(lang)
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
        SECTION_BY_ID[rule.section].search_words if rule.section in SECTION_BY_ID else "",
        RULE_WORDS.get(rule.id, ""),
    ]
    russian = _translator("ru")
    if russian is not None:
        for text in (rule.title, rule.description):
            words.append(russian.translate(CONTEXT, text) or "")
    return words
