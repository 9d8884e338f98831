"""KODEKS: Кодекс преферанса 3.4.5–3.4.14 (seed ``000_b45b8bc3a70c1b4b.txt``; catalogue §3.4)."""

from __future__ import annotations

from app.engine.events import Deal
from app.engine.model import Call, Contract
from app.engine.rules import Rules
from app.penalties.catalogue import (
    Citation,
    Ctx,
    PenaltyRule,
    forced_remiz,
    penalty_tricks,
    register,
)
from app.penalties.common import (
    DEALER,
    DECLARER,
    choice,
    deal,
    example_played,
    flag,
    level,
    seats,
)
from app.penalties.facts import FactKind, FactSpec
from app.penalties.outcomes import Consequence as C
from app.penalties.units import level_number
from app.texts import QT_TRANSLATE_NOOP

SEED = "000_b45b8bc3a70c1b4b.txt"
TALON_TRICKS = {"ace": 1, "ace_king": 2, "two_aces": 3, "marriage": 1}


def _cite(item: str, note: str = "") -> Citation:
    return Citation(SEED, (item,), note)


def _k_3_4_5(ctx: Ctx) -> None:
    """3.4.5: the talon is not returned and bids are not changed."""
    ctx.add(C.CHANGE_REJECTED)


def _k_3_4_6(ctx: Ctx) -> None:
    """3.4.6: ordered with more or fewer than ten cards: remiz without 2, plus the undertricks
    the defenders prove he would have suffered anyway (example: six, proven down five → down
    seven)."""
    proven = ctx["proven_undertricks"]
    event = ctx.deal_event()
    assert isinstance(event, Deal)  # the schema admits contracts only
    contract = event.contract
    # p is what he would have lost with the right count: a six needs six tricks, so it goes down
    # at most six (the seed's six proven down five is written down seven). On a misère the
    # penalty is tricks taken, and 2 + p of them cannot exceed ten.
    most = 8 if contract.level is None else contract.level
    if proven > most:
        raise ctx.refuse(
            "fact_range",
            fact="proven_undertricks",
            value=proven,
            allowed=f"a whole number from 0 to {most} on {contract.code}",
        )
    played = ctx["played"]
    if not played and Call.WHIST in event.calls.values() and contract.level is not None:
        # Whisted, then stopped before play: the whisters prove the result from the open
        # cards, and the deal's tricks are that proof (A21: no whists for tricks).
        proof = max(contract.level - event.tricks.get(event.declarer, contract.level), 0)
        if proven not in (0, proof):
            raise ctx.refuse(
                "fact_contradicts_game", fact="proven_undertricks", value=proven, expected=proof
            )
        proven = proof
    undertricks = 2 + proven
    ctx.play(modify=forced_remiz(undertricks, played=played), relabel=True)
    ctx.explain("kodeks-3.4.6", undertricks=undertricks)


def _k_3_4_7(ctx: Ctx) -> None:
    """3.4.7: a correct order stands once a defender whisted, even with fewer than 3 trumps."""
    if ctx["whisted"]:
        ctx.add(C.CHANGE_REJECTED)
        ctx.explain("kodeks-3.4.7.rejected")
    else:
        ctx.explain("kodeks-3.4.7.not_whisted", see="kodeks-3.4.8")


def _k_3_4_8(ctx: Ctx) -> None:
    """3.4.8: a misspoken order (example: 6♠ corrected at once to 6♥, A14)."""
    timing = ctx["timing"]
    spoken, intended = Contract.parse(ctx["spoken"]), Contract.parse(ctx["intended"])
    if timing in ("immediate", "evident_intent"):
        ctx.add(C.CHANGE_ALLOWED)
        ctx.explain(f"kodeks-3.4.8.{timing}", contract=intended.code)
    elif timing == "after_pause":
        if intended.level is None or intended.level >= 10:
            ctx.add(C.CHANGE_REJECTED)
            ctx.explain("kodeks-3.4.8.no_higher_level", contract=spoken.code)
            return
        higher = Contract(intended.level + 1, intended.suit)
        ctx.add(C.ORDER_ONE_LEVEL_HIGHER)
        ctx.explain("kodeks-3.4.8.after_pause", contract=higher.code)
    else:
        ctx.add(C.CHANGE_REJECTED)
        ctx.explain("kodeks-3.4.8.after_whist", contract=spoken.code)


def _k_3_4_9(ctx: Ctx) -> None:
    """3.4.9: looked at the discard after the first lead: one penalty trick for pass/fail
    (example: six, down one → down two). Whists from the tricks actually taken (A15)."""
    contract = ctx.played_contract().contract
    # On misère the penalty trick is one more trick taken.
    ctx.play(modify=penalty_tricks(-1 if contract.is_misere else 1), relabel=True)


def _gate_3_4_10(rules: Rules) -> str | None:
    return None if rules.dealer_fine_on_talon_refusal > 0 else "dealer_fine_on_talon_refusal"


