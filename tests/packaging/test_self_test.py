"""``pulka --self-test`` from the source tree (the frozen one is checked in test_linux_package)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_pulka(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    return subprocess.run(
        [sys.executable, "-c", "import sys; from pulka import main; sys.exit(main())", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_self_test_records_undoes_and_renders(tmp_path: Path) -> None:
    result = run_pulka("--self-test", tmp_path=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].endswith("self-test (source)")
    assert "  record a deal: 7♥ made: pool 4, whists 12" in lines
    assert "  undo it: sheet empty again, redo available" in lines
    assert lines[-1] == "self-test: ok"
    # Nothing was written to the user's places: the database lives in a temporary folder.
    assert not any(tmp_path.rglob("*.sqlite"))


def test_startup_probe_exits_at_first_paint(tmp_path: Path) -> None:
    result = run_pulka("--self-test", "--startup", tmp_path=tmp_path)
    assert (result.returncode, result.stdout) == (0, ""), result.stderr
    assert not any(tmp_path.rglob("*.sqlite"))
