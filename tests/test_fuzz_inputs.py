"""Fuzz: random game documents, sheets and incident facts through ``pulka score``, ``pulka
settle`` and ``pulka import`` end in exit status 0 or 2 — never a traceback (an exception out of
``main``), exit 1 or a hang (issue 12, "Done when")."""

from __future__ import annotations

import faulthandler
import json
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import app.penalties  # noqa: F401 - registers every rule
from app.cli import main
from app.engine.gamefile import GameRecord, game_to_dict
from app.engine.rules import OPTION_NAMES
from app.penalties.catalogue import REGISTRY
from tests.engine.strategies import legal_game

SECONDS_PER_CASE = 5

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
CONTRACTS = ["6s", "7h", "8nt", "misere", "10d", "\u2077h", "7" * 5000 + "h", "11h", "6ч"]

# Text that has broken parsers before: superscript digits, zero-width and combining characters,
# markup, formula starters, long digit runs, exponents.
tricky_text = st.one_of(
    st.sampled_from(
        [
            "",
            " ",
            "Anna",
            "anna",
            "An\u200bna",
            "Rene\u0301",
            "\u2077h",
            "7h",
            "10nt",
            "misere",
            "мизер",
            "1e999999999",
            "1e100000",
            "1/0",
            "0.1",
            "-3",
            "9" * 5000,
            "<img src=x>",
            "\ud800",
            "=HYPERLINK(1)",
            "whist",
            "pass",
            "half",
            "both",
            "bottom",
            "lots",
            "average",
            "mountain",
            "whists",
        ]
    ),
    st.text(max_size=12),
)
# Mostly plausible numbers (so scoring runs deep), sometimes wild ones.
wild_numbers = st.one_of(
    st.integers(),
    st.sampled_from([10**9 + 1, 2**63, -(10**30)]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.booleans(),
)
small = st.integers(0, 10)
numbers = small | small | small | st.integers(-12, 40) | wild_numbers
scalars = st.one_of(st.none(), numbers, tricky_text, st.sampled_from(NAMES))
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(tricky_text, st.sampled_from(NAMES)), inner, max_size=4),
    ),
    max_leaves=12,
)
player_maps = st.dictionaries(st.sampled_from(NAMES), numbers, min_size=2, max_size=4)


def calls() -> st.SearchStrategy[dict[str, Any]]:
    return st.dictionaries(
        st.sampled_from(NAMES),
        st.sampled_from(["whist", "pass", "half"]) | st.sampled_from(["whist", "pass"]) | scalars,
        max_size=3,
    )


def deals() -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {
            "type": st.just("deal"),
            "declarer": st.sampled_from(NAMES) | st.sampled_from(NAMES) | scalars,
            "contract": st.sampled_from(CONTRACTS) | scalars,
            "defenders": calls(),
        },
        optional={
            "tricks": player_maps,
            "dealer": st.sampled_from(NAMES),
            "talon_tricks": numbers,
        },
    )


raspasy = st.fixed_dictionaries(
    {"type": st.just("raspasy"), "tricks": player_maps}, optional={"dealer": scalars}
)
entries = st.fixed_dictionaries(
    {"type": st.just("entry"), "player": st.sampled_from(NAMES) | scalars},
    optional={"pool": numbers, "mountain": numbers, "whists": player_maps, "note": scalars},
)


@st.composite
def incidents(draw: st.DrawFn) -> dict[str, Any]:
    """An incident of a real rule with facts of the right names and random values (half of
    the time the rule's own example values, so rules run deep enough to score)."""
    rule = REGISTRY[draw(st.sampled_from(sorted(REGISTRY)))]
    facts: dict[str, Any] = {}
    for spec in rule.facts:
        if draw(st.booleans()):
            choices = list(spec.allowed()) or [draw(st.integers(0, 12))]
            tame = st.sampled_from([*choices, *NAMES])
            value = draw(tame | tame | json_values | deals() | raspasy)
            facts[spec.name] = value
    return {"type": "incident", "rule": rule.id, "facts": facts}


events = deals() | deals() | raspasy | entries | incidents() | incidents() | json_values
options = st.dictionaries(
    st.sampled_from([*OPTION_NAMES, "trick"]), json_values, max_size=3
) | st.fixed_dictionaries({"whist_price": tricky_text | st.sampled_from(["1e999999999", "1e9"])})


