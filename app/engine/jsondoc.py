"""Reading a JSON document from untrusted bytes: bounded, UTF-8 only, refusals as coded errors;
and writing one whose texts hold no raw control character (:func:`json_text`).

Every file the headless commands and the app's import read goes through :func:`load_json`, so a
hostile or damaged file ends in an :class:`InvalidGame` refusal — never a traceback or a hang
(docs/formats.md, "Limits"). The limits are far above anything a real game needs.
"""

from __future__ import annotations

import json
from typing import Any

from app.engine.errors import InvalidGame

MAX_BYTES = 16 * 1024 * 1024
"""A whole season of games is well under a megabyte; 16 MB leaves room and bounds the work."""

MAX_DEPTH = 32
"""The deepest real document (an incident's deal inside its facts) is five levels deep."""

MAX_NUMBER_CHARS = 24
"""Digits of one JSON number: enough for any amount, far from Python's 4,300-digit limit."""


class _NumberTooLong(ValueError):
    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _NumberTooLong(text)
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _NumberTooLong(text)
    return float(text)


def _parse_constant(text: str) -> Any:
    # NaN and Infinity are not JSON; Python's reader accepts them by default.
    raise InvalidGame("json_invalid", line=1, column=1, reason=f"{text} is not a JSON number")


def decode_text(data: bytes) -> str:
    """The document's text: UTF-8, with or without the BOM Windows Notepad writes (UTF-16 with
    a BOM is read too); anything else is refused."""
    if len(data) > MAX_BYTES:
        raise InvalidGame("file_too_large", limit_mb=MAX_BYTES // (1024 * 1024))
    try:
        if data[:2] in (b"\xff\xfe", b"\xfe\xff"):  # UTF-16 with its BOM (Windows "Unicode")
            return data.decode("utf-16")
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InvalidGame("file_not_utf8", offset=error.start) from None


def load_json(data: bytes | str) -> Any:
    """Parse a JSON document; refuse what is not UTF-8, too large, too deep or not JSON."""
    text = decode_text(data) if isinstance(data, bytes) else data
    if len(text) > MAX_BYTES:
        raise InvalidGame("file_too_large", limit_mb=MAX_BYTES // (1024 * 1024))
    try:
        document = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except _NumberTooLong as error:
        raise InvalidGame("number_too_long", digits=len(error.text)) from None
    except RecursionError:
        raise InvalidGame("json_too_deep", limit=MAX_DEPTH) from None
    except json.JSONDecodeError as error:
        raise InvalidGame(
            "json_invalid", line=error.lineno, column=error.colno, reason=error.msg
        ) from None
    check_plain(document)
    return document


def check_plain(document: Any) -> None:
    """Refuse nesting deeper than :data:`MAX_DEPTH` and text that is not Unicode (a lone
    surrogate such as ``"\\ud800"`` is valid JSON but cannot be printed or stored)."""
    stack: list[tuple[Any, int]] = [(document, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            _check_text(item)
            continue
        if not isinstance(item, dict | list):
            continue
        if depth > MAX_DEPTH:
            raise InvalidGame("json_too_deep", limit=MAX_DEPTH)
        if isinstance(item, dict):
            for key, value in item.items():
                _check_text(key)
                stack.append((value, depth + 1))
        else:
            stack.extend((value, depth + 1) for value in item)


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        shown = text.encode("utf-8", "replace").decode()
        raise InvalidGame("text_not_unicode", text=shown[:40]) from None


def json_text(doc: Any, indent: int | None = 2) -> str:
    """``doc`` as JSON (UTF-8 kept, ``indent``), every control character escaped (issue 29, D9:
    a name kept with an escape sequence or a direction mark, app/engine/names.py): JSON escapes
    those below U+0020 itself; the others (DEL, C1, line separators, direction marks) can only
    stand inside a string, where ``\\uXXXX`` is their JSON form — read back, the same text."""
    from app.engine.names import visible

    return visible(json.dumps(doc, ensure_ascii=False, indent=indent), keep="\n")
