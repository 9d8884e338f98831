"""Club server benchmark: recording a deal on PostgreSQL, alone and with 20 tables at once.

Run: ``.venv/bin/python benchmarks/server.py`` (about two minutes; needs PostgreSQL installed,
as the tests do). A throwaway cluster is started on the loopback interface with its default
durability (``fsync``, ``synchronous_commit`` on), as in :mod:`tests.pg_cluster`.

1. Pulka's ``record()`` through :class:`GameService` over :class:`PostgresStore` against a raw
   psycopg ``INSERT`` + ``COMMIT`` of one row, interleaved so both see the same load (target:
   Pulka's median at most 2x the raw one).
2. 20 table clients (processes) recording at a human-fast pace (a deal every 0.3-0.7 s each,
   about 40 deals a second in all), p50/p99 of record latency, against one client alone at the
   same pace (target: the 20 tables' p99 at most 3x the single client's median).

Figures go to ``docs/benchmarks.md`` (section "Club server").
"""

from __future__ import annotations

import multiprocessing
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import psycopg

from app.engine import SOCHI
from app.services import GameService
from app.store.postgres.backend import open_postgres
from app.store.postgres.server import init_server
from benchmarks.store import PLAYERS, deal
from tests.pg_cluster import find_bindir, running_cluster

SAMPLES = 300
TABLES = 20
DEALS_PER_TABLE = 40
PACE_S = (0.3, 0.7)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def bench_single(url: str) -> None:
    """Pulka's record() against a raw INSERT + COMMIT, interleaved."""
    raw = psycopg.connect(url)
    service = GameService(open_postgres(url))
    game = service.create_game(PLAYERS, "Anna", SOCHI)
    for i in range(20):  # warm-up: connections, caches, plans
        service.record(game, deal(i), i)
    seq = 20
    pulka: list[float] = []
    baseline: list[float] = []
    for i in range(SAMPLES):
        start = time.perf_counter()
        raw.execute(
            "INSERT INTO public.raw_events VALUES (%s, %s, %s::jsonb)",
            [1, i, '{"type":"deal"}'],
        )
        raw.commit()
        baseline.append(time.perf_counter() - start)
        start = time.perf_counter()
        service.record(game, deal(seq), seq)
        pulka.append(time.perf_counter() - start)
        seq += 1
    service.close()
    raw.close()
    p, b = statistics.median(pulka), statistics.median(baseline)
    print(f"record a deal (median of {SAMPLES}): Pulka {ms(p)}, raw INSERT+COMMIT {ms(b)}")
    print(f"  ratio {p / b:.2f}x (target <= 2x); p99 Pulka {ms(percentile(pulka, 0.99))}")


def _table(url: str, game: int, seed: int, start_at: float, out: Any) -> None:
    rng = random.Random(seed)
    latencies = []
    with GameService(open_postgres(url)) as service:
        service.game(game)  # connect and load before the clock starts, as an open table has
        time.sleep(max(0.0, start_at - time.time()))
        for seq in range(DEALS_PER_TABLE):
            time.sleep(rng.uniform(*PACE_S))
            start = time.perf_counter()
            service.record(game, deal(seq), seq)
            latencies.append(time.perf_counter() - start)
    out.send(latencies)


def run_tables(url: str, count: int) -> list[float]:
    context = multiprocessing.get_context("fork")
    with GameService(open_postgres(url)) as service:
        games = [service.create_game(PLAYERS, "Anna", SOCHI) for _ in range(count)]
    pipes = [context.Pipe(duplex=False) for _ in games]
    start_at = time.time() + 1.0 + 0.1 * count
    processes = [
        context.Process(target=_table, args=(url, game, i, start_at, pipes[i][1]))
        for i, game in enumerate(games)
    ]
    for process in processes:
        process.start()
    latencies = [value for pipe in pipes for value in pipe[0].recv()]
    for process in processes:
        process.join()
    return latencies


def bench_tables(url: str) -> None:
    alone = run_tables(url, 1)
    many = run_tables(url, TABLES)
    median_alone = statistics.median(alone)
    p50, p99 = percentile(many, 0.5), percentile(many, 0.99)
    print(f"one table at a human-fast pace: median {ms(median_alone)}")
    print(
        f"{TABLES} tables at once ({len(many)} deals): p50 {ms(p50)}, p99 {ms(p99)}"
        f" = {p99 / median_alone:.2f}x the single table's median (target <= 3x)"
    )


def main() -> int:
    bindir = find_bindir()
    if bindir is None:
        print("PostgreSQL is not installed (no initdb/pg_ctl found)", file=sys.stderr)
        return 2
    with running_cluster(bindir) as cluster:
        with psycopg.connect(cluster.url(), autocommit=True) as conn:
            conn.execute("CREATE DATABASE club")
        init_server(cluster.url("club"))
        with psycopg.connect(cluster.url("club"), autocommit=True) as conn:
            # A table PC's login; the raw baseline's table beside Pulka's, the same events.
            conn.execute("CREATE ROLE bench LOGIN PASSWORD 'bench-secret' IN ROLE pulka_scorer")
            conn.execute("CREATE TABLE public.raw_events (game_id bigint, seq int, payload jsonb)")
            conn.execute("GRANT INSERT ON public.raw_events TO bench")
        url = cluster.url("club", "bench", "bench-secret")
        # The machine's load: on a shared machine the tail latencies follow it.
        print("load average 1/5/15 min: {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()))
        bench_single(url)
        bench_tables(url)
        print("load average 1/5/15 min: {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
