"""A history row for an undo or a redo says what was done, in the past: «Отменено: …»,
«Повторено: …» (a history is a record, not a menu of commands such as «Отменить: …»)."""

from __future__ import annotations

from app.services import HistoryItem, Label
from ui import i18n
from ui.widgets.history import item_text


def _items() -> dict[int, HistoryItem]:
    deal = Label("deal", {"number": 6, "declarer": "Борис", "contract": "7d"})
    return {1: _item(1, "deal", deal, None)}


def _item(seq: int, kind: str, label: Label, target: int | None) -> HistoryItem:
    return HistoryItem(seq, kind, label, "2026-11-30T19:00:00+00:00", target, False, False, ())


def test_undo_and_redo_rows_read_as_done_in_russian(qapp) -> None:
    by_seq = _items()
    undone = _item(2, "undone", Label("undone", {"target": 1}), 1)
    redone = _item(3, "redone", Label("redone", {"target": 1}), 1)
    i18n.install("ru")
    try:
        assert item_text(undone, by_seq) == "Отменено: раздача 6: Борис 7♦"
        assert item_text(redone, by_seq) == "Повторено: раздача 6: Борис 7♦"
    finally:
        i18n.install("en")
    assert item_text(undone, by_seq) == "Undo: deal 6: Борис 7♦"
