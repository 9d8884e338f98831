"""The settlement: each player's result in whists and money, pairwise payments, print/PDF/CSV."""

from __future__ import annotations

import csv
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine import Settlement
from app.engine.csvcells import number_cell, text_cell
from ui import i18n, theme
from ui.paper.header import result_header
from ui.printed import html_text, visible
from ui.widgets import accessible
from ui.widgets.file_dialog import ask_file_name


class SettlementDialog(QDialog):
    """Results and payments; marked provisional while the pool is still open."""

    def __init__(
        self,
        settlement: Settlement,
        parent: QWidget | None = None,
        rules: str = "",
        offer_finish: bool = False,
        game_finished: bool = False,
        end: str = "",
    ) -> None:
        """``offer_finish``: shown when the pool has just closed, with a button that finishes
        the game (the dialog is accepted) beside Close (the game stays open).
        ``game_finished``: the players marked the game finished; its figures no longer change.
        ``end``: how the game ended when not by the pool («Сыграно 4 раздачи: тур окончен»)."""
        super().__init__(parent)
        self.settlement = settlement
        self.setWindowTitle(self.tr("Settlement"))
        layout = QVBoxLayout(self)
        self.rules = QLabel(self.tr("Rules: {rules}").format(rules=rules) if rules else "")
        self.rules.setObjectName("settlementRules")
        self.rules.setWordWrap(True)
        self.rules.setVisible(bool(rules))
        layout.addWidget(self.rules)
        self.status = QLabel()
        self.status.setObjectName("settlementStatus")
        self.status.setWordWrap(True)
        if settlement.finished and end:
            self.status.setText(self.tr("{end}. Final settlement.").format(end=end))
        elif settlement.finished:
            self.status.setText(self.tr("Final settlement: the pool is closed."))
        elif game_finished:  # finished early: final, not «figures will change»
            self.status.setText(
                self.tr("Final settlement: the game was finished before the pool closed.")
            )
        else:
            self.status.setText(
                self.tr("Provisional: the pool is not closed yet; figures will change.")
            )
            theme.tint(self.status, "warn")
            bold = self.status.font()
            bold.setBold(True)
            self.status.setFont(bold)
        layout.addWidget(self.status)
        if offer_finish:
            self.setWindowTitle(self.tr("The game is over"))
            self.status.setText(
                self.tr("{end}. Here is the final settlement.").format(end=end)
                if end
                else self.tr("The pool is closed: the game is over. Here is the final settlement.")
            )

        headers = self.result_headers()
        self.results = QTableWidget(len(settlement.players), len(headers))
        self.results.setHorizontalHeaderLabels(headers)
        self.results.setVerticalHeaderLabels(list(settlement.players))
        for row, player in enumerate(settlement.players):
            for col, value in enumerate(self.result_values(player)):
                self.results.setItem(row, col, QTableWidgetItem(value))
        self._tidy(self.results)
        layout.addWidget(self.results)
        self.note = QLabel(self.mountain_note())
        self.note.setWordWrap(True)
        theme.tint(self.note, "note")
        layout.addWidget(self.note)
        self.rounding_note = QLabel(self.rounding_text())
        self.rounding_note.setObjectName("settlementRounding")
        self.rounding_note.setWordWrap(True)
        self.rounding_note.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        theme.tint(self.rounding_note, "note")
        self.rounding_note.setVisible(bool(self.rounding_note.text()))
        layout.addWidget(self.rounding_note)

        layout.addWidget(QLabel(self.tr("Payments")))
        self.payments = QTableWidget(len(settlement.payments), 4)
        self.payments.setHorizontalHeaderLabels(
            [self.tr("Who pays"), self.tr("To whom"), self.tr("Whists"), self.tr("Money")]
        )
        for row, pay in enumerate(settlement.payments):
            values = (
                pay.payer,
                pay.payee,
                i18n.number_text(pay.whists),
                i18n.money_text(pay.money),
            )
            for col, value in enumerate(values):
                self.payments.setItem(row, col, QTableWidgetItem(value))
        self.payments.verticalHeader().hide()
        self._tidy(self.payments)
        layout.addWidget(self.payments)
        layout.addStretch(1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.pdf_button = QPushButton(self.tr("&Export PDF…"))
        self.csv_button = QPushButton(self.tr("Export &CSV…"))
        for b in (self.print_button, self.pdf_button, self.csv_button):
            buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.clicked.connect(self.print_)
        self.pdf_button.clicked.connect(self.ask_pdf)
        self.csv_button.clicked.connect(self.ask_csv)
        self.finish_button: QPushButton | None = None
        if offer_finish:
            self.finish_button = buttons.addButton(
                self.tr("&Finish the game"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            # Close stays the default: an Enter meant for the deal dialog must not finish.
            self.finish_button.setAutoDefault(False)
            close = buttons.button(QDialogButtonBox.StandardButton.Close)
            close.setText(self.tr("&Not yet"))
            close.setDefault(True)
            buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        accessible.buttons(buttons)
        accessible.name(
            self.results,
            self.tr("Results"),
            self.tr("Each player's pool, mountain, result in whists and money."),
        )
        accessible.name(
            self.payments, self.tr("Payments"), self.tr("Who pays whom, in whists and money.")
        )
        accessible.describe(self.print_button, self.tr("Print the settlement."))
        accessible.describe(self.pdf_button, self.tr("Save the settlement as a PDF file."))
        accessible.describe(self.csv_button, self.tr("Save the figures as a CSV file."))
        if self.finish_button is not None:
            accessible.describe(
                self.finish_button, self.tr("Mark the game finished: nothing more is entered.")
            )
        self.resize(560, self.sizeHint().height())

    @staticmethod
    def _tidy(table: QTableWidget) -> None:
        """Read-only, columns sharing the width, and exactly as tall as its rows: a guessed
        minimum height left an empty band under the last row."""
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no current-cell frame on a result
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.resizeRowsToContents()
        # Wide enough for every header in full ("Mountain to settle" was cut off): the
        # equal columns stretch beyond that, never below.
        header = table.horizontalHeader()
        table.setMinimumWidth(
            table.verticalHeader().sizeHint().width()
            + table.columnCount()  # the columns share the width equally: the widest sets it
            * max(header.sectionSizeHint(c) for c in range(table.columnCount()))
            + 2 * table.frameWidth()
        )
        height = (
            table.horizontalHeader().sizeHint().height()
            + table.verticalHeader().length()
            + 2 * table.frameWidth()
        )
        table.setFixedHeight(height)

    # -- columns ----------------------------------------------------------------------------

    def result_headers(self) -> list[str]:
        """Each column named for what it holds: the sheet's figures, then the settled ones."""
        # The settled columns are named once, as the printed form names them (ui/paper).
        return [self.tr("Pool"), self.tr("Mountain"), *result_header()[1:]]

    def result_values(self, player: str) -> list[str]:
        s = self.settlement
        return [
            i18n.number_text(s.pools.get(player, 0)),
            i18n.number_text(s.sheet_mountains.get(player, 0)),
            i18n.number_text(s.mountains[player]),
            i18n.number_text(s.result[player]),
            i18n.money_text(s.money[player]),
        ]

    def rounding_text(self) -> str:
        """Whose money is not his result rounded, and why (E.8: rounding to the unit may leave
        the sum a unit off zero; that unit goes to one player), in plain words; "" when the
        money is every result rounded alone."""
        s = self.settlement
        if not s.money_shifted:
            return ""
        lines = [
            self.tr(
                "Money is rounded to {unit}. So that what is paid equals what is received, "
                "the difference the rounding leaves goes to one player:"
            ).format(unit=i18n.money_text(s.money_unit))
        ]
        for player, alone in s.money_shifted.items():
            lines.append(
                self.tr("{player}: {whists} whists make {money}, not {alone}.").format(
                    player=player,
                    whists=i18n.number_text(s.result[player]),
                    money=i18n.money_text(s.money[player]),
                    alone=i18n.money_text(alone),
                )
            )
        return "\n".join(lines)

    def mountain_note(self) -> str:
        """What “mountain to settle” is (scoring-conventions E.2, E.3; docs/rules.md)."""
        return self.tr(
            "Mountain to settle: the mountain on the sheet plus the pool shortfall (against the "
            "highest pool, converted by the rules), less the smallest of these mountains."
        )

    # -- output -----------------------------------------------------------------------------

    def rows(self) -> list[list[str]]:
        """The settlement as CSV rows: results, then payments."""
        s = self.settlement
        out = [[self.tr("Player"), *self.result_headers()]]
        for p in s.players:
            out.append([visible(p), *self.result_values(p)])  # a control character escaped
        out.append([self.note.text()])
        out.append([])
        out.append([self.tr("Who pays"), self.tr("To whom"), self.tr("Whists"), self.tr("Money")])
        for pay in s.payments:
            out.append(
                [
                    visible(pay.payer),
                    visible(pay.payee),
                    i18n.number_text(pay.whists),
                    i18n.money_text(pay.money),
                ]
            )
        if not s.finished:
            out.append([self.status.text()])
        return out

    def result_numbers(self, player: str) -> list[Fraction | int]:
        """The exact figures of :meth:`result_values`, in the same order (for the CSV)."""
        s = self.settlement
        return [
            s.pools.get(player, 0),
            s.sheet_mountains.get(player, 0),
            s.mountains[player],
            s.result[player],
            s.money[player],
        ]

    def csv_rows(self) -> list[list[str]]:
        """The rows of :meth:`rows` for a spreadsheet: names and words can never run as a
        formula, numbers are plain (ASCII minus, decimal point), see app/engine/csvcells.py."""
        s = self.settlement
        rows = self.rows()
        out = [[text_cell(c) for c in row] for row in rows]
        for index, p in enumerate(s.players, start=1):
            *figures, money = self.result_numbers(p)
            out[index][1:] = [number_cell(v) for v in figures] + [number_cell(money, 2)]
        header = [self.tr("Who pays"), self.tr("To whom"), self.tr("Whists"), self.tr("Money")]
        first_payment = rows.index(header) + 1
        for offset, pay in enumerate(s.payments):
            out[first_payment + offset][2:] = [number_cell(pay.whists), number_cell(pay.money, 2)]
        return out

    def write_csv(self, path: str | Path) -> None:
        with open(path, "w", newline="", encoding="utf-8") as f:
            csv.writer(f).writerows(self.csv_rows())

    def html(self) -> str:
        parts = [f"<h2>{html_text(self.windowTitle())}</h2>"]
        if self.rules.text():
            parts.append(f"<p>{html_text(self.rules.text())}</p>")
        parts.append(f"<p>{html_text(self.status.text())}</p>")
        table = "<table border='1' cellspacing='0' cellpadding='4'>"
        rows = self.rows()
        for row in rows:
            if not row:
                table += "</table><br><table border='1' cellspacing='0' cellpadding='4'>"
                continue
            table += "<tr>" + "".join(f"<td>{html_text(c)}</td>" for c in row) + "</tr>"
        parts.append(table + "</table>")
        return "".join(parts)

    def write_pdf(self, path: str | Path) -> None:
        from PySide6.QtGui import QTextDocument
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(path))
        doc = QTextDocument()
        doc.setHtml(self.html())
        doc.print_(printer)

    def print_(self) -> None:
        from PySide6.QtGui import QTextDocument
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(printer, self).exec() == QDialog.DialogCode.Accepted:
            doc = QTextDocument()
            doc.setHtml(self.html())
            doc.print_(printer)

    def ask_pdf(self) -> None:
        path = ask_file_name(self, self.tr("Export PDF"), "", "PDF (*.pdf)", save=True)
        if path:
            self.write_pdf(path)

    def ask_csv(self) -> None:
        path = ask_file_name(self, self.tr("Export CSV"), "", "CSV (*.csv)", save=True)
        if path:
            self.write_csv(path)

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        settlement: Settlement,
        rules: str = "",
        game_finished: bool = False,
    ) -> None:
        cls(settlement, parent, rules, game_finished=game_finished).exec()
