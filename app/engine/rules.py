"""The rules of a game as one frozen value, with the Sochi, Leningrad and Rostov presets.

Every point where the sources disagree (scoring-conventions §F) is a field of :class:`Rules`;
a preset is a named set of values, and a game stores the full value it was started with, so a
later change of a preset never alters an old game.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from dataclasses import field
from fractions import Fraction
from typing import Any, Literal, get_args

from app.engine.errors import InvalidRules
from app.engine.value import value
from app.texts import QT_TRANSLATE_NOOP

Responsibility = Literal["full", "half", "none"]
DoubleWhistLiability = Literal["per_head", "second_whister_personal", "together"]
FailureWhistSplit = Literal["greedy", "gentleman", "gentleman_always"]
Consolation = Literal["none", "defenders", "defenders_and_resting_dealer"]
ConsolationAmount = Literal["cost_per_undertrick", "whist_price_per_undertrick", "flat"]
HalfWhistValue = Literal["half_obligation", "half_of_remaining_tricks"]
RaspasyScoring = Literal["mountain", "rostov_whists"]
RaspasyAfterLast = Literal["repeat", "continue"]
RaspasyZeroBonus = Literal["one_trick_price", "one", "level"]
HelpTieBreak = Literal["clockwise", "counterclockwise"]
OverflowRemainder = Literal["own_mountain_may_go_negative", "floor_zero", "others_mountains"]
GameEnd = Literal["all_closed", "sum_of_pools", "deals", "time"]
MountainSplit = Literal["per_player_N", "per_opponent_N_minus_1"]
Rounding = Literal[
    "exact", "divisible_by_n", "divisible_by_n_one_player", "round_and_fix", "truncate_last_absorbs"
]
PenaltyRaspasyReading = Literal["next", "last"]
CompWhistsRecipient = Literal["declarer", "each_other"]
Prikup91Level = Literal["raspasy", "bid"]
# Issue 18 items 1-7, 14 (conventions of other scorekeepers).
TwoWhistersHighPayer = Literal["second", "both", "split"]
RaspasyStreakEnd = Literal[
    "any_contract", "made", "whisted", "whisted_made", "whisted_made_no_shortfall", "played"
]
RaspasyZeroBonusForm = Literal["pool", "mountain_minus_two", "none"]
# Issue 31 item 2: after which calls the resting dealer may whist (docs/rules.md).
RestingDealerWhistAfter = Literal["pass_half_whist", "pass_pass"]

PRESET_NAMES = ("sochi", "leningrad", "rostov", "piter", "fspr")
PRESET_TITLES: dict[str, str] = {
    "sochi": QT_TRANSLATE_NOOP("Codes", "Sochi"),
    "leningrad": QT_TRANSLATE_NOOP("Codes", "Leningrad"),
    "rostov": QT_TRANSLATE_NOOP("Codes", "Rostov"),
    "piter": QT_TRANSLATE_NOOP("Codes", "Piter (whists doubled, mountain not)"),
    "fspr": QT_TRANSLATE_NOOP("Codes", "Sport rules (FSPR, Leningrad system)"),
}
"""Each preset by the name players know it by (translated by ``ui/i18n.py``, context ``Codes``)."""
RULES_REVISION = 2
"""Revision of the presets and option set; stored rules without ``rules_revision`` are 1."""
_OBLIGATIONS = {6: 4, 7: 2, 8: 1, 9: 1}
_RESPONSIBILITY = {"full": Fraction(1), "half": Fraction(1, 2), "none": Fraction(0)}


def _option(source: str, row: int | None = None) -> Any:
    """Field metadata: where the option comes from (scoring-conventions §F row, source tag)."""
    return {"source": source, "row": row}


@value
class Rules:
    """Every scoring option of a game; defaults are the Sochi preset (scoring-conventions §B)."""

    preset: str = "sochi"
    game_costs: tuple[int, int, int, int, int] = dataclasses.field(
        default=(2, 4, 6, 8, 10), metadata=_option("A.1 [kzpn200]", 1)
    )
    misere_cost: int = field(default=10, metadata=_option("A.1, A.11"))
    ten_obligation: int = field(default=1, metadata=_option("A.2 [Кодекс] 3.8.2", 2))
    lone_whister_counts_passer: bool = field(default=True, metadata=_option("A.5", 3))
    whist_price_factor: int = field(default=1, metadata=_option("A.5, C.1", 4))
    remiz_factor: int = field(default=1, metadata=_option("A.6, C.3", 5))
    misere_price_per_trick: int = field(default=10, metadata=_option("A.11 [shram-L]", 6))
    whist_responsibility: Responsibility = field(default="full", metadata=_option("A.8", 7))
    double_whist_liability: DoubleWhistLiability = field(
        default="per_head", metadata=_option("A.8", 8)
    )
    failure_whist_split: FailureWhistSplit = field(
        default="greedy", metadata=_option("A.9 [refinishru]", 9)
    )
    consolation: Consolation = field(
        default="defenders_and_resting_dealer", metadata=_option("A.7 [Кодекс] 3.8.1.2", 10)
    )
    consolation_amount: ConsolationAmount = field(
        default="cost_per_undertrick", metadata=_option("A.7, C.3 [ФСПР]/[refinishru], D.1", 11)
    )
    consolation_flat_per_undertrick: int = field(default=10, metadata=_option("A.7 [poolya]"))
    half_whist_allowed: bool = field(default=True, metadata=_option("A.10"))
    half_whist_value: HalfWhistValue = field(
        default="half_obligation", metadata=_option("A.10", 12)
    )
    raspasy_scoring: RaspasyScoring = field(default="mountain", metadata=_option("A.13, D.2", 13))
    raspasy_prices: tuple[int, ...] = field(default=(1, 2, 3), metadata=_option("A.13", 14))
    raspasy_after_last: RaspasyAfterLast = field(default="repeat", metadata=_option("A.13", 14))
    raspasy_exit: tuple[int, ...] = field(default=(), metadata=_option("A.13, C.2", 15))
    raspasy_exit_hard: bool = field(default=False, metadata=_option("A.13", 15))
    raspasy_amnesty: bool = field(default=False, metadata=_option("A.13 [Кодекс] 3.7", 16))
    raspasy_zero_bonus: RaspasyZeroBonus = field(
        default="one_trick_price", metadata=_option("A.13", 17)
    )
    raspasy_resting_dealer_bonus: bool = field(default=False, metadata=_option("D.3", 18))
    rostov_raspasy_whists_per_trick: int = field(default=5, metadata=_option("D.2"))
    talon_whists: bool = field(default=False, metadata=_option("A.14 [Кодекс] 3.4.11", 19))
    help_tie_break: HelpTieBreak = field(default="clockwise", metadata=_option("A.12", 20))
    help_whists_per_point: int = field(default=10, metadata=_option("A.12"))
    overflow_remainder: OverflowRemainder = field(
        default="own_mountain_may_go_negative", metadata=_option("A.12", 21)
    )
    made_game_cancels_mountain_first: bool = field(default=False, metadata=_option("D.4", 22))
    game_end: GameEnd = field(default="all_closed", metadata=_option("E.1", 23))
    pool_size: int = field(default=20, metadata=_option("§1 pulka size"))
    pool_to_mountain_factor: int = field(default=1, metadata=_option("E.2", 24))
    mountain_split: MountainSplit = field(default="per_player_N", metadata=_option("E.4", 25))
    rounding: Rounding = field(default="exact", metadata=_option("E.7 [PrefCount], [JPref]", 26))
    stalingrad: bool = field(default=False, metadata=_option("A.15", 27))
    misere_consolation: bool = field(default=False, metadata=_option("A.7, A.11", 28))
    whist_price: Fraction = field(default=Fraction(1), metadata=_option("E.8"))
    money_unit: Fraction = field(default=Fraction(1, 100), metadata=_option("E.8"))
    # -- Issue 18 (conv-a): other scorekeepers' conventions. Every class default below is the
    # behaviour before the option existed, so rules stored without it score as before.
    two_whisters_high_payer: TwoWhistersHighPayer = field(
        default="second", metadata=_option("A.8 [refinishru], [mathfew]")
    )
    two_whisters_capped_at_side: bool = field(
        default=False, metadata=_option("A.8 [refinishru], [mathfew]")
    )
    raspasy_streak_end: RaspasyStreakEnd = field(
        default="any_contract",
        metadata=_option("A.13 [refinishru] ФСПР 6.5, [mathfew], [rostiktc2]"),
    )
    raspasy_zero_bonus_form: RaspasyZeroBonusForm = field(
        default="pool", metadata=_option("A.13 [refinishru] ФСПР 6.5")
    )
    overflow_write_off_at_pool_factor: bool = field(
        default=False, metadata=_option("A.12, E.2 (issue 18 item 7)")
    )
    rounding_seat: int = field(default=1, metadata=_option("E.7 [PrefCount]"))
    rounding_whists_per_point_four: int = field(default=2, metadata=_option("E.7 [PrefCount]"))
    rules_revision: int = field(default=RULES_REVISION, metadata=_option("rules revision"))

    # Penalty options (penalty-catalogue §4 ambiguities and Кодекс 3.4.10 house rule).
    penalty_raspasy_levels: tuple[int, ...] = field(
        default=(2, 4, 6), metadata=_option("penalties A2 (empty = the pool's raspasy_prices)")
    )
    penalty_raspasy_reading: PenaltyRaspasyReading = field(
        default="next", metadata=_option("penalties A2")
    )
    penalty_exposed_talon_fined: bool = field(default=False, metadata=_option("penalties A5"))
    penalty_comp_whists_recipient: CompWhistsRecipient = field(
        default="declarer", metadata=_option("penalties A6")
    )
    penalty_violator_pays_whists: bool = field(default=True, metadata=_option("penalties A7"))
    penalty_dealer_share_misere: bool = field(default=False, metadata=_option("penalties A9"))
    min_contract_after_raspasy: int = field(default=6, metadata=_option("penalties A10"))
    penalty_prikup_9_1_level: Prikup91Level = field(
        default="raspasy", metadata=_option("penalties A11")
    )
    penalty_prikup_4_raspasy_ends_streak: bool = field(
        default=True, metadata=_option("penalties A22")
    )
    penalty_card_count_holder_fined: bool = field(default=True, metadata=_option("penalties A16"))
    penalties_follow_convention_factor: bool = field(
        default=False, metadata=_option("penalties A20")
    )
    penalty_house_rules: bool = field(default=False, metadata=_option("penalties §3.7"))
    dealer_fine_on_talon_refusal: int = field(
        default=0, metadata=_option("[Кодекс] 3.4.10 (0 = off)")
    )
    # -- Issue 18 items 8–13 (conventions of other scorekeepers; docs/rules.md "More conventions").
    # Every default is the behaviour before these options existed, so stored games decode to it.
    concede_three_down: bool = field(default=False, metadata=_option("[refinishru] SPEC §6"))
    raspasy_resting_dealer_plays_talon: bool = field(
        default=False, metadata=_option("[refinishru] FSPR 6.5; [mathfew]")
    )
    talon_whists_three_handed: bool = field(
        default=False, metadata=_option("[refinishru] FSPR 6.4")
    )
    resting_dealer_may_whist: bool = field(default=False, metadata=_option("[refinishru] FSPR 6.6"))
    # Issue 31 item 2: the default is the federation's text as [refinishru] quotes it, and the
    # behaviour before the option existed (stored games decode to it).
    resting_dealer_whist_after: RestingDealerWhistAfter = field(
        default="pass_half_whist", metadata=_option("[refinishru] FSPR 6.6")
    )
    returned_whist: bool = field(
        default=False, metadata=_option("[refinishru] FSPR 6.6; [Кодекс] 3.8.8.2")
    )
    half_whist_played: bool = field(default=False, metadata=_option("[rostiktc2] §10"))
    pool_total: int = field(default=0, metadata=_option("[mathfew], [Gusev]"))
    totus_bonus: int = field(default=0, metadata=_option("[Gusev]"))
    # -- Issue 17 (club evenings and tournaments): a game that ends after a number of deals or
    # at a time limit, settled at the last complete deal (docs/rules.md "End of the game").
    # 0 = no limit, the behaviour before these options existed.
    deal_limit: int = field(default=0, metadata=_option("E.1 [ФСПР] (issue 17)"))
    time_limit_minutes: int = field(default=0, metadata=_option("E.1 [ФСПР] (issue 17)"))

    def __post_init__(self) -> None:
        _validate(self)

    # -- derived quantities -------------------------------------------------------------

    def cost(self, level: int | None) -> int:
        """cost(c), scoring-conventions A.1: the game cost of a level, or of misère (None)."""
        if level is None:
            return self.misere_cost
        return self.game_costs[level - 6]

    def obligation(self, level: int) -> int:
        """obligation(c), scoring-conventions A.2: tricks the defending side must take."""
        return self.ten_obligation if level == 10 else _OBLIGATIONS[level]

    def whist_price_per_trick(self, level: int) -> int:
        """Whists per defender trick: cost × whist_price_factor (A.5, C.1)."""
        return self.cost(level) * self.whist_price_factor

    def responsibility_fraction(self) -> Fraction:
        """Share of the whist price a whister pays per missing trick (A.8, §F note)."""
        return _RESPONSIBILITY[self.whist_responsibility]

    def raspasy_price(self, streak: int) -> int:
        """Per-trick price of the raspasy that follows ``streak`` earlier ones (A.13)."""
        prices = self.raspasy_prices
        if streak < len(prices):
            return prices[streak]
        if self.raspasy_after_last == "repeat" or len(prices) < 2:
            return prices[-1]
        step = prices[-1] - prices[-2]
        return prices[-1] + step * (streak - len(prices) + 1)

    def raspasy_exit_level(self, streak: int) -> int:
        """Minimum contract level that ends a streak of ``streak`` raspasy (0 = any game)."""
        if streak == 0 or not self.raspasy_exit:
            return 0
        return self.raspasy_exit[min(streak, len(self.raspasy_exit)) - 1]

    # -- conversion -----------------------------------------------------------------------

    def with_options(self, options: Mapping[str, Any]) -> Rules:
        """A copy with some options changed; unknown keys and bad values are refused."""
        values = {key: _coerce(key, value) for key, value in options.items()}
        return dataclasses.replace(self, **values)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values: tuples as lists, fractions as ``"a/b"`` strings."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, tuple):
                value = list(value)
            elif isinstance(value, Fraction):
                value = str(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """Rebuild rules stored by :meth:`to_dict`: the preset first, then every option."""
        preset = data.get("preset", "sochi")
        base = preset_rules(str(preset), stored_revision(data))
        return base.with_options({k: v for k, v in data.items() if k != "preset"})


OPTION_NAMES = tuple(
    f.name for f in dataclasses.fields(Rules) if f.name not in ("preset", "rules_revision")
)


def option_choices(name: str) -> tuple[str, ...] | None:
    """The allowed values of a choice option, or None for numbers, flags and lists."""
    hint = Rules.__annotations__[name]
    alias = globals().get(hint) if isinstance(hint, str) else hint
    if alias is not None and get_args(alias) and all(isinstance(a, str) for a in get_args(alias)):
        return tuple(get_args(alias))
    return None


def option_source(name: str) -> str:
    """The reference section and source tag an option comes from."""
    for f in dataclasses.fields(Rules):
        if f.name == name:
            return str(f.metadata.get("source", ""))
    raise InvalidRules("option_unknown", option=name)


OPTION_LIMIT = 10**6
"""Largest number an option may hold: bounds the arithmetic on numbers read from a file."""

# An exact number as text: "0.10", "-3", "1/100"; at most 12 digits a part, no exponent.
_EXACT_NUMBER = re.compile(r"[+-]?[0-9]{1,12}(\.[0-9]{1,12})?|[+-]?[0-9]{1,12}/[0-9]{1,12}")


def _coerce(key: str, value: Any) -> Any:
    """Turn a JSON value into the option's type, refusing what cannot be one."""
    if key not in OPTION_NAMES and key != "rules_revision":
        raise InvalidRules("option_unknown", option=key)
    default = getattr(SOCHI, key)
    try:
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise TypeError
            return value
        if isinstance(default, Fraction):
            if isinstance(value, bool | float):
                raise TypeError
            if isinstance(value, str) and not _EXACT_NUMBER.fullmatch(value.strip()):
                # No exponents: Fraction("1e999999999") would compute 10**999999999 (a hang).
                raise ValueError
            number = Fraction(value.strip()) if isinstance(value, str) else Fraction(value)
            if abs(number) > OPTION_LIMIT:
                raise ValueError
            return number
        if isinstance(default, int):
            if isinstance(value, bool) or not isinstance(value, int) or abs(value) > OPTION_LIMIT:
                raise TypeError
            return value
        if isinstance(default, tuple):
            if (
                not isinstance(value, list | tuple)
                or len(value) > 20
                or not all(
                    isinstance(v, int) and not isinstance(v, bool) and abs(v) <= OPTION_LIMIT
                    for v in value
                )
            ):
                raise TypeError
            return tuple(value)
        if not isinstance(value, str):
            raise TypeError
        return value
    except (TypeError, ValueError, ZeroDivisionError):
        raise InvalidRules("option_value", option=key, value=value) from None


