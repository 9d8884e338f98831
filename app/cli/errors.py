"""Turning bad input into a one-line message and exit status 2, never a traceback."""

from __future__ import annotations

import errno
import json
import sys
from collections.abc import Callable, Mapping
from typing import Any

from app.cli.messages import CLI_CONTEXT
from app.cli.messages import MESSAGES as CLI_MESSAGES
from app.engine.errors import CodedError, EngineError
from app.engine.messages import MESSAGES as ENGINE_MESSAGES
from app.engine.model import Contract
from app.engine.names import visible
from app.penalties import fact_specs, get_rule
from app.penalties.messages import CONTEXT as PENALTY_CONTEXT
from app.penalties.messages import MESSAGES as PENALTY_MESSAGES
from app.services.messages import GAME_DAMAGED_WITH_PLAYERS, STORE_CONTEXT, STORE_MESSAGES
from app.services.messages import MESSAGES as SERVICE_MESSAGES
from app.store.db import DatabaseRefused
from app.store.errors import StoreError

EXIT_BAD_INPUT = 2


def _english(_context: str, source: str) -> str:
    """No translation: the English source (``str()`` of a message, logs, tests)."""
    return source


class CliError(Exception):
    """A problem with the command's input, reported in one line: a code of the command line's
    own texts (app/cli/messages.py) and the values its text names. ``detail``, when given, is
    words from elsewhere (SQLite, the server, a parser) shown after the text in parentheses.
    A value may itself be a :class:`Text` (``server club.local``), worded in the same language.
    """

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        """The English line (logs, tests); :func:`run_guarded` prints it translated."""
        return self.text().render(_english)

    def text(self) -> Text:
        return Text(self.code, self.params)


Translate = Callable[[str, str], str]


class Text:
    """A code of app/cli/messages.py with its values, worded when it is printed."""

    def __init__(self, code: str, params: Mapping[str, Any] | None = None, /) -> None:
        self.code = code
        self.params = dict(params or {})

    def render(self, lookup: Translate) -> str:
        params = {
            key: value.render(lookup) if isinstance(value, Text | Words) else value
            for key, value in self.params.items()
        }
        detail = params.pop("detail", "")
        text = _fill(lookup(CLI_CONTEXT, CLI_MESSAGES[self.code]), params)
        return f"{text} ({detail})" if detail else text

    def __str__(self) -> str:
        return self.render(_english)


class Words:
    """A text marked for translation elsewhere (``QT_TRANSLATE_NOOP(context, text)``), filled
    into a message in the message's language: why a server address is refused."""

    def __init__(self, context: str, text: str) -> None:
        self.context = context
        self.text = text

    def render(self, lookup: Translate) -> str:
        return lookup(self.context, self.text)


def _fill(template: str, params: Mapping[str, Any]) -> str:
    """The template with its values, as ui/i18n.py ``_fmt`` (a template that does not fit its
    values is shown as it is, never a traceback)."""
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def describe(error: CodedError, lookup: Translate = _english) -> str:
    """One line: where, then what (``event 2: The tricks add up to 9; they must add up to 10.``).

    The words are the texts the interface translates (app/engine/messages.py,
    app/services/messages.py, app/penalties/messages.py): one text for each code, translated
    by ``lookup`` in the interface's context, its values worded as the interface words them
    (ui/i18n.py ``error_text``, ui/wizard/texts.py ``error_text``).
    """
    # A value from the file is shown shortened: a 10 MB name must not become a 10 MB message.
    params: dict[str, Any] = {k: _short(v) for k, v in error.params.items()}
    where = params.pop("where", None)
    event = params.pop("event", None)
    found = source_text(error.code, params)
    template = lookup(*found) if found else None
    try:
        text = (
            template.format(**_words(params, lookup)) if template else _fallback(error.code, params)
        )
    except (KeyError, IndexError, ValueError):
        text = _fallback(error.code, params)
    source = found[1] if found else None  # what the text names: the English source says
    if source and params.get("rule") and "{rule" not in source:
        # which penalty rule refused, as the command was given (a text may name it itself)
        text = Text("rule_place", {"rule": params["rule"], "text": text}).render(lookup)
    if source:
        # The interface's words leave out what its forms prevent; whoever types a file or a
        # command gets the rest too: the values the text does not name (the allowed range, the
        # JSON parser's reason, the store's own words).
        unused = {k: v for k, v in params.items() if k != "rule" and "{" + k not in source}
        if unused:
            text += " (" + ", ".join(f"{k}: {v}" for k, v in unused.items()) + ")"
    if where is None and event is not None:
        where = Text("event_place", {"event": event}).render(lookup)
    return f"{where}: {text}" if where else text


def english_text(code: str, params: dict[str, Any]) -> str | None:
    """The English source text of a code, as the interface would show it before translation."""
    found = source_text(code, params)
    return found[1] if found else None


def source_text(code: str, params: Mapping[str, Any]) -> tuple[str, str] | None:
    """The translation context and English source text of a code (``None``: no text)."""
    if code == "game_damaged" and params.get("players"):
        return STORE_CONTEXT, GAME_DAMAGED_WITH_PLAYERS
    for context, table in (
        ("Codes", ENGINE_MESSAGES),
        ("Codes", SERVICE_MESSAGES),
        (STORE_CONTEXT, STORE_MESSAGES),
        (PENALTY_CONTEXT, PENALTY_MESSAGES),
    ):
        if code in table:
            return context, table[code]
    return None


