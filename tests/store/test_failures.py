"""Every failure of the file is a coded refusal or a read-only opening, never a traceback
(issue 12, items 1–5; docs/store.md, "What each failure does")."""

from __future__ import annotations

import hashlib
import sqlite3
import sys
import time
from pathlib import Path

import pytest

from app.engine import SOCHI, Deal, Raspasy
from app.services import DatabaseRefused, GameService, ServiceError
from app.store.db import configure, open_connection
from tests.services.helpers import ANNA_7H, PLAYERS, RASPASY
from tests.store.failing_fs import fill, immutable, remount_read_only, tmpfs


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def make_db(path: Path, games: int = 2, deals: int = 3) -> list[int]:
    """A closed database with ``games`` games of ``deals`` events each; their ids."""
    ids = []
    with GameService(path, backups=0) as svc:
        for n in range(games):
            names = PLAYERS if n == 0 else tuple(f"{p}{n}" for p in PLAYERS)
            game = svc.create_game(names, names[0], SOCHI)
            for seq in range(deals):
                svc.record(game, _deal(names, seq), seq)
            ids.append(game)
    return ids


def _deal(names: tuple[str, ...], seq: int) -> Deal | Raspasy:
    if names == PLAYERS:
        return ANNA_7H if seq % 2 else RASPASY
    return Raspasy(dict(zip(names, (0, 6, 4), strict=True)))


def corrupt(path: Path, needle: bytes, offset: int, byte: int) -> None:
    """Change one byte of the first occurrence of ``needle`` in the closed database file."""
    data = bytearray(path.read_bytes())
    at = data.index(needle) + offset
    data[at] = byte
    path.write_bytes(bytes(data))


# -- item 1: one undecodable row --------------------------------------------------------------


@pytest.mark.parametrize(
    ("needle", "offset", "byte", "what"),
    [
        (b'"declarer":"Anna"', 10, ord(";"), "payload is not valid JSON"),
        (b'"declarer":"Anna"', 13, 0xFF, "not UTF-8"),
        (b'["Anna", "Boris", "Vera"]', 3, 0xFF, "players is not UTF-8"),
        (b'["Anna", "Boris", "Vera"]', 0, ord("{"), "players is not valid JSON"),
    ],
)
def test_an_undecodable_row_refuses_its_game_only(
    tmp_path: Path, needle: bytes, offset: int, byte: int, what: str
) -> None:
    path = tmp_path / "p.sqlite3"
    damaged, healthy = make_db(path)
    corrupt(path, needle, offset, byte)
    with GameService(path, backups=0) as svc:
        listed = {g.id: g for g in svc.list_games()}
        assert set(listed) == {damaged, healthy}
        assert listed[healthy].damaged is False
        with pytest.raises(ServiceError) as error:
            svc.game(damaged)
            svc.history(damaged)
        assert error.value.code == "game_damaged"
        assert error.value.params["game_id"] == damaged
        assert what in error.value.params["detail"]
        if needle.startswith(b'"declarer"'):
            assert error.value.params["players"] == "Anna, Boris, Vera"
        assert svc.game(healthy).last_seq == 3  # the others stay usable
        svc.record(healthy, _deal(listed[healthy].players, 3), 3)


def test_the_game_list_survives_rules_that_are_not_json(tmp_path: Path) -> None:
    """``json_extract`` raised for the whole list ("malformed JSON")."""
    path = tmp_path / "p.sqlite3"
    ids = make_db(path)
    corrupt(path, b'"preset": "sochi"', 0, ord("'"))  # one of the two games' rules
    with GameService(path, backups=0) as svc:
        listed = svc.list_games()
        assert sorted(g.id for g in listed) == sorted(ids)
        (damaged,) = [g.id for g in listed if g.damaged]
        (healthy,) = [g.id for g in listed if not g.damaged]
        with pytest.raises(ServiceError, match="game_damaged"):
            svc.game(damaged)
        assert svc.game(healthy).last_seq == 3


