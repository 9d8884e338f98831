"""A game's rules in words: “Sochi (changed: gentleman's whist)” from a services ``RulesLabel``.

The services say which options differ from the preset (app/services/rules_label.py); this
module is the one place that turns that into text, so the game list, the window title, the
settlement and the printout all say the same thing. Option values are named as players name
them, in the phrases marked with each option's other words (app/engine/option_words.py); an
option without its own phrase reads “<option name> <value>”.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.services import RulesLabel
from ui import i18n


def _phrase(name: str, value: str | bool) -> str | None:
    """A changed value's own phrase (“gentleman's whist”), marked in app/engine/option_words.py."""
    from app.engine.option_words import OPTION_WORDS

    words = OPTION_WORDS.get(name)
    phrase = words.changed.get(value) if words is not None else None
    return QCoreApplication.translate("RulesWords", phrase) if phrase is not None else None


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
        flag = _phrase(name, value)
        if flag is not None:
            return flag
    elif isinstance(value, str):
        phrase = _phrase(name, value)
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


def short_rules_text(label: RulesLabel | None, preset: str = "") -> str:
    """The preset's name, marked when the players changed something: “Sochi (changed)” — for a
    narrow column (the games list), whose tooltip says the whole :func:`rules_text`."""
    name = i18n.preset_text(label.preset if label is not None else preset)
    if label is None or not label.changes:
        return name
    return QCoreApplication.translate("RulesWords", "{preset} (changed)").format(preset=name)


def _more(count: int) -> str:
    # “и ещё {n}” reads right for every n: no plural forms needed.
    return QCoreApplication.translate("RulesWords", "and {n} more").format(n=count)
