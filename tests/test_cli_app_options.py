"""The desktop app's options before a headless command (issue 14): honoured when they mean the
same to the command (``--server URL`` before push, pull, export, import), else refused in one
line with exit 2 — never the desktop app started instead of the command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import _commands, main, server_access
from app.services import GameService
from tests.test_cli import GAME, write

URL = "postgresql://scorer@club.local/club"


def pulka(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m pulka ARGS`` as a user runs it; a started desktop app would not return, so
    the timeout turns that regression into a failure rather than a hang."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "pulka", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )


def refused_in_one_line(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pulka: "), done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    for word in words:
        assert word in lines[0]


def test_database_before_import_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    source = write(tmp_path, GAME)
    done = pulka(
        "--database", str(tmp_path / "app.sqlite3"), "import", str(tmp_path / "db"), source
    )
    refused_in_one_line(done, "--database", "import")
    assert not (tmp_path / "app.sqlite3").exists() and not (tmp_path / "db").exists()


@pytest.mark.parametrize("command", sorted(_commands()))
@pytest.mark.parametrize(
    "option",
    [["--database", "x.sqlite3"], ["--database=x.sqlite3"], ["--self-test"]],
)
def test_every_command_refuses_the_desktop_options_in_one_line(
    command: str, option: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """In-process over every command (the subprocess test above shows the same end to end)."""
    started: list[list[str]] = []
    with pytest.raises(SystemExit) as exit_:
        main([*option, command, "x"], start_app=lambda args: started.append(args) or 0)
    assert exit_.value.code == 2 and started == []
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("pulka: " + option[0].split("=")[0])


def test_self_test_before_a_command_in_a_real_process() -> None:
    refused_in_one_line(pulka("--self-test", "rules"), "--self-test")


def test_language_before_a_command_is_honoured_in_a_real_process(tmp_path: Path) -> None:
    """``--language`` before a command is the language of its messages (ADR 0008); the
    command runs, the desktop app is not started."""
    source = write(tmp_path, GAME)
    done = pulka("--language", "ru", "score", source)
    assert done.returncode == 0 and "Anna" in done.stdout, done.stderr
    refused_in_one_line(
        pulka("--language", "ru", "score", str(tmp_path / "none.json")), "none.json"
    )
    assert "нет такого файла" in pulka("--language", "ru", "score", str(tmp_path / "x")).stderr
    refused_in_one_line(pulka("--language", "de", "score", source), "--language", "ru", "en")


def test_server_before_a_command_without_a_server_is_refused(tmp_path: Path) -> None:
    source = write(tmp_path, GAME)
    refused_in_one_line(pulka("--server", URL, "score", source), "--server", "score")


def test_server_before_import_and_export_is_honoured(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    server = tmp_path / "server.sqlite3"

    def open_server(url: str) -> GameService:
        assert url == URL
        return GameService(server, backups=0)

    monkeypatch.setattr(server_access, "open_server_service", open_server)
    assert main(["--server", URL, "import", write(tmp_path, GAME)]) == 0
    with GameService(server, backups=0) as service:
        assert len(service.list_games()) == 1
    out = tmp_path / "out.json"
    assert main([f"--server={URL}", "export", "1", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["players"] == GAME["players"]


def test_the_desktop_app_still_gets_its_options_and_qts(tmp_path: Path) -> None:
    started: list[list[str]] = []
    argv = ["--database", str(tmp_path / "x"), "-platform", "offscreen", "--language", "ru"]
    assert main(argv, start_app=lambda args: started.append(args) or 0) == 0
    assert started == [argv]
