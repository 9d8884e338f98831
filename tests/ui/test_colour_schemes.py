"""Dark mode and high contrast (issue 32, item 5): the window, the sheet, the card table, the
history and the charts follow the system's colour scheme (Qt's ``QStyleHints.colorScheme``) or
the View menu's choice; the printed page and the shared picture stay dark on white."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPalette

from app.engine import SOCHI
from tests.services.helpers import ANNA_7H, PLAYERS
from ui import theme


@pytest.fixture(autouse=True)
def light_after(qapp):
    yield
    theme.apply("light")


@pytest.fixture
def game(window, service):
    game = service.create_game(PLAYERS, PLAYERS[-1], SOCHI)
    service.record(game, ANNA_7H, 0)
    window.resize(1180, 760)
    window.open_game(game)
    return game


def pixel(image: QImage, x: int, y: int) -> str:
    return image.pixelColor(x, y).name()


def sheet_paper_pixel(window) -> str:
    sheet = window.sheet_view.sheet_widget
    image = sheet.grab().toImage()
    layout = sheet.layout_
    from ui.sheet.sheet_widget import placement

    scale, ox, oy = placement(layout, sheet._target())
    # A point of the paper away from every line and number: inside the top whist cell's corner.
    return pixel(image, int(ox + 3 * scale), int(oy + 3 * scale))


@pytest.mark.parametrize("choice", ["dark", "contrast"])
def test_the_view_menu_switches_every_part_and_is_kept(
    qapp, window, game, settings, choice
) -> None:
    scheme = theme.SCHEMES[choice]
    window.colour_actions[choice].trigger()
    qapp.processEvents()  # the new palette reaches the widgets
    assert settings.value("colours") == choice and window.colour_actions[choice].isChecked()
    palette = window.palette()
    assert palette.color(QPalette.ColorRole.Window).name() == scheme.window
    assert palette.color(QPalette.ColorRole.WindowText).name() == scheme.window_text
    assert sheet_paper_pixel(window) == scheme.paper
    seat = next(iter(window.card_table.seats.values()))
    assert seat.totals.palette().color(QPalette.ColorRole.WindowText).name() == scheme.note
    assert seat.role.palette().color(QPalette.ColorRole.WindowText).name() == scheme.warn
    window.colour_actions["light"].trigger()
    qapp.processEvents()
    assert sheet_paper_pixel(window) == theme.LIGHT.paper
    assert seat.totals.palette().color(QPalette.ColorRole.WindowText).name() == theme.LIGHT.note


def test_an_undone_line_is_greyed_in_the_schemes_note_tone(window, game, service) -> None:
    theme.apply("dark")
    window.undo()
    index = window.history.model().index(0, 0)
    assert index.data(Qt.ItemDataRole.ForegroundRole).name() == theme.DARK.note


def test_it_follows_the_systems_scheme(window, game, monkeypatch) -> None:
    def hints(scheme, contrast=Qt.ContrastPreference.NoPreference):
        access = SimpleNamespace(contrastPreference=lambda: contrast)
        fake = SimpleNamespace(colorScheme=lambda: scheme, accessibility=lambda: access)
        monkeypatch.setattr(theme.QGuiApplication, "styleHints", staticmethod(lambda: fake))

    hints(Qt.ColorScheme.Dark)
    assert theme.apply("system") is theme.DARK
    assert sheet_paper_pixel(window) == theme.DARK.paper
    hints(Qt.ColorScheme.Light)
    theme.follow_system()  # what colorSchemeChanged calls
    assert theme.current() is theme.LIGHT
    hints(Qt.ColorScheme.Light, Qt.ContrastPreference.HighContrast)
    assert theme.apply("system") is theme.CONTRAST
    theme.apply("dark")
    hints(Qt.ColorScheme.Light)
    theme.follow_system()  # a choice made in the menu is kept
    assert theme.current() is theme.DARK


def test_print_and_the_shared_picture_stay_dark_on_white(window, game, service) -> None:
    from ui.paper.game_form import game_form, paint_form
    from ui.paper.share import sheet_picture

    theme.apply("dark")
    form = game_form(service.game(game), None, service.history(game))
    page = QImage(800, 1130, QImage.Format.Format_RGB32)
    page.fill(Qt.GlobalColor.white)
    painter = QPainter(page)
    paint_form(painter, QRectF(0, 0, 800, 1130), form, 800 / 186)
    painter.end()
    layout_top = 160  # under the header, inside the sheet's top cells
    assert pixel(page, 60, layout_top) == "#ffffff"
    inks = {page.pixelColor(x, y).name() for x in range(0, 800, 3) for y in range(0, 1130, 3)}
    assert theme.DARK.paper not in inks and theme.DARK.ink not in inks
    picture = sheet_picture(form.layout, 300)
    assert pixel(picture, 4, 4) == theme.PRINT.paper


def test_a_chart_on_screen_follows_the_scheme_and_on_paper_is_white(qtbot) -> None:
    from PySide6.QtCore import QSize

    from ui.stats.result_chart import ResultChart

    chart = ResultChart()
    qtbot.addWidget(chart)
    chart.resize(400, 300)
    theme.apply("dark")
    chart.show()
    assert pixel(chart.grab().toImage(), 2, 2) == theme.DARK.base
    assert pixel(chart.render_image(QSize(400, 300)), 2, 2) == "#ffffff"
