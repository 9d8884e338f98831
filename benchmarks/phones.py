"""Phones at the tables (issue 27, "Numbers"): 12 tables posting deals at once, and the watch
page following the writes.

Run: ``.venv/bin/python benchmarks/phones.py [--seconds 20]`` (needs PostgreSQL for its second
half, as the tests do; about a minute). The phones' server runs in this process on 127.0.0.1;
each table is a client process of its own (the clients do not share the server's interpreter),
posting a deal every 0.2–0.5 s — far faster than a table plays, about 35 deals a second in all.

1. Request → acknowledgement: from the POST leaving the client to its answer, which the room
   sends only after the store's COMMIT returned; p50/p99 over every deal (target p99 ≤ 50 ms),
   on a local file and on a throwaway PostgreSQL cluster.
2. The watch page: a watcher reads the page's stream as the browser does (version lines, then
   the room's HTML); a deal written by a phone, and one written by the desktop (another
   service over the same place, as the organiser's window), each timed from its write's
   return to the watcher holding HTML that shows it (target p95 ≤ 1 s).
3. Start-up: the modules the first paint loads, compared with the server's (target: none).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import re
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx

from app.engine.events import Raspasy
from app.engine.rules import preset_rules
from app.events.seating import Seating
from app.phones.room import Room
from app.phones.serving import PhoneServer
from app.phones.tokens import TokenBook
from app.services.event_settings import EventSettings
from app.services.events import EventService
from app.services.game_service import GameService

TABLES = 12
PACE_S = (0.2, 0.5)
WATCH_SAMPLES = 40
PLAYED = re.compile(r"Deals played: (\d+)|(\d+), over")


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def evening(location: str) -> int:
    """Twelve tables of three, round 1 started, played until the pool (no deal limit)."""
    names = [f"P{n:02d}" for n in range(TABLES * 3)]
    tables = tuple(tuple(names[i : i + 3]) for i in range(0, len(names), 3))
    with GameService(location, backups=0) as games:
        events = EventService(games)
        settings = EventSettings(seed=1, rules=preset_rules("sochi"))
        event = events.create_event("Bench", "evening", "2026-12-01", names, settings)
        events.save_seating(event, 1, Seating(tables, ()))
        events.start_round(event, 1)
    return event


def raw_client(url: str, seconds: float, out: Any) -> None:
    """The baseline's table: the same pace, each POST one raw INSERT + COMMIT."""
    latencies = []
    with httpx.Client(base_url=url) as client:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            started = time.perf_counter()
            answer = client.post("/raw", json={"payload": "x" * 120})
            latencies.append(time.perf_counter() - started)
            if answer.status_code != 200:
                raise SystemExit(f"raw refused: {answer.status_code}")
            time.sleep(random.uniform(*PACE_S))
    out.put(latencies)


