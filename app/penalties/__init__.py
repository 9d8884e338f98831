"""Penalty engine: the violation catalogue and how an incident changes the sheet."""

from __future__ import annotations

from app.engine.errors import InvalidDeal
from app.engine.events import Incident
from app.engine.state import EventOutcome, GameState


def apply_incident(state: GameState, incident: Incident, event_id: int) -> EventOutcome:
    """Score an incident. The catalogue is not implemented yet: every rule id is refused."""
    raise InvalidDeal("incident_rule_unknown", rule=incident.rule)
