"""Invariants of the engine, checked on random legal games (hypothesis)."""

from __future__ import annotations

import dataclasses
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import (
    Column,
    Deal,
    EngineError,
    GameEvent,
    ManualEntry,
    Raspasy,
    Rules,
    fold,
    parse_game,
    settle_sheet,
)
from tests.engine.strategies import legal_game

Game = tuple[Rules, tuple[str, ...], str, list[GameEvent]]


def numbered(events: list[GameEvent]) -> list[tuple[int, GameEvent]]:
    return list(enumerate(events, 1))


@settings(max_examples=150, deadline=None)
@given(legal_game())
def test_settlement_sums_to_zero(game: Game) -> None:
    rules, players, dealer, events = game
    settlement = settle_sheet(fold(rules, players, dealer, numbered(events)))
    assert sum(settlement.exact.values()) == 0
    assert sum(settlement.result.values()) == 0
    assert sum(settlement.money.values()) == 0
    assert len(settlement.payments) <= len(players) - 1
    if rules.rounding != "exact":
        assert all(isinstance(r, int) for r in settlement.result.values())


@settings(max_examples=100, deadline=None)
@given(legal_game())
def test_replay_is_deterministic(game: Game) -> None:
    rules, players, dealer, events = game
    first = fold(rules, players, dealer, numbered(events))
    second = fold(rules, players, dealer, numbered(list(events)))
    assert first.entries == second.entries
    assert dict(first.pool) == dict(second.pool)
    assert settle_sheet(first) == settle_sheet(second)


def relabel(event: GameEvent, names: dict[str, str]) -> GameEvent:
    def keys(mapping: Any) -> dict[str, Any]:
        return {names[k]: v for k, v in mapping.items()}

    if isinstance(event, Deal):
        return dataclasses.replace(
            event,
            declarer=names[event.declarer],
            calls=keys(event.calls),
            tricks=keys(event.tricks),
        )
    if isinstance(event, Raspasy):
        return dataclasses.replace(event, tricks=keys(event.tricks))
    assert isinstance(event, ManualEntry)
    return dataclasses.replace(event, player=names[event.player], whists=keys(event.whists))


@settings(max_examples=100, deadline=None)
@given(legal_game(), st.randoms(use_true_random=False))
def test_relabelling_players_permutes_results(game: Game, rnd: Any) -> None:
    rules, players, dealer, events = game
    shuffled = list(players)
    rnd.shuffle(shuffled)
    names = {old: f"X{new}" for old, new in zip(players, shuffled, strict=True)}
    original = settle_sheet(fold(rules, players, dealer, numbered(events)))
    renamed = settle_sheet(
        fold(
            rules,
            tuple(names[p] for p in players),
            names[dealer],
            numbered([relabel(e, names) for e in events]),
        )
    )
    assert {names[p]: v for p, v in original.result.items()} == dict(renamed.result)
    assert {names[p]: v for p, v in original.money.items()} == dict(renamed.money)


@settings(max_examples=150, deadline=None)
@given(legal_game(max_events=40))
def test_pool_never_exceeds_its_size(game: Game) -> None:
    rules, players, dealer, events = game
    sheet = fold(rules, players, dealer, numbered(events))
    if rules.game_end == "all_closed":
        assert all(0 <= sheet.pool[p] <= rules.pool_size for p in players)
        for column_values in sheet.cells.values():
            for running in column_values:
                if running.entry.column.value == "pool":
                    assert running.value <= rules.pool_size


@settings(max_examples=100, deadline=None)
@given(legal_game())
def test_running_values_end_at_the_totals(game: Game) -> None:
    """Every cell's last running value is its total, and entries add up to the totals."""
    rules, players, dealer, events = game
    sheet = fold(rules, players, dealer, numbered(events))
    for p in players:
        pool_line = sheet.running(Column.POOL, p)
        mountain_line = sheet.running(Column.MOUNTAIN, p)
        assert (pool_line[-1] if pool_line else 0) == sheet.pool[p]
        assert (mountain_line[-1] if mountain_line else 0) == sheet.mountain[p]
        for q in players:
            if q != p:
                line = sheet.running(Column.WHISTS, p, q)
                assert (line[-1] if line else 0) == sheet.whists[p][q]
    for p in players:
        written = sum(e.amount for e in sheet.entries if e.player == p and e.column is Column.POOL)
        assert written == sheet.pool[p]


json_value = st.recursive(
    st.none() | st.booleans() | st.integers(-20, 20) | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=20,
)
event_like = st.fixed_dictionaries(
    {"type": st.sampled_from(["deal", "raspasy", "entry", "incident", "other"])},
    optional={
        "declarer": st.sampled_from(["Anna", "Boris", "Vera", "Zed", 3]),
        "contract": st.sampled_from(["6s", "7ч", "10nt", "misere", "11h", "", 7]),
        "defenders": st.dictionaries(
            st.sampled_from(["Anna", "Boris", "Vera", "Zed"]),
            st.sampled_from(["whist", "pass", "half", "x", 1]),
        ),
        "tricks": st.dictionaries(
            st.sampled_from(["Anna", "Boris", "Vera", "Zed"]), st.integers(-2, 12) | json_value
        ),
        "player": st.sampled_from(["Anna", "Vera", "Zed", None]),
        "pool": st.integers(-5, 30) | json_value,
        "whists": st.dictionaries(st.sampled_from(["Anna", "Boris", "Zed"]), st.integers(-5, 9)),
        "dealer": st.sampled_from(["Anna", "Zed", None, 2]),
    },
)


@settings(max_examples=300, deadline=None)
@given(st.lists(event_like, max_size=6), st.sampled_from(["sochi", "leningrad", "rostov", "x"]))
def test_validation_raises_only_engine_errors(events: list[dict[str, Any]], preset: str) -> None:
    document = {"players": ["Anna", "Boris", "Vera"], "rules": preset, "events": events}
    try:
        record = parse_game(document)
        sheet = fold(
            record.rules, record.players, record.first_dealer, numbered(list(record.events))
        )
        settle_sheet(sheet)
    except EngineError as error:
        assert error.code and isinstance(error.code, str)
