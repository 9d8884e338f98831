"""Issue 27, "A real browser in the tests": a whole pool entered at one table from a phone-sized
Chromium (360×640, Russian), with an undo and a refused stale write, while a second browser
watches the standings change; the final sheet equals ``pulka score`` of the exported game."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from app.engine.events import Raspasy
from app.engine.numbers import sheet_number
from app.services.events import EventService
from app.services.game_service import GameService
from tests.phones.browser import browser
from tests.phones.helpers import make_evening, running

ROOT = Path(__file__).resolve().parents[2]
DEALS = 5
"""The round ends after five deals (the evening's rules): the pool the test enters."""


def wait(condition: Callable[[], Any], timeout: float = 5.0, what: str = "") -> Any:
    end = time.monotonic() + timeout
    while True:
        try:
            value = condition()
        except Exception:  # the page is redrawing: an element went stale
            value = None
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"not within {timeout} s: {what}")
        time.sleep(0.05)


class Phone:
    """The table page as a player taps it."""

    def __init__(self, driver: Any) -> None:
        self.d = driver

    def css(self, selector: str) -> Any:
        return self.d.find_element("css selector", selector)

    def text(self, selector: str) -> str:
        return str(self.css(selector).text)

    def tap(self, selector: str) -> None:
        element = self.css(selector)
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()

    def tap_xpath(self, xpath: str) -> None:
        wait(lambda: self.d.find_element("xpath", xpath).is_displayed(), what=xpath)
        element = self.d.find_element("xpath", xpath)
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()

    def preview_lines(self) -> list[str]:
        return [li.text for li in self.d.find_elements("css selector", "#lines li")]

    def ready(self) -> bool:
        button = self.css("#record")
        return bool(button.is_enabled()) and bool(self.preview_lines())

    def write(self, number: int) -> None:
        wait(self.ready, what="the preview and an enabled Write")
        self.tap("#record")
        wait(lambda: self.text("#said") == f"Раздача {number} записана.", what=f"deal {number}")

    def sheet(self) -> dict[str, dict[str, str]]:
        """Each player's pool, mountain, whists on the others and result, as shown."""
        out = {}
        for row in self.d.find_elements("css selector", "#sheet tbody tr"):
            name = row.find_element("css selector", "th").text
            cells = row.find_elements("css selector", "td")
            whists = [b.text for b in cells[2].find_elements("css selector", "b")]
            out[name] = {
                "pool": cells[0].text,
                "mountain": cells[1].text,
                "whists": whists,
                "result": cells[3].text,
            }
        return out


def standings(driver: Any) -> dict[str, str]:
    rows = driver.find_elements("css selector", ".standings tbody tr")
    return {
        r.find_element("css selector", "th").text: r.find_elements("css selector", "td")[1].text
        for r in rows
    }


def test_a_whole_pool_from_a_phone_while_the_room_watches(tmp_path: Path) -> None:
    db = tmp_path / "e.sqlite3"
    event = make_evening(db, deals=DEALS)
    with running(db, event) as room:
        phone_driver = browser(360, 640, lang="ru")
        watch_driver = browser(1280, 720, lang="ru")
        try:
            _play(room, phone_driver, watch_driver, db, tmp_path)
        except Exception:
            phone_driver.save_screenshot("/tmp/phones-fail.png")
            raise
        finally:
            phone_driver.quit()
            watch_driver.quit()


