"""Numbers as the paper sheet writes them, for the interface: the one formatter lives in
:mod:`app.engine.numbers` (the phones' pages use it too)."""

from __future__ import annotations

from app.engine.numbers import MINUS, fraction_glyph, sheet_number

__all__ = ["MINUS", "fraction_glyph", "sheet_number"]
