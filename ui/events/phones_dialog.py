"""«Телефоны за столами…»: the organiser starts the phones' server of the evening on an address
of the club's network, shows each table's QR card and the room's, makes a new card for one
table, and sees at once when a table calls the organiser (issue 27; ADR 0011).

The server itself (:class:`app.services.phones.PhoneRoom`) runs off this window's thread, over
a service of its own; a table's call reaches this thread through a queued signal.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QImage, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import CodedError
from app.services.game_service import GameService
from app.services.phones import DEFAULT_PORT, PhoneRoom, lan_addresses, qr_png
from ui import i18n
from ui.events.words import round_title, table_title
from ui.widgets.message import warn

QR_SCALE = 4


class CallSignal(QObject):
    """A table's call, from the server's thread to the window's (a queued connection)."""

    called = Signal(int, str)


def qr_pixmap(text: str, scale: int = QR_SCALE) -> QPixmap:
    image = QImage.fromData(qr_png(text, scale))
    return QPixmap.fromImage(image)


class PhonesDialog(QDialog):
    """The phones' server of one event: address and port, start and stop, the cards."""

    def __init__(self, service: GameService, event_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Phones at the tables"))
        self.events = service.events
        self.event_id = event_id
        self.signal = CallSignal(self)
        self.signal.called.connect(self._called, Qt.ConnectionType.QueuedConnection)
        self.room = PhoneRoom(service, event_id, on_call=self._from_server)
        self.calls: list[str] = []
        self.notice: QMessageBox | None = None

        intro = QLabel(
            self.tr(
                "Players scan their table's card with a phone on the club's Wi-Fi and enter the"
                " deals there; the room's card opens the standings, live. Only this computer"
                " serves the pages: no internet, no accounts."
            )
        )
        intro.setWordWrap(True)
        self.address = QComboBox()
        for host, lan in lan_addresses():
            label = (
                self.tr("{address} (the club's network)")
                if lan
                else self.tr("{address} (this computer only)")
            )
            self.address.addItem(label.format(address=host), host)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.start_button = QPushButton(self.tr("&Start"))
        self.start_button.setAutoDefault(False)
        self.start_button.clicked.connect(self.start)
        self.stop_button = QPushButton(self.tr("S&top and revoke the cards"))
        self.stop_button.setToolTip(
            self.tr("The printed cards stop working; the next start makes new ones.")
        )
        self.stop_button.setAutoDefault(False)
        self.stop_button.clicked.connect(self.stop)
        top = QHBoxLayout()
        address_label = QLabel(self.tr("&Address:"))
        address_label.setBuddy(self.address)
        port_label = QLabel(self.tr("&Port:"))
        port_label.setBuddy(self.port)
        for widget, stretch in (
            (address_label, 0),
            (self.address, 1),
            (port_label, 0),
            (self.port, 0),
            (self.start_button, 0),
            (self.stop_button, 0),
        ):
            top.addWidget(widget, stretch)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.call_line = QLabel()
        self.call_line.setWordWrap(True)
        self.call_line.setStyleSheet("color: #8a1f11; font-weight: bold; font-size: 15pt;")
        self.call_line.hide()
        self.cards = QWidget()
        self.cards_layout = QGridLayout(self.cards)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.cards)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.call_line)
        layout.addWidget(scroll, 1)
        self.resize(900, 680)
        self._show()

    # -- the server ---------------------------------------------------------------------------

    def start(self) -> None:
        host = self.address.currentData()
        try:
            self.room.start(str(host), self.port.value())
        except CodedError as error:
            warn(self, self.windowTitle(), i18n.error_text(error.code, error.params))
            return
        self._show()

    def stop(self) -> None:
        """Stop the server and revoke every card, after asking (No by default: the button
        takes the focus when Start is pressed, and an Enter must not void the printed cards)."""
        asked = QMessageBox.question(
            self,
            self.windowTitle(),
            self.tr(
                "Stop the phones' server and revoke every card? The printed cards stop working;"
                " the next start makes new ones."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if asked != QMessageBox.StandardButton.Yes:
            return
        self.room.stop(revoke=True)
        self._show()

    def quit(self) -> None:
        """The app quits: the server stops, the cards stay valid (the phones reconnect when
        the organiser starts it again)."""
        if self.room.running:
            self.room.stop(revoke=False)

    def _from_server(self, table: int, players: tuple[str, ...]) -> None:
        self.signal.called.emit(table, ", ".join(players))  # any thread

    def _called(self, table: int, players: str) -> None:
        line = self.tr("{time}: {table} ({players}) calls the organiser.").format(
            time=time.strftime("%H:%M"), table=table_title(table), players=players
        )
        self.calls.append(line)
        self.call_line.setText("\n".join(self.calls[-3:]))
        self.call_line.show()
        # A notice of its own, not this window raised: this window shows every table's card
        # (its token), and the room's big screen may be what is on the screen.
        notice = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Phones at the tables"),
            line,
            parent=self.parentWidget(),
        )
        notice.setTextFormat(Qt.TextFormat.PlainText)  # players' names, never markup
        notice.setWindowModality(Qt.WindowModality.NonModal)
        notice.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        notice.show()
        notice.raise_()
        self.notice = notice
        QApplication.alert(notice)  # the task bar flashes: the organiser may be elsewhere
        QApplication.beep()

    # -- the cards ----------------------------------------------------------------------------

    def _show(self) -> None:
        running = self.room.running
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.address.setEnabled(not running)
        self.port.setEnabled(not running)
        while self.cards_layout.count():
            item = self.cards_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        if not running:
            self.status.setText(self.tr("Stopped: the phones cannot reach Pulka."))
            return
        self.status.setText(
            self.tr("Listening at {address}. The phones must be on the same network.").format(
                address=self.room.base_url
            )
        )
        view = self.events.event(self.event_id)
        started = [r for r in view.rounds if r.started]
        cards: list[tuple[str, str, int | None]] = []
        if started:
            current = started[-1]
            for number, players in enumerate(current.tables, start=1):
                title = f"{table_title(number)} · {round_title(current.number)}"
                cards.append((title, ", ".join(players), number))
        cards.append((self.tr("The room: standings, live"), view.name, None))
        for index, (title, names, table) in enumerate(cards):
            self.cards_layout.addWidget(self._card(title, names, table), index // 3, index % 3)

    def _card(self, title: str, names: str, table: int | None) -> QGroupBox:
        view = self.events.event(self.event_id)
        current = [r for r in view.rounds if r.started][-1] if table is not None else None
        url = (
            self.room.table_url(current.number, table)
            if current is not None and table is not None
            else self.room.watch_url()
        )
        box = QGroupBox(title)
        layout = QVBoxLayout(box)
        who = QLabel(names)
        who.setTextFormat(Qt.TextFormat.PlainText)
        who.setWordWrap(True)
        code = QLabel()
        code.setPixmap(qr_pixmap(url))
        code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        code.setAccessibleName(self.tr("QR code of {title}").format(title=title))
        address = QLabel(url)
        address.setTextFormat(Qt.TextFormat.PlainText)
        address.setWordWrap(True)
        address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        address.setStyleSheet("font-size: 8pt;")
        layout.addWidget(who)
        layout.addWidget(code)
        layout.addWidget(address)
        if table is not None and current is not None:
            renew = QPushButton(self.tr("New card for this table"))
            renew.setToolTip(self.tr("The old card stops working at once; print the new one."))
            renew.clicked.connect(lambda: self._renew(current.number, table))
            layout.addWidget(renew)
        return box

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again: the cards of the round being played now (a round may have started)."""
        self._show()
        super().showEvent(event)

    def round_started(self) -> None:
        """A new round started: its cards replace the last round's (which no longer work)."""
        if self.isVisible():
            self._show()

    def _renew(self, round_number: int, table: int) -> None:
        self.room.new_table_card(round_number, table)
        self._show()

    def card_urls(self) -> dict[int | None, str]:
        """The current round's card addresses by table (``None``: the room's), for printing."""
        if not self.room.running:
            return {}
        view = self.events.event(self.event_id)
        started = [r for r in view.rounds if r.started]
        out: dict[int | None, str] = {None: self.room.watch_url()}
        if started:
            for number in range(1, len(started[-1].tables) + 1):
                out[number] = self.room.table_url(started[-1].number, number)
        return out
