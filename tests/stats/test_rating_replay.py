"""The rating replayed from the first changed game (app/stats/rating.py, RatingReplay) equals a
full recomputation, bit for bit, after any corrections, deletions, merges and new games; and
the service replays only what changed (issue 16: the first report after a change)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import SOCHI, Call, Contract, Deal
from app.services import GameService
from app.services.stats import StatsService
from app.stats.amounts import SCALE
from app.stats.rating import RatingReplay, rate
from app.stats.summary_store import GameFilter, GameResult

ALL = GameFilter()

NAMES = ("A", "B", "C", "D", "E", "F")


@st.composite
def games(draw: st.DrawFn, gid: int) -> GameResult:
    names = tuple(draw(st.permutations(NAMES))[: draw(st.sampled_from((3, 4)))])
    results = tuple(draw(st.integers(-3, 3)) * SCALE for _ in names)
    return GameResult(gid, f"2026-09-{gid % 28 + 1:02d}", 5, names, results, results)


@st.composite
def club_and_changes(draw: st.DrawFn) -> tuple[list[GameResult], list[tuple[str, int, int]]]:
    count = draw(st.integers(0, 40))
    club = [draw(games(gid)) for gid in range(1, count + 1)]
    changes = draw(
        st.lists(
            st.tuples(
                st.sampled_from(("correct", "delete", "merge", "insert", "append", "none")),
                st.integers(0, 10**6),
                st.integers(0, 10**6),
            ),
            max_size=8,
        )
    )
    return club, changes


def apply(club: list[GameResult], change: tuple[str, int, int], draw_game: GameResult) -> None:
    """One change of the list the rating reads, as a correction, a deleted game, a merge of two
    players, an imported older game or tonight's new game would make it."""
    kind, a, b = change
    if kind == "correct" and club:
        i = a % len(club)
        old = club[i]
        turned = old.scaled_results[1:] + old.scaled_results[:1]  # another order of places
        club[i] = old._replace(scaled_results=turned, scaled_money=turned)
    elif kind == "delete" and club:
        del club[a % len(club)]
    elif kind == "merge":
        source, into = NAMES[a % len(NAMES)], NAMES[b % len(NAMES)]
        if source != into and not any(source in g.players and into in g.players for g in club):
            for i, g in enumerate(club):
                players = tuple(into if p == source else p for p in g.players)
                club[i] = g._replace(players=players)
    elif kind == "insert":
        club.insert(a % (len(club) + 1), draw_game)
    elif kind == "append":
        club.append(draw_game)


@settings(max_examples=150, deadline=None)
@given(data=club_and_changes(), every=st.sampled_from((1, 3, 7, 250)), extra=st.data())
def test_the_replay_equals_a_full_recomputation(data, every, extra) -> None:  # type: ignore[no-untyped-def]
    club, changes = data
    replay = RatingReplay(every)
    assert replay.rate(club) == rate(club)
    for number, change in enumerate(changes):
        apply(club, change, extra.draw(games(1000 + number)))
        assert replay.rate(club) == rate(club)  # floats compared exactly: the same arithmetic


def test_a_change_in_the_last_game_replays_only_the_last_stretch() -> None:
    club = [
        GameResult(g, "", 5, ("A", "B", "C"), (g % 3, 0, -(g % 3)), (0, 0, 0)) for g in range(1000)
    ]
    replay = RatingReplay(100)
    replay.rate(club)
    assert replay.replayed == 1000
    club[-1] = club[-1]._replace(scaled_results=(-1, 0, 1))
    assert replay.rate(club) == rate(club) and replay.replayed == 100
    club.append(GameResult(1000, "", 5, ("A", "B", "D"), (1, 0, -1), (0, 0, 0)))
    assert replay.rate(club) == rate(club) and replay.replayed == 1
    assert replay.rate(club) == rate(club) and replay.replayed == 0  # nothing changed