def _words(params: dict[str, Any], lookup: Translate = _english) -> dict[str, Any]:
    """The parameters in the words the texts expect: contracts as players write them, a rule by
    its title, a fact by its question, each in the language of ``lookup`` (the interface does
    the same in its language). What the user typed in a file or an option (a rules option's
    key, a field's name) stays as typed: it is what they look for in the file."""
    out = dict(params)
    for key in ("contract", "target_contract", "bid", "level"):
        if key in out:
            out[key] = _contract_words(out[key], lookup)
    rule = _rule(out.get("rule"))
    if rule is not None:
        out["question"] = next(
            (
                lookup(PENALTY_CONTEXT, s.question)
                for s in fact_specs(rule)
                if s.name == out.get("fact")
            ),
            str(out.get("fact", "")),
        )
    used = _rule(out.get("use"))
    if used is not None:
        # quoted as the language quotes: “title” in English, «название» in Russian
        out["use"] = lookup(PENALTY_CONTEXT, "“{title}”").format(
            title=lookup(PENALTY_CONTEXT, used.title)
        )
    if rule is not None and "rule" in out:
        out["rule"] = lookup(PENALTY_CONTEXT, rule.title)
    for key in ("fact", "minimum", "expected", "value", "player", "declarer", "use", "option"):
        out.setdefault(key, "")
    return out


def _rule(rule_id: Any) -> Any:
    try:
        return get_rule(str(rule_id)) if rule_id else None
    except EngineError:
        return None


def _contract_words(value: Any, lookup: Translate = _english) -> str:
    """7♥, 6NT / 6БК, misère / мизер (never the code ``7h``); a bid level as its number
    (ui/i18n.py ``contract_text``)."""
    if isinstance(value, int):
        return str(value)
    try:
        contract = Contract.parse(str(value))
    except Exception:
        return str(value)
    if contract.is_misere:
        return lookup("Codes", "misère")
    if contract.suit is not None and contract.suit.value == "nt":
        return f"{contract.level}" + lookup("Codes", "NT")
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


def refused_database(error: DatabaseRefused) -> CliError:
    """Why a database file was not opened, in the command line's words (its codes:
    app/store/db.py); the store's own detail (the network filesystem's name) in parentheses."""
    code = "db_" + error.code
    if code not in CLI_MESSAGES:
        code = "db_damaged"
    return CliError(code, path=error.path, detail=error.detail)


def server_failure(error: StoreError) -> Text:
    """A club server that cannot be reached or refused (its code: app/services/stores.py
    ``server_error_code``), the server's own words in parentheses."""
    from app.services.stores import server_error_code

    code = "server_" + server_error_code(error)
    if code not in CLI_MESSAGES:
        code = "server_failed"
    return Text(code, {"detail": error.detail or ""})


def _os_reason(error: OSError) -> Text | str:
    """The system's reason in words of the command line's language (the common ones); the
    system's own words otherwise."""
    code = {
        errno.ENOENT: "os_not_found",
        errno.EACCES: "os_denied",
        errno.EPERM: "os_denied",
        errno.ENOSPC: "os_disk_full",
        getattr(errno, "EDQUOT", -1): "os_disk_full",  # not on Windows
        errno.EROFS: "os_read_only",
        errno.EISDIR: "os_is_folder",
    }.get(error.errno or 0)
    if code is not None:
        return Text(code)
    return str(error.strerror or error) or Text("os_failed")


def message(error: BaseException, lookup: Translate) -> str | None:
    """The one line for a failure the command line reports, in the language of ``lookup``;
    ``None`` for anything else (a defect, raised on)."""
    if isinstance(error, CodedError):  # the engine's and the services' refusals
        return describe(error, lookup)
    if isinstance(error, DatabaseRefused):
        return refused_database(error).text().render(lookup)
    if isinstance(error, CliError):
        return error.text().render(lookup)
    if isinstance(error, json.JSONDecodeError):
        return Text(
            "not_json", {"line": error.lineno, "column": error.colno, "detail": error.msg}
        ).render(lookup)
    if isinstance(error, OSError):
        reason = _os_reason(error)
        if not error.filename:
            return reason.render(lookup) if isinstance(reason, Text) else reason
        return Text("file_error", {"path": error.filename, "reason": reason}).render(lookup)
    if isinstance(error, UnicodeEncodeError):
        # The output cannot be written in the terminal's encoding (a name in another script).
        return Text("encoding").render(lookup)
    if isinstance(error, StoreError):
        # A club server lost or refusing in the middle of a command (app/services/stores.py).
        return server_failure(error).render(lookup)
    return None


_language: list[str | None] = [None]


def use_language(option: str | None) -> None:
    """``--language`` given before the command (``None``: the app's setting or the system's),
    kept for the messages of this run (no import: the desktop app starts through here)."""
    _language[0] = option


def current_language() -> str | None:
    """``--language`` given before the command (``None``: not given)."""
    return _language[0]


def translator() -> Translate:
    """The lookup of this run's language (app/cli/translation.py, imported only now: a command
    that succeeds, and the desktop app's start, never read the translations)."""
    from app.cli.translation import translator as chosen

    return chosen(_language[0])


def run_guarded(action: Callable[[], int]) -> int:
    """Run a command; bad input becomes ``pulka: message`` on stderr and exit status 2, in the
    user's language (:func:`translator`)."""
    try:
        return action()
    except Exception as error:
        line = message(error, translator())
        if line is None:
            raise
    print(f"pulka: {visible(line)}", file=sys.stderr)  # a quoted name, escaped (D9)
    return EXIT_BAD_INPUT
