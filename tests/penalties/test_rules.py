"""Every catalogue rule with the numbers of its source; refusals of impossible facts."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import EngineError, InvalidDeal
from app.engine.events import Incident
from app.engine.gamefile import parse_game
from app.engine.sheet import apply_event, fold
from app.penalties import CATALOGUE, Consequence, apply_incident, default_facts, validate_facts
from tests.penalties.cases import CASES, Case
from tests.penalties.support import (
    FOUR,
    RASPASY_1,
    boris_six,
    deal,
    game,
    incident,
    written,
)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_rule_case(case: Case) -> None:
    state = game(case.options, case.events, case.players)
    before = dict(state.mountain)
    outcome = incident(state, case.rule, **case.facts)
    assert sorted(written(outcome)) == sorted(case.entries)
    assert set(outcome.consequences) == set(case.consequences)
    assert outcome.kind == "incident"
    assert outcome.explanation is not None and outcome.explanation[0].startswith(case.rule)
    # Every entry carries the incident's event id; totals moved by exactly the entries.
    assert all(e.event == 100 for e in outcome.entries)
    for player in state.players:
        delta = sum(
            e.amount for e in outcome.entries if e.player == player and e.column.value == "mountain"
        )
        assert state.mountain[player] - before[player] == delta


def test_every_catalogue_rule_has_a_case() -> None:
    assert {c.rule for c in CASES} == set(CATALOGUE)


def test_every_consequence_is_reported_by_some_case() -> None:
    reported = {c for case in CASES for c in case.consequences}
    assert reported == {c.value for c in Consequence}


def test_each_rule_declares_the_consequences_it_reports() -> None:
    for case in CASES:
        declared = {c.value for c in CATALOGUE[case.rule].consequences}
        assert set(case.consequences) <= declared, case.name


# --- the three headline numbers ---------------------------------------------------


def test_dealer_looks_at_talon_at_seven_writes_four() -> None:
    state = game()
    incident(state, "prikup-1.1", bid_level=7)
    assert state.mountain["Anna"] == 4


def test_six_without_discard_proven_down_five_is_down_seven() -> None:
    state = game()
    incident(
        state,
        "kodeks-3.4.6",
        deal=deal("Boris", "6s", {"Vera": "pass", "Anna": "pass"}),
        proven_undertricks=5,
    )
    assert state.mountain["Boris"] == 7 * 2
    assert state.pool["Boris"] == 0


def test_looking_at_discard_and_down_one_is_down_two() -> None:
    state = game()
    incident(state, "kodeks-3.4.9", deal=boris_six(5))
    assert state.mountain["Boris"] == 2 * 2
    assert state.whists["Anna"]["Boris"] == 4  # consolation for two undertricks


# --- state effects ------------------------------------------------------------------------


def test_deal_carrying_incident_moves_the_dealer_like_a_deal() -> None:
    state = game()
    outcome = incident(state, "kodeks-3.4.9", deal=boris_six(6))
    assert state.table.dealer == "Boris"
    assert outcome.deal_number == 1
    assert state.last_contract is not None and state.last_contract.code == "6s"


def test_prikup_4_ends_the_raspasy_streak_zakaz_5_1_keeps_it() -> None:
    state = game({"min_contract_after_raspasy": 7}, [RASPASY_1])
    vera_six = deal(
        "Vera", "6s", {"Anna": "whist", "Boris": "pass"}, {"Vera": 6, "Anna": 4, "Boris": 0}
    )
    incident(state, "zakaz-5.1", deal=vera_six)
    assert state.raspasy_streak == 1
    raspasy = {"type": "raspasy", "tricks": {"Anna": 4, "Boris": 3, "Vera": 3}}
    incident(state, "prikup-4", violator="Anna", bidding_started=False, deal=raspasy)
    assert state.raspasy_streak == 0


def test_raspasy_carrying_incident_lengthens_the_streak_like_a_raspasy() -> None:
    """Seed 004 item 5 on a passed-out deal: the raspasy is scored as the fold scores one
    (second raspasy at 2 a trick, A.13), the streak grows and the deal passes on, so the next
    R is 6 (item 1.2 «2,4 или 6»)."""
    state = game(events=[RASPASY_1])
    passed_out = {"type": "raspasy", "tricks": {"Vera": 0, "Anna": 4, "Boris": 6}}
    outcome = incident(state, "prikup-5", violator="Vera", cards_exposed=1, deal=passed_out)
    assert outcome.deal_number == 2
    assert (state.raspasy_streak, state.table.dealer, state.last_contract) == (2, "Vera", None)
    assert state.pool["Vera"] == 2  # zero-trick bonus: one trick's price of the second raspasy
    assert default_facts("prikup-1.2", state)["raspasy_level"] == 6


def test_sdacha_3_2_14_shifts_the_rotation() -> None:
    state = game()
    incident(state, "sdacha-3.2.14", actual_dealer="Vera", complete=True)
    assert state.table.dealer == "Vera"


def test_prikup_8_1_repeat_counts_in_the_pool() -> None:
    state = game()
    incident(state, "prikup-8.1", violator="Vera", winner="Boris")
    assert default_facts("prikup-8.1r", state, {"violator": "Vera"})["previous_offences"] == 1
    with pytest.raises(InvalidDeal) as error:
        incident(state, "prikup-8.1", violator="Vera", winner="Boris")
    assert error.value.code == "offence_repeated"
    incident(state, "prikup-8.1r", violator="Vera", winner="Boris", final_bid=6)
    assert state.mountain["Vera"] == 2 + 1


def test_incident_in_a_pulka_game_document_is_scored_by_the_fold() -> None:
    record = parse_game(
        {
            "format": "pulka-game",
            "players": ["Anna", "Boris", "Vera"],
            "rules": "sochi",
            "events": [
                {"type": "incident", "rule": "prikup-1.1", "facts": {"bid_level": 7}},
                {"type": "incident", "rule": "kodeks-3.4.9", "facts": {"deal": boris_six(5)}},
                {
                    "type": "deal",
                    **{k: v for k, v in boris_six(6).items() if k != "type"},
                    "declarer": "Vera",
                    "defenders": {"Anna": "whist", "Boris": "pass"},
                    "tricks": {"Vera": 6, "Anna": 4, "Boris": 0},
                },
            ],
        }
    )
    sheet = fold(
        record.rules,
        record.players,
        record.first_dealer,
        enumerate(record.events, 1),
        apply_incident,
    )
    assert sheet.mountain["Anna"] == 4
    assert sheet.mountain["Boris"] == 4
    assert sheet.pool["Vera"] == 2
    assert [o.kind for o in sheet.outcomes] == ["incident", "incident", "deal"]
    assert sheet.outcomes[1].consequences == ("deal_scored",)


# --- refusals -----------------------------------------------------------------------------

REFUSALS: list[tuple[str, str, dict[str, Any], dict[str, Any], tuple[dict[str, Any], ...], str]] = [
    (
        "dealer who is not the dealer",
        "prikup-1.1",
        {"dealer": "Boris", "bid_level": 7},
        {},
        (),
        "fact_contradicts_game",
    ),
    (
        "raspasy level during contract bidding",
        "prikup-7",
        {"violator": "Boris", "bidding_started": True, "bid_level": 7, "raspasy_level": 2},
        {},
        (),
        "fact_not_applicable",
    ),
    ("wrong raspasy level", "prikup-1.2", {"raspasy_level": 4}, {}, (), "fact_contradicts_game"),
    (
        "raspasy deal on a contract rule",
        "kodeks-3.4.9",
        {"deal": RASPASY_1},
        {},
        (),
        "raspasy_on_contract_rule",
    ),
    ("missing answer", "prikup-1.1", {}, {}, (), "fact_missing"),
    ("unknown answer", "prikup-1.1", {"bid_level": 7, "colour": "red"}, {}, (), "fact_unknown"),
    ("level out of range", "prikup-1.1", {"bid_level": 5}, {}, (), "fact_invalid"),
    (
        "unknown player",
        "prikup-2",
        {"violator": "Zoe", "bidding_started": False},
        {},
        (),
        "fact_invalid",
    ),
    ("unknown rule", "prikup-99", {}, {}, (), "incident_rule_unknown"),
    (
        "third player is not the violator",
        "prikup-6.1",
        {"violator": "Boris"},
        {},
        (),
        "fact_contradicts_game",
    ),
    (
        "prikup-5 by the third player",
        "prikup-5",
        {"violator": "Anna", "cards_exposed": 2, "deal": RASPASY_1},
        {},
        (),
        "violator_is_third_player",
    ),
    (
        "prikup-7.2 after bidding started",
        "prikup-7.2",
        {"violator": "Boris", "bidding_started": True, "agreed": True},
        {},
        (),
        "fact_invalid",  # not offered: item 7.2 is only before the bidding (issue 12 item 13)
    ),
    (
        "prikup-8.1r without a first offence",
        "prikup-8.1r",
        {"violator": "Vera", "winner": "Boris", "final_bid": 6},
        {},
        (),
        "offence_not_repeated",
    ),
    (
        "prikup-8.1 by the winner",
        "prikup-8.1",
        {"violator": "Boris", "winner": "Boris"},
        {},
        (),
        "violator_won_bidding",
    ),
    (
        "prikup-8.2 option off",
        "prikup-8.2",
        {"violator": "Vera", "deal": deal("Boris", "misere", {}, {"Boris": 2})},
        {},
        (),
        "rule_requires_option",
    ),
    (
        "prikup-8.2 three players",
        "prikup-8.2",
        {"violator": "Vera", "deal": deal("Boris", "misere", {}, {"Boris": 2})},
        {"penalty_dealer_share_misere": True},
        (),
        "rule_needs_four_players",
    ),
    (
        "prikup-3.2.2 declarer not violator",
        "prikup-3.2.2",
        {"violator": "Vera", "last_bid": 6, "deal": boris_six(6)},
        {},
        (),
        "declarer_not_violator",
    ),
    (
        "zakaz-1.1 contract not below",
        "zakaz-1.1",
        {"level_reached": 6, "deal": boris_six(6)},
        {},
        (),
        "contract_not_below_bidding",
    ),
    (
        "zakaz-1.1 not played",
        "zakaz-1.1",
        {"level_reached": 7, "deal": deal("Boris", "6s", {"Vera": "pass", "Anna": "pass"})},
        {},
        (),
        "deal_not_played",
    ),
    # An optional fact that an option or an amount makes necessary (A5, A11, KARTY-2.3).
    (
        "prikup-3.1 A5 fined without the bid level",
        "prikup-3.1",
        {"violator": "Boris", "other_bidder": "Vera"},
        {"penalty_exposed_talon_fined": True},
        (),
        "fact_missing",
    ),
    (
        "prikup-9.1 A11 bid reading without the bid level",
        "prikup-9.1",
        {"violator": "Vera", "cards_seen": 2},
        {"penalty_prikup_9_1_level": "bid"},
        (),
        "fact_missing",
    ),
    (
        "karty-2.3 agreed amount without the holder",
        "karty-2.3",
        {"remedy": "draw_extra", "amount": 4},
        {},
        (),
        "fact_missing",
    ),
    (
        "zakaz-2.3 suit not long enough",
        "zakaz-2.3",
        {"declarer": "Boris", "mistaken": "7s", "cards_opened": False, "longer_by": 1},
        {},
        (),
        "fact_range",  # the schema offers 2 to 10 only (issue 12 item 13)
    ),
    (
        "zakaz-3.1 not a misere",
        "zakaz-3.1",
        {"level_reached": 7, "deal": boris_six(6)},
        {},
        (),
        "deal_not_misere",
    ),
    (
        "zakaz-5.1 option off",
        "zakaz-5.1",
        {"deal": boris_six(6)},
        {},
        (RASPASY_1,),
        "rule_requires_option",
    ),
    (
        "zakaz-5.1 no raspasy before",
        "zakaz-5.1",
        {"deal": boris_six(6)},
        {"min_contract_after_raspasy": 7},
        (),
        "no_raspasy_before",
    ),
    (
        "zakaz-6 below the minimum",
        "zakaz-6",
        {"declarer": "Boris", "pressers": ["Vera"], "dearer": "8s", "amount": 20},
        {},
        (),
        "fact_range",
    ),
    (
        "kodeks-3.4.9 not played",
        "kodeks-3.4.9",
        {"deal": deal("Boris", "6s", {"Vera": "pass", "Anna": "pass"})},
        {},
        (),
        "deal_not_played",
    ),
    ("kodeks-3.4.10 off by default", "kodeks-3.4.10", {}, {}, (), "rule_requires_option"),
    (
        "kodeks-3.4.11 off by default",
        "kodeks-3.4.11",
        {"declarer": "Boris", "contract_level": 7, "talon": "ace"},
        {},
        (),
        "rule_requires_option",
    ),
    (
        "kodeks-3.4.11 dealer declares",
        "kodeks-3.4.11",
        {"declarer": "Anna", "contract_level": 7, "talon": "ace"},
        {"talon_whists": True},
        (),
        "declarer_is_dealer",
    ),
    (
        "sdacha-3.2.14 dealer in turn",
        "sdacha-3.2.14",
        {"actual_dealer": "Anna", "complete": True},
        {},
        (),
        "dealer_in_turn",
    ),
    (
        "house rule off",
        "house-wrong-discard",
        {"declarer": "Boris", "contract_level": 8},
        {},
        (),
        "rule_requires_option",
    ),
    (
        "house-raspasy-dealer streak too short",
        "house-raspasy-dealer",
        {},
        {"penalty_house_rules": True},
        (RASPASY_1,),
        "raspasy_streak_short",
    ),
    (
        "house-raspasy-dealer above 10",
        "house-raspasy-dealer",
        {"amount": 11},
        {"penalty_house_rules": True},
        (),
        "fact_range",
    ),
    (
        "house-undercall not undercalled",
        "house-undercall",
        {"deal": boris_six(6)},
        {"penalty_house_rules": True},
        (),
        "not_undercalled",
    ),
    (
        "custom whists without target",
        "custom",
        {"player": "Anna", "column": "whists", "amount": 4},
        {},
        (),
        "fact_missing",
    ),
    (
        "custom target for mountain",
        "custom",
        {"player": "Anna", "column": "mountain", "amount": 4, "on": "Boris"},
        {},
        (),
        "fact_not_applicable",
    ),
    (
        "custom zero",
        "custom",
        {"player": "Anna", "column": "mountain", "amount": 0},
        {},
        (),
        "fact_range",
    ),
    (
        "invalid embedded deal",
        "kodeks-3.4.9",
        {"deal": {**boris_six(6), "tricks": {"Boris": 6, "Vera": 5, "Anna": 0}}},
        {},
        (),
        "tricks_sum",
    ),
]


@pytest.mark.parametrize(
    "rule,facts,options,events,code", [r[1:] for r in REFUSALS], ids=[r[0] for r in REFUSALS]
)
def test_facts_contradicting_the_game_are_refused(
    rule: str,
    facts: dict[str, Any],
    options: dict[str, Any],
    events: tuple[dict[str, Any], ...],
    code: str,
) -> None:
    state = game(options, events)
    before = (dict(state.mountain), dict(state.pool), len(state.entries))
    with pytest.raises(InvalidDeal) as error:
        validate_facts(rule, facts, state)
    assert error.value.code == code
    # validation never writes anything
    assert (dict(state.mountain), dict(state.pool), len(state.entries)) == before
    with pytest.raises(EngineError) as through_fold:
        apply_event(state, 7, Incident(rule, facts))
    assert through_fold.value.code == code
    assert through_fold.value.params["event"] == 7


def test_refusal_names_the_expected_dealer() -> None:
    with pytest.raises(InvalidDeal) as error:
        validate_facts("prikup-1.1", {"dealer": "Boris", "bid_level": 7}, game())
    assert error.value.params["fact"] == "dealer"
    assert error.value.params["expected"] == "Anna"


def test_resting_dealer_cannot_be_a_bidder() -> None:
    state = game(players=FOUR)
    with pytest.raises(InvalidDeal) as error:
        validate_facts("prikup-2", {"violator": "Anna", "bidding_started": False}, state)
    assert error.value.code == "player_resting"
    # ...but as the dealer he answers for the talon (PRIKUP-1.2).
    incident(state, "prikup-1.2")
    assert state.mountain["Anna"] == 2


# --- defaults filled from the game -----------------------------------------------------------


def test_default_facts_fill_what_the_game_knows() -> None:
    state = game(
        events=[RASPASY_1, {"type": "raspasy", "tricks": {"Vera": 4, "Anna": 3, "Boris": 3}}]
    )
    assert default_facts("prikup-1.2", state) == {"dealer": "Vera", "raspasy_level": 6}
    assert default_facts("prikup-6.1", state)["violator"] == "Vera"  # the dealer speaks third
    assert default_facts("prikup-2", state, {"bidding_started": True}) == {"dealer_provoked": False}
    assert default_facts("prikup-2", state, {"bidding_started": False})["raspasy_level"] == 6
    assert default_facts("kodeks-3.4.6", state) == {"proven_undertricks": 0, "played": True}
