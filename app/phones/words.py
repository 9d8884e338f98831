"""The phones' pages in the phone's language: every text marked for translation (context
``Phones``, docs/texts.md) and read, Qt-free, from the interface's ``.qm`` (as the command
line does, ADR 0008); the sheet's entries in the desktop's words (context ``Codes``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from app.engine.entries import Entry
from app.engine.model import Column, Contract
from app.engine.numbers import sheet_number
from app.texts import QT_TRANSLATE_NOOP

CONTEXT = "Phones"
LANGUAGES = ("ru", "en")
Lookup = Callable[[str, str], str]

WORDS: dict[str, str] = {
    "product": QT_TRANSLATE_NOOP("Phones", "Pulka"),
    "table": QT_TRANSLATE_NOOP("Phones", "Table {number}"),
    "round": QT_TRANSLATE_NOOP("Phones", "Round {number}"),
    "standings": QT_TRANSLATE_NOOP("Phones", "Standings"),
    "place": QT_TRANSLATE_NOOP("Phones", "Place"),
    "player": QT_TRANSLATE_NOOP("Phones", "Player"),
    "points": QT_TRANSLATE_NOOP("Phones", "Points"),
    "whists": QT_TRANSLATE_NOOP("Phones", "Whists"),
    "pool": QT_TRANSLATE_NOOP("Phones", "Pool"),
    "mountain": QT_TRANSLATE_NOOP("Phones", "Mountain"),
    "whists_on_them": QT_TRANSLATE_NOOP("Phones", "Whists on the others"),
    "sheet_label": QT_TRANSLATE_NOOP("Phones", "The table's sheet"),
    "result": QT_TRANSLATE_NOOP("Phones", "Result"),
    "next_deal": QT_TRANSLATE_NOOP("Phones", "Deal {number}, {dealer} deals"),
    "deals_played": QT_TRANSLATE_NOOP("Phones", "Deals played: {count}"),
    "pool_closed": QT_TRANSLATE_NOOP(
        "Phones",
        "The pool is closed: the game is over. Entry has stopped; the organiser settles up.",
    ),
    "game_finished": QT_TRANSLATE_NOOP("Phones", "The game is finished. Entry has stopped."),
    "round_over": QT_TRANSLATE_NOOP(
        "Phones", "This round is over. Entry has stopped; take the new round's card."
    ),
    "not_started": QT_TRANSLATE_NOOP("Phones", "The round has not started yet."),
    "sits_out": QT_TRANSLATE_NOOP("Phones", "Sitting out: {names}"),
    "no_round": QT_TRANSLATE_NOOP("Phones", "No round has started yet."),
    "published": QT_TRANSLATE_NOOP("Phones", "Written by Pulka on {when}."),
    "round_sheet": QT_TRANSLATE_NOOP("Phones", "Round sheet"),
    "seat": QT_TRANSLATE_NOOP("Phones", "Seat"),
    "deals": QT_TRANSLATE_NOOP("Phones", "Deals"),
    "over": QT_TRANSLATE_NOOP("Phones", "{count}, over"),
    # The deal form.
    "enter_deal": QT_TRANSLATE_NOOP("Phones", "Enter a deal"),
    "contract": QT_TRANSLATE_NOOP("Phones", "Contract"),
    "contract_hint": QT_TRANSLATE_NOOP("Phones", "7♠, 6NT, misère, raspasy"),
    "misere": QT_TRANSLATE_NOOP("Phones", "misère"),
    "raspasy": QT_TRANSLATE_NOOP("Phones", "raspasy"),
    "declarer": QT_TRANSLATE_NOOP("Phones", "Declarer"),
    "calls": QT_TRANSLATE_NOOP("Phones", "Defenders"),
    "pass": QT_TRANSLATE_NOOP("Phones", "pass"),
    "whist": QT_TRANSLATE_NOOP("Phones", "whist"),
    "half": QT_TRANSLATE_NOOP("Phones", "half-whist"),
    "tricks": QT_TRANSLATE_NOOP("Phones", "Tricks"),
    "tricks_of": QT_TRANSLATE_NOOP("Phones", "Tricks of {player}"),
    "fewer": QT_TRANSLATE_NOOP("Phones", "one trick fewer for {player}"),
    "more": QT_TRANSLATE_NOOP("Phones", "one trick more for {player}"),
    "nothing_written": QT_TRANSLATE_NOOP("Phones", "Nothing is written."),
    "record": QT_TRANSLATE_NOOP("Phones", "Write the deal"),
    "recorded": QT_TRANSLATE_NOOP("Phones", "Deal {number} is written."),
    "undo": QT_TRANSLATE_NOOP("Phones", "Undo the last deal"),
    "undo_question": QT_TRANSLATE_NOOP("Phones", "Undo {what}?"),
    "undone": QT_TRANSLATE_NOOP("Phones", "Undone: {what}."),
    "yes_undo": QT_TRANSLATE_NOOP("Phones", "Yes, undo"),
    "cancel": QT_TRANSLATE_NOOP("Phones", "Cancel"),
    "nothing_to_undo": QT_TRANSLATE_NOOP("Phones", "There is nothing to undo."),
    "call": QT_TRANSLATE_NOOP("Phones", "Call the organiser"),
    "called": QT_TRANSLATE_NOOP("Phones", "The organiser has been called."),
    "stale": QT_TRANSLATE_NOOP(
        "Phones",
        "Someone else wrote first: the fresh sheet is shown. Check it, then enter the deal again.",
    ),
    "already_written": QT_TRANSLATE_NOOP("Phones", "This deal was already written."),
    "deal_label": QT_TRANSLATE_NOOP("Phones", "deal {number} ({declarer} {contract})"),
    "raspasy_label": QT_TRANSLATE_NOOP("Phones", "deal {number} (raspasy)"),
    "last_action": QT_TRANSLATE_NOOP("Phones", "the last entry"),
    # The link and the page.
    "connected": QT_TRANSLATE_NOOP("Phones", "Connected"),
    "lost": QT_TRANSLATE_NOOP(
        "Phones", "No connection to Pulka: reconnecting by itself. Nothing written is lost."
    ),
    "sending": QT_TRANSLATE_NOOP("Phones", "Sending…"),
    "resending": QT_TRANSLATE_NOOP(
        "Phones", "No answer: sending the same deal again (it is never written twice)."
    ),
    "language_label": QT_TRANSLATE_NOOP("Phones", "Switch the language"),
    # Refusals: a clear page or line, in the phone's language.
    "bad_token": QT_TRANSLATE_NOOP(
        "Phones", "This card is not valid (or no longer): ask the organiser for a new one."
    ),
    "no_token": QT_TRANSLATE_NOOP("Phones", "Scan your table's card with the phone's camera."),
    "too_many": QT_TRANSLATE_NOOP(
        "Phones", "Too many wrong cards from this phone: wait a minute, then try again."
    ),
    "bad_request": QT_TRANSLATE_NOOP(
        "Phones", "The request could not be read; nothing was written."
    ),
    "too_large": QT_TRANSLATE_NOOP("Phones", "The request is too large; nothing was written."),
    "not_found": QT_TRANSLATE_NOOP("Phones", "There is no such page."),
    "failed": QT_TRANSLATE_NOOP("Phones", "Pulka could not do it; nothing was written. ({detail})"),
    "unavailable": QT_TRANSLATE_NOOP(
        "Phones", "Pulka cannot reach the games now; nothing was written. Try again in a moment."
    ),
    "contract_missing": QT_TRANSLATE_NOOP("Phones", "Type the contract or tap one."),
    "contract_unknown": QT_TRANSLATE_NOOP("Phones", "“{contract}” is not a contract."),
    "declarer_missing": QT_TRANSLATE_NOOP("Phones", "Tap the declarer."),
    "index_text": QT_TRANSLATE_NOOP(
        "Phones",
        "This is Pulka at the club. Scan your table's card to enter deals, or the room's card "
        "to watch the standings.",
    ),
}
"""Every text of the pages, by key."""

ENTRY_WORDS = {
    Column.WHISTS: QT_TRANSLATE_NOOP("Codes", "{player}: whists on {on} {amount}"),
    Column.POOL: QT_TRANSLATE_NOOP("Codes", "{player}: pool {amount}"),
    Column.MOUNTAIN: QT_TRANSLATE_NOOP("Codes", "{player}: mountain {amount}"),
}
"""The desktop's «Будет записано» lines (ui/i18n.py ``entry_text``), the same source texts."""

