"""The command line's own one-line messages: one English source text for each code.

Marked for ``pyside6-lupdate`` in the context ``Cli`` (docs/texts.md) and translated from the
same ``.qm`` files as the interface (app/cli/translation.py, ADR 0008). The messages the
command line shares with the interface (the engine's, the services' and the penalty engine's
refusals) keep their own tables and contexts (app/cli/errors.py).
"""

from __future__ import annotations

from app.texts import QT_TRANSLATE_NOOP

CLI_CONTEXT = "Cli"

MESSAGES: dict[str, str] = {
    # Where the games are, and which database or option a message is about.
    "server_place": QT_TRANSLATE_NOOP("Cli", "server {server}"),
    "the_server": QT_TRANSLATE_NOOP("Cli", "server"),
    "event_place": QT_TRANSLATE_NOOP("Cli", "event {event}"),
    "rule_place": QT_TRANSLATE_NOOP("Cli", "rule {rule}: {text}"),
    "no_such_database": QT_TRANSLATE_NOOP("Cli", "{path}: no such database"),
    "database_or_server": QT_TRANSLATE_NOOP(
        "Cli", "give the database {path} or --server, not both"
    ),
    "name_database": QT_TRANSLATE_NOOP(
        "Cli", "name the database file, or the club server with --server URL"
    ),
    # Options with a value.
    "not_a_date": QT_TRANSLATE_NOOP("Cli", "{option}: {value} is not a date (YYYY-MM-DD)"),
    "not_whole": QT_TRANSLATE_NOOP("Cli", "{option}: {value} is not a whole number"),
    "one_of_two": QT_TRANSLATE_NOOP("Cli", "{option}: must be {first} or {second}, not {number}"),
    "at_least_one": QT_TRANSLATE_NOOP("Cli", "{option}: must be at least 1, not {number}"),
    "from_after_to": QT_TRANSLATE_NOOP("Cli", "--from {date_from} is after --to {date_to}"),
    "unknown_preset": QT_TRANSLATE_NOOP("Cli", "--rules: unknown preset {value} ({known})"),
    "unknown_measure": QT_TRANSLATE_NOOP("Cli", "--measure: unknown measure {value} ({known})"),
    "best_needs_count": QT_TRANSLATE_NOOP(
        "Cli", "--measure best needs --best N (how many games count)"
    ),
    "best_needs_measure": QT_TRANSLATE_NOOP("Cli", "--best needs --measure best"),
    "versus_one_player": QT_TRANSLATE_NOOP("Cli", "--versus needs exactly one --player"),
    "rebuild_admin_only": QT_TRANSLATE_NOOP(
        "Cli",
        "{where}: --rebuild: only the club admin may rebuild the server's summaries (they are"
        " rebuilt by themselves when a game changes)",
    ),
    "no_player": QT_TRANSLATE_NOOP("Cli", "{where}: no player named {name}"),
    "now_called": QT_TRANSLATE_NOOP("Cli", "{where}: {name} is now called {current}"),
    "upgrade_without_backup": QT_TRANSLATE_NOOP(
        "Cli", "warning: {path}: no backup copy was kept before the upgrade"
    ),
    "number_expected": QT_TRANSLATE_NOOP("Cli", "{option} must be a number, not {value}"),
    "one_or_more": QT_TRANSLATE_NOOP("Cli", "{option} must be 1 or more, not {value}"),
    "seed_whole": QT_TRANSLATE_NOOP("Cli", "--seed must be a whole number, not {value}"),
    "date_format": QT_TRANSLATE_NOOP("Cli", "--date must be YYYY-MM-DD, not {value}"),
    # pulka event (issue 28): the director's choices, paper, seeding
    "places_no_cap": QT_TRANSLATE_NOOP(
        "Cli", "--cap and --timeout-rule count whists: they do not go with --points places"
    ),
    "tie_breaks_unknown": QT_TRANSLATE_NOOP(
        "Cli", "--tie-breaks: {value} (each at most once, of: {known})"
    ),
    "pdf_unavailable": QT_TRANSLATE_NOOP(
        "Cli", "this Pulka cannot print PDF (run the pulka command of the desktop app)"
    ),
    "seeded_by": QT_TRANSLATE_NOOP(
        "Cli", "round 1 seeded by rating (μ − 3σ): {rated}; no rating: {unrated}"
    ),
    "unknown_rule": QT_TRANSLATE_NOOP("Cli", "unknown penalty rule {value} (see `pulka rules`)"),
    # Games named on the command line, and copying them.
    "game_id_number": QT_TRANSLATE_NOOP("Cli", "game id must be a number, not {value}"),
    "game_number": QT_TRANSLATE_NOOP("Cli", "a game is named by its number, not {value}"),
    "no_game": QT_TRANSLATE_NOOP("Cli", "no game {game}"),
    "no_game_in": QT_TRANSLATE_NOOP("Cli", "{where}: no game {game}"),
    "copy_stale": QT_TRANSLATE_NOOP(
        "Cli", "game {game} changed while it was being copied; run the command again"
    ),
    "game_unreadable": QT_TRANSLATE_NOOP("Cli", "game {game} cannot be read"),
    "not_copied": QT_TRANSLATE_NOOP("Cli", "the games could not be copied"),
    "diverged": QT_TRANSLATE_NOOP(
        "Cli",
        "game {game} ({players}): changed on both sides after event {event}; not merged"
        " (export both copies, keep one, and import it as a new game)",
    ),
    "roster_diverged": QT_TRANSLATE_NOOP(
        "Cli",
        "the roster (renames, merges, hidden players) changed on both sides after record"
        " {record}; not merged (make the changes again on one side)",
    ),
    "roster_refused": QT_TRANSLATE_NOOP("Cli", "the roster was not copied: {reason}"),
    "roster_unreadable": QT_TRANSLATE_NOOP("Cli", "its log cannot be read back in order"),
    "copy_game_missing": QT_TRANSLATE_NOOP("Cli", "it names game {game}, which was not copied"),
    "event_diverged": QT_TRANSLATE_NOOP(
        "Cli",
        "event {event} ({name}): changed on both sides after round {round}; not merged"
        " (seat the round again on one side)",
    ),
    "event_refused": QT_TRANSLATE_NOOP("Cli", "event {event} ({name}) was not copied: {reason}"),
    # pulka serve and pulka event publish (phones at the tables).
    "no_event_to_serve": QT_TRANSLATE_NOOP(
        "Cli", "{where}: no evening or tournament yet (create one with pulka event create)"
    ),
    "not_a_port": QT_TRANSLATE_NOOP("Cli", "--port must be a number from 1 to 65535, not {value}"),
    "not_a_folder": QT_TRANSLATE_NOOP("Cli", "{path}: cannot write the pages there ({reason})"),
    # A settlement sheet typed by hand (pulka settle).
    "whists_map": QT_TRANSLATE_NOOP(
        "Cli", "whists: must map each player to the whists he wrote on the others"
    ),
    "opponents_map": QT_TRANSLATE_NOOP("Cli", "{where}: must map opponents to numbers"),
    "not_opponent": QT_TRANSLATE_NOOP("Cli", "{where}: not an opponent of {player}"),
    "unknown_player": QT_TRANSLATE_NOOP("Cli", "{where}: unknown player"),
    "players_map": QT_TRANSLATE_NOOP("Cli", "{where}: must map each player to a number"),
    "missing": QT_TRANSLATE_NOOP("Cli", "{where}: missing"),
    "whole_number": QT_TRANSLATE_NOOP("Cli", "{where}: must be a whole number, not {value}"),
    "at_most": QT_TRANSLATE_NOOP("Cli", "{where}: at most {limit} in one column"),
    # The desktop app's options given before a command.
    "desktop_option": QT_TRANSLATE_NOOP("Cli", "{option} is an option of the desktop app; {why}"),
    "why_database": QT_TRANSLATE_NOOP(
        "Cli", "'{command}' takes the database after its name (pulka {command} --help)"
    ),
    "why_server": QT_TRANSLATE_NOOP(
        "Cli",
        "'{command}' does not read a club server (--server is for push, pull, export, import)",
    ),
    "why_self_test": QT_TRANSLATE_NOOP(
        "Cli", "it checks the desktop app and runs no command (run pulka {option} alone)"
    ),
    "no_desktop_app": QT_TRANSLATE_NOOP(
        "Cli", "the desktop app is not available here (run the pulka command)"
    ),
    # Files, JSON, the terminal.
    "not_json": QT_TRANSLATE_NOOP("Cli", "line {line}, column {column}: not valid JSON"),
    "file_error": QT_TRANSLATE_NOOP("Cli", "{path}: {reason}"),
    "os_not_found": QT_TRANSLATE_NOOP("Cli", "no such file or folder"),
    "os_denied": QT_TRANSLATE_NOOP("Cli", "permission denied"),
    "os_disk_full": QT_TRANSLATE_NOOP("Cli", "the disk is full"),
    "os_read_only": QT_TRANSLATE_NOOP("Cli", "the disk or folder is read-only"),
    "os_is_folder": QT_TRANSLATE_NOOP("Cli", "it is a folder, not a file"),
    "os_failed": QT_TRANSLATE_NOOP("Cli", "cannot be read or written"),
    "encoding": QT_TRANSLATE_NOOP(
        "Cli", "the result cannot be shown in this terminal's encoding; use a UTF-8 terminal"
    ),
    # A database file refused (app/store/db.py, DatabaseRefused codes).
    "db_not_pulka": QT_TRANSLATE_NOOP("Cli", "{path}: is not a Pulka database"),
    "db_damaged": QT_TRANSLATE_NOOP("Cli", "{path}: is damaged"),
    "db_newer_schema": QT_TRANSLATE_NOOP(
        "Cli", "{path}: was written by a newer Pulka; update Pulka to open it"
    ),
    "db_in_use": QT_TRANSLATE_NOOP(
        "Cli", "{path}: is in use by another program; close it and try again"
    ),
    "db_cannot_create": QT_TRANSLATE_NOOP("Cli", "{path}: cannot be created"),
    "db_outdated_read_only": QT_TRANSLATE_NOOP(
        "Cli",
        "{path}: was written by an older Pulka and must be upgraded, but it cannot be written",
    ),
    "db_no_database": QT_TRANSLATE_NOOP("Cli", "{path}: holds no Pulka database"),
    "db_wal_unreadable": QT_TRANSLATE_NOOP(
        "Cli",
        "{path}: cannot be read: its latest changes wait in a journal file this folder does not"
        " let Pulka open",
    ),
    "db_network_filesystem": QT_TRANSLATE_NOOP(
        "Cli",
        "{path}: is on a network filesystem, where two computers writing one database can"
        " damage it; keep it on a local disk, or share games through a club server (pulka push"
        " FILE --server URL)",
    ),
    # A club server (app/store/postgres/errors.py codes).
    "bad_server_address": QT_TRANSLATE_NOOP("Cli", "{url}: not a club server address: {reason}"),
    "not_postgres_url": QT_TRANSLATE_NOOP("Cli", "{url} is not a postgresql:// URL"),
    "at_server": QT_TRANSLATE_NOOP("Cli", "server {server}: {reason}"),
    "server_unavailable": QT_TRANSLATE_NOOP("Cli", "the club server cannot be reached"),
    "server_auth_failed": QT_TRANSLATE_NOOP(
        "Cli", "the club server refused the user name or password"
    ),
    "server_no_database": QT_TRANSLATE_NOOP("Cli", "the club server has no such database"),
    "server_not_initialised": QT_TRANSLATE_NOOP(
        "Cli", "the club server holds no Pulka database; the club admin runs 'pulka server init'"
    ),
    "server_newer_schema": QT_TRANSLATE_NOOP(
        "Cli", "the club server was set up by a newer Pulka; update Pulka to use it"
    ),
    "server_outdated": QT_TRANSLATE_NOOP(
        "Cli",
        "the club server needs an upgrade only the club admin may make ('pulka server init')",
    ),
    "server_not_allowed": QT_TRANSLATE_NOOP(
        "Cli", "the club server does not allow this to the connected user"
    ),
    "server_bad_url": QT_TRANSLATE_NOOP("Cli", "the club server address is not a PostgreSQL URL"),
    "server_not_available": QT_TRANSLATE_NOOP(
        "Cli", "this installation of Pulka cannot connect to a club server"
    ),
    "server_failed": QT_TRANSLATE_NOOP("Cli", "the club server refused the request"),
    # TLS (issue 29, D4; README, "A club server", step 4)
    "server_tls_unverified": QT_TRANSLATE_NOOP(
        "Cli",
        "the server did not prove to be the club's: its certificate is not signed by the CA"
        " file given (sslrootcert), or it names another server",
    ),
    "server_tls_ca_file": QT_TRANSLATE_NOOP(
        "Cli", "the CA file given (sslrootcert) cannot be read, so the server cannot be checked"
    ),
    "server_tls_unsupported": QT_TRANSLATE_NOOP(
        "Cli", "the club server does not offer an encrypted connection (TLS), and one was required"
    ),
}
"""Every text the command line writes itself; ``{name}`` fields are filled in after
translation, as the interface does (ui/i18n.py ``_fmt``)."""
