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

import compileall
import json
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import app.services.stats as stats_module
from app.engine import preset_rules
from app.services.stats import ALL_GAMES, StatsService, replay_of
from app.stats.summary_sql import SqlSummaryStore
from app.store.db import open_database
from app.store.sqlite_summaries import SqliteSummaryTables
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
        # A season from September 2025 to August 2026, each game at an evening's time.
        month = 9 + game * 12 // (GAMES + 1)
        year, month = (2025, month) if month <= 12 else (2026, month - 12)
        day = f"{year}-{month:02d}-{1 + game % 28:02d}"
        stamp = f"{day}T19:{game % 60:02d}:00+00:00"
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


def tonight(path: Path | str) -> Iterator[None]:
    """Tonight's game at the club, a deal at a time: each ``next()`` records one more deal
    in it (a change, through another connection as another table's PC would), so the next
    statistics question finds one game changed — the newest, as the game in play is."""
    from app.engine import SOCHI, Call, Contract, Deal
    from app.services import GameService

    names = CLUB[:3]
    with GameService(path, backups=0) as service:
        game = service.create_game(names, names[-1], SOCHI.with_options({"pool_size": 400}))
        turn = 0
        while True:
            declarer = names[turn % 3]
            others = [n for n in names if n != declarer]
            deal = Deal(declarer, Contract.parse("6s"), dict.fromkeys(others, Call.PASS), {})
            service.record(game, deal, service.last_seq(game))
            turn += 1
            yield


def print_windows(location: str) -> list[float]:
    """Time the windows in a new process holding a shown main window
    (benchmarks/stats_windows.py): the first opening pays for importing the statistics, as
    the first of a session does. Returns the players window's wall times."""
    # Byte-compiled first, as an installed or frozen Pulka is (benchmarks/ui.py does the
    # same): with PYTHONDONTWRITEBYTECODE set, every import would compile its source.
    root = Path(__file__).resolve().parents[1]
    for package in ("app", "ui"):
        compileall.compile_dir(root / package, quiet=1)

    def timed_windows(*extra: str) -> dict[str, list[list[float]]]:
        windows = subprocess.run(
            [
                *(sys.executable, "-m", "benchmarks.stats_windows"),
                *(location, str(SAMPLES), CLUB[0], *extra),
            ],
            capture_output=True,
            text=True,
            check=True,
            cwd=Path(__file__).resolve().parents[1],
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        found: dict[str, list[list[float]]] = json.loads(windows.stdout.strip().splitlines()[-1])
        return found

    timed = timed_windows()
    bare = timed_windows("--bare")["players"][0]
    opened = [wall for wall, _cpu in timed["players"]]
    opened_cpu = [cpu for _wall, cpu in timed["players"]]
    card = [wall for wall, _cpu in timed["card"]]
    card_cpu = [cpu for _wall, cpu in timed["card"]]
    print(
        f"  players window, Game → Players… to the first paint of the filled list:"
        f" {spread(opened)} (CPU {spread(opened_cpu)}); the first of the session, imports"
        f" included: {ms(opened[0])} (CPU {ms(opened_cpu[0])}); target 200 ms"
    )
    print(
        f"  (the same first opening in a bare process, no main window built before it, as"
        f" measured until 2026-12-01: {ms(bare[0])}, CPU {ms(bare[1])})"
    )
    print(
        f"  statistics window of one player, to the first paint of his card: {spread(card)}"
        f" (CPU {spread(card_cpu)})"
    )
    return opened


def spread(times: list[float]) -> str:
    """Slowest and median of a few openings."""
    return f"slowest {ms(max(times))}, median {ms(statistics.median(times))}"


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