def _validate(rules: Rules) -> None:
    """Refuse impossible option values (scoring-conventions §F ranges)."""

    def bad(option: str) -> InvalidRules:
        return InvalidRules("option_value", option=option, value=getattr(rules, option))

    if rules.preset not in PRESET_NAMES:
        raise bad("preset")
    for name in OPTION_NAMES:
        choices = option_choices(name)
        if choices is not None and getattr(rules, name) not in choices:
            raise bad(name)
    costs = rules.game_costs
    # Costs must be even and positive: half a cost (A.8 half responsibility, A.9 even split,
    # catalogue half_podsad) is then always a whole number of whists.
    if len(costs) != 5 or any(c <= 0 or c % 2 for c in costs) or list(costs) != sorted(costs):
        raise bad("game_costs")
    if rules.misere_cost <= 0 or rules.misere_cost % 2:
        raise bad("misere_cost")
    if rules.ten_obligation not in (0, 1):
        raise bad("ten_obligation")
    for name in ("whist_price_factor", "remiz_factor", "pool_to_mountain_factor"):
        if getattr(rules, name) not in (1, 2):
            raise bad(name)
    positive = (
        "misere_price_per_trick",
        "consolation_flat_per_undertrick",
        "rostov_raspasy_whists_per_trick",
        "help_whists_per_point",
        "pool_size",
    )
    for name in positive:
        if getattr(rules, name) <= 0:
            raise bad(name)
    if rules.pool_size > 1000:
        raise bad("pool_size")
    if not rules.raspasy_prices or any(p <= 0 for p in rules.raspasy_prices):
        raise bad("raspasy_prices")
    if any(not 6 <= level <= 10 for level in rules.raspasy_exit):
        raise bad("raspasy_exit")
    if rules.whist_price < 0:
        raise bad("whist_price")
    if any(p <= 0 for p in rules.penalty_raspasy_levels):
        raise bad("penalty_raspasy_levels")
    if rules.min_contract_after_raspasy not in (6, 7):
        raise bad("min_contract_after_raspasy")
    if rules.dealer_fine_on_talon_refusal < 0:
        raise bad("dealer_fine_on_talon_refusal")
    if rules.money_unit <= 0:
        raise bad("money_unit")
    _validate_issue_18(rules, bad)
    if rules.pool_total < 0 or rules.pool_total > 4000:
        raise bad("pool_total")
    if not 0 <= rules.totus_bonus <= 1000:
        raise bad("totus_bonus")


