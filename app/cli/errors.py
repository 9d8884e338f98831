"""Turning bad input into a one-line message and exit status 2, never a traceback."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from app.engine.errors import CodedError, EngineError
from app.engine.messages import MESSAGES as ENGINE_MESSAGES
from app.engine.model import Contract
from app.penalties import fact_specs, get_rule
from app.penalties.messages import MESSAGES as PENALTY_MESSAGES
from app.services.messages import GAME_DAMAGED_WITH_PLAYERS, STORE_MESSAGES
from app.services.messages import MESSAGES as SERVICE_MESSAGES
from app.store.db import DatabaseRefused

EXIT_BAD_INPUT = 2


def _server_errors() -> tuple[type[Exception], ...]:
    from app.services.stores import server_errors

    return server_errors()


class CliError(Exception):
    """A problem with the command's input, reported in one line."""


def describe(error: CodedError) -> str:
    """One line: where, then what (``event 2: The tricks add up to 9; they must add up to 10.``).

    The words are the English source texts the interface translates (app/engine/messages.py,
    app/services/messages.py, app/penalties/messages.py): one text for each code.
    """
    # A value from the file is shown shortened: a 10 MB name must not become a 10 MB message.
    params: dict[str, Any] = {k: _short(v) for k, v in error.params.items()}
    where = params.pop("where", None)
    event = params.pop("event", None)
    template = english_text(error.code, params)
    try:
        text = template.format(**_words(params)) if template else _fallback(error.code, params)
    except (KeyError, IndexError, ValueError):
        text = _fallback(error.code, params)
    if template and params.get("rule") and "{rule" not in template:
        # which penalty rule refused, as the command was given (a text may name it itself)
        text = f"rule {params['rule']}: {text}"
    if template:
        # The interface's words leave out what its forms prevent; whoever types a file or a
        # command gets the rest too: the values the text does not name (the allowed range, the
        # JSON parser's reason, the store's own words).
        unused = {k: v for k, v in params.items() if k != "rule" and "{" + k not in template}
        if unused:
            text += " (" + ", ".join(f"{k}: {v}" for k, v in unused.items()) + ")"
    if where is None and event is not None:
        where = f"event {event}"
    return f"{where}: {text}" if where else text


def english_text(code: str, params: dict[str, Any]) -> str | None:
    """The English source text of a code, as the interface would show it before translation."""
    if code == "game_damaged" and params.get("players"):
        return GAME_DAMAGED_WITH_PLAYERS
    for table in (ENGINE_MESSAGES, SERVICE_MESSAGES, STORE_MESSAGES, PENALTY_MESSAGES):
        if code in table:
            return table[code]
    return None


def _words(params: dict[str, Any]) -> dict[str, Any]:
    """The parameters in the words the texts expect: contracts as players write them, a rule by
    its title, a fact by its question (the interface does the same in its language)."""
    out = dict(params)
    for key in ("contract", "target_contract", "bid", "level"):
        if key in out:
            out[key] = _contract_words(out[key])
    rule = _rule(out.get("rule"))
    if rule is not None:
        out["question"] = next(
            (s.question for s in fact_specs(rule) if s.name == out.get("fact")),
            str(out.get("fact", "")),
        )
    used = _rule(out.get("use"))
    if used is not None:
        out["use"] = f"“{used.title}”"  # English quotes: the command line speaks English
    if rule is not None and "rule" in out:
        out["rule"] = rule.title
    for key in ("fact", "minimum", "expected", "value", "player", "declarer", "use", "option"):
        out.setdefault(key, "")
    return out


def _rule(rule_id: Any) -> Any:
    try:
        return get_rule(str(rule_id)) if rule_id else None
    except EngineError:
        return None


def _contract_words(value: Any) -> str:
    """7♥, 6NT, misère (never the code ``7h``); a bid level as its number."""
    if isinstance(value, int):
        return str(value)
    try:
        contract = Contract.parse(str(value))
    except Exception:
        return str(value)
    if contract.is_misere:
        return "misère"
    if contract.suit is not None and contract.suit.value == "nt":
        return f"{contract.level}NT"
    return str(contract)


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
