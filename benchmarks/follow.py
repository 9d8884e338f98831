"""Changes reaching another client (issue 26, "Numbers"): a deal recorded by client A appears
in client B's open game, event window and big screen; and what following costs a deal.

Run: ``.venv/bin/python benchmarks/follow.py`` (about five minutes; needs PostgreSQL installed,
as the tests do). Two backends, each with two processes:

- a throwaway PostgreSQL cluster on 127.0.0.1 (tests/pg_cluster.py, default durability): B is a
  viewer's login, A a scorer's;
- one local file: B and A are two processes on it.

1. **Latency.** B (``viewer`` below: offscreen Qt, the app's own windows) opens the table's game
   in its main window, the event window and the big screen, and notes when all three show each
   new deal (a slot connected after theirs to the change relay: they have redrawn by then).
   A records :data:`DEALS` deals, one every :data:`PACE_S`, noting when each ``record()``
   returned (acknowledged). Latency = shown in all three − acknowledged (one clock: both
   processes on this machine). Targets: p95 ≤ 1 s, slowest ≤ 2 s.
2. **What following adds to a deal.** A recorder process records with following on (the hub
   listened to, the watcher running, the server's notice triggers on) or off (no hub, no
   watcher, the triggers disabled), alternately, :data:`BLOCKS` blocks of :data:`BLOCK` deals,
   at a deal every :data:`COST_PACE_S` (so the watcher has each deal to read on its own, the
   dearest case). Cost = the recorder's CPU time (all its threads) plus, on the server, the CPU
   of the server processes serving its connections (``/proc/<pid>/schedstat``), per deal. Target:
   on ≤ off + 10 %.

Figures go to ``docs/benchmarks.md`` ("Changes reaching other clients").
"""

from __future__ import annotations

import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.engine import Call, Contract, Deal
from app.services import GameService
from app.services.event_settings import EventSettings
from app.services.events import EventService

ROOT = Path(__file__).resolve().parents[1]
DEALS = 100
PACE_S = 0.3
"""A deal every 0.3 s: far faster than a table plays, so B is measured while busy."""
BLOCKS = 6
BLOCK = 10
COST_PACE_S = 0.6
PLAYERS = ("Anna", "Boris", "Vera")
VIEWER_TIMEOUT_S = 180


def next_deal(service: GameService, game: int) -> Deal:
    """The next deal of the table: its first hand plays 6♠, both defenders pass."""
    a, b, c = service.game(game).sheet.table.active
    return Deal(a, Contract.parse("6s"), {b: Call.PASS, c: Call.PASS})


def evening(service: GameService) -> tuple[int, int]:
    """An evening of one table of three, its round started: (event, the table's game)."""
    events = EventService(service)
    event = events.create_event("Bench", "evening", "2026-12-01", PLAYERS, EventSettings(seed=1))
    events.save_seating(event, 1, events.propose_seating(event))
    (game,) = events.start_round(event, 1)
    return event, game


def open_service(location: str) -> GameService:
    if location.startswith("postgresql://"):
        from app.store.postgres.backend import open_postgres

        return GameService(open_postgres(location))
    return GameService(Path(location), backups=0)


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


# -- B: the viewer's windows ----------------------------------------------------------------------


