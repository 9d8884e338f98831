"""The product's name as the interface language says it (docs/texts.md, "The product's name"):
«Пулька» on every message box and window title in Russian, never "Pulka" (issue 14: refusals at
start-up were titled "Pulka" in the Russian interface)."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.store.test_failures import make_db
from tests.ui.test_bad_database import started  # noqa: F401  (the fixture)
from ui import app as ui_app
from ui import i18n
from ui.busy import BusyWait

ROOT = Path(__file__).resolve().parents[2]
NAMES = {"en": "Pulka", "ru": "Пулька"}


@pytest.fixture
def titles(monkeypatch) -> list[str]:
    """The title of each message box, recorded instead of shown."""
    seen: list[str] = []

    def record(_parent, title, _text, *args, **kwargs):
        seen.append(title)
        return QMessageBox.StandardButton.No

    for kind in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, record)
    return seen


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_refused_database_is_titled_in_the_language(tmp_path, started, titles, lang):  # noqa: F811
    bad = tmp_path / "notes.sqlite3"
    bad.write_bytes(b"this is not a database at all\n" * 100)
    assert started(bad, lang) == (ui_app.EXIT_REFUSED, None)
    assert titles == [NAMES[lang]]


def test_the_reopen_question_is_titled_in_russian(tmp_path, started, titles):  # noqa: F811
    path = tmp_path / "pulka.sqlite3"
    game, _ = make_db(path)
    started.settings.setValue("last_game", game)
    started.settings.setValue("opening_game", game)  # the last start ended while opening it
    status, window = started(path, "ru")
    assert status == 0 and titles == ["Пулька"]
    assert window.windowTitle().startswith("Пулька")
    window.service.close()


def test_the_waiting_window_is_titled_in_russian(qapp):
    i18n.install("ru")
    wait = BusyWait()
    try:
        wait(1)
        assert wait.dialog is not None and wait.dialog.windowTitle() == "Пулька"
    finally:
        wait(0)
        i18n.install("en")


def test_no_window_or_message_box_is_titled_with_a_bare_english_name():
    """A literal "Pulka" handed to a title or a message box shows English in the Russian
    interface: titles go through ``i18n.product_name()`` or a translation."""
    shown_by = {"warn", "fail", "setWindowTitle", "question", "warning", "critical", "information"}
    found: list[str] = []
    for path in sorted((ROOT / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            if name in shown_by and any(
                isinstance(a, ast.Constant) and a.value == "Pulka" for a in node.args
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_the_desktop_entry_names_the_app_as_the_interface_does():
    translated = {
        m.findtext("translation")
        for m in ET.parse(ROOT / "resources/i18n/pulka_ru.ts").iter("message")
        if m.findtext("source") == "Pulka"
    }
    assert translated == {NAMES["ru"]}
    desktop = (ROOT / "packaging/linux/pulka.desktop").read_text(encoding="utf-8")
    assert f"Name[ru]={NAMES['ru']}\n" in desktop
    metainfo = (ROOT / "packaging/linux/pulka.metainfo.xml.in").read_text(encoding="utf-8")
    assert f'<name xml:lang="ru">{NAMES["ru"]}</name>' in metainfo


def test_the_windows_installer_names_the_app_in_the_language_of_setup():
    """Start menu and Settings > Apps say «Пулька» when Setup runs in Russian (Inno Setup's
    [CustomMessages] per language; tests/packaging/test_windows_installer.py installs both)."""
    script = (ROOT / "packaging/windows/pulka.iss").read_text(encoding="utf-8")
    setup = dict(re.findall(r"^(\w+)=(.*)$", script, re.MULTILINE))
    messages = dict(re.findall(r"^(\w+\.\w+)=(.*)$", script, re.MULTILINE))
    assert messages["russian.AppTitle"] == NAMES["ru"]
    assert messages["english.AppTitle"] == NAMES["en"]
    assert setup["AppName"] == setup["UninstallDisplayName"] == "{cm:AppTitle}"
    icons = script.split("[Icons]")[1].split("[Run]")[0]
    assert "{cm:AppTitle}" in icons and "\\Pulka" not in icons
    # Every message of ours the script uses is worded in both languages; in Russian the name
    # inside a phrase is declined and quoted («Удалить «Пульку»», not «Удалить Пулька»).
    inno_own = {"CreateDesktopIcon", "AdditionalIcons"}
    for name in set(re.findall(r"\{cm:(\w+)", script)) - inno_own:
        assert f"russian.{name}" in messages and f"english.{name}" in messages, name
    assert "Пульку" in messages["russian.UninstallApp"]
