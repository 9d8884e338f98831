"""How a deal ended, in a player's words: «7♥, сыграна», «мизер не сыгран, 1 взятка».

Said without declining the player's name (the name stands before a dash or a colon) and with
the Russian numeral agreement of «взятка» (1 взятка, 2 взятки, 5 взяток, 11 взяток, 21 взятка).
The outcome codes come from ``app.services.deal_outcome`` (made, down n, misère made/caught).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui import i18n


def tricks_text(n: int) -> str:
    """“1 trick”, “2 tricks”; in Russian «1 взятка», «3 взятки», «5 взяток», «21 взятка»."""
    russian = i18n.current_language() == "ru"
    if (n % 10 == 1 and n % 100 != 11) if russian else n == 1:
        text = QCoreApplication.translate("DealWords", "{n} trick")
    elif russian and 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        # Russian «2–4 взятки» has a form of its own; English says “tricks” as for many.
        text = QCoreApplication.translate(
            "DealWords", "{n} tricks", "2, 3, 4, 22… (Russian: взятки)"
        )
    else:
        text = QCoreApplication.translate(
            "DealWords", "{n} tricks", "0, 5…20, 25… (Russian: взяток)"
        )
    return text.format(n=n)


def outcome_text(contract: str, result: str, n: int) -> str:
    """The contract and how it ended: “7♥, made”, “7♥, down 2”, “misère failed, 1 trick”."""
    game = i18n.contract_text(contract)
    if result == "misere_made":
        return QCoreApplication.translate("DealWords", "misère made")
    if result == "misere_failed":
        return QCoreApplication.translate("DealWords", "misère failed, {tricks}").format(
            tricks=tricks_text(n)
        )
    texts = {
        "made": QCoreApplication.translate("DealWords", "{contract}, made"),
        "down": QCoreApplication.translate("DealWords", "{contract}, down {n}"),
        "unplayed": QCoreApplication.translate("DealWords", "{contract}, not whisted"),
        "conceded": QCoreApplication.translate("DealWords", "{contract}, given up three down"),
    }
    return texts.get(result, "{contract}").format(contract=game, n=n)


def sentence(text: str) -> str:
    """A row that reads like a sentence: its first letter capitalised (the rest unchanged)."""
    return text[:1].upper() + text[1:]
