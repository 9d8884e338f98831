"""The words for the services' and the store's error codes, marked for translation here.

The services' refusals read in the engine's context (``Codes``, :mod:`app.engine.messages`); the
store's failures in their own (``Store``, docs/store.md, "What each failure does"), as
:mod:`ui.store_texts` shows them. The command line translates them in the same contexts from
the same ``.qm`` files (:mod:`app.cli.errors`, ADR 0008).
"""

from __future__ import annotations

from app.texts import QT_TRANSLATE_NOOP

MESSAGES: dict[str, str] = {
    # app/services/game_service.py
    "stale": QT_TRANSLATE_NOOP(
        "Codes", "The game was changed in another window; it has been reloaded. Please try again."
    ),
    "game_unknown": QT_TRANSLATE_NOOP("Codes", "This game no longer exists."),
    "game_finished": QT_TRANSLATE_NOOP("Codes", "The game is finished; reopen it to change it."),
    "game_not_finished": QT_TRANSLATE_NOOP("Codes", "The game is not finished."),
    "nothing_to_undo": QT_TRANSLATE_NOOP("Codes", "There is nothing to undo."),
    "nothing_to_redo": QT_TRANSLATE_NOOP("Codes", "There is nothing to redo."),
    # app/services/roster.py
    "name_empty": QT_TRANSLATE_NOOP("Codes", "Please enter a name."),
    "name_unknown": QT_TRANSLATE_NOOP("Codes", "There is no player called {player}."),
    "name_taken": QT_TRANSLATE_NOOP(
        "Codes", "{player} is already someone's name. To join the two, merge them instead."
    ),
    "name_same": QT_TRANSLATE_NOOP("Codes", "The new name is the same as the old one."),
    "names_share_a_game": QT_TRANSLATE_NOOP(
        "Codes", "They played at the same table in game {game_id}, so they are two people."
    ),
    "not_allowed": QT_TRANSLATE_NOOP("Codes", "Only the club's administrator may delete games."),
    "not_allowed_players": QT_TRANSLATE_NOOP(
        "Codes", "Only the club's administrator may rename or merge players."
    ),
    "roster_unsupported": QT_TRANSLATE_NOOP(
        "Codes", "Players cannot be renamed nor games deleted in this database."
    ),
    "stats_unsupported": QT_TRANSLATE_NOOP(
        "Codes", "Statistics cannot be counted from the games of this database."
    ),
    "roster_damaged": QT_TRANSLATE_NOOP(
        "Codes", "The list of renamed players and deleted games is damaged."
    ),
    # app/services/game_service.py: a club server's failures (app/store/postgres)
    "server_unavailable": QT_TRANSLATE_NOOP(
        "Codes",
        "The club server cannot be reached: nothing was written. Try again when the server is"
        " back.",
    ),
    "server_refused": QT_TRANSLATE_NOOP(
        "Codes", "The club server refused this: nothing was written."
    ),
    # app/store/codec.py
    "payload_invalid": QT_TRANSLATE_NOOP(
        "Codes", "The game's history is damaged: record {seq} cannot be read."
    ),
    "payload_version_unknown": QT_TRANSLATE_NOOP(
        "Codes", "Record {seq} was written by a newer Pulka: update Pulka to open this game."
    ),
    # app/services/events.py: club evenings and tournaments (issue 17)
    "club_event_unknown": QT_TRANSLATE_NOOP(
        "Codes", "There is no evening or tournament {event_id}."
    ),
    "events_organiser_only": QT_TRANSLATE_NOOP(
        "Codes",
        "Only the club's administrator may create evenings and seat or start rounds; at a table"
        " the games are recorded.",
    ),
    # app/services/phones.py
    "phones_port": QT_TRANSLATE_NOOP(
        "Codes",
        "The phones' server cannot listen on {host}, port {port}: another program may use the"
        " port, or the address is not this computer's. Choose another port or address.",
    ),
    "phones_unavailable": QT_TRANSLATE_NOOP(
        "Codes", "Phones at the tables are not available in this installation."
    ),
    "events_unsupported": QT_TRANSLATE_NOOP(
        "Codes", "Evenings and tournaments cannot be kept in this database."
    ),
    "event_name_empty": QT_TRANSLATE_NOOP("Codes", "Give the evening or tournament a name."),
    "event_kind": QT_TRANSLATE_NOOP("Codes", "An event is an evening or a tournament."),
    "event_settings": QT_TRANSLATE_NOOP(
        "Codes", "The settings of the evening or tournament cannot be read."
    ),
    "seating_invalid": QT_TRANSLATE_NOOP(
        "Codes",
        "The seating is not possible: every player sits at one table of three or four, "
        "or sits out, exactly once.",
    ),
    "seating_no_tables": QT_TRANSLATE_NOOP("Codes", "The seating has no table."),
    "seating_table_size": QT_TRANSLATE_NOOP(
        "Codes", "A table seats three or four players, not {size} ({names})."
    ),
    "seating_twice": QT_TRANSLATE_NOOP("Codes", "Seated twice: {names}."),
    "seating_stranger": QT_TRANSLATE_NOOP("Codes", "Not players of this evening: {names}."),
    "seating_missing": QT_TRANSLATE_NOOP("Codes", "Not seated: {names}."),
    "round_number": QT_TRANSLATE_NOOP(
        "Codes", "Round {round} cannot be seated now: the next round is {next_round}."
    ),
    "round_not_started": QT_TRANSLATE_NOOP(
        "Codes", "Round {round} has not started yet: start it before seating the next one."
    ),
    "round_started": QT_TRANSLATE_NOOP(
        "Codes", "Round {round} has already started: its seating can no longer change."
    ),
    "round_unknown": QT_TRANSLATE_NOOP("Codes", "There is no round {round} yet."),
    # app/events/field.py: the field changing during the event (issue 28)
    "player_repeated": QT_TRANSLATE_NOOP(
        "Codes", "“{player}” is typed twice: type each player once."
    ),
    "player_twice": QT_TRANSLATE_NOOP(
        "Codes", "“{first}” and “{second}” are the same player: type each player once."
    ),
    "field_cut": QT_TRANSLATE_NOOP(
        "Codes", "The field has been cut for the final (from round {round}): nobody enters now."
    ),
    "field_already_in": QT_TRANSLATE_NOOP("Codes", "{player} already plays round {round}."),
    "field_removed": QT_TRANSLATE_NOOP(
        "Codes", "{player} was removed from round {round}: reinstate him instead."
    ),
    "field_not_in": QT_TRANSLATE_NOOP("Codes", "{player} does not play round {round}."),
    "field_not_removed": QT_TRANSLATE_NOOP("Codes", "{player} has not been removed."),
    "field_no_table": QT_TRANSLATE_NOOP("Codes", "Round {round} has no table {table}."),
    "field_not_at_table": QT_TRANSLATE_NOOP("Codes", "{player} does not sit at table {table} now."),
    "field_already_seated": QT_TRANSLATE_NOOP(
        "Codes", "{player} has already sat at a table in round {round}."
    ),
    "field_swap_deals": QT_TRANSLATE_NOOP(
        "Codes", "The swap comes after deal {first} to {last}, not after deal {deals}."
    ),
    "field_cut_early": QT_TRANSLATE_NOOP("Codes", "A cut comes after a round has been played."),
    "field_cut_size": QT_TRANSLATE_NOOP(
        "Codes", "A final keeps from 3 to {most} players, not {keep}."
    ),
    "change_unknown": QT_TRANSLATE_NOOP("Codes", "There is no change {seq}."),
    "change_is_undo": QT_TRANSLATE_NOOP("Codes", "Change {seq} is an undo: record it anew."),
    "change_undone": QT_TRANSLATE_NOOP("Codes", "Change {seq} has already been undone."),
    "change_round_started": QT_TRANSLATE_NOOP(
        "Codes", "Change {seq} cannot be undone: round {round} has started."
    ),
    "change_round_over": QT_TRANSLATE_NOOP(
        "Codes", "Change {seq} cannot be undone: a later round than {round} has started."
    ),
}

