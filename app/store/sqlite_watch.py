"""Noticing what another window or program commits to the database file: ``PRAGMA
data_version`` on a second, read-only connection, every half second and at once when asked
(the window gained focus); the sequences are read only when it moved
(docs/decisions/0010-change-hub.md).

``data_version`` changes when any *other* connection commits — the app's own store included,
whose writes the services already told: they recognise them by their sequences. The check is
one cheap local call (no file is read while nothing was written). The watcher's connection
is its thread's alone; the store's connection is never touched from here.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from pathlib import Path

from app.store.change_source import LinkListener, Seen, SeenGame, SeenListener, SeenRound

POLL_S = 0.5
"""How often the file is asked (twice within the issue's 2 s, and within the benchmark's
1 s at the 95th percentile)."""
BUSY_MS = 1_000


class SqliteWatch:
    """A thread watching one database file."""

    def __init__(self, path: str) -> None:
        self._path = path
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, seen: SeenListener, link: LinkListener) -> None:
        self._thread = threading.Thread(
            target=self._run, args=(seen,), name="pulka-file-watch", daemon=True
        )
        self._thread.start()

    def check_now(self) -> None:
        self._wake.set()

    def close(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=1)

    def _run(self, seen: SeenListener) -> None:
        try:
            conn = _connect(self._path)
        except sqlite3.Error:
            return  # not watched (unreadable now): the app still follows its own writes
        with contextlib.closing(conn):
            version: int | None = None
            while not self._stop.is_set():
                try:
                    now = int(conn.execute("PRAGMA data_version").fetchone()[0])
                    if now != version:
                        reading = read_all(conn)
                        version = now
                        seen(reading)
                except sqlite3.Error:
                    pass  # locked or busy for a moment: the next poll tries again
                self._wake.wait(POLL_S)
                self._wake.clear()


def _connect(path: str) -> sqlite3.Connection:
    uri = Path(path).resolve().as_uri() + "?mode=ro"
    conn = sqlite3.connect(uri, uri=True, timeout=BUSY_MS / 1000, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
    return conn


def read_all(conn: sqlite3.Connection) -> Seen:
    """Every game's and round's sequences and the roster's, in one snapshot."""
    conn.execute("BEGIN")
    try:
        games = conn.execute(
            "SELECT g.id, g.last_seq, g.status, t.event_id, t.round FROM games AS g"
            " LEFT JOIN club_tables AS t ON t.game_id = g.id"
        ).fetchall()
        roster = conn.execute("SELECT coalesce(max(seq), 0) FROM roster_log").fetchone()
        events = conn.execute("SELECT id FROM club_events").fetchall()
        rounds = conn.execute(
            "SELECT event_id, number, saved_at, started_at FROM club_rounds"
        ).fetchall()
    finally:
        conn.execute("COMMIT")
    return Seen(
        games=tuple(SeenGame(*row) for row in games),
        every_game=True,
        roster_seq=int(roster[0]) if roster else 0,
        events=tuple(int(row[0]) for row in events),
        rounds=tuple(SeenRound(*row) for row in rounds),
        every_event=True,
    )
