"""Effective events: the pure replay of undo/redo/correction markers, and the service against an
independent model (random action sequences always equal a replay of the effective events)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine import SOCHI, InvalidGame, event_to_dict, fold
from app.engine.history import LogRecord, replay
from app.services import Changes, GameService, ServiceError
from tests.services.helpers import (
    ANNA_7H,
    ANNA_7H_DOWN_2,
    BORIS_6S_UNPLAYED,
    PLAYERS,
    RASPASY,
    VALID_EVENTS,
    VERA_MISERE,
)


def deal(seq: int, event=ANNA_7H) -> LogRecord:
    return LogRecord(seq, "deal", event=event)


def test_undo_and_redo_markers() -> None:
    log = [deal(1), deal(2, VERA_MISERE), LogRecord(3, "undone", target=2)]
    history = replay(log)
    assert history.effective == ((1, ANNA_7H),)
    assert (history.undo_target, history.redo_target, history.undone) == (1, 2, {2})
    history = replay([*log, LogRecord(4, "redone", target=2)])
    assert history.effective == ((1, ANNA_7H), (2, VERA_MISERE))
    assert (history.undo_target, history.redo_target, history.undone) == (2, None, frozenset())


def test_undo_of_a_correction_restores_the_original() -> None:
    log = [
        deal(1),
        LogRecord(2, "raspasy", event=RASPASY),
        LogRecord(3, "corrected", event=ANNA_7H_DOWN_2, target=1),
    ]
    assert replay(log).effective == ((1, ANNA_7H_DOWN_2), (2, RASPASY))
    assert replay(log).replaced_by == {1: 3}
    undone = replay([*log, LogRecord(4, "undone", target=3)])
    assert undone.effective == ((1, ANNA_7H), (2, RASPASY))
    assert undone.undo_target == 2


def test_new_action_clears_the_redo_chain() -> None:
    history = replay(
        [deal(1), LogRecord(2, "undone", target=1), LogRecord(3, "raspasy", event=RASPASY)]
    )
    assert history.redo_target is None
    assert history.effective == ((3, RASPASY),)


@pytest.mark.parametrize(
    ("log", "code"),
    [
        ([deal(1), LogRecord(2, "undone", target=7)], "undo_target"),
        ([deal(1), LogRecord(2, "redone", target=1)], "redo_target"),
        ([LogRecord(1, "undone", target=1)], "undo_target"),
        ([deal(1), LogRecord(2, "corrected", event=ANNA_7H, target=5)], "correction_target"),
        ([deal(2), deal(2)], "log_order"),
        ([LogRecord(1, "shuffled")], "log_kind_unknown"),
    ],
)
def test_impossible_markers_are_refused(log: list[LogRecord], code: str) -> None:
    with pytest.raises(InvalidGame) as error:
        replay(log)
    assert error.value.code == code


def test_finished_and_reopened_are_not_undoable() -> None:
    history = replay([deal(1), LogRecord(2, "finished")])
    assert history.finished and history.undo_target == 1
    assert not replay([deal(1), LogRecord(2, "finished"), LogRecord(3, "reopened")]).finished


# -- the service against a command-pattern model ----------------------------------------------


class Model:
    """Undo/redo as editors do it: commands with inverses (independent of app.engine.history)."""

    def __init__(self) -> None:
        self.effective: list[list] = []  # [original seq, event]
        self.undo_stack: list[tuple] = []
        self.redo_stack: list[tuple] = []

    def apply(self, op: tuple) -> None:
        if op[0] == "record":
            self.effective.append([op[1], op[2]])
        else:
            _, index, _old, new = op
            self.effective[index][1] = new

    def invert(self, op: tuple) -> None:
        if op[0] == "record":
            self.effective.pop()
        else:
            _, index, old, _new = op
            self.effective[index][1] = old

    def do(self, op: tuple) -> None:
        self.apply(op)
        self.undo_stack.append(op)
        self.redo_stack.clear()

    def events(self) -> list[tuple[int, object]]:
        return [(seq, event) for seq, event in self.effective]


actions = st.lists(
    st.one_of(
        st.tuples(st.just("record"), st.sampled_from(VALID_EVENTS)),
        st.tuples(st.just("undo")),
        st.tuples(st.just("redo")),
        st.tuples(st.just("correct"), st.integers(0, 20), st.sampled_from(VALID_EVENTS)),
    ),
    max_size=14,
)


def totals(sheet):
    return (dict(sheet.pool), dict(sheet.mountain), {p: dict(w) for p, w in sheet.whists.items()})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions)
def test_random_actions_equal_a_replay_of_the_effective_events(steps: list[tuple]) -> None:
    model = Model()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "h.sqlite3"
        with GameService(path, backups=0) as svc:
            game = svc.create_game(PLAYERS, "Anna", SOCHI)
            for step in steps:
                seq = svc.last_seq(game)
                if step[0] == "record":
                    svc.record(game, step[1], seq)
                    model.do(("record", seq + 1, step[1]))
                elif step[0] in ("undo", "redo"):
                    source = model.undo_stack if step[0] == "undo" else model.redo_stack
                    if not source:
                        with pytest.raises(ServiceError) as error:
                            getattr(svc, step[0])(game, seq)
                        assert error.value.code == f"nothing_to_{step[0]}"
                        continue
                    getattr(svc, step[0])(game, seq)
                    op = source.pop()
                    if step[0] == "undo":
                        model.invert(op)
                        model.redo_stack.append(op)
                    else:
                        model.apply(op)
                        model.undo_stack.append(op)
                elif model.effective:
                    index = step[1] % len(model.effective)
                    target, old = model.effective[index]
                    result = svc.correct(game, target, step[2], seq)
                    if step[2] == old:  # nothing to correct: nothing written (issue 11)
                        assert result.changes == Changes() and svc.last_seq(game) == seq
                    else:
                        model.do(("correct", index, old, step[2]))
                expected = fold(SOCHI, PLAYERS, "Anna", model.events())
                assert totals(svc.sheet(game)) == totals(expected)
                assert svc.sheet(game).entries == expected.entries
                status = svc.undo_status(game)
                assert (status.undo is None, status.redo is None) == (
                    not model.undo_stack,
                    not model.redo_stack,
                )
            last = svc.last_seq(game)
        with GameService(path, backups=0) as reopened:
            assert reopened.last_seq(game) == last
            expected = fold(SOCHI, PLAYERS, "Anna", model.events())
            assert reopened.sheet(game).entries == expected.entries
            assert reopened.export_game(game)["events"] == [
                event_to_dict(event) for _, event in model.events()
            ]


def test_model_sanity_example() -> None:
    """A hand-checked sequence, so the property test's model is itself tested."""
    model = Model()
    model.do(("record", 1, ANNA_7H))
    model.do(("record", 2, BORIS_6S_UNPLAYED))
    op = model.undo_stack.pop()
    model.invert(op)
    model.redo_stack.append(op)
    model.do(("correct", 0, ANNA_7H, VERA_MISERE))
    assert model.events() == [(1, VERA_MISERE)]
    assert not model.redo_stack
    sheet = fold(SOCHI, PLAYERS, "Anna", model.events())
    assert dict(sheet.pool) == {"Anna": 0, "Boris": 0, "Vera": 10}
