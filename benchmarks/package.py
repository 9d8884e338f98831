"""Package benchmark: the frozen Pulka bundle against a frozen bare PySide6 window.

Both are frozen in the same run by ``packaging/build.py`` with the same spec and trimming (the
baseline is ``packaging/bare_window.py``: QApplication + an empty QMainWindow). Prints each
onedir bundle's size and the wall time of a start to the first paint of the main window and
exit (``pulka --self-test --startup``: a new database in a temporary folder, translators, the
main window), median of several runs after a warm-up, alternating the two programs.

Targets (issue 7): Pulka's bundle at most 10 % larger, its start at most 1.2× slower. Also
timed, not a target: ``bare-window --reference`` (a menu bar and a line painted from Python),
what any real window pays above the empty one.
Run: ``.venv/bin/python benchmarks/package.py [--runs N] [--reuse DIR] [--instructions]``;
``--instructions`` also counts each start's instructions with valgrind's callgrind, a figure
that does not move with the machine's load.
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
sys.path.insert(0, str(ROOT))

from benchmarks import callgrind  # noqa: E402 - needs the project root on the path
from benchmarks.callgrind import count_instructions  # noqa: E402

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


def clean_env(cwd: Path) -> dict[str, str]:
    """A first start's environment: a fresh home, offscreen unless the caller chose."""
    return {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": str(cwd),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
    }


def timed(command: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, cwd=cwd, env=clean_env(cwd), capture_output=True)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="timed starts of each program")
    parser.add_argument("--reuse", type=Path, help="an --out folder already holding both builds")
    parser.add_argument(
        "--instructions", action="store_true", help="also count instructions (needs valgrind)"
    )
    args = parser.parse_args(argv)
    if args.instructions and not callgrind.available():
        parser.error("--instructions needs valgrind (apt-get install valgrind)")

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
            # Not a target: the same bundle showing a menu bar and a painted line.
            "reference": [str(bare / "bare-window"), "--reference"],
            "pulka": [str(pulka / "pulka"), "--self-test", "--startup"],
        }
        cwd = Path(scratch)
        for command in commands.values():  # warm-up: page cache, font cache
            timed(command, cwd)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, command in commands.items():
                times[name].append(timed(command, cwd))

        counted = (
            {
                name: count_instructions(command, clean_env(cwd), cwd)
                for name, command in commands.items()
            }
            if args.instructions
            else {}
        )
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
    reference = medians["reference"]
    print(
        f"\nreference (the bare bundle with a menu bar and a painted line, not a target): "
        f"{reference * 1000:.0f} ms = {reference / medians['bare']:.2f}× bare; "
        f"Pulka = {medians['pulka'] / reference:.2f}× the reference"
    )
    if counted:
        print("instructions of one start (callgrind): ", end="")
        print(", ".join(f"{name} {count / 1e6:.0f} M" for name, count in counted.items()), end="")
        print(
            f"; reference {counted['reference'] / counted['bare']:.2f}×, "
            f"Pulka {counted['pulka'] / counted['bare']:.2f}× bare"
        )
    print()
    print(f"size target {'met' if size_ratio <= SIZE_TARGET else 'MISSED'}, ", end="")
    print(f"start-time target {'met' if time_ratio <= TIME_TARGET else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
