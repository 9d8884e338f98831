"""Engine speed: replay and settle a 1,000-deal game and a 100,000-deal batch.

Baseline measured in the same run: ``json.loads`` of the same events (the cheapest thing any
scorer must do with them). Prints medians of several repeats and the ratio to the baseline.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine import fold, parse_game, settle_sheet
from benchmarks.sample_games import random_game


def median_time(action: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def score_text(text: str) -> None:
    record = parse_game(json.loads(text))
    sheet = fold(record.rules, record.players, record.first_dealer, enumerate(record.events, 1))
    settle_sheet(sheet)


def main() -> None:
    one = json.dumps(random_game(1_000, seed=7), ensure_ascii=False)
    batch = [json.dumps(random_game(1_000, seed=s), ensure_ascii=False) for s in range(100)]

    base_one = median_time(lambda: json.loads(one), 15)
    game_one = median_time(lambda: score_text(one), 15)
    base_batch = median_time(lambda: [json.loads(t) for t in batch], 3)
    game_batch = median_time(lambda: [score_text(t) for t in batch], 3)

    print("engine benchmark (median wall time)")
    print(
        f"  1,000-deal game    parse JSON {base_one * 1e3:8.2f} ms   parse+replay+settle "
        f"{game_one * 1e3:8.2f} ms   ratio {game_one / base_one:6.1f}x"
    )
    print(
        f"  100,000-deal batch parse JSON {base_batch:8.3f} s    parse+replay+settle "
        f"{game_batch:8.3f} s    ratio {game_batch / base_batch:6.1f}x"
        f"   ({game_batch / 100_000 * 1e6:.1f} µs per deal)"
    )


if __name__ == "__main__":
    main()
