"""The first start of the day shows the window first, then takes the day's backup with its
progress in the status bar (issue 30: on a club's file the check ran for seconds before any
window); a copy refused because a game is damaged is said as before."""

from __future__ import annotations

from pathlib import Path

from app.engine import SOCHI
from app.services import GameService
from app.store.backups import backup_files, is_verified
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY
from tests.store.test_daily_backup import unplayable_deal
from ui.backup_watch import BackupWatch
from ui.opening import open_service


def a_day_old(path: Path, deals: int = 6) -> int:
    """A database whose game was played; no backup of today."""
    with GameService(path, backups=0) as svc:
        game = svc.create_game(PLAYERS, "Anna", SOCHI)
        for seq in range(deals):
            svc.record(game, ANNA_7H if seq % 2 else RASPASY, seq)
    return game


def opened_window(qtbot, path: Path, settings, game: int):  # type: ignore[no-untyped-def]
    from ui.main_window import MainWindow

    service = open_service(path)
    assert service is not None
    window = MainWindow(service, settings)
    qtbot.addWidget(window)
    window.open_game(game)
    return window, service


def test_the_window_first_then_the_backup_with_its_progress(
    qtbot, tmp_path: Path, settings, messages, english, monkeypatch
) -> None:
    path = tmp_path / "pulka.sqlite3"
    game = a_day_old(path)
    window, service = opened_window(qtbot, path, settings, game)
    assert service.daily_backup_due() is not None
    assert window.backup_watch is None  # nothing started before the first frame
    assert backup_files(path, tmp_path / "backups") == []
    shown: list[str] = []
    real_start = BackupWatch.start

    def start_and_look(watch: BackupWatch, service: GameService) -> bool:
        started = real_start(watch, service)
        shown.append(watch.label.text() if watch.label is not None else "")
        return started

    monkeypatch.setattr(BackupWatch, "start", start_and_look)
    window.show()
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)  # once the first frame was painted
    assert shown[0].startswith("Checking today's backup")
    watch = window.backup_watch
    assert watch is not None
    qtbot.waitUntil(lambda: watch.outcome is not None, timeout=60000)
    assert watch.outcome is not None and watch.outcome[0] == "kept"
    assert watch.label is None  # the progress is gone
    assert window.statusBar().currentMessage() == "Today's backup is kept."
    (copy,) = backup_files(path, tmp_path / "backups")
    assert is_verified(copy)
    assert messages == []


def test_a_damaged_game_is_said_as_before(
    qtbot, tmp_path: Path, settings, messages, english
) -> None:
    path = tmp_path / "pulka.sqlite3"
    game = a_day_old(path)
    other = a_day_old(path)
    unplayable_deal(path, other)  # a deal that cannot have happened, in the other game
    window, _service = opened_window(qtbot, path, settings, game)
    window.show()
    qtbot.waitUntil(lambda: window.backup_watch is not None, timeout=5000)
    watch = window.backup_watch
    assert watch is not None
    qtbot.waitUntil(lambda: watch.outcome is not None, timeout=60000)
    assert watch.outcome is not None and watch.outcome[0] == "skipped"
    assert messages == [
        "Today's backup copy was not made because a game in the file is damaged. The earlier"
        " copies are kept."
    ]
    assert backup_files(path, tmp_path / "backups") == []
