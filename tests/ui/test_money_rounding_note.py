"""The settlement says, under its table, who was given the unit that makes the money add up
(issue 32, item 4: “11⅓ whists → 11.34” with no word why; scoring-conventions E.8)."""

from __future__ import annotations

from app.engine import SOCHI
from app.engine.settlement import settle

PLAYERS = ("Anna", "Boris", "Vera")


def settled(vera_mountain: int):
    zero = {p: 0 for p in PLAYERS}
    return settle(SOCHI, PLAYERS, zero, {**zero, "Vera": vera_mountain}, {})


def test_the_player_given_the_kopeck_is_named_under_the_table(qtbot, english) -> None:
    from ui.dialogs.settlement import SettlementDialog

    s = settled(2)  # +6⅔, +6⅔, −13⅓ whists at 1 a whist: 6.67 + 6.67 − 13.33 ≠ 0
    assert sum(s.money.values()) == 0
    dialog = SettlementDialog(s)
    qtbot.addWidget(dialog)
    dialog.show()
    note = dialog.rounding_note
    assert note.isVisible()
    assert "Money is rounded to 0.01" in note.text()
    assert "Anna: 6⅔ whists make 6.66, not 6.67." in note.text()
    assert "Boris" not in note.text() and "Vera" not in note.text()


def test_no_note_when_every_result_rounds_on_its_own(qtbot, english) -> None:
    from ui.dialogs.settlement import SettlementDialog

    dialog = SettlementDialog(settled(3))  # 10, 10, −20: nothing rounded
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.rounding_note.isVisible() and dialog.rounding_note.text() == ""
