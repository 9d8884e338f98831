"""Connect to a club server… (issue 15): the address typed, tried, and remembered without the
password; the window then shows the server's games and can go back to the file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from app.services import GameService
from app.services.locations import parse_server_url
from app.store.errors import StoreError
from tests.ui.conftest import type_text
from tests.ui.server_store import ServerLikeStore
from ui.dialogs import connect_server
from ui.dialogs.connect_server import ConnectDialog, server_url


class Refused(StoreError):
    """What the server store raises for a wrong password (its ``code``)."""

    code = "auth_failed"

    def __init__(self) -> None:
        super().__init__("failed", "password authentication failed")


@pytest.mark.parametrize(
    ("parts", "url", "label"),
    [
        (
            ("club.local", 5432, "club", "table1", ""),
            "postgresql://table1@club.local/club",
            "club@club.local",
        ),
        (
            ("10.0.0.5", 6543, "лига", "анна", "p@ss/w:rd"),
            "postgresql://%D0%B0%D0%BD%D0%BD%D0%B0:p%40ss%2Fw%3Ard@10.0.0.5:6543/%D0%BB%D0%B8%D0%B3%D0%B0",
            "лига@10.0.0.5:6543",
        ),
    ],
)
def test_the_address_is_built_encoded(parts, url: str, label: str) -> None:
    built = server_url(*parts)
    assert built == url
    address = parse_server_url(built)
    assert address.label() == label
    assert (address.host, address.port or 5432, address.database, address.user) == parts[:4]


@pytest.fixture
def dialog(qtbot, english):
    def make(opener, remembered: str = "") -> ConnectDialog:
        box = ConnectDialog(remembered, opener=opener)
        qtbot.addWidget(box)
        box.show()
        return box

    return make


def server_file(tmp_path: Path) -> Path:
    path = tmp_path / "server.sqlite3"
    GameService(path, backups=0).close()
    return path


def test_test_connection_says_what_the_login_may_do(dialog, tmp_path) -> None:
    path = server_file(tmp_path)
    opened: list[str] = []

    def opener(url: str) -> GameService:
        opened.append(url)
        return GameService(ServerLikeStore(path, "scorer").backend())

    box = dialog(opener)
    assert not box.test_button.isEnabled()  # nothing typed yet
    type_text(box.host, "club.local")
    type_text(box.database, "club")
    type_text(box.user, "table1")
    type_text(box.password, "secret")
    box.test_button.click()
    assert box.outcome.text() == "Connected: with this login you can record games."
    assert opened == ["postgresql://table1:secret@club.local/club"]


def test_the_dialog_keeps_qdialog_result(dialog, tmp_path) -> None:
    """The outcome label was ``self.result``, which hid ``QDialog.result()`` (a QLabel is not
    callable): reading how the dialog closed raised a TypeError."""
    path = server_file(tmp_path)
    box = dialog(lambda url: GameService(ServerLikeStore(path, "scorer").backend()))
    type_text(box.host, "club.local")
    type_text(box.database, "club")
    type_text(box.user, "table1")
    box.ok_button.click()
    assert box.result() == QDialog.DialogCode.Accepted
    box.service.close()


def test_a_refusal_is_said_in_words_and_the_dialog_stays(dialog) -> None:
    def opener(url: str) -> GameService:
        raise Refused()

    box = dialog(opener, "postgresql://table1@club.local/club")
    assert (box.host.text(), box.database.text(), box.user.text()) == (
        "club.local",
        "club",
        "table1",
    )
    box.ok_button.click()
    assert box.outcome.text() == (
        "The club server club@club.local did not accept the user name or the password."
    )
    assert box.isVisible() and box.service is None


def test_without_server_support_the_message_says_so(dialog) -> None:
    def opener(url: str) -> GameService:
        raise StoreError("cannot_open", "no club server support here (psycopg)")

    box = dialog(opener, "postgresql://table1@club.local/club")
    box.test_button.click()
    assert box.outcome.text().startswith("This installation of Pulka cannot connect")


def test_connecting_shows_the_server_and_remembers_it_without_the_password(
    window, settings, tmp_path, monkeypatch
) -> None:
    path = server_file(tmp_path)

    def run_dialog(self: ConnectDialog) -> QDialog.DialogCode:
        self.opener = lambda url: GameService(ServerLikeStore(path, "viewer").backend())
        self.password.setText("secret")
        self.connect_and_accept()
        return QDialog.DialogCode.Accepted

    settings.setValue("server", "postgresql://table1@club.local/club")
    monkeypatch.setattr(connect_server.ConnectDialog, "exec", run_dialog)
    assert not window.local_action.isEnabled()  # the file is what is open
    window.connect_to_server()
    assert window.windowTitle() == "Pulka — server club@club.local"
    assert settings.value("server") == "postgresql://table1@club.local/club"
    assert "secret" not in str(settings.value("server"))
    assert window.local_action.isEnabled()
    assert not window.new_action.isEnabled()  # a viewer's login
    # Back to the file of this computer: the server is no longer opened at start.
    monkeypatch.setattr("app.services.default_database_path", lambda: tmp_path / "pulka.sqlite3")
    window.use_local_file()
    assert window.windowTitle() == "Pulka — pulka.sqlite3"
    assert settings.value("server") is None
    assert window.new_action.isEnabled()


def test_pulka_server_with_a_bad_address_or_no_server_says_why(messages, english, capsys):
    from ui.opening import open_server

    assert open_server("postgresql://table1@club.local:port/club") is None
    assert open_server("postgresql://table1:s3cret@127.0.0.1:1/club") is None
    assert messages[0] == (
        "“postgresql://table1@club.local:port/club” is not a club server address. It looks"
        " like postgresql://user@server:5432/club."
    )
    assert messages[1].startswith("The club server club@127.0.0.1:1 cannot be reached") or (
        messages[1].startswith("This installation of Pulka cannot connect")  # no psycopg
    )
    err = capsys.readouterr().err
    assert err.count("\n") == 2 and "s3cret" not in err
