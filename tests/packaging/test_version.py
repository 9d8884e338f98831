"""The version has one source: ``pyproject.toml``; ``app.__version__`` and ``--version`` agree."""

from __future__ import annotations

import tomllib
from pathlib import Path

import app
from app.cli import main

ROOT = Path(__file__).resolve().parents[2]


def pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def test_app_version_is_pyprojects() -> None:
    assert app.__version__ == pyproject_version()


def test_cli_version_prints_it(capsys) -> None:  # type: ignore[no-untyped-def]
    try:
        main(["--version"])
    except SystemExit as stop:
        assert stop.code == 0
    else:  # pragma: no cover - argparse always exits after --version
        raise AssertionError("--version did not exit")
    assert capsys.readouterr().out.strip() == f"pulka {pyproject_version()}"
