"""English text of the penalty engine's error codes (the UI translates the codes itself)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "fact_missing": "rule {rule}: the answer {fact!r} is missing",
    "fact_unknown": "rule {rule}: {fact!r} is not one of its facts",
    "fact_invalid": "rule {rule}: {fact!r} must be {allowed}, not {value}",
    "fact_range": "rule {rule}: {fact!r} must be {allowed}, not {value}",
    "fact_not_applicable": "rule {rule}: {fact!r} does not apply here (only when {depends_on})",
    "fact_contradicts_game": "rule {rule}: {fact!r} is {expected!r} in this game, not {value!r}",
    "rule_requires_option": "rule {rule} is off: it needs the rules option {option!r}",
    "rule_needs_four_players": "rule {rule} applies only to a four-handed game",
    "rule_condition": "rule {rule} does not apply: {fact!r} must be {expected!r}",
    "raspasy_on_contract_rule": "rule {rule} is about a contract, not a raspasy",
    "contract_on_raspasy_rule": "rule {rule} is about a raspasy, not a contract",
    "player_resting": "rule {rule}: {player} deals and rests, he holds no cards",
    "offence_repeated": "rule {rule}: {player} already did this in this pool, use {use}",
    "offence_not_repeated": "rule {rule}: first offence of {player} in this pool, use {use}",
    "deal_not_played": "rule {rule}: the contract was not played (nobody whisted)",
    "deal_not_misere": "rule {rule}: the deal must be a misère",
    "average_deals_differ": "rule {rule}: both results must be the same declarer and level",
    "amount_not_divisible": "rule {rule}: {value} cannot be shared equally by {players}",
    "change_not_allowed": "rule {rule}: the change is not allowed ({fact!r})",
    "contract_below_bid": "rule {rule}: the contract {contract} is below the last bid {bid}",
    "contract_not_below_bidding": "rule {rule}: {contract} is not below the level {level}",
    "contract_not_six": "rule {rule}: the contract must be a six, not {contract}",
    "dealer_in_turn": "rule {rule}: {player} was the dealer in turn",
    "declarer_is_dealer": "rule {rule}: {player} cannot be both dealer and declarer",
    "declarer_is_violator": "rule {rule}: the violator {player} cannot be the declarer here",
    "declarer_not_violator": "rule {rule}: the violator {player} must be the declarer",
    "declarer_not_third_player": "rule {rule}: after two passes only {expected} may declare",
    "declarer_pressed_himself": "rule {rule}: {player} cannot have pressed himself",
    "no_raspasy_before": "rule {rule}: the previous deal was not a raspasy",
    "not_undercalled": "rule {rule}: {contract} was not made with overtricks",
    "raspasy_streak_short": "rule {rule}: only {streak} raspasy in a row, {minimum} needed",
    "same_player": "rule {rule}: {fact!r} must be another player than the violator",
    "violator_is_third_player": "rule {rule}: the violator is the third player; use prikup-6.x",
    "violator_won_bidding": "rule {rule}: {player} won the bidding; he may open the talon",
    "whists_on_self": "rule {rule}: {player} cannot write whists on himself",
    "consequence_not_declarer": (
        "after rule {rule} {player} must pass in this deal and cannot declare"
        " (if the table agreed otherwise, record a custom incident first)"
    ),
    "consequence_raspasy_only": (
        "after rule {rule} this deal is a raspasy, not {contract}"
        " (if the table agreed otherwise, record a custom incident first)"
    ),
}
