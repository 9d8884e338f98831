"""History and labels: what each logged action is called, its deal number, Undo/Redo's labels.

A :class:`~app.services.results.Label` is a code plus parameters, never text (the UI words it).
Deal numbers are the fold's (:class:`Numbers`), so the history, the Undo/Redo labels and the
correction dialog count deals as the sheet does (docs/store.md, "Undo, redo, corrections").
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping, Sequence
from typing import Any

from app.engine.entries import Amount, Entry
from app.engine.events import Deal, GameEvent, ManualEntry, Raspasy
from app.engine.history import LogRecord
from app.engine.state import EventOutcome, Sheet
from app.services.corrected_cells import CellKey, corrected_cells
from app.services.deal_outcome import deal_outcome
from app.services.loaded import GameCache, LoadedGame
from app.services.results import Correctable, HistoryItem, Label, Seating, ServiceError, UndoStatus
from app.store.protocol import GameId


class GameHistory:
    """Reading a game's log: its items, the last table event, Undo/Redo, what can be corrected."""

    def __init__(self, cache: GameCache) -> None:
        self._cache = cache

    def history(self, game_id: GameId) -> list[HistoryItem]:
        """Every logged event in order, undone and replaced ones included."""
        loaded = self._cache.load(game_id)
        if loaded.items is None:
            loaded.items = history_items(loaded, loaded.items_before, loaded.changed_from)
            loaded.items_before = None
        return list(loaded.items)

    def last_event(self, game_id: GameId) -> GameEvent | None:
        """The newest table event in effect (what the card table describes), or ``None``."""
        effective = self._cache.load(game_id).history.effective
        return effective[-1][1] if effective else None

    def undo_status(self, game_id: GameId) -> UndoStatus:
        return undo_status(self._cache.load(game_id))

    def correctable(self, game_id: GameId, target_seq: int) -> Correctable:
        """The table event ``target_seq`` stands for, exactly as in effect now, with its label
        and the seating of its deal: what a correction dialog opens with.

        Raises ``ServiceError`` (``correction_target``) for a marker or an event not in effect.
        """
        loaded = self._cache.load(game_id)
        original, event = in_effect(loaded, target_seq)
        state = loaded.fold([(s, e) for s, e in loaded.history.effective if s < original])
        if isinstance(event, Deal | Raspasy):
            state.set_dealer(event.dealer)  # the deal's own dealer, when it overrode the turn
        seating = Seating(
            number=Numbers(loaded.sheet).of(original),
            dealer=state.players[state.dealer_index],
            active=state.active,
        )
        return Correctable(original, event, event_label(loaded, original, event), seating)

    def corrected_cells(self, game_id: GameId) -> dict[int, dict[CellKey, Amount]]:
        """What each corrected event originally wrote per cell (for the sheet's marks).

        Kept with the loaded game: recording a deal keeps it, any marker (undo, redo,
        correction) loads the game anew, so the sheet's redraw after Enter costs no refold."""
        loaded = self._cache.load(game_id)
        if loaded.corrected is None:
            originals = {
                seq: event
                for seq in loaded.history.replaced_by
                if (event := loaded.record(seq).event) is not None
            }
            row = loaded.row
            loaded.corrected = corrected_cells(
                loaded.rules, row.players, row.first_dealer, loaded.history, originals
            )
        return loaded.corrected


