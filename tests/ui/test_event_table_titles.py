"""An evening's table is named by its event, round and table (issue 28 item 6): «Пятница, тур 1,
стол 2» in the main window's title, in the games list and on the printed sheet; a round ended by
its deal limit says «Сыграно 2 раздачи: тур окончен», not «Пуля закрыта»."""

from __future__ import annotations

from typing import Any

from app.engine import SOCHI, Call, Contract, Deal
from app.services.event_settings import EventSettings
from app.services.event_values import Seating
from ui import i18n

SIX = ("Анна", "Борис", "Вера", "Глеб", "Дина", "Егор")


def test_a_table_is_titled_by_its_evening_round_and_table(qtbot: Any, window: Any) -> None:
    i18n.install("ru")
    events = window.service.events
    rules = SOCHI.with_options({"game_end": "deals", "deal_limit": 2})
    event = events.create_event("Пятница", "evening", "2026-12-04", SIX, EventSettings(rules=rules))
    events.save_seating(event, 1, Seating((SIX[:3], SIX[3:])))
    _first, second = events.start_round(event, 1)
    table = SIX[3:]
    for seq, declarer in enumerate(("Глеб", "Дина")):
        deal = Deal(declarer, Contract.parse("6s"), {p: Call.PASS for p in table if p != declarer})
        window.service.record(second, deal, expected_seq=seq)
    window.open_game(second)
    qtbot.waitUntil(lambda: "Пятница, тур 1, стол 2" in window.windowTitle())
    assert window.windowTitle().startswith("Пулька — Пятница, тур 1, стол 2 — Глеб, Дина, Егор")
    # Two deals of two: the round is over, said as such (pools 2, 2, 0 — no pool closed).
    assert window.card_table.centre.text().startswith("Сыграно 2 раздачи: тур окончен")
    assert window.end_text() == "Сыграно 2 раздачи: тур окончен"
    form = window.paper.form()
    assert form is not None and form.title.startswith("Пятница, тур 1, стол 2 — ")
    titles = window._titles({})
    assert titles[second] == "Пятница, тур 1, стол 2" and titles[_first] == "Пятница, тур 1, стол 1"
    assert window._titles({second: "Финал"})[second] == "Финал"  # a name given in the roster wins
