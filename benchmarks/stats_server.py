"""The statistics benchmark on a club server: the same club as benchmarks/stats.py, on PostgreSQL.

Called by ``benchmarks/stats.py`` after the file's figures (same run, same machine). A throwaway
cluster on the loopback interface (tests/pg_cluster.py) is loaded with the same 10,000 games and
500,000 events (COPY; the triggers run on every event). Then, as a table PC's scorer would see
it, it prints the baseline (a plain ``SELECT count(*) FROM pulka.events`` on the same
connection) and the same measurements, with their ratios to that baseline.

Not scaled down, with one shortcut, said in the output: the warm summaries are not folded again
from the 500,000 events (four more minutes of the shared machine's CPU for what the file's run
just did) but copied from the file's freshly built ones — the same rows by construction
(``tests/stats/test_backends_agree.py`` compares every figure of both backends) — with each
game's server stamp, so the server finds them fresh. The cold build is measured honestly on a
sample of games whose summaries are dropped, and scaled to the whole club.
"""

from __future__ import annotations

import json
import os
import sqlite3
import statistics
import sys
import time
from pathlib import Path

import psycopg

import app.services.stats as stats_module
from app.services.stats import StatsService
from app.store.postgres.backend import open_postgres
from app.store.postgres.server import init_server
from benchmarks.stats_club import (
    CLUB,
    CPU,
    EVENTS_PER_GAME,
    GAMES,
    SAMPLES,
    club,
    median_time,
    ms,
    print_windows,
    rules_json,
    spread,
    tonight,
)
from tests.pg_cluster import find_bindir, running_cluster

COLD_SAMPLE = 500
"""Games whose summaries are built from their logs on the server to time a cold build."""


