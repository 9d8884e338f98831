"""Cells of a CSV export that a spreadsheet reads safely: text never runs as a formula, numbers
are plain numbers.

OWASP's CSV-injection rule: a cell starting with ``=``, ``+``, ``-``, ``@``, tab or carriage
return is taken as a formula by spreadsheets (``=HYPERLINK(…)``, ``=cmd|' /C calc'!A0``); such a
text cell is prefixed with an apostrophe so it is shown as text. A spreadsheet may also split
the file on another separator than the comma it was written with (Russian-locale Excel splits on
``;``), so the rule holds after every separator inside a text too: ``x;=cmd`` is written
``x;'=cmd`` (issue 29, D3; OWASP: "also take care of the field separator"). Numbers are written
with an ASCII minus and a decimal point, never "−3 1/3", so a spreadsheet can add them up.
"""

from __future__ import annotations

import re
from fractions import Fraction

from app.engine.names import visible
from app.engine.settlement import round_half_away

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

_FORMULA_AFTER_SEPARATOR = re.compile(r"""([,;|\t\r\n])([ "]*)(?=[=+\-@])""")
"""A separator a spreadsheet may split on (comma, semicolon, bar, tab, line end), then spaces
or quotes it may strip, then what starts a formula."""

DECIMAL_PLACES = 4
"""Places of a result that has no finite decimal form (22/3 → 7.3333)."""


def text_cell(text: str) -> str:
    """A text cell that cannot start a formula, at its start or after any separator: an
    apostrophe goes before each such place. A control character (a line break, a tab, an
    escape, a direction mark) is written escaped, ``\\u000a`` (app/engine/names.py, issue 29,
    D9): a name from an older file must not break a row nor turn the text around."""
    text = _FORMULA_AFTER_SEPARATOR.sub(r"\1'\2", visible(text))
    return "'" + text if text.lstrip(' "').startswith(FORMULA_STARTS) else text


def number_cell(value: Fraction | int, places: int | None = None) -> str:
    """A number as a spreadsheet reads it: ``-12``, ``0.5``, ``7.3333`` (``places`` fixed, or
    exact when the decimal form is finite and at most :data:`DECIMAL_PLACES` long), rounded
    half away from zero as the settlement rounds and the screen shows (scoring-conventions
    E.8): money exported is the money on screen."""
    value = Fraction(value)
    if places is None:
        places = 0
        while (value * 10**places).denominator != 1 and places < DECIMAL_PLACES:
            places += 1
    scaled = round_half_away(abs(value) * 10**places)
    sign = "-" if value < 0 and scaled else ""
    if places == 0:
        return f"{sign}{scaled}"
    whole, rest = divmod(scaled, 10**places)
    return f"{sign}{whole}.{rest:0{places}d}"
