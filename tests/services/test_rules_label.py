"""The rules description (issue 11 item 2): the preset and the options changed from it."""

from __future__ import annotations

import json

from app.engine import LENINGRAD, SOCHI
from app.services import GameService, rules_label
from app.services.rules_label import StoredRulesLabels


def test_a_preset_as_it_is_has_no_changes():
    assert rules_label(SOCHI).changes == ()
    assert rules_label(LENINGRAD).changes == ()
    assert not rules_label(SOCHI).modified


def test_changed_options_in_declaration_order_stakes_left_out():
    rules = SOCHI.with_options(
        {"failure_whist_split": "gentleman", "misere_cost": 8, "pool_size": 30, "whist_price": 2}
    )
    label = rules_label(rules)
    assert label.preset == "sochi"
    assert label.changes == (("misere_cost", 8), ("failure_whist_split", "gentleman"))


def test_leningrad_changed_back_to_greedy_is_a_change_of_leningrad():
    label = rules_label(LENINGRAD.with_options({"failure_whist_split": "greedy"}))
    assert (label.preset, label.changes) == ("leningrad", (("failure_whist_split", "greedy"),))


def test_stored_rules_are_parsed_once_and_bad_ones_fall_back_to_the_preset():
    labels = StoredRulesLabels()
    text = json.dumps(SOCHI.with_options({"stalingrad": True}).to_dict())
    first = labels(text, "sochi")
    assert first.changes == (("stalingrad", True),)
    assert labels(text, "sochi") is first
    assert labels("{not json", "rostov").preset == "rostov"
    assert labels(None, "leningrad").changes == ()


def test_game_list_and_game_view_carry_the_description(tmp_path):
    with GameService(tmp_path / "p.sqlite3") as service:
        plain = service.create_game(("A", "B", "C"), "A", SOCHI)
        changed = service.create_game(
            ("A", "B", "C"), "A", SOCHI.with_options({"failure_whist_split": "gentleman"})
        )
        by_id = {g.id: g for g in service.list_games()}
        assert by_id[plain].rules_label.changes == ()
        assert by_id[changed].rules_label.changes == (("failure_whist_split", "gentleman"),)
        assert service.game(changed).rules_label == by_id[changed].rules_label


def test_an_old_game_is_described_against_its_presets_revision():
    """A Leningrad game stored before revision 2 (no ``rules_revision``) plays the preset as it
    was then: not a change the players made."""
    from app.engine import Rules

    old = Rules.from_dict({"preset": "leningrad"})
    assert old.rules_revision == 1
    assert rules_label(old).changes == ()
