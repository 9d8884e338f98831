"""CUSTOM: an agreed penalty for incidents no rule covers (catalogue §6)."""

from __future__ import annotations

from fractions import Fraction

from app.engine.entries import Amount
from app.engine.model import Column
from app.penalties.catalogue import Citation, Ctx, PenaltyRule, register
from app.penalties.common import choice, seats
from app.penalties.facts import FactKind, FactSpec
from app.texts import QT_TRANSLATE_NOOP


def _custom(ctx: Ctx) -> None:
    """§6: agreed points into pool, mountain or whists, with a free-text reason."""
    player, given = ctx["player"], Fraction(ctx["amount"])
    amount: Amount = int(given) if given.denominator == 1 else given  # "3/2": an exact half
    column = Column(ctx["column"])
    if amount == 0:
        raise ctx.refuse("fact_range", fact="amount", value=0, allowed="a number other than 0")
    if column is Column.POOL:
        ctx.pool(player, amount)
    elif column is Column.MOUNTAIN:
        ctx.mountain(player, amount)
    else:
        if ctx["on"] == player:
            raise ctx.refuse("whists_on_self", player=player)
        ctx.whists(player, ctx["on"], amount)
    ctx.explain("custom", reason=ctx["reason"], player=player, amount=amount)


register(
    PenaltyRule(
        "custom",
        "custom",
        QT_TRANSLATE_NOOP("Penalties", "Custom penalty"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "An incident no published rule covers (a revoke, a lead out of turn, an exposed card, "
            "a call out of turn, a recording error, an outsider's advice…): the players agree on "
            "points written into a player's pool or mountain, or as whists on another player, with "
            "a free-text reason.",
        ),
        Citation("penalty-catalogue.md §6"),
        (
            FactSpec(
                "player", FactKind.PLAYER, QT_TRANSLATE_NOOP("Penalties", "Who writes the points?")
            ),
            choice(
                "column", QT_TRANSLATE_NOOP("Penalties", "Where?"), ("pool", "mountain", "whists")
            ),
            FactSpec(
                "amount",
                FactKind.INT,
                QT_TRANSLATE_NOOP("Penalties", "How many points (whists)?"),
                halves=True,
            ),
            FactSpec(
                "on",
                FactKind.PLAYER,
                QT_TRANSLATE_NOOP("Penalties", "On whom are the whists written?"),
                depends_on={"column": ("whists",)},
            ),
            FactSpec(
                "reason",
                FactKind.TEXT,
                QT_TRANSLATE_NOOP("Penalties", "Reason"),
                required=False,
                default="",
            ),
        ),
        _custom,
        "the agreed amount",
        example=lambda s: {
            "player": seats(s)[0],
            "column": "mountain",
            "amount": 4,
            "reason": "revoke on raspasy",
        },
    ),
)
