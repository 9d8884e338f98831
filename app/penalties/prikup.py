"""PRIKUP: the talon (club list, seed ``004_3091ae4dcc3f7f5d.txt``; catalogue §3.1)."""

from __future__ import annotations

from app.engine.events import Deal, Raspasy
from app.engine.rules import Rules
from app.penalties.catalogue import Citation, Ctx, PenaltyRule, register
from app.penalties.common import (
    DEALER,
    RASPASY,
    THIRD,
    VIOLATOR,
    choice,
    contract_deal,
    deal,
    example_played,
    flag,
    level,
    seats,
)
from app.penalties.facts import FactKind, FactSpec, GameFill
from app.penalties.outcomes import Consequence as C
from app.penalties.units import minimum_bid
from app.texts import QT_TRANSLATE_NOOP

SEED = "004_3091ae4dcc3f7f5d.txt"
CLUB6 = "https://preferans-club.ru/viewtopic.php?id=6"

BID_STARTED = flag(
    "bidding_started", QT_TRANSLATE_NOOP("Penalties", "Had the bidding for the talon started?")
)
BID_LEVEL = level(
    "bid_level",
    QT_TRANSLATE_NOOP("Penalties", "Current bid level"),
    depends_on={"bidding_started": (True,)},
)
R_IF_NO_BID = FactSpec(
    "raspasy_level",
    RASPASY.kind,
    RASPASY.question,
    game=GameFill.RASPASY_LEVEL,
    depends_on={"bidding_started": (False,)},
)
PREVIOUS = FactSpec(
    "previous_offences",
    FactKind.INT,
    QT_TRANSLATE_NOOP("Penalties", "How many times this player already did it in this pool"),
    game=GameFill.OFFENCES,
    minimum=0,
)


def _prikup_0(ctx: Ctx) -> None:
    """PRIKUP-0 (club page preamble): the dealer answers for the talon with the same penalty."""
    ctx.mountain(ctx["dealer"], ctx["amount"])


def _prikup_1_1(ctx: Ctx) -> None:
    """Seed 004 item 1.1: mountain(dealer) += L(current bid)."""
    amount = ctx.L(ctx["bid_level"])
    ctx.mountain(ctx["dealer"], amount)
    ctx.explain("prikup-1.1", player=ctx["dealer"], amount=amount, level=ctx["bid_level"])


def _prikup_1_2(ctx: Ctx) -> None:
    """Seed 004 item 1.2: mountain(dealer) += R."""
    ctx.mountain(ctx["dealer"], ctx.R)
    ctx.explain("prikup-1.2", player=ctx["dealer"], amount=ctx.R)


def _bid_or_r(ctx: Ctx) -> int:
    """L(current bid), or R when nothing was bid yet (A3, as PRIKUP-1.2 does)."""
    return ctx.L(ctx["bid_level"]) if ctx["bidding_started"] else ctx.R


def _prikup_2(ctx: Ctx) -> None:
    """Seed 004 item 2: mountain += L(current bid); he may not bid any more."""
    ctx.require_active(ctx["violator"])
    amount = _bid_or_r(ctx)
    ctx.mountain(ctx["violator"], amount)
    ctx.add(C.FORCED_PASS)
    ctx.explain("prikup-2", player=ctx["violator"], amount=amount)


def _exposed_fine(ctx: Ctx) -> None:
    """A5: PRIKUP-3.1 / 3.3 state no fine; the option also applies PRIKUP-2."""
    if not ctx.state.rules.penalty_exposed_talon_fined:
        return
    ctx.mountain(ctx["violator"], ctx.L(ctx.need("bid_level")))
    ctx.add(C.FORCED_PASS)


def _prikup_3_1(ctx: Ctx) -> None:
    """Seed 004 item 3.1: the talon goes to the other bidder, whose bid was the last."""
    ctx.require_active(ctx["violator"])
    if ctx["other_bidder"] == ctx["violator"]:
        raise ctx.refuse("same_player", fact="other_bidder")
    ctx.add(C.TALON_TO_OTHER_BIDDER)
    _exposed_fine(ctx)
    ctx.explain("prikup-3.1", player=ctx["other_bidder"])


