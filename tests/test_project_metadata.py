"""pyproject.toml's metadata as packaging tools read it today (issue 32, item 4).

A table ``license = { text = "MIT" }`` made every ``make run`` on a fresh clone print
setuptools' deprecation block about ``project.license``; PEP 639 wants an SPDX expression,
which setuptools reads from version 77 on.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from app.services.about import LICENCE

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_licence_is_an_spdx_string_the_about_box_agrees_with() -> None:
    licence = PROJECT["project"]["license"]
    assert isinstance(licence, str), "project.license must be an SPDX string, not a table"
    assert re.fullmatch(r"[A-Za-z0-9.+-]+( (AND|OR|WITH) [A-Za-z0-9.+-]+)*", licence)
    assert licence == LICENCE


def test_the_build_asks_for_a_setuptools_that_reads_spdx_strings() -> None:
    (requirement,) = [r for r in PROJECT["build-system"]["requires"] if "setuptools" in r]
    minimum = re.fullmatch(r"setuptools>=(\d+)(\.\d+)*", requirement.replace(" ", ""))
    assert minimum is not None and int(minimum.group(1)) >= 77