@st.composite
def games(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(
        st.just(NAMES[:3])
        | st.just(NAMES[:3])
        | st.just(NAMES)
        | st.lists(st.sampled_from(NAMES) | tricky_text, max_size=5)
    )
    doc: dict[str, Any] = {"players": players}
    # Hypothesis leans to simple values (False, 0): the rarer shapes are drawn on the other side.
    if draw(st.integers(0, 3)) == 3:
        doc["options"] = draw(options)
    if draw(st.booleans()):
        presets = st.sampled_from(["sochi", "leningrad", "rostov"])
        doc["rules"] = draw(presets | presets | scalars)
    if draw(st.integers(0, 3)) == 3:
        doc["first_dealer"] = draw(st.sampled_from(NAMES) | scalars)
    doc["events"] = draw(st.lists(events, max_size=6))
    if draw(st.integers(0, 9)) == 9:
        doc[draw(tricky_text)] = draw(json_values)
    return doc


@st.composite
def mostly_legal_games(draw: st.DrawFn) -> dict[str, Any]:
    """A legal game (tests/engine/strategies.py) with incidents of random rules inserted and,
    sometimes, one field of one event replaced by a wild value: scoring runs deep before any
    refusal."""
    rules, players, first_dealer, legal = draw(legal_game(max_events=8))
    doc = game_to_dict(GameRecord(players, rules, first_dealer, tuple(legal)))
    events = doc["events"]
    for _ in range(draw(st.integers(0, 3))):
        events.insert(draw(st.integers(0, len(events))), draw(incidents()))
    if events and draw(st.integers(0, 2)) == 2:
        event = events[draw(st.integers(0, len(events) - 1))]
        event[draw(st.sampled_from(sorted(event)))] = draw(json_values)
    return doc


@st.composite
def sheets(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.one_of(st.just(NAMES[:3]), st.lists(tricky_text, max_size=5)))
    doc: dict[str, Any] = {"players": players}
    for column in ("pool", "mountain"):
        doc[column] = draw(
            st.one_of(st.fixed_dictionaries({p: numbers for p in players}), json_values)
        )
    doc["whists"] = draw(
        st.one_of(st.dictionaries(st.sampled_from(NAMES), player_maps), json_values)
    )
    if draw(st.booleans()):
        doc["options"] = draw(options)
    return doc


class CaseTimeout(Exception):
    """A case ran longer than :data:`SECONDS_PER_CASE`: a hang."""


@contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    """A hang fails the case: SIGALRM for a Python loop; for a hang inside one C call (such as
    ``10 ** 999999999``, which a signal cannot interrupt) faulthandler ends the run with every
    thread's traceback after six times as long, so the suite fails instead of hanging."""

    def expire(_signum: int, _frame: Any) -> None:
        raise CaseTimeout(f"more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    faulthandler.dump_traceback_later(6 * seconds, exit=True)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def run_cli(args: list[str]) -> int:
    with time_limit(SECONDS_PER_CASE):
        return main(args)


FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


def write(tmp_path: Path, doc: Any) -> str:
    path = tmp_path / "doc.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8", errors="surrogatepass")
    return str(path)


@FUZZ
@given(doc=games())
def test_score_never_fails_badly(tmp_path_factory: pytest.TempPathFactory, doc: Any) -> None:
    path = write(tmp_path_factory.mktemp("score"), doc)
    assert run_cli(["score", "--json", path]) in (0, 2)


@FUZZ
@given(doc=mostly_legal_games())
def test_score_of_mostly_legal_games_never_fails_badly(
    tmp_path_factory: pytest.TempPathFactory, doc: Any
) -> None:
    path = write(tmp_path_factory.mktemp("legal"), doc)
    assert run_cli(["score", "--json", path]) in (0, 2)


@FUZZ
@given(doc=sheets())
def test_settle_never_fails_badly(tmp_path_factory: pytest.TempPathFactory, doc: Any) -> None:
    path = write(tmp_path_factory.mktemp("settle"), doc)
    assert run_cli(["settle", "--json", path]) in (0, 2)


@settings(FUZZ, max_examples=25)
@given(doc=games())
def test_import_never_fails_badly(tmp_path_factory: pytest.TempPathFactory, doc: Any) -> None:
    folder = tmp_path_factory.mktemp("import")
    path = write(folder, doc)
    assert run_cli(["import", str(folder / "club.sqlite3"), path]) in (0, 2)


@settings(FUZZ, max_examples=60)
@given(data=st.binary(max_size=200), prefix=st.sampled_from([b"", b"\xef\xbb\xbf", b"[" * 50]))
def test_random_bytes_never_fail_badly(
    tmp_path_factory: pytest.TempPathFactory, data: bytes, prefix: bytes
) -> None:
    path = tmp_path_factory.mktemp("bytes") / "doc.json"
    path.write_bytes(prefix + data)
    assert run_cli(["score", str(path)]) in (0, 2)
