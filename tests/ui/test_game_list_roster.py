"""The game list follows the roster (issue 16): current names, deleted and archived games gone,
and back again after Undo — across a restart of the window on the same database."""

from __future__ import annotations

from app.engine import SOCHI, Call, Contract, Deal

A, B, V = "Вика", "Борис", "Вера"
VIKA_6S = Deal(A, Contract.parse("6s"), {B: Call.PASS, V: Call.PASS}, {})


def listed(window) -> list[str]:  # type: ignore[no-untyped-def]
    games = window.start.games
    return [games.topLevelItem(i).text(1) for i in range(games.topLevelItemCount())]


def test_the_game_list_shows_current_names_and_leaves_out_deleted_games(window, service):  # type: ignore[no-untyped-def]
    first = service.create_game((A, B, V), V, SOCHI)
    service.record(first, VIKA_6S, 0)
    second = service.create_game((A, B, V), V, SOCHI)
    roster = service.roster
    roster.rename_player(A, "Виктория")
    roster.delete_game(second)
    window.refresh_start()
    assert listed(window) == ["Виктория, Борис, Вера"]
    # The result column is keyed by the current names too (Вика's 6♠: +2 pool).
    assert "Виктория" in window.start.games.topLevelItem(0).text(4)
    roster.undo()
    roster.archive_game(first)
    window.refresh_start()
    assert listed(window) == ["Виктория, Борис, Вера"]  # the deleted one is back, 1 archived
    assert window.start.selected_game() == second


def test_the_seat_lists_offer_current_names_without_hidden_players(window, service):  # type: ignore[no-untyped-def]
    service.create_game((A, B, V), V, SOCHI)
    roster = service.roster
    roster.rename_player(A, "Виктория")
    roster.hide_player(B)
    dialog = window.new_game_dialog()
    combo = dialog.names[0]
    assert [combo.itemText(i) for i in range(combo.count())] == ["Вера", "Виктория"]
    dialog.deleteLater()


def test_a_rename_in_the_players_window_shows_in_the_game_list_at_once(window, service, qtbot):  # type: ignore[no-untyped-def]
    game = service.create_game((A, B, V), V, SOCHI)
    service.record(game, VIKA_6S, 0)
    window.refresh_start()
    window.show_players()
    players = window.players_window
    qtbot.addWidget(players)
    players._change(lambda: players.roster.rename_player(A, "Виктория"))
    assert listed(window) == ["Виктория, Борис, Вера"]
    players.undo_button.click()
    assert listed(window) == ["Вика, Борис, Вера"]
