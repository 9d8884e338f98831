"""Names and titles as a user types them: no control character, no direction mark (issue 29, D9).

A player's new name, an evening's name and its players, a game's title: refused with
``ServiceError("name_control")`` naming the text escaped (app/engine/names.py ``visible``).
A new game's players are refused by the engine's own ``InvalidGame`` with the same code
(app/services/games.py). Names kept in a file or on a server are never refused when read.
"""

from __future__ import annotations

from app.engine.names import with_controls
from app.services.results import ServiceError


def refuse_entered(*names: str) -> None:
    """``ServiceError("name_control")`` when one of ``names`` holds a control character."""
    found = with_controls(names)
    if found is not None:
        raise ServiceError("name_control", name=found)
