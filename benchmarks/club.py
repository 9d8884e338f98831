"""A club's games file for the start-up and store benchmarks: 10,000 finished games of 50 events
among 60 players, three presets, each game's header with its digest as Pulka writes it.

The games are benchmarks/stats_club.py's (the same deterministic club the statistics are
measured on), written with the ``header_digest`` a game's row needs to open
(app/store/game_header.py); ``PULKA_CLUB_DB=FILE`` keeps the generated file in FILE and copies it
on the next runs (generating takes a minute).
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from pathlib import Path

from app.store.db import open_database
from app.store.game_header import header_digest
from benchmarks.stats_club import CLUB, EVENTS_PER_GAME, GAMES, club, rules_json


def make_club(path: Path) -> Path:
    """The club file at ``path`` (from ``PULKA_CLUB_DB`` when it holds one); ``path``."""
    kept = os.environ.get("PULKA_CLUB_DB")
    if kept and Path(kept).exists():
        shutil.copyfile(kept, path)
        return path
    open_database(path, backups=0).close()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous = OFF")  # generation only
    rules = rules_json()
    parsed = {preset: json.loads(text) for preset, text in rules.items()}
    conn.execute("BEGIN")
    for pid, name in enumerate(CLUB, start=1):
        conn.execute("INSERT INTO players VALUES (?, ?, '2025-09-01')", [pid, name])
    for game, names, chosen, preset, stamp, events in club():
        conn.execute(
            "INSERT INTO games (id, players, rules, first_dealer, status, created_at,"
            " finished_at, updated_at, last_seq, header_digest)"
            " VALUES (?, ?, ?, ?, 'finished', ?, ?, ?, ?, ?)",
            [
                game,
                json.dumps(names, ensure_ascii=False),
                rules[preset],
                names[0],
                stamp,
                stamp,
                stamp,
                EVENTS_PER_GAME,
                header_digest(names, parsed[preset], names[0]),
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
    if kept:
        shutil.copyfile(path, kept)
    return path


__all__ = ["GAMES", "make_club"]
