"""Undo, redo and corrections refold from the nearest fold point, and give exactly the fold of
every event from the start, and the history listed anew keeps what did not change and is the
history listed from nothing (issue 30: an undo on a 5,000-deal game refolded and relabelled all
of it); a preview tries its event on a copy of the fold, as a refold would."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine import SOCHI, EngineError, parse_event
from app.engine import sheet as folding
from app.services import GameService, ServiceError
from app.services.history import history_items
from app.services.incidents import score_incident
from app.services.loaded import load_game
from benchmarks.sample_games import random_event
from tests.services.helpers import PLAYERS

ACTIONS = st.lists(
    st.sampled_from(["deal", "deal", "deal", "undo", "redo", "correct"]), max_size=40
)


def fresh(service: GameService, game: int):  # type: ignore[no-untyped-def]
    """The game folded from its first event, nothing cached."""
    return load_game(service.store, game)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(actions=ACTIONS, seed=st.integers(0, 10**6))
def test_every_write_folds_as_the_whole_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, actions: list[str], seed: int
) -> None:
    monkeypatch.setattr(folding, "POINT_EVERY", 3)  # points every few events: all of them used
    rng = random.Random(seed)
    path = tmp_path / f"refold-{seed}.sqlite3"
    with GameService(path, backups=0) as service:
        game = service.create_game(PLAYERS, PLAYERS[0], SOCHI.with_options({"pool_size": 200}))
        for _ in range(8):  # a game under way
            _deal(service, game, rng)
        for action in actions:
            try:
                if action == "deal":
                    _deal(service, game, rng)
                elif action == "undo":
                    service.undo(game, service.last_seq(game))
                elif action == "redo":
                    service.redo(game, service.last_seq(game))
                else:
                    _correct(service, game, rng)
            except (ServiceError, EngineError):
                continue  # nothing to undo or redo, a correction the later deals refuse
            listed = service.history(game)  # kept from the history before where it can be
            cached = service.game(game)
            again = fresh(service, game)
            assert cached.sheet == again.sheet
            assert listed == history_items(again)  # listed anew, from nothing
            state = service.games._cache.load(game).state  # type: ignore[attr-defined]
            assert state.freeze() == again.state.freeze()
            assert (state.offences, state.next_deal_limits) == (
                again.state.offences,
                again.state.next_deal_limits,
            )
        path.unlink()


def test_a_preview_is_the_fold_with_one_more_event(tmp_path: Path) -> None:
    rng = random.Random(30)
    with GameService(tmp_path / "preview.sqlite3", backups=0) as service:
        game = service.create_game(PLAYERS, PLAYERS[0], SOCHI.with_options({"pool_size": 500}))
        for _ in range(70):
            _deal(service, game, rng)
        loaded = service.games._cache.load(game)  # type: ignore[attr-defined]
        event = parse_event(random_event(rng, loaded.state))
        before = loaded.state.freeze()
        preview = service.preview(game, event, service.last_seq(game))
        assert loaded.state.freeze() == before  # the cached fold is left as it was
        row = loaded.row  # every event from the start, then the one previewed
        state = folding.fold_state(
            loaded.rules, row.players, row.first_dealer, loaded.history.effective, score_incident
        )
        outcome = folding.apply_event(state, row.last_seq + 1, event)
        assert preview.sheet_after == state.freeze() and preview.entries == outcome.entries


def _deal(service: GameService, game: int, rng: random.Random) -> None:
    state = service.games._cache.load(game).state  # type: ignore[attr-defined]
    service.record(game, parse_event(random_event(rng, state)), service.last_seq(game))


def _correct(service: GameService, game: int, rng: random.Random) -> None:
    loaded = service.games._cache.load(game)  # type: ignore[attr-defined]
    effective = loaded.history.effective
    if not effective:
        return
    index = rng.randrange(len(effective))
    seq, _ = effective[index]
    state = loaded.fold(effective[:index])
    service.correct(game, seq, parse_event(random_event(rng, state)), service.last_seq(game))
