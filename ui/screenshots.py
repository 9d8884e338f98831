"""``make screenshots``: render the main screens offscreen into ``docs/screenshots/``."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.engine import SOCHI, Call, Contract, Deal, Raspasy
from app.services import GameService
from ui import i18n

if TYPE_CHECKING:
    from ui.main_window import MainWindow

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def _deal(
    declarer: str, contract: str, calls: Mapping[str, Call], tricks: Mapping[str, int]
) -> Deal:
    return Deal(declarer, Contract.parse(contract), calls, tricks)


def three_player_game(service: GameService, names: tuple[str, str, str]) -> int:
    a, b, v = names
    game = service.create_game(names, v, SOCHI)
    events: list[Deal | Raspasy] = [
        _deal(a, "7h", {b: Call.WHIST, v: Call.PASS}, {a: 7, b: 2, v: 1}),
        Raspasy({b: 3, v: 5, a: 2}),
        _deal(v, "misere", {}, {v: 0}),
        _deal(b, "8s", {v: Call.WHIST, a: Call.WHIST}, {b: 7, v: 2, a: 1}),
        _deal(a, "6s", {b: Call.PASS, v: Call.PASS}, {}),
        _deal(b, "7d", {v: Call.PASS, a: Call.HALF}, {}),
        _deal(a, "6c", {b: Call.WHIST, v: Call.WHIST}, {a: 6, b: 3, v: 1}),
        Raspasy({a: 4, b: 1, v: 5}),
        _deal(v, "7nt", {a: Call.WHIST, b: Call.PASS}, {v: 7, a: 2, b: 1}),
    ]
    for event in events:
        service.record(game, event, service.last_seq(game))
    service.undo(game, service.last_seq(game))
    return game


def four_player_game(service: GameService, names: tuple[str, str, str, str]) -> int:
    a, b, v, g = names
    game = service.create_game(names, g, SOCHI)
    events: list[Deal | Raspasy] = [
        _deal(a, "6s", {b: Call.WHIST, v: Call.WHIST}, {a: 6, b: 2, v: 2}),
        Raspasy({b: 4, v: 0, g: 6}),
        _deal(v, "misere", {}, {v: 1}),
        _deal(g, "7nt", {a: Call.WHIST, b: Call.PASS}, {g: 6, a: 3, b: 1}),
        _deal(a, "8h", {b: Call.WHIST, v: Call.PASS}, {a: 8, b: 1, v: 1}),
        _deal(b, "6d", {v: Call.PASS, g: Call.HALF}, {}),
    ]
    for event in events:
        service.record(game, event, service.last_seq(game))
    return game


def story_game(service: GameService, names: tuple[str, str, str]) -> int:
    """A game whose sheet carries notes (issue 32): a deal corrected, a talon looked at."""
    from app.engine import Incident

    a, b, v = names
    game = three_player_game(service, names)
    down = _deal(a, "7h", {b: Call.WHIST, v: Call.PASS}, {a: 6, b: 3, v: 1})
    service.correct(game, 1, down, service.last_seq(game))
    looked = Incident("prikup-2", {"violator": v, "bidding_started": False})
    service.record(game, looked, service.last_seq(game))
    return game


def pdf_to_png(pdf: Path, png: Path, dpi: int = 90) -> bool:
    """The PDF's first page as a PNG (``pdftoppm`` from poppler-utils); False without it."""
    tool = shutil.which("pdftoppm")
    if tool is None:
        print("pdftoppm not found (apt-get install poppler-utils): printed pages skipped")
        return False
    stem = png.with_suffix("")
    subprocess.run([tool, "-png", "-r", str(dpi), "-singlefile", str(pdf), str(stem)], check=True)
    return True


def paper_shots(service: GameService, game: int, four: int, lang: str, folder: Path) -> None:
    """The printed game and the blank 3- and 4-player forms, as their PDF pages."""
    from ui.paper.blank import blank_form
    from ui.paper.game_form import PaperForm, game_form, write_pdf

    def of(game: int) -> PaperForm:
        return game_form(service.game(game), service.corrected_cells(game), service.history(game))

    names = ("Анна", "Борис", "Вера") if lang == "ru" else ("Anna", "Boris", "Vera")
    forms = {
        f"print-game-{lang}": of(game),
        f"print-game-4p-{lang}": of(four),
        f"print-game-notes-{lang}": of(story_game(service, names)),
        f"print-blank-3p-{lang}": blank_form(3),
        f"print-blank-4p-{lang}": blank_form(4),
    }
    for name, form in forms.items():
        pdf = folder / f"{name}.pdf"
        write_pdf(form, pdf)
        pdf_to_png(pdf, OUT / f"{name}.png")


