"""Screenshots of the statistics (``make screenshots``): the players window, a player's card
with its charts and head-to-head, in Russian and English (the card at 1024×700 and 1920×1080),
into ``docs/screenshots/``.

The games are a made-up club season: three-handed evenings a week apart, deals drawn by a
seeded random generator (the same pictures every run), and a few four-handed games.
"""

from __future__ import annotations

import datetime
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from app.engine import SOCHI, Call, Contract, Deal, Raspasy
from app.engine.errors import CodedError
from app.services import GameService
from ui import i18n
from ui.roster.players_window import PlayersWindow
from ui.screenshots import four_player_game
from ui.stats.stats_window import StatsWindow

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
NAMES = {
    "ru": ("Анна", "Борис", "Вера", "Глеб"),
    "en": ("Anna", "Boris", "Vera", "Gleb"),
}
SIZES = ((1024, 700), (1920, 1080))


class SeasonClock:
    """The time each write is stamped with: one evening a week from the season's start."""

    def __init__(self) -> None:
        self.now = datetime.datetime(2026, 9, 4, 19, 0, tzinfo=datetime.UTC)

    def __call__(self) -> datetime.datetime:
        return self.now

    def next_week(self) -> None:
        self.now += datetime.timedelta(days=7)


def random_event(rng: random.Random, seats: tuple[str, str, str]) -> Deal | Raspasy:
    """One plausible three-handed deal: mostly sixes and sevens, some misères and raspasy."""
    kind = rng.choice(["6", "6", "6", "7", "7", "8", "9", "misere", "raspasy"])
    if kind == "raspasy":
        first = rng.randint(0, 6)
        second = rng.randint(0, 10 - first)
        return Raspasy(dict(zip(seats, (first, second, 10 - first - second), strict=True)))
    declarer, left, right = rng.sample(seats, 3)
    if kind == "misere":
        return Deal(declarer, Contract.misere(), {}, {declarer: rng.choice([0, 0, 0, 1, 2])})
    level = int(kind)
    suit = rng.choice("scdh")
    calls = rng.choice([(Call.WHIST, Call.PASS), (Call.WHIST, Call.WHIST), (Call.PASS, Call.PASS)])
    if calls == (Call.PASS, Call.PASS):
        return Deal(declarer, Contract.parse(f"{level}{suit}"), {left: calls[0], right: calls[1]})
    taken = max(0, min(10, level + rng.choice([-2, -1, 0, 0, 0, 1, 1, 2])))
    rest = 10 - taken
    mine = rng.randint(0, rest)
    return Deal(
        declarer,
        Contract.parse(f"{level}{suit}"),
        {left: calls[0], right: calls[1]},
        {declarer: taken, left: mine, right: rest - mine},
    )


def season(service: GameService, clock: SeasonClock, names: tuple[str, ...]) -> None:
    """Fourteen evenings: three-handed games of varying company, and three four-handed."""
    rng = random.Random(16)
    for evening in range(14):
        if evening % 5 == 4:
            four_player_game(service, (names[0], names[1], names[2], names[3]))
        else:
            seats = tuple(rng.sample(names, 3))
            game = service.create_game(seats, seats[0], SOCHI)
            for _deal in range(rng.randint(8, 16)):
                event = random_event(rng, seats)  # type: ignore[arg-type]
                try:
                    service.record(game, event, service.last_seq(game))
                except CodedError:
                    continue  # a combination these rules refuse: the evening goes on
        clock.next_week()


def shoot(out: Path) -> list[Path]:
    written = []
    for lang in ("ru", "en"):
        i18n.install(lang)
        names = NAMES[lang]
        clock = SeasonClock()
        with (
            tempfile.TemporaryDirectory() as folder,
            GameService(Path(folder) / "club.sqlite3", backups=0, clock=clock) as games,
        ):
            season(games, clock, names)
            stats = games.stats
            # The players window as it opens (Games → Players…), the first player chosen.
            players = PlayersWindow(games.roster, stats)
            players.load()
            players.show()
            QApplication.processEvents()
            QApplication.processEvents()
            path = out / f"players-window-{lang}.png"
            players.grab().save(str(path))
            written.append(path)
            players.close()
            window = StatsWindow(stats, names[0])
            for width, height in SIZES:
                window.resize(width, height)
                window.tabs.setCurrentIndex(0)
                window.show()
                QApplication.processEvents()
                QApplication.processEvents()
                tag = f"{lang}-{width}"
                for name, scroll in (("player", 0), ("charts", window.result_panel.y())):
                    window.page_scroll.verticalScrollBar().setValue(scroll)
                    QApplication.processEvents()
                    path = out / f"stats-{name}-{tag}.png"
                    window.grab().save(str(path))
                    written.append(path)
                window.tabs.setCurrentIndex(1)
                window.head_to_head.second.setCurrentText(names[1])
                QApplication.processEvents()
                path = out / f"stats-head-to-head-{tag}.png"
                window.grab().save(str(path))
                written.append(path)
            path = out / f"stats-chart-result-{lang}.png"
            from ui.stats.chart_output import save_png

            save_png(window.result_chart, path)
            written.append(path)
            window.close()
    return written


def main() -> int:
    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    for path in shoot(OUT):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
