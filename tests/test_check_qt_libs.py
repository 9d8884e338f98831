"""``make run`` checks Qt's X11 libraries first (issue 14) and, on Debian and Ubuntu, installs
the missing ones itself, as root or through sudo (issue 32, item 4); elsewhere it names them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / ".ci" / "check-qt-libs"
TOOLS = ("bash", "env", "uname", "ls", "head", "awk", "sort", "cat", "touch", "sh")
"""The commands the script and the stubs use: the only ones on the test's PATH, so the
machine's own apt-get, dpkg and sudo never run."""

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the X11 check is Linux-only")

MISSING = (
    "\tlibxcb-cursor.so.0 => not found\n\tlibxcb-icccm.so.4 => not found\n"
    "\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x1)"
)


def stub(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)


def run_check(
    tmp_path: Path,
    ldd_output: str,
    platform: str = "xcb",
    *,
    uid: int = 1000,
    apt: bool = False,
    sudo: bool = False,
    apt_works: bool = True,
) -> subprocess.CompletedProcess[str]:
    """The script on a fake venv whose plugin ``ldd`` (a stub) reports ``ldd_output`` until a
    stub ``apt-get install`` has run (then nothing is missing). ``apt``: a Debian-like system
    (apt-get and dpkg); ``sudo``: sudo is there; ``uid``: who runs it (0: root)."""
    plugin = tmp_path / "venv/lib/python3.11/site-packages/PySide6/Qt/plugins/platforms"
    plugin.mkdir(parents=True)
    (plugin / "libqxcb.so").write_bytes(b"")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in TOOLS:
        found = shutil.which(tool)
        assert found is not None, tool
        (bin_dir / tool).symlink_to(found)
    installed = tmp_path / "installed"
    log = tmp_path / "calls.log"
    stub(
        bin_dir,
        "ldd",
        f'if [ -e "{installed}" ]; then echo "\tlibxcb-cursor.so.0 => /usr/lib/x.so (0x1)"; '
        f"else cat <<'OUT'\n{ldd_output}\nOUT\nfi",
    )
    stub(bin_dir, "id", f"echo {uid}")
    if apt:
        result = f'touch "{installed}"' if apt_works else "exit 100"
        stub(
            bin_dir,
            "apt-get",
            f'echo "apt-get $*" >> "{log}"\ncase "$1" in install) {result} ;; esac',
        )
        stub(bin_dir, "dpkg", "exit 0")
    if sudo:
        stub(bin_dir, "sudo", f'echo "sudo" >> "{log}"\nexec "$@"')
    env = {**os.environ, "PATH": str(bin_dir), "QT_QPA_PLATFORM": platform}
    done = subprocess.run(
        [str(SCRIPT), str(tmp_path / "venv")], capture_output=True, text=True, env=env, check=False
    )
    done.calls = log.read_text(encoding="utf-8").splitlines() if log.exists() else []  # type: ignore[attr-defined]
    return done


def test_elsewhere_the_missing_libraries_are_named_with_their_packages(tmp_path: Path) -> None:
    result = run_check(tmp_path, MISSING)
    assert result.returncode == 1
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4" in result.stderr
    assert "libc" not in result.stderr


def test_as_root_on_debian_they_are_installed_and_the_app_starts(tmp_path: Path) -> None:
    result = run_check(tmp_path, MISSING, uid=0, apt=True)
    assert result.returncode == 0, result.stderr
    assert result.calls == [  # type: ignore[attr-defined]
        "apt-get install -y -q --no-install-recommends libxcb-cursor0 libxcb-icccm4"
    ]
    # What and why, before apt-get's own output.
    assert "Qt's X11 support" in result.stderr
    assert "Installing them: apt-get install libxcb-cursor0 libxcb-icccm4" in result.stderr


def test_a_user_on_debian_installs_them_through_sudo(tmp_path: Path) -> None:
    result = run_check(tmp_path, MISSING, apt=True, sudo=True)
    assert result.returncode == 0, result.stderr
    assert result.calls[0] == "sudo"  # type: ignore[attr-defined]
    assert "Installing them: sudo apt-get install libxcb-cursor0" in result.stderr


def test_a_stale_package_index_is_updated_once_then_installed_again(tmp_path: Path) -> None:
    result = run_check(tmp_path, MISSING, uid=0, apt=True, apt_works=False)
    assert result.returncode == 1
    assert [c.split()[1] for c in result.calls] == ["install", "update", "install"]  # type: ignore[attr-defined]
    assert "apt-get could not install them" in result.stderr
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4" in result.stderr


def test_a_user_without_sudo_is_told_what_to_install(tmp_path: Path) -> None:
    result = run_check(tmp_path, MISSING, apt=True)
    assert result.returncode == 1
    assert result.calls == []  # type: ignore[attr-defined]
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4" in result.stderr


def test_nothing_missing_lets_the_app_start(tmp_path: Path) -> None:
    result = run_check(tmp_path, "\tlibxcb-cursor.so.0 => /usr/lib/libxcb-cursor.so.0 (0x1)")
    assert (result.returncode, result.stderr) == (0, "")


def test_offscreen_needs_no_x11(tmp_path: Path) -> None:
    result = run_check(tmp_path, "\tlibxcb-cursor.so.0 => not found", platform="offscreen")
    assert result.returncode == 0
