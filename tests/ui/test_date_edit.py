"""A date typed as people write it lands whole (ui/widgets/date_edit.py): Qt's own date box
turned «01.10.2026» into «01.09.1» (the separator after a full day moved on a second time) and
«31.12.2026», typed over a September date, into 30 December."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate
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
