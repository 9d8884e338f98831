"""New-game dialog: every rules option on the page of its group, in player's words, and the
presets of issue 18 («Питер», sport rules) reach the game exactly as the engine defines them."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QComboBox

from app.engine import preset_rules
from app.engine.rules import OPTION_GROUPS, OPTION_NAMES, PRESET_NAMES, option_choices
from ui import i18n
from ui.dialogs.new_game import NewGameDialog

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


@pytest.fixture
def dialog(qtbot, english):
    made = NewGameDialog(["Анна", "Борис", "Вера"], lambda *args: args)
    qtbot.addWidget(made)
    return made


def _choose_preset(dialog: NewGameDialog, name: str) -> None:
    dialog.preset.setCurrentIndex(dialog.preset.findData(name))


def test_every_option_is_on_the_page_of_its_group(dialog) -> None:
    groups = dialog.option_groups
    titles = [groups.item(i).text() for i in range(groups.count())]
    assert titles == [i18n.option_group_text(g) for g in OPTION_GROUPS]
    shown = set(dialog.option_widgets) | {"pool_size", "whist_price"}
    assert shown == set(OPTION_NAMES)
    page_of_group = {g: i for i, g in enumerate(OPTION_GROUPS)}
    for group, names in OPTION_GROUPS.items():
        for name in names:
            if name in dialog.option_widgets:
                assert dialog.option_page_of[name] == page_of_group[group], name
    # Picking a group shows its page.
    groups.setCurrentRow(page_of_group["raspasy"])
    page = dialog.option_pages.currentWidget()
    assert page.isAncestorOf(dialog.option_widgets["raspasy_streak_end"])


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_a_preset_reaches_the_game_unchanged(dialog, name) -> None:
    _choose_preset(dialog, name)
    assert dialog.rules() == preset_rules(name)


def test_a_new_option_chosen_in_its_tab(dialog) -> None:
    _choose_preset(dialog, "leningrad")
    combo = dialog.option_widgets["raspasy_streak_end"]
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData("whisted_made"))
    dialog.option_widgets["two_whisters_capped_at_side"].setChecked(True)
    rules = dialog.rules()
    assert rules.raspasy_streak_end == "whisted_made"
    assert rules.two_whisters_capped_at_side is True
    assert rules.consolation_amount == "whist_price_per_undertrick"


def test_russian_dialog_speaks_russian(qtbot) -> None:
    i18n.install("ru")
    try:
        dialog = NewGameDialog([], lambda *args: args)
        qtbot.addWidget(dialog)
        for i in range(dialog.option_groups.count()):
            title = dialog.option_groups.item(i).text()
            assert CYRILLIC.search(title), title
        for index in range(dialog.preset.count()):
            assert CYRILLIC.search(dialog.preset.itemText(index))
        for name, widget in dialog.option_widgets.items():
            if option_choices(name) is None:
                continue
            assert isinstance(widget, QComboBox)
            for index in range(widget.count()):
                text = widget.itemText(index)
                assert CYRILLIC.search(text), (name, text)
    finally:
        i18n.install("en")


def test_a_game_to_deals_or_time_gets_a_limit_to_start_from(dialog) -> None:
    """Issue 17: choosing how the game ends fills in its limit; the other limit goes back to 0."""
    combo = dialog.option_widgets["game_end"]
    combo.setCurrentIndex(combo.findData("deals"))
    rules = dialog.rules()
    assert (rules.game_end, rules.deal_limit, rules.time_limit_minutes) == ("deals", 12, 0)
    combo.setCurrentIndex(combo.findData("time"))
    rules = dialog.rules()
    assert (rules.game_end, rules.deal_limit, rules.time_limit_minutes) == ("time", 0, 90)
    combo.setCurrentIndex(combo.findData("all_closed"))
    assert (dialog.rules().deal_limit, dialog.rules().time_limit_minutes) == (0, 0)
