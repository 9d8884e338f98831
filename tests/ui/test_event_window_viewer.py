"""A login that may not organise an evening is never told to press the button it cannot press
(issue 32, item 4: a viewer's empty list said «заведите вечер кнопкой «Новый вечер…»», and that
button was disabled for him)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.events import EventService
from app.services.game_service import GameService
from ui import i18n


@pytest.fixture
def games(tmp_path: Path):
    service = GameService(tmp_path / "club.sqlite3", backups=0)
    yield service
    service.close()


@pytest.mark.parametrize("language", ["ru", "en"])
def test_an_empty_list_names_the_button_only_to_an_organiser(qtbot, games, monkeypatch, language):
    from ui.events.event_window import EventWindow

    i18n.install(language)
    try:
        window = EventWindow(games, lambda _game: None)
        qtbot.addWidget(window)
        assert window.new_button.isEnabled()
        button = window.new_button.text().replace("&", "")
        assert button in window.summary.text()  # an organiser is shown the way
        monkeypatch.setattr(EventService, "may_organise", property(lambda self: False))
        viewer = EventWindow(games, lambda _game: None)
        qtbot.addWidget(viewer)
        assert not viewer.new_button.isEnabled()
        text = viewer.summary.text()
        assert text and button not in text
        assert ("администратор" if language == "ru" else "administrator") in text
    finally:
        i18n.install("en")