def test_export_of_a_damaged_game_is_one_line_exit_2(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from app.cli import main

    path = tmp_path / "p.sqlite3"
    damaged, _ = make_db(path)
    corrupt(path, b'"declarer":"Anna"', 10, ord(";"))
    assert main(["export", str(path), str(damaged), "-"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("pulka: ") and "\n" not in err
    assert f"Game {damaged} (Anna, Boris, Vera) is damaged and cannot be opened" in err


# -- item 2: a healthy file in a place that cannot be written -----------------------------------


def _assert_read_only(path: Path, game: int) -> None:
    with GameService(path) as svc:
        assert svc.read_only
        assert [w.code for w in svc.warnings] == ["read_only"]
        assert svc.game(game).last_seq == 3
        assert svc.export_game(game)["players"] == list(PLAYERS)
        with pytest.raises(ServiceError) as error:
            svc.record(game, RASPASY, 3)
        assert error.value.code == "read_only"


def test_a_read_only_folder_opens_read_only(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from app.cli import main

    with tmpfs(tmp_path / "mnt") as folder:
        path = folder / "p.sqlite3"
        game, _ = make_db(path)
        before = digest(path)
        remount_read_only(folder)
        _assert_read_only(path, game)
        assert main(["export", str(path), str(game), "-"]) == 0
        exported = capsys.readouterr().out
        assert '"Anna"' in exported
        (tmp_path / "game.json").write_text(exported, encoding="utf-8")
        assert main(["import", str(path), str(tmp_path / "game.json")]) == 2
        err = capsys.readouterr().err
        assert err == "pulka: The file is open read-only: nothing can be recorded.\n"
        assert digest(path) == before


def test_an_immutable_file_opens_read_only(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    game, _ = make_db(path)
    before = digest(path)
    with immutable(path):
        _assert_read_only(path, game)
    assert digest(path) == before


def test_a_read_only_folder_with_no_database_is_refused(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "mnt") as folder:
        remount_read_only(folder)
        with pytest.raises(DatabaseRefused) as error:
            GameService(folder / "new.sqlite3")
        assert error.value.code == "cannot_create"


def test_a_backups_folder_that_cannot_be_written_is_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    game, _ = make_db(path)
    backups = tmp_path / "backups"
    backups.mkdir()
    with immutable(backups), GameService(path) as svc:
        assert not svc.read_only
        assert [w.code for w in svc.warnings] == ["backup_failed"]
        svc.record(game, RASPASY, 3)  # still writable


def test_a_full_disk_opens_and_refuses_writes_with_a_code(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "mnt", size="1m") as folder:
        path = folder / "p.sqlite3"
        game, _ = make_db(path)
        fill(folder)
        with GameService(path) as svc:  # no room for the WAL index or the daily backup
            assert svc.game(game).last_seq == 3
            codes = {w.code for w in svc.warnings}
            assert codes <= {"read_only", "backup_failed"} and codes
            with pytest.raises(ServiceError) as error:
                for seq in range(3, 400):  # the WAL grows until the disk refuses
                    svc.record(game, RASPASY, seq)
            assert error.value.code in {"read_only", "disk_full", "store_io"}


def test_a_disk_that_fills_while_playing_refuses_the_write(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "mnt", size="1m") as folder:
        path = folder / "p.sqlite3"
        game, _ = make_db(path)
        with GameService(path, backups=0) as svc:
            assert not svc.read_only
            fill(folder)
            with pytest.raises(ServiceError) as error:
                for seq in range(3, 400):  # the WAL grows until the disk refuses
                    svc.record(game, RASPASY, seq)
            assert error.value.code in {"disk_full", "store_io"}
            last = svc.last_seq(game)
            (folder / "filler").unlink()
            assert svc.record(game, RASPASY, last).seq == last + 1  # nothing half-written


# -- item 3: every sqlite3.Error on write is coded; a lock is waited for in short steps ---------


def test_a_write_failure_is_a_coded_refusal(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    game, _ = make_db(path)
    with GameService(path, backups=0) as svc:
        svc.store.conn.execute("PRAGMA query_only = ON")  # every write now fails inside SQLite
        with pytest.raises(ServiceError) as error:
            svc.record(game, RASPASY, 3)
        assert error.value.code == "store_read_only"
        svc.store.conn.execute("PRAGMA query_only = OFF")
        svc.record(game, RASPASY, 3)  # the failed call left no transaction open


def test_a_lock_is_waited_for_in_short_steps_and_can_be_given_up(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    game, _ = make_db(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    calls: list[int] = []

    def give_up_after_three(attempt: int) -> bool:
        calls.append(attempt)
        return 0 < attempt < 3

    with GameService(path, backups=0, on_busy=give_up_after_three, busy_timeout_ms=50) as svc:
        start = time.monotonic()
        with pytest.raises(ServiceError) as error:
            svc.record(game, RASPASY, 3)
        assert error.value.code == "store_busy"
        assert time.monotonic() - start < 2  # not one 10-second freeze per try
        assert calls == [1, 2, 3, 0]

        def release_on_second(attempt: int) -> bool:
            if attempt == 2:
                holder.execute("ROLLBACK")
            return attempt > 0

        svc.on_busy = release_on_second
        assert svc.record(game, RASPASY, 3).seq == 4
    holder.close()


# -- item 4: a locked healthy file is in use, not damaged ---------------------------------------


def test_a_file_held_exclusively_is_in_use_not_damaged(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    make_db(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("COMMIT")  # the exclusive lock is kept after the first write
    try:
        with pytest.raises(DatabaseRefused) as error:
            GameService(path)
        assert error.value.code == "in_use"
    finally:
        holder.close()
    GameService(path, backups=0).close()  # released: opens


# -- item 5: a read-only command never writes; two first starts at once ------------------------


@pytest.mark.parametrize("kind", ["zero bytes", "empty SQLite"])
def test_export_never_writes_a_schema(tmp_path: Path, kind: str, capsys) -> None:  # type: ignore[no-untyped-def]
    from app.cli import main

    path = tmp_path / "empty.sqlite3"
    if kind == "zero bytes":
        path.touch()
    else:
        sqlite3.connect(path).close()
        with sqlite3.connect(path) as conn:
            conn.execute("PRAGMA user_version = 0")
    before = path.read_bytes()
    listing = sorted(p.name for p in tmp_path.iterdir())
    assert main(["export", str(path), "1", "-"]) == 2
    assert "holds no Pulka database" in capsys.readouterr().err
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == listing


def _start(path: str, barrier) -> str:  # type: ignore[no-untyped-def]
    barrier.wait()
    try:
        GameService(path, backups=0).close()
    except BaseException as error:
        return f"{type(error).__name__}: {error}"
    return "ok"


def test_two_first_starts_at_the_same_instant(tmp_path: Path) -> None:
    import multiprocessing

    context = multiprocessing.get_context("fork")
    with context.Manager() as manager, context.Pool(2) as pool:
        for round_ in range(25):
            path = str(tmp_path / f"new{round_}.sqlite3")
            barrier = manager.Barrier(2)
            results = pool.starmap(_start, [(path, barrier), (path, barrier)])
            assert results == ["ok", "ok"], (round_, results)


# -- item 7: durability on macOS -------------------------------------------------------------


def test_fullfsync_on_macos(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    conn = sqlite3.connect(":memory:")
    configure(conn)
    assert conn.execute("PRAGMA fullfsync").fetchone()[0] == 1
    assert conn.execute("PRAGMA checkpoint_fullfsync").fetchone()[0] == 1
    monkeypatch.setattr(sys, "platform", "linux")
    other = sqlite3.connect(":memory:")
    configure(other)
    assert other.execute("PRAGMA fullfsync").fetchone()[0] == 0


def test_open_connection_reports_read_only_through_the_store_alone(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    make_db(path)
    with immutable(path):
        opened = open_connection(path, backups=0)
        assert opened.read_only
        opened.conn.close()
