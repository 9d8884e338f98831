"""The service's cached history (extended by record) equals a fresh listing from the database."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine import SOCHI
from app.services import GameService
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY, VALID_EVENTS


def fresh_history(path: Path, game: int) -> list:
    with GameService(path) as other:
        return other.history(game)


def test_history_after_records_numbers_and_entries(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite3"
    with GameService(path) as service:
        game = service.create_game(PLAYERS, "Anna", SOCHI)
        assert service.history(game) == []
        for event in (ANNA_7H, RASPASY, ANNA_7H):
            service.record(game, event, service.last_seq(game))
            assert service.history(game) == fresh_history(path, game)
        items = service.history(game)
        # Deal numbers count the deals and raspasy before (A.13 numbering on the sheet).
        assert [i.label.params.get("number") for i in items] == [1, 2, 3]
        # Anna's 7♥: pool +4, Boris' whists 12 (scoring-conventions A.4, A.5).
        assert {(e.column.value, e.amount) for e in items[2].entries} >= {("pool", 4)}
        assert service.last_event(game) == ANNA_7H


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(st.sampled_from(["record", "undo", "redo", "correct", "list"]), max_size=12))
def test_cached_history_equals_a_fresh_listing(tmp_path: Path, actions: list[str]) -> None:
    path = tmp_path / f"h{abs(hash(tuple(actions)))}.sqlite3"
    with GameService(path) as service:
        game = service.create_game(PLAYERS, "Anna", SOCHI)
        for i, action in enumerate(actions):
            seq = service.last_seq(game)
            status = service.undo_status(game)
            if action == "record":
                service.record(game, VALID_EVENTS[i % len(VALID_EVENTS)], seq)
            elif action == "undo" and status.undo is not None:
                service.undo(game, seq)
            elif action == "redo" and status.redo is not None:
                service.redo(game, seq)
            elif action == "correct":
                targets = [h.seq for h in service.history(game) if h.entries and h.kind == "deal"]
                if targets:
                    service.correct(game, targets[0], RASPASY, seq)
            else:
                service.history(game)
        assert service.history(game) == fresh_history(path, game)
