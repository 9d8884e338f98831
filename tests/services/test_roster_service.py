"""Renaming, merging and hiding players; renaming, archiving and deleting games (issue 16).

Every change is undoable and survives a restart (each test closes the database and opens it
again between the change and its undo), and the statistics follow: they are rebuilt from the
games with the names the roster gives now.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from app.engine import SOCHI, Call, Contract, Deal
from app.roster.actions import Roster
from app.services import GameService, ServiceError
from app.services.roster import RosterService
from app.services.stats import StatsService
from app.store.backend import Permissions

ANNA_7H = Deal(
    "Anna",
    Contract.parse("7h"),
    {"Boris": Call.WHIST, "Vera": Call.PASS},
    {"Anna": 7, "Boris": 2, "Vera": 1},
)
VIKA_7H = Deal(
    "Вика",
    Contract.parse("7h"),
    {"Boris": Call.WHIST, "Vera": Call.PASS},
    {"Вика": 7, "Boris": 2, "Vera": 1},
)
VIKTORIA_7H = Deal(
    "Виктория",
    Contract.parse("7h"),
    {"Anna": Call.WHIST, "Vera": Call.PASS},
    {"Виктория": 7, "Anna": 2, "Vera": 1},
)


class Club:
    """A database reopened as a person restarting Pulka would."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.service = GameService(path, backups=0)

    @property
    def roster(self) -> RosterService:
        return self.service.roster

    def restart(self) -> None:
        self.service.close()
        self.service = GameService(self.path, backups=0)

    def game(self, players: tuple[str, ...], *deals: Deal) -> int:
        game = self.service.create_game(players, players[-1], SOCHI)
        for seq, deal in enumerate(deals):
            self.service.record(game, deal, seq)
        return game

    def figures(self) -> dict[str, tuple[int, int]]:
        """Each player's (games, contracts of 7 made), as the statistics count them now."""
        stats = StatsService(self.service.backend)
        return {f.player: (f.games, f.contracts[1].made) for f in stats.figures()}


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Club]:
    opened = Club(tmp_path / "club.sqlite3")
    yield opened
    opened.service.close()


def test_a_rename_follows_every_game_survives_a_restart_and_undoes_after_one(club: Club) -> None:
    club.game(("Вика", "Boris", "Vera"), VIKA_7H)
    club.game(("Вика", "Boris", "Vera"), VIKA_7H)
    assert club.figures()["Вика"] == (2, 1 * 2)
    club.roster.rename_player("Вика", "Виктория")
    club.restart()
    assert club.roster.players() == ["Boris", "Vera", "Виктория"]
    figures = club.figures()
    assert figures["Виктория"] == (2, 2) and "Вика" not in figures
    # The games still fold: their logs and stored players are as written.
    game = club.service.game(1)
    assert game.players == ("Вика", "Boris", "Vera")
    club.roster.undo()
    club.restart()
    assert club.roster.players() == ["Boris", "Vera", "Вика"]
    assert club.figures()["Вика"] == (2, 2)
    club.roster.redo()
    club.restart()
    assert club.figures()["Виктория"] == (2, 2)


def test_a_merge_counts_both_names_for_one_person_and_undoes(club: Club) -> None:
    club.game(("Вика", "Boris", "Vera"), VIKA_7H)
    club.game(("Виктория", "Anna", "Vera"), VIKTORIA_7H)
    before = club.figures()
    assert before["Вика"] == (1, 1) and before["Виктория"] == (1, 1)
    club.roster.merge_players("Вика", "Виктория")
    club.restart()
    merged = club.figures()
    assert merged["Виктория"] == (2, 2) and "Вика" not in merged
    assert merged["Vera"] == before["Vera"]
    club.roster.undo()
    club.restart()
    assert club.figures() == before


def test_merging_a_hidden_duplicate_keeps_the_real_player_shown(club: Club) -> None:
    """Hiding «Вика» and then merging her into «Виктория» must not hide Виктория (the merge
    keeps the survivor as they were); undo and redo give back exactly what was before."""
    club.game(("Вика", "Boris", "Vera"), VIKA_7H)
    club.game(("Виктория", "Anna", "Vera"), VIKTORIA_7H)
    club.roster.hide_player("Вика")
    club.restart()
    assert club.roster.players() == ["Anna", "Boris", "Vera", "Виктория"]
    club.roster.merge_players("Вика", "Виктория")
    club.restart()
    assert club.roster.players() == ["Anna", "Boris", "Vera", "Виктория"]
    assert club.roster.roster().hidden == frozenset()
    assert club.figures()["Виктория"] == (2, 2)
    club.roster.undo()
    club.restart()
    assert club.roster.roster().hidden == {"Вика"}
    assert club.roster.players() == ["Anna", "Boris", "Vera", "Виктория"]
    assert club.roster.players(include_hidden=True) == ["Anna", "Boris", "Vera", "Вика", "Виктория"]
    club.roster.redo()
    club.restart()
    assert club.roster.roster().hidden == frozenset()
    assert club.roster.players() == ["Anna", "Boris", "Vera", "Виктория"]


