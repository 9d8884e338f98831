"""KARTY (wrong card count, [club-8]) and SDACHA (dealing errors, Кодекс 3.2.12–3.2.15)."""

from __future__ import annotations

from app.penalties.catalogue import Citation, Ctx, PenaltyRule, register
from app.penalties.common import DEALER, RASPASY, choice, flag, level, seats
from app.penalties.facts import FactKind, FactSpec
from app.penalties.outcomes import Consequence as C
from app.texts import QT_TRANSLATE_NOOP

CLUB8 = "http://preferans-club.ru/viewtopic.php?id=8"
KODEKS32 = "Кодекс 3.2 (Lesnoy), https://user.bibliboba.online/books/russkii-preferans/p/312"
HOLDER = FactSpec(
    "holder",
    FactKind.PLAYER,
    QT_TRANSLATE_NOOP("Penalties", "Who holds the wrong number of cards?"),
)


def _karty_1(ctx: Ctx) -> None:
    """[club-8] item 1: said at once before the bidding: redeal, no penalty."""
    ctx.require_active(ctx["holder"], "holder")
    ctx.add(C.REDEAL)


def _karty_2_1(ctx: Ctx) -> None:
    """[club-8] item 2.1: «без двух» at the level where the bidding was stopped (A16)."""
    ctx.require_active(ctx["holder"], "holder")
    if ctx.state.rules.penalty_card_count_holder_fined:
        ctx.mountain(ctx["holder"], 2 * ctx.L(ctx["bid_level"]))
    ctx.add(C.REDEAL)


def _karty_2_2(ctx: Ctx) -> None:
    """[club-8] item 2.2: one trick at the raspasy level (A16)."""
    ctx.require_active(ctx["holder"], "holder")
    if ctx.state.rules.penalty_card_count_holder_fined:
        ctx.mountain(ctx["holder"], ctx.R)
    ctx.add(C.REDEAL)


def _karty_2_3(ctx: Ctx) -> None:
    """[club-8] item 2.3: penalty text cut off: an agreed amount (default 0, §6)."""
    amount = ctx["amount"]
    if amount:
        holder = ctx.need("holder")
        ctx.require_active(holder, "holder")
        ctx.mountain(holder, amount)
    if ctx["remedy"] == "redeal":
        ctx.add(C.REDEAL)
    ctx.explain(f"karty-2.3.{ctx['remedy']}")


def _redeal(ctx: Ctx) -> None:
    """Кодекс 3.2.12, 3.2.13, 3.2.15: the same dealer deals again, no penalty."""
    ctx.add(C.REDEAL)


def _sdacha_3_2_14(ctx: Ctx) -> None:
    """Кодекс 3.2.14: dealt out of turn. Before the deal is complete: redeal by the right dealer;
    complete and cards picked up: the deal stands and the rotation continues from the player who
    actually dealt."""
    actual = ctx["actual_dealer"]
    if actual == ctx.state.table.dealer:
        raise ctx.refuse("dealer_in_turn", player=actual)
    if ctx["complete"]:
        ctx.state.set_dealer(actual)
        ctx.add(C.RESULT_STANDS, C.DEALER_ROTATION_SHIFTS)
    else:
        ctx.add(C.REDEAL)


