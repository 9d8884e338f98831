"""Every rules option has its words in one record, and each names only values the option has."""

from __future__ import annotations

from app.engine.option_words import OPTION_WORDS
from app.engine.rules import (
    GROUP_TITLES,
    OPTION_GROUPS,
    OPTION_NAMES,
    PRESET_NAMES,
    PRESET_TITLES,
    Rules,
    option_choices,
)


def test_every_option_has_its_words_and_no_other_key_has() -> None:
    assert list(OPTION_WORDS) == list(OPTION_NAMES)
    for name, words in OPTION_WORDS.items():
        assert words.name and words.explanation and words.reference, name


def test_values_and_phrases_name_only_values_the_option_takes() -> None:
    defaults = Rules()
    for name, words in OPTION_WORDS.items():
        choices = option_choices(name)
        if isinstance(getattr(defaults, name), bool):
            assert not words.values, name
            assert set(words.changed) <= {True, False}, name
        else:
            assert set(words.values) <= set(choices or ()), name
            assert set(words.changed) <= set(choices or ()), name
        if words.values:  # a choice box names every value it lists
            assert set(words.values) == set(choices or ()), name


def test_presets_and_groups_have_titles() -> None:
    assert set(PRESET_TITLES) == set(PRESET_NAMES)
    assert set(GROUP_TITLES) == {*OPTION_GROUPS, "other"}
