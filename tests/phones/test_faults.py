"""Issue 27, "Reliability", tried with a real browser: the connection cut in the middle of a
write (the deal committed, its answer lost — Wi-Fi gone), and the server stopped and started
again. The phone says so, carries on by itself and never writes a deal twice."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

from app.phones.room import Room
from app.phones.serving import PhoneServer
from app.phones.tokens import TokenBook
from app.services.events import EventService
from app.services.game_service import GameService
from tests.phones.browser import browser
from tests.phones.helpers import make_evening
from tests.phones.test_table_page import Phone, wait


def deals_at(db: Path, table: int) -> int:
    with GameService(db, backups=0, create=False) as games:
        row = EventService(games).event(1).rounds[-1]
        return games.game(row.games[table - 1]).sheet.table.deals_played


class CuttingProxy(threading.Thread):
    """A TCP relay in front of the server that, once armed, passes the next write request on
    and then relays nothing more on that connection, without a word: the deal is committed,
    the phone never hears so (as when the Wi-Fi drops mid-request)."""

    def __init__(self, target: int) -> None:
        super().__init__(daemon=True)
        self.target = target
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(64)
        self.port = self.listener.getsockname()[1]
        self.armed = threading.Event()

    def run(self) -> None:
        while True:
            try:
                phone, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._relay, args=(phone,), daemon=True).start()

    def _relay(self, phone: socket.socket) -> None:
        server = socket.create_connection(("127.0.0.1", self.target))
        cut = threading.Event()  # this connection carried the armed write

        def back() -> None:
            try:
                while data := server.recv(65536):
                    if cut.is_set():
                        return  # the answer to the armed write: lost with the link
                    phone.sendall(data)
            except OSError:
                pass
            finally:
                phone.close()

        threading.Thread(target=back, daemon=True).start()
        try:
            while data := phone.recv(65536):
                if self.armed.is_set() and b"POST /api/table/record" in data:
                    self.armed.clear()
                    cut.set()
                server.sendall(data)
        except OSError:
            pass
        finally:
            server.close()

    def close(self) -> None:
        self.listener.close()


def enter_raspasy(phone: Phone) -> None:
    phone.tap("#raspasy")
    wait(lambda: phone.css("#tricks-box").is_displayed(), what="the tricks")
    names = [s.get_attribute("data-player") for s in phone.d.find_elements("css selector", ".n")]
    for name, count in zip(names, (4, 3, 3), strict=True):
        for _ in range(count):
            phone.tap_xpath(f"//button[@aria-label='{name}: на одну взятку больше']")
    wait(phone.ready, what="the raspasy previewed")


def test_a_write_whose_answer_is_lost_is_resent_and_written_once(tmp_path: Path) -> None:
    db = tmp_path / "e.sqlite3"
    event = make_evening(db)
    book = TokenBook()
    room = Room(db, event, book)
    server = PhoneServer(room, "127.0.0.1", 0)
    server.start()
    proxy = CuttingProxy(server.port)
    proxy.start()
    driver = browser(360, 640, lang="ru")
    try:
        phone = Phone(driver)
        driver.get(f"http://127.0.0.1:{proxy.port}/t#{book.table_token(event, 1, 1)}")
        wait(lambda: phone.text("#link") == "Связь есть", what="connected")
        enter_raspasy(phone)
        proxy.armed.set()
        phone.tap("#record")
        # No answer within 8 s: the page says so and sends the same deal (the same key) again.
        wait(
            lambda: "отправляю ту же раздачу" in phone.text("#said"),
            timeout=12,
            what="the resend said",
        )
        wait(lambda: phone.text("#said") == "Раздача 1 записана.", timeout=10, what="written")
        assert deals_at(db, 1) == 1  # committed once, although the phone sent it twice
        wait(lambda: phone.text("#next") == "Раздача 2, сдаёт Boris", what="the fresh sheet")
    finally:
        driver.quit()
        proxy.close()
        server.stop()
        room.close()


def test_the_phone_reconnects_by_itself_after_the_server_restarts(tmp_path: Path) -> None:
    db = tmp_path / "e.sqlite3"
    event = make_evening(db)
    book = TokenBook(tmp_path / "tokens.json")  # kept as the app keeps it: cards survive
    room = Room(db, event, book)
    server = PhoneServer(room, "127.0.0.1", 0)
    server.start()
    port = server.port
    driver = browser(360, 640, lang="ru")
    try:
        phone = Phone(driver)
        driver.get(f"http://127.0.0.1:{port}/t#{book.table_token(event, 1, 1)}")
        wait(lambda: phone.text("#link") == "Связь есть", what="connected")
        server.stop()  # the desktop quit (or `pulka serve` was stopped): the cards stay valid
        room.close()
        wait(lambda: phone.text("#link").startswith("Нет связи"), what="the phone says so")
        room = Room(db, event, TokenBook(tmp_path / "tokens.json"))
        server = PhoneServer(room, "127.0.0.1", port)
        server.start()
        wait(lambda: phone.text("#link") == "Связь есть", timeout=10, what="reconnected")
        enter_raspasy(phone)
        phone.tap("#record")
        wait(lambda: phone.text("#said") == "Раздача 1 записана.", what="written after it")
        assert deals_at(db, 1) == 1
    finally:
        driver.quit()
        server.stop()
        room.close()
