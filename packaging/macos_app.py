"""``Pulka.app`` without a Mac: its ``Info.plist`` values and the check of a built bundle.

``pulka.spec`` passes :func:`info_plist` to PyInstaller's ``BUNDLE`` on macOS; ``build.py`` runs
:func:`check_app` on the bundle PyInstaller made before ``macos/make-dmg.sh`` wraps it, so the
release workflow fails on a malformed bundle. ``tests/packaging/test_macos_bundle.py`` checks
both on Linux against a stand-in bundle with PyInstaller's layout (Apple's "Bundle Programming
Guide": ``Contents/Info.plist``, the executable in ``Contents/MacOS``, resources in
``Contents/Resources``). ``python macos_app.py check APP VERSION`` prints the problems.
"""

from __future__ import annotations

import os
import plistlib
import sys
from pathlib import Path
from typing import Any
from xml.parsers.expat import ExpatError

BUNDLE_ID = "org.pulka.Pulka"  # also the AppStream id of the Linux package
EXECUTABLE = "pulka"
ICON_FILE = "pulka.icns"


def info_plist(version: str) -> dict[str, Any]:
    """Every ``Info.plist`` key Pulka sets (PyInstaller adds its own, e.g. ``LSBackgroundOnly``)."""
    return {
        "CFBundleName": "Pulka",
        "CFBundleDisplayName": "Pulka",
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleExecutable": EXECUTABLE,
        "CFBundleIconFile": ICON_FILE,
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "CFBundleDevelopmentRegion": "ru",
        "CFBundleLocalizations": ["ru", "en"],
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHighResolutionCapable": True,
    }


def check_app(app: Path, version: str) -> list[str]:
    """What is wrong with the bundle ``app`` (empty when nothing is)."""
    contents = app / "Contents"
    plist_path = contents / "Info.plist"
    if app.suffix != ".app" or not plist_path.is_file():
        return [f"{app}: not an application bundle (no Contents/Info.plist)"]
    try:
        with plist_path.open("rb") as handle:
            plist = plistlib.load(handle)
    except (plistlib.InvalidFileException, ValueError, ExpatError) as error:
        return [f"{plist_path}: unreadable ({error})"]
    problems = [
        f"Info.plist {key} is {plist.get(key)!r}, expected {value!r}"
        for key, value in info_plist(version).items()
        if plist.get(key) != value
    ]
    executable = contents / "MacOS" / str(plist.get("CFBundleExecutable"))
    if not executable.is_file() or not os.access(executable, os.X_OK):
        problems.append(f"no executable {executable.relative_to(app)}")
    icon = contents / "Resources" / str(plist.get("CFBundleIconFile"))
    if not icon.is_file() or icon.read_bytes()[:4] != b"icns":
        problems.append(f"no icon {icon.relative_to(app)}")
    for data in ("resources/i18n/pulka_ru.qm", "resources/store/new-database.sqlite3"):
        if not (contents / "Resources" / data).is_file():
            problems.append(f"missing Contents/Resources/{data}")
    return problems


def main(argv: list[str]) -> int:
    if len(argv) != 3 or argv[0] != "check":
        print("usage: python macos_app.py check APP VERSION", file=sys.stderr)
        return 2
    problems = check_app(Path(argv[1]), argv[2])
    for problem in problems:
        print(f"{argv[1]}: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
