"""The command line's messages in the user's language, from the interface's ``.qm`` files.

Imported only when a command prints a message (app/cli/errors.py), never on the desktop app's
way to its window (tests/test_startup_imports.py). The language is chosen when the message is
printed (app/cli/language.py); the ``.qm`` is the one the interface loads (ADR 0008). A
missing or unreadable file means the English source, never a traceback.
"""

from __future__ import annotations

from collections.abc import Callable

from app.cli.language import choose
from app.cli.qm import Catalog, QmError
from app.services.resources import ensure_qm

_catalogs: dict[str, Catalog | None] = {}


def translator(option: str | None = None) -> Callable[[str, str], str]:
    """``QCoreApplication.translate(context, source)`` for the command line's language
    (``option``: ``--language`` given before the command): the translation, or the source
    itself in English or without a translation."""
    catalog = _catalog(choose(option))
    if catalog is None:
        return lambda _context, source: source
    return lambda context, source: catalog.translate(context, source) or source


def _catalog(lang: str) -> Catalog | None:
    if lang not in _catalogs:
        catalog = None
        if lang != "en":  # English is the source language: nothing to look up
            try:
                qm = ensure_qm(lang)
                catalog = None if qm is None else Catalog.load(qm)
            except (OSError, QmError):
                catalog = None
        _catalogs[lang] = catalog
    return _catalogs[lang]
