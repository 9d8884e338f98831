"""After a deal the sheet repaints only around the texts that changed (issue 11 item 8): the
pixels must be those of a full paint, corrected values' underlines and the hover included."""

from __future__ import annotations

from PySide6.QtGui import QImage

from app.engine import SOCHI, Call, Contract, Deal, Raspasy
from ui.sheet import sheet_widget
from ui.sheet.sheet_widget import SheetWidget

P3 = ("Anna", "Boris", "Vera")


def event(i: int):
    a, b, c = P3[i % 3], P3[(i + 1) % 3], P3[(i + 2) % 3]
    if i % 4 == 3:
        return Raspasy({a: 3, b: 3, c: 4})
    return Deal(a, Contract.parse("6s"), {b: Call.WHIST, c: Call.WHIST}, {a: 6, b: 2, c: 2})


def full_paint(sheet, corrected, hovered_text=None) -> QImage:
    """The same sheet painted from nothing by a new widget of the same size."""
    fresh = SheetWidget()
    fresh.resize(420, 560)
    fresh.set_sheet(sheet, corrected)
    if hovered_text is not None:
        fresh._hovered = next(
            t
            for t in fresh.layout_.texts
            if t.text == hovered_text.text and t.x == hovered_text.x and t.y == hovered_text.y
        )
    return fresh.grab().toImage()


def test_a_repaint_after_each_deal_has_the_pixels_of_a_full_paint(qapp, service, monkeypatch):
    game = service.create_game(P3, "Vera", SOCHI.with_options({"pool_size": 1000}))
    for i in range(40):
        service.record(game, event(i), service.last_seq(game))
    # a correction: its changed values are underlined, a line painted with the texts
    wrong = Deal(
        "Anna",
        Contract.parse("7h"),
        {"Boris": Call.WHIST, "Vera": Call.PASS},
        {"Anna": 6, "Boris": 3, "Vera": 1},
    )
    service.correct(game, 1, wrong, service.last_seq(game))
    widget = SheetWidget()
    widget.resize(420, 560)
    widget.set_sheet(service.sheet(game), service.corrected_cells(game) or None)
    widget.grab()
    partial = []
    real_paint = sheet_widget.paint_layout

    def counting(*args, **kwargs):
        partial.append(kwargs.get("subset") is not None)
        return real_paint(*args, **kwargs)

    monkeypatch.setattr(sheet_widget, "paint_layout", counting)
    for i in range(40, 52):
        service.record(game, event(i), service.last_seq(game))
        sheet, corrected = service.sheet(game), service.corrected_cells(game) or None
        widget.set_sheet(sheet, corrected)
        assert widget.grab().toImage() == full_paint(sheet, corrected), f"deal {i + 1}"
    assert any(t.was is not None for t in widget.layout_.texts)
    # the widget painted the changed places only (the full paints are the fresh widgets')
    assert partial.count(True) >= 12
    # a hovered value is highlighted the same way as in a full paint
    value = next(t for t in widget.layout_.texts if t.entry is not None)
    widget._hovered = value
    assert widget.grab().toImage() == full_paint(sheet, corrected, value)


def test_a_sheet_zoomed_beyond_the_kept_size_paints_the_same_without_keeping_it(
    qapp, service, monkeypatch
):
    game = service.create_game(P3, "Vera", SOCHI)
    for i in range(8):
        service.record(game, event(i), service.last_seq(game))
    widget = SheetWidget()
    widget.resize(2100, 2000)  # 4.2 million pixels: above the kept size
    widget.set_sheet(service.sheet(game))
    direct = widget.grab().toImage()
    assert widget._painted is None and widget._base is None
    monkeypatch.setattr(sheet_widget, "_KEPT_PIXELS", 10**9)
    assert widget.grab().toImage() == direct
    assert widget._painted is not None


def _deal_for(active, i: int):
    a, b, c = active[i % 3], active[(i + 1) % 3], active[(i + 2) % 3]
    if i % 4 == 3:
        return Raspasy({a: 3, b: 3, c: 4})
    return Deal(a, Contract.parse("6s"), {b: Call.WHIST, c: Call.WHIST}, {a: 6, b: 2, c: 2})


def test_four_players_undo_and_redo_repaint_the_pixels_of_a_full_paint(qapp, service):
    """A 4-player sheet (a resting dealer) after deals, an undo and a redo: an undo refolds the
    game, so every cell is new and the texts are compared one by one."""
    players = ("Anna", "Boris", "Vera", "Gleb")
    game = service.create_game(players, "Gleb", SOCHI.with_options({"pool_size": 1000}))
    for i in range(30):
        service.record(game, _deal_for(service.sheet(game).table.active, i), service.last_seq(game))
    widget = SheetWidget()
    widget.resize(520, 520)
    widget.set_sheet(service.sheet(game))
    widget.grab()
    steps = ["deal", "deal", "undo", "redo", "deal", "undo", "deal"]
    for i, step in enumerate(steps, start=30):
        seen = service.last_seq(game)
        if step == "deal":
            service.record(game, _deal_for(service.sheet(game).table.active, i), seen)
        else:
            getattr(service, step)(game, seen)
        sheet = service.sheet(game)
        widget.set_sheet(sheet)
        fresh = SheetWidget()
        fresh.resize(520, 520)
        fresh.set_sheet(sheet)
        assert widget.grab().toImage() == fresh.grab().toImage(), f"{step} at step {i}"


def test_layout_groups_are_the_texts_and_unchanged_cells_keep_their_tuple(qapp, service):
    """The widget repaints only the groups that are not the last layout's very tuples."""
    game = service.create_game(P3, "Vera", SOCHI.with_options({"pool_size": 1000}))
    for i in range(20):
        service.record(game, event(i), service.last_seq(game))
    widget = SheetWidget()
    widget.set_sheet(service.sheet(game))
    before = widget.layout_
    assert tuple(t for g in before.groups for t in g) == before.texts
    service.record(game, event(20), service.last_seq(game))  # Vera declares; a 6♠ writes 4 cells
    widget.set_sheet(service.sheet(game))
    after = widget.layout_
    assert tuple(t for g in after.groups for t in g) == after.texts
    new = [a for b, a in zip(before.groups, after.groups, strict=True) if a is not b and len(a) > 1]
    kept = [a for b, a in zip(before.groups, after.groups, strict=True) if a is b and a]
    assert {(t.column, t.player, t.on) for g in new for t in g} == {
        (t.column, t.player, t.on) for g in new for t in g[:1]
    }  # one cell per new group
    assert 1 <= len(new) <= 4 and len(kept) >= 6
