"""A game's header — players, rules, first dealer — is checked when the game is opened (issue 29,
D6): one bit flipped in a stored game's rules turned ``game_costs`` 10 into 50 and the game
opened and was scored by those rules, with no warning. Now each game row carries the digest of
its header (app/store/game_header.py) and such a game is refused as damaged, like any other
damage (docs/store.md, "What each failure does"), in a file and on a club server."""

from __future__ import annotations

import contextlib
import io
import shutil
import sqlite3
from pathlib import Path

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.cli import main
from app.services import DatabaseRefused, GameService, ServiceError
from app.store.postgres.backend import open_postgres
from app.store.postgres.server import init_server
from tests.pg_fixtures import Club
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY
from tests.store.test_failures import make_db

FIXTURES = Path(__file__).parents[1] / "store" / "fixtures"


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("header") / "club.sqlite3"
    make_db(path, games=2, deals=2)
    return path.read_bytes()


def _stored_header(path: Path, game_id: int) -> tuple[bytes, bytes, bytes]:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        row = conn.execute(
            "SELECT CAST(players AS BLOB), CAST(rules AS BLOB), CAST(first_dealer AS BLOB)"
            " FROM games WHERE id = ?",
            [game_id],
        ).fetchone()
    return row[0], row[1], row[2]


def _flip(data: bytes, needle: bytes, index: int, mask: int) -> bytes:
    """``data`` with one byte of the first occurrence of ``needle`` changed by ``mask`` (both
    games have the same rules: which one it hits, the test finds out)."""
    at = data.find(needle)
    assert at >= 0, needle
    damaged = bytearray(data)
    damaged[at + index] ^= mask
    return bytes(damaged)


# Each a single-bit change that leaves valid JSON and valid rules: read back, they are rules.
SILENT_FLIPS = [
    pytest.param(b'"game_costs": [2, 4, 6, 8, 10]', 28, 0x04, id="game_costs 10 -> 50"),
    pytest.param(b'"misere_cost": 10', 15, 0x02, id="misere_cost 10 -> 30"),
    pytest.param(b'"preset": "sochi"', 11, 0x20, id="preset sochi -> Sochi"),
    pytest.param(b'["Anna", "Boris", "Vera"]', 3, 0x08, id="players Anna -> Afna"),
]


@pytest.mark.parametrize(("needle", "index", "mask"), SILENT_FLIPS)
def test_a_header_changed_on_disk_is_a_damaged_game(
    pristine: bytes, tmp_path: Path, needle: bytes, index: int, mask: int
) -> None:
    path = tmp_path / "club.sqlite3"
    path.write_bytes(_flip(pristine, needle, index, mask))
    refused: list[int] = []
    with GameService(path, backups=0) as service:
        assert {g.id for g in service.list_games()} == {1, 2}
        for game_id in (1, 2):
            try:
                service.game(game_id)
            except ServiceError as error:
                assert error.code == "game_damaged"
                refused.append(game_id)
    assert len(refused) == 1  # the changed one; the other is untouched and opens
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(["export", str(path), str(refused[0]), str(tmp_path / "out.json")]) == 2
    assert "damaged" in err.getvalue(), err.getvalue()


