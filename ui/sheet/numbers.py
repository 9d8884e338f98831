"""Numbers as the paper sheet writes them: whole numbers as they are, a half as ``6½``.

ZAKAZ-7.2's mean of two results (and a manual entry of ``"3/2"``) puts exact halves on the
sheet (app/engine/entries.py ``Amount``); whole amounts are ``int`` and print exactly as before.
"""

from __future__ import annotations

from fractions import Fraction


def sheet_number(value: int | Fraction, *, signed: bool = False) -> str:
    """``12``, ``-3``, ``6½``, ``-½``; other fractions as ``22/3``. ``signed`` adds ``+``."""
    sign = "-" if value < 0 else ("+" if signed else "")
    if isinstance(value, int):
        return f"{sign}{abs(value)}"
    magnitude = abs(value)
    if magnitude.denominator == 1:
        return f"{sign}{int(magnitude)}"
    whole, rest = divmod(magnitude.numerator, magnitude.denominator)
    if magnitude.denominator == 2:
        return f"{sign}{whole or ''}½"
    return f"{sign}{whole} {rest}/{magnitude.denominator}" if whole else f"{sign}{magnitude}"
