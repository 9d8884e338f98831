"""The words for each error code of the engine and the game file, marked for translation here.

One home for each text: ``ui/`` shows it through ``QCoreApplication.translate("Codes", text)``
(:func:`ui.i18n.error_text`) and the command line reads the same translation without Qt
(:mod:`app.cli.errors`, ADR 0008). Each text is marked with :func:`app.texts.QT_TRANSLATE_NOOP` so
``make ts`` carries it into ``resources/i18n``; a test fails when a code raised in ``app/`` has no
text here, in :mod:`app.services.messages` or in :mod:`app.penalties.messages`.
"""

from __future__ import annotations

from app.texts import QT_TRANSLATE_NOOP

CONTEXT = "Codes"

# Grouped by the module that first raises each code.
MESSAGES: dict[str, str] = {
    # app/cli/score_commands.py
    "player_count": QT_TRANSLATE_NOOP("Codes", "A game needs three or four players."),
    "not_an_object": QT_TRANSLATE_NOOP("Codes", "The file holds no game."),
    "players_invalid": QT_TRANSLATE_NOOP(
        "Codes", "The game file's list of players cannot be read."
    ),
    # app/engine/events.py
    "event_unknown": QT_TRANSLATE_NOOP("Codes", "Unknown kind of event."),
    # app/engine/gamefile.py
    "talon_tricks_range": QT_TRANSLATE_NOOP("Codes", "Talon tricks must be between 0 and 3."),
    "flag_invalid": QT_TRANSLATE_NOOP(
        "Codes", "A yes-or-no field of the game file holds “{value}”."
    ),
    "player_unknown": QT_TRANSLATE_NOOP("Codes", "{player} is not in this game ({field})."),
    "amount_not_integer": QT_TRANSLATE_NOOP("Codes", "Amounts must be whole numbers."),
    "amount_not_half": QT_TRANSLATE_NOOP(
        "Codes", "{player}: an amount is a whole number or a half ({value} is neither)."
    ),
    "entry_too_large": QT_TRANSLATE_NOOP(
        "Codes", "{player}: an amount is too large, at most {limit} in one column."
    ),
    "contract_unknown": QT_TRANSLATE_NOOP(
        "Codes", "“{contract}” is not a contract: type 7h, 7ч, 7♥, 6nt, мизер or распасы."
    ),
    "dealer_unknown": QT_TRANSLATE_NOOP("Codes", "The first dealer must be one of the players."),
    "preset_unknown": QT_TRANSLATE_NOOP("Codes", "Unknown rules preset “{preset}”."),
    "field_unknown": QT_TRANSLATE_NOOP(
        "Codes", "The file has an unknown field “{field}”: check its spelling."
    ),
    "uuid_invalid": QT_TRANSLATE_NOOP(
        "Codes", "The file names its game by a damaged identifier (uuid)."
    ),
    "amount_too_large": QT_TRANSLATE_NOOP(
        "Codes", "A number in the file is too large: at most {limit} in one column."
    ),
    "amount_negative": QT_TRANSLATE_NOOP("Codes", "An amount cannot be negative ({value})."),
    "format_unknown": QT_TRANSLATE_NOOP("Codes", "This is not a Pulka game file."),
    "version_unsupported": QT_TRANSLATE_NOOP(
        "Codes", "The game file was written by a newer Pulka (version {value}): update Pulka."
    ),
    "options_invalid": QT_TRANSLATE_NOOP("Codes", "The game file's rules cannot be read."),
    "events_invalid": QT_TRANSLATE_NOOP("Codes", "The game file's list of deals cannot be read."),
    "event_invalid": QT_TRANSLATE_NOOP("Codes", "A record in the game file cannot be read."),
    "event_type_unknown": QT_TRANSLATE_NOOP(
        "Codes", "The game file has a record of an unknown kind ({value})."
    ),
    "incident_invalid": QT_TRANSLATE_NOOP("Codes", "An incident in the game file cannot be read."),
    "declarer_missing": QT_TRANSLATE_NOOP("Codes", "A deal in the game file names no declarer."),
    "defenders_invalid": QT_TRANSLATE_NOOP(
        "Codes", "The whists and passes of a deal in the game file cannot be read."
    ),
    "player_missing": QT_TRANSLATE_NOOP(
        "Codes", "A manual entry in the game file names no player."
    ),
    "note_invalid": QT_TRANSLATE_NOOP(
        "Codes", "The note of a manual entry in the game file cannot be read."
    ),
    "map_invalid": QT_TRANSLATE_NOOP("Codes", "Amounts in the game file cannot be read."),
    # app/engine/history.py
    "correction_target": QT_TRANSLATE_NOOP(
        "Codes", "Only a deal or an entry still in effect can be corrected."
    ),
    "log_order": QT_TRANSLATE_NOOP(
        "Codes", "The game's history is damaged: record {seq} is out of order."
    ),
    "log_event_missing": QT_TRANSLATE_NOOP(
        "Codes", "The game's history is damaged: record {seq} is empty."
    ),
    "log_kind_unknown": QT_TRANSLATE_NOOP(
        "Codes", "The game's history is damaged: record {seq} is of an unknown kind."
    ),
    "undo_target": QT_TRANSLATE_NOOP(
        "Codes", "The game's history is damaged: record {seq} undoes nothing."
    ),
    "redo_target": QT_TRANSLATE_NOOP(
        "Codes", "The game's history is damaged: record {seq} redoes nothing."
    ),
    # app/engine/jsondoc.py
    "file_not_utf8": QT_TRANSLATE_NOOP(
        "Codes", "The file is not UTF-8 text. Save it as UTF-8 and try again."
    ),
    "file_too_large": QT_TRANSLATE_NOOP(
        "Codes", "The file is larger than {limit_mb} MB: it is not a game file."
    ),
    "json_invalid": QT_TRANSLATE_NOOP(
        "Codes", "The file is not a game file: error at line {line}, column {column}."
    ),
    "json_too_deep": QT_TRANSLATE_NOOP(
        "Codes", "The file is nested too deeply: it is not a game file."
    ),
    "number_too_long": QT_TRANSLATE_NOOP(
        "Codes", "The file contains a number too long for a score."
    ),
    "text_not_unicode": QT_TRANSLATE_NOOP(
        "Codes", "The file contains text with invalid Unicode characters."
    ),
    # app/engine/model.py
    "call_unknown": QT_TRANSLATE_NOOP("Codes", "Unknown call “{call}”."),
    "contract_invalid": QT_TRANSLATE_NOOP("Codes", "“{contract}” is not a contract."),
    # app/engine/names.py
    "player_name_empty": QT_TRANSLATE_NOOP("Codes", "Every player needs a name."),
    "player_duplicate": QT_TRANSLATE_NOOP("Codes", "Two players have the same name."),
    "player_lookalike": QT_TRANSLATE_NOOP(
        "Codes", "“{player}” and “{other}” look the same: give the players different names."
    ),
    "player_name_long": QT_TRANSLATE_NOOP("Codes", "A name may have at most {limit} characters."),
    "name_control": QT_TRANSLATE_NOOP(
        "Codes",
        "“{name}” contains a control character (a line break, a tab, an escape) or a mark that"
        " turns the text around; type the name without it.",
    ),
    # app/engine/next_deal.py
    "consequence_not_declarer": QT_TRANSLATE_NOOP(
        "Codes",
        "After the penalty “{rule}” {player} must pass in this deal and cannot declare. If "
        "the table agreed otherwise, record a custom penalty first.",
    ),
    "consequence_raspasy_only": QT_TRANSLATE_NOOP(
        "Codes",
        "After the penalty “{rule}” this deal is a raspasy, not {contract}. If the table "
        "agreed otherwise, record a custom penalty first.",
    ),
    # app/engine/raspasy.py
    "resting_dealer_tricks_range": QT_TRANSLATE_NOOP(
        "Codes", "{player} plays only the talon: 0, 1 or 2 tricks."
    ),
    "tricks_missing": QT_TRANSLATE_NOOP("Codes", "Enter the tricks of {player}."),
    "tricks_sum": QT_TRANSLATE_NOOP(
        "Codes", "The tricks add up to {total}; they must add up to 10."
    ),
    # app/engine/rules.py
    "option_value": QT_TRANSLATE_NOOP(
        "Codes", "The value of the option “{option}” is not allowed."
    ),
    "option_unknown": QT_TRANSLATE_NOOP("Codes", "Unknown rules option “{option}”."),
    # app/engine/scoring.py
    "declarer_resting": QT_TRANSLATE_NOOP(
        "Codes", "{player} deals this time and sits out: he cannot declare."
    ),
    "contract_below_raspasy_exit": QT_TRANSLATE_NOOP(
        "Codes", "After raspasy the game must be at least a {minimum}."
    ),
    "misere_whist": QT_TRANSLATE_NOOP("Codes", "Nobody whists a misère."),
    "stalingrad_must_whist": QT_TRANSLATE_NOOP(
        "Codes", "Stalingrad: 6♠ must be whisted by both defenders."
    ),
    "talon_tricks_not_applicable": QT_TRANSLATE_NOOP(
        "Codes", "Talon whists apply only to a resting dealer under the house rule."
    ),
    "concede_disallowed": QT_TRANSLATE_NOOP(
        "Codes", "These rules do not allow giving a game up three down."
    ),
    "concede_misere": QT_TRANSLATE_NOOP("Codes", "A misère cannot be given up three down."),
    "concede_tricks": QT_TRANSLATE_NOOP("Codes", "A game given up before play has no tricks."),
    "dealer_whist_order": QT_TRANSLATE_NOOP(
        "Codes", "{player} may whist only after a pass and a half-whist."
    ),
    "dealer_whist_order_pass_pass": QT_TRANSLATE_NOOP(
        "Codes", "{player} may whist only after two passes, or a pass and a half-whist."
    ),
    "declarer_whists": QT_TRANSLATE_NOOP(
        "Codes", "The declarer {player} cannot whist his own game."
    ),
    "resting_player_calls": QT_TRANSLATE_NOOP("Codes", "{player} is not defending this deal."),
    "call_missing": QT_TRANSLATE_NOOP("Codes", "Choose whist or pass for {player}."),
    "half_whist_disallowed": QT_TRANSLATE_NOOP(
        "Codes", "Half-whist is not allowed by these rules."
    ),
    "half_whist_level": QT_TRANSLATE_NOOP("Codes", "Half-whist is possible only on a 6 or a 7."),
    "half_whist_first": QT_TRANSLATE_NOOP(
        "Codes", "Only the second defender may half-whist, not {player}."
    ),
    "half_whist_partner": QT_TRANSLATE_NOOP("Codes", "Half-whist needs {player} to pass first."),
    "tricks_not_played": QT_TRANSLATE_NOOP(
        "Codes", "Nobody whisted, so the deal was not played: no tricks."
    ),
    # app/engine/settlement.py
    "sheet_missing": QT_TRANSLATE_NOOP("Codes", "The sheet has no {column} for {player}."),
    # app/engine/sheet.py
    "whists_on_self": QT_TRANSLATE_NOOP("Codes", "A player cannot write whists on himself."),
    "entry_empty": QT_TRANSLATE_NOOP("Codes", "The entry writes nothing."),
    # app/engine/state.py
    "resting_player_tricks": QT_TRANSLATE_NOOP(
        "Codes", "{player} sits out this deal and takes no tricks."
    ),
    "tricks_range": QT_TRANSLATE_NOOP("Codes", "Tricks of {player} must be between 0 and 10."),
    "whists_target": QT_TRANSLATE_NOOP("Codes", "Whists must be written on another player."),
    # raised by ui/ itself (the contract field, reading and writing files)
    "contract_missing": QT_TRANSLATE_NOOP(
        "Codes", "Type the contract: 7h, 7ч, 7♥, 6nt, мизер or распасы."
    ),
    "file_unreadable": QT_TRANSLATE_NOOP("Codes", "The file {path} cannot be read."),
    "file_unwritable": QT_TRANSLATE_NOOP("Codes", "The file {path} cannot be written."),
}
