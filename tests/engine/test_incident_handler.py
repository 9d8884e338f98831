"""The fold scores incidents with the handler it is given; the engine knows no penalty rules."""

from __future__ import annotations

import pytest

from app.engine import SOCHI, EventOutcome, GameState, Incident, InvalidGame, fold
from app.engine.entries import Entry
from app.engine.model import Column

PLAYERS = ("Anna", "Boris", "Vera")


def test_an_incident_without_a_handler_is_refused() -> None:
    with pytest.raises(InvalidGame) as refused:
        fold(SOCHI, PLAYERS, "Anna", [(1, Incident("custom", {}))])
    assert refused.value.code == "event_unknown"
    assert refused.value.params == {"event": 1}


def test_the_fold_hands_incidents_to_its_handler() -> None:
    seen: list[tuple[str, int]] = []

    def two_on_the_mountain(state: GameState, incident: Incident, event_id: int) -> EventOutcome:
        seen.append((incident.rule, event_id))
        state.write("Boris", Column.MOUNTAIN, 2, event_id, incident.rule)
        return EventOutcome(event_id, "incident", tuple(state.entries[-1:]))

    sheet = fold(SOCHI, PLAYERS, "Anna", [(7, Incident("house-x", {}))], two_on_the_mountain)
    assert seen == [("house-x", 7)]
    assert sheet.mountain["Boris"] == 2
    assert sheet.entries == (Entry("Boris", Column.MOUNTAIN, 2, 7, "house-x"),)
    assert sheet.outcomes[0].event == 7
