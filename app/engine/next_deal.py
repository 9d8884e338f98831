"""What an incident's consequences allow in the next deal, checked when that deal is recorded.

A penalty can decide the rest of the deal it happened in: a bidder who looked at the talon must
pass (PRIKUP-2, 7, 9.x: ``forced_pass``), the third player who turned a talon card silently is
deemed to have passed and the deal is a raspasy (PRIKUP-6.1), a talon seen on raspasy leaves the
deal a raspasy (PRIKUP-9.2, 9.3). The incident records such limits on the fold's state
(``GameState.next_deal_limits``); the next deal or raspasy is refused when it contradicts one,
and consumes them. A ``custom`` incident recorded after it (the table agreed otherwise) lifts
them (docs/penalties.md, "Consequences and the next deal").
"""

from __future__ import annotations

from app.engine.errors import InvalidDeal
from app.engine.events import Deal, Raspasy
from app.engine.value import value

NOT_DECLARER = "not_declarer"
"""The player may not declare (he passed, or is deemed to have passed, in the bidding)."""

RASPASY_ONLY = "raspasy_only"
"""The deal is a raspasy: everybody passed, or a raspasy was already being played."""


@value
class NextDealLimit:
    """One limit on the next deal: its ``kind``, the penalty ``rule`` and the ``player``."""

    kind: str
    rule: str
    player: str | None = None


def check_next_deal(limits: list[NextDealLimit], event: Deal | Raspasy) -> None:
    """Refuse a deal that contradicts a limit an incident set (``InvalidDeal``)."""
    for limit in limits:
        if limit.kind == RASPASY_ONLY and isinstance(event, Deal):
            raise InvalidDeal(
                "consequence_raspasy_only", rule=limit.rule, contract=event.contract.code
            )
        if (
            limit.kind == NOT_DECLARER
            and isinstance(event, Deal)
            and event.declarer == limit.player
        ):
            raise InvalidDeal("consequence_not_declarer", rule=limit.rule, player=limit.player)