def _validate_issue_18(rules: Rules, bad: Callable[[str], InvalidRules]) -> None:
    """Ranges of the options added for issue 18 (items 1-7, 14)."""
    if not 1 <= rules.rules_revision <= RULES_REVISION:
        raise bad("rules_revision")
    # Issue 17: a deal or time limit is set exactly when the game ends by it (a week's play at
    # most), so an "ends after 0 deals" game cannot be started.
    if not 0 <= rules.deal_limit <= 1000 or (rules.game_end == "deals") != (rules.deal_limit > 0):
        raise bad("deal_limit")
    if not 0 <= rules.time_limit_minutes <= 10080 or (rules.game_end == "time") != (
        rules.time_limit_minutes > 0
    ):
        raise bad("time_limit_minutes")
    if rules.two_whisters_high_payer == "split" and any(
        _shortfall_price(rules, level) % 2 for level in (8, 9, 10)
    ):
        # Half of the penalty each must be whole whists (mountain entries are integers).
        raise bad("two_whisters_high_payer")
    if not 1 <= rules.rounding_seat <= 4:
        raise bad("rounding_seat")
    if rules.rounding_whists_per_point_four not in (2, 3):
        raise bad("rounding_whists_per_point_four")
    one_sum = ("divisible_by_n_one_player", "truncate_last_absorbs")
    if rules.rounding in one_sum and rules.mountain_split != "per_player_N":
        # PrefCount's and JPref's policies work on the sum of the mountains, which decides
        # every fraction only when each player pays mountain × 10 / N (E.7, docs/rules.md).
        raise bad("rounding")


