"""The command line's language: ``--language``, else the app's setting, else the system's.

The same choice, in the same order, as the desktop app at start-up (ui/app.py ``main``:
``--language``, the ``language`` the Language menu stored with ``QSettings``, then
``ui.i18n.system_language``), read without Qt. Russian or English; anything else is English.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

LANGUAGES = ("ru", "en")


def choose(option: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """``ru`` or ``en``: the option given, the stored setting, or the system language."""
    environ = os.environ if environ is None else environ
    for candidate in (option, stored_language(environ)):
        if candidate in LANGUAGES:
            return candidate
    return system_language(environ)


def system_language(environ: Mapping[str, str], platform: str = sys.platform) -> str:
    """Russian for a Russian locale, English otherwise, as ``QLocale.system()`` decides it.

    POSIX (qtbase src/corelib/text/qlocale_unix.cpp): the first of ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG`` that is set; ``C`` or ``POSIX`` (or nothing) is English; else the
    first entry of GNU's ``LANGUAGE`` list wins when set (checked against PySide6 6.11:
    ``LC_ALL=en_US.UTF-8 LANGUAGE=ru`` and ``LANG=C.UTF-8 LANGUAGE=ru`` are ``ru_RU``,
    ``LANG=C LANGUAGE=ru`` is ``C``). Windows
    (qlocale_win.cpp ``getWinLocaleName``): ``LANG`` if set, else the user's locale,
    ``GetUserDefaultLCID``.
    """
    if platform == "win32":
        lang = environ.get("LANG", "")
        if lang:
            return _russian(lang)
        return "ru" if _windows_lcid() & 0x3FF == 0x19 else "en"  # LANG_RUSSIAN
    lang = environ.get("LC_ALL") or environ.get("LC_MESSAGES") or environ.get("LANG") or ""
    if lang in ("", "C", "POSIX"):
        return "en"
    first = environ.get("LANGUAGE", "").split(":")[0]  # Qt reads the first entry only
    return _russian(first or lang)


def _russian(locale_name: str) -> str:
    return "ru" if locale_name.lower().startswith("ru") else "en"


def _windows_lcid() -> int:
    try:
        import ctypes

        return int(ctypes.windll.kernel32.GetUserDefaultLCID())  # type: ignore[attr-defined]
    except Exception:  # not Windows after all, or no kernel32: the source language
        return 0


def stored_language(environ: Mapping[str, str], platform: str = sys.platform) -> str | None:
    """The language chosen in the app's Language menu (``QSettings`` of organisation and
    application ``Pulka``, key ``language``), or ``None``. Where Qt keeps it: an INI file in
    ``$XDG_CONFIG_HOME`` (or ``~/.config``) on Linux, the registry on Windows, a property list
    on macOS (QSettings' documentation, "Platform-Specific Notes"). A setting that cannot be
    read is no setting."""
    try:
        if platform == "win32":
            return _registry_language()
        if platform == "darwin":
            return _plist_language(Path.home() / "Library/Preferences/com.pulka.Pulka.plist")
        config = environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
        return ini_language(Path(config) / "Pulka" / "Pulka.conf")
    except (OSError, ValueError, RuntimeError):  # RuntimeError: no home folder
        return None


def ini_language(path: Path) -> str | None:
    """``language=`` of the ``[General]`` section of a Qt INI file (keys at the top level are
    written there), or ``None``."""
    if not path.is_file():
        return None
    section = ""
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1]
        elif section == "General" and line.partition("=")[0].strip() == "language":
            return line.partition("=")[2].strip().strip('"') or None
    return None


def _plist_language(path: Path) -> str | None:
    import plistlib

    if not path.is_file():
        return None
    with path.open("rb") as file:
        value = plistlib.load(file).get("language")
    return value if isinstance(value, str) else None


def _registry_language() -> str | None:
    import winreg  # type: ignore[import-not-found,unused-ignore]

    with winreg.OpenKey(winreg.HKEY_CURRENT_USER, r"Software\Pulka\Pulka") as key:  # type: ignore[attr-defined,unused-ignore]
        value, _ = winreg.QueryValueEx(key, "language")  # type: ignore[attr-defined,unused-ignore]
    return value if isinstance(value, str) else None
