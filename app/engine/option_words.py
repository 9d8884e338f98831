"""Every rules option in words, marked once here: its name, explanation, values and summary.

One record per option of :class:`~app.engine.rules.Rules` holds every text about it (issue 13,
item 5; docs/texts.md): the short name and the one-line explanation of the new-game dialog, the
values of a choice option's box as players name them (docs/rules.md, the options table), the
phrase a changed value takes in a game's rules summary (“Sochi (changed: gentleman's whist)”),
and the English reference line of the table in ``docs/rules.md`` (``app/engine/rules_doc.py``).
The presets' names and the dialog's group titles are marked where those are defined
(``PRESET_TITLES`` and ``GROUP_TITLES`` in ``app/engine/rules.py``).
The player's texts are marked with :func:`~app.texts.QT_TRANSLATE_NOOP` — the name, explanation
and values in the context ``Codes``, the summary phrases in ``RulesWords`` — and translated by
``ui/i18n.py`` and ``ui/rules_words.py``; the reference line is for the developer and is not
translated. ``tests/ui/test_every_text.py`` checks that every option has its words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field

from app.engine.value import value
from app.texts import QT_TRANSLATE_NOOP


@value  # on the path to the first window (the title names the preset): ADR 0003
class OptionWords:
    """The texts of one rules option (English source; ``ui/`` translates the marked ones)."""

    name: str
    """Its short name: a label in the new-game dialog, a word in messages."""
    explanation: str
    """One line under the name in the new-game dialog."""
    reference: str
    """The developer's line in the options table of ``docs/rules.md`` (not translated)."""
    values: Mapping[str, str] = field(default_factory=dict)
    """A choice option's values as its box lists them (a value without one shows its key)."""
    changed: Mapping[str | bool, str] = field(default_factory=dict)
    """A value's phrase in the rules summary; a value without one reads “<name> <value>”."""


