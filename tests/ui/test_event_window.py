"""The event window (ui/events/): the current round's tables with deals and provisional results,
the standings, seating by hand before a round starts, opening a table's game, the big screen
and the printed seating cards and round sheet."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.services.events import EventService
from app.services.game_service import GameService
from ui.events.big_screen import BigScreen
from ui.events.demo import NAMES, demo_evening
from ui.events.event_window import EventWindow
from ui.events.printing import cards_html, document, sheet_html, write_pdf


@pytest.fixture
def games(tmp_path: Path) -> GameService:
    service = GameService(tmp_path / "club.sqlite3", backups=0)
    yield service
    service.close()


def cell(table, row: int, column: int) -> str:
    item = table.item(row, column)
    return item.text() if item is not None else ""


def test_the_window_shows_the_round_being_played_and_the_standings(qtbot, games) -> None:
    event = demo_evening(games, "en")
    opened: list[int] = []
    window = EventWindow(games, opened.append)
    qtbot.addWidget(window)
    events = EventService(games)
    tables = events.tables(event, 2)
    assert window.tables.rowCount() == 4
    for row, table in enumerate(tables):
        assert cell(window.tables, row, 1) == ", ".join(table.players)
        assert cell(window.tables, row, 2) == str(table.deals_played)
        first = table.players[0]
        assert f"{first} " in cell(window.tables, row, 3)
    assert [cell(window.tables, r, 2) for r in range(4)] == ["3", "5", "7", "4"]
    lines = events.standings(event)
    assert window.standings.rowCount() == 12
    assert [cell(window.standings, r, 1) for r in range(12)] == [line.player for line in lines]
    assert cell(window.standings, 0, 0) == "1"
    assert window.round_box.title().startswith("Round 2")
    # Double-clicking a table opens its game in the main window.
    window.open_table(2)
    assert opened == [tables[2].game_id]
    assert window.seat_button.isEnabled() and window.open_button.isEnabled()
    assert not window.save_button.isEnabled() and not window.start_button.isEnabled()


def test_a_seating_edited_by_hand_is_what_starts(qtbot, games) -> None:
    names = NAMES["en"][:6]
    from app.services.event_settings import EventSettings

    events = EventService(games)
    event = events.create_event("Tuesday", "evening", "2026-12-01", names, EventSettings(seed=1))
    window = EventWindow(games, lambda _id: None)
    qtbot.addWidget(window)
    assert window.seat_button.isEnabled() and not window.start_button.isEnabled()
    qtbot.mouseClick(window.seat_button, Qt.MouseButton.LeftButton)
    assert window.start_button.isEnabled() and window.tables.rowCount() == 2
    window.tables.item(0, 1).setText("Anna, Boris, Vera")
    window.tables.item(1, 1).setText("Gleb, Dina, Egor")
    qtbot.mouseClick(window.start_button, Qt.MouseButton.LeftButton)
    (round_1,) = events.event(event).rounds
    assert round_1.started and round_1.tables == (
        ("Anna", "Boris", "Vera"),
        ("Gleb", "Dina", "Egor"),
    )
    assert window.open_button.isEnabled() and not window.start_button.isEnabled()


def test_a_seating_that_leaves_a_player_out_is_refused_with_a_message(
    qtbot, games, monkeypatch
) -> None:
    from app.services.event_settings import EventSettings

    events = EventService(games)
    event = events.create_event(
        "Tuesday", "evening", "2026-12-01", NAMES["en"][:6], EventSettings()
    )
    window = EventWindow(games, lambda _id: None)
    qtbot.addWidget(window)
    window.seat_next()
    shown: list[str] = []
    monkeypatch.setattr("ui.events.event_window.warn", lambda _p, _t, text: shown.append(text))
    window.tables.item(0, 1).setText("Anna, Boris")
    window.start_round()
    assert shown == ["A table seats three or four players, not 2 (Anna, Boris)."]
    assert not events.event(event).rounds[0].started


def test_the_big_screen_is_read_only_and_refreshes_by_itself(qtbot, games) -> None:
    event = demo_evening(games, "en")
    screen = BigScreen(games, event)
    qtbot.addWidget(screen)
    text = screen.tables.text()
    assert "Table 1" in text and "Table 4" in text
    first = EventService(games).standings(event)[0].player
    assert first in screen.standings.text()
    # A deal recorded at a table shows on the next refresh, without touching the screen.
    table = EventService(games).tables(event, 2)[0]
    from ui.events.demo import deals

    deal = deals(*table.players[:3], table.deals_played + 1)[-1]
    games.record(table.game_id, deal, expected_seq=games.last_seq(table.game_id))
    qtbot.waitUntil(lambda: f"{table.deals_played + 1} deals" in screen.tables.text(), timeout=2000)


def test_cards_and_round_sheet_name_every_player_and_print_to_pdf(qtbot, games, tmp_path) -> None:
    event = demo_evening(games, "en")
    events = EventService(games)
    view = events.event(event)
    current = view.current_round
    tables = events.tables(event, current.number)
    cards = cards_html(view, current)
    sheet = sheet_html(view, current, tables)
    for name in NAMES["en"]:
        assert name in cards and name in sheet
    assert "Table 4, seat 3" in cards
    pdf = tmp_path / "cards.pdf"
    write_pdf(document(view, current, tables, "cards"), str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 2000


def test_the_new_event_dialog_offers_the_players_by_their_names_now(
    qtbot, games, monkeypatch
) -> None:
    """The hint of who plays lists the roster's names: not a name renamed away, not a player
    who was hidden (left the club); and the events are listed with their day as the language
    writes it."""
    from app.engine import SOCHI
    from ui import i18n
    from ui.events.new_event import NewEventDialog

    games.create_game(["Вика", "Boris", "Vera", "Gleb"], "Gleb", SOCHI)
    roster = games.roster
    roster.rename_player("Вика", "Виктория")
    roster.hide_player("Gleb")
    shown: list[str] = []

    def look(dialog: NewEventDialog) -> int:
        shown.append(dialog.players.toolTip())
        return 0  # closed without creating

    monkeypatch.setattr(NewEventDialog, "exec", look)
    event = demo_evening(games, "en")
    i18n.install("ru")
    try:
        window = EventWindow(games, lambda _game: None)
        qtbot.addWidget(window)
        window.new_event()
        view = EventService(games).event(event)
        year, month, date = view.date.split("-")
        russian = f"{date}.{month}.{year}"
        assert window.choice.currentText().endswith(f" — {russian}")
        assert russian in window.summary.text() and view.date not in window.summary.text()
        current = view.current_round
        assert current is not None
        sheet = sheet_html(view, current, EventService(games).tables(event, current.number))
        assert f"<p>{russian}</p>" in sheet
    finally:
        i18n.install("en")
    names = set(shown[0].split(", "))
    assert {"Виктория", "Boris", "Vera"} <= names
    assert not {"Вика", "Gleb"} & names
