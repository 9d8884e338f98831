"""Per-game summaries: kept across a restart, rebuilt lazily after any change — by this
process or another — and equal to a full replay of every game (docs/statistics.md,
"Summaries")."""

from __future__ import annotations

import contextlib
import json
import random
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine import SOCHI, Call, Contract, Deal, Raspasy
from app.engine.errors import CodedError
from app.engine.gamefile import parse_event
from app.engine.rules import preset_rules
from app.services import GameService
from app.services.stats import StatsService, build_summary
from app.stats.summary_sql import SqlSummaryStore
from app.stats.summary_store import GameFilter
from app.store.sqlite_backend import sqlite_backend
from app.store.sqlite_store import SqliteStore
from app.store.sqlite_summaries import SqliteSummaryTables
from tests.stats.random_events import KINDS, state_of, wide_event
from tests.store.failing_fs import immutable

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ("Anna", "Boris", "Vera")
SEVEN = Deal(
    "Anna",
    Contract.parse("7h"),
    {"Boris": Call.WHIST, "Vera": Call.PASS},
    {"Anna": 7, "Boris": 2, "Vera": 1},
)


def summary_rows(conn: sqlite3.Connection) -> list[tuple[object, ...]]:
    return conn.execute("SELECT * FROM stats_lines ORDER BY game_id, player").fetchall()


def make_db(path: Path, games: int = 3) -> list[int]:
    ids = []
    with GameService(path, backups=0) as service:
        for _ in range(games):
            game = service.create_game(PLAYERS, "Vera", SOCHI)
            service.record(game, SEVEN, 0)
            ids.append(game)
    return ids


def test_summaries_survive_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    make_db(path)
    with StatsService.open(path) as stats:
        assert stats.refresh() == 3
        before = [f.result for f in stats.figures()]
    with StatsService.open(path) as stats:
        assert stats.refresh() == 0  # nothing rebuilt: the stored summaries are fresh
        assert [f.result for f in stats.figures()] == before


