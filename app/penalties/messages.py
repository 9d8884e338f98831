"""English text of the penalty engine's error codes (the UI translates the codes itself)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "fact_missing": "rule {rule}: the answer {fact!r} is missing",
    "fact_unknown": "rule {rule}: {fact!r} is not one of its facts",
    "fact_invalid": "rule {rule}: {value!r} is not a valid {fact!r}",
    "fact_range": "rule {rule}: {fact!r} = {value!r} is out of range",
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
    "average_not_whole": "rule {rule}: the mean result is not a whole number; use custom",
}
