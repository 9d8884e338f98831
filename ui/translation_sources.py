"""The Python files ``pyside6-lupdate`` reads into ``resources/i18n/*.ts``: ``ui/`` and ``app/``.

``app/`` marks its texts where it defines them (:mod:`app.texts`); ``ui/`` translates them and
its own. ``make ts`` and the test that the ``.ts`` files are current use this one list.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("app", "ui")
# Not part of the translated interface (the packaging self-test checks Qt's own catalogue).
NOT_TRANSLATED = frozenset({"ui/self_test.py"})


def translation_sources() -> list[str]:
    """Every translated source file, relative to the repository, in a stable order."""
    found = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name not in NOT_TRANSLATED:
                found.append(name)
    return found


if __name__ == "__main__":
    print("\n".join(translation_sources()))
