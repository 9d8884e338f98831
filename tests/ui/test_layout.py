"""The sheet layout: which region is whose, where the running values go, hover provenance."""

from __future__ import annotations

from itertools import pairwise

import pytest

from app.engine import SOCHI, Call, Column, Contract, Deal, Raspasy, fold
from ui.sheet.layout import HEIGHT_3, WIDTH, layout_sheet

P3 = ("Anna", "Boris", "Vera")
P4 = ("Anna", "Boris", "Vera", "Gleb")


def deal(declarer, contract, calls, tricks):
    return Deal(declarer, Contract.parse(contract), calls, tricks)


def sheet3(events=()):
    return fold(SOCHI, P3, "Vera", list(enumerate(events, start=1)))


def region(layout, player, column, on=None):
    (found,) = [
        r for r in layout.regions if r.player == player and r.column is column and r.on == on
    ]
    return found


def centroid(polygon):
    return (
        sum(x for x, _ in polygon) / len(polygon),
        sum(y for _, y in polygon) / len(polygon),
    )


def test_three_players_portrait_with_three_spokes_to_the_circle():
    layout = layout_sheet(sheet3())
    assert (layout.width, layout.height) == (WIDTH, HEIGHT_3)
    assert (layout.circle.cx, layout.circle.cy) == (50, 60)
    spokes = {(ln.x2, ln.y2) for ln in layout.lines if (ln.x1, ln.y1) == (50, 60)}
    assert spokes == {(0, 120), (100, 120), (50, 0)}
    # four regions per player: pool, mountain, one whist cell per opponent
    assert len(layout.regions) == 12
    assert layout.seats == P3


def test_three_player_whist_cells_lie_toward_the_opponent_they_concern():
    layout = layout_sheet(sheet3())
    # bottom (Anna): left half = on the left player (Boris, next clockwise), right half = on Vera
    assert centroid(region(layout, "Anna", Column.WHISTS, "Boris").polygon)[0] < 50
    assert centroid(region(layout, "Anna", Column.WHISTS, "Vera").polygon)[0] > 50
    # left (Boris): upper cell = on his left neighbour Vera, lower cell = on Anna
    assert centroid(region(layout, "Boris", Column.WHISTS, "Vera").polygon)[1] < 60
    assert centroid(region(layout, "Boris", Column.WHISTS, "Anna").polygon)[1] > 60
    # right (Vera): lower cell = on her left neighbour Anna, upper = on Boris
    assert centroid(region(layout, "Vera", Column.WHISTS, "Anna").polygon)[1] > 60
    assert centroid(region(layout, "Vera", Column.WHISTS, "Boris").polygon)[1] < 60


def test_regions_nest_mountain_inside_pool_inside_whists():
    layout = layout_sheet(sheet3())
    y_whist = centroid(region(layout, "Anna", Column.WHISTS, "Boris").polygon)[1]
    y_pool = centroid(region(layout, "Anna", Column.POOL).polygon)[1]
    y_mountain = centroid(region(layout, "Anna", Column.MOUNTAIN).polygon)[1]
    assert y_whist > y_pool > y_mountain > 60
    # the U corners lie on the lower spokes: inner corner (23, 120 - 23 * 1.2)
    assert region(layout, "Anna", Column.MOUNTAIN).polygon[0] == pytest.approx((23, 92.4))


def test_running_values_written_one_after_another_with_dots():
    # A.4/A.5 Sochi: 7♥ made, lone whister counts the passer's trick: 3 tricks × 4 = 12.
    events = [
        deal(
            "Anna",
            "7h",
            {"Boris": Call.WHIST, "Vera": Call.PASS},
            {"Anna": 7, "Boris": 2, "Vera": 1},
        ),
        deal("Anna", "6s", {"Boris": Call.PASS, "Vera": Call.PASS}, {}),
    ]
    sheet = sheet3(events)
    layout = layout_sheet(sheet)
    pool = [t for t in layout.texts if t.player == "Anna" and t.column is Column.POOL]
    assert [t.text for t in pool] == ["4", ".", "6"]
    assert [t.current for t in pool if t.kind == "value"] == [False, True]
    # values advance along the bottom band left to right, on one baseline
    assert pool[0].y == pool[2].y and pool[0].x < pool[1].x < pool[2].x
    assert all(t.rotation == 0 for t in pool)
    whists = [t for t in layout.texts if t.player == "Boris" and t.column is Column.WHISTS]
    assert [t.text for t in whists] == ["12"]
    assert whists[0].on == "Anna" and whists[0].rotation == 90
    assert whists[0].entry.rule == "whists_for_tricks" and whists[0].entry.event == 1


