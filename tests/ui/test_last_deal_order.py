"""The table's last-deal line names the defenders in playing order (after the declarer), the
same before and after the game is reopened — the store gives a deal's calls back in another
order (seen in a real X server: «(Вика — вист, Аня — пас)» became «(Аня — пас, Вика — вист)»)."""

from __future__ import annotations

from app.engine import SOCHI, Call, Contract, Deal, Raspasy
from tests.ui.test_deal_conventions import open_game

A, B, V = "Аня", "Боря", "Вика"


def test_calls_and_tricks_follow_the_table_not_the_dict(qtbot, window, service) -> None:
    open_game(window, service, (A, B, V), A, SOCHI)
    describe = window.card_table.describe
    # Боря declares: Вика speaks next, then Аня — whatever order the calls come in.
    for calls in ({V: Call.WHIST, A: Call.PASS}, {A: Call.PASS, V: Call.WHIST}):
        deal = Deal(B, Contract.parse("7s"), calls, {B: 7, V: 3, A: 0})
        assert describe(deal) == "Last deal: Боря 7♠ (Вика — whist, Аня — pass), took 7: made."
    raspasy = Raspasy({V: 3, A: 4, B: 3})
    assert describe(raspasy) == "Last deal: raspasy — tricks Аня 4, Боря 3, Вика 3."
