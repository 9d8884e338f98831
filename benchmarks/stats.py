"""Statistics benchmark: every player's figures and the players list over a club database.

Run: ``.venv/bin/python benchmarks/stats.py`` (a few minutes: building 10,000 summaries folds
500,000 events once). Generates, deterministically, a club of 60 players and 10,000 games of 50
events each (three- and four-handed, three presets), then prints, in the same run:

* the baseline, a plain ``SELECT count(*) FROM events``;
* building every summary from scratch (``pulka stats --rebuild``);
* with warm summaries: every player's figures (target 300 ms); the whole ``pulka stats``
  report (figures, rating, season table) right after a new deal in one game (target 300 ms),
  unchanged, and in a new process; the players list's query;
* the real windows, offscreen (benchmarks/stats_windows.py): *Game → Players…* until the
  first paint of the filled list (target 200 ms; slowest of 5 and median), and a player's
  statistics window until his card is painted.

``PULKA_STATS_DB=FILE`` keeps the generated, summarised club in FILE and starts the next runs
from a copy of it.

Then the same on a club server (``benchmarks/stats_server.py``; skipped, saying so, without
PostgreSQL; ``benchmarks/stats.py sqlite`` runs only the file). Figures go to docs/benchmarks.md
(section "Statistics").
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import app.services.stats as stats_module
from app.services.stats import ALL_GAMES, StatsService, replay_of
from app.stats.summary_sql import SqlSummaryStore
from app.store.sqlite_summaries import SqliteSummaryTables
from benchmarks.stats_club import (
    CLUB,
    CPU,
    EVENTS_PER_GAME,
    GAMES,
    SAMPLES,
    generate,
    median_time,
    ms,
    print_windows,
    spread,
    tonight,
)


def main() -> None:
    backends = sys.argv[1:] or ["sqlite", "server"]
    kept = os.environ.get("PULKA_STATS_DB")
    with tempfile.TemporaryDirectory(dir=os.environ.get("PULKA_BENCH_DIR")) as tmp:
        # PULKA_STATS_DB=FILE: start from a copy of FILE, a club generated and summarised by an
        # earlier run (which saved it there), for repeated runs while working on statistics.
        path = Path(tmp) / "club.sqlite3"
        start = time.perf_counter()
        reused = bool(kept) and Path(str(kept)).exists()
        if reused:
            shutil.copyfile(str(kept), path)
        else:
            generate(path)
        print(
            f"club database: {GAMES} games, {GAMES * EVENTS_PER_GAME} events, {len(CLUB)}"
            f" players, {path.stat().st_size / 2**20:.1f} MiB"
            + (" (reused)" if reused else f" (generated in {time.perf_counter() - start:.1f} s)")
        )
        print(f"  load average before: {os.getloadavg()[0]:.1f}")
        with StatsService.open(path) as stats:
            conn = stats.games.conn  # type: ignore[attr-defined]  # the file's connection
            baseline = median_time(
                lambda: conn.execute("SELECT count(*) FROM events").fetchone(), name="baseline"
            )
            print(f"  baseline SELECT count(*) FROM events (median of {SAMPLES}): {ms(baseline)}")
            start = time.perf_counter()
            built = stats.refresh() if reused else stats.rebuild()
            print(
                f"  build {built} summaries ({'stale ones' if reused else 'cold, --rebuild'}):"
                f" {time.perf_counter() - start:.1f} s"
            )
            if kept and not reused:
                # The club as built, before tonight's game is added (events are append-only:
                # saved now rather than cut back afterwards).
                conn.execute("VACUUM INTO ?", [str(kept)])
            figures = median_time(stats.figures, name="figures")
            players = median_time(stats.players, name="players")
            fresh = median_time(stats.refresh, name="fresh")

            # A new process (pulka stats): nothing remembered, the rating replayed in full.
            def cold_report() -> None:
                stats_module._REPLAYS.clear()  # as in a new process: no replay to go on from
                fresh = SqlSummaryStore(SqliteSummaryTables(conn))  # nothing parsed kept either
                StatsService(stats.backend, store=fresh).report()

            report_cold = median_time(cold_report, samples=3, name="report_cold")
            # The same service after a change: a new deal in tonight's game, then the report.
            stats.report()
            evening = tonight(path)
            after: list[float] = []
            cpu_after: list[float] = []
            for _ in range(SAMPLES):
                next(evening)
                begin, begin_cpu = time.perf_counter(), time.process_time()
                stats.report()
                after.append(time.perf_counter() - begin)
                cpu_after.append(time.process_time() - begin_cpu)
            evening.close()
            replayed = replay_of(ALL_GAMES).replayed
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
        print(f"  warm: players list query: {ms(players)} (CPU {ms(CPU['players'])})")
        print(
            f"  whole report (figures, rating, season table) right after a new deal in one game:"
            f" {spread(after)} (CPU median {ms(statistics.median(cpu_after))};"
            f" rating replayed over the last {replayed} games; target 300 ms)"
        )
        print(f"  whole report, nothing changed (remembered): {ms(report)}")
        print(
            f"  whole report in a new process (nothing remembered, full rating):"
            f" {ms(report_cold)} (CPU {ms(CPU['report_cold'])})"
        )
        print(f"  freshness check alone (no summary stale): {ms(fresh)}")
        opened = print_windows(str(path))
        print(
            f"  ratios to the baseline: figures {figures / baseline:.1f}x,"
            f" report after a change {statistics.median(after) / baseline:.1f}x,"
            f" players window {statistics.median(opened) / baseline:.1f}x"
        )
        print(f"  load average after: {os.getloadavg()[0]:.1f}")
        if "server" in backends:
            from benchmarks.stats_server import bench_server

            bench_server(path)


if __name__ == "__main__":
    main()
