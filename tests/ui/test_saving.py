"""A deal shown before its COMMIT returned (issue 11 item 8; docs/decisions/0006-commit-off-gui.md):
the sheet repaints while the disk works, "Saving…" shows until the COMMIT returns, and a COMMIT
that fails puts the window back to the game as stored and says why in the usual words."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest

from app.engine import SOCHI, Call, Contract, Deal, Incident
from app.services import GameService
from app.store.errors import StoreError
from app.store.sqlite_backend import sqlite_backend
from tests.services.gated_store import GatedStore, disk_full
from tests.store.failing_fs import fill, tmpfs
from tests.ui.server_store import URL, Unavailable
from tests.ui.test_game_3p import enter
from ui import i18n

A, B, V = "Анна", "Борис", "Вера"


def stored_seq(path: Path, game: int) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute("SELECT last_seq FROM games WHERE id = ?", [game]).fetchone()[0])


class PaintSpy(QObject):
    """Each paint of a widget, with the layout it painted and the store's log at that moment."""

    def __init__(self, widget, store) -> None:
        super().__init__()
        self.widget, self.store = widget, store
        self.paints: list[tuple[object, list[str]]] = []
        widget.installEventFilter(self)

    def eventFilter(self, obj, event):
        if obj is self.widget and event.type() == QEvent.Type.Paint:
            self.paints.append((self.widget.layout_, list(self.store.log)))
        return False


class LosingServer(GatedStore):
    """A club server (as the UI tests stand one in) that stops answering during a COMMIT."""

    down = False

    @property
    def location(self) -> str:
        return URL

    def lose(self) -> Unavailable:
        self.down = True
        return Unavailable()


def _down_while_lost(name: str) -> None:
    original = getattr(GatedStore, name)

    def call(self, *args, **kwargs):
        if self.down:
            raise Unavailable()
        return original(self, *args, **kwargs)

    setattr(LosingServer, name, call)


for _name in ("game", "stamp", "load", "list_games", "game_players"):
    _down_while_lost(_name)


def open_window(qtbot, store, settings):
    from ui.main_window import MainWindow

    service = GameService(sqlite_backend(store))
    window = MainWindow(service, settings)
    qtbot.addWidget(window)
    window.show()
    assert window.open_game(1)
    return window


@pytest.fixture
def gated(tmp_path, settings, messages, english, qtbot):
    """``(path, store, window)``: a 3-player game of one deal, the window on a gated store."""
    path = tmp_path / "pulka.sqlite3"
    with GameService(path, backups=0) as setup:
        setup.create_game((A, B, V), A, SOCHI)
    store = GatedStore(path)
    window = open_window(qtbot, store, settings)
    enter(qtbot, window, "6s", A, {B: Call.PASS, V: Call.PASS})
    assert window.settle_writes() and stored_seq(path, 1) == 1
    yield path, store, window
    store.gate.set()
    window.service.close()


def test_the_sheet_repaints_before_the_commit_returns(qtbot, gated, messages):
    path, store, window = gated
    spy = PaintSpy(window.sheet_view.sheet_widget, store)
    store.gate.clear()  # the disk is slow: the COMMIT waits
    enter(qtbot, window, "6s", B, {V: Call.PASS, A: Call.PASS})
    layout = window.sheet_view.sheet_widget.layout_
    # The new sheet is painted while the COMMIT has not returned ("commit" not yet logged).
    qtbot.waitUntil(lambda: any(p[0] is layout for p in spy.paints), timeout=3000)
    painted_logs = [log for shown, log in spy.paints if shown is layout]
    assert painted_logs[0] == ["begin", "commit", "begin"]
    assert window.view.sheet.pool[B] == 2 and window.history.count() == 2
    assert window.save_watch.shows_saving()
    assert window.statusBar().currentMessage() == "Saving…"
    assert stored_seq(path, 1) == 1  # not acknowledged yet
    assert store.touched == []  # the window redrew without the writer's connection
    store.gate.set()
    qtbot.waitUntil(lambda: not window.save_watch.shows_saving(), timeout=3000)
    assert stored_seq(path, 1) == 2 and messages == []


def _fresh(path: Path):
    with GameService(path, backups=0) as fresh:
        return fresh.game(1), fresh.history(1)


FAILURES = {  # what SQLite's COMMIT can meet (app/store/sqlite_errors.py) -> the refusal
    "disk_full": lambda: disk_full(),
    "store_read_only": lambda: StoreError("read_only", "attempt to write a readonly database"),
    "store_io": lambda: StoreError("io", "disk I/O error"),
}


@pytest.mark.parametrize("code", FAILURES)
def test_a_commit_that_fails_after_the_paint_puts_the_sheet_back(qtbot, gated, messages, code):
    path, store, window = gated
    before_undo = window.undo_action.text()
    store.gate.clear()
    store.fail = FAILURES[code]
    enter(qtbot, window, "6s", B, {V: Call.PASS, A: Call.PASS})
    assert window.view.sheet.pool[B] == 2  # shown, "Saving…"
    assert window.save_watch.shows_saving()
    store.gate.set()
    qtbot.waitUntil(lambda: bool(messages), timeout=3000)
    assert messages == [i18n.error_text(code)]
    assert "nothing was recorded" in messages[0]
    view, history = _fresh(path)
    assert window.view == view and window.view.last_seq == 1
    assert window.view.sheet.pool[B] == 0
    assert window.history.shown_items == history
    assert window.undo_action.text() == before_undo
    assert not window.save_watch.shows_saving()
    # The next deal is written on the stored game, not refused as stale.
    store.fail = None
    enter(qtbot, window, "6s", B, {V: Call.PASS, A: Call.PASS})
    assert window.settle_writes() and stored_seq(path, 1) == 2 and len(messages) == 1


