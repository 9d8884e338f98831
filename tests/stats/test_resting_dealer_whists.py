"""The resting dealer's whists as a figure of their own, the defence's kept to deals defended
(issue 31 item 3; docs/statistics.md, "As defender" and "As the resting dealer").

One four-handed game worked by hand, on a database file and on a club server, through
``StatsService`` and ``pulka stats --json``. Sochi (docs/rules.md): cost and whist price 2 on a
6, 4 on a 7; consolation cost × undertricks from each defender and the resting dealer (A.7);
talon whists on (A.14: the resting dealer writes talon tricks × price on the declarer, made or
not); the resting dealer may whist after pass – half-whist (then he alone writes every whist
and the consolation). Anna, Boris, Vera, Gleb; Gleb deals first.

=====  ========  =============  ==========================  ===================================
deal   resting   declarer       calls, tricks               whists on the declarer
=====  ========  =============  ==========================  ===================================
1      Gleb      Anna 6♠, −1    Boris whist, Vera pass;     Boris (5 × 2) + 2 = 12, Vera 2
                                5/3/2; the talon gave 1     (consolation), Gleb 2 (consolation)
                                                            + 1 × 2 (talon) = 4
2      Anna      Boris 7♥, =    Vera whist, Gleb whist;     Vera 2 × 4 = 8, Gleb 1 × 4 = 4;
                                7/2/1                       Anna nothing
3      Boris     Vera 6♠, −1    Gleb pass, Anna half,       Boris (5 × 2) + 2 = 12, Gleb and
                                Boris whists; 5/3/2         Anna nothing
=====  ========  =============  ==========================  ===================================

Defence (deals he defended; the whisting dealer of deal 3 defended it): Anna 0, Boris
12 + 12 = 24, Vera 2 + 8 = 10, Gleb 4. As the resting dealer: Gleb 4 (deal 1), the others 0.
Together 42, every whist written on a declarer. Before issue 31 Gleb's defence figure was 8.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.cli import main
from app.engine import SOCHI, Call, Contract, Deal
from app.services import GameService
from app.services.stats import StatsService

W, P, H = Call.WHIST, Call.PASS, Call.HALF
PLAYERS = ("Anna", "Boris", "Vera", "Gleb")
RULES = SOCHI.with_options({"talon_whists": True, "resting_dealer_may_whist": True})
DEFENCE = {"Anna": 0, "Boris": 24, "Vera": 10, "Gleb": 4}
RESTING = {"Anna": 0, "Boris": 0, "Vera": 0, "Gleb": 4}
CALLS = {  # (whists, passes, half-whists, whists won, whists lost)
    "Anna": (0, 0, 1, 0, 0),
    "Boris": (2, 0, 0, 2, 0),
    "Vera": (1, 1, 0, 0, 1),
    "Gleb": (1, 1, 0, 0, 1),
}


def resting_game(service: GameService) -> int:
    """The game of the module docstring."""
    game = service.create_game(PLAYERS, "Gleb", RULES)
    deals = [
        Deal(
            "Anna",
            Contract.parse("6s"),
            {"Boris": W, "Vera": P},
            {"Anna": 5, "Boris": 3, "Vera": 2},
            talon_tricks=1,
        ),
        Deal(
            "Boris",
            Contract.parse("7h"),
            {"Vera": W, "Gleb": W},
            {"Boris": 7, "Vera": 2, "Gleb": 1},
        ),
        Deal(
            "Vera",
            Contract.parse("6s"),
            {"Gleb": P, "Anna": H, "Boris": W},
            {"Vera": 5, "Gleb": 3, "Anna": 2},
        ),
    ]
    for deal in deals:
        service.record(game, deal, service.last_seq(game))
    return game


@pytest.fixture(params=["file", "server"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[GameService, str]]:
    """The game on a database file or on a club server, and what ``pulka stats`` takes for it."""
    if request.param == "file":
        path = tmp_path / "club.sqlite3"
        with GameService(path, backups=0) as service:
            resting_game(service)
            yield service, str(path)
        return
    from app.store.postgres.backend import open_postgres

    club = request.getfixturevalue("pg_club")
    with GameService(open_postgres(club.url("scorer"))) as service:
        resting_game(service)
        yield service, f"--server={club.url('viewer')}"


def test_the_sheet_is_the_one_worked_by_hand(backend: tuple[GameService, str]) -> None:
    service, _ = backend
    (game,) = (g.id for g in service.list_games())
    whists = service.sheet(game).whists
    written = {
        (writer, on): amount
        for writer, row in whists.items()
        for on, amount in row.items()
        if amount
    }
    assert written == {
        ("Boris", "Anna"): 12,
        ("Vera", "Anna"): 2,
        ("Gleb", "Anna"): 4,
        ("Vera", "Boris"): 8,
        ("Gleb", "Boris"): 4,
        ("Boris", "Vera"): 12,
    }


def test_the_resting_dealer_whists_are_a_figure_of_their_own(
    backend: tuple[GameService, str],
) -> None:
    service, _ = backend
    figures = {f.player: f for f in StatsService(service.backend).figures()}
    assert {p: f.defender.whists_written for p, f in figures.items()} == DEFENCE
    assert {p: f.resting_dealer.whists_written for p, f in figures.items()} == RESTING
    calls = {
        p: (d.whists, d.passes, d.half_whists, d.whists_won, d.whists_lost)
        for p, d in ((p, f.defender) for p, f in figures.items())
    }
    assert calls == CALLS


def test_pulka_stats_json_says_the_same(
    backend: tuple[GameService, str], capsys: pytest.CaptureFixture[str]
) -> None:
    _, where = backend
    capsys.readouterr()
    assert main(["stats", where, "--json"]) == 0
    players = {p["player"]: p for p in json.loads(capsys.readouterr().out)["players"]}
    assert {p: d["defender"]["whists_written"] for p, d in players.items()} == DEFENCE
    assert {p: d["resting_dealer"]["whists_written"] for p, d in players.items()} == RESTING
