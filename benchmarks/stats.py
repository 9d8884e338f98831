"""Statistics benchmark: every player's figures and the players list over a club database.

Run: ``.venv/bin/python benchmarks/stats.py`` (a few minutes: building 10,000 summaries folds
500,000 events once). Generates, deterministically, a club of 60 players and 10,000 games of 50
events each (three- and four-handed, three presets), then prints, in the same run:

* the baseline, a plain ``SELECT count(*) FROM events``;
* building every summary from scratch (``pulka stats --rebuild``);
* with warm summaries: every player's figures, the whole ``pulka stats`` report (figures,
  rating, season table), and the players list; targets 300 ms and 200 ms (issue 16).

Then the same on a club server (``benchmarks/stats_server.py``; skipped, saying so, without
PostgreSQL; ``benchmarks/stats.py sqlite`` runs only the file). Figures go to docs/benchmarks.md
(section "Statistics").
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.engine import preset_rules
from app.services.stats import StatsService
from app.store.db import open_database
from benchmarks.sample_games import random_game

GAMES = 10_000
EVENTS_PER_GAME = 50
CLUB = tuple(f"Игрок {i:02d}" for i in range(60))
TEMPLATES = 24
SAMPLES = 5
PRESETS = ("sochi", "leningrad", "rostov")


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


CPU: dict[str, float] = {}
"""CPU time (median) of each measurement: the machine may be shared, wall time then grows."""


def median_time(action: object, samples: int = SAMPLES, name: str = "") -> float:
    times, cpu = [], []
    for _ in range(samples):
        start, start_cpu = time.perf_counter(), time.process_time()
        action()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    CPU[name] = statistics.median(cpu)
    return statistics.median(times)


def templates() -> list[tuple[str, int, list[str]]]:
    """Random legal games with placeholder names: (preset, seats, event payloads)."""
    out = []
    for i in range(TEMPLATES):
        seats = 3 if i % 2 == 0 else 4
        preset = PRESETS[i % 3]
        names = tuple(f"@{k}@" for k in range(seats))
        game = random_game(EVENTS_PER_GAME, seed=i, preset=preset, players=names, pool_size=400)
        payloads = [json.dumps(e, ensure_ascii=False, sort_keys=True) for e in game["events"]]
        out.append((preset, seats, payloads))
    return out


def club() -> Iterator[tuple[int, list[str], list[int], str, str, list[tuple[int, str, str]]]]:
    """The club's games, the same for both backends: (game, names, player ids - 1, preset,
    time, events as (seq, kind, payload))."""
    rng = random.Random(16)
    shapes = templates()
    for game in range(1, GAMES + 1):
        preset, seats, payloads = shapes[rng.randrange(len(shapes))]
        chosen = rng.sample(range(len(CLUB)), seats)
        names = [CLUB[i] for i in chosen]
        day = f"2025-{9 + game * 12 // (GAMES + 1):02d}-{1 + game % 28:02d}"
        stamp = f"{day}T19:{game % 60:02d}:00+00:00" if int(day[5:7]) <= 12 else day
        events = []
        for seq, payload in enumerate(payloads, start=1):
            for k, name in enumerate(names):
                payload = payload.replace(f"@{k}@", name)
            events.append((seq, json.loads(payload)["type"], payload))
        yield game, names, chosen, preset, stamp, events


def rules_json() -> dict[str, str]:
    return {
        p: json.dumps(preset_rules(p).with_options({"pool_size": 400}).to_dict()) for p in PRESETS
    }


def generate(path: Path) -> None:
    open_database(path, backups=0).close()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous = OFF")  # generation only
    rules = rules_json()
    conn.execute("BEGIN")
    for pid, name in enumerate(CLUB, start=1):
        conn.execute("INSERT INTO players VALUES (?, ?, '2025-09-01')", [pid, name])
    for game, names, chosen, preset, stamp, events in club():
        conn.execute(
            "INSERT INTO games (id, players, rules, first_dealer, status, created_at,"
            " finished_at, updated_at, last_seq) VALUES (?, ?, ?, ?, 'finished', ?, ?, ?, ?)",
            [
                game,
                json.dumps(names, ensure_ascii=False),
                rules[preset],
                names[0],
                stamp,
                stamp,
                stamp,
                EVENTS_PER_GAME,
            ],
        )
        conn.executemany(
            "INSERT INTO game_players VALUES (?, ?, ?)",
            [(game, seat, chosen[seat] + 1) for seat in range(len(names))],
        )
        conn.executemany(
            "INSERT INTO events VALUES (?, ?, ?, ?, 1, ?)",
            [(game, seq, kind, payload, stamp) for seq, kind, payload in events],
        )
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def main() -> None:
    backends = sys.argv[1:] or ["sqlite", "server"]
    with tempfile.TemporaryDirectory(dir=os.environ.get("PULKA_BENCH_DIR")) as tmp:
        path = Path(tmp) / "club.sqlite3"
        start = time.perf_counter()
        generate(path)
        print(
            f"club database: {GAMES} games, {GAMES * EVENTS_PER_GAME} events, {len(CLUB)}"
            f" players, {path.stat().st_size / 2**20:.1f} MiB"
            f" (generated in {time.perf_counter() - start:.1f} s)"
        )
        with StatsService.open(path) as stats:
            conn = stats.conn
            baseline = median_time(
                lambda: conn.execute("SELECT count(*) FROM events").fetchone(), name="baseline"
            )
            print(f"  baseline SELECT count(*) FROM events (median of {SAMPLES}): {ms(baseline)}")
            start = time.perf_counter()
            built = stats.rebuild()
            print(
                f"  build all {built} summaries (cold, --rebuild):"
                f" {time.perf_counter() - start:.1f} s"
            )
            figures = median_time(stats.figures, name="figures")
            players = median_time(stats.players, name="players")
            fresh = median_time(stats.refresh, name="fresh")
            # The report's results and rating are remembered between calls: the first call
            # after a change is the honest figure, then the remembered one.
            fresh_service = StatsService(stats.conn)  # nothing remembered yet
            report_first = median_time(fresh_service.report, samples=1, name="report_first")
            report = median_time(stats.report, name="report")
            count = len(stats.figures())
        print(
            f"  (CPU time of the baseline: {ms(CPU['baseline'])};"
            f" load average {os.getloadavg()[0]:.1f})"
        )
        print(
            f"  warm: figures of all {count} players: {ms(figures)}"
            f" (CPU {ms(CPU['figures'])}; target 300 ms)"
        )
        print(f"  warm: players list: {ms(players)} (CPU {ms(CPU['players'])}; target 200 ms)")
        print(
            f"  warm: whole report (figures, rating, season table): first after a change"
            f" {ms(report_first)} (CPU {ms(CPU['report_first'])}), then {ms(report)}"
        )
        print(f"  warm: freshness check alone (no summary stale): {ms(fresh)}")
        print(
            f"  ratios to the baseline: figures {figures / baseline:.1f}x,"
            f" players list {players / baseline:.1f}x"
        )
        if "server" in backends:
            from benchmarks.stats_server import bench_server

            bench_server(path)


if __name__ == "__main__":
    main()
