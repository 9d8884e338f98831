"""The desktop app's options read by hand mean what argparse made of them (ui/app.py
``parse_options``: the usual command lines skip argparse at start-up, issue 30)."""

from __future__ import annotations

import pytest

from ui.app import _parsed, parse_options

SAME = [
    [],
    ["--database", "club.sqlite3"],
    ["--database=club.sqlite3"],
    ["--language", "ru"],
    ["--language=en", "--database", "a b.sqlite3"],
    ["--server", "postgresql://anna@club:5432/pulka"],
    ["-platform", "xcb"],
    ["--database", "x.sqlite3", "-platform", "offscreen", "--language", "en"],
    ["--database", "first.sqlite3", "--database", "second.sqlite3"],
    ["--data", "abbreviated.sqlite3"],  # argparse's abbreviation: handed to argparse
    ["--", "--database", "x"],
    ["--unknown", "--language", "ru"],
]


@pytest.mark.parametrize("argv", SAME)
def test_by_hand_as_argparse(argv: list[str]) -> None:
    assert parse_options(argv) == _parsed(argv)


@pytest.mark.parametrize(
    "argv", [["--language", "de"], ["--language"], ["--database"], ["--database", "-x"]]
)
def test_refused_as_argparse_refuses(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_by_hand:
        parse_options(argv)
    by_hand = capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_argparse:
        _parsed(argv)
    assert exit_by_hand.value.code == exit_argparse.value.code == 2
    assert by_hand == capsys.readouterr().err
    assert "pulka: error:" in by_hand
