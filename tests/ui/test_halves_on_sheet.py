"""An exact half on the sheet is written ``6½`` (issue 12 item 13: ZAKAZ-7.2's mean)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from app.engine import ManualEntry
from tests.penalties.test_average_halves import GAME
from ui.sheet.numbers import sheet_number


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (12, "12"),
        (-3, "−3"),
        (Fraction(13, 2), "6½"),
        (Fraction(-1, 2), "−½"),
        (Fraction(22, 3), "7⅓"),
    ],
)
def test_sheet_numbers(value, text):
    assert sheet_number(value) == text


def test_the_average_shows_halves_on_the_sheet_and_survives_the_store(window, service):
    game_id = service.import_game(GAME)
    assert window.open_game(game_id)
    layout = window.sheet_view.sheet_widget._layout
    texts = [t.text for t in layout.texts]
    assert "6½" in texts and "19½" in texts
    assert "pool 6½ of 20" in window.card_table.seats["A"].pool_text.text()
    hovers = [window.sheet_view.sheet_widget.provenance(t) for t in layout.texts if t.entry]
    assert any("+1½" in h for h in hovers)
    # Stored and read back: the exported document writes the halves the same way.
    exported = service.export_game(game_id)
    assert service.game(game_id).sheet.pool["A"] == Fraction(13, 2)
    assert exported["events"][2]["facts"]["resolution"] == "average"


def test_a_half_entry_round_trips_through_the_database(service, tmp_path):
    from app.engine import ManualEntry
    from app.services import GameService

    game_id = service.import_game({"players": ["A", "B", "C"]})
    service.record(game_id, ManualEntry(player="B", pool=Fraction(3, 2)), 0)
    again = GameService(tmp_path / "pulka.sqlite3")
    try:
        assert again.game(game_id).sheet.pool["B"] == Fraction(3, 2)
        assert again.export_game(game_id)["events"] == [
            {"type": "entry", "player": "B", "pool": "3/2"}
        ]
    finally:
        again.close()


def test_a_correction_preview_writes_halves_as_the_sheet_does(service):
    """The before → after list of a correction (commit_form.change_lines) wrote ``13/2``."""
    from ui.widgets.commit_form import change_lines

    before = service.game(service.import_game({"players": ["A", "B", "C"]})).sheet
    after = service.game(service.import_game(GAME)).sheet
    lines = change_lines(before, after)
    assert "A: pool 0 → 6½" in lines
    assert not any("/" in line for line in lines)


def test_a_manual_entry_with_a_half_opens_for_correction(qtbot, service):
    """A manual entry of ``3/2`` (CLI or import) made the correction dialog raise a TypeError:
    the whole-number spin boxes took the Fraction. Now the boxes show the whole part and the
    dialog says that OK writes the amounts without the half."""
    from ui.dialogs.manual_entry import ManualEntryDialog

    entry = ManualEntry("B", pool=Fraction(3, 2), mountain=2, whists={"A": Fraction(-1, 2)})
    dialog = ManualEntryDialog(("A", "B", "C"), None, lambda _e: None, initial=entry)
    qtbot.addWidget(dialog)
    assert (dialog.pool.value(), dialog.mountain.value(), dialog.whists_for("A").value()) == (
        1,
        2,
        0,
    )
    assert not dialog.halves_note.isHidden()
    whole = ManualEntryDialog(("A", "B", "C"), None, lambda _e: None, initial=ManualEntry("B", 3))
    qtbot.addWidget(whole)
    assert whole.halves_note.isHidden()


def test_a_correction_of_an_entry_with_halves_keeps_the_halves_it_was_not_asked_to_change(
    qtbot, service
):
    """OK on an untouched correction wrote the entry without its halves (1½ → 1): a number
    changed silently. A box left as it was keeps its exact amount; a box changed takes the
    number typed."""
    from ui.dialogs.manual_entry import ManualEntryDialog

    entry = ManualEntry("B", pool=Fraction(3, 2), mountain=2, whists={"A": Fraction(-1, 2)})
    dialog = ManualEntryDialog(("A", "B", "C"), None, lambda _e: None, initial=entry)
    qtbot.addWidget(dialog)
    assert dialog.build() == entry
    dialog.mountain.setValue(3)
    assert dialog.build() == ManualEntry(
        "B", pool=Fraction(3, 2), mountain=3, whists={"A": Fraction(-1, 2)}
    )
    dialog.pool.setValue(4)
    assert dialog.build().pool == 4