def wide_shots(window: MainWindow, g3: int, g4: int, lang: str, app: QApplication) -> None:
    """The window as a maximised one on a 1920×1080 screen (the sheet as wide as it can use,
    issue 32), and the dark colour scheme."""
    from ui import theme

    size = window.size()
    window.resize(1920, 1050)  # a maximised window: the screen less the window manager's bar
    for game, tag in ((g3, "3p"), (g4, "4p")):
        window.open_game(game)
        app.processEvents()
        app.processEvents()
        window.grab().save(str(OUT / f"main-1920-{tag}-{lang}.png"))
    window.resize(size)
    theme.apply("dark")
    window.open_game(g3)
    app.processEvents()
    app.processEvents()
    window.grab().save(str(OUT / f"main-dark-{lang}.png"))
    theme.apply("contrast")
    app.processEvents()
    window.grab().save(str(OUT / f"main-contrast-{lang}.png"))
    theme.apply("light")
    app.processEvents()


def help_shots(lang: str, app: QApplication) -> None:
    """About (with a typical data folder, not the temporary one) and the shortcuts."""
    from ui.help import about_dialog, shortcuts_dialog

    about = about_dialog(None, Path("/home/anna/.local/share/Pulka/pulka.sqlite3"))
    for dialog, name in ((about, "about"), (shortcuts_dialog(None), "shortcuts")):
        dialog.show()
        dialog.adjustSize()
        app.processEvents()
        dialog.grab().save(str(OUT / f"{name}-{lang}.png"))
        dialog.close()


def first_start(lang: str, app: QApplication, folder: str) -> None:
    """The start page of a new database: how to begin, the three keys, the example game."""
    from ui.main_window import MainWindow

    settings = QSettings(str(Path(folder) / f"first-{lang}.ini"), QSettings.Format.IniFormat)
    with GameService(Path(folder) / f"first-{lang}.sqlite3") as service:
        window = MainWindow(service, settings)
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        window.grab().save(str(OUT / f"start-first-{lang}.png"))
        window.close()


def main() -> int:
    from ui.dialogs.settlement import SettlementDialog
    from ui.main_window import MainWindow

    running = QApplication.instance()  # typed QCoreApplication: here it is always the widgets one
    app = running if isinstance(running, QApplication) else QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
        service = GameService(Path(folder) / "shots.sqlite3")
        names = {
            "ru": (("Анна", "Борис", "Вера"), ("Анна", "Борис", "Вера", "Глеб")),
            "en": (("Anna", "Boris", "Vera"), ("Anna", "Boris", "Vera", "Gleb")),
        }
        for lang in ("ru", "en"):
            i18n.install(lang)
            first_start(lang, app, folder)
            three, four = names[lang]
            g3 = three_player_game(service, three)
            g4 = four_player_game(service, four)
            window = MainWindow(service, settings)
            window.resize(1280, 800)
            window.show()
            window.show_start()
            app.processEvents()
            window.grab().save(str(OUT / f"start-{lang}.png"))
            new_game = window.new_game_dialog()
            new_game.show()
            new_game.advanced.setChecked(True)
            new_game.adjustSize()
            app.processEvents()
            new_game.grab().save(str(OUT / f"new-game-{lang}.png"))
            # The advanced options' whist page: choices in a player's words, not internal keys.
            new_game.option_groups.setCurrentRow(1)
            app.processEvents()
            new_game.grab().save(str(OUT / f"new-game-advanced-{lang}.png"))
            new_game.close()
            for game, tag in ((g3, "3p"), (g4, "4p")):
                window.open_game(game)
                # Twice: the seats' new minimum reaches the splitter in a second posted event
                # (one round showed a 4-player table squeezed to the 3-player height).
                app.processEvents()
                app.processEvents()
                window.grab().save(str(OUT / f"main-{tag}-{lang}.png"))
            wide_shots(window, g3, g4, lang, app)
            window.open_game(g3)
            app.processEvents()
            history_panel = window.history.parentWidget()
            assert history_panel is not None  # the history sits in the window's side panel
            history_panel.grab().save(str(OUT / f"history-{lang}.png"))
            dialog = window.deal_dialog()
            dialog.contract.setEditText("7ч" if lang == "ru" else "7h")
            dialog.declarer.setCurrentIndex(0)
            dialog.calls[0].setCurrentIndex(0)
            dialog.tricks[0].setValue(7)
            dialog.tricks[1].setValue(2)
            dialog.tricks[2].setValue(2)
            dialog.show()
            dialog.adjustSize()
            app.processEvents()
            dialog.grab().save(str(OUT / f"deal-entry-{lang}.png"))
            dialog.tricks[2].setValue(1)
            app.processEvents()
            dialog.grab().save(str(OUT / f"deal-entry-preview-{lang}.png"))
            dialog.close()
            manual = window.manual_dialog()
            manual.player.setCurrentIndex(1)
            manual.pool.setValue(6)
            manual.mountain.setValue(4)
            manual.whists[1].setValue(12)
            manual.note.setText("с бумажной пули" if lang == "ru" else "from the paper sheet")
            manual.show()
            manual.adjustSize()
            app.processEvents()
            manual.grab().save(str(OUT / f"manual-entry-{lang}.png"))
            manual.close()
            settle = SettlementDialog(service.settlement(g4), window)
            settle.show()
            app.processEvents()
            settle.grab().save(str(OUT / f"settlement-{lang}.png"))
            settle.close()
            paper_shots(service, g3, g4, lang, Path(folder))
            help_shots(lang, app)
            window.close()
        service.close()
    print(f"screenshots written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
