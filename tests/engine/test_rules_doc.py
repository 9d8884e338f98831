"""docs/rules.md documents every rules option and matches the code."""

from __future__ import annotations

from pathlib import Path

from app.engine.rules_doc import options_table

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


def test_docs_table_matches_the_code() -> None:
    text = DOC.read_text(encoding="utf-8")
    start = text.index("<!-- options-table:start -->\n") + len("<!-- options-table:start -->\n")
    end = text.index("<!-- options-table:end -->")
    assert text[start:end].strip() == options_table().strip(), (
        "docs/rules.md is stale: regenerate the table with `python -m app.engine.rules_doc`"
    )
