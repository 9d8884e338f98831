"""How a deal ended, in a player's words: «7♥, сыграна», «мизер не сыгран, 1 взятка».

Said without declining the player's name (the name stands before a dash or a colon) and with
the Russian numeral agreement of «взятка» (1 взятка, 2 взятки, 5 взяток, 11 взяток, 21 взятка).
The outcome codes come from ``app.services.deal_outcome`` (made, down n, misère made/caught).
The texts live in ui/i18n.py (which builds the history rows with them); this module names them.
"""

from __future__ import annotations

from ui.i18n import outcome_text, tricks_text

__all__ = ["outcome_text", "sentence", "tricks_text"]


def sentence(text: str) -> str:
    """A row that reads like a sentence: its first letter capitalised (the rest unchanged)."""
    return text[:1].upper() + text[1:]