register(
    PenaltyRule(
        "karty-1",
        "karty",
        QT_TRANSLATE_NOOP("Penalties", "Wrong number of cards noticed before the bidding"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A player who notices before the bidding that he has a wrong number of cards must say "
            "so at once; the cards are redealt without penalty.",
        ),
        Citation(CLUB8, ("1",)),
        (HOLDER,),
        _karty_1,
        "none",
        (C.REDEAL,),
        example=lambda s: {"holder": seats(s)[0]},
    ),
    PenaltyRule(
        "karty-2.1",
        "karty",
        QT_TRANSLATE_NOOP(
            "Penalties", "Wrong number of cards noticed after the talon bidding started"
        ),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "The holder noticed a wrong count after the bidding for the talon started: he must "
            "stop the auction and writes two undertricks at the level where the bidding stopped; "
            "redeal.",
        ),
        Citation(CLUB8, ("2.1",)),
        (
            HOLDER,
            level(
                "bid_level",
                QT_TRANSLATE_NOOP("Penalties", "Level at which the bidding was stopped"),
            ),
        ),
        _karty_2_1,
        "mountain(holder) += 2 × L(level at stop) (A16 option: none)",
        (C.REDEAL,),
        example=lambda s: {"holder": seats(s)[1], "bid_level": 7},
        choices=("A16",),
    ),
    PenaltyRule(
        "karty-2.2",
        "karty",
        QT_TRANSLATE_NOOP("Penalties", "Wrong number of cards noticed by a player who passed"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Noticed by a player who already passed, before the talon bidding started: he must "
            "stop the deal and writes one trick at the raspasy level; redeal.",
        ),
        Citation(CLUB8, ("2.2",)),
        (HOLDER, RASPASY),
        _karty_2_2,
        "mountain(holder) += R (A16 option: none)",
        (C.REDEAL,),
        example=lambda s: {"holder": seats(s)[2]},
        choices=("A16",),
    ),
    PenaltyRule(
        "karty-2.3",
        "karty",
        QT_TRANSLATE_NOOP("Penalties", "Two players bid without ten cards each"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Two players have bid and it turns out they do not hold ten cards each: the player "
            "with ten cards may demand a redeal, or that the over-full hand be cut back to ten by "
            "drawing the extra cards blind. The penalty text is cut off: an agreed amount.",
        ),
        Citation(CLUB8, ("2.3",), "penalty text truncated"),
        (
            FactSpec(
                "holder",
                FactKind.PLAYER,
                QT_TRANSLATE_NOOP("Penalties", "Who holds the over-full hand?"),
                required=False,
            ),
            choice(
                "remedy",
                QT_TRANSLATE_NOOP("Penalties", "What did the player with ten cards choose?"),
                ("redeal", "draw_extra"),
            ),
            FactSpec(
                "amount",
                FactKind.INT,
                QT_TRANSLATE_NOOP("Penalties", "Agreed penalty (mountain)"),
                required=False,
                default=0,
                minimum=0,
            ),
        ),
        _karty_2_3,
        "agreed amount (default 0, §6)",
        (C.REDEAL,),
        example=lambda s: {"holder": seats(s)[0], "remedy": "redeal"},
    ),
    PenaltyRule(
        "sdacha-3.2.12",
        "sdacha",
        QT_TRANSLATE_NOOP("Penalties", "A card exposed during the deal through the dealer's fault"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A card exposed during the deal through the dealer's fault, directly or indirectly: "
            "the same dealer redeals, no penalty.",
        ),
        Citation(KODEKS32, ("3.2.12",)),
        (DEALER,),
        _redeal,
        "none",
        (C.REDEAL,),
    ),
    PenaltyRule(
        "sdacha-3.2.13",
        "sdacha",
        QT_TRANSLATE_NOOP("Penalties", "Misdeal noticed before the bidding"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A misdeal (wrong number of cards, wrong order or batch size) noticed before the "
            "bidding: redeal, no penalty.",
        ),
        Citation(KODEKS32, ("3.2.13",)),
        (DEALER,),
        _redeal,
        "none",
        (C.REDEAL,),
    ),
    PenaltyRule(
        "sdacha-3.2.14",
        "sdacha",
        QT_TRANSLATE_NOOP("Penalties", "Dealt out of turn"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Dealt out of turn: noticed before the deal is complete, the right dealer redeals; "
            "once the deal is complete and cards were picked up, the deal stands and the next deal "
            "goes to the player on the left of the one who actually dealt.",
        ),
        Citation(KODEKS32, ("3.2.14",)),
        (
            FactSpec(
                "actual_dealer",
                FactKind.PLAYER,
                QT_TRANSLATE_NOOP("Penalties", "Who actually dealt?"),
            ),
            flag(
                "complete",
                QT_TRANSLATE_NOOP(
                    "Penalties", "Was the deal complete and had someone picked up his cards?"
                ),
            ),
        ),
        _sdacha_3_2_14,
        "none",
        (C.REDEAL, C.RESULT_STANDS, C.DEALER_ROTATION_SHIFTS),
        example=lambda s: {"actual_dealer": seats(s)[0], "complete": True},
    ),
    PenaltyRule(
        "sdacha-3.2.15",
        "sdacha",
        QT_TRANSLATE_NOOP("Penalties", "Other redeal cases"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A card face up in the deck during the deal or the cut, a short deck, or a deal "
            "without a cut or out of turn noticed before the end of the deal with nobody having "
            "looked: redeal, no penalty.",
        ),
        Citation(KODEKS32, ("3.2.15",)),
        (
            choice(
                "cause",
                QT_TRANSLATE_NOOP("Penalties", "What happened?"),
                ("card_face_up", "short_deck", "no_cut", "out_of_turn"),
            ),
        ),
        _redeal,
        "none",
        (C.REDEAL,),
        example=lambda s: {"cause": "short_deck"},
    ),
)