def test_text_faces_its_owner_in_every_sector():
    events = [Raspasy({"Anna": 2, "Boris": 3, "Vera": 5})]
    layout = layout_sheet(sheet3(events))
    rotation = {t.player: t.rotation for t in layout.texts if t.kind == "value"}
    assert rotation == {"Anna": 0, "Boris": 90, "Vera": -90}


def test_four_players_square_with_diagonals_and_three_cells_each():
    sheet = fold(SOCHI, P4, "Gleb", [])
    layout = layout_sheet(sheet)
    assert (layout.width, layout.height, layout.circle.cx) == (100, 100, 50)
    assert len(layout.regions) == 20
    # bottom Anna: left cell on Boris (left), middle on Vera (opposite), right on Gleb
    xs = {
        on: centroid(region(layout, "Anna", Column.WHISTS, on).polygon)[0]
        for on in ("Boris", "Vera", "Gleb")
    }
    assert xs["Boris"] < 100 / 3 < xs["Vera"] < 200 / 3 < xs["Gleb"]
    # top Vera (rotated 180°): page-right = on her right neighbour Boris... her left is Gleb
    xs = {
        on: centroid(region(layout, "Vera", Column.WHISTS, on).polygon)[0]
        for on in ("Gleb", "Anna", "Boris")
    }
    assert xs["Boris"] < xs["Anna"] < xs["Gleb"]
    names = {t.text: t.rotation for t in layout.texts if t.kind == "name"}
    assert names == {"Anna": 0, "Boris": 90, "Vera": 180, "Gleb": -90}


def test_hover_finds_the_entry_of_a_number():
    events = [
        deal(
            "Boris",
            "8s",
            {"Vera": Call.WHIST, "Anna": Call.WHIST},
            {"Boris": 7, "Vera": 2, "Anna": 1},
        ),
    ]
    layout = layout_sheet(sheet3(events))
    mountain = next(t for t in layout.texts if t.player == "Boris" and t.column is Column.MOUNTAIN)
    # A.6: one undertrick on an 8 costs 6 in the mountain
    assert mountain.text == "6" and mountain.entry.rule == "remiz"
    # the centre of a rotated (+90°) text lies below its anchor point
    hit = layout.text_at(mountain.x, mountain.y + mountain.width / 2)
    assert hit is mountain
    assert layout.text_at(mountain.x + 10, mountain.y + mountain.width / 2) is None
    assert layout.region_at(mountain.x, mountain.y + 0.5).column is Column.MOUNTAIN


def test_the_widget_hit_tests_where_it_paints(qtbot):
    from PySide6.QtCore import QPointF, QRectF

    from ui.sheet.sheet_widget import SheetWidget, placement

    events = [
        deal(
            "Boris",
            "8s",
            {"Vera": Call.WHIST, "Anna": Call.WHIST},
            {"Boris": 7, "Vera": 2, "Anna": 1},
        ),
    ]
    widget = SheetWidget()
    qtbot.addWidget(widget)
    widget.resize(700, 500)  # wider than the portrait sheet: it is centred horizontally
    widget.set_sheet(sheet3(events))
    layout = layout_sheet(sheet3(events))
    mountain = next(t for t in layout.texts if t.player == "Boris" and t.column is Column.MOUNTAIN)
    scale, ox, oy = placement(layout, QRectF(6, 6, 700 - 12, 500 - 12))
    assert scale == pytest.approx(488 / HEIGHT_3) and ox > 6 and oy == 6
    pixel = QPointF(ox + mountain.x * scale, oy + (mountain.y + mountain.width / 2) * scale)
    hit = widget.text_at(pixel)
    assert hit is not None and (hit.text, hit.entry) == ("6", mountain.entry)
    assert widget.text_at(QPointF(3, 3)) is None


def test_a_full_region_keeps_the_latest_values_behind_an_ellipsis():
    events = [
        deal(
            "Anna",
            "6s",
            {"Boris": Call.WHIST, "Vera": Call.WHIST},
            {"Anna": 6, "Boris": 2, "Vera": 2},
        )
        for _ in range(120)
    ]
    layout = layout_sheet(sheet3(events))
    cell = [t for t in layout.texts if t.player == "Boris" and t.column is Column.WHISTS]
    assert cell[0].text == "…"
    values = [t.text for t in cell if t.kind == "value"]
    assert values[-1] == str(120 * 4) and cell[-1].current
    assert 10 < len(values) < 120
    # consecutive values keep increasing by 4 (2 tricks × cost 2)
    assert all(int(b) - int(a) == 4 for a, b in pairwise(values))


def test_closed_pool_ends_with_a_mark_and_the_circle_holds_the_pool_size():
    rules = SOCHI.with_options({"pool_size": 10})
    events = [deal("Anna", "10nt", {"Boris": Call.PASS, "Vera": Call.PASS}, {})]
    layout = layout_sheet(fold(rules, P3, "Vera", [(1, events[0])]))
    pool = [t.text for t in layout.texts if t.player == "Anna" and t.column is Column.POOL]
    assert pool == ["10", "»"]
    centre = [t.text for t in layout.texts if t.kind == "pool_size"]
    assert centre == ["10"]


