"""A date typed as people write it lands whole (ui/widgets/date_edit.py): Qt's own date box
turned «01.10.2026» into «01.09.1» (the separator after a full day moved on a second time) and
«31.12.2026», typed over a September date, into 30 December."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDateEdit, QLineEdit, QVBoxLayout, QWidget

from ui.widgets.date_edit import DateEdit


def typed(edit: QDateEdit, fmt: str, text: str) -> str:
    """Tab into the box (the first part selected), type, Tab out; the date it holds then."""
    edit.setDisplayFormat(fmt)
    edit.setDate(QDate(2026, 9, 4))
    edit.setFocus()
    edit.setSelectedSection(edit.sectionAt(0))
    for ch in text:
        QTest.keyClicks(edit, ch)
    edit.window().findChild(QLineEdit, "elsewhere").setFocus()  # leaving the box
    return edit.date().toString("yyyy-MM-dd")


def form(qtbot, edit: QDateEdit) -> QWidget:  # type: ignore[no-untyped-def]
    """The box in a window with somewhere else to go (the caller keeps the window)."""
    window = QWidget()
    column = QVBoxLayout(window)
    column.addWidget(edit)
    elsewhere = QLineEdit()
    elsewhere.setObjectName("elsewhere")
    column.addWidget(elsewhere)
    qtbot.addWidget(window)
    with qtbot.waitActive(window):  # focus moves (and leaves) only in the active window
        window.show()
        window.activateWindow()
    return window


@pytest.mark.parametrize(
    ("fmt", "text", "date"),
    [
        ("dd.MM.yyyy", "01.10.2026", "2026-10-01"),
        ("dd.MM.yyyy", "1.10.2026", "2026-10-01"),
        ("dd.MM.yyyy", "01102026", "2026-10-01"),
        ("dd.MM.yyyy", "5.3.2027", "2027-03-05"),
        ("dd.MM.yyyy", "31.12.2026", "2026-12-31"),
        ("dd.MM.yyyy", "31.10.2026", "2026-10-31"),
        ("dd.MM.yyyy", "15", "2026-09-15"),  # only the day typed: September stays
        ("dd.MM.yyyy", "31", "2026-09-30"),  # there is no 31 September
        ("yyyy-MM-dd", "2026-10-01", "2026-10-01"),
    ],
)
def test_a_typed_date_lands_whole(qtbot, fmt, text, date) -> None:  # type: ignore[no-untyped-def]
    edit = DateEdit()
    window = form(qtbot, edit)
    assert typed(edit, fmt, text) == date
    window.close()


@pytest.mark.parametrize("text", ["01.10.2026", "31.12.2026"])
def test_qts_own_box_changes_the_date(qtbot, text) -> None:  # type: ignore[no-untyped-def]
    """Why the class exists: the same keys in a plain QDateEdit give another date."""
    wanted = QDate.fromString(text, "dd.MM.yyyy").toString("yyyy-MM-dd")
    edit = QDateEdit()
    window = form(qtbot, edit)
    assert typed(edit, "dd.MM.yyyy", text) != wanted
    window.close()


def click_between(edit: QDateEdit, fmt: str, index: int) -> None:
    """A click on the box's text between its characters ``index - 1`` and ``index``."""
    edit.setDisplayFormat(fmt)
    edit.setDate(QDate(2026, 9, 4))
    line = edit.lineEdit()
    x = line.cursorRect().width() // 2 + line.fontMetrics().horizontalAdvance(line.text()[:index])
    x += line.textMargins().left() + 2  # the frame and margin before the first character
    QTest.mouseClick(line, Qt.MouseButton.LeftButton, pos=QPoint(x, line.height() // 2))


@pytest.mark.parametrize(
    ("fmt", "text", "date"),
    [
        ("dd.MM.yyyy", "15.11.2026", "2026-11-15"),
        ("dd.MM.yyyy", "7.3.2027", "2027-03-07"),
        ("yyyy-MM-dd", "2027-03-07", "2027-03-07"),
    ],
)
def test_a_date_typed_after_a_click_inside_the_first_part_lands_whole(  # type: ignore[no-untyped-def]
    qtbot, fmt, text, date
) -> None:
    """A person clicks into the box between the first part's digits, then types the whole
    date: the click chose the part, and what is typed replaces it, as after a Tab (the
    click left a cursor between «0» and «4», and «15.11.2026» came out as 01.11.2026)."""
    edit = DateEdit()
    window = form(qtbot, edit)
    click_between(edit, fmt, 1)
    for ch in text:
        QTest.keyClicks(edit, ch)
    window.findChild(QLineEdit, "elsewhere").setFocus()
    assert edit.date().toString("yyyy-MM-dd") == date
    window.close()


def test_a_month_typed_after_a_click_inside_it_replaces_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    edit = DateEdit()
    window = form(qtbot, edit)
    click_between(edit, "dd.MM.yyyy", 4)  # «04.0|9.2026»
    QTest.keyClicks(edit, "11")
    window.findChild(QLineEdit, "elsewhere").setFocus()
    assert edit.date().toString("yyyy-MM-dd") == "2026-11-04"
    window.close()