def test_the_service_rating_follows_corrections_deletions_and_merges(tmp_path: Path) -> None:
    """Through the service: after each change its rating is the full recomputation over the
    games as they are now."""
    with GameService(tmp_path / "club.sqlite3", backups=0) as service:
        made = []
        for players in (("A", "B", "C"), ("B", "C", "A"), ("A", "B", "C"), ("Вика", "B", "C")):
            game = service.create_game(players, players[-1], SOCHI)
            first, second, third = players
            calls = {second: Call.WHIST, third: Call.PASS}
            tricks = {first: 7, second: 2, third: 1}
            service.record(game, Deal(first, Contract.parse("7h"), calls, tricks), 0)
            made.append(game)
        stats = StatsService(service.backend)

        def check() -> None:
            assert stats.rating() == rate(stats.results())

        check()
        passed = Deal("B", Contract.parse("6s"), {"Вика": Call.PASS, "C": Call.PASS}, {})
        service.record(made[-1], passed, service.last_seq(made[-1]))  # tonight's next deal
        check()
        roster = service.roster
        roster.delete_game(made[1])
        check()
        roster.merge_players("Вика", "A")
        check()
        roster.undo()
        check()
        roster.undo()  # the deleted game back
        check()


def test_two_databases_share_the_replay_safely(tmp_path: Path) -> None:
    """The replay is shared by every service of the process (each window makes its own): a
    second database, asked in between, still gets its own rating, and back again."""
    services = []
    for name, players in (("one", ("A", "B", "C")), ("two", ("C", "B", "A"))):
        service = GameService(tmp_path / f"{name}.sqlite3", backups=0)
        first, second, third = players
        for _ in range(3):
            game = service.create_game(players, third, SOCHI)
            deal = Deal(
                first,
                Contract.parse("7h"),
                {second: Call.WHIST, third: Call.PASS},
                {first: 7, second: 2, third: 1},
            )
            service.record(game, deal, 0)
        services.append(service)
    try:
        for service in (*services, *services):
            stats = StatsService(service.backend)
            assert stats.rating() == rate(stats.results())
    finally:
        for service in services:
            service.close()


def test_windows_of_one_session_share_a_store_that_stays_fresh(tmp_path: Path) -> None:
    """Each window makes its own service over the open database; they share one summary
    store, whose note "nothing written since" must not hide a change by this connection, by
    another program, or tables dropped under it."""
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as service, GameService(path, backups=0) as other:
        game = service.create_game(("A", "B", "C"), "C", SOCHI)
        passed = Deal("A", Contract.parse("6s"), {"B": Call.PASS, "C": Call.PASS}, {})
        service.record(game, passed, 0)

        def deals() -> int:
            (figures,) = StatsService(service.backend).figures(players=["A"])
            return figures.deals

        assert deals() == 1
        assert StatsService(service.backend).store is StatsService(service.backend).store
        service.record(game, passed, service.last_seq(game))  # through this connection
        assert deals() == 2
        other.record(game, passed, other.last_seq(game))  # through another
        assert deals() == 3
        service.store.conn.execute("DROP TABLE stats_lines")  # type: ignore[attr-defined]
        assert deals() == 3


def test_the_kept_results_follow_every_change(tmp_path: Path) -> None:
    """The file's summary store parses each game's results once and keeps them with what the
    summary was built from: after a new deal, a rename, a deleted game and its undo, what it
    answers is what a new store reading everything answers."""
    from app.stats.summary_sql import SqlSummaryStore
    from app.store.sqlite_summaries import SqliteSummaryTables

    with GameService(tmp_path / "club.sqlite3", backups=0) as service:
        games = []
        for players in (("A", "B", "C"), ("B", "C", "D"), ("A", "C", "D")):
            game = service.create_game(players, players[-1], SOCHI)
            first, second, third = players
            passed = Deal(first, Contract.parse("6s"), {second: Call.PASS, third: Call.PASS}, {})
            service.record(game, passed, 0)
            games.append(game)
        stats = StatsService(service.backend)
        roster = service.roster
        conn = service.store.conn  # type: ignore[attr-defined]

        def check() -> None:
            assert stats.results() == SqlSummaryStore(SqliteSummaryTables(conn)).results(ALL)

        check()
        passed = Deal("B", Contract.parse("6s"), {"C": Call.PASS, "A": Call.PASS}, {})
        service.record(games[0], passed, service.last_seq(games[0]))
        check()
        roster.rename_player("D", "Дима")
        check()
        roster.delete_game(games[1])
        check()
        roster.undo()
        check()
