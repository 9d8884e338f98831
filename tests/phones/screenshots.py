"""Screenshots of the phones' pages in Russian and English (issue 27): the table page and its
preview on a 360×640 phone, and the watch page on a 1280×720 screen — the evening of
``ui/events/demo.py``, served by a real phones' server, shot by Debian's Chromium.

Run: ``.venv/bin/python -m tests.phones.screenshots docs/screenshots`` (``make screenshots``).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from app.services.game_service import GameService
from tests.phones.browser import browser
from tests.phones.helpers import running
from ui.events.demo import demo_evening


def settle(seconds: float = 0.8) -> None:
    time.sleep(seconds)


def shoot(folder: Path, lang: str) -> list[Path]:
    work = Path(tempfile.mkdtemp(prefix="pulka-phone-shots-"))
    db = work / "club.sqlite3"
    with GameService(db, backups=0) as games:
        event = demo_evening(games, lang)
    written = []
    with running(db, event) as room:
        phone = browser(360, 640, lang=lang)
        try:
            phone.get(f"{room.url}/t#{room.table(2, round_number=2)}")
            settle(1.5)
            path = folder / f"phone-table-{lang}.png"
            phone.save_screenshot(str(path))
            written.append(path)
            active = phone.execute_script(
                "return [...document.querySelectorAll('#declarers button')].map(b => b.textContent)"
            )
            phone.find_element("css selector", "#contract").send_keys(
                "7п" if lang == "ru" else "7s"
            )
            settle()
            declarer = phone.find_element(
                "css selector", f"#declarers button[data-player='{active[0]}']"
            )
            declarer.click()
            settle()
            whist = phone.find_element(
                "xpath", f"//div[@aria-label='{active[1]}']/button[@data-call='whist']"
            )
            phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", whist)
            whist.click()
            settle(1.0)
            box = phone.find_element("css selector", ".preview")
            phone.execute_script("arguments[0].scrollIntoView({block: 'end'})", box)
            settle(0.4)
            path = folder / f"phone-preview-{lang}.png"
            phone.save_screenshot(str(path))
            written.append(path)
        finally:
            phone.quit()
        screen = browser(1280, 720, lang=lang)
        try:
            screen.get(f"{room.url}/watch#{room.watch}")
            settle(1.5)
            path = folder / f"phone-watch-{lang}.png"
            screen.save_screenshot(str(path))
            written.append(path)
        finally:
            screen.quit()
    return written


def main(argv: list[str]) -> int:
    folder = Path(argv[0] if argv else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    for lang in ("ru", "en"):
        for path in shoot(folder, lang):
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