RULE_WORDS = {
    "game_made": QT_TRANSLATE_NOOP("Codes", "game made"),
    "game_unplayed": QT_TRANSLATE_NOOP("Codes", "game counted as made, not played"),
    "half_whist": QT_TRANSLATE_NOOP("Codes", "half-whist"),
    "whists_for_tricks": QT_TRANSLATE_NOOP("Codes", "whists for tricks"),
    "remiz": QT_TRANSLATE_NOOP("Codes", "failed contract, remiz"),
    "consolation": QT_TRANSLATE_NOOP("Codes", "consolation"),
    "whist_shortfall": QT_TRANSLATE_NOOP("Codes", "whisters' shortfall"),
    "misere_made": QT_TRANSLATE_NOOP("Codes", "misère made"),
    "misere_failed": QT_TRANSLATE_NOOP("Codes", "misère failed"),
    "raspasy_tricks": QT_TRANSLATE_NOOP("Codes", "tricks on raspasy"),
    "raspasy_zero_bonus": QT_TRANSLATE_NOOP("Codes", "no trick on raspasy"),
    "raspasy_rostov_whists": QT_TRANSLATE_NOOP("Codes", "Rostov raspasy whists"),
    "raspasy_resting_dealer": QT_TRANSLATE_NOOP("Codes", "resting dealer on raspasy"),
    "talon_whists": QT_TRANSLATE_NOOP("Codes", "talon whists"),
    "help_pool": QT_TRANSLATE_NOOP("Codes", "help from a closed pool"),
    "help_whists": QT_TRANSLATE_NOOP("Codes", "whists for help"),
    "overflow_remainder": QT_TRANSLATE_NOOP("Codes", "pool overflow"),
    "mountain_first": QT_TRANSLATE_NOOP("Codes", "mountain first"),
    "manual": QT_TRANSLATE_NOOP("Codes", "manual entry"),
}
"""Why an entry is written, as the desktop's preview says it (ui/i18n.py ``rule_text``)."""
NT = QT_TRANSLATE_NOOP("Codes", "NT")
SHARED = {"will_be_written": ("CommitForm", "Will be written")}
"""Texts the pages share with the desktop, marked once where the desktop defines them (the
deal dialog's box, ui/widgets/commit_form.py): looked up here in that context, not marked
again, so one English text keeps one Russian wording (tests/ui/test_one_translation.py)."""

