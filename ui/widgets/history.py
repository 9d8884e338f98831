"""The history list: one line per deal as it stands, newest first, like the game it records.

A list model over the service's :class:`~app.services.HistoryItem` values, read as a story
(issue 32, item 3): one row per fact at the table (deal, raspasy, manual entry, incident) in its
current version — a corrected deal says what changed («было … → стало …»), an incident who and
what it wrote — and a row for finishing or reopening the game. Undo and redo add no rows: an
undone fact is struck through, and comes back as it was when redone. Rows are put into words
only when the view asks for them (the visible ones), so opening a 500-deal game or recording a
deal does not format 500 rows; recording appends one row instead of resetting.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QListView, QWidget

from app.engine.history import TABLE_KINDS
from app.engine.names import visible
from app.services import HistoryItem
from ui import i18n, theme
from ui.deal_words import corrected_text, sentence, story_text, undone_line_text

_Index = QModelIndex | QPersistentModelIndex


@dataclasses.dataclass(frozen=True, slots=True)
class StoryRow:
    """One line of the history: ``item`` is what the line stands for now (a fact at the table,
    or the correction of it in effect; a marker), ``original`` the fact as first recorded when a
    correction in effect replaced it."""

    item: HistoryItem
    original: HistoryItem | None = None

    @property
    def struck(self) -> bool:
        """Undone (and not redone): struck through, as a crossed-out line on paper."""
        return self.item.undone or (self.original is None and self.item.replaced)


def story_rows(items: Sequence[HistoryItem]) -> list[StoryRow]:
    """The log (oldest first) as lines, oldest first: undo, redo and correction records are
    folded into the line of the fact they act on."""
    current = {
        i.target: i
        for i in items
        if i.kind == "corrected" and i.target is not None and not (i.undone or i.replaced)
    }
    rows: list[StoryRow] = []
    for item in items:
        if item.kind in ("undone", "redone", "corrected"):
            continue
        correction = current.get(item.seq) if item.kind in TABLE_KINDS else None
        rows.append(StoryRow(correction, item) if correction is not None else StoryRow(item))
    return rows


def row_text(row: StoryRow) -> str:
    """``"Deal 6: Борис — 7♦, made"``, ``"Deal 5, corrected: was … → now …"``, ``"Вика: …"``:
    the words of one line.

    No number of its own in front: the only number a row shows is the deal's, as the sheet
    counts deals (a log position there read as a second, drifting deal number).
    """
    if row.original is not None:
        return sentence(corrected_text(row.original.label, row.item.label))
    return sentence(story_text(row.item.label.code, row.item.label.params, row.item.entries))


def item_text(item: HistoryItem, by_seq: dict[int, HistoryItem] | None = None) -> str:
    """The words of one history item on its own line (a fact as recorded, a marker)."""
    return row_text(StoryRow(item))


class HistoryModel(QAbstractListModel):
    """Rows newest first; text, strike-out, colour and tooltip computed per visible row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[HistoryItem] = []  # oldest first, as the service lists them
        self._rows: list[StoryRow] = []  # oldest first
        # Each row's words, made once: inserting a row at the top repaints every visible row,
        # and putting 26 rows into words again on each deal made every other deal's repaint
        # miss a frame (docs/benchmarks.md, "Enter → repainted sheet").
        self._texts: dict[int, str] = {}

    def set_items(self, items: Sequence[HistoryItem]) -> None:
        """Show ``items``; a list that only adds newer facts to the shown one inserts rows.

        The service extends its cached list with the same objects when a deal is recorded;
        after an undo or a correction it lists new objects (flags changed), and the model resets.
        """
        old = self._items
        n = len(old)
        if (
            n
            and len(items) > n
            and all(a is b for a, b in zip(old, items, strict=False))
            and all(i.kind in TABLE_KINDS for i in items[n:])
        ):
            added = [StoryRow(i) for i in items[n:]]
            self.beginInsertRows(QModelIndex(), 0, len(added) - 1)
            self._items = list(items)
            self._rows = [*self._rows, *added]
            self.endInsertRows()
            return
        self.beginResetModel()
        self._texts = {}  # new flags, or another language
        self._items = list(items)
        self._rows = story_rows(self._items)
        self.endResetModel()

    @property
    def items(self) -> Sequence[HistoryItem]:
        """The items shown, oldest first."""
        return self._items

    def row_at(self, row: int) -> StoryRow:
        return self._rows[len(self._rows) - 1 - row]

    def item_at(self, row: int) -> HistoryItem:
        """What line ``row`` stands for now (a corrected fact: its correction in effect)."""
        return self.row_at(row).item

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.row_at(index.row())
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            key = row.item.seq
            text = self._texts.get(key)
            if text is None:  # a name's control characters escaped (D9), as on the sheet
                text = self._texts[key] = visible(row_text(row))
            if role == Qt.ItemDataRole.AccessibleTextRole and row.struck:
                return undone_line_text(text)  # a reader hears no strike-through
            return text
        if role == Qt.ItemDataRole.FontRole:
            if row.struck:
                font = QFont()
                font.setStrikeOut(True)
                return font
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            return theme.qcolor(theme.current().note) if row.struck else None
        if role == Qt.ItemDataRole.ToolTipRole:
            # The whole sentence first: a long row (an incident's title) is cut off with "…"
            # in a narrow list; then what the event wrote on the sheet.
            entries = [i18n.entry_text(e) for e in row.item.entries]
            return "\n".join([self.data(index, Qt.ItemDataRole.DisplayRole), *entries])
        return None


class HistoryRow:
    """One row as the tests and the context menu read it (``text()``, ``font()``)."""

    def __init__(self, model: HistoryModel, row: int) -> None:
        self._index = model.index(row)

    def text(self) -> str:
        return str(self._index.data(Qt.ItemDataRole.DisplayRole))

    def font(self) -> QFont:
        font = self._index.data(Qt.ItemDataRole.FontRole)
        return font if isinstance(font, QFont) else QFont()

    def toolTip(self) -> str:
        return str(self._index.data(Qt.ItemDataRole.ToolTipRole) or "")


_ACTIVATION = (QEvent.Type.WindowActivate, QEvent.Type.WindowDeactivate)
_ACTIVE, _INACTIVE = QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive


class HistoryList(QListView):
    """Every event in words, newest first; undone and replaced ones struck through."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.setUniformItemSizes(True)  # no per-row size query: only visible rows are formatted
        self.model_ = HistoryModel(self)
        self.setModel(self.model_)

    def set_items(self, items: Sequence[HistoryItem]) -> None:
        self.model_.set_items(items)

    def viewportEvent(self, event: QEvent) -> bool:
        # An item view repaints all its rows when its window is activated or deactivated (for
        # the selection's colours): each deal dialog closing did it once more after the new
        # row's own repaint (issue 30: Enter → the whole window settled, in a real X server).
        # Where both colour groups are one, the rows look the same either way: the viewport
        # handles the event as any widget (False: not taken here).
        if event.type() in _ACTIVATION and self.palette().isEqual(_ACTIVE, _INACTIVE):
            return False
        return super().viewportEvent(event)

    @property
    def shown_items(self) -> Sequence[HistoryItem]:
        """The items shown, oldest first (the model replaces this list, never changes it)."""
        return self.model_.items

    @property
    def items_by_row(self) -> list[HistoryItem]:
        """The items in row order, newest first."""
        return [self.model_.item_at(r) for r in range(self.model_.rowCount())]

    def count(self) -> int:
        return self.model_.rowCount()

    def item(self, row: int) -> HistoryRow:
        return HistoryRow(self.model_, row)