@settings(
    max_examples=150,
    deadline=None,
    print_blob=False,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_no_bit_of_a_header_changes_a_game_silently(
    pristine: bytes, tmp_path: Path, data: st.DataObject
) -> None:
    """Any bit of game 1's stored players, rules or first dealer: the game is refused as
    damaged or reads exactly as written — never other rules, other names."""
    players, rules, dealer = _stored_header(_write(tmp_path, "p.sqlite3", pristine), 1)
    part = data.draw(st.sampled_from([players, rules, rules, dealer]), label="column")
    digits = [i for i, b in enumerate(part) if chr(b).isdigit()]  # where a flip reads as valid
    anywhere = st.integers(0, len(part) - 1)
    index = data.draw(st.one_of(st.sampled_from(digits), anywhere) if digits else anywhere)
    bit = data.draw(st.integers(0, 7), label="bit")
    with GameService(_write(tmp_path, "p.sqlite3", pristine), backups=0) as service:
        expected = {game_id: service.store.game(game_id) for game_id in (1, 2)}
    damaged = bytearray(pristine)
    damaged[pristine.find(part) + index] ^= 1 << bit
    path = _write(tmp_path, "d.sqlite3", bytes(damaged))
    try:
        service = GameService(path, backups=0)
    except DatabaseRefused:
        return  # the whole file refused: a flip in the page's structure
    with service:
        for game_id, row in expected.items():
            try:
                service.game(game_id)
            except ServiceError as error:
                assert error.code in ("game_damaged", "store_damaged"), error.code
                continue
            assert service.store.game(game_id) == row, "a changed header read as valid"


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("name", ["pulka-v1.sqlite3", "pulka-v2.sqlite3"])
def test_games_written_before_get_their_digest_once(tmp_path: Path, name: str) -> None:
    """A file from before the digest: migrating computes each game's from what it holds, so
    every game opens as before — and a later change of its rules is found."""
    path = tmp_path / name
    shutil.copyfile(FIXTURES / name, path)
    with GameService(path, backups=0) as service:
        ids = [g.id for g in service.list_games()]
        assert ids
        for game_id in ids:
            service.game(game_id)
    with contextlib.closing(sqlite3.connect(path)) as conn:
        assert (
            conn.execute("SELECT count(*) FROM games WHERE header_digest IS NULL").fetchone()[0]
            == 0
        )
        conn.execute(
            "UPDATE games SET rules = json_set(rules, '$.misere_cost', 50) WHERE id = ?", [ids[0]]
        )
        conn.commit()
    with GameService(path, backups=0) as service, pytest.raises(ServiceError) as refused:
        service.game(ids[0])
    assert refused.value.code == "game_damaged"


def _server_game(club: Club) -> int:
    with GameService(open_postgres(club.url("admin"))) as service:
        from app.engine import SOCHI

        game = service.create_game(PLAYERS, PLAYERS[0], SOCHI)
        service.record(game, ANNA_7H, 0)
        service.record(game, RASPASY, 1)
        return game


def test_a_header_changed_on_the_server_is_a_damaged_game(pg_club: Club) -> None:
    game = _server_game(pg_club)
    with psycopg.connect(pg_club.url(), autocommit=True) as conn:
        conn.execute(
            "UPDATE pulka.games SET rules = jsonb_set(rules, '{game_costs,4}', '50') WHERE id = %s",
            [game],
        )
    with GameService(open_postgres(pg_club.url("viewer"))) as service:
        with pytest.raises(ServiceError) as refused:
            service.game(game)
        assert refused.value.code == "game_damaged"


def test_a_server_set_up_before_gets_each_games_digest_once(pg_club: Club) -> None:
    """A server migrated from before ``m007_game_header_digest``: ``pulka server init`` gives
    every game already there its digest; the games open as before."""
    game = _server_game(pg_club)
    with psycopg.connect(pg_club.url(), autocommit=True) as conn:
        conn.execute("ALTER TABLE pulka.games DROP COLUMN header_digest")
        conn.execute("DELETE FROM pulka.schema_migrations WHERE name = 'm007_game_header_digest'")
    assert init_server(pg_club.url()) == ["m007_game_header_digest"]
    with GameService(open_postgres(pg_club.url("scorer"))) as service:
        assert service.game(game).last_seq == 2


@pytest.mark.parametrize(
    ("players", "first_dealer"),
    [(("Anna", "Boris", "Vera"), "Anna"), (("Аня", "Боря", "Вера", "Глеб"), "Глеб")],
)
def test_the_digest_is_hashlibs_sha256(players: tuple[str, ...], first_dealer: str) -> None:
    # game_header uses the interpreter's own SHA-256 to keep OpenSSL out of start-up.
    import hashlib
    import json

    from app.engine import SOCHI
    from app.store.game_header import header_digest

    rules = SOCHI.to_dict()
    text = json.dumps(
        {"players": list(players), "rules": rules, "first_dealer": first_dealer},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )
    assert header_digest(players, rules, first_dealer) == hashlib.sha256(text.encode()).hexdigest()
