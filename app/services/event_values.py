"""The event values the interface uses, from where the services keep them: the points
formulas, a seating, a stored round (ui/ reaches the domain only through app.services)."""

from __future__ import annotations

from app.events.points import HALF_ABOVE_50_TENTH_ABOVE_100, TENTH_ABOVE_200, Formula
from app.events.seating import Seating
from app.events.standings import TIE_BREAKS, Standing, TieBreak
from app.store.event_protocol import RoundRow

FORMULAS: dict[str, Formula] = {
    "whists": Formula(),
    "places": Formula(kind="places"),
    "tenth-above-200": TENTH_ABOVE_200,
    "half-above-50": HALF_ABOVE_50_TENTH_ABOVE_100,
}
"""The schemes an event can choose, by name (docs/events.md §Points): whists (a cap may be
added), places, and the two published scaled schemes."""


def scheme_of(formula: Formula) -> str:
    """The name of ``formula``'s scheme in :data:`FORMULAS`, its cap, equal tables and time-out
    rule aside (``"custom"``: bands of its own)."""
    for name, known in FORMULAS.items():
        if (known.kind, known.bands, known.places, known.places4) == (
            formula.kind,
            formula.bands,
            formula.places,
            formula.places4,
        ):
            return name
    return "custom"


__all__ = [
    "FORMULAS",
    "HALF_ABOVE_50_TENTH_ABOVE_100",
    "TENTH_ABOVE_200",
    "TIE_BREAKS",
    "Formula",
    "RoundRow",
    "Seating",
    "Standing",
    "TieBreak",
]
