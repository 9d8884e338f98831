"""The Game menu's paper actions: print or save the whole game, blank forms, copy to share."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from app.services import GameView, HistoryItem
from ui import i18n
from ui.widgets.message import warn

if TYPE_CHECKING:
    from ui.paper.game_form import PaperForm
    from ui.sheet.layout import CorrectedCells

Shown = Callable[[], GameView | None]
"""The game the window shows now (``None``: none)."""
Corrected = Callable[[GameView], "CorrectedCells | None"]
"""Its corrected cells, as the window's sheet marks them (``None``: none, or refused)."""
History = Callable[[GameView], Sequence[HistoryItem]]
"""Its history, for the sheet's notes (empty when refused)."""


class PaperActions(QObject):
    """Actions of one main window (``window``), told only what they print: the game ``shown``,
    its ``corrected`` cells and its ``history``. Their texts are built again on a language
    switch."""

    def __init__(
        self,
        window: QMainWindow,
        shown: Shown,
        corrected: Corrected,
        history: History,
        table: Callable[[], str] = lambda: "",
    ) -> None:
        super().__init__(window)
        self.window = window
        self._table = table
        """The evening's table the game shown is played at («Пятница, тур 1, стол 2»)."""
        self._shown = shown
        self._corrected = corrected
        self._history = history
        self.print_game = self._action(self.tr("&Print the game…"), self.ask_print)
        self.print_game.setShortcut(QKeySequence.StandardKey.Print)
        self.pdf_game = self._action(self.tr("Save the game as P&DF…"), self.ask_pdf)
        self.blank_3 = self._action(self.tr("Blank sheet for &3 players…"), lambda: self.blank(3))
        self.blank_4 = self._action(self.tr("Blank sheet for &4 players…"), lambda: self.blank(4))
        self.copy_picture = self._action(self.tr("Copy the s&heet as a picture"), self.copy_sheet)
        self.copy_text = self._action(self.tr("Copy the res&ult as text"), self.copy_result)

    def _action(self, text: str, slot: object) -> QAction:
        action = QAction(text, self)  # goes with this object on a language switch
        action.triggered.connect(slot)
        return action

    def add_to(self, menu: QMenu) -> None:
        """The paper actions as a block of the Game menu (blank forms in a submenu)."""
        menu.addAction(self.print_game)
        menu.addAction(self.pdf_game)
        blank = menu.addMenu(self.tr("&Blank sheet"))
        blank.addAction(self.blank_3)
        blank.addAction(self.blank_4)
        menu.addAction(self.copy_picture)
        menu.addAction(self.copy_text)

    def update(self, has_game: bool) -> None:
        for action in (self.print_game, self.pdf_game, self.copy_picture, self.copy_text):
            action.setEnabled(has_game)

    # -- the game's form ---------------------------------------------------------------------

    def form(self) -> PaperForm | None:
        """The open game's form, or None (no game, or the service refused)."""
        from ui.paper.game_form import game_form

        view = self._shown()
        if view is None:
            return None
        return game_form(view, self._corrected(view), self._history(view), self._table())

    def ask_print(self) -> None:
        form = self.form()
        if form is not None:
            self.print_(form)

    def print_(self, form: PaperForm) -> None:
        """The system's print dialog, then the form on the chosen printer (one page)."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from ui.paper.game_form import page_layout, print_form

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout())
        dialog = QPrintDialog(printer, self.window)
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            print_form(form, printer)

    def ask_pdf(self) -> None:
        form = self.form()
        if form is None:
            return
        from app.services.stats_days import local_day  # not at start-up: app.stats
        from ui.widgets.file_dialog import ask_file_name  # its Qt classes cost at first use

        # Named after the game's day ("game 2026-11-30.pdf"), in the folder last used or the
        # user's documents (ui.widgets.file_dialog.start_folder).
        view = self._shown()
        assert view is not None
        day = local_day(view.created_at)  # ISO in a file name: names sort by date
        name = self.tr("game {date}.pdf").format(date=day)
        path = ask_file_name(
            self.window, self.tr("Save the game as PDF"), name, "PDF (*.pdf)", save=True
        )
        if path:
            self.save_pdf(form, path)

    def save_pdf(self, form: PaperForm, path: str) -> bool:
        """Write the PDF; a refused file is a message, never a traceback."""
        from ui.paper.game_form import write_pdf

        try:
            write_pdf(form, path)
            with open(path, "rb") as written:  # QPdfWriter does not report failures
                if written.read(5) != b"%PDF-":
                    raise OSError(path)
        except OSError:
            warn(
                self.window,
                i18n.product_name(),
                i18n.error_text("file_unwritable", {"path": path}),
            )
            return False
        self.window.statusBar().showMessage(self.tr("Saved: {path}").format(path=path), 5000)
        return True

    def blank(self, players: int) -> None:
        from ui.paper.blank import blank_form

        self.print_(blank_form(players))

    # -- share -------------------------------------------------------------------------------

    def copy_sheet(self) -> None:
        from ui.paper.game_form import print_layout
        from ui.paper.share import copy_sheet_picture

        view = self._shown()
        if view is None:
            return
        copy_sheet_picture(print_layout(view.sheet, self._corrected(view)))
        self.window.statusBar().showMessage(self.tr("The sheet is on the clipboard."), 5000)

    def copy_result(self) -> None:
        from ui.paper.share import copy_result_text

        view = self._shown()
        form = self.form()  # the notes as the printed sheet lists them
        if view is None or form is None:
            return
        copy_result_text(view, form.notes)
        self.window.statusBar().showMessage(self.tr("The result is on the clipboard."), 5000)
