"""Finding files under ``resources/`` from a source checkout and from a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The ``resources`` folder: beside the bundle's files when frozen, else in the checkout."""
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(name: str) -> Path:
    """The path of ``resources/<name>``."""
    return resource_root() / name
