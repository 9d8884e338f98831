"""The window never shows a club server's password (issue 29, D5): not in a refusal, not on
standard error, not in the title, the card table, the About box or the remembered address,
also when it was given as ``?password=`` in the address of ``--server``."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from app.services.about import database_name
from tests.pg_fixtures import Club
from tests.test_cli_passwords import ADDRESSES, SECRET
from ui.opening import open_server


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []

    def record(_parent, title, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        shown.append(f"{title} {text}")
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "critical", record)
    monkeypatch.setattr(QMessageBox, "warning", record)
    return shown


@pytest.mark.parametrize("url", ADDRESSES)
def test_a_refused_address_is_said_without_its_password(
    url: str, qapp, boxes: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert open_server(url) is None
    err = capsys.readouterr().err
    assert boxes and SECRET not in " ".join(boxes), boxes
    assert err and SECRET not in err, err


def test_a_wrong_password_in_the_query_is_not_shown(
    pg_club: Club, qapp, boxes: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    url = pg_club.url("scorer").replace(":secret-scorer@", "@") + f"?password={SECRET}"
    assert open_server(url) is None
    err = capsys.readouterr().err
    assert "password" in " ".join(boxes)  # it says why: the user name or the password
    assert SECRET not in " ".join(boxes) + err, (boxes, err)


def test_a_password_in_the_query_stays_out_of_the_window(
    pg_club: Club, qtbot, settings, boxes: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    from ui.help import about_html
    from ui.main_window import MainWindow

    secret = "secret-scorer"
    url = pg_club.url("scorer").replace(f":{secret}@", "@") + f"?password={secret}"
    service = open_server(url)
    assert service is not None
    try:
        window = MainWindow(service, settings)
        qtbot.addWidget(window)
        window.show()
        shown = [
            window.windowTitle(),
            window.database_name,
            service.location,
            database_name(service)[1],
            about_html(None),
        ]
        assert all(secret not in text for text in shown), shown
        assert pg_club.database in window.windowTitle()
        assert secret not in capsys.readouterr().err
    finally:
        service.close()
