"""Hypothesis strategies: random but legal Preferans games for property tests."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from app.engine import (
    FSPR,
    LENINGRAD,
    PITER,
    ROSTOV,
    SOCHI,
    Call,
    Contract,
    Deal,
    GameEvent,
    GameState,
    InvalidRules,
    Raspasy,
    Rules,
    Suit,
    apply_event,
)
from app.engine.scoring import dealer_may_whist_after

PLAYERS_3 = ("Anna", "Boris", "Vera")
PLAYERS_4 = ("Anna", "Boris", "Vera", "Gleb")


def _rules(base: Rules, options: dict[str, Any]) -> Rules:
    """``base`` with ``options``, dropping the combinations the rules refuse (PrefCount's and
    JPref's roundings need the N split; a split 8-10 penalty needs even halves)."""
    if options["rounding"] in ("divisible_by_n_one_player", "truncate_last_absorbs"):
        options["mountain_split"] = "per_player_N"
    try:
        return base.with_options(options)
    except InvalidRules:
        return base.with_options({**options, "two_whisters_high_payer": "second"})


rules_strategy = st.sampled_from([SOCHI, LENINGRAD, ROSTOV, PITER, FSPR]).flatmap(
    lambda base: st.builds(
        _rules,
        st.just(base),
        st.fixed_dictionaries(
            {
                "pool_size": st.integers(1, 30),
                "rounding": st.sampled_from(
                    [
                        "exact",
                        "divisible_by_n",
                        "divisible_by_n_one_player",
                        "round_and_fix",
                        "truncate_last_absorbs",
                    ]
                ),
                "rounding_seat": st.integers(1, 3),
                "rounding_whists_per_point_four": st.sampled_from([2, 3]),
                "overflow_remainder": st.sampled_from(
                    ["own_mountain_may_go_negative", "floor_zero", "others_mountains"]
                ),
                "overflow_write_off_at_pool_factor": st.booleans(),
                "double_whist_liability": st.sampled_from(
                    ["per_head", "second_whister_personal", "together"]
                ),
                "two_whisters_high_payer": st.sampled_from(["second", "both", "split"]),
                "two_whisters_capped_at_side": st.booleans(),
                "failure_whist_split": st.sampled_from(["greedy", "gentleman", "gentleman_always"]),
                "consolation": st.sampled_from(
                    ["none", "defenders", "defenders_and_resting_dealer"]
                ),
                "consolation_amount": st.sampled_from(
                    ["cost_per_undertrick", "whist_price_per_undertrick", "flat"]
                ),
                "raspasy_amnesty": st.booleans(),
                "raspasy_streak_end": st.sampled_from(
                    [
                        "any_contract",
                        "made",
                        "whisted",
                        "whisted_made",
                        "whisted_made_no_shortfall",
                        "played",
                    ]
                ),
                "raspasy_zero_bonus_form": st.sampled_from(["pool", "mountain_minus_two", "none"]),
                "help_tie_break": st.sampled_from(["clockwise", "counterclockwise"]),
                "mountain_split": st.sampled_from(["per_player_N", "per_opponent_N_minus_1"]),
                # Issue 18 items 8–13 (conv-b).
                "concede_three_down": st.booleans(),
                "raspasy_resting_dealer_plays_talon": st.booleans(),
                "talon_whists": st.booleans(),
                "talon_whists_three_handed": st.booleans(),
                "resting_dealer_may_whist": st.booleans(),
                "resting_dealer_whist_after": st.sampled_from(["pass_half_whist", "pass_pass"]),
                "returned_whist": st.booleans(),
                "half_whist_played": st.booleans(),
                "pool_total": st.sampled_from([0, 10, 45]),
                "totus_bonus": st.sampled_from([0, 5]),
            }
        ),
    )
)


def split_tricks(draw: st.DrawFn, count: int = 3) -> list[int]:
    """``count`` non-negative trick counts summing to 10."""
    cuts = sorted(draw(st.lists(st.integers(0, 10), min_size=count - 1, max_size=count - 1)))
    bounds = [0, *cuts, 10]
    return [bounds[i + 1] - bounds[i] for i in range(count)]


@st.composite
def legal_event(draw: st.DrawFn, state: GameState) -> GameEvent:
    """A legal deal or raspasy for the table as it stands in ``state``."""
    active = state.table.active
    rules = state.rules
    resting = state.resting
    if draw(st.integers(0, 4)) == 0:
        if resting is not None and rules.raspasy_resting_dealer_plays_talon:
            # Four counts summing to 10; the dealer keeps at most 2, the rest goes to the first.
            a, b, c, d = split_tricks(draw, 4)
            talon = min(d, 2)
            return Raspasy({active[0]: a + d - talon, active[1]: b, active[2]: c, resting: talon})
        return Raspasy(dict(zip(active, split_tricks(draw), strict=True)))
    declarer_index = draw(st.integers(0, 2))
    declarer = active[declarer_index]
    defenders = (active[(declarer_index + 1) % 3], active[(declarer_index + 2) % 3])
    minimum = rules.raspasy_exit_level(state.raspasy_streak) if rules.raspasy_exit_hard else 6
    if draw(st.integers(0, 6)) == 0 and minimum <= 8:
        tricks = {declarer: draw(st.integers(0, 10))}
        return Deal(declarer, Contract.misere(), {}, tricks)
    level = draw(st.integers(max(6, minimum), 10))
    suit = draw(st.sampled_from(list(Suit)))
    contract = Contract(level, suit)
    if rules.concede_three_down and draw(st.integers(0, 6)) == 0:
        return Deal(declarer, contract, {}, {}, conceded=True)
    calls_choice = [(Call.WHIST, Call.WHIST), (Call.WHIST, Call.PASS), (Call.PASS, Call.WHIST)]
    if not (rules.stalingrad and contract.code == "6s"):
        calls_choice.append((Call.PASS, Call.PASS))
        if level in (6, 7) and rules.half_whist_allowed:
            calls_choice.append((Call.PASS, Call.HALF))
            if rules.returned_whist:
                calls_choice.append((Call.WHIST, Call.HALF))
    first, second = draw(st.sampled_from(calls_choice))
    calls = {defenders[0]: first, defenders[1]: second}
    half_after_pass = (first, second) == (Call.PASS, Call.HALF)
    dealer_may_whist = resting is not None and dealer_may_whist_after(rules, first, second)
    if dealer_may_whist and draw(st.booleans()):
        assert resting is not None
        calls[resting] = Call.WHIST
    talon = 0
    if rules.talon_whists and (resting is not None or rules.talon_whists_three_handed):
        talon = draw(st.integers(0, 3))
    played = Call.WHIST in calls.values() or (half_after_pass and rules.half_whist_played)
    if not played:
        return Deal(declarer, contract, calls, {}, talon_tricks=talon)
    counts = split_tricks(draw)
    tricks = dict(zip((declarer, *defenders), counts, strict=True))
    return Deal(declarer, contract, calls, tricks, talon_tricks=talon)


@st.composite
def legal_game(
    draw: st.DrawFn, max_events: int = 25
) -> tuple[Rules, tuple[str, ...], str, list[GameEvent]]:
    """Rules, players, first dealer and a sequence of legal events."""
    rules = draw(rules_strategy)
    players = draw(st.sampled_from([PLAYERS_3, PLAYERS_4]))
    first_dealer = draw(st.sampled_from(players))
    state = GameState.start(rules, players, first_dealer)
    events: list[GameEvent] = []
    for index in range(draw(st.integers(0, max_events))):
        event = draw(legal_event(state))
        apply_event(state, index + 1, event)
        events.append(event)
    return rules, players, first_dealer, events
