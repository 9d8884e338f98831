"""A game's rules in words: “Sochi (changed: gentleman's whist)” from a services ``RulesLabel``.

The services say which options differ from the preset (app/services/rules_label.py); this
module is the one place that turns that into text, so the game list, the window title, the
settlement and the printout all say the same thing. Option values are named as players name
them (docs/rules.md, the options table); an option without its own phrase reads
“<option name> <value>”.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.services import RulesLabel
from ui import i18n


def _choice_phrases() -> dict[tuple[str, str], str]:
    """Phrases for the values of choice options, as a player would say them."""
    return {
        ("failure_whist_split", "greedy"): QCoreApplication.translate("RulesWords", "greedy whist"),
        ("failure_whist_split", "gentleman"): QCoreApplication.translate(
            "RulesWords", "gentleman's whist"
        ),
        ("whist_responsibility", "full"): QCoreApplication.translate(
            "RulesWords", "responsible whist"
        ),
        ("whist_responsibility", "half"): QCoreApplication.translate(
            "RulesWords", "half-responsible whist"
        ),
        ("whist_responsibility", "none"): QCoreApplication.translate(
            "RulesWords", "irresponsible whist"
        ),
        ("double_whist_liability", "per_head"): QCoreApplication.translate(
            "RulesWords", "two whisters: each for his own share"
        ),
        ("double_whist_liability", "second_whister_personal"): QCoreApplication.translate(
            "RulesWords", "two whisters: each share checked always"
        ),
        ("double_whist_liability", "together"): QCoreApplication.translate(
            "RulesWords", "two whisters answer together"
        ),
        ("consolation", "none"): QCoreApplication.translate("RulesWords", "no consolation"),
        ("consolation", "defenders"): QCoreApplication.translate(
            "RulesWords", "consolation from the defenders only"
        ),
        ("consolation", "defenders_and_resting_dealer"): QCoreApplication.translate(
            "RulesWords", "consolation from the defenders and the resting dealer"
        ),
        ("consolation_amount", "cost_per_undertrick"): QCoreApplication.translate(
            "RulesWords", "consolation at the game's cost"
        ),
        ("consolation_amount", "flat"): QCoreApplication.translate(
            "RulesWords", "flat consolation"
        ),
        ("half_whist_value", "half_obligation"): QCoreApplication.translate(
            "RulesWords", "half-whist: half the obligation"
        ),
        ("half_whist_value", "half_of_remaining_tricks"): QCoreApplication.translate(
            "RulesWords", "half-whist: half the tricks left"
        ),
        ("raspasy_scoring", "mountain"): QCoreApplication.translate(
            "RulesWords", "raspasy into the mountain"
        ),
        ("raspasy_scoring", "rostov_whists"): QCoreApplication.translate(
            "RulesWords", "Rostov raspasy (whists)"
        ),
        ("raspasy_after_last", "repeat"): QCoreApplication.translate(
            "RulesWords", "raspasy price stops growing"
        ),
        ("raspasy_after_last", "continue"): QCoreApplication.translate(
            "RulesWords", "raspasy price keeps growing"
        ),
        ("raspasy_zero_bonus", "one_trick_price"): QCoreApplication.translate(
            "RulesWords", "no trick on raspasy: a trick's price"
        ),
        ("raspasy_zero_bonus", "one"): QCoreApplication.translate(
            "RulesWords", "no trick on raspasy: 1 to the pool"
        ),
        ("raspasy_zero_bonus", "level"): QCoreApplication.translate(
            "RulesWords", "no trick on raspasy: the raspasy level"
        ),
        ("help_tie_break", "clockwise"): QCoreApplication.translate("RulesWords", "help clockwise"),
        ("help_tie_break", "counterclockwise"): QCoreApplication.translate(
            "RulesWords", "help counterclockwise"
        ),
        ("overflow_remainder", "own_mountain_may_go_negative"): QCoreApplication.translate(
            "RulesWords", "overflow off one's own mountain, below zero too"
        ),
        ("overflow_remainder", "floor_zero"): QCoreApplication.translate(
            "RulesWords", "overflow off one's own mountain, down to zero"
        ),
        ("overflow_remainder", "others_mountains"): QCoreApplication.translate(
            "RulesWords", "overflow onto the others' mountains"
        ),
        ("game_end", "all_closed"): QCoreApplication.translate(
            "RulesWords", "ends when every pool is closed"
        ),
        ("game_end", "sum_of_pools"): QCoreApplication.translate(
            "RulesWords", "ends on the sum of the pools"
        ),
        ("game_end", "deals"): QCoreApplication.translate(
            "RulesWords", "ends after a number of deals"
        ),
        ("game_end", "time"): QCoreApplication.translate("RulesWords", "ends at a time limit"),
        ("mountain_split", "per_player_N"): QCoreApplication.translate(
            "RulesWords", "mountain divided by the number of players"
        ),
        ("mountain_split", "per_opponent_N_minus_1"): QCoreApplication.translate(
            "RulesWords", "mountain divided by the number of opponents"
        ),
        ("rounding", "exact"): QCoreApplication.translate("RulesWords", "exact results"),
        ("rounding", "divisible_by_n"): QCoreApplication.translate(
            "RulesWords", "mountains made divisible by the number of players"
        ),
        ("rounding", "round_and_fix"): QCoreApplication.translate(
            "RulesWords", "results rounded to whole whists"
        ),
        ("penalty_raspasy_reading", "next"): QCoreApplication.translate(
            "RulesWords", "fines by the next raspasy"
        ),
        ("penalty_raspasy_reading", "last"): QCoreApplication.translate(
            "RulesWords", "fines by the last raspasy"
        ),
        ("penalty_comp_whists_recipient", "declarer"): QCoreApplication.translate(
            "RulesWords", "compensation whists to the declarer"
        ),
        ("penalty_comp_whists_recipient", "each_other"): QCoreApplication.translate(
            "RulesWords", "compensation whists to each other player"
        ),
        ("penalty_prikup_9_1_level", "raspasy"): QCoreApplication.translate(
            "RulesWords", "a peek at the talon fined by the raspasy level"
        ),
        ("penalty_prikup_9_1_level", "bid"): QCoreApplication.translate(
            "RulesWords", "a peek at the talon fined by the bid game"
        ),
    }


def _flag_phrases() -> dict[tuple[str, bool], str]:
    return {
        ("stalingrad", True): QCoreApplication.translate("RulesWords", "with Stalingrad"),
        ("stalingrad", False): QCoreApplication.translate("RulesWords", "without Stalingrad"),
        ("half_whist_allowed", True): QCoreApplication.translate("RulesWords", "with half-whist"),
        ("half_whist_allowed", False): QCoreApplication.translate(
            "RulesWords", "without half-whist"
        ),
        ("raspasy_amnesty", True): QCoreApplication.translate("RulesWords", "with raspasy amnesty"),
        ("raspasy_amnesty", False): QCoreApplication.translate(
            "RulesWords", "without raspasy amnesty"
        ),
        ("talon_whists", True): QCoreApplication.translate("RulesWords", "with talon whists"),
        ("talon_whists", False): QCoreApplication.translate("RulesWords", "without talon whists"),
        ("misere_consolation", True): QCoreApplication.translate(
            "RulesWords", "with consolation on misère"
        ),
        ("misere_consolation", False): QCoreApplication.translate(
            "RulesWords", "without consolation on misère"
        ),
        ("raspasy_exit_hard", True): QCoreApplication.translate(
            "RulesWords", "strict exit from raspasy"
        ),
        ("raspasy_exit_hard", False): QCoreApplication.translate(
            "RulesWords", "lenient exit from raspasy"
        ),
    }


def _plain(value: Any) -> str:
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("RulesWords", "yes")
            if value
            else QCoreApplication.translate("RulesWords", "no")
        )
    if isinstance(value, Fraction):
        return i18n.number_text(value)
    if isinstance(value, tuple):
        return ", ".join(str(v) for v in value) if value else "—"
    return str(value).replace("_", " ")


def option_value_text(name: str, value: Any) -> str:
    """One changed option in words: “gentleman's whist”, “misère cost 8”."""
    if isinstance(value, bool):
        flag = _flag_phrases().get((name, value))
        if flag is not None:
            return flag
    elif isinstance(value, str):
        phrase = _choice_phrases().get((name, value))
        if phrase is not None:
            return phrase
        # An option without a summary phrase: its name and the value as its box shows it.
        return QCoreApplication.translate("RulesWords", "{option}: {value}").format(
            option=_lower(i18n.option_text(name)[0]), value=i18n.choice_text(name, value)
        )
    title = _lower(i18n.option_text(name)[0])
    return QCoreApplication.translate("RulesWords", "{option} {value}").format(
        option=title, value=_plain(value)
    )


_PROPER = {"Rostov", "Stalingrad", "Ростовские", "Сталинград"}


def _lower(title: str) -> str:
    """An option's name inside a sentence: lower-case, except a leading proper noun."""
    if title[:1].isupper() and title.split(" ", 1)[0] not in _PROPER:
        return title[:1].lower() + title[1:]
    return title


def rules_text(label: RulesLabel | None, preset: str = "", limit: int | None = None) -> str:
    """“Sochi” or “Sochi (changed: gentleman's whist, misère cost 8)”; with ``limit``, at
    most that many changes are named and the rest counted (“… and 3 more”)."""
    if label is None:
        return i18n.preset_text(preset)
    name = i18n.preset_text(label.preset)
    if not label.changes:
        return name
    words = [option_value_text(option, value) for option, value in label.changes]
    if limit is not None and len(words) > limit:
        rest = len(words) - limit
        words = [*words[:limit], _more(rest)]
    return QCoreApplication.translate("RulesWords", "{preset} (changed: {changes})").format(
        preset=name, changes=", ".join(words)
    )


def _more(count: int) -> str:
    # “и ещё {n}” reads right for every n: no plural forms needed.
    return QCoreApplication.translate("RulesWords", "and {n} more").format(n=count)