STORE_CONTEXT = "Store"
# A damaged game named with its players (the list of games knows them); else STORE_MESSAGES.
GAME_DAMAGED_WITH_PLAYERS = QT_TRANSLATE_NOOP(
    "Store",
    "Game {game_id} ({players}) is damaged and cannot be opened. The other games are not affected.",
)
STORE_MESSAGES: dict[str, str] = {
    # app/services/game_service.py: a damaged game, a read-only file, and each failure of the
    # store (STORE_CODES in app/services/results.py; docs/store.md, "What each failure does")
    "game_damaged": QT_TRANSLATE_NOOP(
        "Store",
        "Game {game_id} is damaged and cannot be opened. The other games are not affected.",
    ),
    "read_only": QT_TRANSLATE_NOOP("Store", "The file is open read-only: nothing can be recorded."),
    # a club server's login whose role may only view (Permissions.refusal, app/store/backend.py)
    "view_only": QT_TRANSLATE_NOOP(
        "Store",
        "This login to the club server may only view the games; nothing was recorded. To record,"
        " ask the club's administrator for a scorer's login.",
    ),
    "store_busy": QT_TRANSLATE_NOOP(
        "Store", "The file is in use by another program; nothing was recorded. Try again."
    ),
    "store_read_only": QT_TRANSLATE_NOOP(
        "Store", "The file cannot be written; nothing was recorded."
    ),
    "disk_full": QT_TRANSLATE_NOOP(
        "Store", "The disk is full; nothing was recorded. Free some space and try again."
    ),
    "store_io": QT_TRANSLATE_NOOP(
        "Store", "The file could not be read or written; nothing was recorded."
    ),
    "store_damaged": QT_TRANSLATE_NOOP("Store", "The file is damaged; nothing was recorded."),
    "store_failed": QT_TRANSLATE_NOOP(
        "Store", "The file did not accept the change; nothing was recorded."
    ),
    # a club server's store (app/store/postgres): the server cannot be reached
    "server_unavailable": QT_TRANSLATE_NOOP(
        "Store", "The club server cannot be reached; nothing was recorded. Try again."
    ),
}
