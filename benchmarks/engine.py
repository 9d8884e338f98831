"""Engine speed: replay and settle a 1,000-deal game and a 100,000-deal batch (target: at most
30 µs per deal, issue 30).

Baseline measured in the same run: ``json.loads`` of the same events (the cheapest thing any
scorer must do with them). Prints medians of several repeats of the process's CPU time (the
machine is shared: wall time moves with the others' load, CPU time much less) with the wall
time beside it, and the ratio to the baseline; ``--instructions`` also counts the instructions
of 5,000 deals (five 1,000-deal games) and of their baseline under valgrind's callgrind, the
figure that does not move with the load at all.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.engine import fold, parse_game, settle_sheet  # noqa: E402
from benchmarks import callgrind  # noqa: E402
from benchmarks.sample_games import random_game  # noqa: E402

TARGET_US = 30.0


def median_time(action: Callable[[], object], repeats: int) -> tuple[float, float]:
    """Median CPU and wall time of ``repeats`` runs of ``action``."""
    cpu, wall = [], []
    for _ in range(repeats):
        start_cpu, start = time.process_time(), time.perf_counter()
        action()
        cpu.append(time.process_time() - start_cpu)
        wall.append(time.perf_counter() - start)
    return statistics.median(cpu), statistics.median(wall)


def score_text(text: str) -> None:
    record = parse_game(json.loads(text))
    sheet = fold(record.rules, record.players, record.first_dealer, enumerate(record.events, 1))
    settle_sheet(sheet)


COUNTED = """
import json, os, sys
sys.path.insert(0, sys.argv[1])
from benchmarks.engine import score_text
from benchmarks.sample_games import random_game
batch = [json.dumps(random_game(1_000, seed=s), ensure_ascii=False) for s in range(5)]
score_text(batch[0])  # imports and first calls, not counted
os.getppid()
for text in batch:
    score_text(text)
os.getppid()
for text in batch:
    json.loads(text)
os.getppid()
"""


def count() -> tuple[int, int]:
    """Instructions of scoring 5,000 deals, and of parsing their JSON (callgrind dumps its
    counters at each ``getppid``, as benchmarks/enter.py does)."""
    import tempfile

    from benchmarks.enter import _total

    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "cg.out"
        subprocess.run(
            [
                *("valgrind", "--tool=callgrind", "--dump-before=getppid", "--dump-instr=no"),
                *("--dump-line=no", f"--callgrind-out-file={out}"),
                *(sys.executable, "-c", COUNTED, str(ROOT)),
            ],
            capture_output=True,
            check=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        dumps = sorted(Path(folder).glob("cg.out.*"), key=lambda p: int(p.name.rsplit(".", 1)[1]))
        counts = [_total(p) for p in dumps]
    return counts[1], counts[2]


def main() -> None:
    one = json.dumps(random_game(1_000, seed=7), ensure_ascii=False)
    batch = [json.dumps(random_game(1_000, seed=s), ensure_ascii=False) for s in range(100)]

    base_one, _ = median_time(lambda: json.loads(one), 15)
    game_one, game_one_wall = median_time(lambda: score_text(one), 15)
    base_batch, _ = median_time(lambda: [json.loads(t) for t in batch], 3)
    game_batch, game_batch_wall = median_time(lambda: [score_text(t) for t in batch], 3)
    per_deal = game_batch / 100_000 * 1e6

    print(f"engine benchmark (median CPU time; wall beside it), load {os.getloadavg()[0]:.1f}")
    print(
        f"  1,000-deal game    parse JSON {base_one * 1e3:8.2f} ms   parse+replay+settle "
        f"{game_one * 1e3:8.2f} ms (wall {game_one_wall * 1e3:.2f})"
        f"   ratio {game_one / base_one:6.1f}x"
    )
    print(
        f"  100,000-deal batch parse JSON {base_batch:8.3f} s    parse+replay+settle "
        f"{game_batch:8.3f} s (wall {game_batch_wall:.3f})    ratio {game_batch / base_batch:6.1f}x"
        f"   ({per_deal:.1f} µs per deal, target <= {TARGET_US:.0f}; wall"
        f" {game_batch_wall / 100_000 * 1e6:.1f} µs)"
    )
    if "--instructions" in sys.argv:
        if not callgrind.available():
            raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
        scored, parsed = count()
        print(
            f"  instructions (callgrind, 5,000 deals): {scored / 5000 / 1e3:.1f} K per deal,"
            f" parsing the JSON {parsed / 5000 / 1e3:.1f} K: ratio {scored / parsed:.1f}x"
        )


if __name__ == "__main__":
    main()
