"""Noticing what other clients of the club server write: ``LISTEN`` on a connection of its own,
on a thread of its own (docs/decisions/0010-change-hub.md).

The server's triggers (migration ``m005_change_notices``,
:mod:`app.store.postgres.notice_schema`) send ``NOTIFY pulka_changes`` with a small payload
at every committed write: ``g <game> <last_seq> <status>``, ``r <roster seq>``,
``e <event>``, or ``*`` (a table emptied: read everything). A payload is only a hint: the
watcher reads the named games and events back with its own login, so a game it cannot read
(another club's, one deleted since) is simply not in the reading — ignored without a word.

While nothing changes nothing is sent: the thread waits on the socket (TCP keepalives, no
queries). A lost connection says so (``link(False)``), is tried again every few seconds, and
once back listens first, then reads everything and compares (``link(True)`` after that): a
change made while it was away is found by its sequences, never by a notification it missed.
"""

from __future__ import annotations

import contextlib
import threading
from typing import Any

import psycopg

from app.store.change_source import LinkListener, Seen, SeenGame, SeenListener, SeenRound

CHANNEL = "pulka_changes"
WAIT_S = 0.5
"""How long one wait for a notification lasts before the thread looks whether it should stop
(the socket is waited on; nothing is sent)."""
RETRY_S = (0.5, 1.0, 2.0, 3.0)
"""Pauses between attempts to reconnect, the last one repeated: a restarted server is back
within seconds, and the evening goes on."""
CONNECT_TIMEOUT_S = 5
KEEPALIVE_IDLE_S, KEEPALIVE_INTERVAL_S = 10, 5
"""A server gone without closing the connection (a cable pulled) is noticed in about 25 s."""

Connection = psycopg.Connection[tuple[Any, ...]]


class PostgresListen:
    """A thread listening to one club server's notifications."""

    def __init__(self, url: str) -> None:
        self._url = url
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._conn: Connection | None = None

    def start(self, seen: SeenListener, link: LinkListener) -> None:
        self._thread = threading.Thread(
            target=self._run, args=(seen, link), name="pulka-server-listen", daemon=True
        )
        self._thread.start()

    def check_now(self) -> None:
        """Nothing to do: notifications come by themselves."""

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=WAIT_S * 2)

    # -- the thread ---------------------------------------------------------------------------

    def _run(self, seen: SeenListener, link: LinkListener) -> None:
        failures = 0
        while not self._stop.is_set():
            try:
                with contextlib.closing(self._connect()) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")  # first: nothing after the reading is missed
                    seen(read_all(conn))
                    link(True)
                    failures = 0
                    self._listen(conn, seen)
            except psycopg.Error:
                if self._stop.is_set():
                    return
                link(False)
                pause = RETRY_S[min(failures, len(RETRY_S) - 1)]
                failures += 1
                self._stop.wait(pause)

    def _connect(self) -> Connection:
        conn: Connection = psycopg.connect(
            self._url,
            connect_timeout=CONNECT_TIMEOUT_S,
            application_name="pulka-listen",
            options="-c TimeZone=UTC",
            autocommit=True,
            keepalives=1,
            keepalives_idle=KEEPALIVE_IDLE_S,
            keepalives_interval=KEEPALIVE_INTERVAL_S,
        )
        return conn

    def _listen(self, conn: Connection, seen: SeenListener) -> None:
        while not self._stop.is_set():
            payloads = [n.payload for n in conn.notifies(timeout=WAIT_S, stop_after=1)]
            if not payloads:
                continue
            # The rest of what arrived together (one COMMIT's notices come in one packet).
            payloads += [n.payload for n in conn.notifies(timeout=0)]
            try:
                reading = read_named(conn, payloads)
            except psycopg.OperationalError:
                raise
            except psycopg.DatabaseError:
                continue  # not readable by this login: ignored (module docstring)
            if reading is not None:
                seen(reading)


def read_named(conn: Connection, payloads: list[str]) -> Seen | None:
    """The games, events and roster the notices name, read back (``None``: nothing to read)."""
    games: set[int] = set()
    events: set[int] = set()
    roster = everything = False
    for payload in payloads:
        kind, _, rest = payload.partition(" ")
        number = rest.split(" ", 1)[0]
        if kind == "*":
            everything = True
        elif kind == "r":
            roster = True
        elif kind in ("g", "e") and number.isdigit():
            (games if kind == "g" else events).add(int(number))
    if everything:
        return read_all(conn)
    if not (games or events or roster):
        return None
    with _snapshot(conn):
        found_games = _games(conn, sorted(games)) if games else []
        found_events = (
            conn.execute(
                "SELECT id FROM pulka.club_events WHERE id = ANY(%s)", [sorted(events)]
            ).fetchall()
            if events
            else []
        )
        found_rounds = (
            conn.execute(
                "SELECT event_id, number, saved_at, started_at FROM pulka.club_rounds"
                " WHERE event_id = ANY(%s)",
                [sorted(events)],
            ).fetchall()
            if events
            else []
        )
        roster_seq = _roster(conn) if roster else None
    return Seen(
        games=tuple(found_games),
        roster_seq=roster_seq,
        events=tuple(int(row[0]) for row in found_events),
        rounds=tuple(_round(row) for row in found_rounds),
    )


def read_all(conn: Connection) -> Seen:
    """Every game's and round's sequences and the roster's, in one snapshot."""
    with _snapshot(conn):
        games = _games(conn, None)
        roster_seq = _roster(conn)
        events = conn.execute("SELECT id FROM pulka.club_events").fetchall()
        rounds = conn.execute(
            "SELECT event_id, number, saved_at, started_at FROM pulka.club_rounds"
        ).fetchall()
    return Seen(
        games=tuple(games),
        every_game=True,
        roster_seq=roster_seq,
        events=tuple(int(row[0]) for row in events),
        rounds=tuple(_round(row) for row in rounds),
        every_event=True,
    )


@contextlib.contextmanager
def _snapshot(conn: Connection) -> Any:
    with conn.transaction():
        conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        yield


def _games(conn: Connection, ids: list[int] | None) -> list[SeenGame]:
    query = (
        "SELECT g.id, g.last_seq, g.status, t.event_id, t.round FROM pulka.games AS g"
        " LEFT JOIN pulka.club_tables AS t ON t.game_id = g.id"
    )
    rows = (
        conn.execute(query).fetchall()
        if ids is None
        else conn.execute(query + " WHERE g.id = ANY(%s)", [ids]).fetchall()
    )
    return [
        SeenGame(
            int(gid),
            int(seq),
            str(status),
            None if event is None else int(event),
            None if number is None else int(number),
        )
        for gid, seq, status, event, number in rows
    ]


def _roster(conn: Connection) -> int:
    row = conn.execute("SELECT coalesce(max(seq), 0) FROM pulka.roster_log").fetchone()
    return int(row[0]) if row else 0


def _round(row: tuple[Any, ...]) -> SeenRound:
    event_id, number, saved_at, started_at = row
    return SeenRound(
        int(event_id), int(number), str(saved_at), None if started_at is None else str(started_at)
    )