def test_a_hidden_player_renamed_stays_hidden_after_a_restart(club: Club) -> None:
    club.game(("Вика", "Boris", "Vera"), VIKA_7H)
    club.roster.hide_player("Вика")
    club.roster.rename_player("Вика", "Виктория")
    club.restart()
    assert club.roster.players() == ["Boris", "Vera"]
    assert club.roster.roster().hidden == {"Виктория"}
    club.roster.undo()
    club.restart()
    assert club.roster.roster().hidden == {"Вика"}


def test_two_people_who_shared_a_table_are_not_merged(club: Club) -> None:
    club.game(("Anna", "Boris", "Vera"), ANNA_7H)
    with pytest.raises(ServiceError) as refused:
        club.roster.merge_players("Anna", "Boris")
    assert (refused.value.code, refused.value.params["game_id"]) == ("names_share_a_game", 1)
    assert club.service.backend.roster.roster_log() == []  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("call", "code"),
    [
        (lambda r: r.rename_player("Anna", "Boris"), "name_taken"),
        (lambda r: r.rename_player("Anna", "   "), "name_empty"),
        (lambda r: r.rename_player("Nobody", "X"), "name_unknown"),
        (lambda r: r.rename_player("Anna", "Anna"), "name_same"),
        (lambda r: r.merge_players("Anna", "Nobody"), "name_unknown"),
        (lambda r: r.hide_player("Nobody"), "name_unknown"),
        (lambda r: r.archive_game(99), "game_unknown"),
        (lambda r: r.undo(), "nothing_to_undo"),
        (lambda r: r.redo(), "nothing_to_redo"),
    ],
)
def test_a_refused_change_says_why_and_writes_nothing(club: Club, call, code: str) -> None:  # type: ignore[no-untyped-def]
    club.game(("Anna", "Boris", "Vera"), ANNA_7H)
    with pytest.raises(ServiceError) as refused:
        call(club.roster)
    assert refused.value.code == code
    assert club.service.backend.roster.roster_log() == []  # type: ignore[union-attr]


def test_a_rename_keeps_spaces_tidy(club: Club) -> None:
    club.game(("Anna", "Boris", "Vera"), ANNA_7H)
    club.roster.rename_player("Anna", "  Анна   Петровна ")
    assert "Анна Петровна" in club.roster.players()


def test_a_hidden_player_leaves_the_list_but_keeps_the_figures(club: Club) -> None:
    club.game(("Anna", "Boris", "Vera"), ANNA_7H)
    club.roster.hide_player("Boris")
    club.restart()
    assert club.roster.players() == ["Anna", "Vera"]
    assert club.roster.players(include_hidden=True) == ["Anna", "Boris", "Vera"]
    assert "Boris" in club.figures()
    club.roster.undo()
    club.restart()
    assert club.roster.players() == ["Anna", "Boris", "Vera"]


def test_games_renamed_archived_and_deleted_undo_after_a_restart(club: Club) -> None:
    first = club.game(("Anna", "Boris", "Vera"), ANNA_7H)
    second = club.game(("Anna", "Boris", "Vera"), ANNA_7H)
    club.roster.rename_game(first, "Пятница у Бориса")
    club.roster.archive_game(first)
    club.roster.delete_game(second)
    club.restart()
    roster: Roster = club.roster.roster()
    assert (dict(roster.titles), roster.archived, roster.deleted) == (
        {first: "Пятница у Бориса"},
        {first},
        {second},
    )
    assert club.figures()["Anna"] == (1, 1)  # the deleted game counts nowhere
    with pytest.raises(ServiceError) as refused:
        club.roster.archive_game(second)
    assert refused.value.code == "game_unknown"
    club.roster.undo()
    club.restart()
    assert club.roster.roster().deleted == frozenset()
    assert club.figures()["Anna"] == (2, 2)
    club.roster.undo()
    club.roster.undo()
    club.restart()
    roster = club.roster.roster()
    assert (dict(roster.titles), roster.archived) == ({}, frozenset())
    # The game's own log was never touched by any of it.
    assert club.service.last_seq(first) == 1


