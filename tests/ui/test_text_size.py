"""The interface's text follows the system's size and the View menu's zoom, Ctrl+plus and
Ctrl+minus (issue 32, item 5), and nothing is cut at 1024×700 with the text at 125 %."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QToolButton

from app.engine import SOCHI
from tests.ui.conftest import type_text
from ui import theme

P3 = ("Анна", "Борис", "Вера")
P4 = ("Анна", "Борис", "Вера", "Глеб")


@pytest.fixture(autouse=True)
def normal_text_after(qapp):
    yield
    theme.set_text_zoom(1.0)


def point_size() -> float:
    return QApplication.font().pointSizeF()


def test_ctrl_plus_and_minus_size_the_text_and_the_size_is_kept(window, settings) -> None:
    normal = point_size()
    QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert point_size() == pytest.approx(normal * 1.1)
    QTest.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert point_size() == pytest.approx(normal * 1.25)
    assert float(settings.value("text_zoom")) == 1.25
    QTest.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert point_size() == pytest.approx(normal * 1.1)
    QTest.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert point_size() == pytest.approx(normal)
    # A label follows the application's font (nothing set its own size).
    assert window.history_label.font().pointSizeF() == pytest.approx(normal)


def cut(labels: list[QLabel]) -> list[str]:
    """Labels shown narrower or lower than their text needs."""
    out = []
    for label in labels:
        if not label.isVisible() or not label.text().strip():
            continue
        need = label.sizeHint()
        if label.wordWrap():
            if label.heightForWidth(label.width()) > label.height() + 1:
                out.append(label.text())
        elif need.width() > label.width() + 1 or need.height() > label.height() + 1:
            out.append(label.text())
    return out


@pytest.mark.parametrize("players", [P3, P4])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_nothing_is_cut_at_1024_by_700_at_125_percent(qapp, window, service, players, lang):
    from ui import i18n

    i18n.install(lang)
    window.set_language(lang)
    theme.set_text_zoom(1.25)
    game = service.create_game(players, players[-1], SOCHI)
    window.open_game(game)
    window.resize(1024, 700)
    for _ in range(3):
        qapp.processEvents()
    # The toolbar shows every action: no «»» overflow button.
    extension = [
        b for b in window.findChildren(QToolButton) if b.objectName() == "qt_toolbar_ext_button"
    ]
    assert not any(b.isVisible() for b in extension)
    assert cut(window.card_table.findChildren(QLabel)) == []
    # The deal dialog fits the screen and cuts none of its words.
    dialog = window.deal_dialog()
    dialog.show()
    dialog.contract.setFocus()
    type_text(dialog.contract.lineEdit(), "7ч")
    qapp.processEvents()
    assert dialog.height() <= 700 - 40 and dialog.width() <= 1024
    assert cut(dialog.findChildren(QLabel)) == []
    dialog.reject()


def test_every_text_follows_the_zoom_own_fonts_and_styled_ones_too(qapp, window, service):
    """A seat's bold, larger name (a font of its own) and the table's centre (a style sheet)
    kept the old size when the application's font changed."""
    game = service.create_game(P3, P3[-1], SOCHI)
    window.open_game(game)
    table = window.card_table
    seat = next(iter(table.seats.values()))
    sizes = (table.centre.font().pointSizeF(), seat.name.font().pointSizeF(), point_size())
    theme.set_text_zoom(1.25)
    qapp.processEvents()
    now = (table.centre.font().pointSizeF(), seat.name.font().pointSizeF(), point_size())
    assert now == pytest.approx(tuple(s * 1.25 for s in sizes))
    assert seat.name.font().bold()
    theme.set_text_zoom(1.0)
    assert seat.name.font().pointSizeF() == pytest.approx(sizes[1])
