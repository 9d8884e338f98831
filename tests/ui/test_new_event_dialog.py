"""The new-event dialog names a round's limit as an organiser does: «Конец тура: по числу
раздач / по времени / когда закончится пуля», then «Длина тура: 12 раздач» with the unit
following the choice and the count's Russian plural form (it read «Раздач или минут: 12»)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFormLayout, QLabel

from tests.ui.conftest import type_number
from ui import i18n
from ui.events.new_event import NewEventDialog
from ui.events.words import length_words

# (count, deals, minutes): Russian agreement with a number — 1, 21, 101 take the singular,
# 2–4 and 22–24 the "few" form, 5–20 (11–14 included) and 25… the plural.
RUSSIAN_FORMS = [
    (1, "раздача", "минута"),
    (2, "раздачи", "минуты"),
    (4, "раздачи", "минуты"),
    (5, "раздач", "минут"),
    (11, "раздач", "минут"),
    (12, "раздач", "минут"),
    (14, "раздач", "минут"),
    (21, "раздача", "минута"),
    (22, "раздачи", "минуты"),
    (90, "раздач", "минут"),
    (101, "раздача", "минута"),
    (111, "раздач", "минут"),
    (112, "раздач", "минут"),
    (124, "раздачи", "минуты"),
]
ENGLISH_FORMS = [(1, "deal", "minute"), (2, "deals", "minutes"), (21, "deals", "minutes")]


@pytest.fixture
def language(qapp, request):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize("language", ["ru"], indirect=True)
@pytest.mark.parametrize(("n", "deals", "minutes"), RUSSIAN_FORMS)
def test_russian_counts_take_their_plural_form(language, n, deals, minutes) -> None:
    assert length_words("deals", n) == ("", f" {deals}")
    assert length_words("time", n) == ("", f" {minutes}")


@pytest.mark.parametrize("language", ["en"], indirect=True)
@pytest.mark.parametrize(("n", "deals", "minutes"), ENGLISH_FORMS)
def test_english_counts_take_their_plural_form(language, n, deals, minutes) -> None:
    assert length_words("deals", n) == ("", f" {deals}")
    assert length_words("time", n) == ("", f" {minutes}")


def labels(dialog: NewEventDialog) -> list[str]:
    out = []
    for form in dialog.findChildren(QFormLayout):  # both tabs
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            if item is not None and isinstance(item.widget(), QLabel):
                out.append(item.widget().text())
    return out


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("ru", ("&Конец тура:", "Д&лина тура:", "12 раздач", "90 минут", "21 минута")),
        ("en", ("&End of a round:", "Round &length:", "12 deals", "90 minutes", "21 minutes")),
    ],
    indirect=["language"],
)
def test_the_length_follows_the_choice_in_its_unit(qtbot, language, words) -> None:
    end_label, length_label, deals, minutes, typed = words
    dialog = NewEventDialog([])
    qtbot.addWidget(dialog)
    dialog.show()
    shown = labels(dialog)
    assert end_label in shown and length_label in shown
    assert not any("минут:" in label or "minutes:" in label for label in shown)
    assert dialog.ending.currentData() == "deals" and dialog.limit.text() == deals
    dialog.ending.setCurrentIndex(dialog.ending.findData("time"))
    assert dialog.limit.text() == minutes
    type_number(dialog.limit, 21)  # as typed: the unit follows the number
    assert dialog.limit.value() == 21 and dialog.limit.text() == typed
    rules = dialog.settings().rules
    assert rules.game_end == "time" and rules.time_limit_minutes == 21
    dialog.ending.setCurrentIndex(dialog.ending.findData("pool"))
    assert not dialog.limit.isEnabled()
    assert dialog.settings().rules.game_end not in ("deals", "time")


# -- issue 32, item 4: live validation, Tab, one date format -------------------------------------


def shown_dialog(qtbot) -> NewEventDialog:
    dialog = NewEventDialog([])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def type_lines(dialog: NewEventDialog, *names: str) -> None:
    """Names typed into the list, each on a new line after what is there."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.ui.conftest import type_text

    dialog.players.setFocus()
    for name in names:
        if dialog.players.toPlainText():
            QTest.keyClick(dialog.players, Qt.Key.Key_Return)
        type_text(dialog.players, name)


def test_the_seating_refusal_goes_as_soon_as_the_list_is_fixed(qtbot, english) -> None:
    dialog = shown_dialog(qtbot)
    type_lines(dialog, "Anna", "Boris")
    assert dialog.message.text() == ""  # nothing red before the first OK
    dialog.accept()
    assert dialog.isVisible() and "seating is not possible" in dialog.message.text()
    type_lines(dialog, "Vera")
    assert dialog.player_names() == ["Anna", "Boris", "Vera"]
    assert dialog.message.text() == ""  # fixed: the red line is gone at once
    type_lines(dialog, "Anna")  # a name twice: said again at once
    assert "“Anna” is typed twice" in dialog.message.text()


def test_one_player_in_two_spellings_is_refused_naming_both(qtbot, english) -> None:
    # Issue 28: "A,a,B" made three players; case and Unicode form are ignored.
    dialog = shown_dialog(qtbot)
    type_lines(dialog, "Anna", "Boris", "ANNA")
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.message.text() == "“Anna” and “ANNA” are the same player: type each player once."


def test_tab_leaves_the_players_box(qtbot, english) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    dialog = shown_dialog(qtbot)
    dialog.players.setFocus()
    QTest.keyClick(dialog.players, Qt.Key.Key_Tab)
    assert "\t" not in dialog.players.toPlainText()
    assert dialog.focusWidget() is dialog.preset
    QTest.keyClick(dialog.preset, Qt.Key.Key_Backtab)
    assert dialog.focusWidget() is dialog.players


@pytest.mark.parametrize(
    ("language", "shown"), [("ru", "01.12.2026"), ("en", "2026-12-01")], indirect=["language"]
)
def test_the_date_is_written_as_everywhere_else(qtbot, language, shown) -> None:
    from PySide6.QtCore import QDate

    dialog = shown_dialog(qtbot)
    dialog.date.setDate(QDate(2026, 12, 1))
    assert dialog.date.text() == shown == i18n.day_text("2026-12-01")