OPTION_WORDS: dict[str, OptionWords] = {
    "game_costs": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Game costs"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Pool points for a made 6, 7, 8, 9 and 10."),
        reference="Cost of a made 6, 7, 8, 9, 10 (standard 2/4/6/8/10; Kazakhstan ×4).",
    ),
    "misere_cost": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Misère cost"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Pool points for a made misère."),
        reference="Cost of a made misère, written into the pool.",
    ),
    "ten_obligation": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Whist obligation on a 10"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Tricks the defenders must take on a 10 (0 or 1)."),
        reference="Defenders' obligation on a 10 (1, or 0 = the 10 is unwhisted).",
    ),
    "lone_whister_counts_passer": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Lone whister counts the passer"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "A lone whister writes whists for the passer's tricks too."
        ),
        reference="A lone whister is paid for the passer's tricks too.",
    ),
    "whist_price_factor": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Whist price factor"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Whists per trick = cost × this (2 in Leningrad)."),
        reference="Whists per defender trick = cost × this (2 in Leningrad).",
    ),
    "remiz_factor": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Remiz factor"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Mountain per undertrick = cost × this."),
        reference="Declarer's mountain per undertrick = cost × this (2 in Leningrad).",
    ),
    "misere_price_per_trick": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Misère price per trick"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Mountain per trick taken on a failed misère."),
        reference="Mountain per trick on a failed misère (10; 20 in Leningrad).",
    ),
    "whist_responsibility": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Whist responsibility"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "What whisters pay for tricks they fell short of: full, half or none."
        ),
        reference="What a whister pays per missing trick: full, half or no whist price.",
        values={
            "full": QT_TRANSLATE_NOOP("Codes", "responsible (full price)"),
            "half": QT_TRANSLATE_NOOP("Codes", "half-responsible (half price)"),
            "none": QT_TRANSLATE_NOOP("Codes", "not responsible"),
        },
        changed={
            "full": QT_TRANSLATE_NOOP("RulesWords", "responsible whist"),
            "half": QT_TRANSLATE_NOOP("RulesWords", "half-responsible whist"),
            "none": QT_TRANSLATE_NOOP("RulesWords", "irresponsible whist"),
        },
    ),
    "double_whist_liability": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Two whisters' liability"),
        explanation=QT_TRANSLATE_NOOP("Codes", "How two whisters share a shortfall."),
        reference="With two whisters, who answers for the obligation.",
        values={
            "per_head": QT_TRANSLATE_NOOP("Codes", "each for his share"),
            "second_whister_personal": QT_TRANSLATE_NOOP(
                "Codes", "each for his share always, the second on 8-10"
            ),
            "together": QT_TRANSLATE_NOOP("Codes", "together, the weaker one pays"),
        },
        changed={
            "per_head": QT_TRANSLATE_NOOP("RulesWords", "two whisters: each for his own share"),
            "second_whister_personal": QT_TRANSLATE_NOOP(
                "RulesWords", "two whisters: each share checked always"
            ),
            "together": QT_TRANSLATE_NOOP("RulesWords", "two whisters answer together"),
        },
    ),
    "failure_whist_split": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Whist with a passer: greedy or gentleman"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "Whether the lone whister shares the whists with the passer."
        ),
        reference=(
            "One whister and a passer: greedy (whister keeps all), gentleman (split with "
            "the passer on a failed contract) or gentleman_always (made contracts too)."
        ),
        values={
            "greedy": QT_TRANSLATE_NOOP("Codes", "greedy: the whister takes all"),
            "gentleman": QT_TRANSLATE_NOOP("Codes", "gentleman: split when he fails"),
            "gentleman_always": QT_TRANSLATE_NOOP(
                "Codes", "gentleman: split always, made games too"
            ),
        },
        changed={
            "greedy": QT_TRANSLATE_NOOP("RulesWords", "greedy whist"),
            "gentleman": QT_TRANSLATE_NOOP("RulesWords", "gentleman's whist"),
        },
    ),
    "consolation": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Consolation"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "Who writes whists on a declarer who failed his contract."
        ),
        reference="Who writes consolation on a failed contract.",
        values={
            "none": QT_TRANSLATE_NOOP("Codes", "nobody"),
            "defenders": QT_TRANSLATE_NOOP("Codes", "both defenders"),
            "defenders_and_resting_dealer": QT_TRANSLATE_NOOP(
                "Codes", "both defenders and the resting dealer"
            ),
        },
        changed={
            "none": QT_TRANSLATE_NOOP("RulesWords", "no consolation"),
            "defenders": QT_TRANSLATE_NOOP("RulesWords", "consolation from the defenders only"),
            "defenders_and_resting_dealer": QT_TRANSLATE_NOOP(
                "RulesWords", "consolation from the defenders and the resting dealer"
            ),
        },
    ),
    "consolation_amount": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Consolation amount"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "Game cost, the whist price or a flat amount per undertrick."
        ),
        reference=(
            "Consolation per undertrick: the game cost, the whist price (cost × "
            "`whist_price_factor`; Leningrad since revision 2) or a flat amount."
        ),
        values={
            "cost_per_undertrick": QT_TRANSLATE_NOOP("Codes", "game cost per undertrick"),
            "whist_price_per_undertrick": QT_TRANSLATE_NOOP("Codes", "whist price per undertrick"),
            "flat": QT_TRANSLATE_NOOP("Codes", "a fixed amount per undertrick"),
        },
        changed={
            "cost_per_undertrick": QT_TRANSLATE_NOOP(
                "RulesWords", "consolation at the game's cost"
            ),
            "flat": QT_TRANSLATE_NOOP("RulesWords", "flat consolation"),
        },
    ),
    "consolation_flat_per_undertrick": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Flat consolation"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Whists per undertrick when the amount is flat."),
        reference="The flat consolation per undertrick.",
    ),
    "half_whist_allowed": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Half-whist allowed"),
        explanation=QT_TRANSLATE_NOOP("Codes", "The second defender may half-whist a 6 or 7."),
        reference="Whether a defender may say half-whist on a 6 or a 7.",
        changed={
            True: QT_TRANSLATE_NOOP("RulesWords", "with half-whist"),
            False: QT_TRANSLATE_NOOP("RulesWords", "without half-whist"),
        },
    ),
    "half_whist_value": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Half-whist value"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Whists a standing half-whist writes."),
        reference=(
            "Whists of a standing half-whist: half the obligation (4 and 4) or half the "
            "remaining tricks (4 and 6)."
        ),
        values={
            "half_obligation": QT_TRANSLATE_NOOP("Codes", "half the obligation (4 and 4)"),
            "half_of_remaining_tricks": QT_TRANSLATE_NOOP(
                "Codes", "half the remaining tricks (4 and 6)"
            ),
        },
        changed={
            "half_obligation": QT_TRANSLATE_NOOP("RulesWords", "half-whist: half the obligation"),
            "half_of_remaining_tricks": QT_TRANSLATE_NOOP(
                "RulesWords", "half-whist: half the tricks left"
            ),
        },
    ),
    "raspasy_scoring": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Raspasy scoring"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "Tricks on raspasy go to the mountain, or Rostov whists."
        ),
        reference="Raspasy into the mountain per trick, or Rostov whists from the fewest.",
        values={
            "mountain": QT_TRANSLATE_NOOP("Codes", "tricks into the mountain"),
            "rostov_whists": QT_TRANSLATE_NOOP("Codes", "Rostov: whists from the fewest"),
        },
        changed={
            "mountain": QT_TRANSLATE_NOOP("RulesWords", "raspasy into the mountain"),
            "rostov_whists": QT_TRANSLATE_NOOP("RulesWords", "Rostov raspasy (whists)"),
        },
    ),
    "raspasy_prices": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Raspasy prices"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Price of a trick on the 1st, 2nd, 3rd raspasy."),
        reference="Price per trick of the 1st, 2nd, 3rd … raspasy in a row.",
    ),
    "raspasy_after_last": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "After the last price"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Repeat the last price or keep increasing."),
        reference="After the last listed price: repeat it (cap) or continue the step.",
        values={
            "repeat": QT_TRANSLATE_NOOP("Codes", "stay at the last price"),
            "continue": QT_TRANSLATE_NOOP("Codes", "keep growing by the same step"),
        },
        changed={
            "repeat": QT_TRANSLATE_NOOP("RulesWords", "raspasy price stops growing"),
            "continue": QT_TRANSLATE_NOOP("RulesWords", "raspasy price keeps growing"),
        },
    ),
    "raspasy_exit": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Exit from raspasy"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Minimum game after 1, 2, 3 raspasy."),
        reference=(
            "Minimum contract that ends a raspasy streak after 1, 2, 3 … raspasy (empty = "
            "any game)."
        ),
    ),
    "raspasy_exit_hard": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Strict exit"),
        explanation=QT_TRANSLATE_NOOP("Codes", "A lower game after raspasy is refused."),
        reference="A lower contract may not be ordered at all after raspasy.",
        changed={
            True: QT_TRANSLATE_NOOP("RulesWords", "strict exit from raspasy"),
            False: QT_TRANSLATE_NOOP("RulesWords", "lenient exit from raspasy"),
        },
    ),
    "raspasy_amnesty": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Raspasy amnesty"),
        explanation=QT_TRANSLATE_NOOP("Codes", "The smallest raspasy mountain is forgiven."),
        reference="The fewest tricks on raspasy are forgiven to every player.",
        changed={
            True: QT_TRANSLATE_NOOP("RulesWords", "with raspasy amnesty"),
            False: QT_TRANSLATE_NOOP("RulesWords", "without raspasy amnesty"),
        },
    ),
    "raspasy_zero_bonus": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "No-trick bonus"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Pool bonus for no trick on raspasy."),
        reference="Pool bonus for no trick on raspasy: one trick's price, 1, or the level.",
        values={
            "one_trick_price": QT_TRANSLATE_NOOP("Codes", "the price of one trick"),
            "one": QT_TRANSLATE_NOOP("Codes", "one point"),
            "level": QT_TRANSLATE_NOOP("Codes", "the raspasy's number in a row"),
        },
        changed={
            "one_trick_price": QT_TRANSLATE_NOOP(
                "RulesWords", "no trick on raspasy: a trick's price"
            ),
            "one": QT_TRANSLATE_NOOP("RulesWords", "no trick on raspasy: 1 to the pool"),
            "level": QT_TRANSLATE_NOOP("RulesWords", "no trick on raspasy: the raspasy level"),
        },
    ),
    "raspasy_resting_dealer_bonus": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Resting dealer bonus"),
        explanation=QT_TRANSLATE_NOOP("Codes", "The resting dealer gets a pool bonus on raspasy."),
        reference="The resting dealer (4 players) writes the bonus on raspasy.",
    ),
    "rostov_raspasy_whists_per_trick": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Rostov whists per trick"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Whists per trick in Rostov raspasy."),
        reference="Rostov raspasy: whists per trick of the other players.",
    ),
    "talon_whists": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Talon whists"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "The resting dealer writes whists for tricks in the talon."
        ),
        reference="House rule: the resting dealer writes whists for tricks the talon gave.",
        changed={
            True: QT_TRANSLATE_NOOP("RulesWords", "with talon whists"),
            False: QT_TRANSLATE_NOOP("RulesWords", "without talon whists"),
        },
    ),
    "help_tie_break": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Help order"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Whom a closed pool helps first on a tie."),
        reference="Which equal pool receives help first.",
        values={
            "clockwise": QT_TRANSLATE_NOOP("Codes", "clockwise"),
            "counterclockwise": QT_TRANSLATE_NOOP("Codes", "counterclockwise"),
        },
        changed={
            "clockwise": QT_TRANSLATE_NOOP("RulesWords", "help clockwise"),
            "counterclockwise": QT_TRANSLATE_NOOP("RulesWords", "help counterclockwise"),
        },
    ),
    "help_whists_per_point": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Whists for help"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Whists written per point of help."),
        reference="Whists the giver writes on the receiver per point of help.",
    ),
    "overflow_remainder": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Overflow remainder"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Where an overflow goes when nobody needs help."),
        reference=(
            "What happens to help nobody can take: off the own mountain (may go negative), "
            "floored at zero, or onto the others' mountains."
        ),
        values={
            "own_mountain_may_go_negative": QT_TRANSLATE_NOOP(
                "Codes", "off his mountain, even below zero"
            ),
            "floor_zero": QT_TRANSLATE_NOOP("Codes", "off his mountain, down to zero"),
            "others_mountains": QT_TRANSLATE_NOOP("Codes", "onto the others' mountains"),
        },
        changed={
            "own_mountain_may_go_negative": QT_TRANSLATE_NOOP(
                "RulesWords", "overflow off one's own mountain, below zero too"
            ),
            "floor_zero": QT_TRANSLATE_NOOP(
                "RulesWords", "overflow off one's own mountain, down to zero"
            ),
            "others_mountains": QT_TRANSLATE_NOOP(
                "RulesWords", "overflow onto the others' mountains"
            ),
        },
    ),
    "made_game_cancels_mountain_first": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Mountain first"),
        explanation=QT_TRANSLATE_NOOP("Codes", "A made game first writes off one's mountain."),
        reference="A made game first cancels the declarer's mountain.",
    ),
    "game_end": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "End of the game"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "Every pool closed, the sum of the pools, a number of deals or a time limit; "
            "an unfinished pool is settled at the last complete deal.",
        ),
        reference=(
            "The game ends when all pools are closed, when their sum is reached, after a "
            "number of deals, or at a time limit."
        ),
        values={
            "all_closed": QT_TRANSLATE_NOOP("Codes", "every pool closed"),
            "sum_of_pools": QT_TRANSLATE_NOOP("Codes", "the sum of the pools"),
            "deals": QT_TRANSLATE_NOOP("Codes", "after a number of deals"),
            "time": QT_TRANSLATE_NOOP("Codes", "at a time limit"),
        },
        changed={
            "all_closed": QT_TRANSLATE_NOOP("RulesWords", "ends when every pool is closed"),
            "sum_of_pools": QT_TRANSLATE_NOOP("RulesWords", "ends on the sum of the pools"),
            "deals": QT_TRANSLATE_NOOP("RulesWords", "ends after a number of deals"),
            "time": QT_TRANSLATE_NOOP("RulesWords", "ends at a time limit"),
        },
    ),
    "pool_size": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Pool size"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Points that close a player's pool."),
        reference="The agreed pool (pulka) size per player.",
    ),
    "pool_to_mountain_factor": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Pool shortfall factor"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Mountain per missing pool point at the end."),
        reference="In settlement, one pool point is worth this many mountain points.",
    ),
    "mountain_split": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Mountain split"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Divide mountain × 10 by N or by N − 1."),
        reference=(
            "A mountain point is paid as 10/N whists to each player or 10/(N−1) to each opponent."
        ),
        values={
            "per_player_N": QT_TRANSLATE_NOOP("Codes", "divided by the number of players"),
            "per_opponent_N_minus_1": QT_TRANSLATE_NOOP("Codes", "divided by the opponents"),
        },
        changed={
            "per_player_N": QT_TRANSLATE_NOOP(
                "RulesWords", "mountain divided by the number of players"
            ),
            "per_opponent_N_minus_1": QT_TRANSLATE_NOOP(
                "RulesWords", "mountain divided by the number of opponents"
            ),
        },
    ),
    "rounding": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Rounding"),
        explanation=QT_TRANSLATE_NOOP("Codes", "How results are made whole."),
        reference=(
            "How settlement results become whole whists: exact; every mountain made "
            "divisible; one chosen player's mountain ([PrefCount]); round and fix; "
            "truncate, the last player absorbing the rest ([JPref])."
        ),
        values={
            "exact": QT_TRANSLATE_NOOP("Codes", "exact, with fractions"),
            "divisible_by_n": QT_TRANSLATE_NOOP("Codes", "every mountain made divisible"),
            "divisible_by_n_one_player": QT_TRANSLATE_NOOP(
                "Codes", "one player's mountain made divisible (PrefCount)"
            ),
            "round_and_fix": QT_TRANSLATE_NOOP("Codes", "round, then fix the sum"),
            "truncate_last_absorbs": QT_TRANSLATE_NOOP(
                "Codes", "drop fractions, the last player takes the rest (JPref)"
            ),
        },
        changed={
            "exact": QT_TRANSLATE_NOOP("RulesWords", "exact results"),
            "divisible_by_n": QT_TRANSLATE_NOOP(
                "RulesWords", "mountains made divisible by the number of players"
            ),
            "round_and_fix": QT_TRANSLATE_NOOP("RulesWords", "results rounded to whole whists"),
        },
    ),
    "stalingrad": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Stalingrad"),
        explanation=QT_TRANSLATE_NOOP("Codes", "6♠ must be whisted by both defenders."),
        reference="Stalingrad: a 6♠ must be whisted by both defenders.",
        changed={
            True: QT_TRANSLATE_NOOP("RulesWords", "with Stalingrad"),
            False: QT_TRANSLATE_NOOP("RulesWords", "without Stalingrad"),
        },
    ),
    "misere_consolation": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Misère consolation"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Consolation on a failed misère too."),
        reference="The other players write consolation on a failed misère.",
        changed={
            True: QT_TRANSLATE_NOOP("RulesWords", "with consolation on misère"),
            False: QT_TRANSLATE_NOOP("RulesWords", "without consolation on misère"),
        },
    ),
    "whist_price": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Price of a whist"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Money per whist in the settlement."),
        reference="Money per whist.",
    ),
    "money_unit": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Money unit"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Smallest coin for rounding money."),
        reference="Smallest money unit; money is rounded to it once, at the end.",
    ),
    "two_whisters_high_payer": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Two whisters on 8-10 took nothing"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "Who pays for the missing trick when both whisted an 8, 9 or 10."
        ),
        reference=(
            "Two whisters on an 8–10 who took no trick (per_head): the second pays, both "
            "pay the whole penalty, or each pays half (split)."
        ),
        values={
            "second": QT_TRANSLATE_NOOP("Codes", "the second whister pays"),
            "both": QT_TRANSLATE_NOOP("Codes", "both pay in full"),
            "split": QT_TRANSLATE_NOOP("Codes", "each pays half"),
        },
    ),
    "two_whisters_capped_at_side": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Two whisters on 6-7: no more than the side's"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "A whister pays at most the tricks the pair fell short of (3 + 0 on a 6: one)."
        ),
        reference=(
            "Two whisters on a 6/7 (per_head): a whister's penalty is capped at the side's "
            "shortfall (3 + 0 on a 6 charges one trick)."
        ),
    ),
    "raspasy_streak_end": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "What ends raspasy"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "Which game after raspasy brings the price back to the start."
        ),
        reference=(
            "Which contract ends a raspasy streak: any ordered one, a made one, a whisted "
            "one, a whisted and made one (no misère), that without a whister's penalty, or "
            "a played one: whisted, or a misère, not a game both defenders passed."
        ),
        values={
            "any_contract": QT_TRANSLATE_NOOP("Codes", "any ordered game"),
            "made": QT_TRANSLATE_NOOP("Codes", "a made game or misère"),
            "whisted": QT_TRANSLATE_NOOP("Codes", "only a whisted game"),
            "whisted_made": QT_TRANSLATE_NOOP(
                "Codes", "a whisted game that was made (sport rules)"
            ),
            "whisted_made_no_shortfall": QT_TRANSLATE_NOOP(
                "Codes", "a whisted game made, no whister penalised"
            ),
            "played": QT_TRANSLATE_NOOP("Codes", "a game played out, or a misère"),
        },
    ),
    "raspasy_zero_bonus_form": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "How the no-trick bonus is written"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "Into the pool, or twice as much off one's mountain (the same money)."
        ),
        reference=(
            "How the no-trick bonus is written: into the pool, as twice the amount off the "
            "own mountain, or not at all."
        ),
        values={
            "pool": QT_TRANSLATE_NOOP("Codes", "into the pool"),
            "mountain_minus_two": QT_TRANSLATE_NOOP("Codes", "twice off the mountain"),
            "none": QT_TRANSLATE_NOOP("Codes", "no bonus"),
        },
    ),
    "overflow_write_off_at_pool_factor": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Overflow off the mountain at the pool's worth"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "A pool point nobody can take comes off the mountain as 2 points in Leningrad."
        ),
        reference=(
            "Overflow nobody can take comes off the mountain at `pool_to_mountain_factor` "
            "points per pool point (2 in Leningrad), not 1 : 1."
        ),
    ),
    "rounding_seat": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Seat adjusted by the rounding"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "Whose mountain the one-player rounding changes (seat 1-4)."
        ),
        reference="The seat (1–4) whose mountain the one-player rounding adjusts.",
    ),
    "rounding_whists_per_point_four": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Whists per rounded point, four players"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "Whists from each other player per mountain point moved (2 or 3)."
        ),
        reference=(
            "With four players, whists from each other player per mountain point the "
            "rounding moves (2, or 3 as in PrefCount)."
        ),
    ),
    "penalty_raspasy_levels": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Raspasy level in penalties"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "What a fine “at the raspasy level” costs on the 1st, 2nd, 3rd raspasy (empty: "
            "the pool's raspasy prices).",
        ),
        reference="Raspasy level R of the penalty lists (1st, 2nd, 3rd raspasy).",
    ),
    "penalty_raspasy_reading": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Which raspasy a fine counts"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "The price the next raspasy would have, or the last one played."
        ),
        reference="Which raspasy level R a penalty uses (catalogue ambiguity A2).",
        values={
            "next": QT_TRANSLATE_NOOP("Codes", "the next raspasy"),
            "last": QT_TRANSLATE_NOOP("Codes", "the last raspasy"),
        },
        changed={
            "next": QT_TRANSLATE_NOOP("RulesWords", "fines by the next raspasy"),
            "last": QT_TRANSLATE_NOOP("RulesWords", "fines by the last raspasy"),
        },
    ),
    "penalty_exposed_talon_fined": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Fine for an exposed talon"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "Whoever exposes the talon in the bidding also pays the fine for looking at it.",
        ),
        reference="An exposed talon card is fined as well (catalogue A5).",
    ),
    "penalty_comp_whists_recipient": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Who gets the compensation"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "Whists on the violator for a made game: written by the declarer or by every "
            "other player.",
        ),
        reference="Who receives compensation whists (catalogue A6).",
        values={
            "declarer": QT_TRANSLATE_NOOP("Codes", "the declarer"),
            "each_other": QT_TRANSLATE_NOOP("Codes", "each other player"),
        },
        changed={
            "declarer": QT_TRANSLATE_NOOP("RulesWords", "compensation whists to the declarer"),
            "each_other": QT_TRANSLATE_NOOP(
                "RulesWords", "compensation whists to each other player"
            ),
        },
    ),
    "penalty_violator_pays_whists": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "The violator pays the whists"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "When a violator's exposed talon made another player declare, the defenders "
            "write their whists on the violator.",
        ),
        reference="The violator pays the whists of the defenders (catalogue A7).",
    ),
    "penalty_dealer_share_misere": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "The dealer may share a misère"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "Four players: a failed misère's mountain is split between the declarer and "
            "the player who opened the talon.",
        ),
        reference="The dealer shares a misère penalty (catalogue A9).",
    ),
    "min_contract_after_raspasy": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Lowest game after raspasy"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "6 by the Code; 7 where a six right after raspasy is a violation."
        ),
        reference="Lowest contract the club list allows after raspasy (A10).",
    ),
    "penalty_prikup_9_1_level": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Peeking at the talon: fine level"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "A peek at the talon before a game is ordered costs tricks at the raspasy "
            "price or at the bid game's.",
        ),
        reference="Level used by talon rule 9.1 (catalogue A11).",
        values={
            "raspasy": QT_TRANSLATE_NOOP("Codes", "the raspasy price"),
            "bid": QT_TRANSLATE_NOOP("Codes", "the bid game"),
        },
        changed={
            "raspasy": QT_TRANSLATE_NOOP(
                "RulesWords", "a peek at the talon fined by the raspasy level"
            ),
            "bid": QT_TRANSLATE_NOOP("RulesWords", "a peek at the talon fined by the bid game"),
        },
    ),
    "penalty_prikup_4_raspasy_ends_streak": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Exposed talon ends the raspasy streak"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "When the talon was exposed in the bidding and the deal went to raspasy, the "
            "series of raspasy ends; off: that raspasy counts in the series like any other.",
        ),
        reference="Talon rule 4 on a deal that ends in raspasy ends the streak (our reading A22).",
    ),
    "penalty_card_count_holder_fined": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Fine for a wrong number of cards"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "The player with the wrong number of cards is fined (club rules); off: only a "
            "redeal (the Code).",
        ),
        reference="The holder of a wrong number of cards is fined (A16).",
    ),
    "penalties_follow_convention_factor": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Fines doubled with the remiz"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "Fines are multiplied like a failed contract (twice in Leningrad); off: as printed.",
        ),
        reference="Penalties follow Leningrad doubling (catalogue A20).",
    ),
    "penalty_house_rules": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "House penalty rules"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "The optional house rules of the rules browser are in force."
        ),
        reference="House-rule penalties of the catalogue §3.7 are in force.",
    ),
    "dealer_fine_on_talon_refusal": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Dealer's fine for a refused talon"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "Points into the dealer's mountain when everyone refuses the talon (0: no "
            "fine, as the Code advises).",
        ),
        reference="Кодекс 3.4.10 house rule: the dealer's fine (0 = off).",
    ),
    "concede_three_down": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Giving up three down"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "The declarer may give his game up before play: three undertricks into his "
            "mountain, nobody writes whists.",
        ),
        reference=(
            "The declarer may give a game up three down before play: 3 × cost × "
            "remiz_factor into his mountain, no whists, no consolation (a home rule; the "
            "FSPR forbids it)."
        ),
    ),
    "raspasy_resting_dealer_plays_talon": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Dealer plays the talon on raspasy"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "Four players: the resting dealer takes up to two tricks with the talon and "
            "pays for them like everybody; no bonus for him for taking none.",
        ),
        reference=(
            "4 players: on raspasy the resting dealer plays the talon, takes 0–2 of the "
            "ten tricks at the same price and gets no zero-trick bonus (FSPR rule, "
            "second-hand)."
        ),
    ),
    "talon_whists_three_handed": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Talon whists with three players"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "Three players: each defender writes half of the talon whists."
        ),
        reference=(
            "With talon_whists and 3 players, each defender writes half of the talon "
            "whists on the declarer (FSPR rule, second-hand)."
        ),
    ),
    "resting_dealer_may_whist": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Resting dealer may whist"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "Four players: after pass, half-whist, pass the dealer may whist; he writes "
            "all the whists and answers for no shortfall.",
        ),
        reference=(
            "4 players: after pass–half-whist (or as resting_dealer_whist_after says) the "
            "resting dealer may whist; he writes every whist and answers for no shortfall "
            "(FSPR rule, second-hand)."
        ),
    ),
    "resting_dealer_whist_after": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "When the resting dealer may whist"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "Four players: only after pass, half-whist (so on a 6 or a 7), or also after "
            "two passes on any game.",
        ),
        reference=(
            "With resting_dealer_may_whist: after pass–half-whist only, so on a 6 or 7 "
            "(FSPR text, second-hand), or also after pass–pass on any contract "
            "([refinishru]'s engine)."
        ),
        values={
            "pass_half_whist": QT_TRANSLATE_NOOP(
                "Codes", "after pass, half-whist: a 6 or a 7 (sport rules)"
            ),
            "pass_pass": QT_TRANSLATE_NOOP("Codes", "also after two passes, any game"),
        },
    ),
    "returned_whist": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Returned whist"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "After a half-whist the first defender may whist after all; the half-whister "
            "then writes nothing.",
        ),
        reference=(
            "After a half-whist the first defender may whist after all; the half-whister "
            "then writes nothing (FSPR rule, second-hand)."
        ),
    ),
    "half_whist_played": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Half-whist is played"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "A half-whist is played out: whists for at most half the obligation, the "
            "tricks short of it into the half-whister's mountain.",
        ),
        reference=(
            "A half-whist is played: at most half the obligation × price in whists, the "
            "missing part into the half-whister's mountain."
        ),
    ),
    "pool_total": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Total of the pools"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "When playing to the sum of the pools: the agreed total (0 = pool size × "
            "number of players).",
        ),
        reference="Under sum_of_pools, the agreed total of all pools (0 = pool_size × players).",
    ),
    "totus_bonus": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Totus bonus"),
        explanation=QT_TRANSLATE_NOOP("Codes", "Extra pool points for a made ten (0 = none)."),
        reference="Pool bonus for a made 10 (totus), on top of its cost (0 = none).",
    ),
    "deal_limit": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Number of deals"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes", "When the game ends after a number of deals: how many (0 = no limit)."
        ),
        reference="Under game_end = deals, the deals after which the game ends (0 = none).",
    ),
    "time_limit_minutes": OptionWords(
        name=QT_TRANSLATE_NOOP("Codes", "Time limit, minutes"),
        explanation=QT_TRANSLATE_NOOP(
            "Codes",
            "When the game ends at a time limit: minutes from the start; the deal being "
            "played when time runs out is the last (0 = no limit).",
        ),
        reference=(
            "Under game_end = time, minutes after the start; the deal recorded at or after "
            "the limit is the last (0 = none)."
        ),
    ),
}
"""Every option of :class:`~app.engine.rules.Rules` (``OPTION_NAMES``), in that order."""
