"""The game on paper: the printed form (PDF read back), blank forms, sharing via the clipboard
(issue 14, "The game on paper")."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from pdfminer.high_level import extract_text
from pdfminer.pdfpage import PDFPage
from PySide6.QtGui import QGuiApplication

from app.engine import SOCHI, Call, Contract, Deal, Raspasy
from ui import i18n, rules_words
from ui.paper import game_form
from ui.paper.blank import blank_form
from ui.paper.game_form import PaperForm, print_layout, write_pdf
from ui.paper.header import convention_text, result_text

P3 = ("Anna", "Boris", "Vera")
P4 = ("Anna", "Boris", "Vera", "Gleb")


def deal(declarer, contract, calls, tricks):
    return Deal(declarer, Contract.parse(contract), calls, tricks)


def play(service, game, events):
    for event in events:
        service.record(game, event, service.last_seq(game))


def pdf(path: Path) -> tuple[int, str]:
    """Pages and text of a PDF, as a reader sees them (whitespace folded)."""
    with open(path, "rb") as f:
        pages = sum(1 for _ in PDFPage.get_pages(f))
    # NFKC: the font's "fi" ligature reads as the two letters
    return pages, " ".join(unicodedata.normalize("NFKC", extract_text(str(path))).split())


def three_player_game(service):
    game = service.create_game(P3, "Vera", SOCHI.with_options({"pool_size": 30}))
    play(
        service,
        game,
        [
            deal(
                "Anna",
                "7h",
                {"Boris": Call.WHIST, "Vera": Call.PASS},
                {"Anna": 7, "Boris": 2, "Vera": 1},
            ),
            Raspasy({"Anna": 2, "Boris": 3, "Vera": 5}),
        ],
    )
    return game


def test_the_printed_game_is_one_page_with_header_sheet_and_settlement(service, tmp_path, english):
    game = three_player_game(service)
    view = service.game(game)
    path = tmp_path / "game.pdf"
    write_pdf(game_form.game_form(view), path)
    pages, text = pdf(path)
    assert pages == 1
    # header: players in seating order, the convention with its changed option, pool, price
    assert "Players, clockwise: Anna, Boris, Vera; first dealer Vera" in text
    assert "Rules: Sochi" in text
    assert "Pool 30; a whist costs 1 " in text
    assert "Started " + i18n.time_text(view.created_at) in text
    # the settlement: provisional, with each player's money
    assert "Provisional settlement: the pool is not closed yet." in text
    for player in P3:
        assert player in text
        assert i18n.money_text(view.settlement.money[player]) in text
    # the sheet is drawn with real text: the bottom sector's values (upright) read back
    bottom = [t.text for t in print_layout(view.sheet).texts if t.player == "Anna"]
    assert bottom[-1] == "Anna" and "4" in bottom  # A.4: the made 7♥ writes 4 in her pool
    for written in bottom:
        assert re.search(rf"(?<!\d){re.escape(written)}(?!\d)", text), written


def test_the_russian_form_reads_russian(service, tmp_path, qapp):
    game = three_player_game(service)
    i18n.install("ru")
    try:
        path = tmp_path / "пуля.pdf"
        write_pdf(game_form.game_form(service.game(game)), path)
        _, text = pdf(path)
    finally:
        i18n.install("en")
    assert "Преферанс: запись пули" in text
    assert "Правила: Сочи" in text and "Пуля до 30; цена виста 1 " in text
    assert "Предварительный расчёт" in text and "Кто платит" in text


def test_a_long_game_stays_on_one_page_with_legible_values(service, tmp_path, english):
    game = service.create_game(P4, "Gleb", SOCHI.with_options({"pool_size": 200}))
    for _ in range(60):  # each of the three active players declares in turn, both whist
        a, b, c = service.game(game).sheet.table.active
        play(service, game, [deal(a, "6s", {b: Call.WHIST, c: Call.WHIST}, {a: 6, b: 2, c: 2})])
    view = service.game(game)
    layout = print_layout(view.sheet)
    values = [t for t in layout.texts if t.kind == "value"]
    # written smaller than on the screen, but never below the legible size
    assert game_form.SMALLEST_VALUE_SIZE <= values[0].size < game_form.VALUE_SIZES[0]
    path = tmp_path / "long.pdf"
    write_pdf(game_form.game_form(view), path)
    pages, text = pdf(path)
    assert pages == 1 and "Gleb" in text


def test_a_normal_game_prints_every_value_at_the_screen_size(service, english):
    view = service.game(three_player_game(service))
    layout = print_layout(view.sheet)
    assert not any(t.kind == "ellipsis" for t in layout.texts)
    assert {t.size for t in layout.texts if t.kind == "value"} == {game_form.VALUE_SIZES[0]}


@pytest.mark.parametrize("players", [3, 4])
def test_blank_forms_have_the_lines_and_nothing_written(players, tmp_path, english):
    form = blank_form(players)
    assert form.layout.texts == () and form.settlement is None
    # empty settlement tables to fill in: a row per player, a row per pair of players
    assert (
        len(form.results) == 1 + players and len(form.payments) == 1 + players * (players - 1) // 2
    )
    assert all(cell == "" for row in form.results[1:] for cell in row)
    assert len(form.layout.regions) == players * (players + 1)
    path = tmp_path / f"blank{players}.pdf"
    write_pdf(form, path)
    pages, text = pdf(path)
    assert pages == 1
    assert "Players, clockwise: ____" in text and "A whist costs: ____" in text
    assert "Settlement" in text and "Who pays" in text


def test_share_copies_the_sheet_as_a_picture_and_the_result_as_text(window, service, english):
    game = three_player_game(service)
    window.open_game(game)
    window.paper.copy_picture.trigger()
    image = QGuiApplication.clipboard().image()
    assert not image.isNull() and image.width() == 1200
    assert image.height() == 1440  # the 3-player sheet is 1 : 1.2
    window.paper.copy_text.trigger()
    text = QGuiApplication.clipboard().text()
    view = service.game(game)
    assert text == result_text(view)
    assert "Anna, Boris, Vera" in text
    for player in P3:
        money = i18n.money_text(view.settlement.money[player])
        assert (
            f"{player}: {i18n.number_text(view.settlement.result[player])} whists, {money}" in text
        )
    assert "Payments:" in text and "→" in text


def test_the_menu_saves_the_pdf_and_reports_a_refused_file(
    window, service, tmp_path, messages, english
):
    window.open_game(three_player_game(service))
    form = window.paper.form()
    assert isinstance(form, PaperForm)
    assert window.paper.save_pdf(form, str(tmp_path / "ok.pdf"))
    assert pdf(tmp_path / "ok.pdf")[0] == 1
    assert not window.paper.save_pdf(form, str(tmp_path / "no such folder" / "x.pdf"))
    assert messages and "cannot be written" in messages[-1]


def test_the_header_names_every_changed_option(service, english):
    """The header's convention is the services' description in the games list's words, with
    no limit on the options named (the stakes have their own line)."""
    rules = SOCHI.with_options(
        {"failure_whist_split": "gentleman", "stalingrad": True, "misere_cost": 8}
    )
    game = service.create_game(P3, "Vera", rules)
    view = service.game(game)
    text = convention_text(view)
    assert text.startswith("Sochi (changed: ")
    assert "gentleman's whist" in text and "_" not in text
    assert text == rules_words.rules_text(view.rules_label)
    assert convention_text(service.game(service.create_game(P3, "Vera", SOCHI))) == "Sochi"
