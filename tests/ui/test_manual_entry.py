"""Manual entry through the UI: amounts typed into pool, mountain and whists, previewed,
validated, committed with Enter, on the sheet and in the database."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine import SOCHI, Column
from app.services import GameService
from tests.ui.conftest import type_number, type_text
from ui import i18n

A, B, V = "Анна", "Борис", "Вера"


def open_game(window, service, pool_size=10):
    game = service.create_game((A, B, V), A, SOCHI.with_options({"pool_size": pool_size}))
    assert window.open_game(game)
    return game


def test_manual_entry_writes_as_typed(qtbot, window, service, tmp_path):
    game = open_game(window, service)
    assert window.manual_action in window.menuBar().actions()[1].menu().actions()
    dialog = window.manual_dialog()
    qtbot.addWidget(dialog)
    dialog.show()

    # Nothing typed yet: refused inline, OK disabled (engine code entry_empty).
    assert not dialog.ok.isEnabled()
    assert dialog.message.text() == "The entry writes nothing."

    # Continuing a paper sheet: Борис had 12 in the pool (beyond the pool of 10: a manual
    # entry is written as typed, no overflow — app.engine.sheet.apply_manual_entry), 6 on the
    # mountain and 24 whists on Анна.
    dialog.player.setCurrentIndex(dialog.player.findText(B))
    assert dialog.opponents() == (V, A)
    type_number(dialog.pool, 12)
    type_number(dialog.mountain, 6)
    type_number(dialog.whists_for(A), 24)
    type_text(dialog.note, "с бумаги")
    assert dialog.ok.isEnabled(), dialog.message.text()
    assert dialog.preview_label.text().splitlines() == [
        "Борис: pool +12 (manual entry)",
        "Борис: mountain +6 (manual entry)",
        "Борис: whists on Анна +24 (manual entry)",
    ]
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()

    sheet = window.view.sheet
    assert sheet.pool[B] == 12 and sheet.mountain[B] == 6
    assert sheet.whists[B][A] == 24 and sheet.whists[B][V] == 0
    assert sheet.running(Column.WHISTS, B, A) == (24,)
    assert window.history.item(0).text() == "Manual entry for Борис"
    assert window.undo_action.text() == "&Undo manual entry for Борис"

    # A negative amount subtracts: the mountain goes back to 2.
    dialog = window.manual_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.player.setCurrentIndex(dialog.player.findText(B))
    type_number(dialog.mountain, -4)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    assert window.view.sheet.running(Column.MOUNTAIN, B) == (6, 2)

    assert window.settle_writes()  # stored once the COMMIT returned ("Saving…" until then)
    with GameService(tmp_path / "pulka.sqlite3") as other:
        events = other.export_game(game)["events"]
        assert other.sheet(game).pool[B] == 12
        assert other.sheet(game).mountain[B] == 2
        assert [h.label.code for h in other.history(game)] == ["entry", "entry"]
    assert len(events) == 2
    first = events[0]
    assert first["player"] == B and first["pool"] == 12 and first["mountain"] == 6
    assert first["whists"] == {A: 24} and first["note"] == "с бумаги"


def test_manual_entry_in_russian(qtbot, window, service):
    open_game(window, service)
    i18n.install("ru")
    dialog = window.manual_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Ручная запись"
    assert dialog.message.text() == "Запись пустая."
    type_number(dialog.pool, 2)
    assert dialog.preview_label.text() == "Анна: пуля +2 (ручная запись)"
    # The Russian texts fit: the dialog is at least as wide as its widest row wants.
    assert dialog.width() >= dialog.sizeHint().width()
