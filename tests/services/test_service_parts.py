"""The service's parts working together: typed changes, the game a write hands back, the bounded
cache of folded games (app/services/loaded.py), a store handed in from outside."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.engine import SOCHI
from app.services import Changes, GameService, ServiceError, open_backend
from app.services.loaded import CACHE_SIZE
from app.services.results import GameMark
from app.store.backend import Backend, Permissions
from app.store.errors import StoreError
from app.store.protocol import GameStatus
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY


@pytest.fixture
def service(tmp_path: Path):
    with GameService(open_backend(tmp_path / "p.sqlite3", backups=0)) as svc:
        yield svc


def test_each_write_says_what_it_changed(service: GameService) -> None:
    game = service.create_game(PLAYERS, "Anna", SOCHI)

    def action(seq: int) -> Changes:
        mark = (GameMark(game, seq, "open"),)
        return Changes(
            sheet=True, undo=True, history=True, game_list=True, summaries=True, games=mark
        )

    def status(seq: int, now: GameStatus) -> Changes:
        mark = (GameMark(game, seq, now),)
        return Changes(
            undo=True, history=True, status=True, game_list=True, summaries=True, games=mark
        )

    assert service.record(game, ANNA_7H, 0).changes == action(1)
    assert service.undo(game, 1).changes == action(2)
    assert service.redo(game, 2).changes == action(3)
    assert service.correct(game, 1, ANNA_7H, 3).changes == Changes()  # the same deal: nothing
    assert service.finish_game(game, 3).changes == status(4, "finished")
    assert service.reopen_game(game, 4).changes == status(5, "open")


def test_the_game_a_write_hands_back_is_the_game_as_stored(service: GameService) -> None:
    """The window redraws from the result instead of asking again: they must be equal."""
    game = service.create_game(PLAYERS, "Anna", SOCHI)
    writes = (
        lambda: service.record(game, ANNA_7H, 0),
        lambda: service.record(game, RASPASY, 1),
        lambda: service.undo(game, 2),
        lambda: service.finish_game(game, 3),
        lambda: service.reopen_game(game, 4),
    )
    for write in writes:
        result = write()
        assert result.view == service.game(game)
        assert (result.game_id, result.seq) == (game, service.last_seq(game))
        assert result.sheet == result.view.sheet and result.undo_status == result.view.undo_status
    assert result.view.status == "open" and result.view.last_seq == 5


def test_the_cache_keeps_at_most_its_size_and_a_dropped_game_loads_again(
    service: GameService,
) -> None:
    games = [service.create_game(PLAYERS, "Anna", SOCHI) for _ in range(CACHE_SIZE + 3)]
    for number, game in enumerate(games):
        service.record(game, ANNA_7H, 0)
        assert service.sheet(game).pool["Anna"] == 4, number
    cache = service._cache
    assert sum(game in cache for game in games) == CACHE_SIZE
    assert games[0] not in cache and games[-1] in cache  # the least recently used went first
    assert service.last_seq(games[0]) == 1 and service.sheet(games[0]).pool["Anna"] == 4
    assert games[0] in cache and games[1] not in cache


def test_a_store_handed_in_is_closed_with_the_service(tmp_path: Path) -> None:
    backend = open_backend(tmp_path / "p.sqlite3", backups=0)
    store = backend.games
    service = GameService(backend)
    game = service.create_game(PLAYERS, "Anna", SOCHI)
    service.close()
    with pytest.raises(StoreError):  # its connection is closed
        store.game(game)


def test_a_write_to_a_read_only_store_is_refused_before_the_store_is_asked(
    tmp_path: Path,
) -> None:
    class ReadOnly:
        """Any store that says it cannot be written: the service must not even begin."""

        read_only = True
        warnings = ()
        location = ""

        def transaction(self):  # pragma: no cover - must not be reached
            raise AssertionError("a transaction was begun on a read-only store")

        def close(self) -> None:
            pass

    store = ReadOnly()
    backend = Backend(store, Permissions.of_file(False), "")  # type: ignore[arg-type]
    service = GameService(backend)
    with pytest.raises(ServiceError) as refused:
        service.create_game(PLAYERS, "Anna", SOCHI)
    assert refused.value.code == "read_only"