def _shortfall_price(rules: Rules, level: int) -> Fraction:
    """The whister's mountain per missing trick on ``level`` (A.8)."""
    return rules.whist_price_per_trick(level) * rules.responsibility_fraction()


SOCHI = Rules()

LENINGRAD = dataclasses.replace(
    SOCHI,
    preset="leningrad",
    whist_price_factor=2,
    remiz_factor=2,
    misere_price_per_trick=20,
    whist_responsibility="half",
    failure_whist_split="gentleman",
    # C.3 (corrected 2026-11-30): consolation at the whist price, 2 × cost (revision 2).
    consolation_amount="whist_price_per_undertrick",
    raspasy_prices=(2, 4, 6),
    raspasy_exit=(6, 7, 7),
    raspasy_exit_hard=True,
    game_end="sum_of_pools",
    pool_to_mountain_factor=2,
)

ROSTOV = dataclasses.replace(
    SOCHI,
    preset="rostov",
    whist_responsibility="half",
    failure_whist_split="gentleman",
    raspasy_scoring="rostov_whists",
    raspasy_prices=(1,),
    raspasy_zero_bonus="one",
    raspasy_resting_dealer_bonus=True,
    made_game_cancels_mountain_first=True,
)

# «Питер» as [mathfew] (mathfewmatthews-dev/preferans-score, STANDARD_CONVENTIONS) defines it:
# whists doubled but not the declarer's mountain, greedy whist, the 10 unwhisted, a half-whist
# worth (10 − c) tricks / 2, raspasy 6-7-8 with a soft 6-7 exit that only a whisted, made game
# without a whister's penalty gives, and a pool point worth 20 whists (docs/rules.md).
PITER = dataclasses.replace(
    SOCHI,
    preset="piter",
    ten_obligation=0,
    whist_price_factor=2,
    whist_responsibility="half",
    two_whisters_high_payer="split",
    two_whisters_capped_at_side=True,
    consolation="defenders",
    consolation_amount="whist_price_per_undertrick",
    half_whist_value="half_of_remaining_tricks",
    raspasy_prices=(2, 4, 6),
    raspasy_exit=(6, 7),
    raspasy_streak_end="whisted_made_no_shortfall",
    pool_to_mountain_factor=2,
)

