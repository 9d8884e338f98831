"""Package benchmark: the frozen Pulka bundle against a frozen bare PySide6 window.

Both are frozen in the same run by ``packaging/build.py`` with the same spec and trimming (the
baseline is ``packaging/bare_window.py``: QApplication + an empty QMainWindow). Prints each
onedir bundle's size and the wall time of a start to the first paint of the main window and
exit (``pulka --self-test --startup``: a new database in a temporary folder, translators, the
main window), median of several runs after a warm-up, alternating the two programs.

Targets (issue 7): Pulka's bundle at most 10 % larger, its start at most 1.2× slower.
Run: ``.venv/bin/python benchmarks/package.py [--runs N] [--reuse DIR]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE_TARGET = 1.10
TIME_TARGET = 1.20


def build(out: Path, target: str) -> None:
    command = [sys.executable, str(ROOT / "packaging" / "build.py"), "--out", str(out)]
    command += ["--target", target, "--bundle-only"]
    subprocess.run(command, check=True, cwd=ROOT, stdout=subprocess.DEVNULL)


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def file_count(path: Path) -> int:
    return sum(1 for p in path.rglob("*") if p.is_file())


def timed(command: list[str], cwd: Path) -> float:
    env = {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": str(cwd),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
    }
    start = time.perf_counter()
    subprocess.run(command, check=True, cwd=cwd, env=env, capture_output=True)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="timed starts of each program")
    parser.add_argument("--reuse", type=Path, help="an --out folder already holding both builds")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="pulka-bench-") as scratch:
        out = args.reuse or Path(scratch) / "out"
        if args.reuse is None:
            for target in ("bare", "pulka"):
                started = time.perf_counter()
                build(out, target)
                print(f"built {target} in {time.perf_counter() - started:.1f} s", flush=True)
        bare = out / "dist" / "bare-window"
        pulka = out / "dist" / "pulka"
        commands = {
            "bare": [str(bare / "bare-window")],
            "pulka": [str(pulka / "pulka"), "--self-test", "--startup"],
        }
        cwd = Path(scratch)
        for command in commands.values():  # warm-up: page cache, font cache
            timed(command, cwd)
        times: dict[str, list[float]] = {"bare": [], "pulka": []}
        for _ in range(args.runs):
            for name, command in commands.items():
                times[name].append(timed(command, cwd))

        sizes = {"bare": folder_size(bare), "pulka": folder_size(pulka)}
        counts = {"bare": file_count(bare), "pulka": file_count(pulka)}
        medians = {name: statistics.median(values) for name, values in times.items()}
        size_ratio = sizes["pulka"] / sizes["bare"]
        time_ratio = medians["pulka"] / medians["bare"]

    print()
    print(f"| bundle (onedir, {sys.platform}) | files | size | start to first paint and exit |")
    print("|---|---|---|---|")
    for name, label in (("bare", "bare PySide6 window"), ("pulka", "Pulka")):
        print(
            f"| {label} | {counts[name]} | {sizes[name] / 1e6:.1f} MB "
            f"| {medians[name] * 1000:.0f} ms (median of {args.runs}) |"
        )
    print(
        f"| ratio | | {size_ratio:.3f}× (target ≤ {SIZE_TARGET}) "
        f"| {time_ratio:.2f}× (target ≤ {TIME_TARGET}) |"
    )
    print()
    print(f"size target {'met' if size_ratio <= SIZE_TARGET else 'MISSED'}, ", end="")
    print(f"start-time target {'met' if time_ratio <= TIME_TARGET else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