def test_every_value_lies_inside_its_own_region():
    events = [
        deal(
            "Anna",
            "7h",
            {"Boris": Call.WHIST, "Vera": Call.WHIST},
            {"Anna": 5, "Boris": 3, "Vera": 2},
        ),
        Raspasy({"Anna": 4, "Boris": 0, "Vera": 6}),
        deal("Vera", "misere", {}, {"Vera": 1}),
    ] * 6
    four = [
        deal(
            "Anna",
            "6s",
            {"Boris": Call.WHIST, "Vera": Call.WHIST},
            {"Anna": 5, "Boris": 3, "Vera": 2},
        ),
        Raspasy({"Boris": 4, "Vera": 0, "Gleb": 6}),
        deal("Vera", "misere", {}, {"Vera": 1}),
        deal(
            "Gleb",
            "7nt",
            {"Anna": Call.WHIST, "Boris": Call.PASS},
            {"Gleb": 6, "Anna": 3, "Boris": 1},
        ),
    ] * 4
    for sheet in (sheet3(events), fold(SOCHI, P4, "Gleb", list(enumerate(four, start=1)))):
        assert sheet.entries
        layout = layout_sheet(sheet)
        for text in layout.texts:
            if text.kind != "value":
                continue
            mine = region(layout, text.player, text.column, text.on)
            hit = layout.region_at(text.x, text.y)
            assert hit == mine, (text, hit)


def test_fewest_values_give_way_and_the_cell_cache_changes_nothing():
    """The ellipsis drops the fewest oldest values (one more would not fit), and a layout
    reusing unchanged cells from a cache equals a fresh one after every deal."""
    from app.engine import GameState, apply_event
    from ui.sheet import layout as lay

    events = [
        deal(
            "Anna",
            "6s",
            {"Boris": Call.WHIST, "Vera": Call.WHIST},
            {"Anna": 6, "Boris": 2, "Vera": 2},
        )
        if i % 4
        else Raspasy({"Anna": 3, "Boris": 3, "Vera": 4})
        for i in range(90)
    ]
    state = GameState.start(SOCHI, P3, "Vera")
    cache: dict = {}
    for seq, event in enumerate(events, start=1):
        apply_event(state, seq, event)
        sheet = state.freeze()
        assert layout_sheet(sheet, cache=cache) == layout_sheet(sheet)
    layout = layout_sheet(state.freeze())
    cell = [t for t in layout.texts if t.player == "Boris" and t.column is Column.WHISTS]
    shown = [t for t in cell if t.kind == "value"]
    running = state.freeze().running(Column.WHISTS, "Boris", "Anna")
    assert cell[0].text == lay.ELLIPSIS and [t.text for t in shown] == [
        str(v) for v in running[-len(shown) :]
    ]
    # One more older value does not fit behind the ellipsis: flowing the shown values plus two
    # older ones drops exactly the two (trying 1, 2, … in turn would stop at the same place).
    key = (Column.WHISTS, "Boris", "Anna")
    values = lay.paper_values(state.freeze().cells[key], key)
    frame = lay._geometry_3(layout.seats)[2]["Boris"]
    flowed = lay._flow(
        region(layout, "Boris", Column.WHISTS, "Anna"),
        frame,
        values[-(len(shown) + 2) :],
        closed=False,
        measure=lay.approx_width,
        size=lay.VALUE_SIZE,
        rotation=frame.rotation,
    )
    assert flowed[0].text == lay.ELLIPSIS
    assert [t.text for t in flowed if t.kind == "value"] == [t.text for t in shown]


def test_a_long_cell_measures_only_the_values_it_can_show():
    """Widths are measured from the newest value back until the values measured already need
    more room than the cell holds (on the 500-deal benchmark game: 1,613 → 367 measurements),
    not once per value ever written; which values are shown is checked by the tests above."""
    from ui.sheet import layout as lay

    events = [
        deal(
            "Anna",
            "6s",
            {"Boris": Call.WHIST, "Vera": Call.WHIST},
            {"Anna": 6, "Boris": 2, "Vera": 2},
        )
        for _ in range(120)
    ]
    sheet = sheet3(events)
    measured: list[str] = []

    def counting(text: str, size: float, bold: bool = False) -> float:
        measured.append(text)
        return lay.approx_width(text, size, bold)

    layout = layout_sheet(sheet, measure=counting)
    written = sum(len(cell) for cell in sheet.cells.values())
    shown = sum(1 for t in layout.texts if t.kind == "value")
    assert written > 3 * shown  # long cells: most values give way
    assert len(measured) < 2 * shown + 40
    assert layout == layout_sheet(sheet)
