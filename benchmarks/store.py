"""Store benchmark: record-deal latency vs a raw sqlite3 commit, open and list times, size per deal.

Run: ``.venv/bin/python benchmarks/store.py`` (about half a minute). Figures go to
``docs/benchmarks.md`` (section "Store"). Everything runs in a temporary folder on the same disk,
with the same durability (WAL, ``synchronous=FULL``) for Pulka and for the raw baseline.
"""

from __future__ import annotations

import json
import os
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.engine import SOCHI, Call, Contract, Deal, Raspasy, event_to_dict
from app.services import GameService
from app.store.db import open_database

PLAYERS = ("Anna", "Boris", "Vera")
DEALS = 1000
SAMPLES = 300
CLUB_GAMES = 10_000
CLUB_EVENTS = 500_000


def deal(i: int) -> Deal | Raspasy:
    """Valid wherever it falls: raspasy, or a made 7♥ by the player whose turn it is."""
    if i % 3 == 2:
        return Raspasy({"Anna": 0, "Boris": 6, "Vera": 4})
    declarer = PLAYERS[i % 3]
    whister, passer = (p for p in PLAYERS if p != declarer)
    return Deal(
        declarer,
        Contract.parse("7h"),
        {whister: Call.WHIST, passer: Call.PASS},
        {declarer: 7, whister: 2, passer: 1},
    )


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def stats(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[int(len(ordered) * 0.95) - 1]


def bench_record(folder: Path) -> tuple[Path, int]:
    """Pulka's record() and a raw one-row commit, interleaved so both see the same load."""
    raw = sqlite3.connect(folder / "raw.sqlite3", isolation_level=None)
    raw.execute("PRAGMA journal_mode = WAL")
    raw.execute("PRAGMA synchronous = FULL")
    raw.execute("CREATE TABLE t (game_id INTEGER, seq INTEGER, payload TEXT)")
    payload = json.dumps(event_to_dict(deal(0)))
    path = folder / "game.sqlite3"
    samples, raw_samples = [], []
    with GameService(path, backups=0) as svc:
        game = svc.create_game(PLAYERS, "Anna", SOCHI)
        seq = 0
        for i in range(DEALS):
            seq = svc.record(game, deal(i), seq).seq
        for i in range(DEALS, DEALS + SAMPLES):
            start = time.perf_counter()
            seq = svc.record(game, deal(i), seq).seq
            samples.append(time.perf_counter() - start)
            start = time.perf_counter()
            raw.execute("BEGIN")
            raw.execute("INSERT INTO t VALUES (1, ?, ?)", [i, payload])
            raw.execute("COMMIT")
            raw_samples.append(time.perf_counter() - start)
    raw.close()
    pulka_median, pulka_p95 = stats(samples)
    raw_median, raw_p95 = stats(raw_samples)
    print(f"record deal on a game of {DEALS}+ deals ({SAMPLES} samples, interleaved):")
    print(f"  pulka record():            median {ms(pulka_median)}, p95 {ms(pulka_p95)}")
    print(f"  raw sqlite3 insert+commit: median {ms(raw_median)}, p95 {ms(raw_p95)}")
    print(f"  ratio (median): {pulka_median / raw_median:.2f}x, (p95): {pulka_p95 / raw_p95:.2f}x")
    return path, game


def bench_open(path: Path, game: int) -> None:
    opens, views = [], []
    for _ in range(5):
        start = time.perf_counter()
        svc = GameService(path, backups=0)
        middle = time.perf_counter()
        view = svc.game(game)
        end = time.perf_counter()
        svc.close()
        opens.append(middle - start)
        views.append(end - middle)
    deals = view.sheet.table.deals_played
    print(f"open a game of {deals} deals (median of 5):")
    print(f"  open database (checks + integrity_check): {ms(statistics.median(opens))}")
    print(f"  game(): load + fold + settlement:         {ms(statistics.median(views))}")
    total = statistics.median(opens) + statistics.median(views)
    print(f"  total:                                    {ms(total)}")
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        events = conn.execute("SELECT count(*) FROM events").fetchone()[0]
    size = path.stat().st_size
    print(f"database size: {size / 1024:.0f} KiB for {events} events = {size / events:.0f} B/deal")


def bench_club(folder: Path) -> None:
    path = folder / "club.sqlite3"
    open_database(path, backups=0).close()
    start = time.perf_counter()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous = OFF")  # generation only; the measurements use FULL
    rules = json.dumps(SOCHI.to_dict())
    players = json.dumps(list(PLAYERS))
    per_game = CLUB_EVENTS // CLUB_GAMES
    payloads = [json.dumps(event_to_dict(deal(i)), sort_keys=True) for i in range(per_game)]
    kinds = ["raspasy" if i % 3 == 2 else "deal" for i in range(per_game)]
    conn.execute("BEGIN")
    for name in PLAYERS:
        conn.execute("INSERT INTO players (name, created_at) VALUES (?, '2026-01-01')", [name])
    conn.executemany(
        "INSERT INTO games (id, players, rules, first_dealer, status, created_at, updated_at,"
        " last_seq) VALUES (?, ?, ?, 'Anna', 'finished', ?, ?, ?)",
        (
            (g, players, rules, f"2026-01-01T{g:08d}", f"2026-01-02T{g:08d}", per_game)
            for g in range(1, CLUB_GAMES + 1)
        ),
    )
    conn.executemany(
        "INSERT INTO game_players VALUES (?, ?, ?)",
        ((g, s, s + 1) for g in range(1, CLUB_GAMES + 1) for s in range(3)),
    )
    conn.executemany(
        "INSERT INTO events VALUES (?, ?, ?, ?, 1, '2026-01-01T20:00:00')",
        (
            (g, s + 1, kinds[s], payloads[s])
            for g in range(1, CLUB_GAMES + 1)
            for s in range(per_game)
        ),
    )
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    generated = time.perf_counter() - start
    size = path.stat().st_size
    print(
        f"club database: {CLUB_GAMES} games, {CLUB_EVENTS} events, {size / 2**20:.1f} MiB "
        f"(generated in {generated:.1f} s)"
    )
    start = time.perf_counter()
    svc = GameService(path, backups=0)
    opened = time.perf_counter() - start
    lists = []
    for _ in range(5):
        start = time.perf_counter()
        summaries = svc.list_games()
        lists.append(time.perf_counter() - start)
    assert len(summaries) == CLUB_GAMES
    start = time.perf_counter()
    svc.game(CLUB_GAMES // 2)
    one = time.perf_counter() - start
    svc.close()
    print(f"  open database (checks + integrity_check): {ms(opened)}")
    print(f"  list_games() of {CLUB_GAMES} games (median of 5): {ms(statistics.median(lists))}")
    print(f"  game() of one {per_game}-event game among them: {ms(one)}")


def main() -> None:
    with tempfile.TemporaryDirectory(dir=os.environ.get("PULKA_BENCH_DIR")) as tmp:
        folder = Path(tmp)
        print(f"sqlite {sqlite3.sqlite_version}, python {sys.version.split()[0]}, in {folder}")
        path, game = bench_record(folder)
        bench_open(path, game)
        bench_club(folder)


if __name__ == "__main__":
    main()