# The sport federation's Leningrad system (ФСПР sport code section 6, 01.11.2006), second-hand:
# as refinishru-Andre/pulka quotes and implements it (QUESTIONS-FSPR.md, conventions.ts
# FSPR_RULES). Items conv-b adds (dealer on raspasy, dealer's whist) extend this preset.
FSPR = dataclasses.replace(
    LENINGRAD,
    preset="fspr",
    failure_whist_split="gentleman_always",
    two_whisters_high_payer="both",
    two_whisters_capped_at_side=True,
    raspasy_exit=(7,),
    raspasy_streak_end="whisted_made",
    raspasy_zero_bonus_form="mountain_minus_two",
    talon_whists=True,
    # Issue 18 items 9–11 (conv-b), the same second-hand source.
    talon_whists_three_handed=True,
    raspasy_resting_dealer_plays_talon=True,
    resting_dealer_may_whist=True,
    # Issue 31 item 2: «может вистовать при торговле «пас — полвиста — пас»» and half-whist only
    # on a 6 or a 7 (6.6): so on a 6 or a 7 only, never after pass – pass on an 8–10, which
    # [refinishru]'s engine allows (docs/rules.md, "The resting dealer's whist").
    resting_dealer_whist_after="pass_half_whist",
    returned_whist=True,
    # Issue 17: «минимум 7 и дальше не растёт (7-7-7-7)» — no six after raspasy, so the penalty
    # rules' minimum bid (A10) is 7 as the hard exit is (the same second-hand source).
    min_contract_after_raspasy=7,
)

