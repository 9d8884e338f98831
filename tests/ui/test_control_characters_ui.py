"""Names with control characters in the window's outputs (issue 29, D9): the new-game dialog
refuses them with a clear, translated message; a name already kept is written escaped
(``\\u202e``) in the settlement's HTML, CSV and PDF, the printed sheet, an evening's printed
cards and round sheet and its big screen — never raw."""

from __future__ import annotations

import csv

import pytest
from pdfminer.high_level import extract_text

from app.engine.names import visible
from app.services import GameService
from app.services.event_settings import EventSettings
from app.services.events import EventService
from app.services.writing import write_transaction
from tests.test_control_characters import EVIL, _evil_game, raw_controls
from ui import i18n


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "control character"), ("ru", "управляющий символ")]
)
def test_the_new_game_dialog_refuses_the_name(qtbot, service, lang: str, words: str) -> None:
    from ui.dialogs.new_game import NewGameDialog

    i18n.install(lang)
    dialog = NewGameDialog([], service.create_game)
    qtbot.addWidget(dialog)
    for box, name in zip(dialog.names, ("Anna", "Vera\u202eX", "Olga"), strict=False):
        box.setEditText(name)
    dialog.accept()
    shown = dialog.message.text()
    assert words in shown and "Vera\\u202eX" in shown, shown
    assert raw_controls(shown) == []
    assert service.list_games() == []


def _raw_in_pdf(text: str) -> list[str]:
    """The names' own control characters in a PDF's text (pdfminer puts tabs between words and
    a form feed after each page: those are its own)."""
    return [c for c in text if c in "\x1b\r\u202e\x9b"]


@pytest.fixture
def evil(service: GameService) -> int:
    return _evil_game(service, EVIL[:3])


def test_the_settlement_html_csv_and_pdf(qtbot, service, evil: int, english, tmp_path) -> None:
    from ui.dialogs.settlement import SettlementDialog

    dialog = SettlementDialog(service.settlement(evil))
    qtbot.addWidget(dialog)
    html = dialog.html()
    assert raw_controls(html) == [] and visible(EVIL[2]) in html
    path = tmp_path / "settlement.csv"
    dialog.write_csv(path)
    with open(path, encoding="utf-8", newline="") as f:
        cells = [c for row in csv.reader(f) for c in row]
    assert [c for c in cells if raw_controls(c)] == []
    assert visible(EVIL[1]) in cells
    pdf = tmp_path / "settlement.pdf"
    dialog.write_pdf(pdf)
    text = extract_text(str(pdf))
    assert visible(EVIL[0]) in text and _raw_in_pdf(text) == []


def test_the_printed_sheet(qtbot, service, evil: int, english, tmp_path) -> None:
    from ui.paper.game_form import game_form, write_pdf

    form = game_form(service.game(evil))
    names = [t.text for t in form.layout.texts if t.kind == "name"]
    assert sorted(names) == sorted(visible(n) for n in EVIL[:3])
    pdf = tmp_path / "sheet.pdf"
    write_pdf(form, pdf)
    text = extract_text(str(pdf))
    assert visible(EVIL[2]) in text and _raw_in_pdf(text) == []


def test_an_evenings_cards_round_sheet_and_big_screen(qtbot, service, english) -> None:
    from ui.events.big_screen import BigScreen
    from ui.events.printing import cards_html, sheet_html

    store = service.backend.events
    assert store is not None
    with write_transaction(service.store):
        event = store.create_event(
            "Friday", "evening", "2026-12-04", EVIL, EventSettings().to_dict(), "now"
        )
    events = EventService(service)
    events.save_seating(event, 1, events.propose_seating(event))
    events.start_round(event, 1)
    view = events.event(event)
    current = view.current_round
    assert current is not None
    tables = events.tables(event, current.number)
    screen = BigScreen(service, event)
    qtbot.addWidget(screen)
    for html in (
        cards_html(view, current),
        sheet_html(view, current, tables),
        screen.tables.text(),
        screen.standings.text(),
    ):
        assert raw_controls(html) == [], html
        assert all(visible(n) in html for n in EVIL), html