class RawServer:
    """The concurrent raw baseline: the same stack (uvicorn, Starlette, one worker thread, the
    same durability) whose only work per request is one INSERT + COMMIT of a row: what any
    server on this machine pays for an acknowledged write, under the same load."""

    def __init__(self, location: str) -> None:
        from concurrent.futures import ThreadPoolExecutor

        import uvicorn
        from starlette.applications import Starlette
        from starlette.responses import JSONResponse
        from starlette.routing import Route

        self.worker = ThreadPoolExecutor(1)
        self.location = location
        self.conn: Any = self.worker.submit(self._connect).result()

        async def raw(request: Any) -> Any:
            import asyncio

            body = await request.body()
            await asyncio.wrap_future(self.worker.submit(self._write, body))
            return JSONResponse({"ok": True})

        app = Starlette(routes=[Route("/raw", raw, methods=["POST"])])
        config = uvicorn.Config(
            app, host="127.0.0.1", port=0, access_log=False, lifespan="off", log_level="warning"
        )
        self.server = uvicorn.Server(config)
        import socket

        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(128)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        import asyncio

        self.thread = threading.Thread(
            target=lambda: asyncio.run(self.server.serve(sockets=[self.sock])), daemon=True
        )
        self.thread.start()
        while not self.server.started:
            time.sleep(0.02)

    def _connect(self) -> Any:
        if self.location.startswith("postgresql://"):
            import psycopg

            return psycopg.connect(self.location)  # its table made by the superuser (main)
        import sqlite3

        conn = sqlite3.connect(self.location + ".raw", isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")  # the store's own durability
        conn.execute("CREATE TABLE IF NOT EXISTS raw_events (n INTEGER PRIMARY KEY, payload)")
        return conn

    def _write(self, body: bytes) -> None:
        if self.location.startswith("postgresql://"):
            self.conn.execute(
                "INSERT INTO public.raw_events (payload) VALUES (%s)", (body.decode(),)
            )
            self.conn.commit()
        else:
            self.conn.execute("BEGIN IMMEDIATE")
            self.conn.execute("INSERT INTO raw_events (payload) VALUES (?)", (body,))
            self.conn.execute("COMMIT")

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(5)
        self.worker.submit(self.conn.close).result()
        self.worker.shutdown()


def clients(target: Any, args_of: list[tuple[Any, ...]], seconds: float) -> list[float]:
    spawn = multiprocessing.get_context("spawn")
    queue = spawn.Queue()
    processes = [spawn.Process(target=target, args=(*a, queue)) for a in args_of]
    for process in processes:
        process.start()
    latencies = [x for _ in processes for x in queue.get(timeout=seconds + 60)]
    for process in processes:
        process.join()
    return latencies


def table_client(url: str, token: str, seconds: float, out: Any) -> None:
    """One table: raspasy after raspasy (never closes the pool), a deal every 0.2–0.5 s."""
    latencies = []
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}) as phone:
        state = phone.get("/api/table").json()
        end = time.monotonic() + seconds
        n = 0
        while time.monotonic() < end:
            active = state["active"]
            body = {
                "contract": "распасы",
                "tricks": {active[0]: 4, active[1]: 3, active[2]: 3},
                "expected_seq": state["seq"],
                "key": f"{token[:8]}-{n:06d}",
            }
            started = time.perf_counter()
            answer = phone.post("/api/table/record", json=body)
            latencies.append(time.perf_counter() - started)
            if answer.status_code != 200:
                raise SystemExit(f"refused: {answer.status_code} {answer.text[:200]}")
            state = answer.json()["state"]
            n += 1
            time.sleep(random.uniform(*PACE_S))
    out.put(latencies)


class Watcher(threading.Thread):
    """The watch page's reading: the stream's versions, then the room's HTML, as pulka.js."""

    def __init__(self, url: str, token: str) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.headers = {"Authorization": f"Bearer {token}", "X-Pulka-Language": "en"}
        self.played: list[int] = []
        self.changed = threading.Condition()
        self.stop = False

    def run(self) -> None:
        with (
            httpx.Client(base_url=self.url, headers=self.headers, timeout=30) as client,
            client.stream("GET", "/api/stream") as stream,
        ):
            for line in stream.iter_lines():
                if self.stop:
                    return
                if line.startswith("data: "):
                    html = client.get("/api/watch").json()["html"]
                    counts = [int(a or b) for a, b in PLAYED.findall(html)]
                    with self.changed:
                        self.played = counts
                        self.changed.notify_all()

    def wait_for(self, table: int, count: int, timeout: float = 5.0) -> float:
        """Seconds until the page shows ``count`` deals at ``table`` (1-based)."""
        end = time.monotonic() + timeout
        with self.changed:
            while not (len(self.played) >= table and self.played[table - 1] >= count):
                left = end - time.monotonic()
                if left <= 0:
                    raise SystemExit(f"the watch page did not show deal {count} at {table}")
                self.changed.wait(left)
        return time.monotonic()


def bench(label: str, location: str, seconds: float) -> None:
    event = evening(location)
    book = TokenBook()
    room = Room(location, event, book)
    server = PhoneServer(room, "127.0.0.1", 0)
    server.start()
    try:
        tokens = [book.table_token(event, 1, t) for t in range(1, TABLES + 1)]
        raw = RawServer(location)
        try:
            # Interleaved halves, so both see the same load: raw, Pulka, raw, Pulka.
            pulka: list[float] = []
            baseline: list[float] = []
            for _ in range(2):
                baseline += clients(raw_client, [(raw.url, seconds / 2)] * TABLES, seconds)
                pulka += clients(
                    table_client, [(server.base_url, t, seconds / 2) for t in tokens], seconds
                )
        finally:
            raw.stop()
        for who, latencies in (("raw INSERT+COMMIT", baseline), ("Pulka", pulka)):
            print(
                f"{label}: {who}: {TABLES} tables, {len(latencies)} writes in {seconds:.0f} s:"
                f" request → ack p50 {ms(statistics.median(latencies))},"
                f" p99 {ms(percentile(latencies, 0.99))}, slowest {ms(max(latencies))}"
            )
        p99, raw_p99 = percentile(pulka, 0.99), percentile(baseline, 0.99)
        print(
            f"{label}: Pulka's p99 = {p99 / raw_p99:.2f}x the raw baseline's p99"
            f" (target p99 <= 50 ms on a quiet machine: {'met' if p99 <= 0.05 else 'NOT met'})"
        )
        watch(label, server, room, book, event, location, tokens)
    finally:
        server.stop()
        room.close()


