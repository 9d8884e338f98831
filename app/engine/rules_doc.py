"""The option table of ``docs/rules.md``: each option's reference line and its preset values.

The reference line is written with the option's other words (``app/engine/option_words.py``).

``python -m app.engine.rules_doc`` prints the table; ``tests/engine/test_rules_doc.py`` checks
that the copy in ``docs/rules.md`` is identical, so the documentation cannot drift from the code.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Any

from app.engine.option_words import OPTION_WORDS
from app.engine.rules import (
    FSPR,
    LENINGRAD,
    OPTION_NAMES,
    PITER,
    ROSTOV,
    SOCHI,
    Rules,
    option_source,
)


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return "–".join(str(v) for v in value) if value else "(any)"
    if isinstance(value, Fraction):
        return str(value)
    return str(value)


def options_table() -> str:
    """The Markdown table of every option with its five preset values and its source."""
    rows = [
        "| option | meaning | Sochi | Leningrad | Rostov | Питер | ФСПР | source |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name in OPTION_NAMES:
        presets = [_show(getattr(rules, name)) for rules in (SOCHI, LENINGRAD, ROSTOV, PITER, FSPR)]
        description = OPTION_WORDS[name].reference
        rows.append(f"| `{name}` | {description} | {' | '.join(presets)} | {option_source(name)} |")
    return "\n".join(rows)


def default_options() -> dict[str, Any]:
    """Sochi's options as JSON values (the defaults of a ``pulka-game`` file)."""
    return {f.name: getattr(Rules(), f.name) for f in dataclasses.fields(Rules)}


if __name__ == "__main__":
    print(options_table())
