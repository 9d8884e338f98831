"""The first minute: a way to start, the three keys, the example game, recent games with
results; Help (shortcuts, About); every label and the window title follow the language."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTreeWidget

from app import __version__
from app.engine import SOCHI, Call, Contract, Deal
from app.services.about import database_file
from ui import i18n
from ui.help import about_dialog, shortcuts
from ui.start_page import StartPage

P3 = ("Анна", "Борис", "Вера")


def test_a_first_start_shows_how_to_begin_and_the_three_keys(window):
    start = window.start
    assert window.pages.currentWidget() is window.start_page  # the page the list is built in
    assert start.isVisibleTo(window)
    assert start.welcome.isVisibleTo(window) and start.start_button.isVisibleTo(window)
    text = start.welcome_text.text()
    for key in ("Insert", "Ctrl+I", "Ctrl+Z"):
        assert key in text
    assert not start.games.isVisibleTo(window) and not start.open_button.isVisibleTo(window)


def test_the_welcome_quotes_the_button_as_each_language_does(window):
    """English quotes with “ ”, Russian with « » (seen: «Start a game» on the English page)."""
    button = window.start.start_button.text().replace("&", "").rstrip("…")
    text = window.start.welcome_text.text()
    assert f"“{button}”" in text and "«" not in text and "»" not in text
    i18n.install("ru")
    try:
        window.start.retranslate()
        button = window.start.start_button.text().replace("&", "").rstrip("…")
        text = window.start.welcome_text.text()
        assert f"«{button}»" in text and "“" not in text
    finally:
        i18n.install("en")


def test_the_example_game_opens_once_and_open_to_try_a_deal(window, service):
    window.start.example_button.click()
    # Open (issue 32): Insert tries a deal in it; finished, it took no key.
    assert window.view is not None and not window.view.finished
    assert window.deal_action.isEnabled() and window.incident_action.isEnabled()
    assert window.view.sheet.table.deals_played == 10
    example = window.view.id
    window.show_start()
    window.start.example_button.click()
    assert window.view.id == example and len(service.list_games()) == 1
    # the list says which game is the example; the welcome stays while it is the only one
    window.show_start()
    assert window.start.games.topLevelItem(0).text(3) == "example"  # the state column
    assert window.start.welcome.isVisibleTo(window)


def test_recent_games_show_players_dates_and_results(window, service):
    game = service.create_game(("Anna", "Boris", "Vera"), "Vera", SOCHI)
    made = Deal(
        "Anna",
        Contract.parse("7h"),
        {"Boris": Call.WHIST, "Vera": Call.PASS},
        {"Anna": 7, "Boris": 2, "Vera": 1},
    )
    service.record(game, made, 0)
    window.refresh_start()
    start = window.start
    assert not start.welcome.isVisibleTo(window) and start.games.isVisibleTo(window)
    item = start.games.topLevelItem(0)
    summary = service.list_games()[0]
    result = service.settlement(game).result
    assert item.text(0) == i18n.time_text(summary.created_at)  # the day it was started
    assert item.text(1) == "Anna, Boris, Vera"
    assert item.text(2) == "Sochi"
    assert item.text(3) == "open"
    assert item.text(4) == ", ".join(
        f"{p} {'+' if result[p] > 0 else ''}{i18n.number_text(result[p])}" for p in result
    )
    assert start.selected_game() == game


def test_about_names_version_licence_and_the_data_folder(window, service, qtbot, tmp_path):
    dialog = about_dialog(window, database_file(service))
    qtbot.addWidget(dialog)
    text = dialog.label.text()
    assert __version__ in text and "MIT" in text
    assert str(tmp_path) in text and "pulka.sqlite3" in text


def test_shortcuts_mention_the_contract_letters(english):
    keys = dict(shortcuts())
    assert keys["р or r in the contract box"].startswith("Raspasy")
    assert keys["м or m in the contract box"] == "Misère"
    for key in ("Insert or Ctrl+D", "Ctrl+I", "Ctrl+Z", "Ctrl+P"):
        assert key in keys


LATIN = re.compile(r"[A-Za-z]{2,}")
# Words a Russian interface keeps as they are: key names, the PDF format, and the name of the
# English language in the Language menu (each language is named in itself).
KEPT = {"Insert", "Ctrl", "Shift", "Enter", "PDF", "DF", "English"}


def latin_words(text: str) -> set[str]:
    text = text.replace("pulka.sqlite3", "")  # the user's file name (title, card table) is data
    return {w for w in LATIN.findall(text) if w not in KEPT}


def visible_texts(window) -> list[str]:
    # the menus and toolbar of the previous language are deleted later: let that happen
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    out = [window.windowTitle()]
    for widget in window.findChildren(QLabel):
        out.append(re.sub(r"<[^>]+>", " ", widget.text()))
    for widget in window.findChildren(QAbstractButton):
        out.append(widget.text())
    for widget in window.findChildren(QGroupBox):
        out.append(widget.title())
    for tree in window.findChildren(QTreeWidget):
        header = tree.headerItem()
        out.extend(header.text(i) for i in range(header.columnCount()))
    for menu in window.menuBar().actions():
        out.append(menu.text())
        if menu.menu() is not None:
            out.extend(a.text() for a in menu.menu().actions())
    return out


def test_every_label_and_the_title_retranslate_on_a_language_switch(window, service):
    game = service.create_game(P3, "Вера", SOCHI)
    window.open_game(game)
    window.show_start()
    window.open_game(game)
    # The title ends with the database the games are in (issue 15).
    assert window.windowTitle() == "Pulka — Анна, Борис, Вера — Sochi — pulka.sqlite3"
    assert window.card_table.database.text() == "Games: pulka.sqlite3"
    window.set_language("ru")
    try:
        assert window.windowTitle() == "Пулька — Анна, Борис, Вера — Сочи — pulka.sqlite3"
        assert window.history_label.text() == "История (новые сверху)"
        english = {text: latin_words(text) for text in visible_texts(window)}
        left = {t: w for t, w in english.items() if w}
        assert not left, f"English left in the Russian window: {left}"
        window.show_start()
        assert window.windowTitle() == "Пулька — pulka.sqlite3"  # no game: the database only
        english = {text: latin_words(text) for text in visible_texts(window)}
        assert not {t: w for t, w in english.items() if w}
    finally:
        window.set_language("en")
    assert window.history_label.text() == "History (newest first)"
    assert window.start.recent.text() == "Recent games:"
    assert window.windowTitle() == "Pulka — pulka.sqlite3"


def test_the_start_page_retranslates_itself(qtbot, english):
    page = StartPage()
    qtbot.addWidget(page)
    i18n.install("ru")
    try:
        page.retranslate()
        assert page.recent.text() == "Недавние пули:"
        assert page.start_button.text() == "&Начать пулю…"
    finally:
        i18n.install("en")


def test_the_example_games_hover_reads_in_plain_words(window, service):
    """The half-whisted deal's pool value said «not whisted» and ended in «(scoring rules,
    A.10)» (issue 32): it says what was called, and no section code."""
    from app.engine import Column
    from ui.sheet.sheet_widget import provenance_html

    window.start.example_button.click()
    layout = window.sheet_view.sheet_widget.layout_
    boris = window.view.players[1]
    pool = [
        t
        for t in layout.texts
        if t.kind == "value"
        and t.entry is not None
        and t.entry.player == boris
        and t.entry.column is Column.POOL
        and t.entry.rule == "game_unplayed"
    ]
    assert pool, "the example's half-whisted 7♦ writes Boris's pool"
    hover = provenance_html(pool[-1], window._describe_event)
    assert "half-whisted" in hover and "not whisted" not in hover
    assert "scoring rules" not in hover and "A.3" not in hover and "A.10" not in hover


def test_the_card_table_says_half_whisted_not_not_whisted(window, service):
    game = service.create_game(P3, P3[2], SOCHI)
    a, b, v = P3
    half = Deal(b, Contract.parse("7d"), {v: Call.PASS, a: Call.HALF}, {})
    service.record(game, half, 0)
    window.open_game(game)
    text = window.card_table.last_deal.text()
    assert "half-whisted, not played" in text and "not whisted" not in text
