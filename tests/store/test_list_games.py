"""The game list read fast (texts decoded by sqlite3) lists exactly what it listed read
carefully (every text as bytes, decoded in Python) — on healthy files and on any damaged one
(issue 30: the careful way cost a 10,000-game club three times as much; app/store/games.py)."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.store.games import list_games, list_games_carefully
from tests.store.test_failures import make_db

COLUMNS = ("players", "status", "created_at", "finished_at", "updated_at", "last_seq", "rules")
ODD_VALUES = (
    None,
    0,
    1.5,
    "",
    "open",
    "finished",
    "closed",
    '["Anna", "Boris", "Vera"]',
    '["Anna", 2, "Vera"]',
    '{"players": 1}',
    "[",
    '{"preset": "sochi"}',
    '{"preset": 7}',
    '{"preset": ["x"]}',
    b"open",
    b"\xff\xfe",
    b'["Anna", "Boris", "Vera"]',
    "2026-01-01T20:00:00+00:00",
)


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("listing") / "games.sqlite3"
    make_db(path, games=4, deals=2)
    return path.read_bytes()


def both(path: Path) -> tuple[object, object]:
    with sqlite3.connect(path) as conn:
        return list_games(conn), list_games_carefully(conn)


def test_a_healthy_file_lists_the_same(pristine: bytes, tmp_path: Path) -> None:
    path = tmp_path / "healthy.sqlite3"
    path.write_bytes(pristine)
    fast, careful = both(path)
    assert fast == careful and len(fast) == 4  # type: ignore[arg-type]


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    changes=st.lists(
        st.tuples(st.integers(1, 4), st.sampled_from(COLUMNS), st.sampled_from(ODD_VALUES)),
        min_size=1,
        max_size=4,
    )
)
def test_a_damaged_row_is_listed_the_same(
    pristine: bytes, tmp_path: Path, changes: list[tuple[int, str, object]]
) -> None:
    # Values of the wrong kind written straight into the rows (triggers and types aside):
    # numbers for texts, bytes that are not UTF-8, JSON that is not a list of names.
    path = tmp_path / "damaged.sqlite3"
    path.write_bytes(pristine)
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        for game, column, value in changes:
            with contextlib.suppress(sqlite3.IntegrityError):  # NOT NULL stays
                conn.execute(f"UPDATE games SET {column} = ? WHERE id = ?", [value, game])
    fast, careful = both(path)
    assert fast == careful


@pytest.mark.parametrize("byte", [b"\xff", b"\xc3"])
def test_one_text_that_is_not_utf8_lists_the_rest(
    pristine: bytes, tmp_path: Path, byte: bytes
) -> None:
    path = tmp_path / "not-utf8.sqlite3"
    path.write_bytes(pristine)
    with sqlite3.connect(path) as conn:
        # Stored as TEXT (a cast of the bytes), as a changed byte on disk would leave it.
        conn.execute(
            "UPDATE games SET players = CAST(? AS TEXT) WHERE id = 2",
            [json.dumps(["Anna"]).encode()[:-2] + byte + b'"]'],
        )
    fast, careful = both(path)
    assert fast == careful
    assert [g.damaged for g in fast if g.id == 2] == [True]  # type: ignore[attr-defined]
    assert sum(not g.damaged for g in fast) == 3  # type: ignore[attr-defined]
