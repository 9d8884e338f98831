"""A history row cut off with "…" in a narrow list (an incident's long title, «Повторено:
раздача 6, нарушение: Разыгрывающий посмотрел снос после перв…» at 1024×700) reads whole in
its tooltip, above what the event wrote on the sheet."""

from __future__ import annotations

from app.engine import SOCHI, Call, Contract, Deal
from ui import i18n

A, B, V = "Аня", "Боря", "Вика"


def test_every_row_reads_whole_in_its_tooltip(window, service) -> None:
    game = service.create_game((A, B, V), V, SOCHI)
    deal = Deal(A, Contract.parse("7d"), {B: Call.WHIST, V: Call.PASS}, {A: 6, B: 3, V: 1})
    written = [i18n.entry_text(e) for e in service.preview(game, deal).entries]
    service.record(game, deal, service.last_seq(game))
    service.undo(game, service.last_seq(game))
    service.record(game, deal, service.last_seq(game))
    window.open_game(game)
    history = window.history
    history.resize(150, history.height())  # narrower than the rows: they are cut off
    assert history.count() == 2  # the undone deal (struck through) and the new one: no undo line
    for row in range(history.count()):
        text, tip = history.item(row).text(), history.item(row).toolTip()
        assert history.fontMetrics().horizontalAdvance(text) > history.viewport().width()
        assert tip.split("\n")[0] == text, (text, tip)
    # The deal's row still lists what it wrote, under its sentence.
    assert written and history.item(0).toolTip().split("\n")[1:] == written
