"""The games list is built when it is first shown or used (start-up: a start that reopens a game
never shows it). Built late, it must be the same list: filled, in the language of the moment,
its filter row, shortcuts and buttons working, laid out in the first paint that shows it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest

from app.engine import SOCHI, Call, Contract, Deal
from tests.ui.conftest import type_text
from ui import i18n

A, B, V, G = "Анна", "Борис", "Вера", "Глеб"


def two_games(service) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    first = service.create_game((A, B, V), V, SOCHI)
    service.record(first, Deal(A, Contract.parse("6s"), {B: Call.PASS, V: Call.PASS}, {}), 0)
    second = service.create_game((B, V, G), G, SOCHI)
    return first, second


def a_window_on_a_game(qtbot, service, settings, game):  # type: ignore[no-untyped-def]
    """As the app starts when it reopens the last game: the game opened before the first show."""
    from ui.main_window import MainWindow

    window = MainWindow(service, settings)
    qtbot.addWidget(window)
    window.open_game(game)
    window.show()
    window.activateWindow()  # shortcuts act in the active window
    qtbot.waitUntil(window.isActiveWindow)
    return window


def listed(window) -> list[str]:  # type: ignore[no-untyped-def]
    games = window.start.games
    return [games.topLevelItem(i).text(1) for i in range(games.topLevelItemCount())]


def test_a_start_on_a_game_does_not_build_the_list(qtbot, service, settings, messages) -> None:  # type: ignore[no-untyped-def]
    game, _ = two_games(service)
    window = a_window_on_a_game(qtbot, service, settings, game)
    window.refresh_start()  # e.g. the players window renamed someone: nothing to redo yet
    assert not window.start_page.built
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)  # Games…
    assert window.start_page.built and window.start.isVisible()
    assert listed(window) == [f"{B}, {V}, {G}", f"{A}, {B}, {V}"]  # newest first


def test_the_list_built_after_a_language_switch_speaks_that_language(
    qtbot, service, settings, messages
) -> None:  # type: ignore[no-untyped-def]
    game, _ = two_games(service)
    window = a_window_on_a_game(qtbot, service, settings, game)
    try:
        window.set_language("ru")  # before the list was ever shown
        assert not window.start_page.built
        window.show_start()
        start = window.start
        assert start.games.headerItem().text(0) == "Начата"
        assert start.filters.player_label.text() == "И&грок:"
        assert start.filters.show_archived.text() == "Показывать &архивные"
        assert start.filters.day_from.displayFormat() == "dd.MM.yyyy"
        assert start.filters.rules_filter.itemText(0) != "any"
        window.set_language("en")  # and once built, it follows the next switch
        assert start.games.headerItem().text(0) == "Started"
        assert start.filters.player_label.text() == "&Player:"
    finally:
        i18n.install("en")


def test_the_filter_row_and_its_keys_work_on_a_list_built_late(
    qtbot, service, settings, messages
) -> None:  # type: ignore[no-untyped-def]
    first, second = two_games(service)
    window = a_window_on_a_game(qtbot, service, settings, second)
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    start = window.start
    start.games.setFocus()
    QTest.keyClick(start.games, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)  # Find
    assert start.filters.player_filter.hasFocus()
    type_text(start.filters.player_filter, "анн")
    assert listed(window) == [f"{A}, {B}, {V}"]
    QTest.keyClick(start.filters.player_filter, Qt.Key.Key_Down)  # on into the list
    assert start.games.hasFocus()
    QTest.keyClick(start.games, Qt.Key.Key_Return)  # opens the one game listed
    assert window.game_shown() and window.game_id == first
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert start.filters.player_filter.text() == "анн"  # the filter kept, as before
    assert listed(window) == [f"{A}, {B}, {V}"]


def test_buttons_built_late_follow_the_database(qtbot, service, settings, messages) -> None:  # type: ignore[no-untyped-def]
    """The start page's buttons are enabled as the database allows from the moment the page
    is built, however it comes to be built."""
    game, _ = two_games(service)
    window = a_window_on_a_game(qtbot, service, settings, game)
    window.server_watch.offline = True  # writes off, as when the club server is out of reach
    window._update_actions()  # as the server watch does
    start = window.start  # built now, by a use that does not go through show_start
    assert not start.new_button.isEnabled() and not start.import_button.isEnabled()
    window.server_watch.offline = False
    window.show_start()
    assert start.new_button.isEnabled()


def test_a_window_shown_on_the_list_paints_it_laid_out_and_filled(
    qtbot, service, settings, messages
) -> None:  # type: ignore[no-untyped-def]
    """No game reopened: the list is built as the window shows, before its first paint."""
    from ui.main_window import MainWindow

    two_games(service)
    window = MainWindow(service, settings)
    qtbot.addWidget(window)
    assert not window.start_page.built
    first_paint: list[tuple[int, bool, bool]] = []

    class Spy(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not first_paint:
                start = window.start_page.content()
                first_paint.append(
                    (
                        window.start.games.topLevelItemCount(),
                        start.isVisible(),
                        start.geometry() == window.start_page.rect(),
                    )
                )
            return False

    spy = Spy()
    window.start_page.installEventFilter(spy)
    window.show()
    qtbot.waitUntil(lambda: bool(first_paint))
    assert first_paint == [(2, True, True)]


def test_a_list_that_cannot_be_read_is_said_before_the_window_shows(
    qtbot, service, settings, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """As when the list was built with the window: the message first, then the window."""
    from PySide6.QtWidgets import QMessageBox

    from app.services.results import ServiceError
    from ui.main_window import MainWindow

    two_games(service)
    window = MainWindow(service, settings)
    qtbot.addWidget(window)
    said: list[tuple[str, bool]] = []

    def warning(_parent, _title, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        said.append((text, window.isVisible()))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)

    def unreadable() -> None:
        raise ServiceError("store_io", detail="disk I/O error")

    monkeypatch.setattr(service, "list_games", unreadable)
    window.show()
    assert len(said) == 1 and said[0][1] is False  # said while the window was not yet shown
    assert window.start.shown_games() == []