def test_a_change_by_another_process_is_rebuilt(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    game = make_db(path)[1]
    with StatsService.open(path) as stats:
        stats.refresh()
        assert {f.player: f.games for f in stats.figures()}["Anna"] == 3
        raspasy_before = {f.player: f.raspasy.played for f in stats.figures()}
        # Another process records a raspasy in game 2 while this one stays open.
        script = textwrap.dedent(f"""
            from app.engine import Raspasy
            from app.services import GameService
            with GameService({str(path)!r}, backups=0) as service:
                service.record({game}, Raspasy({{"Anna": 2, "Boris": 3, "Vera": 5}}),
                               service.last_seq({game}))
        """)
        subprocess.run([sys.executable, "-c", script], cwd=ROOT, check=True)
        figures = {f.player: f for f in stats.figures()}
        assert {n: f.raspasy.played for n, f in figures.items()} == {
            n: v + 1 for n, v in raspasy_before.items()
        }
        assert figures["Vera"].raspasy.tricks == 5
        assert stats.refresh() == 0


def test_undo_and_correction_rebuild_the_summary(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as service:
        game = service.create_game(PLAYERS, "Vera", SOCHI)
        service.record(game, SEVEN, 0)
        stats = StatsService(service.backend)
        assert stats.figures()[0].contracts[1].made == 1  # Anna's 7♥
        service.correct(
            game,
            1,
            Deal(
                "Anna",
                Contract.parse("7h"),
                {"Boris": Call.WHIST, "Vera": Call.PASS},
                {"Anna": 6, "Boris": 3, "Vera": 1},
            ),
            1,
        )
        season_before = stats.season()
        rating_before = stats.rating()
        anna = stats.figures(players=["Anna"])[0]
        assert (anna.contracts[1].made, anna.contracts[1].failed) == (0, 1)
        assert stats.season() == season_before and stats.rating() == rating_before
        # Remembered results and ratings are dropped as soon as anything is written.
        service.record(game, Raspasy({"Anna": 0, "Boris": 4, "Vera": 6}), 2)
        assert stats.season() != season_before and stats.rating() != rating_before
        service.undo(game, 3)
        service.undo(game, 4)  # takes the correction back: the deal as first recorded
        assert stats.figures(players=["Anna"])[0].contracts[1].made == 1
        service.undo(game, 5)  # and the deal itself: nothing in effect, the game counts nowhere
        assert stats.figures() == []


def test_a_rename_in_the_game_row_rebuilds(tmp_path: Path) -> None:
    """The roster's rename changes the stored players, not the log: the summary follows."""
    path = tmp_path / "club.sqlite3"
    make_db(path, games=1)
    with StatsService.open(path) as stats:
        stats.refresh()
        stats.games.conn.execute(
            "UPDATE games SET players = ? WHERE id = 1",
            [json.dumps(["Anna", "Borya", "Vera"])],
        )
        # The fold reads the players of the row, and the log names Boris: the game no longer
        # folds, so it is left out as damaged rather than counted under the old name.
        assert [f.player for f in stats.figures()] == []
        assert stats.report().skipped == (1,)


def test_a_new_summary_version_rebuilds_everything(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "club.sqlite3"
    make_db(path)
    with StatsService.open(path) as stats:
        stats.refresh()
        import app.services.stats as module

        monkeypatch.setattr(module, "SUMMARY_VERSION", module.SUMMARY_VERSION + 1)
        assert stats.refresh() == 3


def test_a_deleted_game_leaves_the_figures(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    make_db(path)
    with StatsService.open(path) as stats:
        stats.refresh()
        conn = stats.games.conn
        conn.execute("DROP TRIGGER events_no_delete")
        conn.execute("DELETE FROM events WHERE game_id = 3")
        conn.execute("DELETE FROM game_players WHERE game_id = 3")
        conn.execute("DELETE FROM games WHERE id = 3")
        assert {f.player: f.games for f in stats.figures()} == dict.fromkeys(PLAYERS, 2)
        assert conn.execute("SELECT count(*) FROM stats_games").fetchone()[0] == 2


def test_a_damaged_game_is_skipped_and_the_others_count(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    make_db(path)
    conn = sqlite3.connect(path)
    (trigger,) = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'events_no_update'")
    conn.execute("DROP TRIGGER events_no_update")
    conn.execute("UPDATE events SET payload = '{\"type\": 5}' WHERE game_id = 2")
    conn.execute(trigger[0])  # back as written: the damage is the row's, the schema is whole
    conn.commit()
    conn.close()
    with StatsService.open(path) as stats:
        report = stats.report()
        assert report.skipped == (2,)
        assert {f.player: f.games for f in report.figures} == dict.fromkeys(PLAYERS, 2)


def test_players_that_are_not_text_do_not_stop_the_statistics(tmp_path: Path) -> None:
    """A damaged byte in one game's players (not UTF-8) leaves that game out, nothing more."""
    path = tmp_path / "club.sqlite3"
    make_db(path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE games SET players = CAST(X'5b22ff225d' AS BLOB) WHERE id = 3")
    conn.commit()
    conn.close()
    with StatsService.open(path) as stats:
        report = stats.report()
        assert report.skipped == (3,)
        assert {f.player: f.games for f in report.figures} == dict.fromkeys(PLAYERS, 2)
        assert stats.refresh() == 0  # the damaged game's summary is fresh: not rebuilt again


def test_a_read_only_database_keeps_summaries_for_the_session(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    make_db(path)
    with StatsService.open(path) as stats:
        stats.refresh()
        expected = stats.figures()
    with GameService(path, backups=0) as service:
        service.record(1, SEVEN, 1)  # game 1 is stale now
    for name in ("club.sqlite3-wal", "club.sqlite3-shm"):
        (tmp_path / name).unlink(missing_ok=True)
    before = path.read_bytes()
    with immutable(path, tmp_path), StatsService.open(path) as stats:
        assert stats.store.read_only  # type: ignore[attr-defined]
        assert stats.refresh() == 1
        figures = stats.figures()
        assert {f.player: f.games for f in figures} == dict.fromkeys(PLAYERS, 3)
        assert figures != expected
    assert path.read_bytes() == before


# -- the property: summaries kept up lazily equal a full replay of every game ------------------

PRESETS = ("sochi", "leningrad", "rostov")
TABLE_KINDS = ("deal", "raspasy", "entry", "incident")


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    seed=st.integers(0, 10_000),
    actions=st.lists(
        st.sampled_from(
            ["event", "event", "event", "event", "undo", "redo", "correct", "stats", "new"]
        ),
        min_size=1,
        max_size=30,
    ),
)
def test_lazy_summaries_equal_a_full_replay(tmp_path: Path, seed: int, actions: list[str]) -> None:
    """Every kind of event the log holds (tests/stats/random_events.py: deals, misères,
    half-whists, raspasy, manual entries, incidents with and without a carried deal, games
    given up three down), undone, redone and corrected into any other kind, in three- and
    four-handed games of three presets."""
    rng = random.Random(seed)
    # A fresh folder per example: hypothesis replays an example (shrinking, the failing case),
    # and a file left by the first run would be reopened with its games.
    path = Path(tempfile.mkdtemp(dir=tmp_path)) / "p.sqlite3"
    with GameService(path, backups=0) as service:
        stats = StatsService(service.backend)
        games: list[int] = []
        for action in actions:
            if action == "new" or not games:
                seats = rng.choice([PLAYERS, (*PLAYERS, "Gleb")])
                options = {"pool_size": 200, "concede_three_down": rng.random() < 0.5}
                rules = preset_rules(rng.choice(PRESETS)).with_options(options)
                games.append(service.create_game(seats, seats[0], rules))
                continue
            game = rng.choice(games)
            seq = service.last_seq(game)
            status = service.undo_status(game)
            if action == "event":
                _kind, event = wide_event(rng, state_of(service, game))
                service.record(game, parse_event(event), seq)
            elif action == "undo" and status.undo is not None:
                service.undo(game, seq)
            elif action == "redo" and status.redo is not None:
                service.redo(game, seq)
            elif action == "correct":
                # Any table event in effect, replaced by any event legal where it stood; one
                # that a later deal contradicts is refused (and nothing is written).
                targets = [
                    (h.seq, h.target or h.seq)  # a correction stands where its original stood
                    for h in service.history(game)
                    if h.kind in (*TABLE_KINDS, "corrected") and h.entries and not h.replaced
                ]
                if targets:
                    target, original = rng.choice(targets)
                    _kind, event = wide_event(rng, state_of(service, game, before=original))
                    with contextlib.suppress(CodedError):
                        service.correct(game, target, parse_event(event), seq)
            elif action == "stats":
                stats.figures()
        lazy = stats.report()
        lazy_rows = summary_rows(service.store.conn)
        # A full replay: every summary built again from the log, in a fresh in-memory store.
        fresh = sqlite3.connect(":memory:")
        fresh.execute(f"ATTACH DATABASE '{path}' AS src")
        for table in ("games", "events", "players", "game_players"):
            fresh.execute(f"CREATE TABLE {table} AS SELECT * FROM src.{table}")
        store = SqlSummaryStore(SqliteSummaryTables(fresh))
        store.save(build_summary(SqliteStore(fresh), store, game_id) for game_id in games)
        assert summary_rows(fresh) == lazy_rows
        assert StatsService(sqlite_backend(SqliteStore(fresh)), store=store).report() == lazy
        # And each summary's result is the service's own settlement of the game.
        for game_id in games:
            view = service.game(game_id)
            if view.sheet.table.deals_played == 0:
                continue
            rows = dict(
                service.store.conn.execute(
                    "SELECT player, result FROM stats_lines WHERE game_id = ?", [game_id]
                ).fetchall()
            )
            assert rows == {p: str(v) for p, v in view.settlement.result.items()}
        assert lazy.where == GameFilter()


def test_the_property_meets_every_kind_of_event(tmp_path: Path) -> None:
    """What the property test draws from is what the service records: every kind of event is
    recorded (none refused) and corrected into another, in every preset and both seatings."""
    rng = random.Random(16)
    recorded: dict[str, int] = dict.fromkeys(KINDS, 0)
    corrected: set[str] = set()
    with GameService(tmp_path / "kinds.sqlite3", backups=0) as service:
        for preset in PRESETS:
            for seats in (PLAYERS, (*PLAYERS, "Gleb")):
                rules = preset_rules(preset).with_options(
                    {"pool_size": 200, "concede_three_down": True}
                )
                game = service.create_game(seats, seats[0], rules)
                for _ in range(40):
                    kind, event = wide_event(rng, state_of(service, game))
                    service.record(game, parse_event(event), service.last_seq(game))
                    recorded[kind] += 1
                for item in service.history(game)[::4]:
                    kind, event = wide_event(rng, state_of(service, game, before=item.seq))
                    with contextlib.suppress(CodedError):
                        service.correct(game, item.seq, parse_event(event), service.last_seq(game))
                        corrected.add(item.kind)
    assert all(recorded.values()), recorded
    assert corrected == set(TABLE_KINDS), corrected