def viewer(location: str, game: int, event: int, count: int) -> int:
    """Client B: prints ``ready``, then, at the end, ``{seq: when all three windows showed it}``."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from ui import i18n
    from ui.change_relay import relay_of
    from ui.events.big_screen import BigScreen
    from ui.events.event_window import EventWindow
    from ui.main_window import MainWindow

    app = QApplication([])
    i18n.install("en")
    service = open_service(location)
    folder = tempfile.mkdtemp()
    main = MainWindow(service, QSettings(f"{folder}/s.ini", QSettings.Format.IniFormat))
    main.open_game(game)
    main.show()
    main.follow_changes()
    window = EventWindow(service, lambda _game: None)
    window.show()
    big = BigScreen(service, event)
    big.show()
    relay = relay_of(service)
    shown: dict[int, float] = {}
    first = main.view.last_seq if main.view else 0

    def probe(_changes: object) -> None:
        now = time.monotonic()
        seq = main.view.last_seq if main.view else 0
        deals = window.tables_view[0].deals_played if window.tables_view else 0
        wall = big.shown_tables[0].deals_played if big.shown_tables else 0
        for k in range(first + 1, min(seq, first + deals, first + wall) + 1):
            shown.setdefault(k, now)
        if len(shown) >= count:
            app.quit()

    relay.changed.connect(probe)  # after the windows' own slots: they have redrawn
    following = service.follow()
    assert following is not None and following.ready.wait(30)
    print("ready", flush=True)
    QTimer.singleShot(VIEWER_TIMEOUT_S * 1000, app.quit)
    app.exec()
    print(json.dumps({str(k): t for k, t in shown.items()}), flush=True)
    service.close()
    return 0


def latency(location: str, organiser: str, writer_location: str) -> dict[str, float]:
    """B started at ``location``, A records :data:`DEALS` deals at ``writer_location`` into an
    evening ``organiser`` set up; the latencies, in seconds."""
    with open_service(organiser) as setup:
        event, game = evening(setup)
    command = [sys.executable, __file__, "viewer", location, str(game), str(event), str(DEALS)]
    b = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert b.stdout is not None
        line = b.stdout.readline().strip()
        assert line == "ready", (line, b.stderr.read() if b.stderr else "")
        acknowledged: dict[int, float] = {}
        with open_service(writer_location) as a:
            a.hub.subscribe(lambda _c: None)  # A's own windows would follow too
            a.follow()
            seq = 0
            for _ in range(DEALS):
                started = time.monotonic()
                seq = a.record(game, next_deal(a, game), seq).seq
                acknowledged[seq] = time.monotonic()
                time.sleep(max(0.0, PACE_S - (time.monotonic() - started)))
        out, err = b.communicate(timeout=VIEWER_TIMEOUT_S + 30)
    finally:
        if b.poll() is None:
            b.kill()
    shown = {int(k): t for k, t in json.loads(out.strip().splitlines()[-1]).items()}
    missing = sorted(set(acknowledged) - set(shown))
    assert not missing, f"never shown: {missing[:5]} … {err[-2000:]}"
    samples = [shown[k] - acknowledged[k] for k in acknowledged]
    return {
        "p50": statistics.median(samples),
        "p95": percentile(samples, 0.95),
        "slowest": max(samples),
        "deals": len(samples),
    }


# -- what following costs a deal ------------------------------------------------------------


def schedstat_ns(pid: int) -> int:
    """CPU time a process has run, in ns (Linux)."""
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 0


def recorder(location: str, game: int, count: int, mode: str) -> int:
    """Record ``count`` deals with following ``on`` or ``off``; prints the CPU they cost."""
    service = open_service(location)
    if mode == "on":
        service.hub.subscribe(lambda _c: None)
        following = service.follow()
        assert following is not None and following.ready.wait(30)
    backends = _server_pids(service, mode)
    seq = service.last_seq(game)
    seq = service.record(game, next_deal(service, game), seq).seq  # warm: plans, the round
    time.sleep(COST_PACE_S)
    server_before = sum(schedstat_ns(pid) for pid in backends)
    cpu_before, wall = time.process_time(), 0.0
    for _ in range(count):
        started = time.perf_counter()
        seq = service.record(game, next_deal(service, game), seq).seq
        wall += time.perf_counter() - started
        time.sleep(COST_PACE_S)  # the watcher reads each deal on its own
    cpu = time.process_time() - cpu_before
    server = (sum(schedstat_ns(pid) for pid in backends) - server_before) / 1e9
    service.close()
    print(json.dumps({"cpu": cpu, "server": server, "wall": wall, "deals": count}), flush=True)
    return 0


def _server_pids(service: GameService, mode: str) -> list[int]:
    """The server processes serving this recorder's connections (none for a file)."""
    store: Any = service.store
    conn = getattr(store, "_conn", None)
    if conn is None or not hasattr(conn, "info"):
        return []
    pids = [int(conn.info.backend_pid)]
    if mode == "on":
        for _attempt in range(50):
            rows = conn.execute(
                "SELECT pid FROM pg_stat_activity WHERE application_name = 'pulka-listen'"
            ).fetchall()
            if rows:
                pids += [int(pid) for (pid,) in rows]
                break
            time.sleep(0.1)
    return pids


