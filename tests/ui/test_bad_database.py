"""The app started on a file that cannot be used normally says what is wrong and either opens
(read-only where it must) or exits with status 2 — never a traceback (issue 12, items 1–4).

Read-only is made with what stops root too: ``chattr +i`` or a tmpfs remounted read-only
(tests/store/failing_fs.py); those tests skip with the reason where that is not permitted.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from app.services import GameService
from app.store.schema import MIGRATION_SET
from tests.store.failing_fs import fill, immutable, remount_read_only, tmpfs
from tests.store.test_failures import corrupt, make_db
from tests.ui.conftest import type_text
from ui import app as ui_app


@pytest.fixture
def started(tmp_path, qapp, messages, monkeypatch, capfd):
    """``start(path, lang)``: run ``ui.app.main`` with isolated settings and without the event
    loop; returns ``(exit status, main window or None)``. Fails on any traceback."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    monkeypatch.setattr(ui_app, "QSettings", lambda: settings)
    during: list = []  # callables run with the window where the event loop would run

    def exec_(_self) -> int:
        for action in during:
            action(windows[-1])
        return 0

    monkeypatch.setattr(QApplication, "exec", exec_)
    asked: list[str] = []

    def question(_parent, _title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    windows: list[object] = []
    from ui.main_window import MainWindow

    # The window is kept (its Python wrapper would delete it when main() returns) and not shown.
    monkeypatch.setattr(MainWindow, "show", lambda self: windows.append(self))

    def start(path: Path, lang: str = "en"):
        count = len(windows)
        status = ui_app.main(["--database", str(path), "--language", lang])
        return status, (windows[count] if len(windows) > count else None)

    start.settings = settings  # type: ignore[attr-defined]
    start.asked = asked  # type: ignore[attr-defined]
    start.during = during  # type: ignore[attr-defined]
    yield start
    for window in windows:
        window.close()  # type: ignore[attr-defined]
        window.deleteLater()  # type: ignore[attr-defined]
    assert "Traceback" not in capfd.readouterr().err


def test_bad_database_is_refused_with_a_message(tmp_path, started, messages):
    bad = tmp_path / "notes.sqlite3"
    bad.write_bytes(b"this is not a database at all\n" * 100)
    assert started(bad) == (ui_app.EXIT_REFUSED, None)
    assert len(messages) == 1
    assert "is not a Pulka database" in messages[0]
    assert str(bad) in messages[0]
    assert bad.read_bytes().startswith(b"this is not a database")


def _assert_opened_read_only(window, messages) -> None:
    assert window is not None
    assert any("open read-only" in m for m in messages), messages
    assert window.service.read_only
    assert not window.new_action.isEnabled() and not window.import_action.isEnabled()
    assert not window.start.new_button.isEnabled()
    assert window.view is not None  # the last game was reopened, to look at
    assert not window.deal_action.isEnabled() and not window.undo_action.isEnabled()
    assert window.export_action.isEnabled()
    labels = [w.text() for w in window.statusBar().findChildren(QLabel)]
    assert "Read only" in labels


def test_a_read_only_file_opens_read_only(tmp_path, started, messages):
    path = tmp_path / "pulka.sqlite3"
    game, _ = make_db(path)
    started.settings.setValue("last_game", game)
    with immutable(path):
        status, window = started(path)
        assert status == 0
        _assert_opened_read_only(window, messages)


def test_a_read_only_folder_opens_read_only(tmp_path, started, messages):
    with tmpfs(tmp_path / "mnt") as folder:
        path = folder / "pulka.sqlite3"
        game, _ = make_db(path)
        started.settings.setValue("last_game", game)
        remount_read_only(folder)
        status, window = started(path)
        assert status == 0
        _assert_opened_read_only(window, messages)
        window.service.close()


def test_a_full_disk_opens_and_says_so(tmp_path, started, messages):
    with tmpfs(tmp_path / "mnt", size="1m") as folder:
        path = folder / "pulka.sqlite3"
        game, _ = make_db(path)
        started.settings.setValue("last_game", game)
        fill(folder)
        status, window = started(path)
        assert status == 0 and window is not None and window.view is not None
        assert any("no room on the disk" in m for m in messages), messages
        window.service.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_corrupted_event_is_named_and_the_others_stay_usable(tmp_path, started, messages, lang):
    path = tmp_path / "pulka.sqlite3"
    damaged, healthy = make_db(path)
    corrupt(path, b'"declarer":"Anna"', 10, ord(";"))
    started.settings.setValue("last_game", damaged)
    opened: list[bool] = []
    started.during.append(lambda window: opened.append(window.open_game(healthy)))
    status, window = started(path, lang)
    assert status == 0 and window is not None
    expected = {
        "en": "Game 1 (Anna, Boris, Vera) is damaged and cannot be opened.",
        "ru": "Пуля № 1 (Anna, Boris, Vera) повреждена, открыть её нельзя.",
    }[lang]
    assert any(expected in m for m in messages), messages
    assert started.settings.value("last_game") == healthy  # the damaged one is forgotten
    assert opened == [True], messages  # the other game opens


def test_a_game_that_failed_while_opening_is_not_reopened_without_asking(tmp_path, started):
    path = tmp_path / "pulka.sqlite3"
    game, _ = make_db(path)
    started.settings.setValue("last_game", game)
    started.settings.setValue("opening_game", game)  # the last start ended while opening it
    status, window = started(path)
    assert status == 0
    assert started.asked == [
        "Last time Pulka closed while opening game 1 (Anna, Boris, Vera). Open it again?"
    ]
    assert window.view is None  # answered No
    window.service.close()


def test_a_game_list_entry_is_marked_damaged(tmp_path, started):
    path = tmp_path / "pulka.sqlite3"
    make_db(path)
    corrupt(path, b'"preset": "sochi"', 0, ord("'"))
    texts: list[str] = []

    def read_the_list(window) -> None:  # while the app runs: the list is built when first used
        games = window.start.games
        texts.extend(games.topLevelItem(i).text(1) for i in range(games.topLevelItemCount()))

    started.during.append(read_the_list)
    status, window = started(path)
    assert status == 0 and len(texts) == 2
    assert sum(t.endswith("(damaged)") for t in texts) == 1
    window.service.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_locked_file_is_in_use_not_damaged(tmp_path, started, messages, lang):
    path = tmp_path / "pulka.sqlite3"
    make_db(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("COMMIT")
    try:
        assert started(path, lang) == (ui_app.EXIT_REFUSED, None)
    finally:
        holder.close()
    expected = {"en": "is in use by another program", "ru": "занят другой программой"}[lang]
    assert len(messages) == 1 and expected in messages[0]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_newer_file_says_update_pulka(tmp_path, started, messages, lang):
    path = tmp_path / "pulka.sqlite3"
    make_db(path)
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES (?, ?, ?)",
            [MIGRATION_SET, "m999_from_the_future", "2030-01-01"],
        )
    conn.close()
    assert started(path, lang) == (ui_app.EXIT_REFUSED, None)
    expected = {"en": "Update Pulka to open it", "ru": "обновите «Пульку»"}[lang]
    assert len(messages) == 1 and expected in messages[0]
    assert "damaged" not in messages[0]


def test_a_failed_write_stays_in_the_deal_dialog_with_the_message(qtbot, window, service):
    from app.engine import SOCHI

    game = service.create_game(("Anna", "Boris", "Vera"), "Anna", SOCHI)
    assert window.open_game(game)
    service.store.conn.execute("PRAGMA query_only = ON")  # SQLite now refuses every write
    dialog = window.deal_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    type_text(dialog.contract.lineEdit(), "raspasy")
    for player, count in (("Anna", 0), ("Boris", 6), ("Vera", 4)):
        spin = dialog.tricks_for(player)
        spin.setFocus()
        spin.selectAll()
        type_text(spin, str(count))
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.message.text() == "The file cannot be written; nothing was recorded."
    service.store.conn.execute("PRAGMA query_only = OFF")
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.message.text()
    assert service.last_seq(game) == 1


def test_a_service_opened_by_hand_still_works(tmp_path):
    with GameService(tmp_path / "x.sqlite3", backups=0) as svc:
        assert not svc.read_only and svc.warnings == []
