"""Enter on a deal puts the new sheet on screen before the rest of the window (issue 11 item 8),
and what the window keeps between deals to do that quickly never goes stale: after a deal, an
undo, a redo, a correction of an old deal and a reload from another window, the sheet (its
texts and its pixels) and the history are those of a window opened afresh on the same game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.engine import SOCHI, Call, Contract, Deal, Raspasy
from app.services import GameService
from tests.ui.test_game_3p import enter
from ui.main_window import MainWindow

NAMES = ("Анна", "Борис", "Вера", "Глеб")


def deal(active: tuple[str, ...], i: int) -> Deal | Raspasy:
    """The benchmark's deals: a 6♠ with two whisters, every fourth deal raspasy."""
    a, b, c = active[i % 3], active[(i + 1) % 3], active[(i + 2) % 3]
    if i % 4 == 3:
        return Raspasy({a: 3, b: 3, c: 4})
    return Deal(a, Contract.parse("6s"), {b: Call.WHIST, c: Call.WHIST}, {a: 6, b: 2, c: 2})


def long_game(service: GameService, players: int, deals: int) -> int:
    names = NAMES[:players]
    game = service.create_game(names, names[-1], SOCHI.with_options({"pool_size": 1000}))
    for i in range(deals):
        service.record(game, deal(service.sheet(game).table.active, i), service.last_seq(game))
    return game


def settle(window: MainWindow) -> None:
    assert window.settle_writes()
    for _ in range(3):
        QApplication.processEvents()


def sheet_texts(window: MainWindow) -> list[tuple[object, ...]]:
    layout = window.sheet_view.sheet_widget.layout_
    assert layout is not None
    return [(t.text, t.x, t.y, t.rotation, t.kind, t.current, t.was) for t in layout.texts]


def history_rows(window: MainWindow) -> list[str]:
    return [window.history.item(row).text() for row in range(window.history.count())]


def assert_as_opened_afresh(qtbot, window: MainWindow, path: Path, tmp_path: Path, step: str):
    """The window's sheet and history equal those of a new window on a new service."""
    settle(window)
    with GameService(path) as service:
        settings = QSettings(str(tmp_path / f"fresh-{step}.ini"), QSettings.Format.IniFormat)
        fresh = MainWindow(service, settings)
        qtbot.addWidget(fresh)
        fresh.resize(window.size())
        assert window.game_id is not None and fresh.open_game(window.game_id)
        fresh.show()
        settle(fresh)
        assert sheet_texts(window) == sheet_texts(fresh), step
        shown, afresh = window.sheet_view.sheet_widget, fresh.sheet_view.sheet_widget
        assert shown.size() == afresh.size(), step
        assert shown.grab().toImage() == afresh.grab().toImage(), step
        assert history_rows(window) == history_rows(fresh), step
        assert window.undo_action.text() == fresh.undo_action.text(), step
        fresh.close()


@pytest.mark.parametrize("players", [3, 4])
def test_after_every_kind_of_write_the_sheet_is_that_of_a_fresh_window(
    qtbot, window, service, tmp_path, messages, players
):
    game = long_game(service, players, 150)
    window.resize(1100, 760)
    assert window.open_game(game)
    settle(window)
    # The long cells are full: their oldest values have given way to "…" (the case where a
    # new value moves every text of the cell).
    assert any(text[4] == "ellipsis" for text in sheet_texts(window))
    path = tmp_path / "pulka.sqlite3"

    def check(step: str) -> None:
        assert_as_opened_afresh(qtbot, window, path, tmp_path, step)

    for i in range(3):  # deals typed into the deal dialog, Enter included
        enter(qtbot, window, "6s", window.active_players()[i % 3])
        check(f"deal {i + 1}")
    window.undo_action.trigger()
    check("undo")
    window.redo_action.trigger()
    check("redo")
    window.undo_action.trigger()
    enter(qtbot, window, "6s", window.active_players()[1])
    check("a deal after an undo")
    # A correction of the second deal: every later value of the cells it wrote changes.
    window._commit_correction(2, _corrected(service, game, 2))
    check("correction of deal 2")
    assert any(text[6] is not None for text in sheet_texts(window)), "a corrected value shows"
    # Another window writes a deal: this one is stale, reloads at the next Enter and says so.
    settle(window)
    with GameService(path) as other:
        other.record(game, deal(other.sheet(game).table.active, 1), other.last_seq(game))
    window.enter_deal()
    assert messages and "another window" in messages[-1]
    check("reload after another window's deal")
    enter(qtbot, window, "6s", window.active_players()[0])
    check("a deal after the reload")


def _corrected(service: GameService, game: int, seq: int) -> Deal:
    """The deal ``seq`` with its declarer one trick down (one whister more tricks)."""
    recorded = service.correctable(game, seq).event
    assert isinstance(recorded, Deal)
    declarer = recorded.declarer
    whister = next(p for p in recorded.tricks if p != declarer)
    tricks = dict(recorded.tricks)
    tricks[declarer] -= 1
    tricks[whister] += 1
    return Deal(declarer, recorded.contract, dict(recorded.calls), tricks)


class PaintSpy(QObject):
    """Notes, in order, each paint of the sheet widget."""

    def __init__(self, log: list[str]) -> None:
        super().__init__()
        self.log = log

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.log.append("sheet painted")
        return False


def test_enter_paints_the_sheet_before_the_rest_of_the_window(qtbot, window, service):
    game = long_game(service, 3, 40)
    assert window.open_game(game)
    settle(window)
    log: list[str] = []
    spy = PaintSpy(log)
    window.sheet_view.sheet_widget.installEventFilter(spy)
    set_state = window.card_table.set_state
    set_items = window.history.set_items

    def card_table(*args, **kwargs):
        log.append("card table")
        return set_state(*args, **kwargs)

    def history(*args, **kwargs):
        log.append("history")
        return set_items(*args, **kwargs)

    window.card_table.set_state = card_table
    window.history.set_items = history
    dialog = enter(qtbot, window, "6s", window.active_players()[0], commit=False)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    # All of it while the key was handled, before the event loop ran again: the sheet's new
    # values were on screen before the card table and the history were brought up to date.
    assert log == ["sheet painted", "card table", "history"]
    window.sheet_view.sheet_widget.removeEventFilter(spy)
