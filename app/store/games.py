"""Games and the players registry: the rows beside the event log."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from app.engine.value import value


@value
class GameRow:
    """One row of ``games``; ``rules`` is the stored ``Rules.to_dict()``."""

    id: int
    players: tuple[str, ...]
    rules: Mapping[str, Any]
    first_dealer: str
    status: str
    created_at: str
    finished_at: str | None
    updated_at: str
    last_seq: int


_COLUMNS = "id, players, rules, first_dealer, status, created_at, finished_at, updated_at, last_seq"


def _row(values: Sequence[Any]) -> GameRow:
    gid, players, rules, dealer, status, created, finished, updated, last_seq = values
    return GameRow(
        gid,
        tuple(json.loads(players)),
        json.loads(rules),
        dealer,
        status,
        created,
        finished,
        updated,
        last_seq,
    )


def insert_game(
    db: sqlite3.Connection,
    players: Sequence[str],
    rules: Mapping[str, Any],
    first_dealer: str,
    now: str,
) -> int:
    """A new open game; names not yet in the registry join it."""
    cursor = db.execute(
        "INSERT INTO games (players, rules, first_dealer, status, created_at, updated_at)"
        " VALUES (?, ?, ?, 'open', ?, ?)",
        [
            json.dumps(list(players), ensure_ascii=False),
            json.dumps(dict(rules)),
            first_dealer,
            now,
            now,
        ],
    )
    game_id = cursor.lastrowid
    assert game_id is not None
    for seat, name in enumerate(players):
        db.execute(
            "INSERT INTO players (name, created_at) VALUES (?, ?) ON CONFLICT(name) DO NOTHING",
            [name, now],
        )
        db.execute(
            "INSERT INTO game_players (game_id, seat, player_id)"
            " SELECT ?, ?, id FROM players WHERE name = ?",
            [game_id, seat, name],
        )
    return game_id


def get_game(db: sqlite3.Connection, game_id: int) -> GameRow | None:
    values = db.execute(f"SELECT {_COLUMNS} FROM games WHERE id = ?", [game_id]).fetchone()
    return _row(values) if values else None


def get_status(db: sqlite3.Connection, game_id: int) -> tuple[int, str, str | None, str] | None:
    """``(last_seq, status, finished_at, updated_at)``: enough to tell whether a cache is fresh."""
    values = db.execute(
        "SELECT last_seq, status, finished_at, updated_at FROM games WHERE id = ?", [game_id]
    ).fetchone()
    return (int(values[0]), values[1], values[2], values[3]) if values else None


def list_games(db: sqlite3.Connection) -> list[tuple[Any, ...]]:
    """Every game, the most recently played first: ``(id, players, status, created_at,
    finished_at, updated_at, last_seq, preset)`` — the rules' preset name is read by SQLite's
    ``json_extract``, not by parsing every game's rules in Python."""
    rows = db.execute(
        "SELECT id, players, status, created_at, finished_at, updated_at, last_seq,"
        " json_extract(rules, '$.preset') FROM games ORDER BY updated_at DESC, id DESC"
    ).fetchall()
    return [(gid, tuple(json.loads(players)), *rest) for gid, players, *rest in rows]


def rules_by_game(db: sqlite3.Connection) -> dict[int, str]:
    """Each game's stored rules as JSON text (the game list describes options changed from
    the preset; the service parses each distinct text once)."""
    return {gid: text for gid, text in db.execute("SELECT id, rules FROM games")}


def list_players(db: sqlite3.Connection) -> list[str]:
    return [row[0] for row in db.execute("SELECT name FROM players ORDER BY name")]


def touch(db: sqlite3.Connection, game_id: int, seq: int, now: str) -> None:
    """Bookkeeping after an append: the game's newest seq and time."""
    db.execute("UPDATE games SET last_seq = ?, updated_at = ? WHERE id = ?", [seq, now, game_id])


def set_status(db: sqlite3.Connection, game_id: int, status: str, now: str) -> None:
    finished_at = now if status == "finished" else None
    db.execute(
        "UPDATE games SET status = ?, finished_at = ? WHERE id = ?", [status, finished_at, game_id]
    )
