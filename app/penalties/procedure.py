"""PROCEDURE: bridge-law principles of seed 003 applied to Preferans (catalogue §3.6, A18)."""

from __future__ import annotations

from app.penalties.catalogue import Citation, Ctx, PenaltyRule, register
from app.penalties.common import flag, seats
from app.penalties.facts import FactKind, FactSpec
from app.penalties.outcomes import Consequence as C
from app.texts import QT_TRANSLATE_NOOP

SEED = "003_644d51d8ded7b708.txt"


def _cite(heading: str) -> Citation:
    return Citation(SEED, (heading,))


def _defective_trick(ctx: Ctx) -> None:
    """«НЕПРАВИЛЬНО ВЫИГРАННАЯ ВЗЯТКА», first paragraph."""
    if ctx["next_trick_played"]:
        ctx.add(C.RESULT_STANDS)
    else:
        ctx.add(C.TRICK_MUST_BE_COMPLETED)


def _multiple_cards(ctx: Ctx) -> None:
    """Same heading, second paragraph: he takes no part in the remaining tricks."""
    ctx.add(C.PLAYER_OUT_OF_PLAY)
    ctx.explain("procedure-multiple-cards", player=ctx["player"])


def _claim(ctx: Ctx) -> None:
    """«ТРЕБОВАНИЕ ИЛИ УСТУПКА ВЗЯТОК РАЗЫГРЫВАЮЩИМ»."""
    ctx.add(C.CLAIMER_TABLES_CARDS)
    if ctx["objected"]:
        ctx.add(C.PLAY_CONTINUES)
    else:
        ctx.add(C.RESULT_STANDS)


def _defender_claim(ctx: Ctx) -> None:
    """«ТРЕБОВАНИЕ ИЛИ УСТУПКА ВЗЯТОК ВИСТУЮЩИМ»: shown to the partner → penalty cards."""
    if ctx["shown_to_partner"] and not ctx["play_ended"]:
        ctx.add(C.PENALTY_CARDS)
    else:
        ctx.add(C.RESULT_STANDS)


def _score_correction(ctx: Ctx) -> None:
    """«ИСПРАВЛЕНИЕ В ПОДСЧЕТЕ ОЧКОВ», mapped to preferans: until the pool is settled, by
    majority consent (the bridge exceptions have no meaning here)."""
    if ctx["pool_settled"] or not ctx["majority_agrees"]:
        ctx.add(C.CHANGE_REJECTED)
    else:
        ctx.add(C.CORRECTION_ALLOWED)


def _imperfect_deck(ctx: Ctx) -> None:
    """«НЕСТАНДАРТНАЯ КОЛОДА»: scores already made with the deck stand."""
    ctx.add(C.RESULT_STANDS)


register(
    PenaltyRule(
        "procedure-defective-trick",
        "procedure",
        QT_TRANSLATE_NOOP("Penalties", "A wrongly won or incomplete trick"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A wrongly won trick cannot be corrected once a player of each side has played to the "
            "next trick. Before that, a player who failed to play must complete the trick with a "
            "card he could legally play. Record the tricks as finally agreed.",
        ),
        _cite("НЕПРАВИЛЬНО ВЫИГРАННАЯ ВЗЯТКА"),
        (
            flag(
                "next_trick_played",
                QT_TRANSLATE_NOOP("Penalties", "Has each side already played to the next trick?"),
            ),
        ),
        _defective_trick,
        "none",
        (C.RESULT_STANDS, C.TRICK_MUST_BE_COMPLETED),
        example=lambda s: {"next_trick_played": False},
    ),
    PenaltyRule(
        "procedure-multiple-cards",
        "procedure",
        QT_TRANSLATE_NOOP("Penalties", "Several cards played to one trick"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A player who played several cards to one trick takes no part in the remaining tricks; "
            "if he wins a trick with his last card, the lead passes to the player on his right. "
            "Record the resulting trick counts.",
        ),
        _cite("НЕПРАВИЛЬНО ВЫИГРАННАЯ ВЗЯТКА"),
        (
            FactSpec(
                "player",
                FactKind.PLAYER,
                QT_TRANSLATE_NOOP("Penalties", "Who played several cards?"),
            ),
        ),
        _multiple_cards,
        "none",
        (C.PLAYER_OUT_OF_PLAY,),
        example=lambda s: {"player": seats(s)[1]},
    ),
    PenaltyRule(
        "procedure-claim",
        "procedure",
        QT_TRANSLATE_NOOP("Penalties", "Declarer's claim or concession"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A declarer who claims or concedes tricks must table his cards and state his line at "
            "once. If a defender objects, play continues and must bear the claim out; without a "
            "stated line he may not take a finesse-like gamble on where a card lies. Record the "
            "tricks as decided.",
        ),
        _cite("ТРЕБОВАНИЕ ИЛИ УСТУПКА ВЗЯТОК РАЗЫГРЫВАЮЩИМ"),
        (flag("objected", QT_TRANSLATE_NOOP("Penalties", "Did a defender object?")),),
        _claim,
        "none",
        (C.CLAIMER_TABLES_CARDS, C.PLAY_CONTINUES, C.RESULT_STANDS),
        example=lambda s: {"objected": True},
    ),
    PenaltyRule(
        "procedure-defender-claim",
        "procedure",
        QT_TRANSLATE_NOOP("Penalties", "A defender's claim or concession"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A defender may show his cards to the declarer only, never to his partner; cards shown "
            "to the partner may be treated by the declarer as penalty cards. After play ends, "
            "showing them is allowed.",
        ),
        _cite("ТРЕБОВАНИЕ ИЛИ УСТУПКА ВЗЯТОК ВИСТУЮЩИМ"),
        (
            flag(
                "shown_to_partner",
                QT_TRANSLATE_NOOP("Penalties", "Were cards shown to the partner?"),
            ),
            flag(
                "play_ended",
                QT_TRANSLATE_NOOP("Penalties", "Had play ended?"),
                required=False,
                default=False,
            ),
        ),
        _defender_claim,
        "none",
        (C.PENALTY_CARDS, C.RESULT_STANDS),
        example=lambda s: {"shown_to_partner": True},
    ),
    PenaltyRule(
        "procedure-score-correction",
        "procedure",
        QT_TRANSLATE_NOOP("Penalties", "A proven scoring error"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "A proven scoring error may be corrected until the pool is settled, with the "
            "majority's consent (bridge's part-score and game exceptions do not apply). In Pulka a "
            "correction is an edit or undo of the recorded event.",
        ),
        _cite("ИСПРАВЛЕНИЕ В ПОДСЧЕТЕ ОЧКОВ"),
        (
            flag(
                "pool_settled", QT_TRANSLATE_NOOP("Penalties", "Has the pool already been settled?")
            ),
            flag("majority_agrees", QT_TRANSLATE_NOOP("Penalties", "Does the majority agree?")),
        ),
        _score_correction,
        "none",
        (C.CORRECTION_ALLOWED, C.CHANGE_REJECTED),
        example=lambda s: {"pool_settled": False, "majority_agrees": True},
    ),
    PenaltyRule(
        "procedure-imperfect-deck",
        "procedure",
        QT_TRANSLATE_NOOP("Penalties", "A defective deck discovered after the cards were mixed"),
        QT_TRANSLATE_NOOP(
            "Penalties",
            "Discovering a defect in the deck after the cards were mixed does not affect the "
            "scores made with that deck.",
        ),
        _cite("НЕСТАНДАРТНАЯ КОЛОДА"),
        (),
        _imperfect_deck,
        "none",
        (C.RESULT_STANDS,),
    ),
)
