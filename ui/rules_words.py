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


def _t(text: str) -> str:
    return QCoreApplication.translate("RulesWords", text)


def _choice_phrases() -> dict[tuple[str, str], str]:
    """Phrases for the values of choice options, as a player would say them."""
    return {
        ("failure_whist_split", "greedy"): _t("greedy whist"),
        ("failure_whist_split", "gentleman"): _t("gentleman's whist"),
        ("whist_responsibility", "full"): _t("responsible whist"),
        ("whist_responsibility", "half"): _t("half-responsible whist"),
        ("whist_responsibility", "none"): _t("irresponsible whist"),
        ("double_whist_liability", "per_head"): _t("two whisters: each for his own share"),
        ("double_whist_liability", "second_whister_personal"): _t(
            "two whisters: each share checked always"
        ),
        ("double_whist_liability", "together"): _t("two whisters answer together"),
        ("consolation", "none"): _t("no consolation"),
        ("consolation", "defenders"): _t("consolation from the defenders only"),
        ("consolation", "defenders_and_resting_dealer"): _t(
            "consolation from the defenders and the resting dealer"
        ),
        ("consolation_amount", "cost_per_undertrick"): _t("consolation at the game's cost"),
        ("consolation_amount", "flat"): _t("flat consolation"),
        ("half_whist_value", "half_obligation"): _t("half-whist: half the obligation"),
        ("half_whist_value", "half_of_remaining_tricks"): _t("half-whist: half the tricks left"),
        ("raspasy_scoring", "mountain"): _t("raspasy into the mountain"),
        ("raspasy_scoring", "rostov_whists"): _t("Rostov raspasy (whists)"),
        ("raspasy_after_last", "repeat"): _t("raspasy price stops growing"),
        ("raspasy_after_last", "continue"): _t("raspasy price keeps growing"),
        ("raspasy_zero_bonus", "one_trick_price"): _t("no trick on raspasy: a trick's price"),
        ("raspasy_zero_bonus", "one"): _t("no trick on raspasy: 1 to the pool"),
        ("raspasy_zero_bonus", "level"): _t("no trick on raspasy: the raspasy level"),
        ("help_tie_break", "clockwise"): _t("help clockwise"),
        ("help_tie_break", "counterclockwise"): _t("help counterclockwise"),
        ("overflow_remainder", "own_mountain_may_go_negative"): _t(
            "overflow off one's own mountain, below zero too"
        ),
        ("overflow_remainder", "floor_zero"): _t("overflow off one's own mountain, down to zero"),
        ("overflow_remainder", "others_mountains"): _t("overflow onto the others' mountains"),
        ("game_end", "all_closed"): _t("ends when every pool is closed"),
        ("game_end", "sum_of_pools"): _t("ends on the sum of the pools"),
        ("mountain_split", "per_player_N"): _t("mountain divided by N"),
        ("mountain_split", "per_opponent_N_minus_1"): _t("mountain divided by N − 1"),
        ("rounding", "exact"): _t("exact results"),
        ("rounding", "divisible_by_n"): _t("mountains made divisible by N"),
        ("rounding", "round_and_fix"): _t("results rounded to whole whists"),
        ("penalty_raspasy_reading", "next"): _t("penalty raspasy: the next level"),
        ("penalty_raspasy_reading", "last"): _t("penalty raspasy: the last level"),
        ("penalty_comp_whists_recipient", "declarer"): _t("compensation whists to the declarer"),
        ("penalty_comp_whists_recipient", "each_other"): _t(
            "compensation whists to each other player"
        ),
        ("penalty_prikup_9_1_level", "raspasy"): _t("talon 9+1: at the raspasy level"),
        ("penalty_prikup_9_1_level", "bid"): _t("talon 9+1: at the bid level"),
    }


def _flag_phrases() -> dict[tuple[str, bool], str]:
    return {
        ("stalingrad", True): _t("with Stalingrad"),
        ("stalingrad", False): _t("without Stalingrad"),
        ("half_whist_allowed", True): _t("with half-whist"),
        ("half_whist_allowed", False): _t("without half-whist"),
        ("raspasy_amnesty", True): _t("with raspasy amnesty"),
        ("raspasy_amnesty", False): _t("without raspasy amnesty"),
        ("talon_whists", True): _t("with talon whists"),
        ("talon_whists", False): _t("without talon whists"),
        ("misere_consolation", True): _t("with consolation on misère"),
        ("misere_consolation", False): _t("without consolation on misère"),
        ("raspasy_exit_hard", True): _t("strict exit from raspasy"),
        ("raspasy_exit_hard", False): _t("lenient exit from raspasy"),
    }


def _plain(value: Any) -> str:
    if isinstance(value, bool):
        return _t("yes") if value else _t("no")
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
    title = i18n.option_text(name)[0]
    # Lower-case the option's name inside the sentence; a name beginning with a proper noun
    # (Rostov, Stalingrad) keeps its capital.
    if title[:1].isupper() and title.split(" ", 1)[0] not in _PROPER:
        title = title[:1].lower() + title[1:]
    return _t("{option} {value}").format(option=title, value=_plain(value))


_PROPER = {"Rostov", "Stalingrad", "Ростовские", "Сталинград"}


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
    return _t("{preset} (changed: {changes})").format(preset=name, changes=", ".join(words))


def _more(count: int) -> str:
    return QCoreApplication.translate("RulesWords", "and %n more", "", count)
