"""Where the entry point hands the command line its PDF printing (app/cli/event_paper.py):
kept apart, and importing nothing, so that every start of ``pulka`` — the desktop app's too —
registers it for free."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

WRITER: list[Callable[[Any], None]] = []
"""The PDF writer the entry point handed in (empty: this build cannot print)."""


def use_writer(writer: Callable[[Any], None] | None) -> None:
    WRITER.clear()
    if writer is not None:
        WRITER.append(writer)
