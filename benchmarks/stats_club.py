"""The club of the statistics benchmark and its measuring helpers, shared by the file's run
(benchmarks/stats.py) and the club server's (benchmarks/stats_server.py): 60 players, 10,000
games of 50 events each, generated deterministically; median and CPU times; the windows timed
in a process of their own (benchmarks/stats_windows.py)."""

from __future__ import annotations

import compileall
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from app.engine import preset_rules
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
