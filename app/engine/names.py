"""Player names: one canonical form, a bounded length, no two look-alikes in one game, and no
control characters.

A name typed twice, pasted from a spreadsheet or written on another system differs only by
surrounding spaces, Unicode normal form (NFC/NFD), letter case or an invisible character; the
scorekeeper would see two columns for one person. Names are stored NFC and trimmed
(:func:`normalize_name`); names whose :func:`name_key` agree are refused as look-alikes.

A name holding a terminal's escape sequence, a line break or a text-direction override would
recolour a terminal, fake a line of a printed table, or turn the text after it around (issue
29, D9). Such a name is refused where it is entered (:func:`refuse_controls`); one already kept
(an older file, an imported one) is shown with each such character escaped
(:func:`visible`) wherever it is written out: the terminal, CSV, PDF, HTML.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from app.engine.errors import InvalidGame

MAX_NAME_LENGTH = 40
"""Characters of a name: a long name fits a sheet's column header, a 10 MB one does not."""


BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""The marks that set or override the direction of the text after them (Unicode's bidirectional
algorithm, UAX #9: ALM, LRM, RLM, the embeddings and overrides LRE…RLO with PDF, the isolates
LRI…PDI)."""


def is_control(char: str) -> bool:
    """A character no name may hold: a control character (C0 — tab, line feed, carriage return,
    escape —, DEL and C1), a line or paragraph separator, or a direction mark. Joiners
    (U+200C, U+200D) stay: some scripts and emoji need them."""
    return char in BIDI_CONTROLS or unicodedata.category(char) in ("Cc", "Zl", "Zp")


def visible(text: str, keep: str = "") -> str:
    """``text`` with each :func:`is_control` character as ``\\uXXXX`` (``\\u001b`` for escape,
    ``\\u000a`` for a line feed, ``\\u202e`` for a right-to-left override): safe to print on a
    terminal and in a file, and it shows that the name holds something unusual. Inside a JSON
    string the same six characters are JSON's own escape of it. The characters of ``keep``
    stay (the line ends of a text that is made of lines)."""
    if text.isprintable():  # no control character (nor anything else unusual): as it is
        return text
    return "".join(f"\\u{ord(c):04x}" if is_control(c) and c not in keep else c for c in text)


def with_controls(names: Sequence[Any]) -> str | None:
    """The first of ``names`` holding a control character or a direction mark, escaped
    (:func:`visible`); ``None`` when none does."""
    for name in names:
        if isinstance(name, str) and not name.isprintable() and any(map(is_control, name)):
            return visible(name)
    return None


def refuse_controls(names: Sequence[Any]) -> None:
    """Refuse a name holding a control character or a direction mark (``InvalidGame``
    ``name_control``, the name shown escaped): where a name is entered — a new game, an
    evening, a rename — never when a kept game is read."""
    found = with_controls(names)
    if found is not None:
        raise InvalidGame("name_control", name=found)


_NORMALIZED: dict[str, str] = {}
"""Names already put in canonical form: a game's few names are read again in every event."""
_NORMALIZED_MAX = 4096


def normalize_name(name: Any) -> Any:
    """A name in canonical form: NFC, without surrounding white space (others unchanged)."""
    if type(name) is str:
        found = _NORMALIZED.get(name)
        if found is None:
            found = unicodedata.normalize("NFC", name).strip()
            if len(_NORMALIZED) < _NORMALIZED_MAX:
                _NORMALIZED[name] = found
        return found
    if not isinstance(name, str):
        return name
    return unicodedata.normalize("NFC", name).strip()


def name_key(name: str) -> str:
    """What a reader sees: compatibility form, case folded, invisible characters removed and
    runs of white space made one space."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    visible = "".join(c for c in folded if unicodedata.category(c) not in ("Cf", "Cc"))
    return " ".join(visible.split())


def check_names(names: Sequence[Any]) -> None:
    """Refuse empty, overlong, invisible-only and look-alike names (``InvalidGame``)."""
    seen: dict[str, str] = {}
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise InvalidGame("player_name_empty")
        if len(name) > MAX_NAME_LENGTH:
            raise InvalidGame("player_name_long", limit=MAX_NAME_LENGTH, length=len(name))
        key = name_key(name)
        if not key:
            raise InvalidGame("player_name_empty")
        if key in seen:
            if seen[key] == name:
                raise InvalidGame("player_duplicate", player=name)
            raise InvalidGame("player_lookalike", player=seen[key], other=name)
        seen[key] = name
