"""TLS in the window (issue 29, D4): the connect dialog offers encryption with the server's CA
file and explains it; the window says whether the connection is encrypted and whether the
server was verified; plain text to a server that is not this computer gets a warning banner.
On a throwaway cluster with a self-signed CA (tests/pg_tls.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QLabel

from app.services import GameService
from app.services.stores import open_server_backend
from app.store.backend import Backend
from app.store.connection_security import ConnectionSecurity
from tests.pg_fixtures import TlsClub
from tests.ui.server_store import ServerLikeStore
from ui import i18n
from ui.dialogs import connect_server
from ui.dialogs.connect_server import ConnectDialog, server_url, tls_settings

MARKS = {
    "full": ("Encrypted, server verified", "Шифруется, сервер проверен"),
    "none": ("Encrypted, server not verified", "Шифруется, сервер не проверен"),
    "local": ("Not encrypted (this computer)", "Без шифрования (этот компьютер)"),
    "exposed": ("Not encrypted!", "Без шифрования!"),
}


def test_the_address_carries_the_encryption_and_the_ca_file() -> None:
    url = server_url("club.local", 5432, "club", "table1", "", "verify-full", "/home/a/ca.crt")
    assert (
        url
        == "postgresql://table1@club.local/club?sslmode=verify-full&sslrootcert=%2Fhome%2Fa%2Fca.crt"
    )
    assert tls_settings(url) == ("verify-full", "/home/a/ca.crt")
    # libpq's default is the address without a query, as before.
    assert server_url("club.local", 5432, "club", "table1") == "postgresql://table1@club.local/club"
    assert tls_settings("postgresql://table1@club.local/club") == ("prefer", "")
    assert server_url("h", 5432, "c", "u", "", "disable") == "postgresql://u@h/c?sslmode=disable"


def test_the_dialog_fills_and_asks_for_the_ca_file(qtbot, english, monkeypatch) -> None:
    box = ConnectDialog(
        "postgresql://table1@club.local/club?sslmode=verify-full&sslrootcert=%2Fca.crt"
    )
    qtbot.addWidget(box)
    assert box.sslmode() == "verify-full" and box.ca_file.text() == "/ca.crt"
    assert box.ok_button.isEnabled()
    box.ca_file.clear()
    assert not box.ok_button.isEnabled()  # a check needs the file it checks against
    box.encryption.setCurrentIndex(box.encryption.findData("require"))
    assert box.ok_button.isEnabled() and not box.ca_file.isEnabled()
    monkeypatch.setattr(connect_server, "ask_file_name", lambda *a, **k: "/etc/club/ca.crt")
    box.ca_button.click()
    assert box.sslmode() == "verify-full" and box.url().endswith(
        "?sslmode=verify-full&sslrootcert=%2Fetc%2Fclub%2Fca.crt"
    )
    texts = [label.text() for label in box.findChildren(QLabel)]
    assert any("CA file" in t and "pose as the server" in t for t in texts)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_test_connection_says_it_is_verified(pg_tls_club: TlsClub, qtbot, lang: str) -> None:
    i18n.install(lang)
    box = ConnectDialog(pg_tls_club.url("verify-full", pg_tls_club.tls.ca))
    qtbot.addWidget(box)
    box.password.setText("secret-scorer")
    box.test_button.click()
    text = box.outcome.text()
    expected = ("proved with its certificate", "доказал своим сертификатом")[lang == "ru"]
    assert expected in text, text


def _window_on(service: GameService, qtbot, settings):  # type: ignore[no-untyped-def]
    from ui.main_window import MainWindow

    window = MainWindow(service, settings)
    qtbot.addWidget(window)
    window.show()
    window.mark_access()  # as ui/app.py does once the window is up
    return window


def _mark(window) -> tuple[str, bool, bool]:  # type: ignore[no-untyped-def]
    mark = window.connection_mark
    return mark.label.text(), mark.label.isVisibleTo(window), mark.banner.isVisibleTo(window)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(
    ("sslmode", "kind"), [("verify-full", "full"), ("require", "none"), ("disable", "local")]
)
def test_the_window_says_how_the_connection_is_protected(
    pg_tls_club: TlsClub, qtbot, settings, messages, lang: str, sslmode: str, kind: str
) -> None:
    i18n.install(lang)
    url = pg_tls_club.url(sslmode, pg_tls_club.tls.ca if sslmode == "verify-full" else None)
    service = GameService(open_server_backend(url))
    try:
        window = _window_on(service, qtbot, settings)
        assert _mark(window) == (MARKS[kind][lang == "ru"], True, False)
    finally:
        service.close()


class SecuredStore(ServerLikeStore):
    """A server stand-in whose bundle says how its connection is protected, as the server's
    opener's does (``Backend.security``)."""

    def security(self) -> ConnectionSecurity:
        raise NotImplementedError

    def backend(self) -> Backend:
        return replace(super().backend(), security=self.security)


class ExposedStore(SecuredStore):
    """A server store whose connection went out in plain text to another computer."""

    def security(self) -> ConnectionSecurity:
        return ConnectionSecurity(False, "none", False, "prefer")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_plain_text_over_a_network_gets_a_warning(
    qtbot, settings, messages, tmp_path: Path, lang: str
) -> None:
    i18n.install(lang)
    service = GameService(ExposedStore(tmp_path / "server.sqlite3", "scorer").backend())
    try:
        window = _window_on(service, qtbot, settings)
        text, shown, banner = _mark(window)
        assert (text, shown, banner) == (MARKS["exposed"][lang == "ru"], True, True)
        words = ("readable by anyone", "может прочитать любой")[lang == "ru"]
        assert words in window.connection_mark.banner.text()
        assert "club@club.local" in window.connection_mark.banner.text()
        assert "b00020" in window.connection_mark.label.styleSheet()  # red, as refusals are
        window.use_service(GameService(tmp_path / "file.sqlite3"))  # a file: nothing said
        assert _mark(window)[1:] == (False, False)
        window.service.close()
    finally:
        service.close()


class ReconnectingStore(SecuredStore):
    """A server store that came back from a lost connection in plain text (``prefer``)."""

    encrypted = True

    def security(self) -> ConnectionSecurity:
        return ConnectionSecurity(self.encrypted, "none", False, "prefer")


def test_a_connection_back_in_plain_text_is_warned_about(
    qtbot, settings, messages, english, tmp_path: Path
) -> None:
    store = ReconnectingStore(tmp_path / "server.sqlite3", "scorer")
    service = GameService(store.backend())
    try:
        window = _window_on(service, qtbot, settings)
        assert _mark(window) == (MARKS["none"][0], True, False)
        store.encrypted = False  # the server was lost; libpq came back without TLS
        window._server_changed(False)
        assert _mark(window) == (MARKS["exposed"][0], True, True)
    finally:
        service.close()


def test_the_remembered_address_keeps_the_encryption_not_the_password(
    pg_tls_club: TlsClub, window, settings, monkeypatch
) -> None:
    def run_dialog(self: ConnectDialog) -> QDialog.DialogCode:
        self._fill(pg_tls_club.url("verify-full", pg_tls_club.tls.ca))
        self.password.setText("secret-scorer")
        self.connect_and_accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(connect_server.ConnectDialog, "exec", run_dialog)
    window.connect_to_server()
    remembered = str(settings.value("server"))
    assert "sslmode=verify-full" in remembered and "sslrootcert=" in remembered
    assert "secret" not in remembered
    assert _mark(window)[0] == MARKS["full"][0]
    window.service.close()
