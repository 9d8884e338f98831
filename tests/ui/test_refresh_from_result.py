"""The main window redraws from the result a write hands back (Anki's OpChanges model): after a
deal, an undo, a redo, finishing and reopening it shows the game as stored without asking the
service for the game again."""

from __future__ import annotations

from app.engine import SOCHI
from tests.services.helpers import ANNA_7H, PLAYERS


def test_writes_redraw_from_their_result_without_fetching_the_game(window, service, monkeypatch):
    game = service.create_game(PLAYERS, "Anna", SOCHI)
    assert window.open_game(game)
    fetched: list[int] = []
    original = service.game

    def counting(game_id: int):
        fetched.append(game_id)
        return original(game_id)

    monkeypatch.setattr(service, "game", counting)
    monkeypatch.setattr(window, "confirm", lambda _question: True)
    steps = (
        lambda: window.commit_deal(ANNA_7H),
        window.undo,
        window.redo,
        window.finish_now,
        window.reopen_game,
    )
    for step in steps:
        step()
        assert fetched == []
        assert window.view == original(game)  # what the window shows is the stored game
    assert window.view.last_seq == 5 and window.view.sheet.pool["Anna"] == 4
    assert window.history.items_by_row[0].kind == "reopened"
