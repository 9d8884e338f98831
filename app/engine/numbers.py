"""Numbers as the paper sheet writes them: ``12``, ``−3``, ``6½``, ``−5¼``, ``41⅓``.

The one formatter of an exact amount on screen, in print and in shared text: the sheet, the
card table, the settlement, the game list, the players window, the history and previews all
call :func:`sheet_number` (issue 14: «−5¼», never «−5 1/4»). ZAKAZ-7.2's mean of two results (and a
manual entry of ``"3/2"``) puts exact halves on the sheet; a settled result is often a third
or a quarter (one player's share of a 3- or 4-player pool, scoring-conventions E.4). Whole
amounts are ``int`` and print exactly as before. Machine formats (CSV, JSON, the CLI) keep
their own plain forms (``-7.3333``, ``"-22/3"``). Qt-free, so the phones' pages (app/phones/)
write numbers exactly as the sheet does; ``ui/sheet/numbers.py`` hands it to the interface.
"""

from __future__ import annotations

from fractions import Fraction

MINUS = "\u2212"
"""The typographic minus, as wide as the plus: a column of signed results stays aligned."""

_GLYPHS = {
    (1, 2): "½",
    (1, 3): "⅓",
    (2, 3): "⅔",
    (1, 4): "¼",
    (3, 4): "¾",
    (1, 5): "⅕",
    (2, 5): "⅖",
    (3, 5): "⅗",
    (4, 5): "⅘",
    (1, 6): "⅙",
    (5, 6): "⅚",
    (1, 8): "⅛",
    (3, 8): "⅜",
    (5, 8): "⅝",
    (7, 8): "⅞",
}
_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def fraction_glyph(numerator: int, denominator: int) -> str:
    """A proper fraction as one small figure: ``¼``, ``⅔``; any other as ``⁷⁄₁₂``."""
    glyph = _GLYPHS.get((numerator, denominator))
    if glyph is not None:
        return glyph
    top = str(numerator).translate(_SUPERSCRIPT)
    bottom = str(denominator).translate(_SUBSCRIPT)
    return f"{top}\u2044{bottom}"  # U+2044 FRACTION SLASH


def sheet_number(value: int | Fraction, *, signed: bool = False) -> str:
    """``12``, ``−3``, ``6½``, ``−½``, ``7⅓``, ``−5¼``. ``signed`` adds ``+`` to a positive."""
    if type(value) is int:  # nearly every amount: no Fraction to build (a relayout formats dozens)
        if value < 0:
            return f"{MINUS}{-value}"
        return f"+{value}" if signed and value > 0 else str(value)
    sign = MINUS if value < 0 else ("+" if signed and value > 0 else "")
    magnitude = abs(Fraction(value))
    whole, rest = divmod(magnitude.numerator, magnitude.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    return f"{sign}{whole or ''}{fraction_glyph(rest, magnitude.denominator)}"
