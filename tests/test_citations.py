"""Code and docs cite only files inside the repository (issue 13 item 8).

What the project's outside references say is restated in docs/ (scoring-conventions.md,
penalty-catalogue.md, toolchain-notes.md, paper-sheet.md, architecture.md), each naming its
original; a citation of a path outside the repository, or of a ``.md`` file the repository does
not have, fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SCANNED = ("app", "ui", "pulka", "tests", "docs", "benchmarks", "packaging", ".github", ".ci")
TOP_FILES = ("README.md", "Makefile", "pyproject.toml")
SUFFIXES = {".py", ".md", ".spec", ".toml", ".yml", ".in", ".sh", ".iss", ".desktop", ".xml", ""}
SKIPPED_PARTS = {"node_modules", "__pycache__", "seeds", "screenshots"}  # seeds: verbatim sources

# Compares the verbatim seed copies in docs/sources/seeds/ with the project's originals when the
# project's folder of sources sits beside the checkout (skipped otherwise): a check, not a citation.
READS_THE_ORIGINALS = {Path("tests/penalties/test_catalogue.py")}

# ``.md`` names that are not files of this repository, on purpose: files of a public repository
# named as a source with its owner (refinishru-Andre/pulka, docs/rules.md "Sources"), and the
# release notes the release build writes (packaging/release_files.py).
NOT_OURS = {"SPEC.md", "QUESTIONS-FSPR.md", "release-notes.md"}

OUTSIDE = re.compile(
    r"\.\./shared|shared/(?:design|reference|seeds)|/work/|architecture(?:\.md)? ?§"
)
MARKDOWN_FILE = re.compile(r"(?<![\w/.:-])((?:\.{1,2}/)?[\w./-]*[\w-]\.md)\b")


def scanned_files() -> list[Path]:
    files = [ROOT / name for name in TOP_FILES]
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*")):
            relative = path.relative_to(ROOT)
            if (
                path.is_file()
                and path.suffix in SUFFIXES
                and not SKIPPED_PARTS & set(relative.parts)
                and relative != Path(__file__).relative_to(ROOT)
            ):
                files.append(path)
    return files


def markdown_names() -> set[str]:
    return {p.name for p in ROOT.rglob("*.md") if not {".venv", "node_modules"} & set(p.parts)}


def resolves(cited: str, citing: Path, names: set[str]) -> bool:
    """A cited ``.md`` file exists: from the repository root, beside the citing file, or by its
    name (``paper-sheet.md`` is docs/paper-sheet.md)."""
    return (
        cited in NOT_OURS
        or (ROOT / cited).is_file()
        or (citing.parent / cited).is_file()
        or ("/" not in cited.strip("./") and Path(cited).name in names)
    )


def citations_in(text: str, citing: Path, names: set[str]) -> list[str]:
    """``line: citation`` for each path outside the repository and each missing ``.md`` file."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = re.sub(r"https?://\S+", "", line)  # web addresses name sources, not files
        found += [f"{number}: {m.group(0)}" for m in OUTSIDE.finditer(line)]
        found += [
            f"{number}: {m.group(1)}"
            for m in MARKDOWN_FILE.finditer(line)
            if not resolves(m.group(1), citing, names)
        ]
    return found


def test_code_and_docs_cite_only_files_in_the_repository() -> None:
    files = scanned_files()
    assert len(files) > 200, "the scan found too few files"
    names = markdown_names()
    found = [
        f"{path.relative_to(ROOT)}:{citation}"
        for path in files
        if path.relative_to(ROOT) not in READS_THE_ORIGINALS
        for citation in citations_in(
            path.read_text(encoding="utf-8", errors="replace"), path, names
        )
    ]
    assert found == []


def test_the_check_finds_outside_citations() -> None:
    text = (
        '"""See shared/design/paper-sheet.md, architecture §2.6 and ../shared/seeds/.\n\n'
        'Also docs/rules.md, scoring-conventions.md, ../docs/store.md and docs/nowhere.md."""\n'
    )
    found = citations_in(text, ROOT / "app" / "m.py", markdown_names())
    assert found == [
        "1: shared/design",
        "1: architecture §",
        "1: ../shared",
        "1: shared/design/paper-sheet.md",
        "3: docs/nowhere.md",
    ]
