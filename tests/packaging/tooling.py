"""Outside tools the packaging tests need: a missing one skips with its reason, never under CI.

``make test`` installs the Node tools (``packaging/tools``, ``npm ci``) when npm exists, and
``.ci/run`` installs the system ones; on CI (``CI=true``) a missing tool is a failure, so the
checks cannot silently stop running there.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NODE_MODULES = ROOT / "packaging" / "tools" / "node_modules"


def on_ci() -> bool:
    return os.environ.get("CI", "").lower() in {"1", "true", "yes"}


def missing(reason: str) -> None:
    """Skip with ``reason`` here; on CI fail with it."""
    if on_ci():
        pytest.fail(f"{reason} (required when CI=true)")
    pytest.skip(reason)


def require_program(name: str, hint: str) -> str:
    found = shutil.which(name)
    if found is None:
        missing(f"{name} not found ({hint})")
    assert found is not None
    return found


def require_node_package(package: str) -> Path:
    """The folder of an npm package from ``packaging/tools`` (and ``node`` on PATH)."""
    require_program("node", "install Node.js; `make test` then installs packaging/tools")
    folder = NODE_MODULES / package
    if not (folder / "package.json").exists():
        missing(f"npm package {package} not installed (make test runs npm ci in packaging/tools)")
    return folder