_PRESETS = {"sochi": SOCHI, "leningrad": LENINGRAD, "rostov": ROSTOV, "piter": PITER, "fspr": FSPR}

# Options added in revision 2, or whose preset value changed then. Rules stored before (no
# ``rules_revision``) take each of these at its Sochi value, which is the behaviour before the
# change: an old Leningrad game keeps consolation at cost. Add a field here when a new
# option's value in an old preset is not its class default, or when an old preset changes.
_CHANGED_IN_REVISION_2 = (
    "consolation_amount",
    "two_whisters_high_payer",
    "two_whisters_capped_at_side",
    "raspasy_streak_end",
    "raspasy_zero_bonus_form",
    "overflow_write_off_at_pool_factor",
    "rounding_seat",
    "rounding_whists_per_point_four",
)
_REVISION_1_PRESETS = ("sochi", "leningrad", "rostov")


def stored_revision(data: Mapping[str, Any]) -> int:
    """The revision of stored rules or game-file options: 1 when they do not say."""
    revision = data.get("rules_revision", 1)
    if isinstance(revision, bool) or not isinstance(revision, int):
        raise InvalidRules("option_value", option="rules_revision", value=revision)
    return revision


def preset_rules(name: str, revision: int = RULES_REVISION) -> Rules:
    """The named preset (``sochi``, ``leningrad``, ``rostov``, ``piter``, ``fspr``).

    ``revision`` 1 gives the preset as it was before issue 18 (what a game stored then, or a
    game file naming a preset without ``rules_revision``, means by it).
    """
    try:
        preset = _PRESETS[name.lower()]
    except (KeyError, AttributeError):
        raise InvalidRules("preset_unknown", preset=name) from None
    if revision == RULES_REVISION or preset.preset not in _REVISION_1_PRESETS:
        return preset
    if revision != 1:
        raise InvalidRules("option_value", option="rules_revision", value=revision)
    old: dict[str, Any] = {option: getattr(SOCHI, option) for option in _CHANGED_IN_REVISION_2}
    return dataclasses.replace(preset, rules_revision=1, **old)


