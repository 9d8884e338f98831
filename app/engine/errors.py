"""Engine errors: a stable code plus parameters, never translated text."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any


class CodedError(Exception):
    """An error with a stable ``code`` and ``params``: the UI and the command line word it.

    ``code`` is a stable identifier (``tricks_sum``, ``stale`` …); ``params`` name the offending
    field and values. The engine's and the services' refusals are both of this kind.
    """

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params: Mapping[str, Any] = MappingProxyType(dict(params))

    def __str__(self) -> str:
        details = ", ".join(f"{key}={value!r}" for key, value in self.params.items())
        return f"{self.code} ({details})" if details else self.code


class EngineError(CodedError):
    """Base class of every error the engine raises on bad input."""


class InvalidRules(EngineError):
    """A rules option has a value outside its allowed range."""


class InvalidDeal(EngineError):
    """A deal (or raspasy, or manual entry) that cannot have happened at the table."""


class InvalidGame(EngineError):
    """A game record (players, first dealer, event list) that is malformed."""
