"""Consequence codes of an incident besides its score entries (penalty-catalogue §2)."""

from __future__ import annotations

import enum


class Consequence(enum.Enum):
    """What an incident means for play; the scorekeeper records it, the table enforces it.

    The first fourteen are the catalogue §2 list. The rest name decisions of the procedural
    rules (Кодекс 3.4.7/3.4.8, club ZAKAZ 2.x, the bridge-law principles of seed 003) that the
    §2 list has no word for.
    """

    FORCED_PASS = "forced_pass"
    DEEMED_PASS = "deemed_pass"
    DEEMED_MIN_BID = "deemed_min_bid"
    TALON_TO_OTHER_BIDDER = "talon_to_other_bidder"
    TALON_TO_PREVIOUS_BIDDER = "talon_to_previous_bidder"
    BIDDING_CONTINUES_OPEN_TALON = "bidding_continues_open_talon"
    REDEAL = "redeal"
    RESHUFFLE_TALON = "reshuffle_talon"
    CONTRACT_NOT_WRITTEN = "contract_not_written"
    RASPASY_STREAK_ENDS = "raspasy_streak_ends"
    RASPASY_STREAK_KEPT = "raspasy_streak_kept"
    DECLARER_LOSES_CHANGE_RIGHT = "declarer_loses_change_right"
    CHANGE_REJECTED = "change_rejected"
    RESULT_STANDS = "result_stands"
    # Additions (not in §2): decisions of procedural rules.
    CHANGE_ALLOWED = "change_allowed"
    ORDER_ONE_LEVEL_HIGHER = "order_one_level_higher"
    MUST_ORDER_LEGAL_CONTRACT = "must_order_legal_contract"
    MISERE_PLAYED = "misere_played"
    TALON_TO_SECOND_BIDDER = "talon_to_second_bidder"
    DEALER_ROTATION_SHIFTS = "dealer_rotation_shifts"
    TRICK_MUST_BE_COMPLETED = "trick_must_be_completed"
    PLAYER_OUT_OF_PLAY = "player_out_of_play"
    CLAIMER_TABLES_CARDS = "claimer_tables_cards"
    PLAY_CONTINUES = "play_continues"
    PENALTY_CARDS = "penalty_cards"
    CORRECTION_ALLOWED = "correction_allowed"
    DEAL_SCORED = "deal_scored"


CATALOGUE_CONSEQUENCES = tuple(Consequence)[:14]
"""The §2 list, in the catalogue's order."""
