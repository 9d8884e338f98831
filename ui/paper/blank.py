"""Blank 3- and 4-player forms: the empty sheet and a header to fill in by hand.

For a table that keeps paper beside the app: the same drawing as a game's form (same lines,
same regions), with no names, no numbers and an empty circle for the pool size.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.engine import SOCHI, fold
from ui.paper.game_form import PaperForm
from ui.paper.header import payment_header, result_header
from ui.sheet.layout import layout_sheet

BLANK = "_" * 14


def blank_form(players: int) -> PaperForm:
    """An empty form for ``players`` (3 or 4) players."""
    names = tuple(str(i) for i in range(1, players + 1))
    layout = layout_sheet(fold(SOCHI, names, names[-1], []))
    # Only the lines and the circle: names and the pool size are written by hand.
    empty = layout.__class__(
        layout.width, layout.height, layout.lines, layout.circle, layout.regions, (), layout.seats
    )
    title = QCoreApplication.translate("GameForm", "Preferans score sheet")
    who = QCoreApplication.translate(
        "GameForm", "Date: {blank}     Players, clockwise: {blank}{blank}{blank}"
    )
    rules = QCoreApplication.translate(
        "GameForm", "Rules: {blank}{blank}     Pool: {short}     A whist costs: {short}"
    )
    lines = (who.format(blank=BLANK), rules.format(blank=BLANK, short="_" * 8))
    # The settlement's tables with empty rows, to be filled in at the end of the game.
    results = (tuple(result_header()), *[("",) * 4] * players)
    pairs = players * (players - 1) // 2  # at most one payment per pair of players
    payments = (tuple(payment_header()), *[("",) * 4] * pairs)
    status = QCoreApplication.translate("GameForm", "Settlement")
    return PaperForm(title, lines, empty, status, results, payments)
