"""One-line descriptions of every rules option, and the option table of ``docs/rules.md``.

``python -m app.engine.rules_doc`` prints the table; ``tests/engine/test_rules_doc.py`` checks
that the copy in ``docs/rules.md`` is identical, so the documentation cannot drift from the code.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Any

from app.engine.rules import (
    FSPR,
    LENINGRAD,
    OPTION_NAMES,
    PITER,
    ROSTOV,
    SOCHI,
    Rules,
    option_source,
)

OPTION_DESCRIPTIONS: dict[str, str] = {
    "game_costs": "Cost of a made 6, 7, 8, 9, 10 (standard 2/4/6/8/10; Kazakhstan ×4).",
    "misere_cost": "Cost of a made misère, written into the pool.",
    "ten_obligation": "Defenders' obligation on a 10 (1, or 0 = the 10 is unwhisted).",
    "lone_whister_counts_passer": "A lone whister is paid for the passer's tricks too.",
    "whist_price_factor": "Whists per defender trick = cost × this (2 in Leningrad).",
    "remiz_factor": "Declarer's mountain per undertrick = cost × this (2 in Leningrad).",
    "misere_price_per_trick": "Mountain per trick on a failed misère (10; 20 in Leningrad).",
    "whist_responsibility": "What a whister pays per missing trick: full, half or no whist price.",
    "double_whist_liability": "With two whisters, who answers for the obligation.",
    "failure_whist_split": "One whister and a passer: greedy (whister keeps all), gentleman "
    "(split with the passer on a failed contract) or gentleman_always (made contracts too).",
    "consolation": "Who writes consolation on a failed contract.",
    "consolation_amount": "Consolation per undertrick: the game cost, the whist price "
    "(cost × `whist_price_factor`; Leningrad since revision 2) or a flat amount.",
    "consolation_flat_per_undertrick": "The flat consolation per undertrick.",
    "half_whist_allowed": "Whether a defender may say half-whist on a 6 or a 7.",
    "half_whist_value": "Whists of a standing half-whist: half the obligation (4 and 4) "
    "or half the remaining tricks (4 and 6).",
    "raspasy_scoring": "Raspasy into the mountain per trick, or Rostov whists from the fewest.",
    "raspasy_prices": "Price per trick of the 1st, 2nd, 3rd … raspasy in a row.",
    "raspasy_after_last": "After the last listed price: repeat it (cap) or continue the step.",
    "raspasy_exit": "Minimum contract that ends a raspasy streak after 1, 2, 3 … raspasy "
    "(empty = any game).",
    "raspasy_exit_hard": "A lower contract may not be ordered at all after raspasy.",
    "raspasy_amnesty": "The fewest tricks on raspasy are forgiven to every player.",
    "raspasy_zero_bonus": "Pool bonus for no trick on raspasy: one trick's price, 1, or the level.",
    "raspasy_resting_dealer_bonus": "The resting dealer (4 players) writes the bonus on raspasy.",
    "rostov_raspasy_whists_per_trick": "Rostov raspasy: whists per trick of the other players.",
    "talon_whists": "House rule: the resting dealer writes whists for tricks the talon gave.",
    "help_tie_break": "Which equal pool receives help first.",
    "help_whists_per_point": "Whists the giver writes on the receiver per point of help.",
    "overflow_remainder": "What happens to help nobody can take: off the own mountain "
    "(may go negative), floored at zero, or onto the others' mountains.",
    "made_game_cancels_mountain_first": "A made game first cancels the declarer's mountain.",
    "game_end": "The game ends when all pools are closed, when their sum is reached, after a "
    "number of deals, or at a time limit.",
    "pool_size": "The agreed pool (pulka) size per player.",
    "pool_to_mountain_factor": "In settlement, one pool point is worth this many mountain points.",
    "mountain_split": "A mountain point is paid as 10/N whists to each player or 10/(N−1) "
    "to each opponent.",
    "rounding": "How settlement results become whole whists: exact; every mountain made "
    "divisible; one chosen player's mountain ([PrefCount]); round and fix; truncate, the last "
    "player absorbing the rest ([JPref]).",
    "stalingrad": "Stalingrad: a 6♠ must be whisted by both defenders.",
    "misere_consolation": "The other players write consolation on a failed misère.",
    "whist_price": "Money per whist.",
    "money_unit": "Smallest money unit; money is rounded to it once, at the end.",
    "two_whisters_high_payer": "Two whisters on an 8–10 who took no trick (per_head): the "
    "second pays, both pay the whole penalty, or each pays half (split).",
    "two_whisters_capped_at_side": "Two whisters on a 6/7 (per_head): a whister's penalty is "
    "capped at the side's shortfall (3 + 0 on a 6 charges one trick).",
    "raspasy_streak_end": "Which contract ends a raspasy streak: any ordered one, a made one, "
    "a whisted one, a whisted and made one (no misère), or that without a whister's penalty.",
    "raspasy_zero_bonus_form": "How the no-trick bonus is written: into the pool, as twice the "
    "amount off the own mountain, or not at all.",
    "overflow_write_off_at_pool_factor": "Overflow nobody can take comes off the mountain at "
    "`pool_to_mountain_factor` points per pool point (2 in Leningrad), not 1 : 1.",
    "rounding_seat": "The seat (1–4) whose mountain the one-player rounding adjusts.",
    "rounding_whists_per_point_four": "With four players, whists from each other player per "
    "mountain point the rounding moves (2, or 3 as in PrefCount).",
    "penalty_raspasy_levels": "Raspasy level R of the penalty lists (1st, 2nd, 3rd raspasy).",
    "penalty_raspasy_reading": "Which raspasy level R a penalty uses (catalogue ambiguity A2).",
    "penalty_exposed_talon_fined": "An exposed talon card is fined as well (catalogue A5).",
    "penalty_comp_whists_recipient": "Who receives compensation whists (catalogue A6).",
    "penalty_violator_pays_whists": "The violator pays the whists of the defenders (catalogue A7).",
    "penalty_dealer_share_misere": "The dealer shares a misère penalty (catalogue A9).",
    "min_contract_after_raspasy": "Lowest contract the club list allows after raspasy (A10).",
    "penalty_prikup_9_1_level": "Level used by talon rule 9.1 (catalogue A11).",
    "penalty_prikup_4_raspasy_ends_streak": (
        "Talon rule 4 on a deal that ends in raspasy ends the streak (our reading A22)."
    ),
    "penalty_card_count_holder_fined": "The holder of a wrong number of cards is fined (A16).",
    "penalties_follow_convention_factor": "Penalties follow Leningrad doubling (catalogue A20).",
    "penalty_house_rules": "House-rule penalties of the catalogue §3.7 are in force.",
    "dealer_fine_on_talon_refusal": "Кодекс 3.4.10 house rule: the dealer's fine (0 = off).",
    "concede_three_down": "The declarer may give a game up three down before play: "
    "3 × cost × remiz_factor into his mountain, no whists, no consolation (a home rule; "
    "the FSPR forbids it).",
    "raspasy_resting_dealer_plays_talon": "4 players: on raspasy the resting dealer plays the "
    "talon, takes 0–2 of the ten tricks at the same price and gets no zero-trick bonus "
    "(FSPR rule, second-hand).",
    "talon_whists_three_handed": "With talon_whists and 3 players, each defender writes half "
    "of the talon whists on the declarer (FSPR rule, second-hand).",
    "resting_dealer_may_whist": "4 players: after pass–half-whist the resting dealer may whist; "
    "he writes every whist and answers for no shortfall (FSPR rule, second-hand).",
    "returned_whist": "After a half-whist the first defender may whist after all; the "
    "half-whister then writes nothing (FSPR rule, second-hand).",
    "half_whist_played": "A half-whist is played: at most half the obligation × price in "
    "whists, the missing part into the half-whister's mountain.",
    "pool_total": "Under sum_of_pools, the agreed total of all pools (0 = pool_size × players).",
    "totus_bonus": "Pool bonus for a made 10 (totus), on top of its cost (0 = none).",
    "deal_limit": "Under game_end = deals, the deals after which the game ends (0 = none).",
    "time_limit_minutes": "Under game_end = time, minutes after the start; the deal recorded "
    "at or after the limit is the last (0 = none).",
}


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return "–".join(str(v) for v in value) if value else "(any)"
    if isinstance(value, Fraction):
        return str(value)
    return str(value)


def options_table() -> str:
    """The Markdown table of every option with its five preset values and its source."""
    rows = [
        "| option | meaning | Sochi | Leningrad | Rostov | Питер | ФСПР | source |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name in OPTION_NAMES:
        presets = [_show(getattr(rules, name)) for rules in (SOCHI, LENINGRAD, ROSTOV, PITER, FSPR)]
        description = OPTION_DESCRIPTIONS.get(name, "")
        rows.append(f"| `{name}` | {description} | {' | '.join(presets)} | {option_source(name)} |")
    return "\n".join(rows)


def default_options() -> dict[str, Any]:
    """Sochi's options as JSON values (the defaults of a ``pulka-game`` file)."""
    return {f.name: getattr(Rules(), f.name) for f in dataclasses.fields(Rules)}


if __name__ == "__main__":
    print(options_table())
