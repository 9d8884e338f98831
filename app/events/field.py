"""Who plays which round: an event's field as a fold of its recorded changes (docs/events.md
§The field changes during the event).

The players typed when the event is created play from round 1. Each change is recorded once and
never edited: a late entry or a withdrawal from the next round, a reinstatement after a removal
by the threshold, a substitute taking a seat mid-round, a cut to the top N for a final; an undo
is one more record naming the change it takes back. The field of any round is worked out from
the records alone, so a change made for the next round cannot alter a round already played.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Literal

from app.engine.names import name_key, normalize_name

ChangeKind = Literal["enter", "withdraw", "reinstate", "substitute", "cut", "undo"]
CHANGE_KINDS: tuple[ChangeKind, ...] = (
    "enter",
    "withdraw",
    "reinstate",
    "substitute",
    "cut",
    "undo",
)


class FieldError(ValueError):
    """A change the field cannot take; ``code`` and ``params`` name the reason for a message."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(f"{code}: {params}")
        self.code = code
        self.params = params


@dataclass(frozen=True, slots=True)
class Change:
    """One change of the field, as recorded.

    ``round`` is the first round it applies to (a substitute: the round being played). A
    substitute takes ``player``'s seat at ``table`` after ``after_deals`` deals of that table;
    a cut keeps ``finalists`` (best first) from ``round`` on, their points so far carried into
    the final or not (``carry``); an undo takes back the change recorded as ``undoes``.
    """

    kind: ChangeKind
    round: int
    player: str = ""
    substitute: str = ""
    table: int = 0
    after_deals: int = 0
    finalists: tuple[str, ...] = ()
    carry: bool = True
    undoes: int = 0

    def to_dict(self) -> dict[str, Any]:
        """The JSON the event store keeps (only the fields the kind uses)."""
        data: dict[str, Any] = {"round": self.round}
        if self.kind in ("enter", "withdraw", "reinstate", "substitute"):
            data["player"] = self.player
        if self.kind == "substitute":
            data.update(substitute=self.substitute, table=self.table, after_deals=self.after_deals)
        if self.kind == "cut":
            data.update(finalists=list(self.finalists), carry=self.carry)
        if self.kind == "undo":
            data["undoes"] = self.undoes
        return data

    @classmethod
    def from_dict(cls, kind: str, data: Mapping[str, Any]) -> Change:
        """A stored change read back; ``ValueError`` when it cannot be (a damaged record)."""
        if kind not in CHANGE_KINDS:
            raise ValueError(f"unknown change {kind!r}")
        try:
            return cls(
                kind=kind,
                round=_whole(data["round"]),
                player=str(data.get("player", "")),
                substitute=str(data.get("substitute", "")),
                table=_whole(data.get("table", 0)),
                after_deals=_whole(data.get("after_deals", 0)),
                finalists=tuple(str(n) for n in data.get("finalists", ())),
                carry=bool(data.get("carry", True)),
                undoes=_whole(data.get("undoes", 0)),
            )
        except (KeyError, TypeError) as error:
            raise ValueError(f"change {kind!r} cannot be read: {error}") from None


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{value!r} is not a whole number")
    return value


@dataclass(frozen=True, slots=True)
class Recorded:
    """A change with its number in the event's log (1, 2, …)."""

    seq: int
    change: Change


@dataclass(frozen=True, slots=True)
class Status:
    """How a player stands in the field after the rounds so far (for the standings' notes).

    ``kind``: ``playing``; ``entered`` (late, from ``round``); ``withdrawn`` / ``removed`` /
    ``cut`` (out from ``round``); ``finalist`` (kept by the cut); ``substitute`` (never in the
    field, credited for the deals played in another's seat).
    """

    kind: Literal["playing", "entered", "withdrawn", "removed", "cut", "finalist", "substitute"]
    round: int = 0


