"""Days as the player sees them: the local day a game was started, and a range of local days
as a range of stored UTC times (docs/statistics.md, "Which games").

The store writes every time in UTC (``2026-09-04T22:30:00+00:00``); a player reads it on his
computer's clock, so a game started at 01:30 in Moscow belongs to 5 September, not to the 4th.
The game list, the season table, the statistics' date filters and ``pulka stats --from/--to``
all use this one definition. Summaries keep the start as a UTC time (:func:`utc_moment`), never
a local day, so a summary stays right on a computer with another clock; the local range is
turned into UTC bounds when a question is asked (:func:`utc_bounds`).
"""

from __future__ import annotations

import datetime

_UTC = datetime.UTC


def _parse(stamp: str) -> datetime.datetime | None:
    try:
        moment = datetime.datetime.fromisoformat(stamp)
    except ValueError:
        return None
    if moment.tzinfo is None:  # the store writes UTC; older rows may lack the offset
        moment = moment.replace(tzinfo=_UTC)
    return moment


def local_day(stamp: str) -> str:
    """The day (``YYYY-MM-DD``) a stored time falls on by this computer's clock; a text that is
    not a time keeps its first ten characters (what a damaged row shows)."""
    moment = _parse(stamp)
    return stamp[:10] if moment is None else moment.astimezone().date().isoformat()


def utc_moment(stamp: str) -> str:
    """A stored time as UTC text whose order is the order of time (``2026-09-04T22:30:00``:
    seconds, no offset, whatever offset or fraction it was written with); a text that is not a
    time keeps its first 19 characters, so it still sorts by its date."""
    moment = _parse(stamp)
    if moment is None:
        return stamp[:19]
    return moment.astimezone(_UTC).strftime("%Y-%m-%dT%H:%M:%S")


def _local_midnight(date: datetime.date) -> str:
    """The UTC moment (as :func:`utc_moment`) this computer's local day ``date`` begins."""
    try:
        start = datetime.datetime.combine(date, datetime.time()).astimezone()  # local midnight
        return start.astimezone(_UTC).strftime("%Y-%m-%dT%H:%M:%S")
    except (OverflowError, OSError):  # year 1 or 9999: beyond what the clock converts
        return f"{date.isoformat()}T00:00:00"


def utc_bounds(day_from: str | None, day_to: str | None) -> tuple[str | None, str | None]:
    """Local days from ``day_from`` to ``day_to`` (inclusive ``YYYY-MM-DD``, either ``None``)
    as UTC moments ``[start, end)``: a game counts when ``start <= utc_moment < end``."""
    start = None if day_from is None else _local_midnight(datetime.date.fromisoformat(day_from))
    end = None
    if day_to is not None:
        last = datetime.date.fromisoformat(day_to)
        if last < datetime.date.max:  # the last day of the calendar has no end to bound
            end = _local_midnight(last + datetime.timedelta(days=1))
    return start, end
