"""Roster actions and their fold: what the players and games look like after the recorded log.

A roster change is never a rewrite of a game: a game's log names its players as they were
written, and rewriting the stored names would make it unfoldable. Each change is an action
appended to the roster log (docs/roster.md); what a player or a game is called, and whether it is
hidden, archived or deleted, is the fold of that log. Undo and redo are markers, as for deals:
``undone`` takes back the newest action still in effect, ``redone`` puts back the one undone
last, and any new action forgets what could have been redone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import field
from typing import Any, Literal, TypeAlias

from app.engine.value import value

ActionKind: TypeAlias = Literal[
    "rename_player",
    "hide_player",
    "show_player",
    "rename_game",
    "archive_game",
    "unarchive_game",
    "delete_game",
]
"""``rename_player`` {"from", "to", "stored", "merge"} also merges ("to" already someone's name,
"merge" true; a record without "merge" is a rename); "stored" lists the names as games store
them that went by "from" when it was recorded.
``*_player`` {"name"}; ``rename_game`` {"game", "title"}; the other ``*_game`` {"game"}."""

MarkerKind: TypeAlias = Literal["undone", "redone"]
"""{"target": seq of the action taken back or put back}."""

ACTION_KINDS: tuple[ActionKind, ...] = (
    "rename_player",
    "hide_player",
    "show_player",
    "rename_game",
    "archive_game",
    "unarchive_game",
    "delete_game",
)
MARKER_KINDS: tuple[MarkerKind, ...] = ("undone", "redone")


class RosterLogInvalid(ValueError):
    """A roster record that does not describe an action, or a marker that does not fit."""


@value  # on the path to the first window (ADR 0003)
class RosterRecord:
    """One record of the roster log as stored: its number, kind, payload and time."""

    seq: int
    kind: str
    payload: Mapping[str, Any]
    created_at: str


@value
class Roster:
    """The roster after the log: every name's current name, hidden players, game changes."""

    aliases: Mapping[str, str] = field(default_factory=dict)
    """A name as games store it → the name it goes by now (absent: unchanged)."""
    hidden: frozenset[str] = frozenset()
    titles: Mapping[int, str] = field(default_factory=dict)
    archived: frozenset[int] = frozenset()
    deleted: frozenset[int] = frozenset()
    done: tuple[RosterRecord, ...] = ()
    """Actions in effect, oldest first: the last one is what Undo takes back."""
    redoable: tuple[RosterRecord, ...] = ()
    """Actions undone and not forgotten, the next to redo last."""
    last_seq: int = 0

    def name(self, stored: str) -> str:
        """What a player stored as ``stored`` is called now."""
        return self.aliases.get(stored, stored)

    def names(self, stored: Sequence[str]) -> tuple[str, ...]:
        return tuple(self.name(n) for n in stored)

    def renamed_away(self, name: str) -> str | None:
        """What the players who went by ``name`` are called now, when a rename or merge in
        effect took that name from them (the newest such action); ``None`` when it is nobody's
        past name."""
        for record in reversed(self.done):
            if record.kind == "rename_player" and record.payload.get("from") == name:
                stored = record.payload.get("stored") or [name]
                return self.name(str(stored[0]))
        return None


def fold(records: Iterable[RosterRecord]) -> Roster:
    """The roster the log describes; raises :class:`RosterLogInvalid` for a record that does
    not fit (an unknown kind, a marker naming an action that is not the one to undo/redo)."""
    done: list[RosterRecord] = []
    redoable: list[RosterRecord] = []
    last_seq = 0
    for record in records:
        last_seq = record.seq
        if record.kind in ACTION_KINDS:
            done.append(record)
            redoable.clear()
        elif record.kind == "undone":
            if not done or done[-1].seq != _int(record.payload, "target"):
                raise RosterLogInvalid(f"roster {record.seq}: undone does not name the last action")
            redoable.append(done.pop())
        elif record.kind == "redone":
            if not redoable or redoable[-1].seq != _int(record.payload, "target"):
                raise RosterLogInvalid(f"roster {record.seq}: redone does not name the undone one")
            done.append(redoable.pop())
        else:
            raise RosterLogInvalid(f"roster {record.seq}: unknown kind {record.kind!r}")
    return _apply(done, redoable, last_seq)


def _apply(done: list[RosterRecord], redoable: list[RosterRecord], last_seq: int) -> Roster:
    aliases: dict[str, str] = {}
    hidden: set[str] = set()
    titles: dict[int, str] = {}
    archived: set[int] = set()
    deleted: set[int] = set()
    for record in done:
        p = record.payload
        if record.kind == "rename_player":
            old, new, merge = _text(p, "from"), _text(p, "to"), _flag(p, "merge")
            # The record names the stored names that went by ``old`` when it was written: a
            # name nobody stores (one renamed away) must not become an alias, or a newcomer
            # later recorded under it would go by someone else's name.
            for stored in _texts(p, "stored"):
                if stored == new:
                    aliases.pop(stored, None)
                else:
                    aliases[stored] = new
            # A renamed player keeps being hidden under the new name; a merge keeps the
            # survivor as they were (hiding a duplicate before merging it away must not hide
            # the real player, docs/roster.md), and the name merged away is nobody's now.
            if old in hidden:
                hidden.discard(old)
                if not merge:
                    hidden.add(new)
        elif record.kind == "hide_player":
            hidden.add(_text(p, "name"))
        elif record.kind == "show_player":
            hidden.discard(_text(p, "name"))
        elif record.kind == "rename_game":
            titles[_int(p, "game")] = _text(p, "title")
        elif record.kind == "archive_game":
            archived.add(_int(p, "game"))
        elif record.kind == "unarchive_game":
            archived.discard(_int(p, "game"))
        elif record.kind == "delete_game":
            deleted.add(_int(p, "game"))
    return Roster(
        aliases=aliases,
        hidden=frozenset(hidden),
        titles={g: t for g, t in titles.items() if t},
        archived=frozenset(archived),
        deleted=frozenset(deleted),
        done=tuple(done),
        redoable=tuple(redoable),
        last_seq=last_seq,
    )


def _text(payload: Mapping[str, Any], key: str) -> str:
    value = payload.get(key)
    if not isinstance(value, str):
        raise RosterLogInvalid(f"{key} is not text")
    return value


def _flag(payload: Mapping[str, Any], key: str) -> bool:
    """A yes/no of the payload; absent: no (records written before it existed)."""
    value = payload.get(key, False)
    if type(value) is not bool:
        raise RosterLogInvalid(f"{key} is not true or false")
    return value


def _texts(payload: Mapping[str, Any], key: str) -> list[str]:
    value = payload.get(key)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RosterLogInvalid(f"{key} is not a list of names")
    return value


def _int(payload: Mapping[str, Any], key: str) -> int:
    value = payload.get(key)
    if type(value) is not int:
        raise RosterLogInvalid(f"{key} is not a whole number")
    return value


def touched_names(before: Roster, after: Roster) -> set[str]:
    """Stored names whose current name differs between two rosters (their games' figures
    must be counted again)."""
    keys = set(before.aliases) | set(after.aliases)
    return {n for n in keys if before.name(n) != after.name(n)}
