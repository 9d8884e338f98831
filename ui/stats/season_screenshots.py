"""``make screenshots``: the season table, its printed page and the filtered game list, in
Russian and English, from a season of three- and four-handed games (docs/screenshots/)."""

from __future__ import annotations

import datetime
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QDate, QSettings
from PySide6.QtWidgets import QApplication

from app.engine import LENINGRAD, SOCHI, Call, Contract, Deal, Raspasy
from app.services import GameService
from ui import i18n
from ui.screenshots import OUT, pdf_to_png

NAMES = {
    "ru": ("Анна", "Борис", "Вера", "Глеб", "Дмитрий", "Елена"),
    "en": ("Anna", "Boris", "Vera", "Gleb", "Dmitry", "Elena"),
}


class Clock:
    def __init__(self) -> None:
        self.now = datetime.datetime(2026, 9, 4, 17, 0, tzinfo=datetime.UTC)

    def __call__(self) -> datetime.datetime:
        return self.now


def season_games(service: GameService, clock: Clock, names: tuple[str, ...]) -> None:
    """Ten Friday evenings, three- and four-handed, one of them Leningrad and one with a rule
    changed; each a few deals, so the results differ."""
    for week in range(10):
        clock.now = datetime.datetime(2026, 9, 4, 17, 0, tzinfo=datetime.UTC)
        clock.now += datetime.timedelta(weeks=week)
        seats = 4 if week % 3 == 2 else 3
        players = tuple(names[(week + i) % len(names)] for i in range(seats))
        rules = LENINGRAD if week == 7 else SOCHI
        if week == 4:
            rules = SOCHI.with_options({"failure_whist_split": "gentleman"})
        game = service.create_game(players, players[-1], rules)
        a, b, v = players[:3]
        contracts = ("6s", "7h", "6c", "8d")
        deals: list[Deal | Raspasy] = [
            Deal(a, Contract.parse(contracts[week % 4]), {b: Call.PASS, v: Call.PASS}, {}),
            Deal(b, Contract.parse("7s"), {v: Call.WHIST, a: Call.PASS}, {b: 6, v: 3, a: 1}),
            Raspasy({a: 2, b: 3, v: 5}),
            Deal(
                v,
                Contract.parse("6h"),
                {a: Call.WHIST, b: Call.PASS},
                {v: 6 + week % 2, a: 4 - week % 2, b: 0},
            ),
        ]
        # Four-handed, the dealer rests and the deal passes on: its first deal alone here.
        for event in deals[: 1 if seats == 4 else 2 + week % 3]:
            service.record(game, event, service.last_seq(game))
        if week < 6:
            service.finish_game(game, service.last_seq(game))


def main() -> int:
    from ui.main_window import MainWindow
    from ui.stats.season_export import write_pdf
    from ui.stats.season_window import SeasonWindow

    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        for lang in ("ru", "en"):
            i18n.install(lang)
            clock = Clock()
            service = GameService(Path(folder) / f"season-{lang}.sqlite3", clock=clock)
            season_games(service, clock, NAMES[lang])
            window = SeasonWindow(service.stats)
            window.resize(1024, 640)
            window.show()
            window.load()
            window.heading.setText(
                "Клуб «Туз», осенний сезон 2026" if lang == "ru" else "Club Ace, autumn 2026"
            )
            window.measure.setCurrentIndex(window.measure.findData("best"))
            window.best.setValue(3)
            app.processEvents()
            window.grab().save(str(OUT / f"season-table-{lang}.png"))
            pdf = Path(folder) / f"season-{lang}.pdf"
            write_pdf(window.paper(), pdf)
            pdf_to_png(pdf, OUT / f"print-season-{lang}.png")
            window.close()

            settings = QSettings(str(Path(folder) / f"{lang}.ini"), QSettings.Format.IniFormat)
            main_window = MainWindow(service, settings)
            main_window.resize(1024, 700)
            main_window.show()
            main_window.show_start()
            start = main_window.start
            start.filters.player_filter.setText(NAMES[lang][0][:3])
            start.filters.from_check.setChecked(True)
            start.filters.day_from.setDate(QDate(2026, 9, 10))
            app.processEvents()
            main_window.grab().save(str(OUT / f"game-list-filtered-{lang}.png"))
            main_window.close()
            service.close()
    print(f"season screenshots written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
