"""The history list: every event in words, newest first, undone and replaced ones struck through.

A list model over the service's :class:`~app.services.HistoryItem` values: rows are put into
words only when the view asks for them (the visible ones), so opening a 500-deal game or
recording a deal does not format 500 rows; recording appends one row instead of resetting.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QListView, QWidget

from app.services import HistoryItem
from ui import i18n
from ui.deal_words import sentence

_Index = QModelIndex | QPersistentModelIndex


def item_text(item: HistoryItem, by_seq: dict[int, HistoryItem]) -> str:
    """``"Undo: deal 6: Борис 7♦"`` — the words of one history row.

    No number of its own in front: the only number a row shows is the deal's, as the sheet
    counts deals (a log position there read as a second, drifting deal number).
    """
    target = by_seq.get(item.target) if item.kind in ("undone", "redone") and item.target else None
    if target is not None:
        what = i18n.label_text(target.label.code, target.label.params)
        return sentence(i18n.undone_row_text(item.kind, what))
    # A row reads like a sentence: «Раздача 6: …», not «раздача 6: …».
    return sentence(i18n.label_text(item.label.code, item.label.params))


class HistoryModel(QAbstractListModel):
    """Rows newest first; text, strike-out, colour and tooltip computed per visible row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[HistoryItem] = []  # oldest first, as the service lists them
        self._by_seq: dict[int, HistoryItem] = {}
        # Each row's words, made once: inserting a row at the top repaints every visible row,
        # and putting 26 rows into words again on each deal made every other deal's repaint
        # miss a frame (docs/benchmarks.md, "Enter → repainted sheet").
        self._texts: dict[int, str] = {}

    def set_items(self, items: Sequence[HistoryItem]) -> None:
        """Show ``items``; a list that only adds newer items to the shown one inserts rows.

        The service extends its cached list with the same objects when a deal is recorded;
        after an undo or a correction it lists new objects (flags changed), and the model resets.
        """
        old = self._items
        n = len(old)
        if n and len(items) > n and all(a is b for a, b in zip(old, items, strict=False)):
            added = list(items[n:])
            self.beginInsertRows(QModelIndex(), 0, len(added) - 1)
            self._items = [*old, *added]
            self._by_seq.update((i.seq, i) for i in added)
            self.endInsertRows()
            return
        self.beginResetModel()
        self._texts = {}  # new flags, or another language
        self._items = list(items)
        self._by_seq = {i.seq: i for i in self._items}
        self.endResetModel()

    @property
    def items(self) -> Sequence[HistoryItem]:
        """The items shown, oldest first."""
        return self._items

    def item_at(self, row: int) -> HistoryItem:
        return self._items[len(self._items) - 1 - row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() else len(self._items)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        item = self.item_at(index.row())
        if role == Qt.ItemDataRole.DisplayRole:
            text = self._texts.get(item.seq)
            if text is None:
                text = self._texts[item.seq] = item_text(item, self._by_seq)
            return text
        if role == Qt.ItemDataRole.FontRole:
            if item.undone or item.replaced:
                font = QFont()
                font.setStrikeOut(True)
                return font
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            return Qt.GlobalColor.gray if item.undone or item.replaced else None
        if role == Qt.ItemDataRole.ToolTipRole:
            # The whole sentence first: a long row (an incident's title) is cut off with "…"
            # in a narrow list; then what the event wrote on the sheet.
            entries = [i18n.entry_text(e) for e in item.entries]
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
