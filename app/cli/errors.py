"""Turning bad input into a one-line message and exit status 2, never a traceback."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from app.engine.errors import CodedError
from app.penalties.messages import MESSAGES as PENALTY_MESSAGES
from app.store.db import DatabaseRefused

EXIT_BAD_INPUT = 2

# English text of the engine's error codes for the command line (the UI has its own,
# translated table in ui/i18n.py).
MESSAGES: dict[str, str] = {
    "tricks_sum": "tricks must sum to 10 (they sum to {total})",
    "tricks_missing": "tricks of {player} are missing",
    "tricks_range": "tricks of {player} must be a whole number from 0 to 10, not {value!r}",
    "tricks_not_played": "no tricks are taken when no defender whists",
    "declarer_whists": "the declarer {player} cannot whist or pass on his own contract",
    "declarer_resting": "{player} deals and rests in this deal, he cannot declare",
    "resting_player_calls": "{player} is not a defender in this deal",
    "resting_player_tricks": "{player} deals and rests in this deal, he takes no tricks",
    "call_missing": "the call of defender {player} is missing",
    "call_unknown": "unknown call {call!r} (whist, pass or half)",
    "contract_unknown": "unknown contract {contract!r} (6s … 10nt, misere)",
    "contract_invalid": "impossible contract {contract!r}",
    "contract_below_raspasy_exit": "after raspasy the contract must be at least {minimum}",
    "half_whist_level": "half-whist is allowed only on a 6 or a 7, not on {contract}",
    "half_whist_disallowed": "half-whist is not allowed by these rules",
    "half_whist_first": "{player} speaks first and cannot half-whist",
    "half_whist_partner": "half-whist needs the first defender ({player}) to pass",
    "misere_whist": "nobody whists on a misère",
    "stalingrad_must_whist": "Stalingrad: a 6♠ must be whisted by both defenders",
    "talon_tricks_not_applicable": "talon whists apply only to a resting dealer with that option",
    "talon_tricks_range": "talon tricks must be 0–3, not {value!r}",
    "concede_disallowed": "conceding three down is not allowed by these rules",
    "concede_misere": "a misère cannot be conceded three down",
    "concede_tricks": "a game conceded before play has no tricks",
    "dealer_whist_order": "the resting dealer {player} may whist only after pass and half-whist",
    "resting_dealer_tricks_range": "the resting dealer {player} takes 0–2 talon tricks, "
    "not {value!r}",
    "flag_invalid": "expected true or false, not {value!r}",
    "player_unknown": "unknown player {player!r}",
    "player_count": "a game has 3 or 4 players, not {count}",
    "player_duplicate": "two players have the same name",
    "player_name_empty": "a player's name is empty",
    "dealer_unknown": "the first dealer {player!r} is not a player",
    "amount_not_integer": "amounts must be whole numbers, not {value!r}",
    "amount_negative": "amounts cannot be negative ({value!r})",
    "entry_empty": "the manual entry writes nothing",
    "whists_on_self": "{player} cannot write whists on himself",
    "option_unknown": "unknown rules option {option!r}",
    "option_value": "bad value {value!r} for rules option {option!r}",
    "preset_unknown": "unknown rules preset {preset!r} (sochi, leningrad, rostov)",
    "format_unknown": "not a pulka-game document (format {value!r})",
    "version_unsupported": "unsupported format version {value!r}",
    "event_type_unknown": "unknown event type {value!r}",
    "incident_rule_unknown": "unknown penalty rule {rule!r}",
    "sheet_missing": "the {column} of {player} is missing",
    # Reading a document (app/engine/jsondoc.py) and its shape (app/engine/gamefile.py).
    "json_invalid": "line {line}, column {column}: not valid JSON ({reason})",
    "json_too_deep": "the document is nested more than {limit} levels deep",
    "number_too_long": "a number of {digits} characters is too long for a score",
    "file_not_utf8": "the file is not UTF-8 text (byte {offset}); save it as UTF-8",
    "file_too_large": "the file is larger than {limit_mb} MB",
    "text_not_unicode": "the text {text!r} is not valid Unicode (a lone surrogate)",
    "field_unknown": "unknown field {field!r} (known: {known})",
    "uuid_invalid": "uuid must be a UUID (32 hexadecimal digits), not {value!r}",
    "amount_too_large": "amounts are at most {limit:,}",
    "player_name_long": "a player's name has at most {limit} characters (this one has {length})",
    "player_lookalike": "the names {player!r} and {other!r} look the same; make them differ",
    "players_invalid": "players must be a list of 3 or 4 names",
    "not_an_object": "the document must be a JSON object",
    "event_invalid": "an event must be a JSON object",
    "events_invalid": "events must be a list",
    "incident_invalid": "an incident needs a rule id (text) and facts (an object)",
    "map_invalid": "must map player names to numbers",
    "defenders_invalid": "defenders must map each defender to whist, pass or half",
    "declarer_missing": "the declarer's name is missing",
    "player_missing": "the player's name is missing",
    "note_invalid": "the note must be text",
    "options_invalid": "options must be an object of rules options",
    # the services' refusals, the store's failures among them (docs/store.md)
    "game_damaged": "game {game_id} is damaged and cannot be read ({detail})",
    "game_unknown": "no game {game_id}",
    "read_only": "the database is open read-only; nothing was written",
    "store_busy": "the database is in use by another program; try again ({detail})",
    "store_read_only": "the database cannot be written ({detail})",
    "disk_full": "the disk is full; nothing was written ({detail})",
    "store_io": "the database could not be read or written ({detail})",
    "store_damaged": "the database is damaged ({detail})",
    "store_failed": "the database refused the operation ({detail})",
    "server_unavailable": "the club server cannot be reached; nothing was written ({detail})",
    "server_refused": "the club server refused this ({refusal}); nothing was written",
}
# The penalty engine's codes (app/penalties/messages.py).
MESSAGES.update({k: v for k, v in PENALTY_MESSAGES.items() if k not in MESSAGES})


def _server_errors() -> tuple[type[Exception], ...]:
    from app.services.stores import server_errors

    return server_errors()


class CliError(Exception):
    """A problem with the command's input, reported in one line."""


