"""Player names: one canonical form, a bounded length, and no two look-alikes in one game.

A name typed twice, pasted from a spreadsheet or written on another system differs only by
surrounding spaces, Unicode normal form (NFC/NFD), letter case or an invisible character; the
scorekeeper would see two columns for one person. Names are stored NFC and trimmed
(:func:`normalize_name`); names whose :func:`name_key` agree are refused as look-alikes.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from app.engine.errors import InvalidGame

MAX_NAME_LENGTH = 40
"""Characters of a name: a long name fits a sheet's column header, a 10 MB one does not."""


def normalize_name(name: Any) -> Any:
    """A name in canonical form: NFC, without surrounding white space (others unchanged)."""
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