def load(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    """The club's games into the server's tables, as ``pulka push`` would leave them."""
    rules = rules_json()
    with conn.transaction(), conn.cursor() as cursor:
        with cursor.copy("COPY pulka.players (id, name, created_at) FROM STDIN") as copy:
            for pid, name in enumerate(CLUB, start=1):
                copy.write_row((pid, name, "2025-09-01"))
        games, seats, events = [], [], []
        for game, names, chosen, preset, stamp, rows in club():
            players = json.dumps(names, ensure_ascii=False)
            games.append((game, players, rules[preset], names[0], stamp, stamp, stamp))
            seats += [(game, seat, chosen[seat] + 1) for seat in range(len(names))]
            events += [(game, seq, kind, payload, stamp) for seq, kind, payload in rows]
        with cursor.copy(
            "COPY pulka.games (id, players, rules, first_dealer, status, created_at,"
            " finished_at, updated_at, last_seq) FROM STDIN"
        ) as copy:
            for game, players, rule, dealer, created, finished, updated in games:
                copy.write_row(
                    (game, players, rule, dealer, "finished", created, finished, updated, 50)
                )
        with cursor.copy("COPY pulka.game_players (game_id, seat, player_id) FROM STDIN") as copy:
            for row in seats:
                copy.write_row(row)
        with cursor.copy(
            "COPY pulka.events (game_id, seq, kind, payload, payload_version, created_at)"
            " FROM STDIN"
        ) as copy:
            for game, seq, kind, payload, stamp in events:
                copy.write_row((game, seq, kind, payload, 1, stamp))
        # The numbers were given explicitly: the next game the server numbers comes after them.
        for table in ("games", "players"):
            cursor.execute(
                f"SELECT setval(pg_get_serial_sequence('pulka.{table}', 'id'),"
                f" (SELECT max(id) FROM pulka.{table}))"
            )
    conn.execute("ANALYZE")


def copy_summaries(sqlite_path: Path, conn: psycopg.Connection[tuple[object, ...]]) -> None:
    """The file's summaries into the server's tables, each game stamped as the server stamps
    it (module docstring)."""
    source = sqlite3.connect(sqlite_path)
    stamps = dict(
        conn.execute(
            "SELECT id, md5(players::text) || CASE WHEN roster_stamp <> 0"
            " THEN '.' || roster_stamp ELSE '' END FROM pulka.games"
        ).fetchall()
    )
    booleans = {"finished", "damaged"}
    with conn.transaction(), conn.cursor() as cursor:
        for table in ("stats_games", "stats_lines", "stats_penalties"):
            columns = [row[1] for row in source.execute(f"PRAGMA table_info({table})")]
            flags = [i for i, name in enumerate(columns) if name in booleans]
            players = columns.index("players") if table == "stats_games" else -1
            names = ", ".join(columns)
            with cursor.copy(f"COPY pulka.{table} ({names}) FROM STDIN") as copy:
                # The club's games only (not tonight's, added by the file's run).
                rows = source.execute(f"SELECT * FROM {table} WHERE game_id <= ?", [GAMES])
                for row in rows:
                    values = list(row)
                    for i in flags:
                        values[i] = bool(values[i])
                    if players >= 0:
                        values[players] = stamps[values[0]]
                    copy.write_row(values)
    source.close()
    conn.execute("ANALYZE")


def bench_server(sqlite_path: Path) -> None:
    bindir = find_bindir()
    if bindir is None:
        print("club server: skipped, PostgreSQL is not installed (no initdb/pg_ctl found)")
        return
    with running_cluster(bindir, fsync=False) as cluster:
        with psycopg.connect(cluster.url(), autocommit=True) as conn:
            conn.execute("CREATE DATABASE club")
        init_server(cluster.url("club"))
        start = time.perf_counter()
        with psycopg.connect(cluster.url("club")) as conn:
            conn.execute("CREATE ROLE bench LOGIN PASSWORD 'bench-secret' IN ROLE pulka_scorer")
            conn.commit()
            load(conn)
            loaded = time.perf_counter() - start
            copy_summaries(sqlite_path, conn)
        print(
            f"club server (PostgreSQL on 127.0.0.1, a scorer's connection): {GAMES} games,"
            f" {GAMES * EVENTS_PER_GAME} events loaded in {loaded:.1f} s; warm summaries copied"
            " from the file's run (benchmarks/stats_server.py)"
        )
        url = cluster.url("club", "bench", "bench-secret")
        backend = open_postgres(url)
        with StatsService(backend) as stats:
            stats.owns_store()
            start = time.perf_counter()
            rebuilt = stats.refresh()
            print(f"  freshness check finds {rebuilt} stale: {ms(time.perf_counter() - start)}")
            conn = backend.games._connection()  # type: ignore[attr-defined]
            baseline = median_time(
                lambda: conn.execute("SELECT count(*) FROM pulka.events").fetchone(),
                name="baseline",
            )
            print(
                f"  baseline SELECT count(*) FROM pulka.events (median of {SAMPLES}):"
                f" {ms(baseline)}"
            )
            figures = median_time(stats.figures, name="figures")
            players = median_time(stats.players, name="players")
            fresh = median_time(stats.refresh, name="fresh")
            stats_module._REPLAYS.clear()  # as in a new process: no rating replay to go on from
            first = StatsService(backend)  # nothing remembered yet
            report_cold = median_time(first.report, samples=1, name="report_cold")
            # A new deal in tonight's game, through another connection, then the report.
            stats.report()
            evening = tonight(url)
            after: list[float] = []
            for _ in range(SAMPLES):
                next(evening)
                begin = time.perf_counter()
                stats.report()
                after.append(time.perf_counter() - begin)
            evening.close()
            report = median_time(stats.report, name="report")
            count = len(stats.figures())
            # A cold build, honestly, on a sample: drop some summaries, build them again.
            conn.execute("DELETE FROM pulka.stats_games WHERE game_id <= %s", [COLD_SAMPLE])
            start = time.perf_counter()
            built = stats.refresh()
            cold = time.perf_counter() - start
        print(
            f"  (CPU time of this client for the baseline: {ms(CPU['baseline'])}; the server's"
            " own time is not counted in CPU figures)"
        )
        print(f"  warm: figures of all {count} players: {ms(figures)} (target 300 ms)")
        print(f"  warm: players list query: {ms(players)}")
        print(
            f"  whole report right after a new deal in one game: {spread(after)}"
            f" (target 300 ms); nothing changed: {ms(report)}; in a new process (full"
            f" rating): {ms(report_cold)}"
        )
        print(f"  warm: freshness check alone (nothing written): {ms(fresh)}")
        print(
            f"  cold build of {built} summaries from their logs: {cold:.1f} s"
            f" (about {cold * GAMES / max(built, 1):.0f} s for all {GAMES})"
        )
        print(f"  load average: {os.getloadavg()[0]:.1f}")
        opened = print_windows(url)
        print(
            f"  ratios to the baseline: figures {figures / baseline:.1f}x,"
            f" report after a change {statistics.median(after) / baseline:.1f}x,"
            f" players window {statistics.median(opened) / baseline:.1f}x"
        )


if __name__ == "__main__":
    print("run benchmarks/stats.py (it builds the file this compares with)", file=sys.stderr)
    raise SystemExit(2)
