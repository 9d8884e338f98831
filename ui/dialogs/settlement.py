"""The settlement: each player's result in whists and money, pairwise payments, print/PDF/CSV."""

from __future__ import annotations

import csv
import html
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
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
from ui import i18n


class SettlementDialog(QDialog):
    """Results and payments; marked provisional while the pool is still open."""

    def __init__(self, settlement: Settlement, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settlement = settlement
        self.setWindowTitle(self.tr("Settlement"))
        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setObjectName("settlementStatus")
        self.status.setWordWrap(True)
        if settlement.finished:
            self.status.setText(self.tr("Final settlement: the pool is closed."))
        else:
            self.status.setText(
                self.tr("Provisional: the pool is not closed yet; figures will change.")
            )
            self.status.setStyleSheet("#settlementStatus { color: #8a4b00; font-weight: bold; }")
        layout.addWidget(self.status)

        self.results = QTableWidget(len(settlement.players), 3)
        self.results.setHorizontalHeaderLabels(
            [self.tr("Mountain"), self.tr("Result, whists"), self.tr("Money")]
        )
        self.results.setVerticalHeaderLabels(list(settlement.players))
        for row, player in enumerate(settlement.players):
            values = (
                i18n.number_text(settlement.mountains[player]),
                i18n.number_text(settlement.result[player]),
                i18n.money_text(settlement.money[player]),
            )
            for col, value in enumerate(values):
                self.results.setItem(row, col, QTableWidgetItem(value))
        self._tidy(self.results)
        layout.addWidget(self.results)

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
        self.pdf_button = QPushButton(self.tr("Export &PDF…"))
        self.csv_button = QPushButton(self.tr("Export &CSV…"))
        for b in (self.print_button, self.pdf_button, self.csv_button):
            buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.clicked.connect(self.print_)
        self.pdf_button.clicked.connect(self.ask_pdf)
        self.csv_button.clicked.connect(self.ask_csv)
        layout.addWidget(buttons)
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
        height = (
            table.horizontalHeader().sizeHint().height()
            + table.verticalHeader().length()
            + 2 * table.frameWidth()
        )
        table.setFixedHeight(height)

    # -- output -----------------------------------------------------------------------------

    def rows(self) -> list[list[str]]:
        """The settlement as CSV rows: results, then payments."""
        s = self.settlement
        out = [
            [self.tr("Player"), self.tr("Mountain"), self.tr("Result, whists"), self.tr("Money")]
        ]
        for p in s.players:
            out.append(
                [
                    p,
                    i18n.number_text(s.mountains[p]),
                    i18n.number_text(s.result[p]),
                    i18n.money_text(s.money[p]),
                ]
            )
        out.append([])
        out.append([self.tr("Who pays"), self.tr("To whom"), self.tr("Whists"), self.tr("Money")])
        for pay in s.payments:
            out.append(
                [pay.payer, pay.payee, i18n.number_text(pay.whists), i18n.money_text(pay.money)]
            )
        if not s.finished:
            out.append([self.status.text()])
        return out

    def csv_rows(self) -> list[list[str]]:
        """The rows of :meth:`rows` for a spreadsheet: names and words can never run as a
        formula, numbers are plain (ASCII minus, decimal point), see app/engine/csvcells.py."""
        s = self.settlement
        out = [[text_cell(c) for c in row] for row in self.rows()]
        numbers = {
            p: [number_cell(s.mountains[p]), number_cell(s.result[p]), number_cell(s.money[p], 2)]
            for p in s.players
        }
        for index, p in enumerate(s.players, start=1):
            out[index][1:] = numbers[p]
        first_payment = len(s.players) + 3
        for offset, pay in enumerate(s.payments):
            out[first_payment + offset][2:] = [number_cell(pay.whists), number_cell(pay.money, 2)]
        return out

    def write_csv(self, path: str | Path) -> None:
        with open(path, "w", newline="", encoding="utf-8") as f:
            csv.writer(f).writerows(self.csv_rows())

    def html(self) -> str:
        parts = [
            f"<h2>{html.escape(self.windowTitle())}</h2><p>{html.escape(self.status.text())}</p>"
        ]
        table = "<table border='1' cellspacing='0' cellpadding='4'>"
        rows = self.rows()
        for row in rows:
            if not row:
                table += "</table><br><table border='1' cellspacing='0' cellpadding='4'>"
                continue
            table += "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
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
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export PDF"), "", "PDF (*.pdf)")
        if path:
            self.write_pdf(path)

    def ask_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export CSV"), "", "CSV (*.csv)")
        if path:
            self.write_csv(path)

    @classmethod
    def ask(cls, parent: QWidget | None, settlement: Settlement) -> None:
        cls(settlement, parent).exec()
