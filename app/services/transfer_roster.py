"""The roster log moved beside the games (``pulka push`` / ``pulka pull``, issue 29 item 3):
renames, merges, hidden players, archived, renamed and deleted games, with their undo and redo.

The log is compared with the other store's record by record, as a game's is
(app/services/transfer.py): the same log — nothing written; the other log a prefix of this one —
the missing records appended; this one a prefix of the other — nothing to do; different records
after a common seq — refused (``diverged``), nothing written: which renames happened is a
person's call. A record keeps the time it was first written. A game named in a record
(``{"game": N}``) is named by its number in each store, so it is translated through the games
moved first (by UUID); a record naming a game the other store does not have is refused too.

All the records appended go in one transaction of the target; each is stamped on the games it
touches exactly as the roster service stamps them (app/services/roster.py), so the statistics
count the renamed names at once. A club server refuses what the login may not do (only its admin
renames and merges players or deletes games): said as ``refused`` with the server's words.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Literal

from app.engine.value import value
from app.roster.actions import RosterLogInvalid, RosterRecord, fold, touched_names
from app.services.transfer import Outcome, compare
from app.store.backend import Backend
from app.store.errors import StoreError


@value
class RosterMoved:
    """What happened to the roster log: ``records`` appended, ``common`` records both logs
    share. ``empty``: this side has no roster record (nothing to say). ``refused``: the target
    said no (``error``), a record names a game the target does
    not have (``missing``, its number here), or the log does not replay (``error`` ``None``)."""

    outcome: Outcome | Literal["empty", "refused"]
    records: int = 0
    common: int = 0
    missing: int | None = None
    error: StoreError | None = None


def move_roster(source: Backend, target: Backend, games: Mapping[int, int]) -> RosterMoved:
    """Bring ``source``'s roster log into ``target``; ``games`` maps each source game number to
    the target's number of the same game (by UUID)."""
    mine_log, theirs_log = source.roster, target.roster
    if mine_log is None or theirs_log is None:
        return RosterMoved("empty")  # a backend without a roster has nothing to move
    mine = mine_log.roster_log()
    if not mine:
        return RosterMoved("empty")
    try:
        translated = [_translated(record, games) for record in mine]
    except KeyError as missing:
        return RosterMoved("refused", missing=int(missing.args[0]))
    theirs = theirs_log.roster_log()
    outcome, common = compare([_key(r) for r in translated], [_key(r) for r in theirs])
    if outcome != "extended":
        return RosterMoved(outcome, 0, common)
    try:
        fold(translated)  # a log that does not replay is not copied
    except RosterLogInvalid:
        return RosterMoved("refused", 0, common)
    try:
        with target.games.transaction():
            log = list(theirs)
            for record in translated[common:]:
                before, after = fold(log), fold([*log, record])
                theirs_log.append_roster(
                    len(log),
                    record.kind,
                    record.payload,
                    record.created_at,
                    touched_players=sorted(touched_names(before, after)),
                    touched_games=sorted(before.deleted ^ after.deleted),
                )
                log.append(record)
    except StoreError as error:
        if error.kind in ("read_only", "failed"):
            return RosterMoved("refused", 0, common, error=error)
        raise
    outcome_done: Outcome = "copied" if common == 0 else "extended"
    return RosterMoved(outcome_done, len(translated) - common, common)


def _translated(record: RosterRecord, games: Mapping[int, int]) -> RosterRecord:
    """``record`` with its game named by the target's number (``KeyError``: not there)."""
    game = record.payload.get("game")
    if isinstance(game, int) and not isinstance(game, bool):
        payload: dict[str, Any] = {**record.payload, "game": games[game]}
        return RosterRecord(record.seq, record.kind, payload, record.created_at)
    return record


def _key(record: RosterRecord) -> tuple[int, str, str, str]:
    """What two stores must agree on for one record (its payload as canonical text)."""
    text = json.dumps(dict(record.payload), sort_keys=True, ensure_ascii=False)
    return record.seq, record.kind, text, record.created_at