def _require_senior_bid(ctx: Ctx) -> None:
    """Seed 004 item 3.2.1: the talon is taken «на старшую заявку», so the contract ordered is
    not below the last bid."""
    event = ctx.deal_event()
    assert isinstance(event, Deal)  # the schema admits contracts only
    ctx.require_at_least(event.contract, ctx["last_bid"])


def _prikup_3_2_1(ctx: Ctx) -> None:
    """Seed 004 item 3.2.1: half_podsad(last bid) (A4); the game's compensation and the whists
    are written on the violator (A7)."""
    violator = ctx["violator"]
    ctx.require_active(violator)
    _require_senior_bid(ctx)
    ctx.mountain(violator, ctx.half_podsad(ctx["last_bid"]))
    ctx.add(C.TALON_TO_SECOND_BIDDER)
    redirect = violator if ctx.state.rules.penalty_violator_pays_whists else None
    played = ctx.play(redirect_whists_to=redirect)
    if played.declarer == violator:
        raise ctx.refuse("declarer_is_violator", player=violator)
    ctx.compensate(violator, played)


def _prikup_3_2_2(ctx: Ctx) -> None:
    """Seed 004 item 3.2.2: the violator plays; half_podsad(last bid) into his mountain."""
    violator = ctx["violator"]
    _require_senior_bid(ctx)
    ctx.mountain(violator, ctx.half_podsad(ctx["last_bid"]))
    played = ctx.play()
    if played.declarer != violator:
        raise ctx.refuse("declarer_not_violator", player=violator, declarer=played.declarer)


def _prikup_3_3(ctx: Ctx) -> None:
    """Seed 004 item 3.3: an impossible bid with the talon exposed; the previous bidder takes it."""
    ctx.require_active(ctx["violator"])
    if ctx["previous_bidder"] == ctx["violator"]:
        raise ctx.refuse("same_player", fact="previous_bidder")
    ctx.add(C.TALON_TO_PREVIOUS_BIDDER)
    _exposed_fine(ctx)
    ctx.explain("prikup-3.3", player=ctx["previous_bidder"])


def _prikup_4(ctx: Ctx) -> None:
    """Seed 004 item 4: L(last bid) or L(minimum bid) (A10); compensation if made; raspasy
    streak ends."""
    violator = ctx["violator"]
    bid = ctx["last_bid"] if ctx["bidding_started"] else minimum_bid(ctx.state)
    ctx.mountain(violator, ctx.L(bid))
    ctx.add(C.BIDDING_CONTINUES_OPEN_TALON)
    played = ctx.play()
    ctx.compensate(violator, played)
    if (
        isinstance(ctx.deal_event(), Raspasy)
        and not ctx.state.rules.penalty_prikup_4_raspasy_ends_streak
    ):
        # Reading A22, alternative: the raspasy played counts in the streak like any other.
        ctx.add(C.RASPASY_STREAK_KEPT)
        return
    # «Распасовка кончается»: the streak ends, also when the deal itself ended in raspasy (A22).
    ctx.state.raspasy_streak = 0
    ctx.add(C.RASPASY_STREAK_ENDS)


def _prikup_5(ctx: Ctx) -> None:
    """Seed 004 item 5: 3 × R (2 × R for one card); compensation if the third player makes a
    contract."""
    violator = ctx["violator"]
    third = ctx.state.table.active[2]
    if violator == third:
        raise ctx.refuse("violator_is_third_player", player=violator)
    event = ctx.deal_event()
    if isinstance(event, Deal) and event.declarer != third:
        # After two passes only the third player may still call and declare.
        raise ctx.refuse("declarer_not_third_player", player=event.declarer, expected=third)
    amount = (3 if ctx["cards_exposed"] == 2 else 2) * ctx.R
    ctx.mountain(violator, amount)
    played = ctx.play()
    ctx.compensate(violator, played)
    ctx.explain("prikup-5", player=violator, amount=amount)


def _prikup_6_1(ctx: Ctx) -> None:
    """Seed 004 item 6.1: one card turned silently: deemed pass, raspasy; R into the mountain."""
    ctx.mountain(ctx["violator"], ctx.R)
    ctx.add(C.DEEMED_PASS)


def _prikup_6_2(ctx: Ctx) -> None:
    """Seed 004 item 6.2: both cards turned: deemed minimum bid; R into the mountain."""
    ctx.mountain(ctx["violator"], ctx.R)
    ctx.add(C.DEEMED_MIN_BID)


