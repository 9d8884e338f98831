"""A date box that takes a date typed the way people write it: «31.12.2026», “2026-10-01”.

Qt's date box has two habits that turned a typed date into another one without a word:

* once a part is full (a two-digit day) it moves on to the next part by itself, so the
  separator a person types next moved it on a second time: «01.10.2026» came out as «01.09.1»;
* it checks the day against the month shown *before* the month is typed: «31.12.2026» typed
  over a September date came out as 30 December.

A click into the text chooses the whole part under it, so that what is typed next replaces it
(Qt left a cursor between two digits). A separator right after an automatic move counts as
already typed, and while a day
is typed in front of a month with fewer than 31 days the box lends itself the next month (all
of 2, 4, 6, 9 and 11 are followed by a 31-day month); the month shown before comes back as
soon as the person leaves the box without typing a month.
"""

from __future__ import annotations

from PySide6.QtCore import QDate, QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QDateEdit, QDateTimeEdit, QWidget

SEPARATORS = frozenset(".-/ ")
DAY, MONTH = QDateTimeEdit.Section.DaySection, QDateTimeEdit.Section.MonthSection


class DateEdit(QDateEdit):
    """A ``QDateEdit`` (calendar popup on) that keeps a typed date as typed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setCalendarPopup(True)
        self._moved_on = False
        self._lent_from: int | None = None
        """The month shown before one was lent for typing a day (``None``: none lent)."""
        self.lineEdit().installEventFilter(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if text and text in SEPARATORS and self._moved_on:
            self._moved_on = False
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._give_back()
        section = self.currentSection()
        if text.isdigit() and section == DAY:
            self._lend_a_long_month()
        elif text.isdigit() and section == MONTH:
            self._lent_from = None  # the person gives the month
        super().keyPressEvent(event)
        self._moved_on = text.isdigit() and self.currentSection() != section

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A click into the text chooses the part under it, whole: what is typed next replaces
        # it, as after a Tab. Qt left a cursor between two digits, so «15.11.2026» typed after
        # a click inside «04» gave another day and the parts after it shifted. (The text's
        # clicks go to the line edit inside the box, not to the box.)
        if (
            watched is self.lineEdit()
            and event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
            and not self.lineEdit().hasSelectedText()  # a drag selected something: keep it
        ):
            self.setSelectedSection(self.sectionAt(self._section_index_at_cursor()))
            self._moved_on = False
        return super().eventFilter(watched, event)

    def _section_index_at_cursor(self) -> int:
        """The index of the part the line edit's cursor is in (or just after)."""
        cursor = self.lineEdit().cursorPosition()
        text = self.lineEdit().text()
        index = 0
        for position, char in enumerate(text[:cursor]):
            if not char.isdigit() and position + 1 < len(text) and text[position + 1].isdigit():
                index += 1
        return min(index, self.sectionCount() - 1)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._give_back()

    def _lend_a_long_month(self) -> None:
        shown = self.date()
        if self._lent_from is not None or shown.daysInMonth() == 31 or not shown.isValid():
            return
        self._lent_from = shown.month()
        # The typed digits replace the day; the day set here only has to exist in both months.
        self.setDate(QDate(shown.year(), shown.month() + 1, shown.day()))
        self.setSelectedSection(DAY)

    def _give_back(self) -> None:
        """No month was typed: the month shown before, the day kept where it exists."""
        if self._lent_from is None:
            return
        month, self._lent_from = self._lent_from, None
        typed = self.date()
        last = QDate(typed.year(), month, 1).daysInMonth()
        self.setDate(QDate(typed.year(), month, min(typed.day(), last)))
