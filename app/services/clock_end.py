"""A game that ends at a time limit: whether a deal was recorded at or after it (docs/rules.md,
"End of the game by deals or by time").

The fold knows no times, the store does: each record carries the time it was written. The limit
counts from the game's creation; the deal being played when time runs out still counts, so the
game is over once a deal (or a passed-out raspasy) that is in effect was recorded at or after
``created_at + time_limit_minutes``.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence

from app.engine.events import Deal, Raspasy
from app.engine.history import History
from app.engine.rules import Rules
from app.store.protocol import StoredRecord


def deadline(rules: Rules, created_at: str) -> datetime.datetime | None:
    """When time runs out (``None``: the game does not end by time)."""
    if rules.game_end != "time":
        return None
    start = datetime.datetime.fromisoformat(created_at)
    return start + datetime.timedelta(minutes=rules.time_limit_minutes)


def time_up(
    rules: Rules, created_at: str, records: Sequence[StoredRecord], history: History
) -> bool:
    """Whether a deal in effect was recorded at or after the deadline."""
    limit = deadline(rules, created_at)
    if limit is None:
        return False
    # ``effective`` names each event by its original seq: a corrected deal keeps the time it
    # was first recorded at.
    return any(
        isinstance(event, Deal | Raspasy)
        and datetime.datetime.fromisoformat(records[seq - 1].created_at) >= limit
        for seq, event in history.effective
    )
