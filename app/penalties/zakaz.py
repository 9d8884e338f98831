"""ZAKAZ: ordering the contract (club list, seed ``001_f3088321cbf56098.txt``; catalogue §3.2)."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from typing import Any

from app.engine.entries import Amount
from app.engine.events import Deal
from app.engine.model import Column, Contract
from app.engine.rules import Rules
from app.engine.scoring import check_deal, score_deal
from app.penalties.catalogue import Citation, Ctx, PenaltyRule, register, scratch_state
from app.penalties.common import (
    DECLARER,
    choice,
    contract_deal,
    deal,
    example_played,
    flag,
    level,
    raspasy_deal,
    seats,
)
from app.penalties.facts import FactKind, FactSpec
from app.penalties.outcomes import Consequence as C
from app.penalties.units import level_number, level_of, level_rank
from app.texts import QT_TRANSLATE_NOOP

SEED = "001_f3088321cbf56098.txt"


def _cite(*items: str) -> Citation:
    return Citation(SEED, items)


def _level_reached(ctx: Ctx) -> int:
    """Seed 001 items 1, 3: the level reached in the bidding is a bid on tricks; a bidding won
    with misère is ZAKAZ-4's case."""
    reached = level_number(ctx["level_reached"])
    if reached is None:
        raise ctx.refuse(
            "fact_invalid", fact="level_reached", value="misere", allowed="a level from 6 to 10"
        )
    return reached


def _zakaz_1_1(ctx: Ctx) -> None:
    """Seed 001 items 1, 1.1: «без трёх» at the level reached; a made contract is not written."""
    event = ctx.played_contract()
    reached = _level_reached(ctx)
    if event.contract.bid_rank >= level_rank(reached):
        raise ctx.refuse("contract_not_below_bidding", contract=event.contract.code, level=reached)
    ctx.mountain(event.declarer, 3 * ctx.L(reached))
    played = ctx.play(drop_pool=True)
    if played.made:
        ctx.add(C.CONTRACT_NOT_WRITTEN)


def _zakaz_1_2(ctx: Ctx) -> None:
    """Seed 001 item 1.2: found after the cards were mixed: the real result stands."""
    ctx.add(C.RESULT_STANDS)


def _zakaz_2_1(ctx: Ctx) -> None:
    """Seed 001 item 2.1: free change before the next player's call."""
    ctx.add(C.CHANGE_ALLOWED)


def _zakaz_2_2(ctx: Ctx) -> None:
    """Seed 001 item 2.2: once «вист» or «пас» is said the order stands. Before that the change
    is free (item 2.1): no penalty, the change is allowed."""
    if not ctx["whisted"]:
        ctx.add(C.CHANGE_ALLOWED)
        ctx.explain("zakaz-2.2.not_whisted", see="zakaz-2.1")
        return
    ctx.add(C.CHANGE_REJECTED)


def _change_fee(ctx: Ctx) -> None:
    """Seed 001 items 2.3, 2.4: the change is allowed for half_podsad(mistaken contract) (A4)."""
    ctx.require_active(ctx["declarer"], "declarer")
    ctx.mountain(ctx["declarer"], ctx.half_podsad(level_of(Contract.parse(ctx["mistaken"]))))
    ctx.add(C.CHANGE_ALLOWED)


def _zakaz_2_3(ctx: Ctx) -> None:
    """Seed 001 item 2.3: change before the cards are opened, to a suit ≥ 2 cards longer;
    half_podsad(mistaken contract) (A4); the discard stays."""
    if ctx["cards_opened"] or ctx["longer_by"] < 2:
        # Not a change item 2.3 allows (after the cards are opened it needs everyone's
        # consent, item 2.4): no penalty, the order stands.
        ctx.add(C.CHANGE_REJECTED)
        ctx.explain("zakaz-2.3.not_allowed", see="zakaz-2.4")
        return
    _change_fee(ctx)


def _zakaz_2_4(ctx: Ctx) -> None:
    """Seed 001 item 2.4: change after play began with everyone's consent; half_podsad."""
    if not ctx["all_consent"]:
        ctx.add(C.CHANGE_REJECTED)  # without everyone's consent the order stands, no penalty
        ctx.explain("zakaz-2.4.no_consent")
        return
    _change_fee(ctx)


