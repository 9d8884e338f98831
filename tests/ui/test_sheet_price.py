"""The whist price under the pool size in the sheet's centre circle is written as a player
writes it in the interface language: «0,5» in Russian, "0.5" in English (it showed "1/2")."""

from __future__ import annotations

import pytest

from app.engine import SOCHI, fold
from ui import i18n
from ui.sheet.layout import layout_sheet

P3 = ("Anna", "Boris", "Vera")


def _price_in_the_circle(price: str) -> str:
    rules = SOCHI.with_options({"whist_price": price})
    sheet = fold(rules, P3, "Vera", [])
    (text,) = [t for t in layout_sheet(sheet).texts if t.kind == "whist_price"]
    return text.text


@pytest.mark.parametrize(
    ("language", "price", "shown"),
    [
        ("ru", "1/2", "0,5"),
        ("en", "1/2", "0.5"),
        ("ru", "1/4", "0,25"),
        ("ru", "2", "2"),
        ("en", "1/3", "1/3"),
    ],
)
def test_the_price_reads_as_a_player_writes_it(qapp, language, price, shown) -> None:
    i18n.install(language)
    try:
        assert _price_in_the_circle(price) == shown
    finally:
        i18n.install("en")


def test_a_language_switch_rewrites_the_price(window, service) -> None:
    game = service.create_game(P3, "Vera", SOCHI.with_options({"whist_price": "1/2"}))
    window.open_game(game)

    def shown() -> str:
        layout = window.sheet_view.sheet_widget.layout_
        assert layout is not None
        (text,) = [t for t in layout.texts if t.kind == "whist_price"]
        return text.text

    assert shown() == "0.5"
    window.set_language("ru")
    try:
        assert shown() == "0,5"
    finally:
        window.set_language("en")
    assert shown() == "0.5"
