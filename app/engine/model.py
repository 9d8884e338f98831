"""Value types of the game: suits, contracts, whist calls and sheet columns."""

from __future__ import annotations

import enum
from fractions import Fraction

from app.engine.errors import InvalidDeal
from app.engine.value import value


class Suit(enum.Enum):
    """Trump suits in their bidding order, lowest first; ``NO_TRUMP`` ranks above all."""

    # Members are singletons: hashed by identity in C, not by name in Python (Enum's own
    # __hash__ is a Python function, called for every cell key the fold writes).
    __hash__ = object.__hash__

    SPADES = "s"
    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    NO_TRUMP = "nt"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]


_SUIT_SYMBOLS = {
    Suit.SPADES: "♠",
    Suit.CLUBS: "♣",
    Suit.DIAMONDS: "♦",
    Suit.HEARTS: "♥",
    Suit.NO_TRUMP: "NT",
}

# ``suit.value`` without the enum's property lookup: the history labels every deal with its code.
_SUIT_CODES = {suit: suit.value for suit in Suit}

# Every spelling players type for a suit: Latin letters, Russian names and symbols.
_SUIT_ALIASES: dict[str, Suit] = {
    "s": Suit.SPADES,
    "♠": Suit.SPADES,
    "п": Suit.SPADES,
    "пик": Suit.SPADES,
    "пики": Suit.SPADES,
    "spades": Suit.SPADES,
    "c": Suit.CLUBS,
    "♣": Suit.CLUBS,
    "т": Suit.CLUBS,
    "треф": Suit.CLUBS,
    "трефы": Suit.CLUBS,
    # «Крести» is the other common Russian name of clubs («шесть крестей»).
    "к": Suit.CLUBS,
    "кр": Suit.CLUBS,
    "крести": Suit.CLUBS,
    "clubs": Suit.CLUBS,
    "d": Suit.DIAMONDS,
    "♦": Suit.DIAMONDS,
    "б": Suit.DIAMONDS,
    "бубен": Suit.DIAMONDS,
    "бубны": Suit.DIAMONDS,
    "diamonds": Suit.DIAMONDS,
    "h": Suit.HEARTS,
    "♥": Suit.HEARTS,
    "ч": Suit.HEARTS,
    "черв": Suit.HEARTS,
    "черви": Suit.HEARTS,
    "hearts": Suit.HEARTS,
    "nt": Suit.NO_TRUMP,
    "бк": Suit.NO_TRUMP,
    "notrump": Suit.NO_TRUMP,
    "n": Suit.NO_TRUMP,
    "бескозырка": Suit.NO_TRUMP,
    "без козыря": Suit.NO_TRUMP,
}
MISERE_WORDS = frozenset({"misere", "misère", "мизер", "м", "mis", "m"})
"""Every spelling of misère that players type (lower case)."""


RASPASY_WORDS = frozenset(
    {"распасы", "распас", "raspasy", "raspas", "all pass", "passout", "r", "р"}
)
"""Every spelling of an all-pass deal that players type (lower case)."""


def parse_deal_kind(text: str) -> Contract | str | None:
    """What a deal is, as typed in the deal dialog's contract box or on a phone: ``"raspasy"``
    for an all-pass deal, a :class:`Contract` (``7h``, ``7п``, ``6бк``, ``мизер``), or ``None``
    when it is not understood (or nothing was typed)."""
    cleaned = " ".join(str(text).strip().lower().split())
    if not cleaned:
        return None
    if cleaned in RASPASY_WORDS:
        return "raspasy"
    try:
        return Contract.parse(cleaned)
    except InvalidDeal:
        return None


def bid_rank(level: int | None) -> Fraction:
    """Height of a bid level in the bidding, exact: misère (None) ranks 8½ (A.1)."""
    rank = _BID_RANKS.get(level)
    if rank is None:
        return Fraction(17, 2) if level is None else Fraction(level)
    return rank


_PARSED_CONTRACTS: dict[str, Contract] = {}
"""Contracts already read, by the text they were read from (a contract is a value)."""

_BID_RANKS: dict[int | None, Fraction] = {
    None: Fraction(17, 2),
    **{level: Fraction(level) for level in range(6, 11)},
}
"""The ranks of the levels there are, made once (the fold asks on every deal)."""