def _zakaz_3_1(ctx: Ctx) -> None:
    """Seed 001 items 3, 3.1: 4 tricks at the level reached plus the misère's tricks (A12);
    a made misère is not written."""
    event = ctx.deal_event()
    assert isinstance(event, Deal)
    if not event.contract.is_misere:
        raise ctx.refuse("deal_not_misere")
    ctx.mountain(event.declarer, 4 * ctx.L(_level_reached(ctx)))
    played = ctx.play(drop_pool=True)
    if played.made:
        ctx.add(C.CONTRACT_NOT_WRITTEN)


def _zakaz_3_2(ctx: Ctx) -> None:
    """Seed 001 item 3.2: cards not opened: 20 into the mountain, make a legal order."""
    ctx.require_active(ctx["declarer"], "declarer")
    ctx.mountain(ctx["declarer"], 20)
    ctx.add(C.MUST_ORDER_LEGAL_CONTRACT)


def _zakaz_4(ctx: Ctx) -> None:
    """Seed 001 item 4: «без двух» on the other contract named; the misère is played."""
    ctx.require_active(ctx["declarer"], "declarer")
    other = Contract.parse(ctx["other_contract"])
    if other.is_misere:
        raise ctx.refuse(
            "fact_invalid", fact="other_contract", value="misere", allowed="a contract on tricks"
        )
    ctx.mountain(ctx["declarer"], 2 * ctx.L(level_of(other)))
    ctx.add(C.MISERE_PLAYED)


def _club_minimum(rules: Rules) -> str | None:
    return None if rules.min_contract_after_raspasy == 7 else "min_contract_after_raspasy"


def _zakaz_5_1(ctx: Ctx) -> None:
    """Seed 001 items 5, 5.1: the illegal six is played out, not written if made; the raspasy
    streak is kept."""
    if ctx.state.raspasy_streak == 0:
        raise ctx.refuse("no_raspasy_before")
    event = ctx.played_contract()
    if event.contract.level != 6:
        raise ctx.refuse("contract_not_six", contract=event.contract.code)
    played = ctx.play(drop_pool=True, keep_streak=True)
    if played.made:
        ctx.add(C.CONTRACT_NOT_WRITTEN)
    ctx.add(C.RASPASY_STREAK_KEPT)


def _zakaz_5_2(ctx: Ctx) -> None:
    """Seed 001 item 5.2: found after the cards were mixed: result stands, streak over."""
    ctx.add(C.RESULT_STANDS, C.RASPASY_STREAK_ENDS)