def describe(error: CodedError) -> str:
    """One line: where, then what (``events[2]: tricks must sum to 10 (they sum to 9)``)."""
    # A value from the file is shown shortened: a 10 MB name must not become a 10 MB message.
    params: dict[str, Any] = {k: _short(v) for k, v in error.params.items()}
    where = params.pop("where", None)
    event = params.pop("event", None)
    template = MESSAGES.get(error.code)
    try:
        text = template.format(**params) if template else _fallback(error.code, params)
    except (KeyError, IndexError):
        text = _fallback(error.code, params)
    if where is None and event is not None:
        where = f"event {event}"
    return f"{where}: {text}" if where else text


def _short(value: Any) -> Any:
    if isinstance(value, str) and len(value) > 60:
        return value[:57] + "…"
    if isinstance(value, list | tuple | dict) and len(repr(value)) > 60:
        return repr(value)[:57] + "…"
    return value


def _fallback(code: str, params: dict[str, Any]) -> str:
    details = ", ".join(f"{k}={v!r}" for k, v in params.items())
    return f"{code.replace('_', ' ')}" + (f" ({details})" if details else "")


def run_guarded(action: Callable[[], int]) -> int:
    """Run a command; bad input becomes ``pulka: message`` on stderr and exit status 2."""
    try:
        return action()
    except CodedError as error:  # the engine's and the services' refusals
        message = describe(error)
    except DatabaseRefused as error:
        message = str(error)
    except CliError as error:
        message = str(error)
    except json.JSONDecodeError as error:
        message = f"line {error.lineno}, column {error.colno}: not valid JSON ({error.msg})"
    except OSError as error:
        message = f"{error.filename or ''}: {error.strerror or error}".strip(": ")
    except UnicodeEncodeError:
        # The output cannot be written in the terminal's encoding (a name in another script).
        message = "the result cannot be shown in this terminal's encoding; use a UTF-8 terminal"
    except Exception as error:
        # A club server lost or refusing in the middle of a command (app/services/stores.py).
        if not isinstance(error, _server_errors()):
            raise
        message = str(error)
    print(f"pulka: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT
