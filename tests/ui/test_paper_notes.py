"""The printed sheet tells what happened (issue 32, item 1): every corrected value shows its
original, every incident (who, which rule in words, what it wrote) is numbered on the drawn sheet
and listed under it as a footnote, and "copy the result as text" carries the same notes."""

from __future__ import annotations

import re
import unicodedata

import pytest
from pdfminer.high_level import extract_text
from PySide6.QtGui import QGuiApplication

from app.engine import SOCHI, Call, Column, Contract, Deal, Incident
from ui import i18n
from ui.paper.game_form import game_form, write_pdf
from ui.paper.notes import sheet_notes

A, B, V = "Anna", "Boris", "Vera"
DOWN = Deal(A, Contract.parse("7h"), {B: Call.WHIST, V: Call.PASS}, {A: 6, B: 3, V: 1})
MADE = Deal(A, Contract.parse("7h"), {B: Call.WHIST, V: Call.PASS}, {A: 7, B: 2, V: 1})
LOOKED = Incident("prikup-2", {"violator": V, "bidding_started": False})


@pytest.fixture
def story(service):
    """Deal 1 down one, corrected to made; then Vera looks at the talon (mountain +2)."""
    game = service.create_game((A, B, V), V, SOCHI)
    service.record(game, DOWN, 0)
    service.correct(game, 1, MADE, service.last_seq(game))
    service.record(game, LOOKED, service.last_seq(game))
    return game


def form_of(service, game):
    return game_form(service.game(game), service.corrected_cells(game), service.history(game))


def value_texts(form, player: str, column: Column) -> list[str]:
    return [
        t.text
        for t in form.layout.texts
        if t.kind == "value" and t.player == player and t.column is column
    ]


def test_the_notes_number_the_correction_and_the_incident(service, story, english) -> None:
    form = form_of(service, story)
    title = i18n.penalty_title("prikup-2")
    assert form.notes == (
        "¹ Deal 1 corrected: was Anna — 7♥, down 1 → now Anna — 7♥, made. "
        "Anna, pool: 0 → 4; Anna, mountain: 4 → 0; Boris, whists on Anna: 20 → 12; "
        "Vera, whists on Anna: 4 → 0.",
        f"² Vera: {title} — mountain +2",
    )
    # The marks on the drawn sheet: the values the correction changed, and the incident's.
    assert value_texts(form, A, Column.POOL) == ["4¹"]
    # (the mountain the correction emptied has no value to mark: its note says what it read)
    assert value_texts(form, A, Column.MOUNTAIN) == []
    assert value_texts(form, V, Column.MOUNTAIN) == ["2²"]
    # A value the correction left as it was carries no mark.
    assert "¹" not in "".join(value_texts(form, B, Column.POOL) + value_texts(form, V, Column.POOL))


def test_the_pdf_lists_the_notes_under_the_sheet(service, story, tmp_path, english) -> None:
    path = tmp_path / "game.pdf"
    write_pdf(form_of(service, story), path)
    text = " ".join(unicodedata.normalize("NFKC", extract_text(str(path))).split())
    assert "Deal 1 corrected: was Anna — 7♥, down 1 → now Anna — 7♥, made." in text
    assert "Anna, mountain: 4 → 0" in text
    assert re.search(r"Vera: .+ — mountain \+2", text)
    # under the sheet, above the settlement
    assert text.index("Deal 1 corrected") < text.index("Provisional settlement")


def test_russian_notes(service, story) -> None:
    i18n.install("ru")
    try:
        form = form_of(service, story)
        assert form.notes[0].startswith(
            "¹ Раздача 1 исправлена: было Anna — 7♥, без 1 → стало Anna — 7♥, сыграна. "
            "Anna, пуля: 0 → 4; Anna, гора: 4 → 0; Boris, висты на игрока Anna: 20 → 12;"
        )
        assert form.notes[1].endswith(" — гора +2")
    finally:
        i18n.install("en")


def test_copy_as_text_carries_the_same_notes(window, service, story, english) -> None:
    window.open_game(story)
    window.paper.copy_text.trigger()
    text = QGuiApplication.clipboard().text()
    notes = form_of(service, story).notes
    assert text.endswith("Notes:\n" + "\n".join(notes))


def test_an_undone_incident_has_no_note(service, story, english) -> None:
    service.undo(story, service.last_seq(story))
    notes = sheet_notes(
        service.game(story).sheet, service.history(story), service.corrected_cells(story)
    )
    assert len(notes.lines) == 1 and notes.lines[0].startswith("¹ Deal 1 corrected")


def test_many_notes_keep_one_page(service, tmp_path, english) -> None:
    from pdfminer.pdfpage import PDFPage

    game = service.create_game((A, B, V), V, SOCHI.with_options({"pool_size": 60}))
    for _ in range(60):
        service.record(game, LOOKED, service.last_seq(game))
    form = form_of(service, game)
    path = tmp_path / "long.pdf"
    write_pdf(form, path)
    with open(path, "rb") as f:
        assert sum(1 for _ in PDFPage.get_pages(f)) == 1
    text = " ".join(extract_text(str(path)).split())
    assert "more in the game's history" in text
