"""The sheet draws each text's glyph runs, shaped once, instead of ``drawText`` (issue 11 item 8:
shaping the same numbers again on every paint was half of the text drawing): the pixels must be
those ``drawText`` paints, at every rotation, weight, size and pixel ratio the sheet uses."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QBuffer, QRectF
from PySide6.QtGui import QImage, QPainter, QPdfWriter

from app.engine import SOCHI, Call, Contract, Deal, ManualEntry, Raspasy, fold
from app.services import GameService
from ui.sheet import sheet_widget
from ui.sheet.layout import SheetLayout, layout_sheet

NAMES = ("Анна", "Boris", "Вера", "Глеб")


def deal(active: tuple[str, ...], i: int) -> Deal | Raspasy:
    a, b, c = active[i % 3], active[(i + 1) % 3], active[(i + 2) % 3]
    if i % 4 == 3:
        return Raspasy({a: 3, b: 3, c: 4})
    return Deal(a, Contract.parse("6s"), {b: Call.WHIST, c: Call.WHIST}, {a: 6, b: 2, c: 2})


def sheet_layout(service: GameService, players: int, deals: int, pool: int) -> SheetLayout:
    """A game with long cells ("…"), exact halves, a corrected value, and with a small
    ``pool`` a closed pool ("»") and the double circle."""
    names = NAMES[:players]
    game = service.create_game(names, names[-1], SOCHI.with_options({"pool_size": pool}))
    service.record(
        game,
        ManualEntry(names[0], pool=Fraction(3, 2), mountain=Fraction(-9, 2)),
        service.last_seq(game),
    )
    for i in range(deals):
        active = service.sheet(game).table.active
        service.record(game, deal(active, i), service.last_seq(game))
    # The latest 6♠ played one trick down instead: its values are still on the sheet.
    seq = service.last_seq(game)
    while not isinstance(played := service.correctable(game, seq).event, Deal):
        seq -= 1
    tricks = dict(played.tricks)
    other = next(p for p in tricks if p != played.declarer)
    tricks[played.declarer] -= 1
    tricks[other] += 1
    fixed = Deal(played.declarer, played.contract, dict(played.calls), tricks)
    service.correct(game, seq, fixed, service.last_seq(game))
    return layout_sheet(
        service.sheet(game),
        measure=sheet_widget._Metrics(),
        corrected=service.corrected_cells(game) or None,
    )


def paint(layout: SheetLayout, width: int, height: int, ratio: float, shaped: bool) -> QImage:
    image = QImage(int(width * ratio), int(height * ratio), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    hovered = next(t for t in layout.texts if t.current)
    target = QRectF(6, 6, width - 12, height - 12)
    sheet_widget.paint_layout(painter, layout, target, hovered, shaped=shaped)
    painter.end()
    return image


@pytest.mark.parametrize(
    ("players", "deals", "pool"), [(3, 160, 1000), (4, 120, 1000), (3, 40, 10)]
)
def test_glyph_runs_paint_the_pixels_of_draw_text(qapp, tmp_path, players, deals, pool):
    with GameService(tmp_path / "g.sqlite3") as service:
        layout = sheet_layout(service, players, deals, pool)
    kinds = {t.kind for t in layout.texts}
    assert {"value", "separator", "name", "pool_size"} <= kinds
    assert any(t.was is not None for t in layout.texts)  # an underlined correction
    assert any("½" in t.text for t in layout.texts)
    assert ("ellipsis" in kinds) if pool == 1000 else ("closed" in kinds and layout.circle.double)
    assert {t.rotation for t in layout.texts} >= ({0, 90, -90, 180} if players == 4 else {0, 90})
    sheet_widget.shape_texts(layout.texts)  # a full paint draws the runs of shaped texts
    for width, height, ratio in (
        (502, 728, 1.0),
        (900, 1000, 1.0),
        (300, 330, 1.0),
        (420, 560, 2.0),
    ):
        reference = paint(layout, width, height, ratio, shaped=False)
        assert paint(layout, width, height, ratio, shaped=True) == reference, (width, ratio)


def test_the_screen_draws_glyph_runs_and_a_printer_draws_text(qapp, monkeypatch):
    drawn: list[str] = []
    real = sheet_widget._glyph_runs

    def noting(text: str, bold: bool):
        drawn.append(text)
        return real(text, bold)

    monkeypatch.setattr(sheet_widget, "_glyph_runs", noting)
    monkeypatch.setattr(sheet_widget, "_SHAPED", type(sheet_widget._SHAPED)())
    layout = layout_sheet(fold(SOCHI, NAMES[:3], NAMES[2], []), measure=sheet_widget._Metrics())
    image = QImage(300, 330, QImage.Format.Format_RGB32)

    def paint(subset=None) -> None:
        painter = QPainter(image)
        sheet_widget.paint_layout(painter, layout, QRectF(0, 0, 300, 330), subset=subset)
        painter.end()

    paint()
    assert drawn == []  # the first paint of a game draws text: shaping would slow it down
    names = [t for t in layout.texts if t.kind == "name"]
    paint(names)  # as after a deal: the few texts repainted are shaped and drawn as runs
    assert drawn == [t.text for t in names]
    sheet_widget.shape_texts(layout.texts)  # when the widget is idle
    drawn.clear()
    paint()
    assert drawn == [t.text for t in layout.texts]
    drawn.clear()
    buffer = QBuffer()
    buffer.open(QBuffer.OpenModeFlag.WriteOnly)
    pdf = QPdfWriter(buffer)  # kept: the painter must not outlive its device
    painter = QPainter(pdf)
    sheet_widget.paint_layout(painter, layout, QRectF(0, 0, 300, 330))
    painter.end()
    assert drawn == [] and buffer.size() > 0  # a PDF's painter is not raster: drawText


def test_the_shaped_texts_stay_bounded_and_the_latest_used_stay(qapp, monkeypatch):
    """The cache of shaped texts is bounded (a club's evening of games writes new numbers all
    night): past its limit it forgets the texts used longest ago, never one just drawn."""
    monkeypatch.setattr(sheet_widget, "_SHAPED", type(sheet_widget._SHAPED)())
    limit = sheet_widget._SHAPED_LIMIT
    assert 1000 <= limit <= 10_000  # a few sheets' worth; a sheet shows a few hundred texts
    for i in range(limit + 500):
        sheet_widget._glyph_runs(str(i), i % 2 == 0)
        if i % 100 == 0:
            sheet_widget._glyph_runs("0", True)  # drawn again on every paint
    assert len(sheet_widget._SHAPED) == limit
    assert ("0", True) in sheet_widget._SHAPED
    assert (str(limit + 499), False) in sheet_widget._SHAPED
    assert ("1", False) not in sheet_widget._SHAPED


def test_a_sheet_paints_the_same_when_its_texts_do_not_all_fit(qapp, tmp_path, monkeypatch):
    """With fewer places than texts, some are drawn from their runs and the rest as text: the
    same pixels (a forgotten text is shaped again or drawn as text, never lost)."""
    monkeypatch.setattr(sheet_widget, "_SHAPED", type(sheet_widget._SHAPED)())
    monkeypatch.setattr(sheet_widget, "_SHAPED_LIMIT", 40)
    with GameService(tmp_path / "g.sqlite3") as service:
        layout = sheet_layout(service, 3, 60, 1000)
    assert len({(t.text, sheet_widget._strong(t)) for t in layout.texts}) > 40
    sheet_widget.shape_texts(layout.texts)
    assert len(sheet_widget._SHAPED) == 40
    reference = paint(layout, 502, 728, 1.0, shaped=False)
    assert paint(layout, 502, 728, 1.0, shaped=True) == reference
    for ratio in (1.0, 2.0):  # a partial paint shapes every text it draws, past the limit
        image = QImage(int(502 * ratio), int(728 * ratio), QImage.Format.Format_RGB32)
        image.setDevicePixelRatio(ratio)
        image.fill(0xFFFFFFFF)
        painter = QPainter(image)
        hovered = next(t for t in layout.texts if t.current)
        target = QRectF(6, 6, 490, 716)
        sheet_widget.paint_layout(painter, layout, target, hovered, subset=layout.texts)
        painter.end()
        assert image == paint(layout, 502, 728, ratio, shaped=False)
        assert len(sheet_widget._SHAPED) == 40
