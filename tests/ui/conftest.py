"""UI test fixtures: a real GameService on a temporary file, isolated settings, Unicode typing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QSpinBox, QWidget

from app.services import GameService
from ui import i18n


def type_text(widget: QWidget, text: str) -> None:
    """Type any Unicode text, one key event per character (``keyClicks`` aborts on non-ASCII,
    toolchain-notes §3.2)."""
    for ch in text:
        QTest.sendKeyEvent(
            QTest.KeyAction.Click, widget, Qt.Key.Key_unknown, ch, Qt.KeyboardModifier.NoModifier
        )


def type_number(spin: QSpinBox, value: int) -> None:
    """Replace a spin box's value by typing it."""
    spin.setFocus()
    spin.selectAll()
    type_text(spin, str(value))


@pytest.fixture
def messages(monkeypatch):
    """Message boxes recorded instead of shown (they would block an offscreen test)."""
    shown: list[str] = []

    def record(_parent, _title, text, *args, **kwargs):
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", record)
    monkeypatch.setattr(QMessageBox, "critical", record)
    monkeypatch.setattr(QMessageBox, "information", record)
    return shown


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def service(tmp_path):
    svc = GameService(tmp_path / "pulka.sqlite3")
    yield svc
    svc.close()


@pytest.fixture(autouse=True)
def english_after_each_test():
    """Every test ends in English: a test that installs Russian (``ui.app.main`` with
    ``--language ru``, ``set_language``) must not leave it to the next one, whose English
    assertions would then depend on the order the tests ran in. Reinstalls only when needed."""
    yield
    if i18n.current_language() != "en":
        i18n.install("en")


@pytest.fixture
def english(qapp):
    i18n.install("en")
    yield
    i18n.install("en")


@pytest.fixture
def window(qtbot, service, settings, messages, english):
    from ui.main_window import MainWindow

    win = MainWindow(service, settings)
    qtbot.addWidget(win)
    win.show()
    return win
