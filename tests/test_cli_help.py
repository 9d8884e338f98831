"""``pulka --help`` lists every option, the desktop app's included (issue 14)."""

from __future__ import annotations

import pytest

from app.cli import main


def test_help_lists_every_option(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    for option in ("--database FILE", "--language {ru,en}", "--self-test", "--version"):
        assert option in out
    for command in ("score", "settle", "export", "import", "rules"):
        assert f"    {command} " in out
