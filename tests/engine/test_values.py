"""Value classes are the standard library's frozen, slotted dataclasses (ADR 0003)."""

from __future__ import annotations

import ast
import dataclasses
import pickle
from pathlib import Path

import pytest

from app.engine import SOCHI, Contract, Deal, Entry
from app.engine.model import Column
from app.engine.state import GameState, Table

ROOT = Path(__file__).resolve().parent.parent.parent

# Deliberately mutable dataclasses, each with the reason in its docstring.
MUTABLE = {
    "app/engine/state.py": {"GameState"},  # the fold's private accumulator
    "app/services/game_service.py": {"_Loaded"},  # the service's cache entry
    "app/store/db.py": {"OpenedStore"},  # holds an open connection
}


def _dataclass_keywords(node: ast.ClassDef) -> dict[str, bool] | None:
    """The constant keywords of a class's ``@dataclass(...)`` decorator, None if it has none."""
    for decorator in node.decorator_list:
        call = decorator if isinstance(decorator, ast.Call) else None
        target = call.func if call else decorator
        name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
        if name == "dataclass":
            keywords = call.keywords if call else []
            return {
                k.arg: bool(k.value.value)
                for k in keywords
                if k.arg and isinstance(k.value, ast.Constant)
            }
    return None


def test_every_value_class_is_a_frozen_slotted_dataclass() -> None:
    found = []
    for package in ("app", "ui"):
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not isinstance(node, ast.ClassDef):
                    continue
                keywords = _dataclass_keywords(node)
                if keywords is None or node.name in MUTABLE.get(relative, set()):
                    continue
                if not (keywords.get("frozen") and keywords.get("slots")):
                    found.append(f"{relative}: {node.name}")
    assert found == []


def test_engine_values() -> None:
    entry = Entry("Анна", Column.POOL, 2, 1, "game_made")
    assert repr(entry) == (
        "Entry(player='Анна', column=<Column.POOL: 'pool'>, amount=2, event=1, "
        "rule='game_made', on=None)"
    )
    assert hash(entry) == hash(("Анна", Column.POOL, 2, 1, "game_made", None))
    assert Contract.parse("7h") < Contract.parse("8s")
    assert sorted([Contract.parse("9nt"), Contract.parse("6c")])[0].code == "6c"
    assert Deal("A", Contract.parse("6s")) == Deal("A", Contract.parse("6s"), {}, {})
    assert hash(SOCHI) == hash(dataclasses.astuple(SOCHI))


def test_values_are_frozen_and_have_no_instance_dict() -> None:
    entry = Entry("Анна", Column.POOL, 2, 1, "game_made")
    with pytest.raises(dataclasses.FrozenInstanceError):
        entry.amount = 3  # type: ignore[misc]
    assert not hasattr(entry, "__dict__")
    assert dataclasses.replace(entry, amount=3).amount == 3


def test_values_survive_pickling() -> None:
    table = Table(players=("A", "B", "C"), dealer="A", raspasy_streak=0, deals_played=0)
    for original in (
        Entry("Анна", Column.POOL, 2, 1, "game_made"),
        Contract.parse("7h"),
        SOCHI,
        table,
    ):
        copy = pickle.loads(pickle.dumps(original))
        assert copy == original and hash(copy) == hash(original)


def test_the_fold_accumulator_takes_no_stray_attributes() -> None:
    state = GameState.start(SOCHI, ["A", "B", "C"], "A")
    with pytest.raises(AttributeError):
        state.dealer = "B"  # type: ignore[attr-defined]
