"""Issue 18 items 8–13: conceding three down, the resting dealer on raspasy and in the whist,
talon whists with three players, the returned and the played half-whist, the total of pools
and the totus bonus.

Every row's numbers come from the option's source (quoted in the row's comment; the sources
are named in docs/rules.md, "More conventions") or, where noted, are computed by hand from the
rule as the source states it. Players as in ``test_scoring_tables``: A, B, C with C dealing
first (A declares, B answers first, C second); with four players D deals first and rests.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine import (
    SOCHI,
    Deal,
    InvalidDeal,
    Raspasy,
    Rules,
    event_to_dict,
    fold,
    parse_event,
    parse_game,
    preset_rules,
)
from app.penalties import apply_incident
from tests.engine.test_scoring_tables import (
    P3,
    P4,
    PH,
    PP,
    WP,
    WW,
    Expected,
    deal,
    exp,
    play,
    rasp,
    totals,
    tr,
)

NEW_OPTIONS = {
    "concede_three_down": False,
    "raspasy_resting_dealer_plays_talon": False,
    "talon_whists_three_handed": False,
    "resting_dealer_may_whist": False,
    "resting_dealer_whist_after": "pass_half_whist",
    "returned_whist": False,
    "half_whist_played": False,
    "pool_total": 0,
    "totus_bonus": 0,
}
CONCEDE = {"concede_three_down": True}
DEALER_PLAYS = {"raspasy_resting_dealer_plays_talon": True}
TALON3 = {"talon_whists": True, "talon_whists_three_handed": True}
DEALER_WHIST = {"resting_dealer_may_whist": True}
RETURNED = {"returned_whist": True}
PLAYED_HALF = {"half_whist_played": True}
# The FSPR example gives consolation at the whist price (4 on a 6 in Leningrad); until the
# Leningrad consolation option exists this flat amount states the same price.
FSPR_CONSOLATION = {"consolation_amount": "flat", "consolation_flat_per_undertrick": 4}
# Pass, half-whist, and the resting dealer D whists.
PH_D = {"B": "pass", "C": "half", "D": "whist"}
# Pass, pass, and the resting dealer D whists: how [refinishru] records the dealer's whist.
PP_D = {"B": "pass", "C": "pass", "D": "whist"}
DEALER_AFTER_PASS_PASS = {"resting_dealer_whist_after": "pass_pass"}
# Pass, half-whist, whist: B (first) takes the whist back.
WH = {"B": "whist", "C": "half"}


def rasp4(a: int, b: int, c: int, d: int) -> dict[str, Any]:
    return {"type": "raspasy", "tricks": {"A": a, "B": b, "C": c, "D": d}}


CASES: list[tuple[str, str, dict[str, Any], tuple[str, ...], list[dict[str, Any]], Expected]] = [
    # --- 8. «Уход без трёх»: [refinishru] SPEC §3/§6 (Leningrad home): 3 × mountain per
    # undertrick — «6-я = 3 × 4 = 12 в гору, 8-я = 3 × 12 = 36», 7♥ = 24; no whists at all.
    (
        "concede_6_leningrad",
        "leningrad",
        CONCEDE,
        P3,
        [deal("A", "6s", {}, conceded=True)],
        exp({}, {"A": 12}),
    ),
    (
        "concede_7_leningrad",
        "leningrad",
        CONCEDE,
        P3,
        [deal("A", "7h", WP, conceded=True)],
        exp({}, {"A": 24}),
    ),
    (
        "concede_8_leningrad",
        "leningrad",
        CONCEDE,
        P3,
        [deal("A", "8nt", WW, conceded=True)],
        exp({}, {"A": 36}),
    ),
    # Sochi (remiz at cost): 3 × 2 = 6; four players: the resting dealer writes no consolation.
    (
        "concede_6_sochi",
        "sochi",
        CONCEDE,
        P4,
        [deal("A", "6s", PP, conceded=True)],
        exp({}, {"A": 6}),
    ),
    # --- 9. The resting dealer plays the talon on raspasy ([refinishru] fspr.test, FSPR 6.5):
    # tricks of all four add up to 10, the dealer's 2 at the price (2 × 2 = 4 «наравне со
    # всеми»); a zero-trick bonus for everybody but the dealer (here in the pool: 1 trick = 2).
    (
        "dealer_talon_raspasy",
        "leningrad",
        DEALER_PLAYS,
        P4,
        [rasp4(4, 4, 0, 2)],
        exp({"C": 2}, {"A": 8, "B": 8, "D": 4}),
    ),
    # «за 0 взяток поблажка есть у всех, кроме сдающего»: C and D both take none.
    (
        "dealer_talon_no_bonus",
        "leningrad",
        DEALER_PLAYS,
        P4,
        [rasp4(5, 5, 0, 0)],
        exp({"C": 2}, {"A": 10, "B": 10}),
    ),
    # Rostov's resting-dealer bonus (D.3) is for a dealer who does not play: none here.
    (
        "dealer_talon_rostov",
        "rostov",
        DEALER_PLAYS,
        P4,
        [rasp4(4, 4, 0, 2)],
        exp({"C": 1}, {}, {"C>A": 20, "C>B": 20, "C>D": 10}),
    ),
    # Without the option the dealer's tricks are still refused and his D.3 bonus stays.
    (
        "dealer_rests_rostov",
        "rostov",
        {},
        P4,
        [rasp(5, 5, 0)],
        exp({"C": 1, "D": 1}, {}, {"C>A": 25, "C>B": 25}),
    ),
    # --- 10. Talon whists with three players ([refinishru] fspr.test, FSPR 6.4): «3 взятки × 4
    # = 12 всего, по 6 с каждого соперника — сверх вистов за розыгрыш».
    (
        "talon_three_handed",
        "leningrad",
        TALON3,
        P3,
        [deal("A", "6s", WW, tr(6, 2, 2), talon_tricks=3)],
        exp({"A": 2}, {}, {"B>A": 8 + 6, "C>A": 8 + 6}),
    ),
    # Also on a game made without play (A.14 as before): 1 trick × 2 (Sochi) → 1 from each.
    (
        "talon_three_handed_unplayed",
        "sochi",
        TALON3,
        P3,
        [deal("A", "6s", PP, talon_tricks=1)],
        exp({"A": 2}, {}, {"B>A": 1, "C>A": 1}),
    ),
    # Four players: the resting dealer still writes it all (D 2 × 4 = 8).
    (
        "talon_four_handed",
        "leningrad",
        TALON3,
        P4,
        [deal("A", "6s", WW, tr(6, 2, 2), talon_tricks=2)],
        exp({"A": 2}, {}, {"B>A": 8, "C>A": 8, "D>A": 8}),
    ),
    # --- 11a. The resting dealer whists after pass–half-whist–pass ([refinishru] fspr.test,
    # FSPR 6.6): «вистующий сдатчик забирает всё»: 6 down one, the side took 5: D writes
    # 5 × 4 = 20 plus the consolation 4; B and C write nothing, not even consolation.
    (
        "dealer_whist_failed",
        "leningrad",
        DEALER_WHIST | FSPR_CONSOLATION,
        P4,
        [deal("A", "6s", PH_D, tr(5, 3, 2))],
        exp({}, {"A": 4}, {"D>A": 24}),
    ),
    # «за недобор не отвечает»: a made 7 with no trick for the side costs D nothing (a lone
    # whister would owe 2 × 4 under half responsibility).
    (
        "dealer_whist_no_shortfall",
        "leningrad",
        DEALER_WHIST,
        P4,
        [deal("A", "7h", PH_D, tr(10, 0, 0))],
        exp({"A": 4}),
    ),
    # Made 6 with 2 side tricks (hand-computed): D writes 2 × 4; nobody is responsible.
    (
        "dealer_whist_made",
        "leningrad",
        DEALER_WHIST,
        P4,
        [deal("A", "6s", PH_D, tr(8, 1, 1))],
        exp({"A": 2}, {}, {"D>A": 8}),
    ),
    # --- 11a'. The dealer's whist after pass – pass (issue 31 item 2): [refinishru]'s engine
    # records the dealer's whist as pass – pass – whist on any contract. fspr.test «может
    # вистовать, но за недобор взяток в гору не платит»: an 8, B and C pass, D whists, the
    # declarer takes all ten: «pool.A 6», no mountain for D, B or C.
    (
        "dealer_whist_8_pass_pass",
        "fspr",
        DEALER_AFTER_PASS_PASS,
        P4,
        [deal("A", "8s", PP_D, tr(10, 0, 0))],
        exp({"A": 6}),
    ),
    # «вистующий сдатчик забирает всё», as [refinishru] records it (pass – pass – D): 6 down
    # one, D «20 за взятки + консоляция 4», B and C nothing.
    (
        "dealer_whist_6_pass_pass_failed",
        "fspr",
        DEALER_AFTER_PASS_PASS,
        P4,
        [deal("A", "6s", PP_D, tr(5, 3, 2))],
        exp({}, {"A": 4}, {"D>A": 24}),
    ),
    # Hand-worked (the sport prices, docs/rules.md): a 9 down one after pass – pass – D.
    # Remiz 1 × 8 × 2 = 16; D writes the side's 2 tricks × 16 = 32 and the consolation
    # 1 × 16 = 16, 48 in all; nobody answers for a shortfall.
    (
        "dealer_whist_9_pass_pass_failed",
        "fspr",
        DEALER_AFTER_PASS_PASS,
        P4,
        [deal("A", "9h", PP_D, tr(8, 1, 1))],
        exp({}, {"A": 16}, {"D>A": 48}),
    ),
    # The text's own sequence is still accepted under pass_pass: a made 7 after pass – half-whist
    # – D, the side took nothing, D answers for nothing (as «dealer_whist_no_shortfall»).
    (
        "dealer_whist_7_half_under_pass_pass",
        "fspr",
        DEALER_AFTER_PASS_PASS,
        P4,
        [deal("A", "7h", PH_D, tr(10, 0, 0))],
        exp({"A": 4}),
    ),
    # --- 11b. Returned whist, pass–half-whist–whist ([refinishru] fspr.test): «ушедший не
    # пишет ничего»; 6 made, the side took 4: B 4 × 4 = 16, no shortfall.
    (
        "returned_made",
        "leningrad",
        RETURNED,
        P3,
        [deal("A", "6s", WH, tr(6, 4, 0))],
        exp({"A": 2}, {}, {"B>A": 16}),
    ),
    # Four players, 6 down one, B took all 5: B 20 + consolation 4 = 24, C 0, the dealer only
    # his consolation 4 («и сдатчик только за подсад»); no gentleman split (else 14 / 14 / 4).
    (
        "returned_failed",
        "leningrad",
        RETURNED | FSPR_CONSOLATION,
        P4,
        [deal("A", "6s", WH, tr(5, 5, 0))],
        exp({}, {"A": 4}, {"B>A": 24, "D>A": 4}),
    ),
    # The returner answers for the obligation as a lone whister (A.8, hand-computed): side 3 of
    # 4 on a made 6, half responsibility 2 per trick.
    (
        "returned_shortfall",
        "leningrad",
        RETURNED,
        P3,
        [deal("A", "6s", WH, tr(7, 2, 1))],
        exp({"A": 2}, {"B": 2}, {"B>A": 12}),
    ),
    # --- 12. A played half-whist ([rostiktc2] engine.test «calcola polvist con tetto e
    # deficit», manual §10): quota 2 on a 6; side 4 → only 2 × 2 = 4 whists; side 1 → 2 whists
    # and 2 into the half-whister's mountain (full responsibility, cost 2).
    (
        "half_played_capped",
        "sochi",
        PLAYED_HALF,
        P3,
        [deal("A", "6s", PH, tr(6, 0, 4))],
        exp({"A": 2}, {}, {"C>A": 4}),
    ),
    (
        "half_played_short",
        "sochi",
        PLAYED_HALF,
        P3,
        [deal("A", "6s", PH, tr(9, 0, 1))],
        exp({"A": 2}, {"C": 2}, {"C>A": 2}),
    ),
    # 7: quota 1 (cost 4): side 0 → mountain 4 ([rostiktc2] formula).
    (
        "half_played_seven_short",
        "sochi",
        PLAYED_HALF,
        P3,
        [deal("A", "7h", PH, tr(10, 0, 0))],
        exp({"A": 4}, {"C": 4}),
    ),
    # Declarer down one ([rostiktc2] has no consolation): mountain 2, whists capped at 4.
    (
        "half_played_failed",
        "sochi",
        PLAYED_HALF | {"consolation": "none"},
        P3,
        [deal("A", "6s", PH, tr(5, 1, 4))],
        exp({}, {"A": 2}, {"C>A": 4}),
    ),
    # --- 13. Totus bonus ([Gusev] MatchScriptFixtures game 3, TotusPolicy.dedicatedContract
    # bonusPool 5): a made 10 writes 10 + 5 = 15 into the pool.
    (
        "totus_bonus_unplayed",
        "sochi",
        {"totus_bonus": 5},
        P3,
        [deal("A", "10s", PP)],
        exp({"A": 15}),
    ),
    (
        "totus_bonus_played",
        "sochi",
        {"totus_bonus": 5},
        P3,
        [deal("A", "10nt", WP, tr(10, 0, 0))],
        exp({"A": 15}, {"B": 10}),
    ),
    # A failed 10 earns no bonus.
    (
        "totus_bonus_failed",
        "sochi",
        {"totus_bonus": 5},
        P3,
        [deal("A", "10h", WP, tr(9, 1, 0))],
        exp({}, {"A": 10}, {"B>A": 20, "C>A": 10}),
    ),
]


@pytest.mark.parametrize(
    ("preset", "options", "players", "events", "expected"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_more_conventions(
    preset: str,
    options: dict[str, Any],
    players: tuple[str, ...],
    events: list[dict[str, Any]],
    expected: Expected,
) -> None:
    assert totals(play(preset, events, players=players, options=options)) == expected


REFUSED: list[tuple[str, str, dict[str, Any], tuple[str, ...], dict[str, Any], str]] = [
    # Default (today's behaviour): each of these deals is refused as before.
    ("concede_off", "leningrad", {}, P3, deal("A", "6s", {}, conceded=True), "concede_disallowed"),
    (
        "concede_misere",
        "sochi",
        CONCEDE,
        P3,
        deal("A", "misere", {}, conceded=True),
        "concede_misere",
    ),
    (
        "concede_tricks",
        "sochi",
        CONCEDE,
        P3,
        deal("A", "6s", WP, tr(3, 4, 3), conceded=True),
        "concede_tricks",
    ),
    (
        "concede_talon",
        "sochi",
        CONCEDE | TALON3,
        P3,
        deal("A", "6s", {}, conceded=True, talon_tricks=1),
        "talon_tricks_not_applicable",
    ),
    ("dealer_tricks_off", "leningrad", {}, P4, rasp4(4, 4, 0, 2), "resting_player_tricks"),
    (
        "dealer_tricks_three",
        "leningrad",
        DEALER_PLAYS,
        P4,
        rasp4(4, 3, 0, 3),
        "resting_dealer_tricks_range",
    ),
    ("dealer_tricks_sum", "leningrad", DEALER_PLAYS, P4, rasp4(4, 4, 2, 2), "tricks_sum"),
    (
        "talon_three_off",
        "leningrad",
        {"talon_whists": True},
        P3,
        deal("A", "6s", WW, tr(6, 2, 2), talon_tricks=3),
        "talon_tricks_not_applicable",
    ),
    (
        "dealer_whist_off",
        "leningrad",
        {},
        P4,
        deal("A", "6s", PH_D, tr(5, 3, 2)),
        "resting_player_calls",
    ),
    (
        "dealer_whist_after_pass_pass",
        "leningrad",
        DEALER_WHIST,
        P4,
        deal("A", "6s", {"B": "pass", "C": "pass", "D": "whist"}, tr(5, 3, 2)),
        "dealer_whist_order",
    ),
    # Issue 31 item 2: the sport rules as the federation's text reads (the fspr preset's
    # default): «пас — полвиста — пас», so no dealer's whist on an 8 (the refusal).
    (
        "dealer_whist_8_fspr",
        "fspr",
        {},
        P4,
        deal("A", "8s", PP_D, tr(10, 0, 0)),
        "dealer_whist_order",
    ),
    # Under pass_pass the dealer still may not whist after a defender's whist, nor a misère.
    (
        "dealer_whist_after_a_whist",
        "fspr",
        DEALER_AFTER_PASS_PASS,
        P4,
        deal("A", "8s", {"B": "whist", "C": "pass", "D": "whist"}, tr(8, 1, 1)),
        "dealer_whist_order_pass_pass",
    ),
    (
        "dealer_whist_misere",
        "fspr",
        DEALER_AFTER_PASS_PASS,
        P4,
        deal("A", "misere", PP_D, {"A": 0}),
        "misere_whist",
    ),
    (
        "dealer_only_whists",
        "leningrad",
        DEALER_WHIST,
        P4,
        deal("A", "6s", {"B": "pass", "C": "half", "D": "pass"}, {}),
        "resting_player_calls",
    ),
    ("returned_off", "leningrad", {}, P3, deal("A", "6s", WH, tr(6, 4, 0)), "half_whist_partner"),
    ("half_played_off", "sochi", {}, P3, deal("A", "6s", PH, tr(6, 0, 4)), "tricks_not_played"),
    ("half_played_no_tricks", "sochi", PLAYED_HALF, P3, deal("A", "6s", PH), "tricks_missing"),
]


@pytest.mark.parametrize(
    ("preset", "options", "players", "event", "code"),
    [pytest.param(*case[1:], id=case[0]) for case in REFUSED],
)
def test_refused(
    preset: str, options: dict[str, Any], players: tuple[str, ...], event: dict[str, Any], code: str
) -> None:
    with pytest.raises(InvalidDeal) as caught:
        play(preset, [event], players=players, options=options)
    assert caught.value.code == code


def test_new_options_default_to_todays_behaviour() -> None:
    """Stored rules written before these options decode to the old behaviour."""
    for name in ("sochi", "leningrad", "rostov"):
        stored = preset_rules(name).to_dict()
        for key in NEW_OPTIONS:
            stored.pop(key)
        rules = Rules.from_dict(stored)
        assert {key: getattr(rules, key) for key in NEW_OPTIONS} == NEW_OPTIONS
        assert rules == preset_rules(name)


def test_old_events_round_trip_without_new_fields() -> None:
    """A deal or raspasy written before keeps its exact JSON form; ``conceded`` only when set."""
    old = {"type": "deal", "declarer": "A", "contract": "6s", "defenders": {"B": "pass"}}
    assert event_to_dict(parse_event(old)) == old
    conceded = parse_event({**old, "conceded": True})
    assert isinstance(conceded, Deal) and conceded.conceded
    assert event_to_dict(conceded) == {**old, "conceded": True}
    assert event_to_dict(Raspasy({"A": 5, "B": 5, "C": 0})) == rasp(5, 5, 0)


def test_conceded_must_be_a_flag() -> None:
    game = {"players": list(P3), "events": [deal("A", "6s", {}, conceded="yes")]}
    with pytest.raises(Exception) as caught:
        parse_game(game)
    assert getattr(caught.value, "code", None) == "flag_invalid"


def test_pool_total_ends_the_game_at_the_agreed_sum() -> None:
    """[Gusev] MatchScriptFixtures game 3: pool target 30 summed over all players, totus with a
    bonus of 5; the pool sums run 15 → 15 → 17 → 18 → 18 → 33 and the game ends on deal 6."""
    rules = SOCHI.with_options(
        {
            "game_end": "sum_of_pools",
            "pool_total": 30,
            "totus_bonus": 5,
            "raspasy_zero_bonus": "one",
        }
    )
    events = [
        deal("A", "10s", {"B": "pass", "C": "pass"}),  # dealer D: A totus, 10 + 5
        deal("B", "9c", {"C": "whist", "D": "pass"}, {"B": 7, "C": 2, "D": 1}),  # B down two
        deal("C", "6d", {"D": "pass", "A": "pass"}),  # C makes a 6: +2
        {"type": "raspasy", "tricks": {"D": 0, "A": 5, "B": 5}},  # D clean: +1
        deal("A", "7h", WW, tr(4, 3, 3)),  # A down three
        deal("B", "10c", {"C": "pass", "D": "pass"}),  # B totus: +15
    ]
    sums = []
    finished = []
    for count in range(1, len(events) + 1):
        parsed = [(i, parse_event(e)) for i, e in enumerate(events[:count], 1)]
        sheet = fold(rules, P4, "D", parsed, apply_incident)
        sums.append(sum(sheet.pool.values()))
        finished.append(sheet.finished)
    assert sums == [15, 15, 17, 18, 18, 33]
    assert finished == [False] * 5 + [True]
    # Without an agreed total the sum is pool_size × players = 80: not finished.
    parsed = [(i, parse_event(e)) for i, e in enumerate(events, 1)]
    assert not fold(rules.with_options({"pool_total": 0}), P4, "D", parsed, apply_incident).finished


@given(
    level=st.sampled_from([6, 7]),
    side=st.integers(0, 4),
    preset=st.sampled_from(["sochi", "leningrad", "rostov"]),
)
def test_played_half_whist_never_pays_more_than_its_quota(
    level: int, side: int, preset: str
) -> None:
    """Whists of a played half-whist stay within quota × price, and whists plus the mountain
    (each per trick) make up exactly the quota when the side fell short of it."""
    rules = preset_rules(preset)
    price = rules.whist_price_per_trick(level)
    fraction = rules.responsibility_fraction()
    per_missing = price * fraction
    quota = rules.obligation(level) // 2
    declarer = 10 - side
    sheet = play(preset, [deal("A", f"{level}s", PH, tr(declarer, 0, side))], options=PLAYED_HALF)
    whists = sum(e.amount for e in sheet.entries if e.rule == "half_whist")
    mountain = sum(e.amount for e in sheet.entries if e.rule == "whist_shortfall")
    assert whists <= quota * price
    assert whists == min(side, quota) * price
    if per_missing:
        assert mountain == max(0, quota - side) * per_missing


def test_an_incident_about_play_refuses_a_conceded_game() -> None:
    """Кодекс 3.4.9 (looked at the discard after the first lead) needs a played deal: a game
    given up before play is refused with a message, not a KeyError (as it was at first)."""
    conceded = deal("A", "7h", {"B": "whist", "C": "pass"}, conceded=True)
    incident = {"type": "incident", "rule": "kodeks-3.4.9", "facts": {"deal": conceded}}
    with pytest.raises(InvalidDeal) as caught:
        play("sochi", [incident], options=CONCEDE, incidents=apply_incident)
    assert caught.value.code == "deal_not_played"


def test_an_incident_accepts_a_played_half_whist() -> None:
    """The same rule on a half-whist that was played (its tricks recorded): one penalty trick
    turns a made 6 into down one (remiz 2 in Sochi)."""
    half = deal("A", "6s", PH, tr(6, 0, 4))
    incident = {"type": "incident", "rule": "kodeks-3.4.9", "facts": {"deal": half}}
    sheet = play("sochi", [incident], options=PLAYED_HALF, incidents=apply_incident)
    assert sheet.mountain["A"] == 2


FSPR_CASES: list[tuple[str, tuple[str, ...], list[dict[str, Any]], Expected]] = [
    # The ФСПР preset (second-hand, [refinishru] fspr.test) with these options on: consolation
    # at the whist price, the no-trick bonus off the mountain (minus 2 × 2), gentleman always.
    # «возврат виста: при подсаде вернувший забирает и висты, и консоляцию»: 24 / 0 / 4.
    (
        "fspr_returned_failed",
        P4,
        [deal("A", "6s", WH, tr(5, 5, 0))],
        exp({}, {"A": 4}, {"B>A": 24, "D>A": 4}),
    ),
    # «вистующий сдатчик забирает всё»: 20 + 4, the defenders nothing.
    (
        "fspr_dealer_whist_failed",
        P4,
        [deal("A", "6s", PH_D, tr(5, 3, 2))],
        exp({}, {"A": 4}, {"D>A": 24}),
    ),
    # Mini-game deal 3: «сдатчик пишет свои 2 взятки прикупа наравне со всеми», the player
    # with none: «минус цена двух».
    (
        "fspr_dealer_talon_raspasy",
        P4,
        [rasp4(4, 4, 0, 2)],
        exp({}, {"A": 8, "B": 8, "C": -4, "D": 4}),
    ),
    # FSPR 6.4 with three players: 3 talon tricks × 4, 6 from each opponent.
    (
        "fspr_talon_three_handed",
        P3,
        [deal("A", "6s", WW, tr(6, 2, 2), talon_tricks=3)],
        exp({"A": 2}, {}, {"B>A": 14, "C>A": 14}),
    ),
]


@pytest.mark.parametrize(
    ("players", "events", "expected"),
    [pytest.param(*case[1:], id=case[0]) for case in FSPR_CASES],
)
def test_fspr_preset(
    players: tuple[str, ...], events: list[dict[str, Any]], expected: Expected
) -> None:
    assert totals(play("fspr", events, players=players)) == expected


def test_fspr_forbids_conceding() -> None:
    """«Уход без трёх, без вистов не допускается» (second-hand)."""
    with pytest.raises(InvalidDeal) as caught:
        play("fspr", [deal("A", "6s", {}, conceded=True)])
    assert caught.value.code == "concede_disallowed"


@pytest.mark.parametrize(
    ("streak_end", "mountain"),
    [
        # Any ordered contract ends the streak (the default): the second raspasy is at 1 again.
        ("any_contract", 5 + 6 + 5),
        # Only a made one ([refinishru] home rules): a game given up three down is a failure
        # («несыгранная … уход без трёх», SPEC §5.3), so the second raspasy costs 2 a trick.
        ("made", 5 + 6 + 10),
        ("whisted", 5 + 6 + 10),
        # Nor is it played ([rostiktc2]'s reading, issue 31 item 1): the streak goes on.
        ("played", 5 + 6 + 10),
    ],
)
def test_a_conceded_game_and_the_raspasy_streak(streak_end: str, mountain: int) -> None:
    options = CONCEDE | {"raspasy_streak_end": streak_end}
    events = [rasp(5, 5, 0), deal("A", "6s", {}, conceded=True), rasp(5, 5, 0)]
    assert play("sochi", events, options=options).mountain["A"] == mountain


@pytest.mark.parametrize(
    ("options", "events", "mountain"),
    [
        # A played half-whist is a whisted game: the next raspasy is at 1 again.
        (PLAYED_HALF, [deal("A", "6s", PH, tr(6, 0, 4))], 5 + 5),
        # A standing half-whist is not (made without play): the streak goes on at 2.
        ({}, [deal("A", "6s", PH)], 5 + 10),
    ],
)
def test_a_played_half_whist_ends_a_whisted_streak(
    options: dict[str, Any], events: list[dict[str, Any]], mountain: int
) -> None:
    options = options | {"raspasy_streak_end": "whisted"}
    sheet = play("sochi", [rasp(5, 5, 0), *events, rasp(5, 5, 0)], options=options)
    assert sheet.mountain["A"] == mountain