def _prikup_7(ctx: Ctx) -> None:
    """Seed 004 items 7, 7.1: 2 × (R or L(bid)) = 4, 8, 12, 16 or 20; new talon drawn."""
    violator = ctx["violator"]
    ctx.require_active(violator)  # the resting dealer is dealt no cards
    amount = 2 * _bid_or_r(ctx)
    ctx.mountain(violator, amount)
    ctx.add(C.RESHUFFLE_TALON)
    if ctx["from_table"]:
        ctx.add(C.FORCED_PASS)
    ctx.explain("prikup-7", player=violator, amount=amount)


def _prikup_7_2(ctx: Ctx) -> None:
    """Seed 004 item 7.2: redeal without penalty, agreed before the talon bidding."""
    ctx.require_active(ctx["violator"])
    if ctx["bidding_started"]:
        raise ctx.refuse("rule_condition", fact="bidding_started", expected=False)
    if not ctx["agreed"]:
        raise ctx.refuse("rule_condition", fact="agreed", expected=True)
    ctx.add(C.REDEAL)


def _check_winner(ctx: Ctx) -> None:
    """Seed 004 item 8: the winner of the bidding holds cards and is not the violator."""
    ctx.require_active(ctx["winner"], "winner")
    if ctx["winner"] == ctx["violator"]:
        raise ctx.refuse("violator_won_bidding", player=ctx["violator"])


def _prikup_8_1(ctx: Ctx) -> None:
    """Seed 004 item 8.1: 2 into the mountain for a first offence in this pool."""
    _check_winner(ctx)
    if ctx["previous_offences"] > 0:
        raise ctx.refuse("offence_repeated", player=ctx["violator"], use="prikup-8.1r")
    ctx.mountain(ctx["violator"], 2)
    ctx.count_offence(ctx["violator"])


def _prikup_8_1r(ctx: Ctx) -> None:
    """Seed 004 item 8.1, second sentence: half the contract's loss, half_podsad (A8)."""
    _check_winner(ctx)
    if ctx["previous_offences"] < 1:
        raise ctx.refuse("offence_not_repeated", player=ctx["violator"], use="prikup-8.1")
    ctx.mountain(ctx["violator"], ctx.half_podsad(ctx["final_bid"]))
    ctx.count_offence(ctx["violator"])


def _prikup_8_2(ctx: Ctx) -> None:
    """Seed 004 item 8.2 (A9): violator and declarer share a failed misère's loss equally."""
    if len(ctx.state.players) != 4:
        raise ctx.refuse("rule_needs_four_players")
    played = ctx.play(split_misere_with=ctx["violator"])
    if played.checked is None or not played.checked.contract.is_misere:
        raise ctx.refuse("deal_not_misere")
    if played.declarer == ctx["violator"]:
        raise ctx.refuse("declarer_is_violator", player=ctx["violator"])


def _prikup_9_1(ctx: Ctx) -> None:
    """Seed 004 items 9, 9.1: k × R with a contract ordered (A11: literal raspasy level)."""
    ctx.require_active(ctx["violator"])
    k = ctx["cards_seen"]
    unit = (
        ctx.L(ctx.need("bid_level")) if ctx.state.rules.penalty_prikup_9_1_level == "bid" else ctx.R
    )
    ctx.mountain(ctx["violator"], k * unit)
    ctx.add(C.FORCED_PASS)


def _prikup_9_2(ctx: Ctx) -> None:
    """Seed 004 item 9.2: 3 × R on raspasy, both cards or the bottom one seen."""
    ctx.require_active(ctx["violator"])
    ctx.mountain(ctx["violator"], 3 * ctx.R)
    ctx.add(C.FORCED_PASS)


def _prikup_9_3(ctx: Ctx) -> None:
    """Seed 004 item 9.3: R on raspasy, only the top card seen."""
    ctx.require_active(ctx["violator"])
    ctx.mountain(ctx["violator"], ctx.R)
    ctx.add(C.FORCED_PASS)


def _gate_8_2(rules: Rules) -> str | None:
    return None if rules.penalty_dealer_share_misere else "penalty_dealer_share_misere"


def _cite(*items: str) -> Citation:
    return Citation(SEED, items)


