"""The wizard's pure builder: answers → Incident, relevant facts, missing answers, prefill."""

from __future__ import annotations

import subprocess
import sys

import pytest

from app.engine import SOCHI, Incident, Raspasy, fold
from app.penalties import CATALOGUE, apply_incident, example_facts, example_state
from app.services import GameService
from ui.wizard import incident_builder as builder
from ui.wizard import texts

PLAYERS = ("Anna", "Boris", "Vera")


def test_builder_imports_no_qt() -> None:
    # Tested without Qt: importing the builder (and its package) must not load PySide6.
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, ui.wizard.incident_builder\n"
            "raise SystemExit(any(m.startswith('PySide6') for m in sys.modules))",
        ],
        check=False,
    )
    assert result.returncode == 0


def test_dependent_fact_is_left_out_when_its_condition_fails() -> None:
    # PRIKUP-2: the bid level is asked only once the bidding started; R otherwise (A3).
    fields = {"rule": "prikup-2", "violator": "Boris", "bidding_started": False, "bid_level": 7}
    assert builder.build(fields) == Incident(
        "prikup-2", {"violator": "Boris", "bidding_started": False}
    )
    names = [s.name for s in builder.relevant_specs("prikup-2", fields)]
    assert names == ["violator", "bidding_started", "raspasy_level", "dealer_provoked"]
    fields["bidding_started"] = True
    assert builder.build(fields).facts == {
        "violator": "Boris",
        "bidding_started": True,
        "bid_level": 7,
    }
    names = [s.name for s in builder.relevant_specs("prikup-2", fields)]
    assert names == ["violator", "bidding_started", "bid_level", "dealer_provoked"]


def test_answers_are_cleaned_from_widget_values() -> None:
    # Line edits give text; empty answers are left out; an optional bool stays.
    fields = {
        "rule": "custom",
        "player": "Vera",
        "column": "whists",
        "amount": " 12 ",
        "on": "Anna",
        "reason": "",
    }
    assert builder.build(fields).facts == {
        "player": "Vera",
        "column": "whists",
        "amount": 12,
        "on": "Anna",
    }
    fields["column"] = "mountain"
    fields["amount"] = "−4"
    assert builder.build(fields).facts == {"player": "Vera", "column": "mountain", "amount": -4}
    # Not a number: passed on for the engine to name, not silently dropped.
    fields["amount"] = "abc"
    assert builder.build(fields).facts["amount"] == "abc"


def test_missing_lists_required_relevant_answers_in_schema_order() -> None:
    missing = builder.missing({"rule": "custom", "column": "whists"})
    assert [m.name for m in missing] == ["player", "amount", "on"]
    assert missing[2].question == "On whom are the whists written?"
    assert [m.name for m in builder.missing({"rule": "custom", "column": "pool"})] == [
        "player",
        "amount",
    ]
    # What the sheet knows (dealer, R) is never missing: the engine fills it in.
    assert builder.missing({"rule": "prikup-1.2"}) == []
    assert [m.name for m in builder.missing({"rule": "prikup-1.1"})] == ["bid_level"]


def test_remedies_are_choices_nobody_depends_on() -> None:
    assert [s.name for s in builder.remedy_specs("karty-2.3", {})] == ["remedy"]
    # ZAKAZ-7's resolution decides whether a second deal is asked: not switchable in place.
    assert builder.remedy_specs("zakaz-7", {}) == []
    assert builder.remedy_specs("prikup-1.1", {}) == []


def test_prefill_reads_dealer_and_raspasy_level_from_the_game(tmp_path) -> None:
    # After one raspasy the dealer is Boris and R is 4 (catalogue §2, A2 reading "next").
    with GameService(tmp_path / "pulka.sqlite3") as service:
        game_id = service.create_game(PLAYERS, "Anna", SOCHI)
        service.record(game_id, Raspasy({"Boris": 4, "Vera": 3, "Anna": 3}), 0)
        assert builder.prefill(service, game_id, "prikup-1.2", {}) == {
            "dealer": "Boris",
            "raspasy_level": 4,
        }
        # PRIKUP-2: R only while nothing was bid; the PRIKUP-0 modifier defaults to "no".
        assert builder.prefill(service, game_id, "prikup-2", {"bidding_started": False}) == {
            "raspasy_level": 4,
            "dealer_provoked": False,
        }
        assert builder.prefill(service, game_id, "prikup-2", {"bidding_started": True}) == {
            "dealer_provoked": False
        }


def test_built_incident_scores_as_the_seed_says() -> None:
    # Seed 004 item 1.1: the dealer looked at the talon at a 7: mountain += L(7) = 4.
    incident = builder.build({"rule": "prikup-1.1", "dealer": "Anna", "bid_level": 7})
    sheet = fold(SOCHI, PLAYERS, "Anna", [(1, incident)], apply_incident)
    assert dict(sheet.mountain) == {"Anna": 4, "Boris": 0, "Vera": 0}


@pytest.mark.parametrize("rule_id", sorted(CATALOGUE))
def test_example_facts_survive_the_builder(rule_id: str) -> None:
    # Every rule's example answers come back unchanged: the builder never drops a relevant fact.
    players = ("Anna", "Boris", "Vera", "Gleb") if rule_id == "prikup-8.2" else PLAYERS
    state = example_state(rule_id, players, "Anna")
    facts = example_facts(rule_id, state)
    assert builder.build({"rule": rule_id, **facts}) == Incident(rule_id, facts)
    assert builder.missing({"rule": rule_id, **facts}) == []


def test_search_matches_every_word_ignoring_case_and_yo() -> None:
    assert builder.matches(["Dealer looked at the talon", "прикуп"], "TALON dealer")
    assert builder.matches(["Снёс не те карты"], "снес")
    assert not builder.matches(["Dealer looked at the talon"], "talon discard")
    assert builder.matches(["anything"], "   ")


def test_sections_cover_the_catalogue_in_order() -> None:
    sections = builder.rules_by_section()
    assert [s for s, _ in sections] == list(builder.SECTIONS)
    assert sum(len(rules) for _, rules in sections) == len(CATALOGUE)


def test_every_catalogue_string_is_marked_for_translation() -> None:
    # lupdate sees only literal marker calls: every title, description and question of the
    # catalogue is marked where the rule defines it (app/texts.py), in the wizard's context.
    import ast
    from pathlib import Path

    from app.penalties import fact_specs

    marked = set()
    for path in Path(builder.__file__).parents[2].joinpath("app").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
                and [getattr(a, "value", None) for a in node.args[:1]] == [texts.CONTEXT]
                and isinstance(node.args[1], ast.Constant)
            ):
                marked.add(node.args[1].value)
    needed = {r.title for r in CATALOGUE.values()} | {r.description for r in CATALOGUE.values()}
    needed |= {s.question for r in CATALOGUE.values() for s in fact_specs(r)}
    assert needed - marked == set()
