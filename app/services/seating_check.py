"""Whether a list of players can be seated for an evening: asked while it is typed (issue 32).

The same check ``EventService.create_event`` makes before it stores an event (seat_round on the
names as they will be stored), so the new-event dialog can say at once, and unsay as soon as
the list is fixed, what creating the event would refuse.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.names import normalize_name
from app.events.field import twice
from app.events.seating import SeatingError, seat_round
from app.services.results import ServiceError


def seating_problem(players: Sequence[str], *, four_handed: bool) -> ServiceError | None:
    """The refusal creating an event with ``players`` would meet (``player_repeated``; for one
    player typed in two spellings ``player_twice`` naming both; ``seating_invalid`` with the
    reason), or ``None`` when they can be seated."""
    pair = twice(players)
    if pair is not None and pair[0] == pair[1]:
        return ServiceError("player_repeated", player=pair[0])
    if pair is not None:
        return ServiceError("player_twice", first=pair[0], second=pair[1])
    try:
        seat_round([normalize_name(p) for p in players], seed=0, four_handed=four_handed)
    except SeatingError as error:
        return ServiceError("seating_invalid", reason=error.code, detail=str(error))
    return None
