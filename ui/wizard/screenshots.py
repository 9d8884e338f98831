"""Screenshots of every incident wizard page and the Rules browser, in Russian and English.

``python -m ui.wizard.screenshots [folder]`` (default ``docs/screenshots``); offscreen Qt is
enough (toolchain-notes §3.4). A throw-away game in a temporary database is used.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from app.engine import SOCHI, Call, Contract, Deal
from app.services import GameService
from ui import i18n

NAMES = {"ru": ("Анна", "Борис", "Вера"), "en": ("Anna", "Boris", "Vera")}


def _pick(combo: QWidget, value: object) -> None:
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData(value))


def _save(widget: QWidget, path: Path) -> None:
    QApplication.processEvents()
    widget.grab().save(str(path))
    print(path)


def shoot(folder: Path, lang: str) -> None:
    from ui.wizard.rules_browser import RulesBrowser
    from ui.wizard.wizard import IncidentWizard

    i18n.install(lang)
    anna, boris, vera = NAMES[lang]
    with tempfile.TemporaryDirectory() as tmp, GameService(Path(tmp) / "shots.sqlite3") as svc:
        game = svc.create_game((anna, boris, vera), anna, SOCHI)
        deal = Deal(
            boris,
            Contract.parse("7h"),
            {vera: Call.WHIST, anna: Call.PASS},
            {boris: 7, vera: 3, anna: 0},
        )
        svc.record(game, deal, 0)

        wizard = IncidentWizard(svc, game)
        wizard.show()
        page = wizard.rule_page
        page.search.setText("прикуп" if lang == "ru" else "talon")
        page.select("prikup-2")
        _save(wizard, folder / f"wizard-1-what-happened-{lang}.png")

        wizard.next()
        editors = wizard.facts_page.editors
        _pick(editors["violator"].widget, vera)
        _pick(editors["bidding_started"].widget, True)
        _pick(editors["bid_level"].widget, 7)
        _save(wizard, folder / f"wizard-2-facts-{lang}.png")

        wizard.next()
        _save(wizard, folder / f"wizard-3-preview-{lang}.png")
        wizard.reject()

        # A rule with a choice of remedies, and the facts page's refusal message.
        wizard = IncidentWizard(svc, game)
        wizard.show()
        wizard.rule_page.select("karty-2.3")
        wizard.next()
        editors = wizard.facts_page.editors
        wizard.next()  # nothing answered yet: Next is refused with a message
        _save(wizard, folder / f"wizard-2-facts-missing-{lang}.png")
        _pick(editors["holder"].widget, anna)
        _pick(editors["remedy"].widget, "redeal")
        editors["amount"].widget.setText("3")  # type: ignore[attr-defined]
        wizard.next()
        _save(wizard, folder / f"wizard-3-preview-remedy-{lang}.png")
        wizard.reject()

        browser = RulesBrowser()
        browser.show()
        browser.catalogue.search.setText("снос" if lang == "ru" else "discard")
        browser.catalogue.select("kodeks-3.4.9")
        _save(browser, folder / f"rules-browser-{lang}.png")
        browser.close()


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else Path("docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(argv)
    for lang in ("ru", "en"):
        shoot(folder, lang)
    i18n.install("en")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