@value(order=True)
class Contract:
    """An ordered game: ``level`` 6–10 with a trump suit, or misère (``level`` is None).

    Scoring-conventions §1: c is 6, 7, 8, 9, 10 or misère.
    """

    level: int | None
    suit: Suit | None = None

    def __post_init__(self) -> None:
        if self.level is None:
            if self.suit is not None:
                raise InvalidDeal("contract_invalid", contract="misere+suit")
        elif not 6 <= self.level <= 10 or self.suit is None:
            raise InvalidDeal("contract_invalid", contract=f"{self.level}{self.suit}")

    @classmethod
    def misere(cls) -> Contract:
        return cls(None, None)

    @property
    def is_misere(self) -> bool:
        return self.level is None

    @property
    def code(self) -> str:
        """The contract code of the pulka-game format: ``6s`` … ``10nt``, ``misere``."""
        if self.level is None or self.suit is None:
            return "misere"
        return f"{self.level}{_SUIT_CODES[self.suit]}"

    @property
    def bid_rank(self) -> Fraction:
        """Height in the bidding: misère ranks between 8 and 9 (scoring-conventions A.1)."""
        return bid_rank(self.level)

    def __str__(self) -> str:
        """Notation for logs and the command line (``7♥``, ``6NT``, ``misère``); the UI words
        contracts in the user's language itself."""
        if self.level is None or self.suit is None:
            return "misère"
        return f"{self.level}{self.suit.symbol}"

    @classmethod
    def parse(cls, text: str) -> Contract:
        """Read a contract as typed: ``7h``, ``7ч``, ``7♥``, ``6nt``, ``10бк``, ``мизер``."""
        if cls is Contract and type(text) is str:
            known = _PARSED_CONTRACTS.get(text)  # every stored deal names one of a few dozen
            if known is None:
                known = cls._parse(text)
                if len(_PARSED_CONTRACTS) < 1024:
                    _PARSED_CONTRACTS[text] = known
            return known
        return cls._parse(text)

    @classmethod
    def _parse(cls, text: str) -> Contract:
        cleaned = " ".join(str(text).strip().lower().split())
        if cleaned in MISERE_WORDS:
            return cls.misere()
        digits = ""
        rest = cleaned
        # ASCII digits only ("⁷".isdigit() is true but int() refuses it), and at most two.
        while rest and rest[0] in "0123456789" and len(digits) < 3:
            digits, rest = digits + rest[0], rest[1:]
        rest = rest.strip()
        if not digits or len(digits) > 2 or rest not in _SUIT_ALIASES:
            raise InvalidDeal("contract_unknown", contract=text)
        level = int(digits)
        if not 6 <= level <= 10:
            raise InvalidDeal("contract_unknown", contract=text)
        return cls(level, _SUIT_ALIASES[rest])


class Call(enum.Enum):
    """A defender's answer to the contract (scoring-conventions A.3, A.10)."""

    # Members are singletons: hashed by identity in C, not by name in Python (Enum's own
    # __hash__ is a Python function, called for every cell key the fold writes).
    __hash__ = object.__hash__

    WHIST = "whist"
    PASS = "pass"
    HALF = "half"

    @classmethod
    def parse(cls, text: str) -> Call:
        found = _CALL_BY_TEXT.get(text) if type(text) is str else None
        if found is not None:  # the stored form (``whist``, ``pass``, ``half``)
            return found
        key = str(text).strip().lower()
        for call, aliases in _CALL_ALIASES.items():
            if key in aliases:
                return call
        raise InvalidDeal("call_unknown", call=text)


_CALL_ALIASES = {
    Call.WHIST: {"whist", "w", "вист", "в"},
    Call.PASS: {"pass", "p", "пас", "п"},
    Call.HALF: {"half", "h", "half-whist", "полвиста", "пв"},
}


_CALL_BY_TEXT = {call.value: call for call in Call}


def call_aliases() -> dict[Call, frozenset[str]]:
    """The words a call is read from, in a game file and typed into a call box."""
    return {call: frozenset(words) for call, words in _CALL_ALIASES.items()}


class Column(enum.Enum):
    """Where on the sheet an amount is written."""

    # Members are singletons: hashed by identity in C, not by name in Python (Enum's own
    # __hash__ is a Python function, called for every cell key the fold writes).
    __hash__ = object.__hash__

    POOL = "pool"
    MOUNTAIN = "mountain"
    WHISTS = "whists"
