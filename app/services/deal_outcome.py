"""How an ordered deal ended, in one code a label can carry: made, down n, misère made or caught.

The reading follows docs/rules.md, "What a deal writes": a contract is made when the declarer
takes at least its level (A.4), failed by the missing tricks otherwise (A.6); a misère is made
with no trick and caught with k tricks (A.11); a game nobody whisted is made without play
(A.14); a declarer may give it up three down before play (``concede_three_down``).
"""

from __future__ import annotations

from app.engine import Call, Deal


def deal_outcome(deal: Deal) -> tuple[str, int]:
    """``(code, n)``: ``("made", taken)``, ``("down", missing)``, ``("unplayed", 0)``,
    ``("half_whisted", 0)`` (made without play after a pass and a half-whist, A.10),
    ``("conceded", 3)``, ``("misere_made", 0)`` or ``("misere_failed", taken)``."""
    taken = deal.tricks.get(deal.declarer, 0)
    if deal.contract.is_misere:
        return ("misere_made", 0) if taken == 0 else ("misere_failed", taken)
    if deal.conceded:
        return "conceded", 3
    # A played half-whist (an option) has tricks although nobody said whist.
    whisted = any(call is Call.WHIST for call in deal.calls.values())
    if not whisted and not any(deal.tricks.values()):
        # A half-whist is a call too: «not whisted» said the opposite of what was called.
        if any(call is Call.HALF for call in deal.calls.values()):
            return "half_whisted", 0
        return "unplayed", 0
    level = deal.contract.level or 0
    return ("made", taken) if taken >= level else ("down", level - taken)