def _k_3_4_10(ctx: Ctx) -> None:
    """3.4.10 (house rule, off by default): the agreed points into the dealer's mountain."""
    ctx.mountain(ctx["dealer"], ctx.state.rules.dealer_fine_on_talon_refusal)


def _gate_3_4_11(rules: Rules) -> str | None:
    return None if rules.talon_whists else "talon_whists"


def _k_3_4_11(ctx: Ctx) -> None:
    """3.4.11 (house rule, off by default): the dealer writes consolation on the declarer for
    the talon's tricks: ace 1, ace+king 2, two aces 3, marriage 1."""
    dealer, declarer = ctx["dealer"], ctx["declarer"]
    if dealer == declarer:
        raise ctx.refuse("declarer_is_dealer", player=dealer)
    level = level_number(ctx["contract_level"])
    if level is None:
        raise ctx.refuse(
            "fact_invalid", fact="contract_level", value="misere", allowed="a level from 6 to 10"
        )
    tricks = TALON_TRICKS[ctx["talon"]]
    ctx.whists(dealer, declarer, tricks * ctx.state.rules.whist_price_per_trick(level))


def _k_3_4_12(ctx: Ctx) -> None:
    """3.4.12: an outsider's advice takes away both the trump change and the level change."""
    ctx.add(C.DECLARER_LOSES_CHANGE_RIGHT)


def _informational(ctx: Ctx) -> None:
    """3.4.13, 3.4.14: no penalty; the rule only states what does not exist."""


