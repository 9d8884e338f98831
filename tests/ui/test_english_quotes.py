"""English quotes with “ ”, never Russian «» (issue 14: about 19 penalty and wizard texts of the
English interface quoted «like this»). Russian keeps its «ёлочки»: they are in its translations."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from app.services.penalty_catalogue import CATALOGUE
from ui import i18n
from ui.wizard.texts import _rule_name

ROOT = Path(__file__).resolve().parents[2]
RUSSIAN_QUOTES = ("«", "»")
ALLOWED = {
    # Not interface text: the penalty catalogue's design notes quote the Russian sources
    # verbatim in docs/penalties.md, and the sheet's closed-pool mark is a sign, not a quote.
    "app/penalties/docs.py",
    "ui/sheet/layout.py",
}


def english_texts() -> list[tuple[str, str]]:
    """Every text of the English interface: its translation, else the source it falls back to."""
    tree = ET.parse(ROOT / "resources/i18n/pulka_en.ts")
    texts = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            texts.append((name, message.findtext("translation") or source))
            texts.append((name, source))
    return texts


def test_no_english_text_quotes_with_russian_quotes():
    texts = english_texts()
    assert len(texts) > 2000  # the whole file was read
    wrong = [f"{name}: {text}" for name, text in texts if any(q in text for q in RUSSIAN_QUOTES)]
    assert wrong == []


def test_no_string_in_the_code_quotes_english_with_russian_quotes():
    """Texts that never reach the .ts file (the command line's English, citation names)."""
    wrong = []
    for folder in ("app", "ui"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            where = str(path.relative_to(ROOT))
            if where in ALLOWED:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            docstrings = {
                id(node.body[0].value)
                for node in ast.walk(tree)
                if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef)
                and node.body
                and isinstance(node.body[0], ast.Expr)
            }
            wrong += [
                f"{where}:{node.lineno}: {node.value[:80]}"
                for node in ast.walk(tree)
                if isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
                and any(q in node.value for q in RUSSIAN_QUOTES)
                # A Russian text (demo data such as «Клуб «Туз»») quotes as Russian does.
                and not re.search("[А-Яа-яЁё]", node.value)
            ]
    assert wrong == []


def test_a_rule_named_in_a_refusal_is_quoted_as_each_language_does(english):
    rule = next(iter(CATALOGUE))
    assert _rule_name(rule).startswith("“") and _rule_name(rule).endswith("”")
    i18n.install("ru")
    try:
        assert _rule_name(rule).startswith("«") and _rule_name(rule).endswith("»")
    finally:
        i18n.install("en")