_catalogs: dict[str, Any] = {}


def lookup_for(lang: str) -> Lookup:
    """``translate(context, source)`` in ``lang``: the ``.qm``'s text, or the English source."""
    if lang != "ru":
        return lambda _context, source: source
    if lang not in _catalogs:
        catalog = None
        try:
            from app.cli.qm import Catalog, QmError
            from app.services.resources import ensure_qm

            qm = ensure_qm(lang)
            catalog = None if qm is None else Catalog.load(qm)
        except (OSError, QmError):
            catalog = None
        _catalogs[lang] = catalog
    catalog = _catalogs[lang]
    if catalog is None:
        return lambda _context, source: source
    return lambda context, source: catalog.translate(context, source) or source


def choose_language(asked: str | None, accept_language: str) -> str:
    """``ru`` or ``en``: the language the page asked for, else the phone's first language
    (``Accept-Language``) that Pulka speaks, else English."""
    if asked in LANGUAGES:
        return asked
    for part in accept_language.split(",")[:12]:
        tag = part.split(";")[0].strip().lower()
        if tag.startswith("ru"):
            return "ru"
        if tag.startswith("en"):
            return "en"
    return "en"


class Words:
    """The pages' words in one language."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else "en"
        self._lookup = lookup_for(self.lang)

    def __call__(self, key: str, **params: Any) -> str:
        context, source = SHARED.get(key) or (CONTEXT, WORDS[key])
        text = self._lookup(context, source)
        return text.format(**params) if params else text

    def all(self) -> dict[str, str]:
        """Every text with its placeholders, for the page's script."""
        return {key: self(key) for key in (*WORDS, *SHARED)}

    def entry(self, entry: Entry) -> str:
        """One line of «Будет записано»: “Boris: whists on Anna +12 (whists for tricks)”."""
        text = self._lookup("Codes", ENTRY_WORDS[entry.column])
        amount = sheet_number(entry.amount, signed=True)
        rule = RULE_WORDS.get(entry.rule)
        why = self._lookup("Codes", rule) if rule is not None else entry.rule
        return text.format(player=entry.player, on=entry.on, amount=amount) + f" ({why})"

    def contract(self, contract: Contract | None) -> str:
        """7♥, 6БК / 6NT, мизер / misère — as the desktop writes a contract."""
        if contract is None:
            return ""
        if contract.is_misere:
            return self("misere")
        if contract.suit is not None and contract.suit.value == "nt":
            return f"{contract.level}{self._lookup('Codes', NT)}"
        return str(contract)

    def coded(self, code: str, params: Mapping[str, Any]) -> str:
        """An engine's or service's refusal in words (the command line's tables)."""
        from app.cli.errors import describe
        from app.engine.errors import CodedError

        return describe(CodedError(code, **dict(params)), self._lookup)
