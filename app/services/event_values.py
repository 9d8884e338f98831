"""The event values the interface uses, from where the services keep them: the points
formulas, a seating, a stored round (ui/ reaches the domain only through app.services)."""

from __future__ import annotations

from app.events.points import HALF_ABOVE_50_TENTH_ABOVE_100, Formula
from app.events.seating import Seating
from app.events.standings import Standing
from app.store.event_protocol import RoundRow

FORMULAS: dict[str, Formula] = {
    "whists": Formula(),
    "places": Formula(kind="places"),
    "scaled": HALF_ABOVE_50_TENTH_ABOVE_100,
}
"""The formulas an event can choose, by kind (docs/events.md §Points)."""

__all__ = [
    "FORMULAS",
    "HALF_ABOVE_50_TENTH_ABOVE_100",
    "Formula",
    "RoundRow",
    "Seating",
    "Standing",
]