def test_on_a_club_server_only_the_admin_deletes(
    club: Club, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The backend's permissions (app/store/backend.py): a scorer records, may not delete."""
    game = club.game(("Anna", "Boris", "Vera"), ANNA_7H)
    backend = club.service.backend
    scorer = replace(backend, permissions=Permissions("scorer", True, True, False))
    roster = RosterService(scorer)
    assert not roster.may_delete
    with pytest.raises(ServiceError) as refused:
        roster.delete_game(game)
    assert refused.value.code == "not_allowed"
    assert backend.roster is not None and backend.roster.roster_log() == []
    roster.archive_game(game)  # what a scorer may do still works
    admin = replace(backend, permissions=Permissions("admin", True, True, True))
    assert RosterService(admin).may_delete
    RosterService(admin).delete_game(game)
    assert RosterService(admin).roster().deleted == {game}


def test_a_store_without_the_roster_log_lists_as_stored_and_refuses_changes(club: Club) -> None:
    club.game(("Anna", "Boris", "Vera"), ANNA_7H)
    # A backend whose bundle has no roster log: its games only.
    roster = RosterService(replace(club.service.backend, open_roster=None))
    assert roster.players() == ["Anna", "Boris", "Vera"]
    with pytest.raises(ServiceError) as refused:
        roster.rename_player("Anna", "Anya")
    assert refused.value.code == "roster_unsupported"


def test_a_read_only_database_refuses_roster_changes(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    with GameService(path, backups=0) as service:
        service.create_game(("Anna", "Boris", "Vera"), "Vera", SOCHI)
    path.chmod(0o444)
    tmp_path.chmod(0o555)
    try:
        with GameService(path, backups=0) as service:
            if not service.read_only:
                pytest.skip("the file stays writable (running as root)")
            with pytest.raises(ServiceError) as refused:
                service.roster.hide_player("Anna")
            assert refused.value.code == "read_only"
    finally:
        tmp_path.chmod(0o755)
        path.chmod(0o644)


def test_a_damaged_roster_log_is_a_clear_refusal(club: Club) -> None:
    club.game(("Anna", "Boris", "Vera"), ANNA_7H)
    conn = club.service.store.conn  # type: ignore[attr-defined]
    # A marker that names no action: written by hand, as damage would leave it.
    conn.execute(
        "INSERT INTO roster_log VALUES (1, 'undone', '{\"target\": 9}', '2026-11-30T21:00:00')"
    )
    conn.execute("UPDATE games SET roster_stamp = 1")
    for call in (club.roster.roster, club.roster.undo, club.figures):
        with pytest.raises(ServiceError) as refused:
            call()
        assert refused.value.code == "roster_damaged"


def test_a_damaged_roster_log_is_said_while_the_summaries_are_fresh(club: Club) -> None:
    """The damage need not stamp a game: with every summary fresh, each question the statistics
    answer (all count players by the roster's names) says ``roster_damaged``, as a rebuild does."""
    club.game(("Anna", "Boris", "Vera"), ANNA_7H)
    store = club.service.store
    stats = StatsService(club.service.backend)
    assert stats.players()[0].player == "Anna"  # the summaries are built and fresh
    store.conn.execute(  # type: ignore[attr-defined]
        "INSERT INTO roster_log VALUES (1, 'undone', '{\"target\": 9}', '2026-11-30T21:00:00')"
    )
    questions = {
        "players": stats.players,
        "figures": stats.figures,
        "results": stats.results,
        "rating": stats.rating,
        "season": stats.season,
        "head_to_head": lambda: stats.head_to_head("Anna", "Boris"),
        "report": stats.report,
        "refresh": stats.refresh,
        "known_players": stats.known_players,
        "hidden_players": stats.hidden_players,
    }
    for name, question in questions.items():
        with pytest.raises(ServiceError) as refused:
            question()
        assert refused.value.code == "roster_damaged", name
    # A new service on the same file (the next window) says it too.
    with pytest.raises(ServiceError) as refused:
        StatsService(club.service.backend).players()
    assert refused.value.code == "roster_damaged"


def test_a_lost_club_server_is_said_as_the_game_service_says_it(
    club: Club, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every service turns a store failure into the same code (one table, app/services/results.py):
    a server that cannot be reached is ``server_unavailable`` here too, not ``store_failed``."""
    from app.store.errors import StoreError

    def lost() -> None:
        raise StoreError("unavailable", "connection refused")

    monkeypatch.setattr(club.service.backend.roster, "roster_log", lost)
    with pytest.raises(ServiceError) as refused:
        club.roster.roster()
    assert refused.value.code == "server_unavailable"
