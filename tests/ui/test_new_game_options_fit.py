"""Every option page of the new-game dialog reads whole at 1024×700, in Russian and English:
no option name, explanation or value cut off (seen: «ответственный (полная це…» for
«Ответственность вистующих»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel, QScrollArea, QWidget

from ui import i18n
from ui.dialogs.new_game import NewGameDialog

SCREEN = (1024, 700)


def _needed_width(combo: QComboBox) -> int:
    """The width a combo box needs to show its longest choice whole (Qt's own measure)."""
    probe = QComboBox()
    probe.addItems([combo.itemText(i) for i in range(combo.count())])
    probe.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    return probe.sizeHint().width()


def _cut_texts(page: QScrollArea) -> list[str]:
    """Texts on an option page that are not shown whole."""
    viewport = page.viewport()
    cut: list[str] = []
    inner = page.widget()
    assert inner is not None
    for widget in inner.findChildren(QWidget):
        if not widget.isVisibleTo(inner):
            continue
        right = widget.mapTo(viewport, QPoint(widget.width(), 0)).x()
        text = getattr(widget, "text", lambda: "")()
        if isinstance(widget, QComboBox):
            text = widget.currentText()
            if widget.width() < _needed_width(widget):
                cut.append(f"value {text!r}: {widget.width()} < {_needed_width(widget)} px")
        elif isinstance(widget, QLabel) and widget.wordWrap():
            if widget.height() < widget.heightForWidth(widget.width()):
                cut.append(f"explanation {text!r} lacks height")
        elif isinstance(widget, QLabel | QCheckBox) and widget.width() < widget.sizeHint().width():
            cut.append(f"text {text!r}: {widget.width()} < {widget.sizeHint().width()} px")
        if right > viewport.width():
            cut.append(f"{type(widget).__name__} {text!r} runs past the page's right edge")
    return cut


@pytest.mark.parametrize("language", ["ru", "en"])
def test_no_option_is_cut_off_at_1024x700(qtbot, language) -> None:
    i18n.install(language)
    try:
        dialog = NewGameDialog(["Анна", "Борис", "Вера"], lambda *args: args)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.advanced.setChecked(True)
        QApplication.processEvents()
        assert dialog.width() <= SCREEN[0]
        cut: list[str] = []
        for row in range(dialog.option_groups.count()):
            dialog.option_groups.setCurrentRow(row)
            QApplication.processEvents()
            page = dialog.option_pages.currentWidget()
            assert isinstance(page, QScrollArea)
            title = dialog.option_groups.item(row).text()
            cut += [f"{title}: {problem}" for problem in _cut_texts(page)]
        assert not cut, "\n".join(cut)
    finally:
        i18n.install("en")
