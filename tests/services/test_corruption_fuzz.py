"""Any single changed byte of a small database ends in a coded refusal, never another
exception (issue 12, item 1): the file is refused (``DatabaseRefused``) or each call is answered
or refused with a ``ServiceError`` — a damaged game among them, the others still usable."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine import ManualEntry
from app.services import DatabaseRefused, GameService, ServiceError
from tests.store.test_failures import make_db


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("fuzz") / "small.sqlite3"
    make_db(path, games=2, deals=4)
    return path.read_bytes()


def exercise(path: Path) -> None:
    """Everything the app does with a database, each refusal allowed."""
    try:
        svc = GameService(path, backups=0)
    except DatabaseRefused:
        return
    with svc:
        for call in (svc.list_games, svc.list_players):
            with contextlib.suppress(ServiceError):
                call()
        try:
            ids = [g.id for g in svc.list_games()]
        except ServiceError:
            ids = [1, 2]
        for game_id in ids:
            for method in (svc.game, svc.history, svc.export_game, svc.undo_status):
                with contextlib.suppress(ServiceError):
                    method(game_id)
            try:
                view = svc.game(game_id)
                svc.record(game_id, ManualEntry(view.players[0], pool=1), view.last_seq)
            except ServiceError:
                pass
            except Exception as error:  # the engine's refusal of this entry is fine too
                from app.engine import EngineError

                assert isinstance(error, EngineError), error


@settings(
    max_examples=300,
    print_blob=False,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_one_changed_byte_is_only_ever_a_coded_refusal(
    pristine: bytes, tmp_path: Path, data: st.DataObject
) -> None:
    offset = data.draw(st.integers(0, len(pristine) - 1), label="offset")
    byte = data.draw(st.integers(0, 255).filter(lambda b: b != pristine[offset]), label="byte")
    damaged = bytearray(pristine)
    damaged[offset] = byte
    path = tmp_path / f"fuzz-{offset}-{byte}.sqlite3"
    path.write_bytes(bytes(damaged))
    try:
        exercise(path)
    finally:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)


@pytest.mark.parametrize("text", [b'"declarer":"Anna"', b'"Boris"', b'"preset": "sochi"', b"open"])
def test_every_byte_of_a_stored_text_changed(pristine: bytes, tmp_path: Path, text: bytes) -> None:
    """Deterministic companion of the fuzz: each byte of a few stored texts, flipped."""
    start = pristine.index(text)
    for offset in range(start, start + len(text)):
        for byte in (0x00, 0x22, 0x7B, 0xFF):
            damaged = bytearray(pristine)
            damaged[offset] = byte
            path = tmp_path / f"t-{offset}-{byte}.sqlite3"
            path.write_bytes(bytes(damaged))
            exercise(path)


def test_a_last_seq_beyond_the_log_is_a_damaged_game(tmp_path: Path) -> None:
    """Found by the fuzz: ``last_seq`` 89 over 4 events made Undo's label an IndexError."""
    path = tmp_path / "p.sqlite3"
    damaged, healthy = make_db(path, games=2, deals=4)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE games SET last_seq = 89 WHERE id = ?", [damaged])
    conn.close()
    with GameService(path, backups=0) as svc:
        with pytest.raises(ServiceError) as error:
            svc.game(damaged)
        assert error.value.code == "game_damaged"
        assert svc.game(healthy).last_seq == 4


def test_a_schema_that_is_not_utf8_is_damaged(tmp_path: Path) -> None:
    """Found by the fuzz: SQLite quoted a damaged schema in its error message, which Python
    could not decode (UnicodeDecodeError instead of sqlite3.Error)."""
    path = tmp_path / "p.sqlite3"
    make_db(path, games=1, deals=1)
    data = bytearray(path.read_bytes())
    # The events table's CHECK (the roster log has the same one): recording a deal runs it.
    events = data.index(b"CREATE TABLE events")
    at = data.index(b"CHECK (json_valid(payload))", events) + len(b"CHECK (")
    data[at] = 0x80
    path.write_bytes(bytes(data))
    exercise(path)  # refused at opening, or each call refused with a code
    with pytest.raises((DatabaseRefused, ServiceError)), GameService(path, backups=0) as svc:
        game = svc.list_games()[0]
        svc.record(game.id, ManualEntry("Anna", pool=1), game.last_seq)
