"""What each corrected table event had written before its correction, cell by cell.

Paper players correct a number by writing the right value after the wrong one, so a corrected
number never disappears (docs/paper-sheet.md §2, [wiki-ru]). The sheet marks the values a
correction changed and shows the original on hover; this module finds the originals: the
original event is applied to the game as it stood just before it (the effective events before
its seq), and its entries are summed per cell.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.engine.entries import Amount
from app.engine.errors import EngineError
from app.engine.events import GameEvent
from app.engine.history import History
from app.engine.model import Column
from app.engine.rules import Rules
from app.engine.sheet import apply_event, fold_state
from app.services.incidents import score_incident

CellKey = tuple[Column, str, str | None]


def corrected_cells(
    rules: Rules,
    players: Sequence[str],
    first_dealer: str,
    history: History,
    originals: Mapping[int, GameEvent],
) -> dict[int, dict[CellKey, Amount]]:
    """For each table event replaced by a correction in effect: the amount the original wrote
    into each cell (``originals`` maps the event's seq to the event as first recorded).

    An original that can no longer be applied to the game before it (an earlier correction
    changed the table) is left out: the sheet then has nothing to compare with.
    """
    out: dict[int, dict[CellKey, Amount]] = {}
    for seq in sorted(history.replaced_by):
        original = originals.get(seq)
        if original is None:
            continue
        before = [(s, e) for s, e in history.effective if s < seq]
        try:
            state = fold_state(rules, players, first_dealer, before, score_incident)
            outcome = apply_event(state, seq, original)
        except EngineError:
            continue
        cells: dict[CellKey, Amount] = {}
        for entry in outcome.entries:
            key = (entry.column, entry.player, entry.on)
            cells[key] = cells.get(key, 0) + entry.amount
        out[seq] = cells
    return out
