"""Games that end after a number of deals or at a time limit (docs/rules.md, "End of the game
by deals or by time"; issue 17), settled at the last complete deal by the ordinary settlement."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from app.engine import SOCHI
from app.engine.errors import InvalidRules
from app.engine.rules import Rules
from app.engine.settlement import settle_sheet
from app.engine.sheet import fold
from app.services.game_service import GameService
from tests.services.helpers import ANNA_7H, BORIS_6S_UNPLAYED, PLAYERS, RASPASY

TWO_DEALS = SOCHI.with_options({"game_end": "deals", "deal_limit": 2})
AN_HOUR = SOCHI.with_options({"game_end": "time", "time_limit_minutes": 60})


def test_a_deal_limit_ends_the_game_at_that_deal_and_settles_the_unfinished_pool() -> None:
    one = fold(TWO_DEALS, PLAYERS, "Anna", [(1, ANNA_7H)])
    assert not one.finished
    two = fold(TWO_DEALS, PLAYERS, "Anna", [(1, ANNA_7H), (2, BORIS_6S_UNPLAYED)])
    assert two.finished
    settled = settle_sheet(two)
    # Worked by hand (docs/rules.md "Settlement"): pools Anna 4, Boris 2, Vera 0 (7♥ costs 4,
    # 6♠ costs 2); the shortfall to the highest pool goes into the mountain: Anna 0, Boris 2,
    # Vera 4. Each mountain point is worth 10/3 whists to each other player: Anna receives
    # (2 + 4) × 10/3 = 20, Boris (−2 + 2) × 10/3 = 0, Vera (−4 − 2) × 10/3 = −20. Boris wrote
    # 12 whists on Anna: Anna 20 − 12 = 8, Boris 0 + 12 = 12, Vera −20.
    assert settled.finished
    assert dict(settled.mountains) == {"Anna": 0, "Boris": 2, "Vera": 4}
    assert dict(settled.result) == {"Anna": 8, "Boris": 12, "Vera": -20}


def test_a_raspasy_counts_as_a_deal() -> None:
    sheet = fold(TWO_DEALS, PLAYERS, "Anna", [(1, RASPASY), (2, ANNA_7H)])
    assert sheet.finished


def test_every_other_ending_is_unchanged_by_a_deal_count() -> None:
    events = [(i, ANNA_7H) for i in range(1, 4)]
    assert not fold(SOCHI, PLAYERS, "Anna", events).finished


@pytest.mark.parametrize(
    "options",
    [
        {"game_end": "deals"},  # no limit given
        {"game_end": "time"},
        {"deal_limit": 12},  # a limit for a game that does not end by deals
        {"time_limit_minutes": 90},
        {"game_end": "deals", "deal_limit": -1},
        {"game_end": "time", "time_limit_minutes": 10081},
    ],
)
def test_a_limit_is_set_exactly_when_the_game_ends_by_it(options: dict[str, object]) -> None:
    with pytest.raises(InvalidRules) as raised:
        SOCHI.with_options(options)
    assert raised.value.code == "option_value"


def test_limits_survive_storing() -> None:
    assert Rules.from_dict(TWO_DEALS.to_dict()) == TWO_DEALS
    assert Rules.from_dict(AN_HOUR.to_dict()).time_limit_minutes == 60


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = datetime.datetime(2026, 11, 30, 19, 0, tzinfo=datetime.UTC)

    def __call__(self) -> datetime.datetime:
        return self.now


def test_the_deal_recorded_at_the_time_limit_is_the_last(tmp_path: Path) -> None:
    clock = Clock()
    path = tmp_path / "timed.sqlite3"
    with GameService(path, clock=clock, backups=0) as service:
        game = service.create_game(PLAYERS, "Anna", AN_HOUR)
        clock.now += datetime.timedelta(minutes=59, seconds=59)
        service.record(game, ANNA_7H, expected_seq=0)
        assert not service.game(game).sheet.finished
        # The limit is 20:00; a deal recorded then (it was being played when time ran out)
        # still counts and ends the game.
        clock.now += datetime.timedelta(seconds=1)
        result = service.record(game, BORIS_6S_UNPLAYED, expected_seq=1)
        assert result.view.sheet.finished and result.view.settlement.finished
        assert dict(result.view.settlement.result) == {"Anna": 8, "Boris": 12, "Vera": -20}
        # Taking the last deal back reopens the clock's verdict.
        undone = service.undo(game, expected_seq=2)
        assert not undone.view.sheet.finished
        service.redo(game, expected_seq=3)
    with GameService(path, clock=clock, backups=0) as again:
        assert again.game(game).sheet.finished
