"""A viewer's login on a club server: every write refused in words a player or club admin
understands — this login may only view games; ask the club's administrator for a scorer's
login — never "the file is open read-only" (issue 14), in the CLI and in the app."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from app.engine import SOCHI
from app.services import GameService, ServiceError
from app.services.stores import open_server_backend
from tests.pg_fixtures import Club
from tests.services.helpers import ANNA_7H, PLAYERS
from tests.test_cli import GAME, write

VIEWER_WORDS = ("may only view", "administrator")


def pulka(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pulka", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def refused_as_viewer(done: subprocess.CompletedProcess[str]) -> None:
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    for word in VIEWER_WORDS:
        assert word in lines[0], lines[0]
    assert "read-only" not in lines[0] and "file" not in lines[0]


def test_push_import_as_a_viewer_say_what_the_login_may_do(pg_club: Club, tmp_path: Path) -> None:
    local = tmp_path / "table.sqlite3"
    with GameService(local, backups=0) as service:
        game = service.create_game(PLAYERS, "Anna", SOCHI)
        service.record(game, ANNA_7H, 0)
    viewer = pg_club.url("viewer")
    refused_as_viewer(pulka("push", str(local), "--server", viewer))
    refused_as_viewer(pulka("import", "--server", viewer, write(tmp_path, GAME)))


def test_the_services_refuse_a_viewer_with_their_own_code(pg_club: Club) -> None:
    with (
        GameService(open_server_backend(pg_club.url("viewer"))) as service,
        pytest.raises(ServiceError) as refused,
    ):
        service.create_game(PLAYERS, "Anna", SOCHI)
    assert refused.value.code == "view_only"


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("may only view the games", "administrator", "scorer's login")),
        ("ru", ("можно только смотреть", "администратора клуба")),
    ],
)
def test_the_app_says_it_to_a_viewer_in_the_language(
    pg_club: Club, qtbot, settings, messages, lang, words
) -> None:
    from ui import i18n
    from ui.main_window import MainWindow

    with GameService(open_server_backend(pg_club.url("scorer"))) as scorer:
        scorer.create_game(PLAYERS, "Anna", SOCHI)
    service = GameService(open_server_backend(pg_club.url("viewer")))
    i18n.install(lang)
    try:
        window = MainWindow(service, settings)
        qtbot.addWidget(window)
        assert window.run(service.create_game, PLAYERS, "Anna", SOCHI) is None
        assert len(messages) == 1
        for word in words:
            assert word in messages[0], messages[0]
        assert "read-only" not in messages[0] and "только для чтения" not in messages[0]
    finally:
        i18n.install("en")
        service.close()
