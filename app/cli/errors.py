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
}
# The penalty engine's codes (app/penalties/messages.py).
MESSAGES.update({k: v for k, v in PENALTY_MESSAGES.items() if k not in MESSAGES})


class CliError(Exception):
    """A problem with the command's input, reported in one line."""


def describe(error: CodedError) -> str:
    """One line: where, then what (``events[2]: tricks must sum to 10 (they sum to 9)``)."""
    params: dict[str, Any] = dict(error.params)
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
    print(f"pulka: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT
