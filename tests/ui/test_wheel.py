"""Issue 11 item 2: the mouse wheel over a combo box or spin box that does not have keyboard
focus scrolls the list it is in and never changes the value; with focus it changes it."""

from __future__ import annotations

import html

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QScrollArea, QWidget

DOWN = QPoint(0, -120)  # one notch towards the user: a combo box would move to the next item


def wheel_over(widget: QWidget, notches: QPoint = DOWN) -> None:
    """A real wheel event through the window system at ``widget``'s right-hand part (the
    arrow of a combo box, the buttons of a spin box: the widget itself is under the pointer)."""
    local = QPoint(widget.width() - 6, widget.height() // 2)
    top = widget.window()
    at = widget.mapTo(top, local)
    assert top.childAt(at) in (widget, *widget.findChildren(QWidget))
    QTest.wheelEvent(top.windowHandle(), at, notches)
    QApplication.processEvents()


def open_advanced(qtbot, window):
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QTest.mouseClick(dialog.advanced, Qt.MouseButton.LeftButton, pos=QPoint(12, 8))
    assert dialog.advanced.isChecked()
    QApplication.processEvents()
    return dialog


def page_of(dialog, name: str) -> QScrollArea:
    """Show the page of the options' group holding ``name`` (a click on the group's title)."""
    row = dialog.option_page_of[name]
    item = dialog.option_groups.item(row)
    rect = dialog.option_groups.visualItemRect(item)
    QTest.mouseClick(dialog.option_groups.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QApplication.processEvents()
    page = dialog.option_pages.currentWidget()
    assert isinstance(page, QScrollArea) and page is dialog.option_pages.widget(row)
    return page


def test_wheel_over_an_unfocused_option_scrolls_the_list(qtbot, window):
    dialog = open_advanced(qtbot, window)
    page = page_of(dialog, "failure_whist_split")
    assert page is page_of(dialog, "ten_obligation")  # both on the whists' page
    scroll = page.verticalScrollBar()
    assert scroll.maximum() > 0, "the page must need scrolling for this test"
    combo = dialog.option_widgets["failure_whist_split"]
    spin = dialog.option_widgets["ten_obligation"]
    assert isinstance(combo, QComboBox) and isinstance(spin, QAbstractSpinBox)
    for widget, value in ((spin, lambda: spin.value()), (combo, lambda: combo.currentData())):
        scroll.setValue(0)
        page.ensureWidgetVisible(widget, 0, 10)
        QApplication.processEvents()
        before, position = value(), scroll.value()
        assert not widget.hasFocus()
        wheel_over(widget)
        assert value() == before, "the wheel changed an option without focus"
        assert scroll.value() > position, "the wheel did not scroll the list of options"
        assert not widget.hasFocus(), "the wheel gave the field keyboard focus"


def test_wheel_over_a_focused_field_changes_it(qtbot, window):
    dialog = open_advanced(qtbot, window)
    combo = dialog.option_widgets["failure_whist_split"]
    page_of(dialog, "failure_whist_split").ensureWidgetVisible(combo, 0, 10)
    combo.setFocus()
    QApplication.processEvents()
    before = combo.currentIndex()
    wheel_over(combo)
    assert combo.currentIndex() == before + 1


def test_wheel_in_the_deal_dialog_without_focus_changes_nothing(qtbot, window, service):
    game = service.create_game(("Анна", "Борис", "Вера"), "Вера", _sochi())
    window.open_game(game)
    dialog = window.deal_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.contract.setFocus()
    QApplication.processEvents()
    declarer = dialog.declarer.currentIndex()
    wheel_over(dialog.declarer)
    assert dialog.declarer.currentIndex() == declarer


def _sochi():
    from app.engine import SOCHI

    return SOCHI


def test_changed_option_is_named_wherever_the_preset_is(qtbot, window, monkeypatch):
    """A game started from Sochi with gentleman's whist is not called plain “Sochi”."""
    from tests.ui.conftest import type_text

    dialog = open_advanced(qtbot, window)
    for combo, name in zip(dialog.names, ("Анна", "Борис", "Вера"), strict=False):
        type_text(combo.lineEdit(), name)
    combo = dialog.option_widgets["failure_whist_split"]
    page_of(dialog, "failure_whist_split").ensureWidgetVisible(combo, 0, 10)
    QApplication.processEvents()
    QTest.mouseClick(combo, Qt.MouseButton.LeftButton)  # opens the list: choose with the keys
    popup = combo.view()
    qtbot.waitUntil(popup.isVisible)
    QTest.keyClick(popup, Qt.Key.Key_Down)
    QTest.keyClick(popup, Qt.Key.Key_Return)
    assert combo.currentData() == "gentleman"
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.result_value is not None, dialog.message.text()
    window.open_game(dialog.result_value)
    expected = "Sochi (changed: gentleman's whist)"
    assert window.windowTitle().endswith(f"{expected} — pulka.sqlite3")
    window.show_start()
    assert expected == window.start.games.topLevelItem(0).toolTip(2)  # the rules column's tooltip

    shown = []
    from ui.dialogs import settlement

    monkeypatch.setattr(settlement.SettlementDialog, "exec", lambda self: shown.append(self))
    window.open_game(dialog.result_value)
    window.show_settlement()
    assert shown[0].rules.text() == f"Rules: {expected}"
    assert html.escape(expected) in shown[0].html()


def test_rules_words_in_russian(qapp):
    from app.engine import SOCHI
    from app.services import rules_label
    from ui import i18n, rules_words

    i18n.install("ru")
    try:
        rules = SOCHI.with_options({"failure_whist_split": "gentleman"})
        assert rules_words.rules_text(rules_label(rules)) == "Сочи (изменено: вист джентльменский)"
        assert rules_words.rules_text(rules_label(SOCHI)) == "Сочи"
        more = SOCHI.with_options({"failure_whist_split": "gentleman", "misere_cost": 8})
        assert (
            rules_words.rules_text(rules_label(more))
            == "Сочи (изменено: стоимость мизера 8, вист джентльменский)"
        )
    finally:
        i18n.install("en")


def test_wheel_over_the_wizards_fields_changes_nothing(qtbot, window, service):
    """The incident wizard's facts (a deal's contract and tricks) are covered by the same guard."""
    from tests.ui.test_incident_wizard import choose, new_game, open_wizard

    wizard = open_wizard(qtbot, service, new_game(service))
    qtbot.waitExposed(wizard)
    choose(wizard, "kodeks-3.4.9")
    QApplication.processEvents()
    deal = wizard.facts_page.editors["deal"].widget
    fields = [deal.contract, deal.tricks[0]]
    for field in fields:
        field.clearFocus()
    QApplication.processEvents()
    before = [deal.contract.currentIndex(), deal.tricks[0].value()]
    for field in fields:
        wheel_over(field, QPoint(0, 120))
        wheel_over(field)
    assert [deal.contract.currentIndex(), deal.tricks[0].value()] == before


def test_opening_a_game_takes_its_objects_out_of_the_collectors_scans(window, service):
    """Item 8: a full GC pass over a long game's fold cost 20–25 ms, more than a frame."""
    import gc

    game = service.create_game(("Анна", "Борис", "Вера"), "Вера", _sochi())
    gc.unfreeze()
    window.open_game(game)
    assert gc.get_freeze_count() > 1000
