"""The toolbar at 1024 px: a long Undo/Redo text must not push Settlement and Plain table into
the overflow menu (issue 14); the full text stays in the menu and the tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QToolBar

from app.engine import SOCHI, Incident
from app.penalties import example_facts, example_state
from ui import i18n

PLAYERS = ("Александра", "Маргарита", "Константин", "Владислав")
RULE = "prikup-3.2.1"  # “a bidder exposed the talon; the second bidder takes it”: a long title


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_toolbar_keeps_every_button_at_1024_pixels(window, service, lang) -> None:
    i18n.install(lang)
    window.set_language(lang)
    game = service.create_game(PLAYERS, PLAYERS[0], SOCHI)
    facts = example_facts(RULE, example_state(RULE, PLAYERS, PLAYERS[0], SOCHI))
    service.record(game, Incident(RULE, facts), service.last_seq(game))
    window.open_game(game)
    window.resize(1024, 700)
    QApplication.processEvents()
    # (the bar of the other language may still await its deletion)
    (bar,) = [b for b in window.findChildren(QToolBar) if b.isVisible()]
    for action in (window.settlement_action, window.table_action, window.undo_action):
        button = bar.widgetForAction(action)
        assert button is not None and button.isVisible(), action.text()
        assert button.geometry().right() <= bar.width(), action.text()
    # The menu and the tooltip still say what Undo undoes; the button is short.
    title = i18n.label_text("incident", {"rule": RULE})
    assert title in window.undo_action.text().replace("&", "")
    assert title in window.undo_action.toolTip()
    assert title not in bar.widgetForAction(window.undo_action).text()
