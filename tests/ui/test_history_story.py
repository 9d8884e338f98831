"""The history reads like the game (issue 32, item 3): one line per deal in its current version;
a correction says what changed («было 7♥ без одной → стало 7♥ сыграна»); an incident line says
who and what it wrote («Вика: … — гора +2»); undo and redo pile up no «Отменено…» / «Повторено…»
lines — an undone deal's own line is struck through, and redone it reads as before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.engine import SOCHI, Call, Contract, Deal, Incident
from ui import i18n

A, B, V = "Аня", "Боря", "Вика"
DOWN = Deal(A, Contract.parse("7h"), {B: Call.WHIST, V: Call.PASS}, {A: 6, B: 3, V: 1})
MADE = Deal(A, Contract.parse("7h"), {B: Call.WHIST, V: Call.PASS}, {A: 7, B: 2, V: 1})
LOOKED = Incident("prikup-2", {"violator": V, "bidding_started": False})


def lines(window) -> list[str]:
    return [window.history.item(r).text() for r in range(window.history.count())]


def struck(window) -> list[bool]:
    return [window.history.item(r).font().strikeOut() for r in range(window.history.count())]


@pytest.fixture
def game(service):
    return service.create_game((A, B, V), V, SOCHI)


def test_undo_and_redo_add_no_lines(window, service, game) -> None:
    service.record(game, MADE, 0)
    window.open_game(game)
    assert lines(window) == ["Deal 1: Аня — 7♥, made"]
    window.undo()
    assert lines(window) == ["Deal 1: Аня — 7♥, made"] and struck(window) == [True]
    window.redo()
    assert lines(window) == ["Deal 1: Аня — 7♥, made"] and struck(window) == [False]
    window.undo()
    window.redo()
    window.undo()
    assert window.history.count() == 1 and not any(
        "Undo" in t or "Redo" in t for t in lines(window)
    )
    # A screen reader hears what the strike-through shows.
    index = window.history.model().index(0, 0)
    assert index.data(Qt.ItemDataRole.AccessibleTextRole) == "Deal 1: Аня — 7♥, made (undone)"


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Deal 1 corrected: was Аня — 7♥, down 1 → now Аня — 7♥, made"),
        ("ru", "Раздача 1 исправлена: было Аня — 7♥, без 1 → стало Аня — 7♥, сыграна"),
    ],
)
def test_a_corrected_deal_is_one_line_saying_what_changed(
    window, service, game, language, expected
) -> None:
    service.record(game, DOWN, 0)
    service.correct(game, 1, MADE, service.last_seq(game))
    i18n.install(language)
    try:
        window.open_game(game)
        assert lines(window) == [expected] and struck(window) == [False]
        # It is still the deal's line: correcting it again opens the deal as it is now.
        item = window.history.items_by_row[0]
        assert window.can_correct(item) and service.correctable(game, item.seq).target == 1
    finally:
        i18n.install("en")


def test_an_undone_correction_leaves_the_deal_as_first_entered(window, service, game) -> None:
    service.record(game, DOWN, 0)
    service.correct(game, 1, MADE, service.last_seq(game))
    service.undo(game, service.last_seq(game))
    window.open_game(game)
    assert lines(window) == ["Deal 1: Аня — 7♥, down 1"] and struck(window) == [False]


@pytest.mark.parametrize(
    ("language", "who_and_what"),
    [("en", ("Вика: ", " — mountain +2")), ("ru", ("Вика: ", " — гора +2"))],
)
def test_an_incident_line_says_who_and_what_it_wrote(
    window, service, game, language, who_and_what
) -> None:
    service.record(game, LOOKED, 0)
    i18n.install(language)
    try:
        window.open_game(game)
        (line,) = lines(window)
        who, what = who_and_what
        title = i18n.penalty_title("prikup-2")
        assert line == f"{who}{title}{what}"
    finally:
        i18n.install("en")


def test_a_recorded_deal_appends_one_line(window, service, game) -> None:
    window.open_game(game)
    window.commit_deal(MADE)
    window.commit_deal(DOWN)
    assert lines(window) == ["Deal 2: Аня — 7♥, down 1", "Deal 1: Аня — 7♥, made"]
