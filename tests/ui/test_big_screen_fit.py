"""The big screen holds a whole club night (issue 17: at ~30 players the standings ran off the
bottom of a 1920×1080 wall): every panel fits the screen, at the largest type that fits."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from app.services.game_service import GameService
from ui.events.big_screen import LARGEST_PX, SMALLEST_PX, BigScreen, largest_px
from ui.events.demo import FIELD_OF_30, demo_evening, demo_field_of_30


@pytest.fixture
def games(tmp_path: Path) -> Iterator[GameService]:
    service = GameService(tmp_path / "club.sqlite3", backups=0)
    yield service
    service.close()


def fits(label: QLabel) -> bool:
    """Nothing of the panel's text is cut: its natural size is within what it was given."""
    hint = label.sizeHint()
    return hint.width() <= label.width() and hint.height() <= label.height()


def big_screen(qtbot, games: GameService, event: int, width: int, height: int) -> BigScreen:
    big = BigScreen(games, event)
    qtbot.addWidget(big)
    big.resize(width, height)
    big.show()
    qtbot.waitExposed(big)
    qtbot.waitUntil(lambda: big.width() == width and big.height() == height)
    return big


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize(("width", "height"), [(1920, 1080), (1024, 700)])
def test_thirty_players_fit_the_wall(qtbot, games, lang: str, width: int, height: int) -> None:
    event = demo_field_of_30(games, lang)
    big = big_screen(qtbot, games, event, width, height)
    assert len(big.shown_lines) == 30 and len(big.shown_tables) == 10
    assert fits(big.tables) and fits(big.standings)
    assert big.standings.y() + big.standings.height() <= big.note.y()
    for name in FIELD_OF_30[lang]:
        assert name in big.standings.text() and name in big.tables.text()
    assert SMALLEST_PX < big.type_px < largest_px(height)
    if width == 1920:
        assert big.type_px >= 20  # still read from across the room


def test_a_dozen_keep_the_largest_type_and_a_smaller_window_shrinks_it(qtbot, games) -> None:
    event = demo_evening(games, "ru")
    big = big_screen(qtbot, games, event, 1920, 1080)
    large = big.type_px
    assert large > LARGEST_PX and fits(big.tables) and fits(big.standings)
    big.resize(800, 500)
    qtbot.waitUntil(lambda: big.width() == 800)
    assert big.type_px < large and fits(big.tables) and fits(big.standings)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_dozen_fill_a_1920_wall_in_type_scaled_to_it(qtbot, games, lang: str) -> None:
    """Issue 32: at 1920×1080 a dozen players took 28 px type in the top third of the screen."""
    event = demo_evening(games, lang)
    big = big_screen(qtbot, games, event, 1920, 1080)
    assert big.type_px >= 48, big.type_px
    assert fits(big.tables) and fits(big.standings)
    _, room = big.panel_space()
    used = max(big.standings.sizeHint().height(), big.tables.sizeHint().height())
    assert used >= 0.75 * room, (used, room)  # the screen is filled, not its top third
    assert big.title.font().pixelSize() >= 60 or "60px" in big.title.styleSheet()
