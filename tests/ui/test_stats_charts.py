"""The statistics charts (ui/stats/): drawn from plain data, checked on the pixels they paint —
a bar as high as its rate, a band as high as its games, a point where its running total is,
"no games yet" instead of an empty frame, exact numbers on hover, a PNG that reads back."""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QImage

from app.services.stats import GameResult
from ui.stats.axes import nice_range, ticks
from ui.stats.chart_base import AXIS, BACKGROUND, GAIN, LINE, LOSS
from ui.stats.chart_data import Bar, Bin, Point, histogram, result_series
from ui.stats.chart_output import PNG_SCALE, PNG_SIZE, paint_page, save_png
from ui.stats.histogram_chart import HistogramChart
from ui.stats.level_chart import LevelChart
from ui.stats.result_chart import ResultChart

SIZE = QSize(600, 400)
FULL = QRectF(0, 0, SIZE.width(), SIZE.height())
SCALE = 252000  # app/stats/amounts.py: results come scaled


def color_at(image: QImage, x: float, y: float) -> QColor:
    return image.pixelColor(int(x), int(y))


def non_background(image: QImage, rect: QRectF) -> int:
    """How many pixels inside ``rect`` differ from the chart's white."""
    found = 0
    for x in range(int(rect.left()), int(rect.right()), 2):
        for y in range(int(rect.top()), int(rect.bottom()), 2):
            if image.pixelColor(x, y) != BACKGROUND:
                found += 1
    return found


def game(game_id: int, day: str, results: dict[str, Fraction | int]) -> GameResult:
    scaled = tuple(int(Fraction(v) * SCALE) for v in results.values())
    return GameResult(game_id, f"{day}T20:00:00+00:00", 10, tuple(results), scaled, scaled)


# -- plain data ---------------------------------------------------------------------------


def test_result_series_runs_the_total_over_his_games_only() -> None:
    games = [
        game(1, "2026-11-01", {"Anna": 12, "Boris": -12}),
        game(2, "2026-11-02", {"Boris": 5, "Vera": -5}),  # not hers
        game(3, "2026-11-03", {"Anna": Fraction(-10, 3), "Vera": Fraction(10, 3)}),
    ]
    series = result_series(games, "Anna")
    assert [(p.day, p.game_id, p.result, p.total) for p in series] == [
        ("2026-11-01", 1, 12, 12),
        ("2026-11-03", 3, Fraction(-10, 3), Fraction(26, 3)),
    ]


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        # Bands of 1 from 3 to 8, one more empty band to make six.
        (
            [3, 7, Fraction(15, 2)],
            [(3, 4, 1), (4, 5, 0), (5, 6, 0), (6, 7, 0), (7, 8, 2), (8, 9, 0)],
        ),
        # −25 … 41: bands of 10, the empty ones between kept.
        (
            [-25, -3, 0, 41],
            [
                (-30, -20, 1),
                (-20, -10, 0),
                (-10, 0, 1),
                (0, 10, 1),
                (10, 20, 0),
                (20, 30, 0),
                (30, 40, 0),
                (40, 50, 1),
            ],
        ),
        # Two equal results (−49½ twice): one band among empty ones, not one block.
        (
            [Fraction(-99, 2), Fraction(-99, 2)],
            [
                (-52, -51, 0),
                (-51, -50, 0),
                (-50, -49, 2),
                (-49, -48, 0),
                (-48, -47, 0),
                (-47, -46, 0),
            ],
        ),
        ([], []),
    ],
)
def test_histogram_bands_are_round_and_hold_every_value(values, expected) -> None:
    bins = histogram(values)
    assert [(b.low, b.high, b.count) for b in bins] == expected
    assert sum(b.count for b in bins) == len(values)


def test_axis_ticks_are_round_and_hold_zero() -> None:
    bottom, top, step = nice_range(13.0, 955.0)
    assert (bottom, top, step) == (0.0, 1000.0, 200.0)
    assert ticks(*nice_range(-37.0, 12.0)) == [-40.0, -30.0, -20.0, -10.0, 0.0, 10.0, 20.0]


# -- the level chart ----------------------------------------------------------------------