register(
    PenaltyRule(
        "kodeks-3.4.5",
        "kodeks",
        QT_TRANSLATE_NOOP("Penalties", "The talon cannot be returned; bids cannot be changed"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Returning the talon and changing a bid during the bidding are not allowed.",
        ),
        _cite("3.4.5"),
        (
            choice(
                "attempt",
                QT_TRANSLATE_NOOP("Penalties", "What was attempted?"),
                ("return_talon", "change_bid"),
            ),
        ),
        _k_3_4_5,
        "none",
        (C.CHANGE_REJECTED,),
        example=lambda s: {"attempt": "change_bid"},
    ),
    PenaltyRule(
        "kodeks-3.4.6",
        "kodeks",
        QT_TRANSLATE_NOOP("Penalties", "Contract ordered holding more or fewer than ten cards"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A player who ordered a contract holding more or fewer than ten cards (no discard, or "
            "three cards discarded) is penalised by a remiz of two on the announced game. If the "
            "defenders prove he would have gone down anyway with the right count (best discard, "
            "open optimal play), the two penalty tricks are added to those undertricks.",
        ),
        _cite("3.4.6"),
        (
            deal(QT_TRANSLATE_NOOP("Penalties", "The contract (tricks if it was played)")),
            FactSpec(
                "proven_undertricks",
                FactKind.INT,
                QT_TRANSLATE_NOOP(
                    "Penalties", "Undertricks the defenders prove with the correct count"
                ),
                required=False,
                default=0,
                minimum=0,
                maximum=10,
            ),
            flag(
                "played",
                QT_TRANSLATE_NOOP(
                    "Penalties",
                    "Was the deal played out? (If whisted but stopped, give the tricks the "
                    "defenders prove from the open cards.)",
                ),
                required=False,
                default=True,
            ),
        ),
        _k_3_4_6,
        "the deal is scored as remiz(c, 2 + p); whists for tricks from the actual play (A21)",
        (C.DEAL_SCORED,),
        example=lambda s: {"deal": example_played(s, "6s", 6), "proven_undertricks": 0},
        carries_deal=True,
        choices=("A21",),
    ),
    PenaltyRule(
        "kodeks-3.4.7",
        "kodeks",
        QT_TRANSLATE_NOOP("Penalties", "A correct order cannot be changed after a whist"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A contract ordered by the rules cannot be changed once at least one opponent has "
            "whisted, even when the declarer holds fewer than three cards of the trump suit.",
        ),
        _cite("3.4.7", "Lesnoy's note: the Кодекс rejects trump changes with < 3 trumps"),
        (
            flag("whisted", QT_TRANSLATE_NOOP("Penalties", "Has at least one opponent whisted?")),
            flag(
                "fewer_than_three_trumps",
                QT_TRANSLATE_NOOP("Penalties", "Fewer than three trumps?"),
                required=False,
                default=False,
            ),
        ),
        _k_3_4_7,
        "none",
        (C.CHANGE_REJECTED,),
        example=lambda s: {"whisted": True},
    ),
    PenaltyRule(
        "kodeks-3.4.8",
        "kodeks",
        QT_TRANSLATE_NOOP("Penalties", "Misspoken order"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A declarer who misspoke his order may correct it only without a pause. After a pause, "
            "if nobody whisted yet, he may correct only by ordering one level higher; after a "
            "whist the contract as spoken is played; an evident intent to correct (exclamations "
            "before the whist) allows the correction. Example: 6♠ corrected at once to 6♥.",
        ),
        _cite("3.4.8", "suit symbols lost in the seed: 6♠ corrected to 6♥ (A14)"),
        (
            FactSpec(
                "spoken",
                FactKind.CONTRACT,
                QT_TRANSLATE_NOOP("Penalties", "The contract as spoken"),
            ),
            FactSpec(
                "intended",
                FactKind.CONTRACT,
                QT_TRANSLATE_NOOP("Penalties", "The contract he meant"),
            ),
            choice(
                "timing",
                QT_TRANSLATE_NOOP("Penalties", "When did the correction come?"),
                ("immediate", "after_pause", "after_whist", "evident_intent"),
            ),
        ),
        _k_3_4_8,
        "none",
        (C.CHANGE_ALLOWED, C.ORDER_ONE_LEVEL_HIGHER, C.CHANGE_REJECTED),
        example=lambda s: {"spoken": "6s", "intended": "6h", "timing": "immediate"},
        choices=("A14",),
    ),
    PenaltyRule(
        "kodeks-3.4.9",
        "kodeks",
        QT_TRANSLATE_NOOP("Penalties", "Declarer looked at his discard after the first lead"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "The discard cannot be changed after the order, nor looked at after the first lead. A "
            "declarer who looks is penalised one trick: exactly made becomes down one, one "
            "overtrick cancels out, of several overtricks one is removed, and a remiz grows by "
            "one.",
        ),
        _cite("3.4.9"),
        (deal(QT_TRANSLATE_NOOP("Penalties", "The contract as played")),),
        _k_3_4_9,
        "declarer's tricks − 1 for pass/fail; whists from the actual tricks (A15)",
        (C.DEAL_SCORED,),
        example=lambda s: {"deal": example_played(s, "6s", 5)},
        carries_deal=True,
        choices=("A15",),
    ),
    PenaltyRule(
        "kodeks-3.4.10",
        "kodeks",
        QT_TRANSLATE_NOOP("Penalties", "Dealer fined when the talon is refused (house rule)"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "By agreement the dealer may be fined an agreed number of points into his mountain "
            "when the talon is refused. The Code discourages it for serious play; off by default "
            "(option 'dealer_fine_on_talon_refusal' is the amount).",
        ),
        _cite("3.4.10"),
        (DEALER,),
        _k_3_4_10,
        "mountain(dealer) += dealer_fine_on_talon_refusal",
        gate=_gate_3_4_10,
        example_options={"dealer_fine_on_talon_refusal": 4},
    ),
    PenaltyRule(
        "kodeks-3.4.11",
        "kodeks",
        QT_TRANSLATE_NOOP("Penalties", "Consolation for tricks in the talon (house rule)"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "By agreement the dealer writes consolation on the declarer for tricks given to him in "
            "the talon, as for tricks of the ordered game: an ace one trick, ace and king of a "
            "suit two, two aces three, a marriage one. Discouraged for serious play; off by "
            "default (option 'talon_whists').",
        ),
        _cite("3.4.11"),
        (
            DEALER,
            DECLARER,
            level("contract_level", QT_TRANSLATE_NOOP("Penalties", "Level of the ordered game")),
            choice(
                "talon",
                QT_TRANSLATE_NOOP("Penalties", "What was in the talon?"),
                tuple(TALON_TRICKS),
            ),
        ),
        _k_3_4_11,
        "whists(dealer on declarer) += n × whist price per trick of the game",
        gate=_gate_3_4_11,
        example=lambda s: {"declarer": seats(s)[0], "contract_level": 7, "talon": "two_aces"},
        example_options={"talon_whists": True},
    ),
    PenaltyRule(
        "kodeks-3.4.12",
        "kodeks",
        QT_TRANSLATE_NOOP("Penalties", "Outsider's advice to change the trump or the level"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "An outsider's advice to change the trump suit, or to raise or lower the order, takes "
            "away the right to do either (see also the Code's 3.9.20, text not available).",
        ),
        _cite("3.4.12"),
        (),
        _k_3_4_12,
        "none",
        (C.DECLARER_LOSES_CHANGE_RIGHT,),
    ),
    PenaltyRule(
        "kodeks-3.4.13",
        "kodeks",
        QT_TRANSLATE_NOOP("Penalties", "There is no under-ordering penalty"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "The notion of under-ordering (“недозаказ”, “перезаклад”) does not exist: taking more "
            "tricks than ordered is never punished (contrast house-undercall).",
        ),
        _cite("3.4.13"),
        (),
        _informational,
        "none",
    ),
    PenaltyRule(
        "kodeks-3.4.14",
        "kodeks",
        QT_TRANSLATE_NOOP("Penalties", "There is no contract called “preferans”"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "There is no contract called “preferans”. (3.5.1–3.5.2 in the same seed only define "
            "games on tricks and the trump hierarchy.)",
        ),
        Citation(SEED, ("3.4.14", "3.5.1", "3.5.2"), "3.5.x are definitions"),
        (),
        _informational,
        "none",
    ),
)
