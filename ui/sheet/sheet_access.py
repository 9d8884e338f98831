"""The sheet as a screen reader reads it: one item per cell, «Аня, гора: 12» (issue 32, item 5).

The drawn sheet is one widget to Qt; its accessible interface (:class:`SheetAccessible`, made
by the factory :mod:`ui.sheet.sheet_widget` installs) lists its cells in the order the keyboard
walks them (:func:`cell_keys`: each player in seating order, his pool, mountain, then his whists
on each opponent), each named with its total and described with the values written in it. The
cell the keyboard is on is the focused item, announced as it moves.

Imported only when an accessibility client (a screen reader, a test) asks for the sheet.
"""

from __future__ import annotations

from typing import Any, Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from app.engine import Column, Sheet
from ui.sheet.layout import CorrectedCells, paper_values
from ui.sheet.numbers import sheet_number


class DrawnSheet(Protocol):
    """What the cells' accessibility reads of the drawn sheet (ui/sheet/sheet_widget.py's
    ``SheetWidget``, named here by what it offers: the widget imports this module)."""

    current_cell: int | None

    @property
    def sheet(self) -> Sheet | None: ...

    @property
    def corrected(self) -> CorrectedCells | None: ...

    def cell_rect(self, key: tuple[Column, str, str | None]) -> QRect: ...

    def cell_at(self, pos: QPoint) -> int | None: ...

    def hasFocus(self) -> bool: ...

    def mapToGlobal(self, pos: QPoint) -> QPoint: ...

    def mapFromGlobal(self, pos: QPoint) -> QPoint: ...


CellKey = tuple[Column, str, str | None]

_KEPT: list[QAccessibleInterface] = []
"""Every cell interface made, kept for the life of the program: Qt's accessibility cache keeps
their ids, and one freed under it would leave it a dangling pointer (a few dozen objects)."""


def cell_keys(sheet: Sheet) -> list[CellKey]:
    """The cells in keyboard order: each player in seating order, his pool, his mountain, then
    his whists on each other player in seating order."""
    keys: list[CellKey] = []
    for player in sheet.players:
        keys.append((Column.POOL, player, None))
        keys.append((Column.MOUNTAIN, player, None))
        keys.extend((Column.WHISTS, player, on) for on in sheet.players if on != player)
    return keys


def total(sheet: Sheet, key: CellKey) -> object:
    column, player, on = key
    if column is Column.POOL:
        return sheet.pool.get(player, 0)
    if column is Column.MOUNTAIN:
        return sheet.mountain.get(player, 0)
    return sheet.whists.get(player, {}).get(on or "", 0)


def cell_name(sheet: Sheet, key: CellKey) -> str:
    """«Аня, гора: 12», “Anna, whists on Boris: 40”."""
    column, player, on = key
    value = sheet_number(total(sheet, key))  # type: ignore[arg-type]
    if column is Column.POOL:
        text = QCoreApplication.translate("SheetAccess", "{player}, pool: {value}")
    elif column is Column.MOUNTAIN:
        text = QCoreApplication.translate("SheetAccess", "{player}, mountain: {value}")
    else:
        text = QCoreApplication.translate("SheetAccess", "{player}, whists on {on}: {value}")
    return text.format(player=player, on=on, value=value)


def cell_description(sheet: Sheet, key: CellKey, corrected: CorrectedCells | None) -> str:
    """The values written in the cell, oldest first, as the paper has them; a corrected one says
    what it first read."""
    values = paper_values(sheet.cells.get(key, ()), key, corrected)
    if not values:
        return QCoreApplication.translate("SheetAccess", "Nothing written yet.")
    said = []
    for value in values:
        number = sheet_number(value.total)
        if value.was is not None:
            number = QCoreApplication.translate(
                "SheetAccess", "{now} (corrected, was {was})"
            ).format(now=number, was=sheet_number(value.was))
        said.append(number)
    return QCoreApplication.translate("SheetAccess", "Written: {values}").format(
        values=", ".join(said)
    )


class CellAccessible(QAccessibleInterface):
    """One cell of the sheet: a list item named with its total."""

    def __init__(self, sheet: SheetAccessible, index: int) -> None:
        super().__init__()
        self._sheet = sheet
        self.index = index

    def _widget(self) -> DrawnSheet | None:
        widget = self._sheet.sheet_widget
        return widget if shiboken6.isValid(widget) else None

    def _key(self) -> tuple[Sheet, CellKey] | None:
        widget = self._widget()
        sheet = widget.sheet if widget is not None else None
        if sheet is None:
            return None
        keys = cell_keys(sheet)
        return (sheet, keys[self.index]) if self.index < len(keys) else None

    def isValid(self) -> bool:
        return self._key() is not None

    def object(self) -> None:  # type: ignore[override]
        return None

    def window(self) -> Any:
        return self._sheet.window()

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def focusChild(self) -> None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface:
        return self._sheet

    def child(self, index: int) -> None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: Any) -> int:
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        found = self._key()
        widget = self._widget()
        if found is None or widget is None:
            return ""
        sheet, key = found
        if kind == QAccessible.Text.Name:
            return cell_name(sheet, key)
        if kind == QAccessible.Text.Description:
            return cell_description(sheet, key, widget.corrected)
        if kind == QAccessible.Text.Value:
            return sheet_number(total(sheet, key))  # type: ignore[arg-type]
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        widget = self._widget()
        found = self._key()
        if widget is None or found is None:
            return QRect()
        box = widget.cell_rect(found[1])
        if box.isNull():
            return QRect()
        return QRect(widget.mapToGlobal(box.topLeft()), box.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        state.readOnly = True
        widget = self._widget()
        if widget is not None and widget.current_cell == self.index:
            state.selected = True
            state.focused = widget.hasFocus()
        return state


class SheetAccessible(QAccessibleWidget):
    """The sheet widget: a list of its cells."""

    def __init__(self, widget: QWidget, drawn: DrawnSheet) -> None:
        super().__init__(widget, QAccessible.Role.List)
        self.sheet_widget = drawn
        """The same widget, as the sheet it draws."""
        self._cells: list[CellAccessible] = []

    def _count(self) -> int:
        sheet = self.sheet_widget.sheet if shiboken6.isValid(self.sheet_widget) else None
        return len(cell_keys(sheet)) if sheet is not None else 0

    def childCount(self) -> int:
        return self._count()

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if not 0 <= index < self._count():
            return None
        while len(self._cells) <= index:
            cell = CellAccessible(self, len(self._cells))
            self._cells.append(cell)
            _KEPT.append(cell)
            QAccessible.registerAccessibleInterface(cell)
        return self._cells[index]

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return child.index if isinstance(child, CellAccessible) and child in self._cells else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        widget = self.sheet_widget
        if not widget.hasFocus() or widget.current_cell is None:
            return None
        return self.child(widget.current_cell)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        widget = self.sheet_widget
        index = widget.cell_at(widget.mapFromGlobal(QPoint(x, y)))
        return self.child(index) if index is not None else None
