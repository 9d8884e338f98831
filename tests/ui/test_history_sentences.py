"""History rows read like sentences and say how a deal ended (issue 14 review, items 5 and 6):
«Раздача 3: Вика — мизер не сыгран, 1 взятка», not «раздача 3: Вика мизер»; the table's
last-deal line no longer says only «мизер, взяток: 1»."""

from __future__ import annotations

import pytest

from app.engine import SOCHI, Call, Contract, Deal, Raspasy
from app.services import GameService
from app.services.deal_outcome import deal_outcome
from tests.ui.test_deal_conventions import open_game
from ui import i18n
from ui.deal_words import tricks_text
from ui.widgets.history import item_text

A, B, V = "Аня", "Боря", "Вика"


@pytest.fixture
def russian(qapp):
    i18n.install("ru")
    yield
    i18n.install("en")


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (0, "0 взяток"),
        (1, "1 взятка"),
        (2, "2 взятки"),
        (4, "4 взятки"),
        (5, "5 взяток"),
        (10, "10 взяток"),
        (11, "11 взяток"),
        (12, "12 взяток"),
        (14, "14 взяток"),
        (21, "21 взятка"),
        (22, "22 взятки"),
        (25, "25 взяток"),
        (111, "111 взяток"),
    ],
)
def test_russian_numeral_agreement_of_tricks(russian, n, words) -> None:
    assert tricks_text(n) == words


def test_english_tricks(english) -> None:
    words = [tricks_text(n) for n in (0, 1, 2, 5, 21)]
    assert words == ["0 tricks", "1 trick", "2 tricks", "5 tricks", "21 tricks"]


@pytest.mark.parametrize(
    ("deal", "outcome"),
    [
        (Deal(A, Contract.parse("misere"), {}, {A: 0, B: 5, V: 5}), ("misere_made", 0)),
        (Deal(A, Contract.parse("misere"), {}, {A: 1, B: 5, V: 4}), ("misere_failed", 1)),
        (Deal(A, Contract.parse("7h"), {B: Call.WHIST, V: Call.PASS}, {A: 7, B: 3}), ("made", 7)),
        (Deal(A, Contract.parse("7h"), {B: Call.WHIST, V: Call.PASS}, {A: 5, B: 5}), ("down", 2)),
        (Deal(A, Contract.parse("6s"), {B: Call.PASS, V: Call.PASS}, {}), ("unplayed", 0)),
    ],
)
def test_deal_outcome(deal, outcome) -> None:
    assert deal_outcome(deal) == outcome


def _rows(service: GameService, game: int) -> list[str]:
    items = service.history(game)
    by_seq = {item.seq: item for item in items}
    return [item_text(item, by_seq) for item in reversed(items)]  # newest first, as shown


def _play(service: GameService, game: int) -> None:
    events = [
        Deal(B, Contract.parse("misere"), {}, {B: 1, V: 5, A: 4}),
        Deal(V, Contract.parse("misere"), {}, {V: 0, A: 5, B: 5}),
        Deal(A, Contract.parse("7h"), {B: Call.WHIST, V: Call.PASS}, {A: 5, B: 5, V: 0}),
        Deal(B, Contract.parse("6s"), {V: Call.WHIST, A: Call.PASS}, {B: 6, V: 4, A: 0}),
        Raspasy({A: 3, B: 3, V: 4}),
    ]
    for event in events:
        service.record(game, event, service.last_seq(game))


def test_history_rows_in_russian_are_sentences_that_say_how_it_ended(
    qtbot, window, service, russian
) -> None:
    game = open_game(window, service, (A, B, V), A, SOCHI)
    _play(service, game)
    rows = _rows(service, game)
    assert rows[:5] == [
        "Раздача 5: распасы",
        "Раздача 4: Боря — 6♠, сыграна",
        "Раздача 3: Аня — 7♥, без 2",
        "Раздача 2: Вика — мизер сыгран",
        "Раздача 1: Боря — мизер не сыгран, 1 взятка",
    ]
    assert all(row[:1].isupper() for row in rows), rows
    misere = Deal(A, Contract.parse("misere"), {}, {A: 2, B: 4, V: 4})
    assert window.card_table.describe(misere) == (
        "Последняя раздача: Аня — мизер не сыгран, 2 взятки."
    )


def test_history_rows_in_english_are_sentences(qtbot, window, service) -> None:
    game = open_game(window, service, (A, B, V), A, SOCHI)
    _play(service, game)
    rows = _rows(service, game)
    assert rows[2:5] == [
        "Deal 3: Аня — 7♥, down 2",
        "Deal 2: Вика — misère made",
        "Deal 1: Боря — misère failed, 1 trick",
    ]
    assert all(row[:1].isupper() for row in rows), rows
