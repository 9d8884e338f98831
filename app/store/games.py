"""SQLite rows of games and the players registry, beside the event log (used by
:mod:`app.store.sqlite_store`; every call runs on the caller's connection)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from app.store.errors import StoredDataDamaged
from app.store.game_header import check_header, header_digest
from app.store.protocol import GameListing, GameRow, GameStamp, GameStatus

__all__ = ["GameRow", "StoredDataDamaged"]  # re-exported: the SQL helpers' callers use them

# Text columns are read as BLOBs and decoded here: Python's sqlite3 raises for a whole query
# when one value is not UTF-8, which would make one damaged byte hide every game.
_COLUMNS = (
    "id, CAST(players AS BLOB), CAST(rules AS BLOB), CAST(first_dealer AS BLOB),"
    " CAST(status AS BLOB), CAST(created_at AS BLOB), CAST(finished_at AS BLOB),"
    " CAST(updated_at AS BLOB), last_seq"
)


def text(value: Any, game_id: int | None, what: str) -> str:
    """A stored text column (read as a BLOB) as ``str``; raises :class:`StoredDataDamaged`."""
    if isinstance(value, str):
        return value
    if not isinstance(value, bytes):
        raise StoredDataDamaged(game_id, f"{what} is not text")
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        raise StoredDataDamaged(game_id, f"{what} is not UTF-8") from None


def optional_text(value: Any, game_id: int | None, what: str) -> str | None:
    return None if value is None else text(value, game_id, what)


def whole(value: Any, game_id: int | None, what: str) -> int:
    if type(value) is not int:
        raise StoredDataDamaged(game_id, f"{what} is not a whole number")
    return value


def json_value(value: Any, game_id: int | None, what: str) -> Any:
    try:
        return json.loads(text(value, game_id, what))
    except (ValueError, RecursionError):
        raise StoredDataDamaged(game_id, f"{what} is not valid JSON") from None


def status_text(value: Any, game_id: int | None) -> GameStatus:
    """A stored status: ``open`` or ``finished`` (anything else is damage)."""
    status = text(value, game_id, "status")
    if status == "open":
        return "open"
    if status == "finished":
        return "finished"
    raise StoredDataDamaged(game_id, "status is neither open nor finished")


def player_names(value: Any, game_id: int | None) -> tuple[str, ...]:
    names = json_value(value, game_id, "players")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise StoredDataDamaged(game_id, "players is not a list of names")
    return tuple(names)


def _row(values: Sequence[Any]) -> GameRow:
    gid, players, rules, dealer, status, created, finished, updated, last_seq, *checked = values
    gid = whole(gid, None, "id")
    rules_value = json_value(rules, gid, "rules")
    if not isinstance(rules_value, dict):
        raise StoredDataDamaged(gid, "rules is not an object")
    names = player_names(players, gid)
    first_dealer = text(dealer, gid, "first_dealer")
    if checked:  # a flipped digit in the rules is still valid JSON: the digest says so
        digest = optional_text(checked[0], gid, "header_digest")
        check_header(gid, names, rules_value, first_dealer, digest)
    return GameRow(
        gid,
        names,
        rules_value,
        first_dealer,
        status_text(status, gid),
        text(created, gid, "created_at"),
        optional_text(finished, gid, "finished_at"),
        text(updated, gid, "updated_at"),
        whole(last_seq, gid, "last_seq"),
    )


def insert_game(
    db: sqlite3.Connection,
    players: Sequence[str],
    rules: Mapping[str, Any],
    first_dealer: str,
    now: str,
    game_uuid: str | None = None,
) -> int:
    """A new open game; names not yet in the registry join it. ``game_uuid``: the game's
    identity in every database (a new random one unless it comes from another database)."""
    cursor = db.execute(
        "INSERT INTO games (players, rules, first_dealer, status, created_at, updated_at, uuid,"
        " header_digest) VALUES (?, ?, ?, 'open', ?, ?, ?, ?)",
        [
            json.dumps(list(players), ensure_ascii=False),
            json.dumps(dict(rules)),
            first_dealer,
            now,
            now,
            game_uuid or _new_uuid(),
            header_digest(players, rules, first_dealer),
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


def get_game(db: sqlite3.Connection, game_id: int, *, digests: bool = True) -> GameRow | None:
    """The game's row, its header checked against its digest (app/store/game_header.py);
    ``digests=False`` only for a copy from before they were written (a backup's check)."""
    columns = _COLUMNS + (", CAST(header_digest AS BLOB)" if digests else "")
    values = db.execute(f"SELECT {columns} FROM games WHERE id = ?", [game_id]).fetchone()
    return _row(values) if values else None


def _new_uuid() -> str:
    import uuid  # only when a game is created (uuid loads platform: not at start-up)

    return str(uuid.uuid4())


def get_uuid(db: sqlite3.Connection, game_id: int) -> str | None:
    """The game's UUID; ``None`` when there is no such game."""
    values = db.execute("SELECT CAST(uuid AS BLOB) FROM games WHERE id = ?", [game_id]).fetchone()
    return None if values is None else text(values[0], game_id, "uuid")


def find_by_uuid(db: sqlite3.Connection, game_uuid: str) -> int | None:
    """The number of the game with this UUID in this database, ``None`` when it has none."""
    values = db.execute("SELECT id FROM games WHERE uuid = ?", [game_uuid]).fetchone()
    return None if values is None else whole(values[0], None, "id")


def get_stamp(db: sqlite3.Connection, game_id: int) -> GameStamp | None:
    """The newest seq and status: enough to tell whether a cache is fresh."""
    values = db.execute(
        "SELECT last_seq, CAST(status AS BLOB), CAST(finished_at AS BLOB),"
        " CAST(updated_at AS BLOB) FROM games WHERE id = ?",
        [game_id],
    ).fetchone()
    if not values:
        return None
    return GameStamp(
        whole(values[0], game_id, "last_seq"),
        status_text(values[1], game_id),
        optional_text(values[2], game_id, "finished_at"),
        text(values[3], game_id, "updated_at"),
    )


_LISTED = (
    "SELECT id, players, status, created_at, finished_at, updated_at, last_seq,"
    " CASE WHEN json_valid(rules) THEN json_extract(rules, '$.preset') END, json_valid(rules),"
    " rules FROM games ORDER BY updated_at DESC, id DESC"
)
_LISTED_CAREFULLY = (
    "SELECT id, CAST(players AS BLOB), CAST(status AS BLOB), CAST(created_at AS BLOB),"
    " CAST(finished_at AS BLOB), CAST(updated_at AS BLOB), last_seq,"
    " CASE WHEN json_valid(rules) THEN CAST(json_extract(rules, '$.preset') AS BLOB) END,"
    " json_valid(rules), CAST(rules AS BLOB) FROM games"
)


def list_games(db: sqlite3.Connection) -> list[GameListing]:
    """Every game, the most recently played first — the rules' preset name is read by SQLite's
    ``json_extract``, not by parsing every game's rules in Python; the rules' text comes along
    for the service to describe (each distinct text parsed once).

    A row that cannot be read is listed with ``damaged`` set (its players if they can be read,
    else none) so the other games stay usable.

    The texts are decoded by ``sqlite3`` itself (issue 30: decoding each column in Python cost a
    10,000-game club three times the listing before); a row whose values are not all of their
    kind is read again as bytes and listed by :func:`_listing`, as every row is when one text in
    the file is not UTF-8 (``sqlite3`` then refuses the whole query). Both ways list the same
    (tests/store/test_list_games.py).
    """
    try:
        rows = db.execute(_LISTED).fetchall()
    except sqlite3.OperationalError as error:
        if "decode" not in str(error):
            raise
        return list_games_carefully(db)
    out: list[GameListing] = []
    names_of: dict[str, tuple[str, ...]] = {}  # a club's tables repeat their players
    for row in rows:
        gid, players, status, created, finished, updated, last_seq, preset, rules_ok, rules = row
        names = names_of.get(players) if type(players) is str else None
        if names is None and type(players) is str:
            try:
                decoded = json.loads(players)
            except (ValueError, RecursionError):
                decoded = None
            if type(decoded) is list and all(type(name) is str for name in decoded):
                names = names_of[players] = tuple(decoded)
        if (
            names is not None
            and type(gid) is int
            and (status == "open" or status == "finished")
            and type(created) is str
            and (finished is None or type(finished) is str)
            and type(updated) is str
            and type(last_seq) is int
            and (preset is None or type(preset) is str)
            and type(rules) is str
        ):
            listing: GameListing | None = GameListing(
                gid,
                names,
                status,
                created,
                finished,
                updated,
                last_seq,
                preset or "",
                rules,
                not rules_ok,
            )
        else:  # not all of their kind: read as bytes, listed as the careful way lists it
            again = db.execute(f"{_LISTED_CAREFULLY} WHERE rowid = ?", [gid]).fetchone()
            listing = _listing(again) if again is not None else None
        if listing is not None:
            out.append(listing)
    return out


def list_games_carefully(db: sqlite3.Connection) -> list[GameListing]:
    """:func:`list_games` with every text read as bytes and decoded here (a text that is not
    UTF-8 is a damaged row, not a failed query)."""
    rows = db.execute(f"{_LISTED_CAREFULLY} ORDER BY updated_at DESC, id DESC").fetchall()
    return [listing for row in rows if (listing := _listing(row)) is not None]


def _listing(row: Sequence[Any]) -> GameListing | None:
    """One game of the list from its row read as bytes (``None``: no number to list it by)."""
    gid, players, status, created, finished, updated, last_seq, preset, rules_ok, raw = row
    if type(gid) is not int:
        return None
    try:
        return GameListing(
            gid,
            player_names(players, gid),
            status_text(status, gid),
            text(created, gid, "created_at"),
            optional_text(finished, gid, "finished_at"),
            text(updated, gid, "updated_at"),
            whole(last_seq, gid, "last_seq"),
            optional_text(preset, gid, "preset") or "",
            _rules_text(raw),
            not rules_ok,
        )
    except StoredDataDamaged:
        try:
            names = player_names(players, gid)
        except StoredDataDamaged:
            names = ()
        return GameListing(gid, names, "", "", None, "", 0, "", None, True)


def _rules_text(raw: Any) -> str | None:
    """Stored rules as text; ``None`` when not UTF-8 (the game is then listed damaged)."""
    try:
        return raw.decode("utf-8") if isinstance(raw, bytes) else str(raw)
    except UnicodeDecodeError:
        return None


def list_players(db: sqlite3.Connection) -> list[str]:
    """The registry's names; a name that cannot be read is left out."""
    names = []
    for (stored,) in db.execute("SELECT CAST(name AS BLOB) FROM players ORDER BY name"):
        try:
            names.append(text(stored, None, "name"))
        except StoredDataDamaged:
            continue
    return names


def set_status(db: sqlite3.Connection, game_id: int, status: GameStatus, now: str) -> None:
    finished_at = now if status == "finished" else None
    db.execute(
        "UPDATE games SET status = ?, finished_at = ? WHERE id = ?", [status, finished_at, game_id]
    )
