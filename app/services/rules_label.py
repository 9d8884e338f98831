"""What a game's rules are called: the preset it was started from and every option that differs.

A game keeps the full rules it was started with (app/engine/rules.py); when some option was
changed in the new-game dialog the preset's name alone would mislead ("Sochi" for a game with
gentleman's whist, issue 11). Every place that names a game's rules — the game list, the window
title, the settlement, the printed sheet — shows this one description, put into words by the UI
(``ui/rules_words.py``), like a history :class:`~app.services.results.Label`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from app.engine.errors import EngineError
from app.engine.rules import OPTION_NAMES, Rules, preset_rules
from app.engine.value import value


@value
class RulesLabel:
    """A preset name and the options (name, value) in which the game's rules differ from it,
    in the order the options are declared; no changes: the preset as it is."""

    preset: str
    changes: tuple[tuple[str, Any], ...] = ()

    @property
    def modified(self) -> bool:
        return bool(self.changes)


STAKES = ("pool_size", "whist_price", "money_unit")
"""Agreed for every game on its own (“we play to 30, a kopeck a whist”), not a variant of the
rules: the sheet shows the pool size and the settlement the money, so they are not listed."""


def rules_label(rules: Rules) -> RulesLabel:
    """The description of ``rules`` against its own preset (stakes left out, see ``STAKES``)."""
    # Against the preset as it was at the game's rules revision: an old game keeps what its
    # preset meant then, which is not a change the players made.
    base = preset_rules(rules.preset, rules.rules_revision)
    changes = tuple(
        (name, getattr(rules, name))
        for name in OPTION_NAMES
        if name not in STAKES and getattr(rules, name) != getattr(base, name)
    )
    return RulesLabel(rules.preset, changes)


class StoredRulesLabels:
    """Descriptions of stored rules (``Rules.to_dict()`` as JSON text), each distinct text
    parsed once: a club database of thousands of games uses a handful of rule sets."""

    def __init__(self) -> None:
        self._by_text: dict[str, RulesLabel] = {}

    def __call__(self, text: str | None, preset: str | None = None) -> RulesLabel:
        if text is None:
            return RulesLabel(preset or "sochi")
        label = self._by_text.get(text)
        if label is None:
            label = self._by_text[text] = _parse(text, preset)
        return label


def _parse(text: str, preset: str | None) -> RulesLabel:
    try:
        data = json.loads(text)
        return rules_label(Rules.from_dict(data if isinstance(data, Mapping) else {}))
    except (ValueError, EngineError):
        # A row the game itself would refuse to open: the list still shows it, by preset.
        return RulesLabel(preset or "sochi")
