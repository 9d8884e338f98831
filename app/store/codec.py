"""Log records <-> event rows: ``kind``, ``payload`` JSON and ``payload_version``.

Table events are stored as their ``pulka-game`` form (:func:`app.engine.gamefile.event_to_dict`)
so one codec reads them wherever they come from. History rows are never rewritten; a payload of
an older version is upcast when read (docs/architecture.md) — version 1 is the only one so far.
"""

from __future__ import annotations

import json
from typing import Any

from app.engine.errors import InvalidGame
from app.engine.gamefile import event_to_dict, parse_event
from app.engine.history import TABLE_KINDS, LogRecord, log_kind

PAYLOAD_VERSION = 1


def encode(record: LogRecord) -> tuple[str, str, int]:
    """``(kind, payload JSON, payload_version)`` of a record."""
    payload: dict[str, Any]
    if record.kind in TABLE_KINDS:
        assert record.event is not None
        payload = event_to_dict(record.event)
    elif record.kind == "corrected":
        assert record.event is not None
        payload = {"target": record.target, "event": event_to_dict(record.event)}
    elif record.kind in ("undone", "redone"):
        payload = {"target": record.target}
    else:
        payload = {}
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return record.kind, text, PAYLOAD_VERSION


def decode(seq: int, kind: str, data: Any, version: int) -> LogRecord:
    """The record of one row (its payload already parsed from JSON); raises
    :class:`InvalidGame` for a payload it cannot read.

    The payload's objects are read in the order :func:`encode` writes them, keys sorted,
    whatever order the backend keeps: PostgreSQL's ``jsonb`` orders keys by length first, so a
    deal's tricks came back as ``Gleb, Vera, Boris`` and a game exported from the club server
    differed from the same game exported from its file (issue 29, item 3)."""
    data = upcast(_sorted(data), version, seq)
    where = f"event {seq}"
    known = log_kind(kind)
    try:
        if known in TABLE_KINDS:
            assert known is not None
            return LogRecord(seq, known, event=parse_event(data, where))
        if known == "corrected":
            event = parse_event(data["event"], where)
            return LogRecord(seq, known, event=event, target=_seq(data["target"], seq))
        if known == "undone" or known == "redone":
            return LogRecord(seq, known, target=_seq(data["target"], seq))
        if known == "finished" or known == "reopened":
            return LogRecord(seq, known)
    except (KeyError, TypeError):
        raise InvalidGame("payload_invalid", seq=seq) from None
    raise InvalidGame("payload_invalid", seq=seq)


def _sorted(data: Any) -> Any:
    """``data`` with every object's keys in sorted order (as :func:`encode` writes them)."""
    if isinstance(data, dict):
        return {key: _sorted(data[key]) for key in sorted(data)}
    if isinstance(data, list):
        return [_sorted(item) for item in data]
    return data


def _seq(value: Any, seq: int) -> int:
    if type(value) is not int or not 1 <= value < seq:
        raise InvalidGame("payload_invalid", seq=seq)
    return value


def upcast(data: Any, version: int, seq: int) -> Any:
    """Bring a stored payload to the current version (a no-op while there is only one)."""
    if version != PAYLOAD_VERSION:
        raise InvalidGame("payload_version_unknown", seq=seq, version=version)
    return data
