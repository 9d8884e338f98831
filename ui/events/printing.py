"""Seating cards and the round sheet on paper: printed, or saved as PDF (like ui/paper/)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QMarginsF, QUrl
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

from app.services.event_values import RoundRow
from app.services.events import EventView, TableView
from app.services.phones import qr_png
from ui import i18n
from ui.events.words import round_title, signed_text, table_title
from ui.printed import html_text


def _html(text: str) -> str:
    """A name or title in the printed HTML: no markup, control characters escaped (D9)."""
    return html_text(text)


CARDS_PER_PAGE = 2
PAGE_BREAK = "page-break-before: always;"
"""Seating cards with QR codes on one A4 page."""
CardUrls = Mapping[int | None, str]
"""The phones' card addresses of the round's tables (``None``: the room's watch page); empty
while the phones' server is not running."""


def cards_html(view: EventView, current: RoundRow, urls: CardUrls | None = None) -> str:
    """One card per player, to put on the table: name, table and seat, event and round; with
    the phones' server running, the table's QR code and address to scan (issue 27)."""
    urls = urls or {}
    sits_out = QCoreApplication.translate("Events", "sits out this round")
    cards = []
    for number, table in enumerate(current.tables, start=1):
        for seat, name in enumerate(table, start=1):
            where = QCoreApplication.translate("Events", "{table}, seat {seat}")
            where = where.format(table=table_title(number), seat=seat)
            event = f"{_html(view.name)} · {round_title(current.number)}"
            cards.append(_card(name, where, event, number if number in urls else None, urls))
    for name in current.byes:
        cards.append(_card(name, sits_out, f"{_html(view.name)} · {round_title(current.number)}"))
    if None in urls:
        watch = QCoreApplication.translate("Events", "The room: standings, live")
        cards.append(_card(view.name, _html(watch), "", 0, {0: urls[None]}))
    if urls:
        # A card with its QR code is too tall for the text to flow: Qt would cut one across
        # two pages (the code away from the name). Two to a page, each whole.
        cards = [
            card.replace("margin-bottom: 18px;", f"margin-bottom: 18px; {PAGE_BREAK}", 1)
            if index and index % CARDS_PER_PAGE == 0
            else card
            for index, card in enumerate(cards)
        ]
    return "".join(cards)


def _card(
    name: str, where: str, event: str, code: int | None = None, urls: CardUrls | None = None
) -> str:
    qr = ""
    if code is not None and urls is not None:
        scan = QCoreApplication.translate("Events", "Scan with your phone to enter the deals")
        if code == 0:
            scan = QCoreApplication.translate("Events", "Scan to watch the standings")
        qr = (
            f"<p><img src='qr-{code}' width='160' height='160'></p>"
            f"<p style='font-size: 11pt;'>{_html(scan)}</p>"
            f"<p style='font-size: 8pt;'>{_html(urls[code])}</p>"
        )
    return (
        "<table width='100%' border='1' cellpadding='14' cellspacing='0' "
        "style='margin-bottom: 18px;'><tr><td align='center'>"
        f"<p style='font-size: 30pt; font-weight: bold;'>{_html(name)}</p>"
        f"<p style='font-size: 20pt;'>{where}</p>"
        f"<p style='font-size: 12pt;'>{event}</p>{qr}</td></tr></table>"
    )


def sheet_html(
    view: EventView,
    current: RoundRow,
    tables: tuple[TableView, ...],
    urls: CardUrls | None = None,
) -> str:
    """The round sheet for the judge: every table with its players and a place for results;
    with the phones' server running, each table's QR code (a card lost: scan it here)."""
    urls = urls or {}
    rows = []
    for table in tables:
        for seat, name in enumerate(table.players, start=1):
            result = signed_text(table.result[name]) if table.game_id is not None else ""
            qr = (
                f"<br><img src='qr-{table.number}' width='90' height='90'>"
                if table.number in urls
                else ""
            )
            first = (
                f"<td rowspan='{len(table.players)}'><b>{table_title(table.number)}</b>{qr}</td>"
                if seat == 1
                else ""
            )
            rows.append(
                f"<tr>{first}<td align='center'>{seat}</td><td>{_html(name)}</td>"
                f"<td align='right'>{result}</td><td width='30%'></td></tr>"
            )
    byes = ""
    if current.byes:
        names = ", ".join(_html(n) for n in current.byes)
        byes = QCoreApplication.translate("Events", "Sitting out: {names}").format(names=names)
        byes = f"<p>{byes}</p>"
    titles = (
        QCoreApplication.translate("Events", "Table"),
        QCoreApplication.translate("Events", "Seat"),
        QCoreApplication.translate("Events", "Player"),
        QCoreApplication.translate("Events", "Whists"),
        QCoreApplication.translate("Events", "Signature"),
    )
    head = "<tr>" + "".join(f"<th>{t}</th>" for t in titles) + "</tr>"
    return (
        f"<h2>{_html(view.name)} — {round_title(current.number)}</h2>"
        f"<p>{i18n.day_text(view.date)}</p>"
        f"<table width='100%' border='1' cellpadding='6' cellspacing='0'>{head}"
        f"{''.join(rows)}</table>{byes}"
    )


def document(
    view: EventView,
    current: RoundRow,
    tables: tuple[TableView, ...],
    what: str,
    urls: CardUrls | None = None,
) -> QTextDocument:
    doc = QTextDocument()
    urls = urls or {}
    for key, url in urls.items():  # the QR codes the cards and the sheet name as qr-N
        image = QImage.fromData(qr_png(url, 8))
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"qr-{key or 0}"), image)
    if what == "cards":
        doc.setHtml(cards_html(view, current, urls))
    else:
        doc.setHtml(sheet_html(view, current, tables, urls))
    return doc


def write_pdf(doc: QTextDocument, path: str) -> None:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(path)
    printer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    doc.print_(printer)


def print_round(
    parent: QWidget,
    view: EventView,
    current: RoundRow,
    tables: tuple[TableView, ...],
    what: str,
    urls: CardUrls | None = None,
) -> None:
    """Qt's print dialog: a printer, or a PDF file (Linux: "Print to file"; Windows: the PDF
    printer)."""
    doc = document(view, current, tables, what, urls)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(
        QCoreApplication.translate("Events", "Seating cards")
        if what == "cards"
        else QCoreApplication.translate("Events", "Round sheet")
    )
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() == QPrintDialog.DialogCode.Accepted:
        doc.print_(printer)
