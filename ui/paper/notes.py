"""The printed sheet's notes: corrected values with what they first read, incidents with who,
which rule and what they wrote — numbered on the sheet, listed under it (issue 32, item 1).

A paper sheet carries its story beside the numbers: a struck-out figure, «штраф» by a mountain.
Each corrected deal and each incident in effect gets a number, in the order they happened; the
values they concern carry the number as a mark (``12²``, :func:`ui.sheet.layout.layout_sheet`'s
``notes``), and the note says, in the history's words (:mod:`ui.deal_words`), what happened.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from app.engine import Column, Sheet
from app.engine.entries import Amount, RunningValue
from app.services import HistoryItem
from ui.deal_words import corrected_text, sentence, story_text
from ui.sheet.layout import CorrectedCells
from ui.sheet.numbers import sheet_number
from ui.widgets.history import story_rows

SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def mark(number: int) -> str:
    """A note's mark as printed after a value: ``¹``, ``¹²``."""
    return str(number).translate(SUPERSCRIPT)


@dataclasses.dataclass(frozen=True)
class SheetNotes:
    """Each noted event's mark (by its seq, for the layout) and the notes' lines in order."""

    marks: dict[int, str]
    lines: tuple[str, ...]


Change = tuple[tuple[Column, str, str | None], Amount, Amount]
"""A corrected value: its cell, what it first read, what it reads now."""


def _cell_text(key: tuple[Column, str, str | None]) -> str:
    column, player, on = key
    if column is Column.POOL:
        return QCoreApplication.translate("SheetNotes", "{player}, pool").format(player=player)
    if column is Column.MOUNTAIN:
        return QCoreApplication.translate("SheetNotes", "{player}, mountain").format(player=player)
    return QCoreApplication.translate("SheetNotes", "{player}, whists on {on}").format(
        player=player, on=on
    )


def _changes(sheet: Sheet, corrected: CorrectedCells) -> dict[int, list[Change]]:
    """Every cell a correction changed, by the corrected event: the cell's total right after the
    event as first recorded and as it reads now (a cell the correction emptied included: it
    has no value on the sheet to mark, but its note says what it read)."""
    out: dict[int, list[Change]] = {}
    for event, originals in sorted(corrected.items()):
        for key in sorted(
            set(originals) | {k for k, c in sheet.cells.items() if _wrote(c, event)},
            key=_order(sheet),
        ):
            cell = sheet.cells.get(key, ())
            before: Amount = 0
            now: Amount = 0
            for running in cell:
                if running.entry.event < event:
                    before = running.value
                elif running.entry.event == event:
                    now += running.entry.amount
            was = originals.get(key, 0)
            if was != now:
                out.setdefault(event, []).append((key, before + was, before + now))
    return out


def _wrote(cell: Sequence[RunningValue], event: int) -> bool:
    return any(running.entry.event == event for running in cell)


def _order(sheet: Sheet) -> Callable[[tuple[Column, str, str | None]], tuple[int, int, int]]:
    """Cells in the order a player reads his sector: pool, mountain, whists (seating order)."""
    seat = {p: i for i, p in enumerate(sheet.players)}
    columns = {Column.POOL: 0, Column.MOUNTAIN: 1, Column.WHISTS: 2}
    return lambda key: (seat.get(key[1], 9), columns[key[0]], seat.get(key[2] or "", -1))


def sheet_notes(
    sheet: Sheet, history: Sequence[HistoryItem], corrected: CorrectedCells | None
) -> SheetNotes:
    """The notes of a game as it stands: its corrected deals (those whose correction changed a
    value) and its incidents in effect, numbered in the order they happened."""
    changes = _changes(sheet, corrected or {})
    texts: dict[int, str] = {}
    for row in story_rows(history):
        if row.struck:
            continue
        if row.original is not None and row.original.seq in changes:
            listed = "; ".join(
                QCoreApplication.translate("SheetNotes", "{cell}: {was} → {now}").format(
                    cell=_cell_text(key), was=sheet_number(was), now=sheet_number(now)
                )
                for key, was, now in changes[row.original.seq]
            )
            said = corrected_text(row.original.label, row.item.label)
            texts[row.original.seq] = f"{sentence(said)}. {listed}."
        elif row.item.label.code == "incident" and row.item.entries:
            label = row.item.label
            texts[row.item.seq] = sentence(story_text(label.code, label.params, row.item.entries))
    marks: dict[int, str] = {}
    lines: list[str] = []
    for number, seq in enumerate(sorted(texts), start=1):
        marks[seq] = mark(number)
        lines.append(f"{marks[seq]} {texts[seq]}")
    return SheetNotes(marks, tuple(lines))
