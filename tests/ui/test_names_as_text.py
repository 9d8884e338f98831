"""A player's name is shown as typed, never as rich text: a name ``<img src=…>`` or ``<b>…</b>``
must not become an image or bold text (issue 12 item 17)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt namespace
from PySide6.QtWidgets import QLabel, QWidget

from app.engine import Call, Contract, Deal, ManualEntry, Raspasy
from app.engine.rules import SOCHI

EVIL = "<b>Eve</b>"
IMG = "<img src=x>"
PLAYERS = [EVIL, IMG, "Vera"]


def shows_markup(widget: QWidget) -> list[str]:
    """Labels that show a name and would render it as rich text."""
    bad = []
    for label in widget.findChildren(QLabel):
        text = label.text()
        fmt = label.textFormat()
        rich = fmt is Qt.TextFormat.RichText or (
            fmt is Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
        )
        if (EVIL in text or IMG in text) and rich:
            bad.append(text)
    return bad


def game(service) -> int:
    game_id = service.create_game(PLAYERS, EVIL, SOCHI)
    deal = Deal(
        declarer=IMG,
        contract=Contract.parse("6s"),
        calls={"Vera": Call.WHIST, EVIL: Call.PASS},
        tricks={IMG: 6, "Vera": 4, EVIL: 0},
    )
    for event in (deal, ManualEntry(player=EVIL, whists={IMG: 2}, note=IMG)):
        service.record(game_id, event, service.game(game_id).last_seq)
    return game_id


def test_seat_cards_last_deal_and_sheet_hover_show_names_as_text(window, service):
    assert window.open_game(game(service))
    assert shows_markup(window) == []
    assert IMG in window.card_table.seats[IMG].name.text()
    sheet = window.sheet_view.sheet_widget
    layout = sheet._layout
    assert layout is not None
    hovers = [sheet.provenance(t) for t in layout.texts if t.entry is not None]
    assert hovers
    for hover in hovers:
        assert "<img" not in hover and "<b>Eve" not in hover
    assert any("&lt;img src=x&gt;" in hover for hover in hovers)
    window.sheet_view.set_sheet(window.view.sheet)
    table = window.sheet_view.table
    table.set_sheet(window.view.sheet)
    tips = [table.item(r, c).toolTip() for r in range(3) for c in range(5) if table.item(r, c)]
    assert any("&lt;img src=x&gt;" in tip for tip in tips)
    assert not any("<img" in tip for tip in tips)


def test_deal_and_manual_dialogs_and_refusals_show_names_as_text(window, service, qtbot):
    assert window.open_game(game(service))
    deal = window.deal_dialog()
    qtbot.addWidget(deal)
    deal.show()
    assert shows_markup(deal) == []
    manual = window.manual_dialog()
    qtbot.addWidget(manual)
    manual.show()
    assert shows_markup(manual) == []
    from ui.widgets.message import error_label

    label = error_label()
    label.setText(f"{IMG} deals this time and sits out")
    assert label.textFormat() is Qt.TextFormat.PlainText


def test_raspasy_last_deal_line_is_plain(window, service):
    game_id = service.create_game(PLAYERS, EVIL, SOCHI)
    raspasy = Raspasy(tricks={IMG: 4, "Vera": 3, EVIL: 3})
    service.record(game_id, raspasy, service.game(game_id).last_seq)
    assert window.open_game(game_id)
    assert IMG in window.card_table.last_deal.text()
    assert shows_markup(window) == []


def test_a_message_box_quoting_a_name_shows_it_as_typed(window, monkeypatch):
    """A refusal that quotes a name goes through a real QMessageBox: the box must show the
    characters ``<img src=x>``, not an image (its label's text, read as Qt renders it)."""
    from PySide6.QtGui import QTextDocument
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []

    def capture(parent, title, text, *args, **kwargs):
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=parent)
        label = box.findChild(QLabel, "qt_msgbox_label")
        document = QTextDocument()
        if label.textFormat() is Qt.TextFormat.PlainText or not GuiQt.mightBeRichText(text):
            document.setPlainText(label.text())
        else:
            document.setHtml(label.text())
        shown.append(document.toPlainText())
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", capture)
    from app.engine import EngineError

    def refuse() -> None:
        raise EngineError("resting_player_calls", player=IMG)

    window.run(refuse)
    assert shown and IMG in shown[0], shown


def shown_as(tip: str) -> str:
    """A tooltip's text as Qt's tooltip shows it: rich text when ``mightBeRichText`` says so."""
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    if GuiQt.mightBeRichText(tip):
        document.setHtml(tip)
    else:
        document.setPlainText(tip)
    return document.toPlainText()


@pytest.mark.parametrize("declarer", [EVIL, IMG, "A&B <i>"])
def test_undo_and_redo_tooltips_show_names_as_typed(window, service, declarer):
    """Issue 29, D8: the Undo button's tooltip rendered a player's name as HTML (``<b>Eve</b>``
    became a bold «Eve», ``<img src=x>`` an image); the tooltip must show the characters."""
    players = [declarer, "Vera", "Olga"]
    game_id = service.create_game(players, "Vera", SOCHI)
    deal = Deal(
        declarer=declarer,
        contract=Contract.parse("6s"),
        calls={"Vera": Call.WHIST, "Olga": Call.PASS},
        tricks={declarer: 6, "Vera": 4, "Olga": 0},
    )
    service.record(game_id, deal, 0)
    assert window.open_game(game_id)
    undo_tip = shown_as(window.undo_action.toolTip())
    assert declarer in undo_tip, undo_tip
    assert undo_tip.startswith("Undo deal 1: ")
    window.undo()
    redo_tip = shown_as(window.redo_action.toolTip())
    assert declarer in redo_tip, redo_tip
    # The menu keeps the name too, its ampersand not taken as a keyboard mnemonic.
    assert declarer.replace("&", "&&") in window.redo_action.text()


def test_game_list_tooltip_shows_names_as_typed(window, service):
    """The games list's players column has the whole list as its tooltip: as typed, too."""
    service.create_game(PLAYERS, EVIL, SOCHI)
    window.refresh_start()
    games = window.start.games
    item = games.topLevelItem(0)
    from ui.start_page import PLAYERS as COLUMN

    tip = shown_as(item.toolTip(COLUMN))
    assert EVIL in tip and IMG in tip, tip