BARS = [
    Bar("6", 4, 3),
    Bar("7", 2, 1),
    Bar("8", 0, 0),
    Bar("9", 1, 1),
    Bar("10", 0, 0),
    Bar("misère", 2, 0),
]


def test_each_bar_is_as_high_as_its_rate(qapp) -> None:
    chart = LevelChart()
    chart.set_bars(BARS)
    image = chart.render_image(SIZE)
    plot = chart.plot_rect(FULL)
    for index, bar in enumerate(BARS):
        rect = chart.bar_rect(index, plot)
        if bar.rate is None:
            assert rect is None  # never declared: no bar at all
            continue
        assert rect is not None
        assert rect.height() == pytest.approx(float(bar.rate) * plot.height())
        assert rect.bottom() == pytest.approx(plot.bottom())
        if bar.rate:
            # Painted: the bar's colour inside it, white just above its top.
            assert color_at(image, rect.center().x(), rect.bottom() - 3) == LINE
            assert color_at(image, rect.center().x(), rect.top() + 2) == LINE
        above = rect.top() - 25  # over the "made/declared" label
        if above > plot.top() + 2:
            assert color_at(image, rect.left() + 2, above) != LINE
    # 3 of 4 made: three quarters of the plot's height.
    six = chart.bar_rect(0, plot)
    assert six is not None and six.height() == pytest.approx(0.75 * plot.height())


def test_a_bar_tooltip_gives_the_exact_counts(qapp) -> None:
    chart = LevelChart()
    chart.set_bars(BARS)
    image = QImage(SIZE, QImage.Format.Format_ARGB32)
    from PySide6.QtGui import QPainter

    painter = QPainter(image)
    chart.hits = chart.paint_on(painter, FULL)
    painter.end()
    plot = chart.plot_rect(FULL)
    seven = chart.bar_rect(1, plot)
    assert seven is not None
    assert chart.tip_at(seven.center()) == "7: made 1 of 2 (50%)"
    eight = chart.slot(2, plot)
    assert chart.tip_at(eight.center()) == "8: never declared"
    assert chart.tip_at(QPointF(2, 2)) is None


def test_no_contract_declared_says_so_instead_of_an_empty_frame(qapp) -> None:
    chart = LevelChart()
    chart.set_bars([Bar(str(level), 0, 0) for level in range(6, 11)])
    assert chart.is_empty()
    image = chart.render_image(SIZE)
    middle = QRectF(SIZE.width() / 4, SIZE.height() / 2 - 12, SIZE.width() / 2, 24)
    assert non_background(image, middle) > 20, "the 'no contracts yet' text is missing"
    plot = chart.plot_rect(FULL)
    # No axes: the column where the value axis would stand is white all the way down.
    column = [color_at(image, plot.left(), y) for y in range(int(plot.top()), int(plot.bottom()))]
    assert AXIS not in column and all(c == BACKGROUND for c in column[:40])


# -- the result chart ---------------------------------------------------------------------

POINTS = [
    Point("2026-10-01", 1, 40, 40),
    Point("2026-10-08", 2, -100, -60),
    Point("2026-10-15", 5, Fraction(65, 3), Fraction(-115, 3)),
    Point("2026-10-22", 7, 90, Fraction(155, 3)),
]


def test_each_game_is_a_point_at_its_running_total(qapp) -> None:
    chart = ResultChart()
    chart.set_points(POINTS)
    image = chart.render_image(SIZE)
    plot = chart.plot_rect(FULL)
    bottom, top, _step = chart.y_range()
    assert bottom <= -60 and top >= 155 / 3 and bottom < 0 < top
    xs = []
    for index, point in enumerate(POINTS):
        at = chart.point_at(index, plot)
        share = (float(point.total) - bottom) / (top - bottom)
        assert at.y() == pytest.approx(plot.bottom() - share * plot.height())
        assert color_at(image, at.x(), at.y()) == LINE  # the dot is painted there
        xs.append(at.x())
    assert xs == sorted(xs) and plot.left() < xs[0] and xs[-1] < plot.right()
    # Games evenly spaced, in the order played.
    gaps = [b - a for a, b in itertools.pairwise(xs)]
    assert max(gaps) - min(gaps) < 1e-6


