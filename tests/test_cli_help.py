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


def test_every_command_has_its_module() -> None:
    # app/cli/__init__.py names each command's module; each one imports and is the command.
    from app.cli import COMMANDS, _command

    for name in COMMANDS:
        help_text, add_arguments, run = _command(name)
        assert help_text and callable(add_arguments) and callable(run)
