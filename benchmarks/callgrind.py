"""Instruction counts from valgrind's callgrind: start-up figures that do not move with load."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

# --trace-children: a frozen bundle's bootloader re-executes itself once; the last count is
# the program's.
CALLGRIND = (
    "valgrind",
    "--tool=callgrind",
    "--trace-children=yes",
    "--callgrind-out-file=/dev/null",
)


def available() -> bool:
    return shutil.which("valgrind") is not None


def count_instructions(command: list[str], env: dict[str, str], cwd: Path) -> int:
    """Instructions ``command`` executes, counted by callgrind (the same run after run, whatever
    else the machine does; wall times on the shared machine move by +-30 %)."""
    done = subprocess.run(
        [*CALLGRIND, *command], cwd=cwd, env=env, capture_output=True, text=True, check=True
    )
    counts = re.findall(r"Collected : (\d+)", done.stderr)
    if not counts:
        raise RuntimeError(f"no instruction count from callgrind: {done.stderr[-500:]}")
    return int(counts[-1])
