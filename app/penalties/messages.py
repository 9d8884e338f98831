"""The words for the penalty engine's refusals, marked for translation here.

The wizard shows them through ``QCoreApplication.translate("Penalties", text)``
(:func:`ui.wizard.texts.error_text`, which fills ``{question}`` with the rule's question and
``{use}`` with another rule's title); the command line translates them the same way
(:mod:`app.cli.errors`, ADR 0008).
"""

from __future__ import annotations

from app.texts import QT_TRANSLATE_NOOP

CONTEXT = "Penalties"

MESSAGES: dict[str, str] = {
    # A code the engine words too (``whists_on_self``, raised by the agreed-points rule as by
    # the sheet) is not worded again here: the wizard and the command line take the engine's
    # text (app/engine/messages.py), one text and one translation for one refusal.
    # app/penalties/api.py
    "fact_missing": QT_TRANSLATE_NOOP("Penalties", "Please answer: {question}"),
    "fact_contradicts_game": QT_TRANSLATE_NOOP(
        "Penalties", "“{question}”: the sheet says {expected}, not {value}."
    ),
    "fact_not_applicable": QT_TRANSLATE_NOOP(
        "Penalties", "“{question}” does not apply to these answers."
    ),
    "rule_requires_option": QT_TRANSLATE_NOOP(
        "Penalties", "This rule is not in force: turn on “{option}” in the game's rules."
    ),
    "dealer_provoked_himself": QT_TRANSLATE_NOOP(
        "Penalties", "The dealer {player} is the violator: he cannot have provoked himself."
    ),
    "incident_rule_unknown": QT_TRANSLATE_NOOP(
        "Penalties", "This Pulka does not know the rule {rule}: update Pulka."
    ),
    "fact_unknown": QT_TRANSLATE_NOOP(
        "Penalties", "The incident has an answer its rule does not ask ({fact})."
    ),
    # app/penalties/cards.py
    "dealer_in_turn": QT_TRANSLATE_NOOP(
        "Penalties", "{player} was the right dealer: the deal was in turn."
    ),
    # app/penalties/catalogue.py
    "player_resting": QT_TRANSLATE_NOOP(
        "Penalties", "{player} sits out this deal and cannot have done this."
    ),
    "deal_not_played": QT_TRANSLATE_NOOP(
        "Penalties", "The deal must have been played for this rule."
    ),
    "contract_below_bid": QT_TRANSLATE_NOOP(
        "Penalties", "The game {contract} is below the last bid ({bid})."
    ),
    # app/penalties/custom.py
    "fact_range": QT_TRANSLATE_NOOP(
        "Penalties", "The answer to “{question}” is out of range ({value})."
    ),
    # app/penalties/facts.py
    "fact_invalid": QT_TRANSLATE_NOOP("Penalties", "The answer to “{question}” is not valid."),
    "raspasy_on_contract_rule": QT_TRANSLATE_NOOP(
        "Penalties", "This rule is about an ordered game, not raspasy."
    ),
    "contract_on_raspasy_rule": QT_TRANSLATE_NOOP(
        "Penalties", "This rule is about raspasy, not an ordered game."
    ),
    # app/penalties/house.py
    "not_undercalled": QT_TRANSLATE_NOOP(
        "Penalties", "{contract} was made without overtricks: nothing was undercalled."
    ),
    "raspasy_streak_short": QT_TRANSLATE_NOOP(
        "Penalties", "Raspasy in a row: {streak}; this rule needs at least {minimum}."
    ),
    # app/penalties/kodeks.py
    "declarer_is_dealer": QT_TRANSLATE_NOOP(
        "Penalties", "{player} dealt this deal and cannot be the declarer too."
    ),
    # app/penalties/prikup.py
    "same_player": QT_TRANSLATE_NOOP(
        "Penalties", "“{question}” must be another player than the violator."
    ),
    "declarer_is_violator": QT_TRANSLATE_NOOP(
        "Penalties", "The declarer cannot be the violator {player} under this rule."
    ),
    "declarer_not_violator": QT_TRANSLATE_NOOP(
        "Penalties", "Under this rule the violator {player} is the one who plays, not {declarer}."
    ),
    "violator_is_third_player": QT_TRANSLATE_NOOP(
        "Penalties", "{player} is the third player: choose the rule for the third player."
    ),
    "violator_won_bidding": QT_TRANSLATE_NOOP(
        "Penalties", "{player} won the bidding: he may open the talon."
    ),
    "offence_repeated": QT_TRANSLATE_NOOP(
        "Penalties", "{player} did this before in this pool: choose {use}."
    ),
    "offence_not_repeated": QT_TRANSLATE_NOOP(
        "Penalties", "{player} did not do this before in this pool: choose {use}."
    ),
    "rule_condition": QT_TRANSLATE_NOOP(
        "Penalties", "This rule does not apply to the answer “{question}”."
    ),
    "rule_needs_four_players": QT_TRANSLATE_NOOP(
        "Penalties", "This rule applies only to four-handed games."
    ),
    "deal_not_misere": QT_TRANSLATE_NOOP("Penalties", "The deal must be a misère for this rule."),
    "declarer_not_third_player": QT_TRANSLATE_NOOP(
        "Penalties", "After two passes only the third player may play: {expected}."
    ),
    # app/penalties/zakaz.py
    "amount_not_divisible": QT_TRANSLATE_NOOP(
        "Penalties", "{value} cannot be shared equally {players} ways: agree on another amount."
    ),
    "average_deals_differ": QT_TRANSLATE_NOOP(
        "Penalties", "Both readings must be the same deal: the same declarer and level."
    ),
    "contract_not_below_bidding": QT_TRANSLATE_NOOP(
        "Penalties", "The game {contract} is not below the level reached in the bidding ({level})."
    ),
    "contract_not_six": QT_TRANSLATE_NOOP(
        "Penalties", "This rule is about a six after raspasy, and the game was {contract}."
    ),
    "declarer_pressed_himself": QT_TRANSLATE_NOOP(
        "Penalties", "The declarer cannot be among those who pressed ({player})."
    ),
    "no_raspasy_before": QT_TRANSLATE_NOOP("Penalties", "The deal before was not a raspasy."),
    # kept for refusals the catalogue may give again (none raises it today)
    "change_not_allowed": QT_TRANSLATE_NOOP(
        "Penalties", "This change is not allowed by the rule (“{question}”)."
    ),
    "average_not_whole": QT_TRANSLATE_NOOP(
        "Penalties",
        "The average of the two readings is not a whole number: record an agreed penalty.",
    ),
}
