"""Completeness against the seed files, generated docs, examples, and ``pulka rules``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from app.cli import main
from app.engine.errors import InvalidDeal
from app.engine.events import Incident
from app.engine.sheet import apply_event
from app.penalties import CATALOGUE, example_facts, example_state, validate_facts
from app.penalties.docs import INTERPRETATIONS, render_markdown
from tests.penalties.support import FOUR, THREE

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "docs" / "sources" / "seeds"  # verbatim copies, see docs/sources/README.md
SHARED_SEEDS = ROOT.parent / "shared" / "seeds"
NUMBERED = {
    "000_b45b8bc3a70c1b4b.txt": "kodeks",
    "001_f3088321cbf56098.txt": "zakaz",
    "004_3091ae4dcc3f7f5d.txt": "prikup",
}
NUMBER = re.compile(r"^\s*(\d+(?:\.\d+)*)\.", re.MULTILINE)


def _seed(name: str) -> str:
    return (SEEDS / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", [*sorted(NUMBERED), "003_644d51d8ded7b708.txt"])
def test_seed_copies_are_verbatim(name: str) -> None:
    original = SHARED_SEEDS / name
    if not original.exists():
        pytest.skip("the project's shared/ folder is not beside this checkout")
    assert (SEEDS / name).read_bytes() == original.read_bytes()


@pytest.mark.parametrize("name", sorted(NUMBERED))
def test_every_seed_rule_number_maps_to_a_catalogue_entry(name: str) -> None:
    numbers = set(NUMBER.findall(_seed(name)))
    assert len(numbers) >= 10  # the parse found the rule list
    cited = {
        item
        for rule in CATALOGUE.values()
        if rule.citation.source == name
        for item in rule.citation.items
    }
    assert numbers - cited == set(), f"uncited rule numbers in {name}"
    assert cited - numbers == set(), f"citations of numbers absent from {name}"


def test_every_heading_of_the_bridge_digest_maps_to_a_procedure_rule() -> None:
    text = _seed("003_644d51d8ded7b708.txt")
    headings = [
        line.strip() for line in text.splitlines() if line.strip() and line.strip().isupper()
    ]
    assert len(headings) == 5
    cited = [
        item
        for rule in CATALOGUE.values()
        if rule.section == "procedure"
        for item in rule.citation.items
    ]
    for heading in headings:
        assert any(item in heading for item in cited), heading


def test_catalogue_counts_match_the_reference() -> None:
    sections = [rule.section for rule in CATALOGUE.values()]
    counts = {s: sections.count(s) for s in set(sections)}
    # penalty-catalogue §8: 20 + 13 + 10 + 4 + 4 + 6 + 6 = 63, plus the custom penalty.
    assert counts == {
        "prikup": 20,
        "zakaz": 13,
        "kodeks": 10,
        "karty": 4,
        "sdacha": 4,
        "procedure": 6,
        "house": 6,
        "custom": 1,
    }


def test_docs_are_generated_from_the_code() -> None:
    assert (ROOT / "docs" / "penalties.md").read_text(encoding="utf-8") == render_markdown()


def test_docs_cover_every_rule_and_interpretation() -> None:
    text = render_markdown()
    for rule_id in CATALOGUE:
        assert f"### `{rule_id}`" in text
    for key in (f"A{i}" for i in range(1, 22)):
        assert key in INTERPRETATIONS
    for rule in CATALOGUE.values():
        assert set(rule.choices) <= set(INTERPRETATIONS)


@pytest.mark.parametrize("players", [THREE, FOUR], ids=["three", "four"])
@pytest.mark.parametrize("rule_id", sorted(CATALOGUE))
def test_example_facts_preview_every_rule(rule_id: str, players: tuple[str, ...]) -> None:
    if rule_id == "prikup-8.2" and players == THREE:
        # A four-handed house rule: a three-handed game refuses it.
        state = example_state(rule_id, players, "Anna")
        with pytest.raises(InvalidDeal) as refused:
            validate_facts(rule_id, example_facts(rule_id, state), state)
        assert refused.value.code == "rule_needs_four_players"
        return
    state = example_state(rule_id, players, "Anna")
    facts = example_facts(rule_id, state)
    checked = validate_facts(rule_id, facts, state)
    assert set(facts) <= set(checked)
    outcome = apply_event(state, 50, Incident(rule_id, facts))
    assert outcome.kind == "incident"
    assert all(entry.event == 50 for entry in outcome.entries)


def test_pulka_rules_json_lists_every_rule_with_its_schema(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    rules = {rule["id"]: rule for rule in doc["rules"]}
    assert set(rules) == set(CATALOGUE)
    assert doc["rules"][0]["id"].startswith("prikup")
    facts = {f["name"]: f for f in rules["prikup-7"]["facts"]}
    assert facts["raspasy_level"]["depends_on"] == {"bidding_started": [False]}
    assert facts["raspasy_level"]["game_fills"] == "raspasy_level"
    assert facts["bid_level"]["allowed"] == [6, 7, 8, 9, 10, "misere"]
    assert "dealer_provoked" in facts
    assert rules["kodeks-3.4.9"]["carries_deal"] is True


def test_pulka_rules_id_explains_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "prikup-1.1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("prikup-1.1 — Dealer looked at the talon during the bidding")
    assert "Source: Club rules “The talon”, item 1.1" in out and ".txt" not in out
    assert "mountain(dealer) += L(current bid)" in out
    assert "filled in by the game (dealer)" in out


def test_pulka_rules_unknown_id_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "prikup-42"]) == 2
    assert "unknown penalty rule 'prikup-42'" in capsys.readouterr().err


def test_pulka_score_scores_incidents(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_text(
        json.dumps(
            {
                "format": "pulka-game",
                "players": list(THREE),
                "rules": "sochi",
                "events": [{"type": "incident", "rule": "prikup-1.1", "facts": {"bid_level": 7}}],
            }
        ),
        encoding="utf-8",
    )
    assert main(["score", str(path), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["sheet"]["mountain"]["Anna"] == 4


def test_every_rule_is_in_a_listed_section_and_every_section_has_rules() -> None:
    """One list of sections (app/penalties/sections.py) orders the wizard, the CLI and the docs."""
    from app.penalties.sections import SECTIONS

    listed = [section.id for section in SECTIONS]
    assert len(set(listed)) == len(listed)
    assert {rule.section for rule in CATALOGUE.values()} == set(listed)


def test_a_rule_in_an_unlisted_section_is_refused() -> None:
    from dataclasses import replace

    from app.penalties.catalogue import register

    stray = replace(CATALOGUE["karty-1"], id="karty-99", section="nowhere")
    with pytest.raises(AssertionError, match="nowhere"):
        register(stray)