def test_hovering_a_game_gives_its_date_result_and_total(qapp) -> None:
    from PySide6.QtGui import QPainter

    chart = ResultChart()
    chart.set_points(POINTS)
    image = QImage(SIZE, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    chart.hits = chart.paint_on(painter, FULL)
    painter.end()
    plot = chart.plot_rect(FULL)
    tip = chart.tip_at(QPointF(chart.x_of(2, plot), plot.top() + 5))
    assert tip == "2026-10-15, game 5: +21⅔\nRunning total: −38⅓"


def test_no_games_draws_the_words_not_a_frame(qapp) -> None:
    chart = ResultChart()
    chart.set_points([])
    assert chart.empty_text() == "No games yet"
    image = chart.render_image(SIZE)
    middle = QRectF(SIZE.width() / 4, SIZE.height() / 2 - 12, SIZE.width() / 2, 24)
    assert non_background(image, middle) > 20
    bottom_band = QRectF(0, SIZE.height() - 60, SIZE.width(), 50)
    assert non_background(image, bottom_band) == 0  # no axis, no dates


# -- the histogram ------------------------------------------------------------------------

BINS = [Bin(-20, -10, 1), Bin(-10, 0, 3), Bin(0, 10, 0), Bin(10, 20, 6)]


def test_each_band_is_as_high_as_its_games_and_coloured_by_sign(qapp) -> None:
    chart = HistogramChart()
    chart.set_bins(BINS)
    image = chart.render_image(SIZE)
    plot = chart.plot_rect(FULL)
    bottom, top, _step = chart.y_range()
    assert bottom == 0 and top >= 6
    for index, band in enumerate(BINS):
        rect = chart.bin_rect(index, plot)
        assert rect.height() == pytest.approx(band.count / top * plot.height())
        if band.count:
            colour = GAIN if band.low >= 0 else LOSS
            assert color_at(image, rect.center().x(), rect.center().y()) == colour
    # The empty band is not painted: white just above its base line.
    empty = chart.bin_rect(2, plot)
    assert color_at(image, empty.center().x(), plot.bottom() - 4) == BACKGROUND


# -- output -------------------------------------------------------------------------------


def test_png_export_writes_a_picture_that_reads_back(qapp, tmp_path: Path) -> None:
    chart = HistogramChart()
    chart.set_bins(BINS)
    path = tmp_path / "results.png"
    assert save_png(chart, path)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(path))
    assert not image.isNull() and image.size() == PNG_SIZE
    # Laid out in logical pixels, drawn PNG_SCALE times larger.
    logical = QRectF(0, 0, PNG_SIZE.width() / PNG_SCALE, PNG_SIZE.height() / PNG_SCALE)
    tallest = chart.bin_rect(3, chart.plot_rect(logical))
    centre = tallest.center() * PNG_SCALE
    assert color_at(image, centre.x(), centre.y()) == GAIN
    below_zero = chart.bin_rect(1, chart.plot_rect(logical)).center() * PNG_SCALE
    assert color_at(image, below_zero.x(), below_zero.y()) == LOSS


def test_png_export_to_a_folder_that_does_not_exist_reports_false(qapp, tmp_path: Path) -> None:
    chart = HistogramChart()
    chart.set_bins(BINS)
    assert save_png(chart, tmp_path / "missing" / "x.png") is False


def test_the_printed_page_draws_the_same_chart_scaled(qapp) -> None:
    from PySide6.QtGui import QPainter

    chart = LevelChart()
    chart.set_bars(BARS)
    page = QImage(QSize(2000, 2800), QImage.Format.Format_ARGB32)  # an A4-like page
    page.fill(QColor("#ffffff"))
    painter = QPainter(page)
    paint_page(chart, painter, QRectF(0, 0, 2000, 2800))
    painter.end()
    # In logical pixels the page is 1000 wide: scale 2. The 6's bar, 3/4 high, is there.
    logical = chart.plot_rect(QRectF(0, 0, 1000, 600))
    six = chart.bar_rect(0, logical)
    assert six is not None
    assert color_at(page, six.center().x() * 2, six.center().y() * 2) == LINE
    assert color_at(page, 1000, 2000) == QColor("#ffffff")  # the rest of the page is blank