def history_items(
    loaded: LoadedGame,
    before: Sequence[HistoryItem] | None = None,
    changed_from: int | None = None,
) -> list[HistoryItem]:
    """The whole log as history items: labels, flags and the entries each now produces.

    ``before``: the items of the same log before its last record (an undo, a redo, a
    correction): an item whose label would say the same — its record is the same, and so is the
    deal number it names — keeps its label, and an item with nothing changed is kept whole.
    Putting 5,000 deals into labels again was most of an undo on a long game (issue 30).
    ``changed_from``, the seq of the first event in effect the last record changed (``None``:
    it changed none), says which items stand as they were: every one before it — its deal's
    number, its entries (an earlier outcome of the same fold) and its flags (the record undid,
    redid or corrected that event or a later one).
    """
    history = loaded.history
    numbers = Numbers(loaded.sheet)
    by_event = {o.event: o for o in loaded.sheet.outcomes}
    in_effect_now = {seq for seq, _ in history.effective}
    applied = set(history.applied)
    old = before or ()
    kept = len(old) if changed_from is None else max(0, min(changed_from - 1, len(old)))
    items = list(old[:kept])
    for stored in loaded.records[kept:]:
        record = stored.record
        seq = record.seq
        replaced = False
        entries: tuple[Entry, ...] = ()
        if record.kind == "corrected":
            assert record.target is not None
            replaced = seq in applied and history.replaced_by.get(record.target) != seq
            if history.replaced_by.get(record.target) == seq:
                entries = _entries(by_event, record.target)
        elif record.event is not None:
            replaced = seq in history.replaced_by
            if seq in in_effect_now and not replaced:
                entries = _entries(by_event, seq)
        undone = seq in history.undone
        was = old[seq - 1] if seq <= len(old) else None  # seqs are 1, 2, 3, …
        if was is not None and was.seq == seq and _same_label(was.label, record, numbers):
            if was.undone == undone and was.replaced == replaced and was.entries == entries:
                items.append(was)
                continue
            said = was.label
        else:
            said = label(loaded, record, numbers)
        items.append(
            HistoryItem(
                seq=seq,
                kind=record.kind,
                label=said,
                created_at=stored.created_at,
                target=record.target,
                undone=undone,
                replaced=replaced,
                entries=entries,
            )
        )
    return items


def _same_label(said: Label, record: LogRecord, numbers: Numbers) -> bool:
    """Whether ``said``, the label ``record`` had, is the label it has now: a label is made
    from its record alone (the log is append-only) and the number of the deal it names, so it
    stays while that number does."""
    if record.kind == "corrected":
        assert record.target is not None
        seq, event = record.target, record.event
    else:
        seq, event = record.seq, record.event
    if isinstance(event, Deal | Raspasy):
        return said.params.get("number") == numbers(seq)
    if event is not None and not isinstance(event, ManualEntry):  # an incident
        return said.params.get("number") == numbers.of(seq)
    return True  # a manual entry, a marker: no number


def undo_status(loaded: LoadedGame) -> UndoStatus:
    """The action Undo would take back and Redo bring back (none on a finished game)."""
    if loaded.row.status == "finished":
        return UndoStatus(None, None)
    undo = loaded.history.undo_target
    redo = loaded.history.redo_target
    return UndoStatus(
        undo=label(loaded, loaded.record(undo)) if undo is not None else None,
        redo=label(loaded, loaded.record(redo)) if redo is not None else None,
    )


def label(loaded: LoadedGame, record: LogRecord, numbers: Numbers | None = None) -> Label:
    """What ``record`` is, for menus and history."""
    if record.kind == "corrected":
        assert record.event is not None and record.target is not None
        inner = event_label(loaded, record.target, record.event, numbers)
        return Label(
            "correction", {"target": record.target, "target_code": inner.code, **inner.params}
        )
    if record.event is not None:
        return event_label(loaded, record.seq, record.event, numbers)
    kind = record.kind
    if kind == "undone" or kind == "redone":
        return Label(kind, {"target": record.target})
    assert kind == "finished" or kind == "reopened", kind  # replay checked the rest
    return Label(kind, {})