@dataclass(frozen=True, slots=True)
class Field:
    """The event's players and every change recorded, undos included."""

    initial: tuple[str, ...]
    log: tuple[Recorded, ...] = field(default=())

    def in_effect(self) -> tuple[Recorded, ...]:
        """The changes not taken back, in the order recorded (undo records left out)."""
        undone = {r.change.undoes for r in self.log if r.change.kind == "undo"}
        return tuple(r for r in self.log if r.change.kind != "undo" and r.seq not in undone)

    def record(self, change: Change) -> Field:
        """The field with ``change`` recorded next (as the store will number it)."""
        seq = max((r.seq for r in self.log), default=0) + 1
        return Field(self.initial, (*self.log, Recorded(seq, change)))

    def everyone(self) -> tuple[str, ...]:
        """Every player of the event: those typed first, then late entrants and substitutes in
        the order they came."""
        names = list(self.initial)
        for recorded in self.in_effect():
            change = recorded.change
            for name in (change.player, change.substitute):
                if change.kind in ("enter", "substitute") and name and name not in names:
                    names.append(name)
        return tuple(names)

    def cut(self) -> Change | None:
        """The cut in effect (at most one)."""
        cuts = [r.change for r in self.in_effect() if r.change.kind == "cut"]
        return cuts[-1] if cuts else None

    def members(self, number: int, removed: Mapping[str, int] | None = None) -> tuple[str, ...]:
        """Who is to be seated (or sit out) in round ``number``: the first players and the late
        entrants from their round, less those withdrawn, removed (``removed``: from which
        round) or cut, in the order of :meth:`everyone`."""
        member = dict.fromkeys(self.initial, True)
        for recorded in self.in_effect():
            change = recorded.change
            if change.kind in ("enter", "withdraw") and change.round <= number:
                member[change.player] = change.kind == "enter"
        out = removed or {}
        cut = self.cut()
        kept = set(cut.finalists) if cut is not None and cut.round <= number else None
        return tuple(
            name
            for name in self.everyone()
            if member.get(name, False)
            and not (name in out and out[name] <= number)
            and (kept is None or name in kept)
        )

    def substitutions(self, number: int) -> tuple[Change, ...]:
        """Round ``number``'s substitutes in effect, in the order recorded."""
        return tuple(
            r.change
            for r in self.in_effect()
            if r.change.kind == "substitute" and r.change.round == number
        )

    def removals(
        self, whists: Mapping[int, Mapping[str, Fraction]], threshold: Fraction | None
    ) -> dict[str, int]:
        """docs/events.md §Removal: a player whose result in a round is at or below
        ``threshold`` whists is removed from the next round on, unless reinstated after it.
        ``whists``: each finished round's results by player. The earliest removal counts."""
        if threshold is None:
            return {}
        reinstated: dict[str, list[int]] = {}
        for recorded in self.in_effect():
            if recorded.change.kind == "reinstate":
                reinstated.setdefault(recorded.change.player, []).append(recorded.change.round)
        out: dict[str, int] = {}
        for number in sorted(whists):
            for name, result in whists[number].items():
                if result > threshold or name in out:
                    continue
                if any(back > number for back in reinstated.get(name, ())):
                    continue
                out[name] = number + 1
        return out

    def status(self, name: str, removed: Mapping[str, int], rounds: int) -> Status:
        """How ``name`` stands after ``rounds`` rounds have been seated."""
        nxt = rounds + 1
        cut = self.cut()
        if cut is not None and cut.round <= nxt:
            if name in cut.finalists:
                left = self._left(name, nxt, removed)
                return left or Status("finalist", cut.round)
            if name in self.initial or self._entered(name):
                return Status("cut", cut.round)
        if not (name in self.initial or self._entered(name)):
            return Status("substitute")
        left = self._left(name, nxt, removed)
        if left is not None:
            return left
        entered = self._entered(name)
        if entered and name not in self.initial:
            return Status("entered", entered)
        return Status("playing")

    def _entered(self, name: str) -> int:
        rounds = [
            r.change.round
            for r in self.in_effect()
            if r.change.kind == "enter" and r.change.player == name
        ]
        return rounds[0] if rounds else 0

    def _left(self, name: str, nxt: int, removed: Mapping[str, int]) -> Status | None:
        if name in removed and removed[name] <= nxt:
            return Status("removed", removed[name])
        if name not in self.members(nxt, removed):
            withdrawn = [
                r.change.round
                for r in self.in_effect()
                if r.change.kind == "withdraw" and r.change.player == name
            ]
            if withdrawn:
                return Status("withdrawn", withdrawn[-1])
        return None

    def change(self, seq: int) -> Change:
        """The change recorded as ``seq`` (``FieldError`` ``change_unknown`` if none)."""
        for recorded in self.log:
            if recorded.seq == seq:
                return recorded.change
        raise FieldError("change_unknown", seq=seq)


def twice(names: Iterable[str]) -> tuple[str, str] | None:
    """The first two spellings of one player (equal ignoring case, Unicode form, invisible
    characters and repeated spaces: :func:`app.engine.names.name_key`), or ``None``."""
    seen: dict[str, str] = {}
    for name in names:
        key = name_key(normalize_name(name))
        if key in seen:
            return seen[key], name
        seen[key] = name
    return None


def check_names(names: Sequence[str]) -> None:
    """Refuse one player typed twice: ``player_repeated``, or ``player_twice`` naming both
    spellings."""
    pair = twice(names)
    if pair is not None and pair[0] == pair[1]:
        raise FieldError("player_repeated", player=pair[0])
    if pair is not None:
        raise FieldError("player_twice", first=pair[0], second=pair[1])


def _same(field_: Field, name: str) -> str | None:
    """The event's spelling of the player ``name`` names, if any."""
    key = name_key(name)
    for known in field_.everyone():
        if name_key(known) == key:
            return known
    return None


# -- the checks each change must pass (docs/events.md §The field changes) -----------------------


