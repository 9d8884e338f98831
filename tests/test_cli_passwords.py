"""A password in a club server's address never reaches a message (issue 29, D5): not in the
user part, not as ``?password=`` (its name percent-encoded too), not in an address too
malformed to connect with, on every command that takes an address."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from app.cli import main
from app.store.location import scrubbed, secrets_of, without_password

SECRET = "Zq9secret"

ADDRESSES = [
    # the finding: the "bad address" line quoted ?password=
    f"postgresql://anna@club.local:99999/club?password={SECRET}",
    f"postgresql://anna@club.local/my club?password={SECRET}",
    f"postgresql://anna:{SECRET}@club.local:99999/club",
    f"postgresql://anna@club.local/a/b?sslmode=require&password={SECRET}",
    f"postgresql://anna@club.local:port/club?PASS%57ORD={SECRET}",
    f"postgresql://anna@club.local:99999/club?sslpassword={SECRET}",
    # typed unencoded: "/", "?", "@", "&" and a space inside the password
    f"postgresql://anna:ab/{SECRET}@127.0.0.1:1/club",
    f"postgresql://anna:ab?{SECRET}@127.0.0.1:1/club",
    f"postgresql://anna:a@{SECRET}@127.0.0.1:1/club",
    f"postgresql://anna@127.0.0.1:1/club?password={SECRET}&bogus",
    f"postgresql://anna@127.0.0.1:1/club?password={SECRET} x",
    f"postgresql://anna@127.0.0.1:1/club?password=x {SECRET}",
    # well formed, nobody listening: the driver's words
    f"postgresql://anna:{SECRET}@127.0.0.1:1/club",
    f"postgresql://anna@127.0.0.1:1/club?password={SECRET}&sslmode=bogus",
    f"postgresql://anna@127.0.0.1:1/club?password={SECRET}&port=x",
    # a mistyped scheme
    f"postgresql:/anna:{SECRET}@club.local/club",
    f"postgres//anna:{SECRET}@club.local/club",
]


@pytest.mark.parametrize("url", ADDRESSES)
def test_the_shown_address_has_no_password(url: str) -> None:
    shown = without_password(url)
    assert SECRET not in shown, shown
    assert shown.startswith(("postgresql:", "postgres"))
    assert SECRET in "".join(secrets_of(url)) or SECRET not in url


def test_a_short_password_is_taken_out_only_as_a_word() -> None:
    url = "postgresql://anna:ex@host/club"
    assert scrubbed('password "ex" does not exist', url) == 'password "***" does not exist'


def _commands(tmp_path: Path) -> dict[str, Callable[[str], list[str]]]:
    db = str(tmp_path / "club.sqlite3")
    game = tmp_path / "game.json"
    game.write_text("{}", encoding="utf-8")
    out = str(tmp_path / "out.json")
    return {
        "stats": lambda u: ["stats", "--server", u],
        "export": lambda u: ["export", "--server", u, "1", out],
        "export first": lambda u: ["--server", u, "export", "1", out],
        "import": lambda u: ["import", "--server", u, str(game)],
        "push": lambda u: ["push", db, "--server", u],
        "pull": lambda u: ["pull", db, "--server", u],
        "event standings": lambda u: ["event", "standings", "--server", u, "1"],
        "event create": lambda u: [
            "event",
            "create",
            "--server",
            u,
            "--name",
            "x",
            "--players",
            "a,b,c",
        ],
        "server init": lambda u: ["server", "init", u],
    }


@pytest.mark.parametrize("url", ADDRESSES)
def test_no_command_prints_the_password(
    url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, argv in _commands(tmp_path).items():
        with pytest.raises(SystemExit) as stopped:
            raise SystemExit(main(argv(url)))
        out, err = capsys.readouterr()
        assert stopped.value.code == 2, (name, out, err)
        assert SECRET not in out + err, (name, out + err)
        assert "Traceback" not in err and err.startswith("pulka: "), (name, err)