# -- Groups of the new-game dialog: each option once, in the order a table looks for them ------

OPTION_GROUPS: dict[str, tuple[str, ...]] = {
    "prices": (
        "game_costs",
        "misere_cost",
        "whist_price_factor",
        "remiz_factor",
        "misere_price_per_trick",
        "totus_bonus",
    ),
    "whist": (
        "ten_obligation",
        "lone_whister_counts_passer",
        "whist_responsibility",
        "double_whist_liability",
        "two_whisters_capped_at_side",
        "two_whisters_high_payer",
        "failure_whist_split",
        "half_whist_allowed",
        "half_whist_value",
        "half_whist_played",
        "returned_whist",
        "stalingrad",
        "concede_three_down",
    ),
    "consolation": (
        "consolation",
        "consolation_amount",
        "consolation_flat_per_undertrick",
        "misere_consolation",
    ),
    "raspasy": (
        "raspasy_scoring",
        "raspasy_prices",
        "raspasy_after_last",
        "raspasy_exit",
        "raspasy_exit_hard",
        "raspasy_streak_end",
        "raspasy_amnesty",
        "raspasy_zero_bonus",
        "raspasy_zero_bonus_form",
        "rostov_raspasy_whists_per_trick",
    ),
    "four_players": (
        "raspasy_resting_dealer_bonus",
        "raspasy_resting_dealer_plays_talon",
        "resting_dealer_may_whist",
        "resting_dealer_whist_after",
        "talon_whists",
        "talon_whists_three_handed",
    ),
    "pool": (
        "pool_size",
        "game_end",
        "deal_limit",
        "time_limit_minutes",
        "pool_total",
        "help_tie_break",
        "help_whists_per_point",
        "overflow_remainder",
        "overflow_write_off_at_pool_factor",
        "made_game_cancels_mountain_first",
    ),
    "settlement": (
        "pool_to_mountain_factor",
        "mountain_split",
        "rounding",
        "rounding_seat",
        "rounding_whists_per_point_four",
        "whist_price",
        "money_unit",
    ),
    "penalties": (
        "penalty_raspasy_levels",
        "penalty_raspasy_reading",
        "penalty_exposed_talon_fined",
        "penalty_comp_whists_recipient",
        "penalty_violator_pays_whists",
        "penalty_dealer_share_misere",
        "min_contract_after_raspasy",
        "penalty_prikup_9_1_level",
        "penalty_prikup_4_raspasy_ends_streak",
        "penalty_card_count_holder_fined",
        "penalties_follow_convention_factor",
        "penalty_house_rules",
        "dealer_fine_on_talon_refusal",
    ),
}


GROUP_TITLES: dict[str, str] = {
    "prices": QT_TRANSLATE_NOOP("Codes", "Prices"),
    "whist": QT_TRANSLATE_NOOP("Codes", "Whist"),
    "consolation": QT_TRANSLATE_NOOP("Codes", "Consolation"),
    "raspasy": QT_TRANSLATE_NOOP("Codes", "Raspasy"),
    "four_players": QT_TRANSLATE_NOOP("Codes", "Four players"),
    "pool": QT_TRANSLATE_NOOP("Codes", "Pool and end"),
    "settlement": QT_TRANSLATE_NOOP("Codes", "Settlement"),
    "penalties": QT_TRANSLATE_NOOP("Codes", "Penalties"),
    "other": QT_TRANSLATE_NOOP("Codes", "Other"),
}
"""The title of each group's page in the new-game dialog (and of ``other``), context ``Codes``."""


def option_group(name: str) -> str:
    """The dialog group of an option (``other`` for one not yet placed in a group)."""
    for group, names in OPTION_GROUPS.items():
        if name in names:
            return group
    return "other"