def _play(room: Any, phone_driver: Any, watch_driver: Any, db: Path, tmp: Path) -> None:
    phone = Phone(phone_driver)
    watch_driver.get(f"{room.url}/watch#{room.watch}")
    wait(lambda: standings(watch_driver), what="the watch page's standings")
    assert set(standings(watch_driver).values()) == {"0"}

    phone_driver.get(f"{room.url}/t#{room.table(1)}")
    wait(lambda: phone.text("#title") == "Стол 1 · Тур 1", what="the table page")
    wait(lambda: phone.text("#link") == "Связь есть", what="the stream")
    assert phone_driver.execute_script("return document.documentElement.scrollWidth") <= 360
    assert phone.text("#next") == "Раздача 1, сдаёт Anna"

    # Deal 1: typed in the desktop's notation; Boris whists, the tricks left to the defaults.
    phone.css("#contract").send_keys("7п")
    phone.tap_xpath("//div[@id='declarers']/button[text()='Anna']")
    phone.tap_xpath("//div[@aria-label='Boris']/button[@data-call='whist']")
    wait(
        lambda: (
            phone.preview_lines()
            == ["Boris: висты на игрока Anna +12 (висты за взятки)", "Anna: пуля +4 (игра сыграна)"]
        ),
        what="the preview of 7♠ made",
    )
    phone_driver.save_screenshot(str(tmp / "preview.png"))
    started = time.monotonic()
    phone.write(1)
    wait(lambda: standings(watch_driver).get("Anna") not in (None, "0"), what="the room follows")
    assert time.monotonic() - started < 2.0

    # Deal 2: raspasy by tapping, the tricks set with + and −.
    phone.tap("#raspasy")
    wait(lambda: phone_driver.find_elements("css selector", "#tricks .count"))
    for name, count in (("Boris", 2), ("Vera", 5), ("Anna", 3)):
        for _ in range(count):
            phone.tap_xpath(f"//button[@aria-label='{name}: на одну взятку больше']")
        wait(lambda n=name, c=count: phone.text(f".n[data-player='{n}']") == str(c))
    phone.write(2)

    # Deal 3: misère by Vera, caught with two tricks; then undone after the confirmation.
    phone.tap("#misere")
    phone.tap_xpath("//div[@id='declarers']/button[text()='Vera']")
    for _ in range(2):
        phone.tap_xpath("//button[@aria-label='Vera: на одну взятку больше']")
    wait(lambda: phone.text(".n[data-player='Vera']") == "2")
    phone.write(3)
    phone.tap("#undo")
    wait(lambda: phone.css("#confirm").is_displayed(), what="the undo question")
    assert phone.text("#question") == "Отменить: раздачу 3 (Vera мизер)?"
    phone.tap("#yes")
    wait(lambda: phone.text("#said") == "Отменено: раздачу 3 (Vera мизер).", what="undone")
    wait(lambda: phone.text("#next") == "Раздача 3, сдаёт Vera", what="deal 3 again")

    # A stale page: its stream blocked (Wi-Fi gone for changes), the organiser writes deal 3
    # at the desktop, the phone sends its own: refused, and the fresh sheet shown.
    phone_driver.execute_cdp_cmd("Network.enable", {})
    phone_driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/api/stream*"]})
    phone_driver.refresh()
    wait(lambda: phone.text("#next") == "Раздача 3, сдаёт Vera", what="the reloaded page")
    phone.tap("#raspasy")
    wait(lambda: phone.text(".n[data-player='Anna']") == "0")
    for _ in range(10):
        phone.tap_xpath("//button[@aria-label='Anna: на одну взятку больше']")
    wait(phone.ready, what="a raspasy to send")
    with GameService(db, backups=0, create=False) as desk:
        game = EventService(desk).event(room.event).rounds[0].games[0]
        view = desk.game(game)
        active = view.sheet.table.active
        desk.record(game, Raspasy({active[0]: 4, active[1]: 3, active[2]: 3}), view.last_seq)
    phone.tap("#record")
    wait(lambda: phone.text("#said").startswith("Кто-то записал раньше"), what="refused")
    wait(lambda: phone.text("#next") == "Раздача 4, сдаёт Anna", what="the fresh sheet")
    phone_driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    wait(lambda: phone.text("#link") == "Связь есть", timeout=8, what="reconnected")

    # Deals 4 and 5 end the round: entry stops, as on the desktop.
    phone.css("#contract").clear()
    phone.css("#contract").send_keys("6бк")
    phone.tap_xpath("//div[@id='declarers']/button[text()='Boris']")
    phone.write(4)
    phone.css("#contract").send_keys("8ч")
    phone.tap_xpath("//div[@id='declarers']/button[text()='Vera']")
    phone.tap_xpath("//div[@aria-label='Anna']/button[@data-call='whist']")
    phone.tap_xpath("//button[@aria-label='Vera: на одну взятку меньше']")
    wait(lambda: phone.text(".n[data-player='Vera']") == "7")
    phone.write(5)
    wait(lambda: "Запись остановлена" in phone.text("#stopped"), what="entry stopped")
    assert not phone.css("#entry").is_displayed()

    # The final sheet is what `pulka score` makes of the exported game.
    exported = tmp / "game.json"
    cli = [sys.executable, "-m", "pulka"]
    subprocess.run([*cli, "export", str(db), str(game), str(exported)], check=True, cwd=ROOT)
    scored = subprocess.run(
        [*cli, "score", str(exported), "--json"],
        check=True,
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    doc = json.loads(scored.stdout)
    shown = phone.sheet()
    players, sheet = doc["players"], doc["sheet"]

    def n(value: Any, signed: bool = False) -> str:
        amount = Fraction(str(value))
        return sheet_number(amount, signed=signed and amount != 0)

    for name in players:
        others = [q for q in players if q != name]
        assert shown[name] == {
            "pool": n(sheet["pool"][name]),
            "mountain": n(sheet["mountain"][name]),
            "whists": [n(sheet["whists"][name][q]) for q in others],
            "result": n(doc["result"][name], signed=True),
        }
    assert doc["finished"] is True
    wait(
        lambda: standings(watch_driver).get("Anna") == n(doc["result"]["Anna"]),
        what="the room's final standings",
    )


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_table_page_follows_the_phones_language_and_switches(tmp_path: Path, lang: str) -> None:
    db = tmp_path / "e.sqlite3"
    event = make_evening(db)
    with running(db, event) as room:
        driver = browser(360, 640, lang=lang)
        try:
            phone = Phone(driver)
            driver.get(f"{room.url}/t#{room.table(2)}")
            first = {"ru": "Стол 2 · Тур 1", "en": "Table 2 · Round 1"}
            wait(lambda: phone.text("#title") == first[lang], what="the page in its language")
            phone.tap("#language")
            other = "en" if lang == "ru" else "ru"
            wait(lambda: phone.text("#title") == first[other], what="switched")
            assert driver.execute_script("return location.hash").endswith(room.table(2))
        finally:
            driver.quit()
