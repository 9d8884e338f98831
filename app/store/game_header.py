"""A game's header — its players, rules and first dealer — checked by a digest stored with it.

A changed byte in a stored game's rules can still be valid JSON with a valid value
(``game_costs`` 10 read 50, one bit): the game would open and be scored by other rules, with
no warning (issue 29, D6). So each game row carries the SHA-256 of its header, written when the
game is created (and computed once by the migration for games written before), and a store
reading the row refuses it as damaged (:class:`~app.store.errors.StoredDataDamaged`) when the
header no longer matches: the game is then said to be damaged as any other (docs/store.md,
"What each failure does").

The digest is over the decoded values in one canonical JSON form, not over the stored text, so
it is the same in an SQLite file and on a club server (whose ``jsonb`` rewrites the text).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from app.store.digest import sha256
from app.store.errors import StoredDataDamaged


def header_digest(players: Sequence[str], rules: Mapping[str, Any], first_dealer: str) -> str:
    """The hex SHA-256 of the header as canonical JSON (keys sorted, no spaces, UTF-8)."""
    text = json.dumps(
        {"players": list(players), "rules": dict(rules), "first_dealer": first_dealer},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )
    return sha256(text.encode("utf-8")).hexdigest()


def check_header(
    game_id: int,
    players: Sequence[str],
    rules: Mapping[str, Any],
    first_dealer: str,
    stored: object,
) -> None:
    """Raise :class:`StoredDataDamaged` unless ``stored`` is the header's digest."""
    if not isinstance(stored, str):
        raise StoredDataDamaged(game_id, "the header has no checksum")
    try:
        digest = header_digest(players, rules, first_dealer)
    except (TypeError, ValueError):
        raise StoredDataDamaged(game_id, "the header cannot be checked") from None
    if digest != stored:
        raise StoredDataDamaged(game_id, "the players, rules or first dealer changed on disk")