def watch(
    label: str,
    server: PhoneServer,
    room: Room,
    book: TokenBook,
    event: int,
    location: str,
    tokens: list[str],
) -> None:
    watcher = Watcher(server.base_url, book.watch_token(event))
    watcher.start()
    time.sleep(0.5)
    headers = {"Authorization": f"Bearer {tokens[1]}"}
    phone_times, desk_times = [], []
    with (
        httpx.Client(base_url=server.base_url, headers=headers) as phone,
        GameService(location, create=False) as desk,
    ):
        game = EventService(desk).event(event).rounds[0].games[0]
        for n in range(WATCH_SAMPLES):
            # A phone at table 2.
            state = phone.get("/api/table").json()
            active = state["active"]
            body = {
                "contract": "распасы",
                "tricks": {active[0]: 4, active[1]: 3, active[2]: 3},
                "expected_seq": state["seq"],
                "key": f"watch-{n:06d}",
            }
            answer = phone.post("/api/table/record", json=body)
            acked = time.monotonic()
            count = answer.json()["state"]["deal_number"] - 1
            phone_times.append(watcher.wait_for(2, count) - acked)
            # The desktop at table 1 (its own service: the room's watcher notices it).
            view = desk.game(game)
            seated = view.sheet.table.active
            desk.record(game, Raspasy({seated[0]: 4, seated[1]: 3, seated[2]: 3}), view.last_seq)
            written = time.monotonic()
            desk_times.append(watcher.wait_for(1, view.sheet.table.deals_played + 1) - written)
            time.sleep(random.uniform(0.1, 0.3))
    watcher.stop = True
    for who, times in (("a phone's", phone_times), ("the desktop's", desk_times)):
        print(
            f"{label}: watch page after {who} write ({len(times)}): p50"
            f" {ms(statistics.median(times))}, p95 {ms(percentile(times, 0.95))}, slowest"
            f" {ms(max(times))} (target p95 <= 1 s)"
        )


def start_up() -> None:
    """The first paint's modules (the start-up test's script) hold none of the server's."""
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "tests/test_startup_imports.py::test_first_paint_does_not_import_later_needs",
        ],
        cwd=Path(__file__).resolve().parents[1],
        capture_output=True,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        check=False,
    )
    verdict = "none loaded" if out.returncode == 0 else "LOADED (see the test)"
    print(
        "start-up: app.phones, app.services.phones, starlette, uvicorn, segno before the first"
        f" paint: {verdict} — 0 instructions added while the server is not started"
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--no-server", action="store_true", help="skip PostgreSQL")
    args = parser.parse_args()
    print("load average 1/5/15 min: {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()))
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="pulka-phones-bench-"))
    bench("file", str(folder / "club.sqlite3"), args.seconds)
    if not args.no_server:
        from tests.pg_cluster import find_bindir, running_cluster

        bindir = find_bindir()
        if bindir is None:
            print("PostgreSQL is not installed: the club server's half is skipped")
        else:
            import psycopg

            from app.store.postgres.server import init_server

            with running_cluster(bindir) as cluster:
                with psycopg.connect(cluster.url(), autocommit=True) as conn:
                    conn.execute("CREATE DATABASE club")
                init_server(cluster.url("club"))
                with psycopg.connect(cluster.url("club"), autocommit=True) as conn:
                    conn.execute(
                        "CREATE ROLE organiser LOGIN PASSWORD 'bench-secret' IN ROLE pulka_admin"
                    )
                    conn.execute("CREATE TABLE public.raw_events (n serial, payload text)")
                    conn.execute("GRANT INSERT ON public.raw_events TO organiser")
                    conn.execute("GRANT USAGE ON SEQUENCE public.raw_events_n_seq TO organiser")
                bench("club server", cluster.url("club", "organiser", "bench-secret"), args.seconds)
    start_up()
    print("load average 1/5/15 min: {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