def cost(location: str, organiser: str, triggers: Any) -> dict[str, float]:
    """Interleaved blocks with following on and off, recorded at ``location`` into an evening
    ``organiser`` set up; CPU per deal of each, and the ratio."""
    with open_service(organiser) as setup:
        _event, game = evening(setup)
    totals: dict[str, list[dict[str, float]]] = {"on": [], "off": []}
    for block in range(2 * BLOCKS):
        mode = "on" if block % 2 == 0 else "off"
        with triggers(mode == "on"):
            command = [sys.executable, __file__, "recorder", location, str(game), str(BLOCK), mode]
            out = subprocess.run(command, capture_output=True, text=True, check=True, timeout=300)
        totals[mode].append(json.loads(out.stdout.strip().splitlines()[-1]))
    per_deal = {}
    for mode, blocks in totals.items():
        deals = sum(b["deals"] for b in blocks)
        per_deal[f"{mode}_cpu_ms"] = 1000 * sum(b["cpu"] + b["server"] for b in blocks) / deals
        per_deal[f"{mode}_client_ms"] = 1000 * sum(b["cpu"] for b in blocks) / deals
        per_deal[f"{mode}_server_ms"] = 1000 * sum(b["server"] for b in blocks) / deals
        per_deal[f"{mode}_wall_ms"] = 1000 * sum(b["wall"] for b in blocks) / deals
    per_deal["overhead_pct"] = 100 * (per_deal["on_cpu_ms"] / per_deal["off_cpu_ms"] - 1)
    return per_deal


# -- the two backends ------------------------------------------------------------------------


def on_the_server() -> tuple[dict[str, float], dict[str, float]]:
    import psycopg
    from psycopg import sql

    from app.store.postgres.server import init_server
    from tests.pg_cluster import find_bindir, running_cluster

    bindir = find_bindir()
    if bindir is None:
        raise SystemExit("PostgreSQL is not installed")
    with running_cluster(bindir) as cluster:
        with psycopg.connect(cluster.url(), autocommit=True) as conn:
            conn.execute("CREATE DATABASE club")
            init_server(cluster.url("club"))
            for role, group in (("scorer", "pulka_scorer"), ("viewer", "pulka_viewer")):
                conn.execute(
                    sql.SQL("CREATE ROLE {} LOGIN PASSWORD {} IN ROLE {}").format(
                        sql.Identifier(f"bench_{role}"),
                        sql.Literal(f"secret-{role}"),
                        sql.Identifier(group),
                    )
                )
        admin = cluster.url("club")
        scorer = cluster.url("club", "bench_scorer", "secret-scorer")
        viewer_url = cluster.url("club", "bench_viewer", "secret-viewer")

        @contextlib.contextmanager
        def triggers(on: bool) -> Iterator[None]:
            if not on:
                with psycopg.connect(admin, autocommit=True) as conn:
                    conn.execute("ALTER TABLE pulka.games DISABLE TRIGGER notice_games")
            try:
                yield
            finally:
                if not on:
                    with psycopg.connect(admin, autocommit=True) as conn:
                        conn.execute("ALTER TABLE pulka.games ENABLE ALWAYS TRIGGER notice_games")

        # The evening is the admin's (the organiser); a table's scorer records.
        seen = latency(viewer_url, admin, scorer)
        spent = cost(scorer, admin, triggers)
        return seen, spent


def on_a_file() -> tuple[dict[str, float], dict[str, float]]:
    folder = Path(tempfile.mkdtemp())
    path = str(folder / "club.sqlite3")

    @contextlib.contextmanager
    def nothing(_on: bool) -> Iterator[None]:
        yield

    seen = latency(path, path, path)
    spent = cost(path, path, nothing)
    return seen, spent


def main() -> int:
    rows = {}
    for name, run in (
        ("club server (PostgreSQL, 127.0.0.1)", on_the_server),
        ("one file", on_a_file),
    ):
        rows[name] = run()
    for name, (seen, spent) in rows.items():
        print(f"## {name}")
        print(
            f"latency over {seen['deals']} deals: p50 {seen['p50'] * 1000:.0f} ms,"
            f" p95 {seen['p95'] * 1000:.0f} ms, slowest {seen['slowest'] * 1000:.0f} ms"
        )
        print(
            f"a deal's CPU: {spent['off_cpu_ms']:.2f} ms without following"
            f" (client {spent['off_client_ms']:.2f}, server {spent['off_server_ms']:.2f}),"
            f" {spent['on_cpu_ms']:.2f} ms with (client {spent['on_client_ms']:.2f},"
            f" server {spent['on_server_ms']:.2f}): {spent['overhead_pct']:+.1f} %;"
            f" wall {spent['off_wall_ms']:.2f} → {spent['on_wall_ms']:.2f} ms"
        )
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "viewer":
        sys.exit(viewer(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])))
    if len(sys.argv) > 1 and sys.argv[1] == "recorder":
        sys.exit(recorder(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]))
    sys.exit(main())
