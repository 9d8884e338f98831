"""``make run`` checks Qt's X11 libraries first and names the packages to install (issue 14)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / ".ci" / "check-qt-libs"

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the X11 check is Linux-only")


def run_check(
    tmp_path: Path, ldd_output: str, platform: str = "xcb"
) -> subprocess.CompletedProcess[str]:
    """The script on a fake venv whose plugin ``ldd`` (a stub on PATH) reports ``ldd_output``."""
    plugin = tmp_path / "venv/lib/python3.11/site-packages/PySide6/Qt/plugins/platforms"
    plugin.mkdir(parents=True)
    (plugin / "libqxcb.so").write_bytes(b"")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    ldd = bin_dir / "ldd"
    ldd.write_text(f"#!/bin/sh\ncat <<'OUT'\n{ldd_output}\nOUT\n", encoding="utf-8")
    ldd.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "QT_QPA_PLATFORM": platform}
    return subprocess.run(
        [str(SCRIPT), str(tmp_path / "venv")], capture_output=True, text=True, env=env, check=False
    )


def test_missing_xcb_libraries_are_named_with_their_packages(tmp_path: Path) -> None:
    result = run_check(
        tmp_path,
        "\tlibxcb-cursor.so.0 => not found\n\tlibxcb-icccm.so.4 => not found\n"
        "\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x1)",
    )
    assert result.returncode == 1
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4" in result.stderr
    assert "libc" not in result.stderr


def test_nothing_missing_lets_the_app_start(tmp_path: Path) -> None:
    result = run_check(tmp_path, "\tlibxcb-cursor.so.0 => /usr/lib/libxcb-cursor.so.0 (0x1)")
    assert (result.returncode, result.stderr) == (0, "")


def test_offscreen_needs_no_x11(tmp_path: Path) -> None:
    result = run_check(tmp_path, "\tlibxcb-cursor.so.0 => not found", platform="offscreen")
    assert result.returncode == 0
