"""Finding files under ``resources/`` from a source checkout and from a PyInstaller bundle, and
the interface's compiled translations there: shared by the window (ui/i18n.py) and the command
line (app/cli/translation.py, ADR 0008), so both read the same ``.qm`` (Qt-free)."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The ``resources`` folder: beside the bundle's files when frozen, else in the checkout."""
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def resource_path(name: str) -> Path:
    """The path of ``resources/<name>``."""
    return resource_root() / name


def qm_path(lang: str) -> Path:
    return resource_path(f"i18n/pulka_{lang}.qm")


def ts_path(lang: str) -> Path:
    return resource_path(f"i18n/pulka_{lang}.ts")


def lrelease_command() -> str | None:
    """``pyside6-lrelease`` from the running interpreter's venv, else from PATH."""
    import shutil  # only when a .qm is stale (development): start-up does not pay for it

    candidate = Path(sys.executable).with_name("pyside6-lrelease")
    if candidate.exists():
        return str(candidate)
    return shutil.which("pyside6-lrelease")


def qm_is_stale(lang: str) -> bool:
    """A ``.qm`` missing or older than its ``.ts`` source."""
    ts, qm = ts_path(lang), qm_path(lang)
    if not ts.exists():
        return False
    return not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime


def ensure_qm(lang: str) -> Path | None:
    """Build ``pulka_<lang>.qm`` from its ``.ts`` if missing or stale (a source checkout; the
    bundle ships the compiled file only); its path, or None."""
    qm = qm_path(lang)
    if qm_is_stale(lang):
        tool = lrelease_command()
        if tool is None:
            return qm if qm.exists() else None
        import subprocess

        subprocess.run(
            [tool, "-silent", str(ts_path(lang)), "-qm", str(qm)],
            check=False,
            capture_output=True,
        )
    return qm if qm.exists() else None
