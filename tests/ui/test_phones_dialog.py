"""«Телефоны за столами…» in the event window (issue 27): the server started on the address
chosen, a QR card per table of the current round and one for the room, a table's call shown at
once naming the table, a new card for one table, the cards and round sheet printed with their
QR codes, and Stop revoking every card."""

from __future__ import annotations

import socket
import subprocess
from pathlib import Path

import httpx
import pytest
from PySide6.QtWidgets import QMessageBox

from app.services.game_service import GameService
from ui.events.demo import demo_evening
from ui.events.event_window import EventWindow
from ui.events.printing import cards_html, document, write_pdf


@pytest.fixture
def games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> GameService:
    monkeypatch.setenv("PULKA_PHONES_DIR", str(tmp_path / "phones"))
    service = GameService(tmp_path / "club.sqlite3", backups=0)
    yield service
    service.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_the_organiser_starts_the_phones_and_prints_the_cards(
    qtbot, games, tmp_path, monkeypatch
) -> None:
    event = demo_evening(games, "en")
    window = EventWindow(games, lambda _game: None)
    qtbot.addWidget(window)
    window.show_phones()
    dialog = window.phones[event]
    hosts = [dialog.address.itemData(i) for i in range(dialog.address.count())]
    assert "0.0.0.0" not in hosts and hosts[-1] == "127.0.0.1"  # never every interface
    dialog.address.setCurrentIndex(hosts.index("127.0.0.1"))
    dialog.port.setValue(free_port())
    dialog.start()
    try:
        assert dialog.room.running and dialog.stop_button.isEnabled()
        assert f":{dialog.port.value()}" in dialog.status.text()
        urls = dialog.card_urls()
        assert sorted(k for k in urls if k is not None) == [1, 2, 3, 4] and None in urls
        boxes = dialog.cards.findChildren(type(dialog.cards_layout.itemAt(0).widget()))
        assert len(boxes) == 5  # four tables and the room
        table = urls[1]
        base, token = table.split("/t#")
        assert len(token) >= 22  # 144 random bits
        with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {token}"}) as phone:
            assert phone.get("/api/table").json()["title"] == "Table 1 · Round 2"
            phone.post("/api/table/call", json={})
        qtbot.waitUntil(lambda: "Table 1" in dialog.call_line.text(), timeout=3000)
        assert "calls the organiser" in dialog.call_line.text()
        assert dialog.notice is not None and "Table 1" in dialog.notice.text()
        assert dialog.notice.isVisible() and not dialog.notice.text().count(token)

        # A lost card: the old token stops, the new one works.
        dialog._renew(2, 1)
        renewed = dialog.card_urls()[1]
        assert renewed != table
        with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {token}"}) as phone:
            assert phone.get("/api/table").status_code == 403

        # The cards and the round sheet carry the QR codes (read back from the PDF).
        view = window.view
        current = view.current_round
        # Two cards to a page, each whole: Qt would cut a tall card across two pages.
        assert cards_html(view, current, urls).count("page-break-before") == 6  # 13 cards
        assert "page-break-before" not in cards_html(view, current)
        pdf = tmp_path / "cards.pdf"
        write_pdf(document(view, current, window.tables_view, "cards", urls), str(pdf))
        images = subprocess.run(
            ["pdfimages", "-list", str(pdf)], capture_output=True, text=True, check=False
        )
        if images.returncode == 0:
            listed = [line for line in images.stdout.splitlines()[2:] if line.strip()]
            assert len(listed) >= 13  # every player's card and the room's
        sheet = tmp_path / "sheet.pdf"
        write_pdf(document(view, current, window.tables_view, "sheet", urls), str(sheet))
        assert sheet.read_bytes().startswith(b"%PDF")
        # Stop asks first: No keeps the server and the cards.
        monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
        dialog.stop()
        assert dialog.room.running
        monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
        dialog.stop()
    finally:
        if dialog.room.running:
            dialog.room.stop()
    assert not dialog.room.running
    assert dialog.room.book.verify(renewed.split("#")[1]) is None  # Stop revokes every card
