"""The command line's messages in the user's language, from the interface's ``.qm`` files.

Imported only when a command prints a message (app/cli/errors.py), never on the desktop app's
way to its window (tests/test_startup_imports.py). The language is chosen when the message is
printed (app/cli/language.py); the ``.qm`` is the one the interface loads (ADR 0008). A
missing or unreadable file means the English source, never a traceback.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from app.cli.language import choose
from app.cli.qm import Catalog, QmError

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
                catalog = Catalog.load(ensure_qm(lang))
            except (OSError, QmError):
                catalog = None
        _catalogs[lang] = catalog
    return _catalogs[lang]


def resource_root() -> Path:
    """``resources/``: in the bundle when frozen, else in the checkout (as ui/resources.py,
    which ``app/`` may not import)."""
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def ensure_qm(lang: str) -> Path:
    """``pulka_<lang>.qm``, compiled from its ``.ts`` first when missing or older than it (a
    source checkout; the bundle ships the compiled file only), as ui/i18n.py ``ensure_qm``
    does for the interface."""
    qm = resource_root() / "i18n" / f"pulka_{lang}.qm"
    ts = qm.with_suffix(".ts")
    if ts.is_file() and (not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime):
        beside = Path(sys.executable).with_name("pyside6-lrelease")
        tool = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
        if tool is not None:
            subprocess.run(
                [tool, "-silent", str(ts), "-qm", str(qm)], check=False, capture_output=True
            )
    return qm
