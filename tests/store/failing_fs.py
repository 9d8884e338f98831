"""File systems that fail the way a club PC's do: read-only, immutable, full.

Tests run as root here, and permission bits do not stop root, so "cannot write" is made with
what stops everyone: a small ``tmpfs`` remounted read-only, or ``chattr +i`` (immutable). A test
that needs one skips, with the reason, where it is not permitted (not root, no ``mount``).
"""

from __future__ import annotations

import contextlib
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, check=False)


@contextlib.contextmanager
def tmpfs(path: Path, size: str = "4m") -> Iterator[Path]:
    """A fresh ``tmpfs`` of ``size`` mounted at ``path`` (skips the test when not permitted)."""
    path.mkdir(parents=True, exist_ok=True)
    if shutil.which("mount") is None:
        pytest.skip("no mount command: cannot make a small or read-only file system")
    result = _run("mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path))
    if result.returncode != 0:
        pytest.skip(f"mounting a tmpfs is not permitted here: {result.stderr.strip()}")
    try:
        yield path
    finally:
        _run("mount", "-o", "remount,rw", str(path))
        _run("umount", "-l", str(path))


def remount_read_only(path: Path) -> None:
    result = _run("mount", "-o", "remount,ro", str(path))
    assert result.returncode == 0, result.stderr


@contextlib.contextmanager
def immutable(*paths: Path) -> Iterator[None]:
    """``chattr +i`` on ``paths`` (no one, root included, may write them), undone after."""
    if shutil.which("chattr") is None:
        pytest.skip("no chattr: cannot make a file that root cannot write")
    done = []
    try:
        for path in paths:
            result = _run("chattr", "+i", str(path))
            if result.returncode != 0:
                pytest.skip(f"chattr +i is not permitted here: {result.stderr.strip()}")
            done.append(path)
        yield
    finally:
        for path in done:
            _run("chattr", "-i", str(path))


def fill(folder: Path) -> None:
    """Fill the file system of ``folder`` to the last byte."""
    with (folder / "filler").open("wb", buffering=0) as handle:
        with contextlib.suppress(OSError):
            while True:
                handle.write(b"\0" * 65536)
        with contextlib.suppress(OSError):
            while True:
                handle.write(b"\0")
