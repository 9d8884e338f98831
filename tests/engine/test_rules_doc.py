"""docs/rules.md documents every rules option and matches the code."""

from __future__ import annotations

from pathlib import Path

from app.engine.rules import OPTION_NAMES
from app.engine.rules_doc import OPTION_DESCRIPTIONS, options_table

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


def test_every_option_has_a_description() -> None:
    assert [name for name in OPTION_NAMES if not OPTION_DESCRIPTIONS.get(name)] == []
    assert set(OPTION_DESCRIPTIONS) <= set(OPTION_NAMES)


def test_docs_table_matches_the_code() -> None:
    text = DOC.read_text(encoding="utf-8")
    start = text.index("<!-- options-table:start -->\n") + len("<!-- options-table:start -->\n")
    end = text.index("<!-- options-table:end -->")
    assert text[start:end].strip() == options_table().strip(), (
        "docs/rules.md is stale: regenerate the table with `python -m app.engine.rules_doc`"
    )