class Numbers:
    """Deal numbers as the fold counts them: the ``deal_number`` of each outcome that carries a
    deal (a deal, a raspasy, or an incident with its deal, e.g. ``kodeks-3.4.6``).

    The one definition used by the history, the Undo/Redo labels and the correction dialog (the
    card table reads the fold's ``deals_played``). A deal not in effect (undone, or replaced by
    a correction) is given the number it would have: one more than the deals folded before it.
    Built once per listing, then O(log n) per seq (a 500-deal history lists in milliseconds).
    """

    def __init__(self, sheet: Sheet) -> None:
        carried = [o for o in sheet.outcomes if o.deal_number is not None]
        self._seqs = [o.event for o in carried]  # outcomes are folded in seq order
        self._numbers = [o.deal_number or 0 for o in carried]

    def of(self, seq: int) -> int | None:
        """The number of the deal the event in effect at ``seq`` carries, or ``None``."""
        i = bisect.bisect_left(self._seqs, seq)
        return self._numbers[i] if i < len(self._seqs) and self._seqs[i] == seq else None

    def __call__(self, seq: int) -> int:
        """The number of the deal or raspasy at ``seq``, in effect or not."""
        number = self.of(seq)
        if number is not None:
            return number
        i = bisect.bisect_left(self._seqs, seq)
        return (self._numbers[i - 1] if i else 0) + 1


def _number(loaded: LoadedGame, seq: int, numbers: Numbers | None = None) -> int:
    """The deal number of the deal/raspasy at ``seq``; cheap for the newest effective one."""
    if numbers is not None:
        return numbers(seq)
    outcomes = loaded.sheet.outcomes
    if outcomes and outcomes[-1].event == seq and outcomes[-1].deal_number is not None:
        return outcomes[-1].deal_number
    return Numbers(loaded.sheet)(seq)


def event_label(
    loaded: LoadedGame, seq: int, event: GameEvent, numbers: Numbers | None = None
) -> Label:
    """What the table event at ``seq`` is: a deal or raspasy by number, an entry, an incident."""
    if isinstance(event, Deal):
        return Label(
            "deal",
            {
                "number": _number(loaded, seq, numbers),
                "declarer": event.declarer,
                "contract": event.contract.code,
                # made / down n / misère made or caught: the history row says how it ended
                **dict(zip(("result", "result_n"), deal_outcome(event), strict=True)),
            },
        )
    if isinstance(event, Raspasy):
        return Label("raspasy", {"number": _number(loaded, seq, numbers)})
    if isinstance(event, ManualEntry):
        return Label("entry", {"player": event.player})
    # An incident that carries a deal (e.g. kodeks-3.4.6) is that deal on the sheet: its label
    # names the number, so the history counts deals as the sheet does.
    outcomes = loaded.sheet.outcomes
    if numbers is None and outcomes and outcomes[-1].event == seq:
        carried = outcomes[-1].deal_number  # the newest event: no listing needed
    else:
        carried = (numbers or Numbers(loaded.sheet)).of(seq)
    params: dict[str, Any] = {"rule": event.rule}
    if carried is not None:
        params["number"] = carried
    who = _who(event.facts, loaded.row.players)
    if who is not None:
        params["who"] = who  # the history and the printed notes say who (issue 32)
    return Label("incident", params)


def _who(facts: Mapping[str, Any], players: tuple[str, ...] | list[str]) -> str | None:
    """The player an incident is about: its violator, else the first fact naming a player (the
    facts come in the order the rule asks them: the offender is asked first)."""
    violator = facts.get("violator")
    if isinstance(violator, str) and violator in players:
        return violator
    return next((v for v in facts.values() if isinstance(v, str) and v in players), None)


def _original_seq(loaded: LoadedGame, seq: int) -> int | None:
    """The table event ``seq`` stands for (itself, or what it corrects); ``None`` for a marker."""
    if not 1 <= seq <= len(loaded.records):
        return None
    record = loaded.record(seq)
    if record.kind == "corrected":
        return record.target
    return seq if record.event is not None else None


def in_effect(loaded: LoadedGame, seq: int) -> tuple[int, GameEvent]:
    """The original seq ``seq`` stands for and the event in effect for it; refuses a marker or
    an event not in effect (``correction_target``)."""
    original = _original_seq(loaded, seq)
    effective = dict(loaded.history.effective)
    if original is None or original not in effective:
        raise ServiceError("correction_target", game_id=loaded.row.id, target=seq)
    return original, effective[original]


def _entries(by_event: Mapping[int, EventOutcome], seq: int) -> tuple[Entry, ...]:
    outcome = by_event.get(seq)
    return outcome.entries if outcome is not None else ()
