"""HOUSE: optional house rules (catalogue §3.7), off unless ``penalty_house_rules`` is on."""

from __future__ import annotations

from app.engine.events import Deal
from app.engine.rules import Rules
from app.penalties.catalogue import Citation, Ctx, PenaltyRule, forced_remiz, register
from app.penalties.common import (
    DEALER,
    DECLARER,
    deal,
    example_played,
    level,
    raspasy_deal,
    seats,
)
from app.penalties.facts import FactKind, FactSpec
from app.penalties.outcomes import Consequence as C
from app.texts import QT_TRANSLATE_NOOP


def _gate(rules: Rules) -> str | None:
    return None if rules.penalty_house_rules else "penalty_house_rules"


def _raspasy_dealer(ctx: Ctx) -> None:
    """[knigochet]: up to 10 into the dealer's mountain after a third consecutive raspasy."""
    if ctx.state.raspasy_streak < 3:
        raise ctx.refuse("raspasy_streak_short", streak=ctx.state.raspasy_streak, minimum=3)
    ctx.mountain(ctx["dealer"], ctx["amount"])


def _undercall(ctx: Ctx) -> None:
    """[knigochet]: an under-ordered game is scored as failed (by one); contradicts Кодекс
    3.4.13."""
    event = ctx.deal_event()
    assert isinstance(event, Deal)
    level = event.contract.level
    if level is None or event.tricks.get(event.declarer, 0) <= level:
        raise ctx.refuse("not_undercalled", contract=event.contract.code)
    ctx.play(modify=forced_remiz(1), relabel=True)


def _reorder(ctx: Ctx) -> None:
    """[oper7]: a re-order allowed for an agreed fee."""
    ctx.require_active(ctx["declarer"], "declarer")
    ctx.mountain(ctx["declarer"], ctx["amount"])
    ctx.add(C.CHANGE_ALLOWED)


def _multiplier(ctx: Ctx) -> None:
    """Lesnoy's note (A17): penalties are not multiplied by bombs or blind play."""
    ctx.explain("house-multiplier")


def _wrong_discard(ctx: Ctx) -> None:
    """[preferansist]: «без одной в гору на объявленной игре»."""
    ctx.require_active(ctx["declarer"], "declarer")
    ctx.mountain(ctx["declarer"], ctx.L(ctx["contract_level"]))


def _misdeal_twice(ctx: Ctx) -> None:
    """[kzpn200]: one undertrick of a six into the dealer's mountain; redeal."""
    ctx.mountain(ctx["dealer"], ctx.L(6))
    ctx.add(C.REDEAL)


ON = {"penalty_house_rules": True}


register(
    PenaltyRule(
        "house-raspasy-dealer",
        "house",
        QT_TRANSLATE_NOOP(
            "Penalties", "Dealer fined after a third consecutive raspasy (house rule)"
        ),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Some companies fine the dealer 'for unskilful dealing' after a third consecutive "
            "raspasy: up to 10 into his mountain. Runs against the spirit of the Code's 3.4.10.",
        ),
        Citation("knigochet.com/read_56661_7"),
        (
            DEALER,
            FactSpec(
                "amount",
                FactKind.INT,
                QT_TRANSLATE_NOOP("Penalties", "Agreed fine"),
                required=False,
                default=10,
                minimum=1,
                maximum=10,
            ),
        ),
        _raspasy_dealer,
        "mountain(dealer) += amount (≤ 10)",
        gate=_gate,
        example_options=ON,
        example_setup=lambda s: [raspasy_deal(s, shift) for shift in range(3)],
    ),
    PenaltyRule(
        "house-undercall",
        "house",
        QT_TRANSLATE_NOOP("Penalties", "Under-ordering scored as a failed game (house rule)"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Some tables score a game where the declarer took more tricks than he ordered as if "
            "the ordered game had failed (by one). Contradicts the Code's 3.4.13, which the "
            "default follows.",
        ),
        Citation("knigochet.com/read_56661_7"),
        (deal(QT_TRANSLATE_NOOP("Penalties", "The contract as played")),),
        _undercall,
        "the deal scored as remiz(c, 1); whists from the actual tricks",
        (C.DEAL_SCORED,),
        gate=_gate,
        example=lambda s: {"deal": example_played(s, "6s", 8)},
        example_options=ON,
        carries_deal=True,
    ),
    PenaltyRule(
        "house-reorder",
        "house",
        QT_TRANSLATE_NOOP("Penalties", "Re-ordering a contract for a fee (house rule)"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "With three or more trumps the declarer plays what he ordered; friendly games "
            "sometimes allow re-ordering for an agreed fee into the mountain.",
        ),
        Citation("oper7.ru/?p=69"),
        (
            DECLARER,
            FactSpec(
                "amount", FactKind.INT, QT_TRANSLATE_NOOP("Penalties", "Agreed fee"), minimum=0
            ),
        ),
        _reorder,
        "mountain(declarer) += agreed fee",
        (C.CHANGE_ALLOWED,),
        gate=_gate,
        example=lambda s: {"declarer": seats(s)[0], "amount": 2},
        example_options=ON,
    ),
    PenaltyRule(
        "house-multiplier",
        "house",
        QT_TRANSLATE_NOOP("Penalties", "Bombs and blind play multipliers"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Bombs and blind play multiply game values; no source says whether penalties are "
            "multiplied. Pulka does not multiply penalties.",
        ),
        Citation("Lesnoy, my-library.info page 232"),
        (),
        _multiplier,
        "none (A17)",
        gate=_gate,
        example_options=ON,
        choices=("A17",),
    ),
    PenaltyRule(
        "house-wrong-discard",
        "house",
        QT_TRANSLATE_NOOP("Penalties", "Wrong discard of one card or three or more (house rule)"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A wrong discard is fined one undertrick of the announced game; the game is played out "
            "and whists are written for the tricks actually taken. Conflicts with the Code's "
            "3.4.6, which the default follows.",
        ),
        Citation("preferansist.mirbb.com/t5-topic"),
        (
            DECLARER,
            level("contract_level", QT_TRANSLATE_NOOP("Penalties", "Level of the announced game")),
        ),
        _wrong_discard,
        "mountain(declarer) += L(c)",
        gate=_gate,
        example=lambda s: {"declarer": seats(s)[0], "contract_level": 8},
        example_options=ON,
    ),
    PenaltyRule(
        "house-misdeal-twice",
        "house",
        QT_TRANSLATE_NOOP("Penalties", "The same dealer misdeals twice (house rule)"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A dealer who misdeals twice writes one undertrick of a six into his mountain; redeal. "
            "Conflicts with the Code's 3.2.13 (no penalty).",
        ),
        Citation("kzpn200 blog"),
        (DEALER,),
        _misdeal_twice,
        "mountain(dealer) += L(6)",
        (C.REDEAL,),
        gate=_gate,
        example_options=ON,
    ),
)