def check_entry(field_: Field, name: str, nxt: int, removed: Mapping[str, int]) -> str:
    """A late entry from round ``nxt``: a new name, or a withdrawn player coming back. Returns
    the name as it will be recorded (a returning player keeps the event's spelling)."""
    name = normalize_name(name)
    if not name:
        raise FieldError("player_name_empty")
    cut = field_.cut()
    if cut is not None:
        raise FieldError("field_cut", round=cut.round)
    known = _same(field_, name)
    if known is not None and known != name:
        raise FieldError("player_twice", first=known, second=name)
    if known is not None and known in field_.members(nxt, removed):
        raise FieldError("field_already_in", player=known, round=nxt)
    if known is not None and known in removed and removed[known] <= nxt:
        raise FieldError("field_removed", player=known, round=removed[known])
    return name


def check_withdrawal(field_: Field, name: str, nxt: int, removed: Mapping[str, int]) -> None:
    """A withdrawal from round ``nxt``: only a player who would play it."""
    if name not in field_.members(nxt, removed):
        raise FieldError("field_not_in", player=name, round=nxt)


def check_reinstatement(field_: Field, name: str, nxt: int, removed: Mapping[str, int]) -> None:
    """Back after a removal by the threshold: only a removed player."""
    if not (name in removed and removed[name] <= nxt):
        raise FieldError("field_not_removed", player=name)


def seat_holders(
    tables: Sequence[Sequence[str]], substitutions: Sequence[Change]
) -> list[list[str]]:
    """Who sits in each seat of each table now, after the round's substitutes so far."""
    holders = [list(table) for table in tables]
    for change in substitutions:
        seats = holders[change.table - 1]
        seats[seats.index(change.player)] = change.substitute
    return holders


def check_substitute(
    field_: Field,
    number: int,
    tables: Sequence[Sequence[str]],
    change: Change,
    deals_played: int,
) -> Change:
    """A substitute for round ``number`` (started): ``change.player`` sits at ``change.table``
    now; the substitute has not sat anywhere this round; the swap is after the deals played so
    far and after the seat's previous swap. Returns the change with the names as recorded."""
    if not 1 <= change.table <= len(tables):
        raise FieldError("field_no_table", table=change.table, round=number)
    incoming = normalize_name(change.substitute)
    if not incoming:
        raise FieldError("player_name_empty")
    known = _same(field_, incoming)
    if known is not None and known != incoming:
        raise FieldError("player_twice", first=known, second=incoming)
    earlier = field_.substitutions(number)
    holders = seat_holders(tables, earlier)
    if change.player not in holders[change.table - 1]:
        raise FieldError("field_not_at_table", player=change.player, table=change.table)
    sat = {n for table in tables for n in table} | {c.substitute for c in earlier}
    if incoming in sat:
        raise FieldError("field_already_seated", player=incoming, round=number)
    seat = _seat_of(tables[change.table - 1], earlier, change.table, change.player)
    last = max(
        (c.after_deals for c in earlier if c.table == change.table and c.player in seat),
        default=0,
    )
    if not last <= change.after_deals <= deals_played:
        raise FieldError(
            "field_swap_deals", deals=change.after_deals, first=last, last=deals_played
        )
    return Change(
        "substitute",
        number,
        player=change.player,
        substitute=incoming,
        table=change.table,
        after_deals=change.after_deals,
    )


def _seat_of(
    table: Sequence[str], substitutions: Sequence[Change], number: int, holder: str
) -> set[str]:
    """Everyone who has sat in the seat ``holder`` holds now, at table ``number``."""
    for first in table:
        chain, current = {first}, first
        for change in substitutions:
            if change.table == number and change.player == current:
                current = change.substitute
                chain.add(current)
        if current == holder:
            return chain
    return {holder}


def check_cut(field_: Field, keep: int, nxt: int, order: Sequence[str]) -> tuple[str, ...]:
    """A cut to the top ``keep`` of ``order`` (the standings' order, best first, of the
    players still in the field) from round ``nxt``; at least one table's worth, fewer than all."""
    if field_.cut() is not None:
        raise FieldError("field_cut", round=nxt)
    if nxt < 2:
        raise FieldError("field_cut_early")
    if not 3 <= keep < len(order):
        raise FieldError("field_cut_size", keep=keep, most=len(order) - 1)
    return tuple(order[:keep])


def check_undo(field_: Field, seq: int, started: int) -> Change:
    """Undo the change ``seq``: one not yet undone, whose rounds have not started — a
    substitute while its round is the newest started; ``started``: rounds started so far."""
    target = field_.change(seq)
    if target.kind == "undo":
        raise FieldError("change_is_undo", seq=seq)
    if all(r.seq != seq for r in field_.in_effect()):
        raise FieldError("change_undone", seq=seq)
    if target.kind == "substitute":
        if target.round != started:
            raise FieldError("change_round_over", seq=seq, round=target.round)
    elif target.round <= started:
        raise FieldError("change_round_started", seq=seq, round=target.round)
    return Change("undo", target.round, undoes=seq)