def _zakaz_6(ctx: Ctx) -> None:
    """Seed 001 item 6: the declarer writes the possible loss on the dearer contract (at least
    «без одной») on the players who pressed him. Minimum: 10 × L(dearer) whists, one
    undertrick's mountain at ten whists per point, shared by the pressers."""
    declarer, pressers = ctx["declarer"], ctx["pressers"]
    ctx.require_active(declarer, "declarer")
    if declarer in pressers:
        raise ctx.refuse("declarer_pressed_himself", player=declarer)
    minimum = 10 * ctx.L(level_of(Contract.parse(ctx["dearer"])))
    total = ctx.get("amount") or minimum
    if total < minimum:
        raise ctx.refuse(
            "fact_range",
            fact="amount",
            value=total,
            minimum=minimum,
            allowed=f"a whole number of at least {minimum}",
        )
    if total % len(pressers):
        raise ctx.refuse("amount_not_divisible", value=total, players=len(pressers))
    for presser in pressers:
        ctx.whists(declarer, presser, total // len(pressers))
    ctx.explain("zakaz-6", player=declarer, amount=total, minimum=minimum)


def _zakaz_7(ctx: Ctx) -> None:
    """Seed 001 items 7, 7.1, 7.2: drawn trump scored, or the mean of both results."""
    if ctx["resolution"] == "lots":
        ctx.play()
        return
    first = ctx.deal_event()
    second = ctx.deal_event("other_deal")
    assert isinstance(first, Deal) and isinstance(second, Deal)
    if first.declarer != second.declarer or first.contract.level != second.contract.level:
        raise ctx.refuse("average_deals_differ")
    state = ctx.state
    state.set_dealer(first.dealer)
    totals: dict[tuple[str, Column, str | None, str], Amount] = defaultdict(int)
    checked = None
    for event in (first, second):
        scratch = scratch_state(state)
        checked = check_deal(state, event)
        score_deal(scratch, checked, ctx.event)
        for entry in scratch.entries:
            totals[(entry.player, entry.column, entry.on, entry.rule)] += entry.amount
    for (player, column, on, rule), total in totals.items():
        # «Записывается усреднённый результат»: an odd sum is written as an exact half
        # (Fraction); an even one stays a whole int.
        mean = total // 2 if isinstance(total, int) and total % 2 == 0 else Fraction(total, 2)
        state.write(player, column, mean, ctx.event, rule, on)
    assert checked is not None
    ctx.finish_deal(checked)


def _example_7(state: Any) -> dict[str, Any]:
    return {"resolution": "lots", "deal": example_played(state, "6h", 6)}


register(
    PenaltyRule(
        "zakaz-1.1",
        "zakaz",
        QT_TRANSLATE_NOOP(
            "Penalties", "Contract ordered below the bidding level, found during play"
        ),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A contract lower than the level reached in the bidding was ordered and the error was "
            "found after play began (everyone called and the first trick was played). The declarer "
            "writes three undertricks at the level reached; the contract is played out; if made it "
            "is not written to the pool; whists and mountain are written.",
        ),
        _cite("1", "1.1"),
        (
            level("level_reached", QT_TRANSLATE_NOOP("Penalties", "Level reached in the bidding")),
            deal(QT_TRANSLATE_NOOP("Penalties", "The contract as played")),
        ),
        _zakaz_1_1,
        "mountain(declarer) += 3 × L(level reached); the play scored without its pool entry",
        (C.CONTRACT_NOT_WRITTEN, C.DEAL_SCORED),
        example=lambda s: {"level_reached": 7, "deal": example_played(s, "6s", 6)},
        carries_deal=True,
    ),
    PenaltyRule(
        "zakaz-1.2",
        "zakaz",
        QT_TRANSLATE_NOOP(
            "Penalties", "Contract below the bidding level, found after the cards were mixed"
        ),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "The illegal contract was discovered only after the cards were mixed: the result of "
            "the real play is recorded (as an ordinary deal).",
        ),
        _cite("1.2"),
        (),
        _zakaz_1_2,
        "none",
        (C.RESULT_STANDS,),
    ),
    PenaltyRule(
        "zakaz-2.1",
        "zakaz",
        QT_TRANSLATE_NOOP("Penalties", "Mistaken order corrected before the next call"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A mistaken order may be changed or withdrawn freely before the next player's call.",
        ),
        _cite("2", "2.1"),
        (),
        _zakaz_2_1,
        "none",
        (C.CHANGE_ALLOWED,),
    ),
    PenaltyRule(
        "zakaz-2.2",
        "zakaz",
        QT_TRANSLATE_NOOP("Penalties", "Change requested after the contract was whisted"),
        QT_TRANSLATE_NOOP(
            "Penalties", "Once a defender has said “whist” or “pass” the order cannot be changed."
        ),
        _cite("2.2"),
        (
            flag(
                "whisted",
                QT_TRANSLATE_NOOP("Penalties", "Has “whist” or “pass” already been said?"),
            ),
        ),
        _zakaz_2_2,
        "none",
        (C.CHANGE_REJECTED, C.CHANGE_ALLOWED),
        example=lambda s: {"whisted": True},
    ),
    PenaltyRule(
        "zakaz-2.3",
        "zakaz",
        QT_TRANSLATE_NOOP("Penalties", "Mistaken order changed before play to a much longer suit"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Before the cards are opened the declarer may change a mistaken order if he holds a "
            "suit at least two cards longer than the one named. The discard stays; he writes half "
            "an undertrick of the mistaken contract into his mountain.",
        ),
        _cite("2.3"),
        (
            DECLARER,
            FactSpec(
                "mistaken",
                FactKind.CONTRACT,
                QT_TRANSLATE_NOOP("Penalties", "The mistaken contract"),
            ),
            flag("cards_opened", QT_TRANSLATE_NOOP("Penalties", "Were the cards already opened?")),
            FactSpec(
                "longer_by",
                FactKind.INT,
                QT_TRANSLATE_NOOP("Penalties", "How many cards longer is the new suit?"),
                # Seed 001 item 2.3 allows the change only to a suit at least two cards longer;
                # ten cards in hand bound the difference.
                minimum=2,
                maximum=10,
            ),
        ),
        _zakaz_2_3,
        "mountain(declarer) += half_podsad(mistaken contract) (A4)",
        (C.CHANGE_ALLOWED, C.CHANGE_REJECTED),
        example=lambda s: {
            "declarer": seats(s)[0],
            "mistaken": "7s",
            "cards_opened": False,
            "longer_by": 2,
        },
        choices=("A4",),
    ),
    PenaltyRule(
        "zakaz-2.4",
        "zakaz",
        QT_TRANSLATE_NOOP("Penalties", "Mistaken order changed after play began, with consent"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "After play began a mistaken order may be changed only with every player's consent; "
            "the declarer writes half an undertrick of the mistaken contract into his mountain.",
        ),
        _cite("2.4"),
        (
            DECLARER,
            FactSpec(
                "mistaken",
                FactKind.CONTRACT,
                QT_TRANSLATE_NOOP("Penalties", "The mistaken contract"),
            ),
            flag("all_consent", QT_TRANSLATE_NOOP("Penalties", "Do all players consent?")),
        ),
        _zakaz_2_4,
        "mountain(declarer) += half_podsad(mistaken contract) (A4)",
        (C.CHANGE_ALLOWED, C.CHANGE_REJECTED),
        example=lambda s: {"declarer": seats(s)[0], "mistaken": "8d", "all_consent": True},
        choices=("A4",),
    ),
    PenaltyRule(
        "zakaz-3.1",
        "zakaz",
        QT_TRANSLATE_NOOP("Penalties", "Misère ordered after bidding, cards already opened"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A player who had already bid ordered a misère and the cards were opened. He writes "
            "four tricks at the level reached plus the tricks he takes on the misère (scored as on "
            "a failed misère); a successful misère is not written.",
        ),
        _cite("3", "3.1"),
        (
            level("level_reached", QT_TRANSLATE_NOOP("Penalties", "Level reached in the bidding")),
            deal(QT_TRANSLATE_NOOP("Penalties", "The misère as played")),
        ),
        _zakaz_3_1,
        "mountain(declarer) += 4 × L(level reached) + the misère's tricks (A12)",
        (C.CONTRACT_NOT_WRITTEN, C.DEAL_SCORED),
        example=lambda s: {
            "level_reached": 7,
            "deal": contract_deal(seats(s)[0], "misere", {}, {seats(s)[0]: 0}),
        },
        carries_deal=True,
        choices=("A12",),
    ),
    PenaltyRule(
        "zakaz-3.2",
        "zakaz",
        QT_TRANSLATE_NOOP("Penalties", "Misère ordered after bidding, cards not opened"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "The cards were not opened: the player must make a legal order and writes 20 into his "
            "mountain.",
        ),
        _cite("3.2"),
        (DECLARER,),
        _zakaz_3_2,
        "mountain(declarer) += 20",
        (C.MUST_ORDER_LEGAL_CONTRACT,),
        example=lambda s: {"declarer": seats(s)[1]},
    ),
    PenaltyRule(
        "zakaz-4",
        "zakaz",
        QT_TRANSLATE_NOOP("Penalties", "Another contract ordered after misère was announced"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Ordering another contract after announcing misère is an attempted deceit: the player "
            "writes two undertricks of the contract he named, and the misère is played with the "
            "same discard.",
        ),
        _cite("4"),
        (
            DECLARER,
            FactSpec(
                "other_contract",
                FactKind.CONTRACT,
                QT_TRANSLATE_NOOP("Penalties", "The contract he named"),
            ),
        ),
        _zakaz_4,
        "mountain(declarer) += 2 × L(other contract)",
        (C.MISERE_PLAYED,),
        example=lambda s: {"declarer": seats(s)[0], "other_contract": "8nt"},
    ),
    PenaltyRule(
        "zakaz-5.1",
        "zakaz",
        QT_TRANSLATE_NOOP("Penalties", "A six ordered right after raspasy, found during play"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Where the club minimum after raspasy is seven, a six ordered right after raspasy "
            "found after play began is played out; if made it is not written to the pool; whists "
            "and mountain are written; the raspasy streak is kept. No mountain fine is stated.",
        ),
        _cite("5", "5.1"),
        (deal(QT_TRANSLATE_NOOP("Penalties", "The six as played")),),
        _zakaz_5_1,
        "none; the play scored without its pool entry (A13)",
        (C.CONTRACT_NOT_WRITTEN, C.RASPASY_STREAK_KEPT, C.DEAL_SCORED),
        gate=_club_minimum,
        example=lambda s: {"deal": example_played(s, "6s", 6)},
        example_options={"min_contract_after_raspasy": 7},
        example_setup=lambda s: [raspasy_deal(s)],
        carries_deal=True,
        choices=("A10", "A13"),
    ),
    PenaltyRule(
        "zakaz-5.2",
        "zakaz",
        QT_TRANSLATE_NOOP(
            "Penalties", "A six ordered right after raspasy, found after the cards were mixed"
        ),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Found only after the cards were mixed: the real result stands and the raspasy streak "
            "is over.",
        ),
        _cite("5.2"),
        (),
        _zakaz_5_2,
        "none",
        (C.RESULT_STANDS, C.RASPASY_STREAK_ENDS),
        gate=_club_minimum,
        example_options={"min_contract_after_raspasy": 7},
        choices=("A10",),
    ),
    PenaltyRule(
        "zakaz-6",
        "zakaz",
        QT_TRANSLATE_NOOP("Penalties", "Declarer pressed into a dearer contract"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A declarer who ordered a legal contract was pressed into a dearer one: he writes "
            "compensation for the possible loss on the dearer contract (at least one undertrick's "
            "worth) as whists on the players who demanded the raise.",
        ),
        _cite("6"),
        (
            DECLARER,
            FactSpec(
                "pressers",
                FactKind.PLAYERS,
                QT_TRANSLATE_NOOP("Penalties", "Who demanded the raise?"),
            ),
            FactSpec(
                "dearer", FactKind.CONTRACT, QT_TRANSLATE_NOOP("Penalties", "The dearer contract")
            ),
            FactSpec(
                "amount",
                FactKind.INT,
                QT_TRANSLATE_NOOP("Penalties", "Agreed compensation in whists"),
                required=False,
                minimum=1,
            ),
        ),
        _zakaz_6,
        "whists(declarer on pressers) = max(amount, 10 × L(dearer)), shared equally",
        example=lambda s: {"declarer": seats(s)[0], "pressers": [seats(s)[1]], "dearer": "7s"},
    ),
    PenaltyRule(
        "zakaz-7",
        "zakaz",
        QT_TRANSLATE_NOOP("Penalties", "Unresolvable dispute about the trump suit"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "When declarer and defenders dispute the trump suit and it cannot be confirmed, they "
            "agree either to draw lots for the suit (7.1) or to record the mean of the results "
            "with one and the other trump (7.2).",
        ),
        _cite("7", "7.1", "7.2"),
        (
            choice(
                "resolution",
                QT_TRANSLATE_NOOP("Penalties", "How was it settled?"),
                ("lots", "average"),
            ),
            deal(QT_TRANSLATE_NOOP("Penalties", "The deal with the drawn (or first) trump")),
            FactSpec(
                "other_deal",
                FactKind.DEAL,
                QT_TRANSLATE_NOOP("Penalties", "The deal with the other trump"),
                depends_on={"resolution": ("average",)},
                deal_types=("deal",),
            ),
        ),
        _zakaz_7,
        "7.1: the drawn suit's result; 7.2: every amount is the mean of both results",
        (C.DEAL_SCORED,),
        example=_example_7,
        carries_deal=True,
    ),
)