@pytest.mark.parametrize("action", ["undo", "finish", "correction", "incident"])
def test_every_write_goes_the_same_way(qtbot, gated, messages, action):
    """Undo, finishing, a correction and an incident: shown at once, put back on failure."""
    path, store, window = gated
    store.gate.clear()
    store.fail = disk_full
    if action == "undo":
        window.undo()
    elif action == "finish":
        assert window.finish_now()
    elif action == "correction":
        whisted = Deal(A, Contract.parse("6s"), {B: Call.WHIST, V: Call.PASS}, {A: 6, B: 4, V: 0})
        window._commit_correction(1, whisted)
    else:  # as the incident wizard's Record hands its result to the window
        carried = {"type": "deal", "declarer": V, "contract": "6s"}
        carried["defenders"] = {A: "pass", B: "pass"}
        incident = Incident("kodeks-3.4.6", {"deal": carried})
        window._after(window.service.record(1, incident, window.view.last_seq))
    assert window.save_watch.shows_saving() and window.view.last_seq == 2
    store.gate.set()
    qtbot.waitUntil(lambda: bool(messages), timeout=3000)
    assert messages == [i18n.error_text("disk_full")]
    view, history = _fresh(path)
    assert window.view == view and window.history.shown_items == history
    assert view.last_seq == 1 and not view.finished


def test_closing_waits_for_the_commit(qtbot, gated):
    path, store, window = gated
    store.gate.clear()
    enter(qtbot, window, "6s", B, {V: Call.PASS, A: Call.PASS})
    threading.Timer(0.3, store.gate.set).start()
    assert window.close()
    assert stored_seq(path, 1) == 2


def test_closing_after_a_failed_commit_shows_the_stored_game_first(qtbot, gated, messages):
    path, store, window = gated
    store.fail = disk_full
    store.gate.clear()
    enter(qtbot, window, "6s", B, {V: Call.PASS, A: Call.PASS})
    store.gate.set()
    assert not window.close()  # stays: the player sees what was not recorded
    assert messages == [i18n.error_text("disk_full")]
    assert window.view.last_seq == 1 == stored_seq(path, 1)
    assert window.close()


def test_a_server_lost_during_the_commit(qtbot, tmp_path, settings, messages, english):
    path = tmp_path / "pulka.sqlite3"
    with GameService(path, backups=0) as setup:
        setup.create_game((A, B, V), A, SOCHI)
    store = LosingServer(path)
    window = open_window(qtbot, store, settings)
    try:
        enter(qtbot, window, "6s", A, {B: Call.PASS, V: Call.PASS})
        assert window.settle_writes()
        store.gate.clear()
        store.fail = store.lose
        enter(qtbot, window, "6s", B, {V: Call.PASS, A: Call.PASS})
        assert window.view.last_seq == 2
        store.gate.set()
        qtbot.waitUntil(lambda: bool(messages), timeout=3000)
        assert messages == [i18n.error_text("server_unavailable")]
        watch = window.server_watch
        assert watch.offline and watch.banner.isVisible()
        # The server cannot be read: the window shows what it showed before that deal.
        assert window.view.last_seq == 1 and window.view.sheet.pool[B] == 0
        assert window.history.count() == 1
        store.down, store.fail = False, None
        watch.retry()
        assert not watch.offline
        view, history = _fresh(path)
        assert window.view == view and window.history.shown_items == history
    finally:
        store.gate.set()
        window.service.close()


def test_a_disk_that_fills_during_the_evening(qtbot, tmp_path, settings, messages, english):
    """A real full disk (a 1 MB tmpfs): the deal the disk refused is taken off the sheet."""
    with tmpfs(tmp_path / "mnt", size="1m") as folder:
        path = folder / "pulka.sqlite3"
        with GameService(path, backups=0) as setup:
            setup.create_game((A, B, V), A, SOCHI)
        from ui.main_window import MainWindow

        service = GameService(path, backups=0)
        window = MainWindow(service, settings)
        qtbot.addWidget(window)
        window.show()
        assert window.open_game(1)
        fill(folder)
        dealers = [A, B, V]
        for n in range(200):
            declarer = dealers[(n + 1) % 3]
            others = {p: Call.PASS for p in dealers if p != declarer}
            dialog = enter(qtbot, window, "6s", declarer, others, commit=False)
            QTest.keyClick(dialog, Qt.Key.Key_Return)
            if dialog.isVisible():  # refused before the COMMIT: said in the dialog
                assert "nothing was recorded" in dialog.message.text()
                dialog.reject()
                refused_by = "the dialog"
                break
            if not window.settle_writes():
                refused_by = "the COMMIT"
                break
        else:
            pytest.fail("the disk never filled")
        # SQLite writes the WAL at COMMIT: the full disk shows there, after the paint.
        assert refused_by == "the COMMIT", messages
        assert messages == [i18n.error_text("disk_full")] or messages == [
            i18n.error_text("store_io")
        ]
        stored = window.view.last_seq
        window.service.close()
        (folder / "filler").unlink()
        view, history = _fresh(path)
        assert view.last_seq == stored
        assert window.view == view and window.history.shown_items == history
