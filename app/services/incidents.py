"""The incident handler the services give the fold: the penalty catalogue, loaded on first use."""

from __future__ import annotations

from app.engine.events import Incident
from app.engine.state import EventOutcome, GameState


def score_incident(state: GameState, incident: Incident, event_id: int) -> EventOutcome:
    """Score an Incident event with the penalty catalogue (``app.penalties.apply_incident``).

    The catalogue is imported on the first incident, not at start-up: most games open without
    one (docs/benchmarks.md, the start-up imports test).
    """
    from app.penalties import apply_incident

    return apply_incident(state, incident, event_id)