PLAY = deal(
    QT_TRANSLATE_NOOP("Penalties", "The deal as played (pulka-game deal or raspasy)"),
    ("deal", "raspasy"),
)
CONTRACT = deal(QT_TRANSLATE_NOOP("Penalties", "The contract as played (pulka-game deal)"))
LAST_BID = level("last_bid", QT_TRANSLATE_NOOP("Penalties", "Level of the last bid"))

register(
    PenaltyRule(
        "prikup-0",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "The dealer guards the talon"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "The dealer is responsible for the talon: when he provoked a talon violation he "
            "receives the same penalty as the violator. Every other PRIKUP item has a 'dealer "
            "provoked' answer that adds this entry; this item writes it on its own when recorded "
            "separately.",
        ),
        Citation(CLUB6, (), "preamble, not in the seed"),
        (
            DEALER,
            FactSpec(
                "amount",
                FactKind.INT,
                QT_TRANSLATE_NOOP("Penalties", "The violator's penalty"),
                minimum=1,
            ),
        ),
        _prikup_0,
        "mountain(dealer) += the violator's penalty",
        example=lambda s: {"amount": 4},
    ),
    PenaltyRule(
        "prikup-1.1",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "Dealer looked at the talon during the bidding"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "The dealer looked at the talon while the bidding for it was in progress. He writes "
            "the current bid level's cost into his mountain; play continues normally.",
        ),
        _cite("1", "1.1"),
        (DEALER, level("bid_level", QT_TRANSLATE_NOOP("Penalties", "Current bid level"))),
        _prikup_1_1,
        "mountain(dealer) += L(current bid)",
        example=lambda s: {"bid_level": 7},
    ),
    PenaltyRule(
        "prikup-1.2",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "Dealer looked at the talon before the bidding"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "The dealer looked at the talon before the bidding for it started. He writes the "
            "current raspasy level into his mountain.",
        ),
        _cite("1", "1.2"),
        (DEALER, RASPASY),
        _prikup_1_2,
        "mountain(dealer) += R",
        example=lambda s: {},
    ),
    PenaltyRule(
        "prikup-2",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "A bidder looked at the talon before the bidding ended"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A player taking part in the bidding looked at the talon before it ended. He writes "
            "the current bid level's cost into his mountain (the raspasy level if nothing was bid "
            "yet) and may not bid any more.",
        ),
        _cite("2"),
        (VIOLATOR, BID_STARTED, BID_LEVEL, R_IF_NO_BID),
        _prikup_2,
        "mountain(violator) += L(current bid), or R if no bid yet (A3)",
        (C.FORCED_PASS,),
        example=lambda s: {"violator": seats(s)[1], "bidding_started": True, "bid_level": 7},
        choices=("A3",),
    ),
    PenaltyRule(
        "prikup-3.1",
        "prikup",
        QT_TRANSLATE_NOOP(
            "Penalties", "A bidder exposed the talon; the other bidder's bid was the last"
        ),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A bidder exposed the talon before the bidding ended while the other bidder held the "
            "highest bid: the talon goes to the other bidder at his last bid. The text states no "
            "fine (option: also fine as PRIKUP-2).",
        ),
        _cite("3", "3.1"),
        (
            VIOLATOR,
            FactSpec(
                "other_bidder",
                FactKind.PLAYER,
                QT_TRANSLATE_NOOP("Penalties", "Who made the last bid?"),
            ),
            level(
                "bid_level",
                QT_TRANSLATE_NOOP("Penalties", "Current bid level (for the optional fine)"),
                required=False,
            ),
        ),
        _prikup_3_1,
        "none (A5 option: L(current bid) and forced pass)",
        (C.TALON_TO_OTHER_BIDDER, C.FORCED_PASS),
        example=lambda s: {"violator": seats(s)[0], "other_bidder": seats(s)[1]},
        choices=("A5",),
    ),
    PenaltyRule(
        "prikup-3.2.1",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "A bidder exposed the talon; the second bidder takes it"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A bidder exposed the talon while the second bidder had not finished bidding; the "
            "second bidder takes the talon at the senior bid and orders a game. The violator "
            "writes half an undertrick of the last bid into his mountain; the compensation for a "
            "made game and the defenders' whists are written on him.",
        ),
        _cite("3.2", "3.2.1"),
        (VIOLATOR, LAST_BID, CONTRACT),
        _prikup_3_2_1,
        "mountain(violator) += half_podsad(last bid); if made, comp_whists(c) on the violator; "
        "defenders' whists on the violator instead of the declarer (A7)",
        (C.TALON_TO_SECOND_BIDDER, C.DEAL_SCORED),
        example=lambda s: {
            "violator": seats(s)[1],
            "last_bid": 6,
            "deal": example_played(s, "6s", 6),
        },
        carries_deal=True,
        choices=("A4", "A6", "A7"),
    ),
    PenaltyRule(
        "prikup-3.2.2",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "A bidder exposed the talon; it is given to him"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "As PRIKUP-3.2.1, but the second bidder gives the talon to the violator, who plays. "
            "The deal is scored normally and the violator writes half an undertrick of the last "
            "bid into his mountain.",
        ),
        _cite("3.2", "3.2.2"),
        (VIOLATOR, LAST_BID, CONTRACT),
        _prikup_3_2_2,
        "mountain(violator) += half_podsad(last bid); the deal scored normally",
        (C.DEAL_SCORED,),
        example=lambda s: {
            "violator": seats(s)[0],
            "last_bid": 7,
            "deal": example_played(s, "7h", 7),
        },
        carries_deal=True,
        choices=("A4",),
    ),
    PenaltyRule(
        "prikup-3.3",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "An impossible bid together with exposing the talon"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A player made an impossible bid (e.g. repeating the previous bid) and exposed the "
            "talon: the previous, legal bidder takes the talon. No fine is stated (option: also "
            "fine as PRIKUP-2).",
        ),
        _cite("3.3"),
        (
            VIOLATOR,
            FactSpec(
                "previous_bidder",
                FactKind.PLAYER,
                QT_TRANSLATE_NOOP("Penalties", "Who made the previous legal bid?"),
            ),
            level(
                "bid_level",
                QT_TRANSLATE_NOOP("Penalties", "Current bid level (for the optional fine)"),
                required=False,
            ),
        ),
        _prikup_3_3,
        "none (A5 option: L(current bid) and forced pass)",
        (C.TALON_TO_PREVIOUS_BIDDER, C.FORCED_PASS),
        example=lambda s: {"violator": seats(s)[1], "previous_bidder": seats(s)[0]},
        choices=("A5",),
    ),
    PenaltyRule(
        "prikup-4",
        "prikup",
        QT_TRANSLATE_NOOP(
            "Penalties", "Talon exposed while two or three players were still bidding"
        ),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "The talon was exposed while two or three players had not finished bidding. The "
            "violator writes one undertrick of the last bid (of the minimum bid if nobody bid); "
            "hands are not shown, bidding continues with the talon open, whisting as usual. A made "
            "contract's compensation is written on the violator as whists; a failed one is scored "
            "normally; the raspasy streak ends.",
        ),
        _cite("4"),
        (
            VIOLATOR,
            BID_STARTED,
            level(
                "last_bid",
                QT_TRANSLATE_NOOP("Penalties", "Level of the last bid"),
                depends_on={"bidding_started": (True,)},
            ),
            PLAY,
        ),
        _prikup_4,
        "mountain(violator) += L(last bid or minimum bid, A10); if made, comp_whists(c) on the "
        "violator (A6)",
        (
            C.BIDDING_CONTINUES_OPEN_TALON,
            C.RASPASY_STREAK_ENDS,
            C.RASPASY_STREAK_KEPT,
            C.DEAL_SCORED,
        ),
        example=lambda s: {
            "violator": seats(s)[2],
            "bidding_started": True,
            "last_bid": 7,
            "deal": example_played(s, "7s", 7),
        },
        carries_deal=True,
        choices=("A6", "A10", "A22"),
    ),
    PenaltyRule(
        "prikup-5",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "Talon exposed after two passes, before the third call"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "After two passes someone other than the third player exposed the talon. He writes "
            "three tricks at the raspasy level (two for one card); the third player calls seeing "
            "the card(s); the deal is scored normally and a made contract's compensation (10 … 50 "
            "whists) is written on the violator.",
        ),
        _cite("5"),
        (
            VIOLATOR,
            choice(
                "cards_exposed",
                QT_TRANSLATE_NOOP("Penalties", "How many talon cards were exposed?"),
                (1, 2),
            ),
            RASPASY,
            PLAY,
        ),
        _prikup_5,
        "mountain(violator) += 3 × R (2 × R for one card); if made, comp_whists(c) on the "
        "violator (A6)",
        (C.DEAL_SCORED,),
        example=lambda s: {
            "violator": seats(s)[0],
            "cards_exposed": 2,
            "deal": contract_deal(
                seats(s)[2],
                "6s",
                {seats(s)[0]: "whist", seats(s)[1]: "pass"},
                {seats(s)[2]: 6, seats(s)[0]: 4, seats(s)[1]: 0},
            ),
        },
        carries_deal=True,
        choices=("A2", "A6"),
    ),
    PenaltyRule(
        "prikup-6.1",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "Third player silently turns one talon card"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "After two passes the third player silently turned one talon card: he is deemed to "
            "have passed, raspasy is played, and he writes one trick at the raspasy level.",
        ),
        _cite("6", "6.1"),
        (THIRD, RASPASY),
        _prikup_6_1,
        "mountain(third player) += R",
        (C.DEEMED_PASS,),
        example=lambda s: {},
    ),
    PenaltyRule(
        "prikup-6.2",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "Third player silently turns both talon cards"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "After two passes the third player silently turned both talon cards: he is deemed to "
            "have made the minimum bid and must order at least the minimum contract; he writes one "
            "trick at the raspasy level.",
        ),
        _cite("6", "6.2"),
        (THIRD, RASPASY),
        _prikup_6_2,
        "mountain(third player) += R",
        (C.DEEMED_MIN_BID,),
        example=lambda s: {},
    ),
    PenaltyRule(
        "prikup-7",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "A player took the talon into his hand"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A player accidentally took the talon during or after the deal. He writes two tricks "
            "at the level current when the missing talon is noticed (raspasy level before the "
            "bidding, bid level during it: 4, 8, 12, 16 or 20). The twelve cards are shuffled and "
            "the dealer draws two blind as the new talon; if he took the cards from the table he "
            "must pass.",
        ),
        _cite("7", "7.1"),
        (
            VIOLATOR,
            BID_STARTED,
            BID_LEVEL,
            R_IF_NO_BID,
            flag(
                "from_table",
                QT_TRANSLATE_NOOP("Penalties", "Did he pick the twelve cards up from the table?"),
                required=False,
                default=False,
            ),
        ),
        _prikup_7,
        "mountain(violator) += 2 × (R, or L(bid) once the bidding started)",
        (C.RESHUFFLE_TALON, C.FORCED_PASS),
        example=lambda s: {"violator": seats(s)[0], "bidding_started": False},
        choices=("A2",),
    ),
    PenaltyRule(
        "prikup-7.2",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "Talon taken by accident: redeal by agreement"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Instead of the remedy of PRIKUP-7, the two players holding ten cards may agree to a "
            "redeal before the talon bidding starts; the violator is then not fined.",
        ),
        _cite("7.2"),
        (
            VIOLATOR,
            # Item 7.2 applies only before the talon bidding and with both players' agreement;
            # otherwise PRIKUP-7 does. The schema offers only those answers (issue 12 item 13),
            # so the wizard cannot offer a choice that cannot be saved.
            choice(
                "bidding_started",
                QT_TRANSLATE_NOOP("Penalties", "Had the bidding for the talon started?"),
                (False,),
            ),
            choice(
                "agreed",
                QT_TRANSLATE_NOOP("Penalties", "Do both players with ten cards agree to a redeal?"),
                (True,),
            ),
        ),
        _prikup_7_2,
        "none",
        (C.REDEAL,),
        example=lambda s: {"violator": seats(s)[0], "bidding_started": False, "agreed": True},
    ),
    PenaltyRule(
        "prikup-8.1",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "Someone other than the bidding's winner opened the talon"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "After the bidding the talon is opened by its winner. Another player who opened it "
            "writes 2 into his mountain (first offence in this pool).",
        ),
        _cite("8", "8.1"),
        (
            VIOLATOR,
            FactSpec(
                "winner", FactKind.PLAYER, QT_TRANSLATE_NOOP("Penalties", "Who won the bidding?")
            ),
            PREVIOUS,
        ),
        _prikup_8_1,
        "mountain(violator) += 2",
        example=lambda s: {"violator": seats(s)[1], "winner": seats(s)[0]},
        offence_key="prikup-8.1",
    ),
    PenaltyRule(
        "prikup-8.1r",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "Opening the winner's talon again in the same pool"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "The same player opened the winner's talon again in this pool: he writes half the loss "
            "of the contract at the level reached when the bidding ended.",
        ),
        _cite("8.1"),
        (
            VIOLATOR,
            FactSpec(
                "winner", FactKind.PLAYER, QT_TRANSLATE_NOOP("Penalties", "Who won the bidding?")
            ),
            level(
                "final_bid", QT_TRANSLATE_NOOP("Penalties", "Level reached when the bidding ended")
            ),
            PREVIOUS,
        ),
        _prikup_8_1r,
        "mountain(violator) += half_podsad(final bid) (A8)",
        example=lambda s: {"violator": seats(s)[1], "winner": seats(s)[0], "final_bid": 8},
        example_setup=lambda s: [
            {
                "type": "incident",
                "rule": "prikup-8.1",
                "facts": {"violator": seats(s)[1], "winner": seats(s)[0]},
            }
        ],
        offence_key="prikup-8.1",
        choices=("A8",),
    ),
    PenaltyRule(
        "prikup-8.2",
        "prikup",
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Talon opened by another player after a misère was ordered (dealer may share)",
        ),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "House rule of four-handed games where the dealer may be invited to share a misère: "
            "the violator and the declarer write the misère's loss in equal halves. Needs the "
            "option 'penalty_dealer_share_misere'.",
        ),
        _cite("8.2"),
        (VIOLATOR, deal(QT_TRANSLATE_NOOP("Penalties", "The misère as played (pulka-game deal)"))),
        _prikup_8_2,
        "a failed misère's mountain is split 50/50 between declarer and violator (A9)",
        (C.DEAL_SCORED,),
        gate=_gate_8_2,
        example=lambda s: {
            "violator": seats(s)[1],
            "deal": contract_deal(seats(s)[0], "misere", {}, {seats(s)[0]: 1}),
        },
        example_options={"penalty_dealer_share_misere": True},
        carries_deal=True,
        choices=("A9",),
    ),
    PenaltyRule(
        "prikup-9.1",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "A player peeked at the talon; a contract is ordered"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A player holding cards looked at one or two talon cards. He loses the right to bid "
            "(compulsory pass) and writes one or two tricks at the raspasy level.",
        ),
        _cite("9", "9.1"),
        (
            VIOLATOR,
            choice(
                "cards_seen",
                QT_TRANSLATE_NOOP("Penalties", "How many talon cards did he see?"),
                (1, 2),
            ),
            RASPASY,
            level(
                "bid_level",
                QT_TRANSLATE_NOOP("Penalties", "Current bid level (option 'bid' of A11)"),
                required=False,
            ),
        ),
        _prikup_9_1,
        "mountain(violator) += k × R, k = cards seen (A11)",
        (C.FORCED_PASS,),
        example=lambda s: {"violator": seats(s)[2], "cards_seen": 2},
        choices=("A11",),
    ),
    PenaltyRule(
        "prikup-9.2",
        "prikup",
        QT_TRANSLATE_NOOP(
            "Penalties", "A player peeked at the talon on raspasy: both or the bottom card"
        ),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "On raspasy a player looked at both talon cards, or at the bottom one: he must pass "
            "and writes three tricks at the raspasy level.",
        ),
        _cite("9", "9.2"),
        (
            VIOLATOR,
            choice(
                "seen",
                QT_TRANSLATE_NOOP("Penalties", "Which talon cards did he see?"),
                ("both", "bottom"),
            ),
            RASPASY,
        ),
        _prikup_9_2,
        "mountain(violator) += 3 × R",
        (C.FORCED_PASS,),
        example=lambda s: {"violator": seats(s)[0], "seen": "both"},
    ),
    PenaltyRule(
        "prikup-9.3",
        "prikup",
        QT_TRANSLATE_NOOP("Penalties", "A player peeked at the top talon card on raspasy"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "On raspasy a player looked at the first (top) talon card only: he must pass and "
            "writes one trick at the raspasy level.",
        ),
        _cite("9", "9.3"),
        (VIOLATOR, RASPASY),
        _prikup_9_3,
        "mountain(violator) += R",
        (C.FORCED_PASS,),
        example=lambda s: {"violator": seats(s)[0]},
    ),
)
