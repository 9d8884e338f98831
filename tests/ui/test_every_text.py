"""Every translatable text that can reach the screen, rendered in Russian and English.

Options (name, explanation, values), presets, option groups, the penalty catalogue (titles,
descriptions, questions, choices, citations, consequences) and every error code raised anywhere
in ``app/`` (found by scanning the source) must read as a player would say them: translated,
no untranslated fallback, no internal key, no file name, no rule id inside a question
(issue 14, "No internal words on screen").
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.engine import Rules
from app.engine.entries import RULE_REFERENCES
from app.engine.rules import OPTION_GROUPS, OPTION_NAMES, PRESET_NAMES, option_choices
from app.penalties.outcomes import Consequence
from app.services.penalty_catalogue import CATALOGUE, fact_specs
from ui import i18n, rules_words
from ui.wizard import texts

ROOT = Path(__file__).resolve().parents[2]
# The error classes whose first argument is a stable code the interface words (engine/errors.py,
# services/results.py, the penalty context's ``refuse``).
ERROR_CALLS = {
    "CodedError",
    "EngineError",
    "InvalidRules",
    "InvalidDeal",
    "InvalidGame",
    "ServiceError",
    "refuse",
}
# Every parameter an error may carry, with a value a player could have typed.
SAMPLE_PARAMS = {
    "player": "Вика",
    "name": "Пятница",
    "declarer": "Вика",
    "expected": "Борис",
    "other": "Борис",
    "contract": "7h",
    "target_contract": "8s",
    "bid": 7,
    "level": 8,
    "minimum": 7,
    "value": 3,
    "total": 9,
    "players": 2,
    "streak": 1,
    "seq": 12,
    "round": 2,
    "next_round": 3,
    "event_id": 5,
    "names": "Вика, Борис",
    "size": 2,
    "game_id": 3,
    "target": 11,
    "number": 4,
    "count": 5,
    "call": "qqcall",
    "field": "tricks",
    "column": "pool",
    "option": "penalty_dealer_share_misere",
    "preset": "moscow",
    "rule": "prikup-2",
    "fact": "violator",
    "use": "prikup-8.1r",
    "path": "/home/anna/pulka.sqlite",
    "where": "events[3]",
    "kind": "qqkind",
    "version": 9,
    "limit": 40,
    "limit_mb": 16,
    "line": 3,
    "length": 52,
    "offset": 7,
    "event": 4,
    "host": "192.168.1.5",
    "port": 8765,
    "first": "Анна",
    "second": "анна",
    "table": 2,
    "deals": 5,
    "last": 9,
    "keep": 2,
    "most": 12,
}
# Every history label the services give (app/services/game_service.py, ``Label``).
LABELS = (
    "deal",
    "raspasy",
    "entry",
    "incident",
    "correction",
    "undone",
    "redone",
    "finished",
    "reopened",
    "created",
)
FALLBACKS = ("refuses these facts", "operation was refused", "правило отвергает", "отклонена")
SNAKE_KEY = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
FILE_NAME = re.compile(r"\.(?:txt|md|py|json|sqlite)\b|https?:|www\.|\.ru\b|\.com\b")
RULE_ID = re.compile(r"\b(?:PRIKUP|ZAKAZ|KODEKS|KARTY|SDACHA|PROCEDURE|HOUSE|ПРИКУП|ЗАКАЗ)-")
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
LONE_LETTER = re.compile(r"(?<![\w♠♣♦♥])[B-HJ-Z](?![\w.])")  # “level R”, “L(c)”: formula letters
# Latin words a Russian reader does see: names of other scorekeeping programs, the search hint.
LATIN_IN_RUSSIAN = {"PrefCount", "JPref", "talon", "discard", "UTF"}


def error_codes() -> dict[str, str]:
    """Each code raised in ``app/`` with the first place it is raised, found in the source."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "app").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name not in ERROR_CALLS or not node.args:
                continue
            for constant in _strings(node.args[0], tree):
                found.setdefault(constant, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def _strings(arg: ast.expr, tree: ast.Module) -> Iterator[str]:
    """The codes an argument can be: a literal, a conditional of literals, or a local name
    assigned such (``code = "a" if x else "b"``); a code passed on from a caught error is
    counted where it was first raised."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        yield arg.value
    elif isinstance(arg, ast.IfExp):
        yield from _strings(arg.body, tree)
        yield from _strings(arg.orelse, tree)
    elif isinstance(arg, ast.Name):
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == arg.id for t in node.targets
            ):
                yield from _strings(node.value, tree)


def screen_texts() -> Iterator[tuple[str, str, str]]:
    """(what, text, kind) for every text below; kind says which checks apply."""
    for name in OPTION_NAMES:
        title, explanation = i18n.option_text(name)
        yield f"option {name}", title, "name"
        yield f"option {name} explanation", explanation, "sentence"
        for choice in option_choices(name) or ():
            yield f"option {name} = {choice}", i18n.choice_text(name, choice), "name"
            # the game's rules summary: “Sochi (changed: …)”
            yield f"changed {name} = {choice}", rules_words.option_value_text(name, choice), "q"
        default = getattr(Rules(), name)
        for value in (True, False) if isinstance(default, bool) else (default,):
            yield f"changed {name} = {value}", rules_words.option_value_text(name, value), "q"
    for group in OPTION_GROUPS:
        yield f"group {group}", i18n.option_group_text(group), "name"
    for preset in PRESET_NAMES:
        yield f"preset {preset}", i18n.preset_text(preset), "name"
    for rule in CATALOGUE.values():
        yield f"{rule.id} section", texts.section_title(rule.section), "name"
        yield f"{rule.id} title", texts.rule_title(rule), "question"
        yield f"{rule.id} description", texts.rule_description(rule), "description"
        yield f"{rule.id} citation", texts.citation_text(rule), "question"
        for spec in fact_specs(rule):
            yield f"{rule.id} question {spec.name}", texts.question(spec), "question"
            for choice in spec.choices:
                yield f"{rule.id} {spec.name} = {choice}", texts.choice_text(choice), "name"
    for consequence in Consequence:
        named = {"violator": "Вика", "other_bidder": "Борис", "previous_bidder": "Борис"}
        yield f"consequence {consequence.value}", texts.consequence_text(consequence.value), "q"
        yield (
            f"consequence {consequence.value} (named)",
            texts.consequence_text(consequence.value, named),
            "question",
        )
    for code in RULE_REFERENCES:  # why an amount is on the sheet (hover, previews)
        yield f"provenance {code}", i18n.rule_text(code), "name"
    for code in LABELS:  # history and Undo/Redo
        yield f"label {code}", i18n.label_text(code, SAMPLE_PARAMS), "question"
    for code, where in error_codes().items():
        yield f"error {code} ({where})", texts.error_text(code, SAMPLE_PARAMS), "question"


# Values that come from the user's data (a game file, a path), shown as they are.
DATA_PARAMS = ("preset", "rule", "fact", "path", "call", "kind", "where")


def problems(text: str, kind: str, lang: str) -> list[str]:
    for name in DATA_PARAMS:
        text = text.replace(str(SAMPLE_PARAMS[name]), "")
    found = []
    if not text.strip():
        found.append("empty")
    if any(mark in text for mark in FALLBACKS):
        found.append("untranslated fallback")
    if PLACEHOLDER.search(text):
        found.append("unfilled placeholder")
    if SNAKE_KEY.search(text):
        found.append(f"raw key {SNAKE_KEY.search(text).group()!r}")
    if FILE_NAME.search(text):
        found.append("file name or address")
    if kind != "description" and RULE_ID.search(text):
        found.append("rule id")
    if kind in ("question", "q") and LONE_LETTER.search(text):
        found.append(f"formula letter {LONE_LETTER.search(text).group()!r}")
    if lang == "ru":
        latin = set(re.findall(r"[A-Za-z]{2,}", text)) - LATIN_IN_RUSSIAN
        if latin:
            found.append(f"English in Russian: {sorted(latin)}")
    return found


def test_the_scan_finds_the_error_codes_of_every_layer() -> None:
    codes = error_codes()
    # engine, game file, history, penalties (ctx.refuse and a conditional code), services
    for code in ("tricks_sum", "format_unknown", "undo_target", "contract_not_six", "stale"):
        assert code in codes
    assert {"raspasy_on_contract_rule", "contract_on_raspasy_rule"} <= set(codes)
    assert len(codes) >= 98


def text_homes() -> dict[str, dict[str, str]]:
    """The one home of each error code's text: the module of the layer that raises it."""
    from app.engine import messages as engine
    from app.services import messages as services
    from app.services.penalty_catalogue import PENALTY_MESSAGES

    return {
        "app/engine/messages.py": engine.MESSAGES,
        "app/services/messages.py": {**services.MESSAGES, **services.STORE_MESSAGES},
        "app/penalties/messages.py": PENALTY_MESSAGES,
    }


def test_every_code_raised_in_app_has_a_text_in_its_home() -> None:
    homes = text_homes()
    missing = {
        code: where
        for code, where in error_codes().items()
        if not any(code in table for table in homes.values())
    }
    assert not missing, f"codes without a text (add it to a messages.py): {missing}"
    # one code, one text: a refusal a player meets in the wizard and on the sheet alike
    # (whists_on_self) is worded once, by the engine
    engine, services, penalties = homes.values()
    assert set(engine) & set(services) == set()
    assert set(engine) & set(penalties) == set()


def test_the_checks_catch_what_the_issue_names() -> None:
    """The checks themselves fail on the examples of issue 14."""
    assert "untranslated fallback" in problems("The rule refuses these facts (x).", "q", "en")
    assert problems("penalty_raspasy_levels", "name", "en")
    assert problems("004_3091ae4dcc3f7f5d.txt 1, 1.2", "question", "en")
    assert problems("Текущий уровень распасов R (2, 4 или 6 по серии)", "question", "ru")
    assert problems("Сдающий спровоцировал (ПРИКУП-0: тот же штраф)?", "question", "ru")
    assert problems("жадный (greedy)", "name", "ru")
    assert problems("Штраф (penalty text truncated)", "question", "ru")
    assert not problems("Клубный свод «Прикуп», п. 1.2", "question", "ru")


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_text_on_screen_reads_as_a_player_would_say_it(qapp, lang) -> None:
    i18n.install(lang)
    try:
        bad = []
        for what, text, kind in screen_texts():
            for problem in problems(text, kind, lang):
                bad.append(f"{what}: {problem}: {text!r}")
        assert not bad, f"{len(bad)} texts:\n" + "\n".join(bad)
    finally:
        i18n.install("en")


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_each_option_has_its_own_name_and_explanation(qapp, lang) -> None:
    i18n.install(lang)
    try:
        names = [i18n.option_text(name) for name in OPTION_NAMES]
        for key, (title, explanation) in zip(OPTION_NAMES, names, strict=True):
            assert title != key and explanation, key
            assert i18n.option_source_text(key), key  # the "why" tooltip
        assert len({title for title, _ in names}) == len(names)
    finally:
        i18n.install("en")


NAME = r"\{(?:player|on|other|declarer|expected|dealer|name)\}"
# A name after a preposition needs a case ending the program cannot give it ("на Вика");
# a past-tense verb after a name takes the player's gender ("Аня играл").
NEEDS_CASE = re.compile(r"\b(?:на|у|от|для|к|с|со|по|о|об|при|без)\s+" + NAME, re.IGNORECASE)
NEEDS_GENDER = re.compile(NAME + r"\s+(?:не\s+)?(?:мог|должен|\w+(?:ал|ил|ел|ял|ыл))\b")


def russian_translations() -> list[tuple[str, str]]:
    import xml.etree.ElementTree as ET

    out = []
    for context in ET.parse(ROOT / "resources/i18n/pulka_ru.ts").iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.text:
                out.append((message.findtext("source") or "", translation.text))
    return out


def test_russian_names_need_no_case_or_gender() -> None:
    assert NEEDS_CASE.search("висты на {on}") and NEEDS_GENDER.search("{declarer} играл мизер")
    assert not NEEDS_CASE.search("висты на игрока {on}")
    bad = [
        f"{source!r}: {text!r}"
        for source, text in russian_translations()
        if NEEDS_CASE.search(text) or NEEDS_GENDER.search(text)
    ]
    assert not bad, "\n".join(bad)


def test_the_interface_names_every_source_as_the_docs_do(qapp) -> None:
    """Each citation source is a known book; the English interface names it exactly as
    docs/penalties.md does and the Russian one in Russian — both from the one table of
    app/penalties/sources.py (issue 26, item 5)."""
    from app.services.penalty_catalogue import BOOKS, HEADINGS, book_reference

    i18n.install("en")
    for rule in CATALOGUE.values():
        assert rule.citation.source in BOOKS, rule.id
        for item in rule.citation.items:
            assert item[:1].isdigit() or item in HEADINGS, (rule.id, item)
        assert texts.citation_text(rule) == book_reference(rule.citation, rule.section, rule.id)
    i18n.install("ru")
    try:
        for rule in CATALOGUE.values():
            russian = texts.citation_text(rule)
            assert russian != book_reference(rule.citation, rule.section, rule.id), rule.id
            assert not any(book in russian for book in BOOKS.values()), (rule.id, russian)
        code = next(r for r in CATALOGUE.values() if r.section == "kodeks")
        assert texts.citation_text(code).startswith("Кодекс преферанса, ")
    finally:
        i18n.install("en")
