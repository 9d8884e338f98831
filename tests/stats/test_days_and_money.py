"""One local day for the game list and the statistics (app/stats/days.py), and money rounded
once for display (app/stats/amounts.py): properties and the numbers of docs/statistics.md."""

from __future__ import annotations

import datetime
import time
from collections.abc import Iterator
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.stats.amounts import money_cents
from app.stats.days import local_day, utc_bounds, utc_moment


@pytest.fixture(params=["MSK-3", "EST+5EDT,M3.2.0,M11.1.0", "UTC0"])
def zone(request, monkeypatch) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """This computer's clock in Moscow, New York (with summer time) or UTC (POSIX rules: no
    tz database needed)."""
    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


def test_a_moscow_night_game_is_on_the_moscow_day(zone: str) -> None:
    stamp = "2026-09-04T22:30:00+00:00"  # 01:30 on 5 September in Moscow
    expected = {"MSK-3": "2026-09-05"}.get(zone, "2026-09-04")
    assert local_day(stamp) == expected
    start, end = utc_bounds(expected, expected)
    assert start is not None and end is not None and start <= utc_moment(stamp) < end


moments = st.datetimes(
    min_value=datetime.datetime(2000, 1, 1), max_value=datetime.datetime(2100, 1, 1)
)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])  # the clock is fixed
@given(moment=moments, micro=st.booleans(), naive=st.booleans())
def test_every_time_falls_within_its_own_local_day(zone: str, moment, micro, naive) -> None:  # type: ignore[no-untyped-def]
    """Whatever the clock: a stored time counts in the range of exactly its local day (and not
    in the day before or after), however the store wrote it."""
    aware = moment.replace(tzinfo=datetime.UTC)
    if not micro:
        aware = aware.replace(microsecond=0)
    stamp = aware.replace(tzinfo=None).isoformat() if naive else aware.isoformat()
    day = local_day(stamp)
    key = utc_moment(stamp)
    start, end = utc_bounds(day, day)
    assert start is not None and end is not None and start <= key < end
    for shift in (-1, 1):
        other = (datetime.date.fromisoformat(day) + datetime.timedelta(days=shift)).isoformat()
        low, high = utc_bounds(other, other)
        assert low is not None and high is not None and not low <= key < high


def test_open_ranges_and_damaged_times() -> None:
    assert utc_bounds(None, None) == (None, None)
    assert utc_bounds(None, "9999-12-31")[1] is None  # no day after the calendar's last
    assert local_day("not a time at all") == "not a time"
    assert utc_moment("2025-13-05") == "2025-13-05"  # kept: it still sorts by its date


@pytest.mark.parametrize(
    ("money", "cents"),
    [
        (Fraction(314, 3), 10467),  # 104.666…: up
        (Fraction(-20, 3), -667),  # −6.666…: away from zero
        (Fraction(1, 8), 13),  # 0.125: a half kopeck goes away from zero (as E.8 rounds)
        (Fraction(-1, 8), -13),
        (Fraction(1, 400), 0),  # a quarter kopeck: nothing
        (Fraction(-3, 200), -2),  # −1.5 kopecks
        (7, 700),
        (0, 0),
    ],
)
def test_money_is_rounded_once_half_away_from_zero(money: Fraction | int, cents: int) -> None:
    assert money_cents(money) == cents


@given(st.fractions(max_denominator=10**6))
def test_equal_amounts_show_equal_and_rounding_is_symmetric(value: Fraction) -> None:
    assert money_cents(value) == -money_cents(-value)
    assert abs(Fraction(money_cents(value), 100) - value) <= Fraction(1, 200)
