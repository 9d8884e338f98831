"""Calling a service from a window: a refusal becomes a translated message, never a traceback."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QWidget

from app.engine.errors import CodedError
from ui import i18n
from ui.widgets.message import warn

T = TypeVar("T")


def run_or_warn(parent: QWidget, title: str, call: Callable[[], T]) -> T | None:
    """``call()``'s result; ``None`` after showing its refusal in a box titled ``title``."""
    try:
        return call()
    except CodedError as error:
        warn(parent, title, i18n.error_text(error.code, error.params))
        return None
